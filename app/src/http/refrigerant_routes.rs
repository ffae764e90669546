//! /api/refrigerants-library and /api/refrigerants (library.md and
//! app-and-projects.md section 7).

use std::collections::HashMap;

use axum::extract::{DefaultBodyLimit, Multipart, State};
use axum::routing::{get, post};
use axum::Router;
use serde::Deserialize;

use super::api_error::ErrorBody;
use super::api_error::{ApiError, ApiJson, ApiPath, ApiQuery};
use super::if_match::IfMatch;
use crate::actor::Actor;
use crate::library::refrigerants::{self, EnteredPressures, Pressures, TableRow};
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
        .route("/refrigerants/{code}/saturation-temperatures", get(saturation_temperatures))
}

#[utoipa::path(get, path = "/api/refrigerants-library", operation_id = "listRefrigerantSheets", tag = "refrigerantes", responses((status = 200, description = "Fichas de la biblioteca, las comunes primero", body = Vec<RefrigerantRow>)))]
#[tracing::instrument(skip_all)]
async fn list(State(state): State<AppState>) -> Result<ApiJson<Vec<RefrigerantRow>>, ApiError> {
    Ok(ApiJson(refrigerants::list(&state).await?))
}

#[utoipa::path(get, path = "/api/refrigerants-library/code/{code}", operation_id = "getRefrigerantSheet", tag = "refrigerantes", params(("code" = String, Path)), responses((status = 200, description = "Ficha del refrigerante", body = RefrigerantRow), (status = 404, description = "No encontrado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn by_code(
    State(state): State<AppState>,
    ApiPath(code): ApiPath<String>,
) -> Result<ApiJson<RefrigerantRow>, ApiError> {
    Ok(ApiJson(refrigerants::by_code(&state, &code).await?))
}

#[utoipa::path(post, path = "/api/refrigerants-library/generate/{code}", operation_id = "generateRefrigerantSheet", tag = "refrigerantes", params(("code" = String, Path, description = "Código; se recorta y pasa a mayúsculas")), responses((status = 200, description = "Ficha generada desde la base de referencia", body = RefrigerantRow), (status = 404, description = "El código no está en la base de referencia (refrigerant.unknown_code); el mensaje da los más cercanos", body = ErrorBody), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn generate(
    State(state): State<AppState>,
    actor: Actor,
    ApiPath(code): ApiPath<String>,
) -> Result<ApiJson<RefrigerantRow>, ApiError> {
    Ok(ApiJson(refrigerants::generate(&state, &code, &actor).await?))
}

