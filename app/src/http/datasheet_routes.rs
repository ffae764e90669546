//! Data sheets: POST /api/projects/{id}/generate-pdf (app-and-projects.md
//! section 7) and, beyond the spec, the issued sheets and their check.

use axum::extract::{Path, State};
use axum::http::{header, HeaderName};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use domain::datasheet::IssuedDatasheet;

use super::api_error::ErrorBody;
use super::api_error::{ApiError, ApiJson};
use crate::projects::Actor;
use crate::sheets::issue::{self, DatasheetRow, Verification};
use crate::AppState;

pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/projects/{id}/generate-pdf", post(generate))
        .route("/projects/{id}/datasheets", get(list))
        .route("/datasheets/{id}/pdf", get(pdf))
        .route("/datasheets/{id}/regenerate", post(regenerate))
}

const SHEET_ID: HeaderName = HeaderName::from_static("x-datasheet-id");
const SHEET_SHA256: HeaderName = HeaderName::from_static("x-datasheet-sha256");

fn pdf_response(sheet: &IssuedDatasheet, bytes: Vec<u8>) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/pdf".to_string()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{}\"", sheet.file_name)),
            (SHEET_ID, sheet.sheet_id.clone()),
            (SHEET_SHA256, sheet.pdf_sha256.clone()),
        ],
        bytes,
    )
        .into_response()
}

#[utoipa::path(post, path = "/api/projects/{id}/generate-pdf", operation_id = "generateProjectPdf", tag = "fichas", params(("id" = String, Path)), responses((status = 200, description = "La ficha técnica (application/pdf); cabeceras X-Datasheet-Id y X-Datasheet-Sha256", content_type = "application/pdf"), (status = 404, description = "Proyecto no encontrado", body = ErrorBody), (status = 422, description = "'Debe calcular antes de generar el PDF'", body = ErrorBody)))]
#[tracing::instrument(skip(state, actor))]
async fn generate(State(state): State<AppState>, Path(id): Path<String>, actor: Actor) -> Result<Response, ApiError> {
    let generated = issue::generate(&state, &id, &actor).await?;
    Ok(pdf_response(&generated.sheet, generated.pdf))
}

#[utoipa::path(get, path = "/api/projects/{id}/datasheets", operation_id = "listProjectDatasheets", tag = "fichas", params(("id" = String, Path)), responses((status = 200, description = "Fichas emitidas, la más antigua primero", body = Vec<DatasheetRow>), (status = 404, description = "Proyecto no encontrado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn list(State(state): State<AppState>, Path(id): Path<String>) -> Result<ApiJson<Vec<DatasheetRow>>, ApiError> {
    Ok(ApiJson(issue::list(&state, &id).await?))
}

#[utoipa::path(get, path = "/api/datasheets/{id}/pdf", operation_id = "downloadDatasheetPdf", tag = "fichas", params(("id" = String, Path)), responses((status = 200, description = "Los bytes emitidos, tal cual", content_type = "application/pdf"), (status = 404, description = "Ficha no encontrada", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn pdf(State(state): State<AppState>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let (sheet, bytes) = issue::original(&state, &id).await?;
    Ok(pdf_response(&sheet, bytes))
}

#[utoipa::path(post, path = "/api/datasheets/{id}/regenerate", operation_id = "regenerateDatasheet", tag = "fichas", params(("id" = String, Path)), responses((status = 200, description = "La ficha impresa de nuevo desde las versiones registradas, comparada con la original", body = Verification), (status = 404, description = "Ficha no encontrada", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn regenerate(State(state): State<AppState>, Path(id): Path<String>) -> Result<ApiJson<Verification>, ApiError> {
    Ok(ApiJson(issue::regenerate(&state, &id).await?))
}
