//! POST /api/calculate, /api/racks/calculate and /api/chillers/calculate:
//! the domain's calculations on today's catalogue.

use domain::calculation::{self, Catalogue, ChillerAnswer, ChillerInput, RackInput, SingleAnswer, SingleInput};
use domain::engine::system::SystemResult;
use domain::selection::{
    self, CompressorSelection, CompressorSelectionAnswer, CondenserSelection, CondenserSelectionAnswer, DutyPoint,
    HeatExchangerSelection, HeatExchangerSelectionAnswer, ModelAtDuty,
};

use crate::catalogue_cache::LiveCatalogue;
use crate::sheets::sheet_settings;
use crate::{AppError, AppState};

/// What a request leaves out of its regulatory check: the company's
/// jurisdiction and number locale, and today's date (UTC).
pub(crate) async fn regulatory_defaults(
    state: &AppState,
    request: calculation::RegulatoryRequest,
) -> Result<calculation::RegulatoryRequest, AppError> {
    let company = sheet_settings::company(state).await?.details;
    Ok(request.with_defaults(company.jurisdiction, company.number_locale, &chrono::Utc::now().date_naive().to_string()))
}

/// One compressor at one duty point (W, W, A, °C).
pub async fn single(state: &AppState, mut input: SingleInput) -> Result<SingleAnswer, AppError> {
    input.regulatory = regulatory_defaults(state, input.regulatory).await?;
    let catalogue = LiveCatalogue::load(state).await?;
    calculation::single(&input, catalogue.as_ref()).map_err(AppError::from_rule)
}

/// A rack (multi-circuit or single) or a condensing unit.
pub async fn rack(state: &AppState, mut input: RackInput) -> Result<SystemResult, AppError> {
    input.regulatory = regulatory_defaults(state, input.regulatory).await?;
    let catalogue = LiveCatalogue::load(state).await?;
    calculation::rack(&input, catalogue.as_ref()).map_err(AppError::from_rule)
}

pub async fn chiller(state: &AppState, mut input: ChillerInput) -> Result<ChillerAnswer, AppError> {
    input.regulatory = regulatory_defaults(state, input.regulatory).await?;
    let catalogue = LiveCatalogue::load(state).await?;
    calculation::chiller(&input, catalogue.as_ref()).map_err(AppError::from_rule)
}

/// Every catalogue compressor ranked for a duty (issue 22).
pub async fn select_compressors(
    state: &AppState,
    request: CompressorSelection,
) -> Result<CompressorSelectionAnswer, AppError> {
    let catalogue = LiveCatalogue::load(state).await?;
    selection::select_compressors(&request, catalogue.compressors()).map_err(AppError::from_rule)
}

/// Every catalogue compressor at one duty point, for the model pick lists
/// (issue 22).
pub async fn compressors_at_duty(state: &AppState, request: DutyPoint) -> Result<Vec<ModelAtDuty>, AppError> {
    let catalogue = LiveCatalogue::load(state).await?;
    selection::compressors_at_duty(&request, catalogue.compressors()).map_err(AppError::from_rule)
}

/// Every catalogue condenser ranked for a heat rejection (issue 22).
pub async fn select_condensers(
    state: &AppState,
    request: CondenserSelection,
) -> Result<CondenserSelectionAnswer, AppError> {
    let catalogue = LiveCatalogue::load(state).await?;
    selection::select_condensers(&request, &catalogue.condensers()).map_err(AppError::from_rule)
}

/// Every catalogue plate exchanger ranked for a circuit's duty (issue 22).
pub async fn select_heat_exchangers(
    state: &AppState,
    request: HeatExchangerSelection,
) -> Result<HeatExchangerSelectionAnswer, AppError> {
    let catalogue = LiveCatalogue::load(state).await?;
    selection::select_heat_exchangers(&request, catalogue.heat_exchangers()).map_err(AppError::from_rule)
}