async fn generate_without_code(
    State(state): State<AppState>,
    actor: Actor,
) -> Result<ApiJson<RefrigerantRow>, ApiError> {
    Ok(ApiJson(refrigerants::generate(&state, "", &actor).await?))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ChangeBody {
    allowed_equipment_types: Vec<String>,
}

#[utoipa::path(patch, path = "/api/refrigerants-library/{id}", operation_id = "updateRefrigerantSheet", tag = "refrigerantes", params(("id" = String, Path, description = "Identificador"), IfMatch), request_body = ChangeBody, responses((status = 200, description = "Tipos de equipo actualizados", body = RefrigerantRow), (status = 404, description = "No encontrado", body = ErrorBody), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip(state, body))]
async fn change(
    State(state): State<AppState>,
    actor: Actor,
    ApiPath(id): ApiPath<String>,
    IfMatch(expected): IfMatch,
    ApiJson(body): ApiJson<ChangeBody>,
) -> Result<ApiJson<RefrigerantRow>, ApiError> {
    Ok(ApiJson(
        refrigerants::change_equipment_types(&state, &id, expected, body.allowed_equipment_types, &actor).await?,
    ))
}

#[utoipa::path(post, path = "/api/refrigerants-library/{id}/upload-pdf", operation_id = "uploadRefrigerantPdf", tag = "refrigerantes", params(("id" = String, Path, description = "Identificador")), request_body(content = super::multipart::FileUpload, content_type = "multipart/form-data", description = "Campo `file`: PDF, JPG o PNG de hasta 10 MB"), responses((status = 200, description = "Tabla P-T leída y comparada", body = RefrigerantRow), (status = 404, description = "No encontrado", body = ErrorBody), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip(state, multipart))]
async fn upload(
    State(state): State<AppState>,
    actor: Actor,
    ApiPath(id): ApiPath<String>,
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<ApiJson<RefrigerantRow>, ApiError> {
    let upload = super::multipart::file_field(multipart).await?;
    Ok(ApiJson(refrigerants::upload_chart(&state, &id, upload, &actor).await?))
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct CodesQuery {
    equipment_type: Option<String>,
}

#[utoipa::path(get, path = "/api/refrigerants", operation_id = "listRefrigerantCodes", tag = "refrigerantes", params(("equipmentType" = Option<domain::equipment::EquipmentType>, Query, description = "Tipo de equipo: rack, condensadora, chiller o motocompresora; sin él, todos los códigos")), responses((status = 200, description = "Códigos", body = Vec<String>), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn codes(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<CodesQuery>,
) -> Result<ApiJson<Vec<String>>, ApiError> {
    Ok(ApiJson(refrigerants::codes_for(&state, query.equipment_type.as_deref()).await?))
}

#[utoipa::path(get, path = "/api/refrigerants/{code}/pressures", operation_id = "getRefrigerantPressures", tag = "refrigerantes", params(("code" = String, Path), ("evapTemp" = f64, Query), ("condTemp" = f64, Query)), responses((status = 200, description = "Presiones (bar absolutos)", body = Pressures), (status = 404, description = "No encontrado", body = ErrorBody), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument]
async fn pressures(
    ApiPath(code): ApiPath<String>,
    ApiQuery(query): ApiQuery<HashMap<String, String>>,
) -> Result<ApiJson<Pressures>, ApiError> {
    let (evap, cond) = refrigerants::check_temperatures(&query)?;
    Ok(ApiJson(refrigerants::pressures(&code, evap, cond)?))
}

#[utoipa::path(get, path = "/api/refrigerants/{code}/contextual-table", operation_id = "getRefrigerantTable", tag = "refrigerantes", params(("code" = String, Path), ("evapTemp" = f64, Query), ("condTemp" = f64, Query)), responses((status = 200, description = "Tabla P-T alrededor de las temperaturas", body = Vec<TableRow>), (status = 404, description = "No encontrado", body = ErrorBody), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument]
async fn contextual_table(
    ApiPath(code): ApiPath<String>,
    ApiQuery(query): ApiQuery<HashMap<String, String>>,
) -> Result<ApiJson<Vec<TableRow>>, ApiError> {
    let (evap, cond) = refrigerants::check_temperatures(&query)?;
    Ok(ApiJson(refrigerants::contextual_table(&code, evap, cond)?))
}

#[utoipa::path(get, path = "/api/refrigerants/{code}/saturation-temperatures", operation_id = "getSaturationTemperatures", tag = "refrigerantes", params(("code" = String, Path), ("evapPressure" = Option<f64>, Query, description = "Presión de evaporación, bar absolutos"), ("condPressure" = Option<f64>, Query, description = "Presión de condensación, bar absolutos")), responses((status = 200, description = "Temperaturas de saturación (rocío, con la de burbuja al lado) a las presiones dadas", body = EnteredPressures), (status = 404, description = "No encontrado", body = ErrorBody), (status = 422, description = "Presión fuera de la tabla o ausente (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument]
async fn saturation_temperatures(
    ApiPath(code): ApiPath<String>,
    ApiQuery(query): ApiQuery<HashMap<String, String>>,
) -> Result<ApiJson<EnteredPressures>, ApiError> {
    Ok(ApiJson(refrigerants::entered_pressures(&code, &query)?))
}

#[utoipa::path(get, path = "/api/fluids", operation_id = "listFluids", tag = "refrigerantes", responses((status = 200, description = "Fluidos secundarios", body = Vec<crate::library::fluids::FluidChoice>)))]
async fn fluids() -> ApiJson<Vec<crate::library::fluids::FluidChoice>> {
    ApiJson(crate::library::fluids::list())
}
