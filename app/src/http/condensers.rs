//! /api/condensers (library.md section 7).

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::routing::{get, patch};
use axum::{Json, Router};
use domain::condenser::CondenserDraft;
use domain::rules::Dimensions;
use read_models::condenser_catalogue::CondenserRow;
use serde::Deserialize;

use super::error::{ApiError, ApiJson};
use crate::library::condensers;
use crate::AppState;

pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/condensers", get(list).post(create))
        .route("/condensers/{id}", patch(update).delete(delete))
}

/// The dialog's body; every field optional so a missing one gets the
/// rule's own message rather than a parse error.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct CondenserBody {
    model: Option<String>,
    capacity: Option<f64>,
    /// Read as a number so 2.5 breaks the integer rule instead of the parser.
    fan_count: Option<f64>,
    fan_power_consumption: Option<f64>,
    is_microchannel: Option<bool>,
    dimensions: Option<Dimensions>,
    #[serde(rename = "ratedDeltaT")]
    rated_delta_t: Option<f64>,
}

impl From<CondenserBody> for CondenserDraft {
    fn from(body: CondenserBody) -> Self {
        Self {
            model: body.model,
            capacity: body.capacity,
            fan_count: body
                .fan_count
                .map(|n| if n.fract() == 0.0 && n.abs() < 1e9 { n as i64 } else { 0 }),
            fan_power_consumption: body.fan_power_consumption,
            is_microchannel: body.is_microchannel,
            dimensions: body.dimensions,
            rated_delta_t: body.rated_delta_t,
        }
    }
}

#[tracing::instrument(skip_all)]
async fn list(State(state): State<AppState>) -> Result<Json<Vec<CondenserRow>>, ApiError> {
    Ok(Json(condensers::list(&state).await?))
}

#[tracing::instrument(skip_all)]
async fn create(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<CondenserBody>,
) -> Result<(StatusCode, Json<CondenserRow>), ApiError> {
    let row = condensers::create(&state, body.into()).await?;
    Ok((StatusCode::CREATED, Json(row)))
}

#[tracing::instrument(skip(state, body))]
async fn update(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<CondenserBody>,
) -> Result<Json<CondenserRow>, ApiError> {
    Ok(Json(condensers::update(&state, &id, body.into()).await?))
}

#[tracing::instrument(skip(state))]
async fn delete(State(state): State<AppState>, Path(id): Path<String>) -> Result<StatusCode, ApiError> {
    condensers::delete(&state, &id).await?;
    Ok(StatusCode::NO_CONTENT)
}
