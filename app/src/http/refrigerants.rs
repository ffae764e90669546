//! /api/refrigerants-library and /api/refrigerants (library.md and
//! app-and-projects.md section 7).

use std::collections::HashMap;

use axum::extract::{DefaultBodyLimit, Multipart, Path, Query, State};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;

use super::error::{ApiError, ApiJson};
use crate::library::refrigerants::{self, Pressures, TableRow};
use crate::library::uploads::{Upload, MAX_UPLOAD_BYTES};
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

/// Reads the multipart field `file`; a missing field is an empty upload.
async fn read_file(mut multipart: Multipart) -> Result<Upload, ApiError> {
    let malformed = |e: axum::extract::multipart::MultipartError| ApiError::MalformedBody {
        message: "No se pudo leer el archivo enviado",
        detail: e.body_text(),
    };
    while let Some(field) = multipart.next_field().await.map_err(malformed)? {
        if field.name() == Some("file") {
            let file_name = field.file_name().unwrap_or("archivo").to_string();
            let content_type = field.content_type().map(str::to_string);
            let bytes = field.bytes().await.map_err(malformed)?.to_vec();
            return Ok(Upload { file_name, content_type, bytes });
        }
    }
    Ok(Upload { file_name: String::new(), content_type: None, bytes: Vec::new() })
}

#[tracing::instrument(skip(state, multipart))]
async fn upload(
    State(state): State<AppState>,
    Path(id): Path<String>,
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<Json<RefrigerantRow>, ApiError> {
    let upload = match multipart {
        Ok(multipart) => read_file(multipart).await?,
        // No multipart body at all: nothing was sent.
        Err(_) => Upload { file_name: String::new(), content_type: None, bytes: Vec::new() },
    };
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
