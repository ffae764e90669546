//! /api/refrigerants-library and /api/refrigerants (library.md and
//! app-and-projects.md section 7).

use std::collections::HashMap;

use axum::extract::{DefaultBodyLimit, Multipart, Path, Query, State};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;

use super::error::{ApiError, ApiJson};
use crate::library::refrigerants::{self, Pressures, TableRow};
use crate::library::uploads::MAX_UPLOAD_BYTES;
use crate::AppState;
use read_models::refrigerant_library::RefrigerantRow;

pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/refrigerants-library", get(list))
        .route("/refrigerants-library/code/{code}", get(by_code))
        .route("/refrigerants-library/generate/", post(generate_without_code))
        .route("/refrigerants-library/generate/{code}", post(generate))
        .route("/refrigerants-library/{id}", axum::routing::patch(change))
        .route(
            "/refrigerants-library/{id}/upload-pdf",
            post(upload).layer(DefaultBodyLimit::max(MAX_UPLOAD_BYTES + 64 * 1024)),
        )
        .route("/refrigerants", get(codes))
        .route("/fluids", get(fluids))
        .route("/refrigerants/{code}/pressures", get(pressures))
        .route("/refrigerants/{code}/contextual-table", get(contextual_table))
}

#[tracing::instrument(skip_all)]
async fn list(State(state): State<AppState>) -> Result<Json<Vec<RefrigerantRow>>, ApiError> {
    Ok(Json(refrigerants::list(&state).await?))
}

#[tracing::instrument(skip(state))]
async fn by_code(State(state): State<AppState>, Path(code): Path<String>) -> Result<Json<RefrigerantRow>, ApiError> {
    Ok(Json(refrigerants::by_code(&state, &code).await?))
}

#[tracing::instrument(skip(state))]
async fn generate(State(state): State<AppState>, Path(code): Path<String>) -> Result<Json<RefrigerantRow>, ApiError> {
    Ok(Json(refrigerants::generate(&state, &code).await?))
}

async fn generate_without_code(State(state): State<AppState>) -> Result<Json<RefrigerantRow>, ApiError> {
    Ok(Json(refrigerants::generate(&state, "").await?))
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ChangeBody {
    allowed_equipment_types: Vec<String>,
}

#[tracing::instrument(skip(state, body))]
async fn change(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ChangeBody>,
) -> Result<Json<RefrigerantRow>, ApiError> {
    Ok(Json(refrigerants::change_equipment_types(&state, &id, body.allowed_equipment_types).await?))
}

#[tracing::instrument(skip(state, multipart))]
async fn upload(
    State(state): State<AppState>,
    Path(id): Path<String>,
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<Json<RefrigerantRow>, ApiError> {
    let upload = super::multipart::file_field(multipart).await?;
    Ok(Json(refrigerants::upload_chart(&state, &id, upload).await?))
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct CodesQuery {
    equipment_type: Option<String>,
}

#[tracing::instrument(skip(state))]
async fn codes(State(state): State<AppState>, Query(query): Query<CodesQuery>) -> Result<Json<Vec<String>>, ApiError> {
    Ok(Json(refrigerants::codes_for(&state, query.equipment_type.as_deref()).await?))
}

#[tracing::instrument]
async fn pressures(Path(code): Path<String>, Query(query): Query<HashMap<String, String>>) -> Result<Json<Pressures>, ApiError> {
    let (evap, cond) = refrigerants::check_temperatures(&query)?;
    Ok(Json(refrigerants::pressures(&code, evap, cond)?))
}

#[tracing::instrument]
async fn contextual_table(
    Path(code): Path<String>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Json<Vec<TableRow>>, ApiError> {
    let (evap, cond) = refrigerants::check_temperatures(&query)?;
    Ok(Json(refrigerants::contextual_table(&code, evap, cond)?))
}

async fn fluids() -> Json<Vec<crate::library::fluids::FluidChoice>> {
    Json(crate::library::fluids::list())
}
