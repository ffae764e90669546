//! POST /api/calculate, /api/racks/calculate and /api/chillers/calculate:
//! the domain's calculations on today's catalogue.

use domain::calculation::{self, ChillerAnswer, ChillerInput, RackInput, SingleAnswer, SingleInput};
use domain::engine::system::SystemResult;

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
