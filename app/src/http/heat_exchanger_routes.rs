//! /api/heat-exchangers (library.md section 7).

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{get, patch, post};
use axum::Router;
use domain::heat_exchanger::HeatExchangerDraft;
use read_models::heat_exchanger_catalogue::HeatExchangerRow;
use serde::Deserialize;

use super::api_error::ErrorBody;
use super::api_error::{ApiError, ApiJson, ApiPath};
use super::if_match::IfMatch;
use crate::actor::Actor;
use crate::library::heat_exchangers::{self, HeatExchangerSaved};
use crate::AppState;

pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/heat-exchangers", get(list).post(create))
        .route("/heat-exchangers/{id}", patch(update).delete(delete))
        .route("/heat-exchangers/{id}/restore", post(restore))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct HeatExchangerBody {
    model: Option<String>,
    brand: Option<String>,
    capacity_kw: Option<f64>,
    /// Free text: the domain refuses values other than cooling, heating, both.
    application_type: Option<String>,
    notes: Option<String>,
}

impl From<HeatExchangerBody> for HeatExchangerDraft {
    fn from(body: HeatExchangerBody) -> Self {
        Self {
            model: body.model,
            brand: body.brand,
            capacity_kw: body.capacity_kw,
            application_type: body.application_type,
            notes: body.notes,
        }
    }
}

#[utoipa::path(get, path = "/api/heat-exchangers", operation_id = "listHeatExchangers", tag = "intercambiadores", responses((status = 200, description = "Intercambiadores vigentes", body = Vec<HeatExchangerRow>)))]
#[tracing::instrument(skip_all)]
async fn list(State(state): State<AppState>) -> Result<ApiJson<Vec<HeatExchangerRow>>, ApiError> {
    Ok(ApiJson(heat_exchangers::list(&state).await?))
}

#[utoipa::path(post, path = "/api/heat-exchangers", operation_id = "createHeatExchanger", tag = "intercambiadores", request_body = HeatExchangerBody, responses((status = 201, description = "Intercambiador creado, con avisos (p. ej. modelo repetido de la misma marca)", body = HeatExchangerSaved), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn create(
    State(state): State<AppState>,
    actor: Actor,
    ApiJson(body): ApiJson<HeatExchangerBody>,
) -> Result<(StatusCode, ApiJson<HeatExchangerSaved>), ApiError> {
    let row = heat_exchangers::create(&state, body.into(), &actor).await?;
    Ok((StatusCode::CREATED, ApiJson(row)))
}

#[utoipa::path(patch, path = "/api/heat-exchangers/{id}", operation_id = "updateHeatExchanger", tag = "intercambiadores", params(("id" = String, Path, description = "Identificador"), IfMatch), request_body = HeatExchangerBody, responses((status = 200, description = "Intercambiador actualizado, con avisos", body = HeatExchangerSaved), (status = 404, description = "No encontrado", body = ErrorBody), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip(state, body))]
async fn update(
    State(state): State<AppState>,
    actor: Actor,
    ApiPath(id): ApiPath<String>,
    IfMatch(expected): IfMatch,
    ApiJson(body): ApiJson<HeatExchangerBody>,
) -> Result<ApiJson<HeatExchangerSaved>, ApiError> {
    Ok(ApiJson(heat_exchangers::update(&state, &id, expected, body.into(), &actor).await?))
}

#[utoipa::path(delete, path = "/api/heat-exchangers/{id}", operation_id = "deleteHeatExchanger", tag = "intercambiadores", params(("id" = String, Path, description = "Identificador"), IfMatch), responses((status = 204, description = "Eliminado (como evento)"), (status = 404, description = "No encontrado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn delete(
    State(state): State<AppState>,
    actor: Actor,
    ApiPath(id): ApiPath<String>,
    IfMatch(expected): IfMatch,
) -> Result<StatusCode, ApiError> {
    heat_exchangers::delete(&state, &id, expected, &actor).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[utoipa::path(post, path = "/api/heat-exchangers/{id}/restore", operation_id = "restoreHeatExchanger", tag = "intercambiadores", params(("id" = String, Path, description = "Identificador")), responses((status = 200, description = "Intercambiador restaurado (evento HeatExchangerRestored)", body = HeatExchangerRow), (status = 404, description = "No encontrado", body = ErrorBody), (status = 409, description = "El intercambiador no está eliminado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn restore(
    State(state): State<AppState>,
    actor: Actor,
    ApiPath(id): ApiPath<String>,
) -> Result<ApiJson<HeatExchangerRow>, ApiError> {
    Ok(ApiJson(heat_exchangers::restore(&state, &id, &actor).await?))
}
