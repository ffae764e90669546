//! The calculation endpoints (app-and-projects.md section 7).

use axum::extract::State;
use axum::routing::post;
use axum::Router;
use domain::engine::system::SystemResult;

use super::api_error::ErrorBody;
use super::api_error::{ApiError, ApiJson};
use super::calculation_dto::{ChillerRequest, RackRequest, SingleRequest};
use crate::calculations;
use crate::AppError;
use crate::AppState;
use domain::calculation::{ChillerAnswer, SingleAnswer};

pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/calculate", post(single))
        .route("/racks/calculate", post(rack))
        .route("/chillers/calculate", post(chiller))
}

#[utoipa::path(post, path = "/api/calculate", operation_id = "calculateSingleCompressor", tag = "cálculos", request_body = SingleRequest, responses((status = 200, description = "Un compresor en un punto de operación. Unidades: coolingCapacity y powerInput en W; current en A a la tensión de alimentación; dischargeTemp y suctionTemp en °C; massFlow en kg/h; ratingConditions.returnGasTemp en °C, superheat y subcooling en K; regulatoryCompliance: las reglas de la jurisdicción verificadas, cada una con su fuente", body = SingleAnswer), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn single(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<SingleRequest>,
) -> Result<ApiJson<SingleAnswer>, ApiError> {
    let input = body.try_into().map_err(AppError::from_rule)?;
    Ok(ApiJson(calculations::single(&state, input).await?))
}

#[utoipa::path(post, path = "/api/racks/calculate", operation_id = "calculateRack", tag = "cálculos", request_body = RackRequest, responses((status = 200, description = "Rack o unidad condensadora calculados. Unidades: capacidades, cargas y potencias en W (coolingCapacity, powerInput, oilCoolingCapacity, totals, condenserAnalysis, condenser.capacity, autoSelectedCondenser.capacity y fanPowerConsumption por ventilador, autoSelectError.requiredCapacity, compliance.requiredCapacity, capacity de cada línea); massFlow en kg/h; corrientes en A (current, electricalLoads); temperaturas en °C; líneas: velocity en m/s, pressureDropKpa en kPa, penaltyK en K, diameter en pulgadas (cobre) o DN (acero), diameterMm (exterior), innerDiameterMm y wallMm en mm, maxAllowablePressure y designPressure en bar manométricos (designPressures: EN 378-2), equivalentLength en m; refrigerantCharge: volume en L, density en kg/m³, mass y recommendedCharge en kg, co2Equivalent en t CO₂-eq. Las entradas van como las envían las pantallas (requiredCapacity en kW)", body = SystemResult), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn rack(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<RackRequest>,
) -> Result<ApiJson<SystemResult>, ApiError> {
    let input = body.try_into().map_err(AppError::from_rule)?;
    Ok(ApiJson(calculations::rack(&state, input).await?))
}

#[utoipa::path(post, path = "/api/chillers/calculate", operation_id = "calculateChiller", tag = "cálculos", request_body = ChillerRequest, responses((status = 200, description = "Chiller calculado. Unidades: capacidades, cargas y potencias en W (coolingCapacity, powerInput, oilCoolingCapacity, totals, condenserAnalysis, condenser.capacity, autoSelectedCondenser.capacity y fanPowerConsumption por ventilador, autoSelectError.requiredCapacity, compliance.requiredCapacity, capacity de cada línea); massFlow en kg/h; corrientes en A (current, electricalLoads); temperaturas en °C; líneas: velocity en m/s, pressureDropKpa en kPa, penaltyK en K, diameter en pulgadas (cobre) o DN (acero), diameterMm (exterior), innerDiameterMm y wallMm en mm, maxAllowablePressure y designPressure en bar manométricos (designPressures: EN 378-2), equivalentLength en m; refrigerantCharge: volume en L, density en kg/m³, mass y recommendedCharge en kg, co2Equivalent en t CO₂-eq. Las entradas van como las envían las pantallas (requiredCapacity en kW); además requiredCapacity y heatExchangerChecks (capacity, requiredCapacity) en W, approaches[].approach en K, coldSideFlow y hotSide (requiredFlow, givenFlow, difference) en L/min; circuitCondensers (un condensador por circuito frigorífico en un chiller por aire de varios circuitos, motor 1.11.0): load, condenser.capacity, check.capacity y autoSelectError.requiredCapacity en W, condenser.fanPowerConsumption en W por ventilador", body = ChillerAnswer), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn chiller(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<ChillerRequest>,
) -> Result<ApiJson<ChillerAnswer>, ApiError> {
    let input = body.try_into().map_err(AppError::from_rule)?;
    Ok(ApiJson(calculations::chiller(&state, input).await?))
}
