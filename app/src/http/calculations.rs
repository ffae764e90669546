//! The calculation endpoints (app-and-projects.md section 7).

use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};
use domain::engine::system::SystemResult;

use super::openapi::ErrorBody;
use super::error::{ApiError, ApiJson};
use super::calculation_dto::{ChillerRequest, RackRequest, SingleRequest};
use crate::calculations;
use crate::AppError;
use domain::calculation::{ChillerAnswer, SingleAnswer};
use crate::AppState;

pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/calculate", post(single))
        .route("/racks/calculate", post(rack))
        .route("/chillers/calculate", post(chiller))
}

#[utoipa::path(post, path = "/api/calculate", tag = "cálculos", request_body = SingleRequest, responses((status = 200, description = "Capacidad y potencia (W), corriente (A), descarga (°C)", body = Object), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn single(State(state): State<AppState>, ApiJson(body): ApiJson<SingleRequest>) -> Result<Json<SingleAnswer>, ApiError> {
    let input = body.try_into().map_err(AppError::from_rule)?;
    Ok(Json(calculations::single(&state, input).await?))
}

#[utoipa::path(post, path = "/api/racks/calculate", tag = "cálculos", request_body = RackRequest, responses((status = 200, description = "Rack o unidad condensadora calculados", body = Object), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn rack(State(state): State<AppState>, ApiJson(body): ApiJson<RackRequest>) -> Result<Json<SystemResult>, ApiError> {
    let input = body.try_into().map_err(AppError::from_rule)?;
    Ok(Json(calculations::rack(&state, input).await?))
}

#[utoipa::path(post, path = "/api/chillers/calculate", tag = "cálculos", request_body = ChillerRequest, responses((status = 200, description = "Chiller calculado", body = Object), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn chiller(State(state): State<AppState>, ApiJson(body): ApiJson<ChillerRequest>) -> Result<Json<ChillerAnswer>, ApiError> {
    let input = body.try_into().map_err(AppError::from_rule)?;
    Ok(Json(calculations::chiller(&state, input).await?))
}
