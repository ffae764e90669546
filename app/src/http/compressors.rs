//! /api/compressors and /api/polynomials (library.md section 7).

use axum::extract::multipart::MultipartRejection;
use axum::extract::{DefaultBodyLimit, Multipart, Path, Query, State};
use axum::http::StatusCode;
use axum::routing::{get, patch, post};
use axum::{Json, Router};
use read_models::compressor_catalogue::{CompressorRow, PolynomialRow};
use serde::Deserialize;

use super::error::{ApiError, ApiJson};
use super::multipart::file_field;
use crate::library::compressor_data::{CompressorInput, PolynomialInput};
use crate::library::compressors::{self, ConfirmedImport, DatasheetExtraction, NewCompressor, NewPolynomial, PolynomialExtraction};
use crate::library::uploads::MAX_UPLOAD_BYTES;
use crate::AppState;

pub(super) fn routes() -> Router<AppState> {
    let upload_limit = || DefaultBodyLimit::max(MAX_UPLOAD_BYTES + 64 * 1024);
    Router::new()
        .route("/compressors", get(list).post(create))
        .route("/compressors/import-with-ai", post(extract_datasheet).layer(upload_limit()))
        .route("/compressors/{id}", patch(update).delete(remove))
        .route("/compressors/{id}/polynomials", get(polynomials))
        .route("/compressors/{id}/import-polynomials", post(extract_polynomials).layer(upload_limit()))
        .route("/compressors/{id}/polynomials/import", post(confirm_import))
        .route("/polynomials", post(add_polynomial))
        .route("/polynomials/{id}", patch(update_polynomial))
}

#[derive(Debug, Deserialize)]
struct ListQuery {
    refrigerant: Option<String>,
}

#[tracing::instrument(skip(state))]
async fn list(State(state): State<AppState>, Query(query): Query<ListQuery>) -> Result<Json<Vec<CompressorRow>>, ApiError> {
    Ok(Json(compressors::list(&state, query.refrigerant.as_deref()).await?))
}

#[tracing::instrument(skip_all)]
async fn create(State(state): State<AppState>, ApiJson(body): ApiJson<NewCompressor>) -> Result<(StatusCode, Json<CompressorRow>), ApiError> {
    Ok((StatusCode::CREATED, Json(compressors::create(&state, body).await?)))
}

#[tracing::instrument(skip(state, body))]
async fn update(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<CompressorInput>,
) -> Result<Json<CompressorRow>, ApiError> {
    Ok(Json(compressors::update(&state, &id, body).await?))
}

#[tracing::instrument(skip(state))]
async fn remove(State(state): State<AppState>, Path(id): Path<String>) -> Result<StatusCode, ApiError> {
    compressors::remove(&state, &id).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[tracing::instrument(skip(state))]
async fn polynomials(State(state): State<AppState>, Path(id): Path<String>) -> Result<Json<Vec<PolynomialRow>>, ApiError> {
    Ok(Json(compressors::polynomials(&state, &id).await?))
}

#[tracing::instrument(skip(state, multipart))]
async fn extract_polynomials(
    State(state): State<AppState>,
    Path(id): Path<String>,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<Json<PolynomialExtraction>, ApiError> {
    let upload = file_field(multipart).await?;
    Ok(Json(compressors::extract_polynomials(&state, &id, upload).await?))
}

#[tracing::instrument(skip(state, body))]
async fn confirm_import(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ConfirmedImport>,
) -> Result<Json<CompressorRow>, ApiError> {
    Ok(Json(compressors::confirm_import(&state, &id, body).await?))
}

#[tracing::instrument(skip(state, multipart))]
async fn extract_datasheet(
    State(state): State<AppState>,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<Json<DatasheetExtraction>, ApiError> {
    let upload = file_field(multipart).await?;
    Ok(Json(compressors::extract_datasheet(&state, upload).await?))
}

#[tracing::instrument(skip_all)]
async fn add_polynomial(State(state): State<AppState>, ApiJson(body): ApiJson<NewPolynomial>) -> Result<(StatusCode, Json<PolynomialRow>), ApiError> {
    Ok((StatusCode::CREATED, Json(compressors::add_polynomial(&state, body).await?)))
}

#[tracing::instrument(skip(state, body))]
async fn update_polynomial(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<PolynomialInput>,
) -> Result<Json<PolynomialRow>, ApiError> {
    Ok(Json(compressors::update_polynomial(&state, &id, body).await?))
}
