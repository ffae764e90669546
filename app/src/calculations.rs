//! POST /api/calculate, /api/racks/calculate and /api/chillers/calculate:
//! the domain's calculations on today's catalogue.

use domain::calculation::{self, ChillerAnswer, ChillerInput, RackInput, SingleAnswer, SingleInput};
use domain::engine::system::SystemResult;
use domain::selection::{self, CompressorSelection, CompressorSelectionAnswer};

use crate::catalogue_cache::LiveCatalogue;
use crate::{AppError, AppState};

/// One compressor at one duty point (W, W, A, °C).
pub async fn single(state: &AppState, input: SingleInput) -> Result<SingleAnswer, AppError> {
    let catalogue = LiveCatalogue::load(state).await?;
    calculation::single(&input, catalogue.as_ref()).map_err(AppError::from_rule)
}

/// A rack (multi-circuit or single) or a condensing unit.
pub async fn rack(state: &AppState, input: RackInput) -> Result<SystemResult, AppError> {
    let catalogue = LiveCatalogue::load(state).await?;
    calculation::rack(&input, catalogue.as_ref()).map_err(AppError::from_rule)
}

pub async fn chiller(state: &AppState, input: ChillerInput) -> Result<ChillerAnswer, AppError> {
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
