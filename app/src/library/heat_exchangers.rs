//! Create, update, delete and list the plate heat exchangers of the library.

use domain::heat_exchanger::{HeatExchangerCommand, HeatExchangerDraft};
use read_models::heat_exchanger_catalogue::{HeatExchangerRow, VIEW_NAME};

use super::rows::{all, metadata_now, new_id, written};
use crate::{AppError, AppState};

/// Live heat exchangers, by brand then model.
pub async fn list(state: &AppState) -> Result<Vec<HeatExchangerRow>, AppError> {
    let mut rows: Vec<HeatExchangerRow> = all(state.views.as_ref(), VIEW_NAME).await?;
    rows.retain(|r| !r.deleted);
    rows.sort_by_cached_key(|r| (r.brand.to_lowercase(), r.model.to_lowercase(), r.id.clone()));
    Ok(rows)
}

pub async fn create(state: &AppState, draft: HeatExchangerDraft) -> Result<HeatExchangerRow, AppError> {
    let id = new_id();
    state.heat_exchangers.execute(&id, HeatExchangerCommand::CreateHeatExchanger(draft), metadata_now()).await?;
    written(state.views.as_ref(), VIEW_NAME, &id).await
}

pub async fn update(state: &AppState, id: &str, draft: HeatExchangerDraft) -> Result<HeatExchangerRow, AppError> {
    state.heat_exchangers.execute(id, HeatExchangerCommand::UpdateHeatExchanger(draft), metadata_now()).await?;
    written(state.views.as_ref(), VIEW_NAME, id).await
}

/// Undoes a deletion with a `HeatExchangerRestored` event.
pub async fn restore(state: &AppState, id: &str) -> Result<HeatExchangerRow, AppError> {
    state.heat_exchangers.execute(id, HeatExchangerCommand::RestoreHeatExchanger, metadata_now()).await?;
    written(state.views.as_ref(), VIEW_NAME, id).await
}

pub async fn delete(state: &AppState, id: &str) -> Result<(), AppError> {
    state.heat_exchangers.execute(id, HeatExchangerCommand::DeleteHeatExchanger, metadata_now()).await?;
    Ok(())
}
