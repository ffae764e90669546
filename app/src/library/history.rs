//! Who changed a library item, when, and how: its events, oldest first
//! (`read_models::library_history`).

use std::sync::Arc;

use domain::compressor::{Compressor, CompressorError};
use domain::condenser::{Condenser, CondenserError};
use domain::heat_exchanger::{HeatExchanger, HeatExchangerError};
use domain::refrigerant::{Refrigerant, RefrigerantError};
use read_models::library_history::{self, HistoryEntry};

use crate::ports::EventHistory;
use crate::{AppError, AppState};

/// The recorded events of each library aggregate.
#[derive(Clone)]
pub struct LibraryEvents {
    pub compressors: Arc<dyn EventHistory<Compressor>>,
    pub condensers: Arc<dyn EventHistory<Condenser>>,
    pub heat_exchangers: Arc<dyn EventHistory<HeatExchanger>>,
    pub refrigerants: Arc<dyn EventHistory<Refrigerant>>,
}

/// An id that names no item is a 404, in the item's own words.
fn found(entries: Vec<HistoryEntry>, missing: AppError) -> Result<Vec<HistoryEntry>, AppError> {
    if entries.is_empty() {
        Err(missing)
    } else {
        Ok(entries)
    }
}

pub async fn compressor(state: &AppState, id: &str) -> Result<Vec<HistoryEntry>, AppError> {
    let events = state.library_events.compressors.events(id).await?;
    found(library_history::history(&events), AppError::from_rule(CompressorError::NotFound))
}

/// A coefficient set's history: `id` is the API's `{compressorId}:{localId}`.
pub async fn polynomial(state: &AppState, id: &str) -> Result<Vec<HistoryEntry>, AppError> {
    let missing = || AppError::from_rule(CompressorError::PolynomialNotFound);
    let (compressor_id, local) = id.rsplit_once(':').ok_or_else(missing)?;
    let events = state.library_events.compressors.events(compressor_id).await?;
    found(library_history::polynomial_history(&events, local), missing())
}

pub async fn condenser(state: &AppState, id: &str) -> Result<Vec<HistoryEntry>, AppError> {
    let events = state.library_events.condensers.events(id).await?;
    found(library_history::history(&events), AppError::from_rule(CondenserError::NotFound))
}

pub async fn heat_exchanger(state: &AppState, id: &str) -> Result<Vec<HistoryEntry>, AppError> {
    let events = state.library_events.heat_exchangers.events(id).await?;
    found(library_history::history(&events), AppError::from_rule(HeatExchangerError::NotFound))
}

pub async fn refrigerant(state: &AppState, id: &str) -> Result<Vec<HistoryEntry>, AppError> {
    let events = state.library_events.refrigerants.events(id).await?;
    found(library_history::history(&events), AppError::from_rule(RefrigerantError::NotFound))
}
