//! The calculation endpoints (app-and-projects.md section 7).

use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};
use domain::engine::system::SystemResult;

use super::error::{ApiError, ApiJson};
use crate::calculations::{self, ChillerAnswer, ChillerRequest, RackRequest, SingleAnswer, SingleRequest};
use crate::AppState;

pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/calculate", post(single))
        .route("/racks/calculate", post(rack))
        .route("/chillers/calculate", post(chiller))
}

#[tracing::instrument(skip_all)]
async fn single(State(state): State<AppState>, ApiJson(body): ApiJson<SingleRequest>) -> Result<Json<SingleAnswer>, ApiError> {
    Ok(Json(calculations::single(&state, body).await?))
}

#[tracing::instrument(skip_all)]
async fn rack(State(state): State<AppState>, ApiJson(body): ApiJson<RackRequest>) -> Result<Json<SystemResult>, ApiError> {
    Ok(Json(calculations::rack(&state, body).await?))
}

#[tracing::instrument(skip_all)]
async fn chiller(State(state): State<AppState>, ApiJson(body): ApiJson<ChillerRequest>) -> Result<Json<ChillerAnswer>, ApiError> {
    Ok(Json(calculations::chiller(&state, body).await?))
}
