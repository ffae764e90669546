//! GET /api/{compressors,polynomials,condensers,heat-exchangers,
//! refrigerants-library}/{id}/history: who changed a library item and when.

use axum::extract::State;
use axum::routing::get;
use axum::Router;
use read_models::library_history::HistoryEntry;

use super::api_error::{ApiError, ApiJson, ApiPath, ErrorBody};
use crate::library::history;
use crate::AppState;

pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/compressors/{id}/history", get(compressor))
        .route("/polynomials/{id}/history", get(polynomial))
        .route("/condensers/{id}/history", get(condenser))
        .route("/heat-exchangers/{id}/history", get(heat_exchanger))
        .route("/refrigerants-library/{id}/history", get(refrigerant))
}

type Entries = Result<ApiJson<Vec<HistoryEntry>>, ApiError>;

#[utoipa::path(get, path = "/api/compressors/{id}/history", operation_id = "getCompressorHistory", tag = "compresores", params(("id" = String, Path, description = "Identificador")), responses((status = 200, description = "Un registro por evento (también de sus polinomios): versión, tipo, cuándo, quién, resumen en español", body = Vec<HistoryEntry>), (status = 404, description = "Compresor no encontrado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn compressor(State(state): State<AppState>, ApiPath(id): ApiPath<String>) -> Entries {
    Ok(ApiJson(history::compressor(&state, &id).await?))
}

#[utoipa::path(get, path = "/api/polynomials/{id}/history", operation_id = "getPolynomialHistory", tag = "compresores", params(("id" = String, Path, description = "{compressorId}:{localId}")), responses((status = 200, description = "Los eventos que crearon, reemplazaron o modificaron este polinomio", body = Vec<HistoryEntry>), (status = 404, description = "Polinomio no encontrado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn polynomial(State(state): State<AppState>, ApiPath(id): ApiPath<String>) -> Entries {
    Ok(ApiJson(history::polynomial(&state, &id).await?))
}

#[utoipa::path(get, path = "/api/condensers/{id}/history", operation_id = "getCondenserHistory", tag = "condensadores", params(("id" = String, Path, description = "Identificador")), responses((status = 200, description = "Un registro por evento: versión, tipo, cuándo, quién, resumen en español", body = Vec<HistoryEntry>), (status = 404, description = "Condensador no encontrado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn condenser(State(state): State<AppState>, ApiPath(id): ApiPath<String>) -> Entries {
    Ok(ApiJson(history::condenser(&state, &id).await?))
}

#[utoipa::path(get, path = "/api/heat-exchangers/{id}/history", operation_id = "getHeatExchangerHistory", tag = "intercambiadores", params(("id" = String, Path, description = "Identificador")), responses((status = 200, description = "Un registro por evento: versión, tipo, cuándo, quién, resumen en español", body = Vec<HistoryEntry>), (status = 404, description = "Intercambiador no encontrado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn heat_exchanger(State(state): State<AppState>, ApiPath(id): ApiPath<String>) -> Entries {
    Ok(ApiJson(history::heat_exchanger(&state, &id).await?))
}

#[utoipa::path(get, path = "/api/refrigerants-library/{id}/history", operation_id = "getRefrigerantHistory", tag = "refrigerantes", params(("id" = String, Path, description = "Identificador")), responses((status = 200, description = "Un registro por evento: versión, tipo, cuándo, quién, resumen en español", body = Vec<HistoryEntry>), (status = 404, description = "Refrigerante no encontrado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn refrigerant(State(state): State<AppState>, ApiPath(id): ApiPath<String>) -> Entries {
    Ok(ApiJson(history::refrigerant(&state, &id).await?))
}
