//! Create, update, delete and list the plate heat exchangers of the library.

use domain::heat_exchanger::{HeatExchangerCommand, HeatExchangerDraft};
use read_models::heat_exchanger_catalogue::{HeatExchangerRow, VIEW_NAME};

use domain::heat_exchanger::duplicate_message;
use domain::rules::same_name;
use serde::Serialize;

use super::rows::{all, new_id, written, Warning};
use crate::actor::{Actor, EventMetadata};
use crate::{AppError, AppState};

/// Live heat exchangers, by brand then model.
pub async fn list(state: &AppState) -> Result<Vec<HeatExchangerRow>, AppError> {
    let mut rows: Vec<HeatExchangerRow> = all(state.views.as_ref(), VIEW_NAME).await?;
    rows.retain(|r| !r.deleted);
    rows.sort_by_cached_key(|r| (r.brand.to_lowercase(), r.model.to_lowercase(), r.id.clone()));
    Ok(rows)
}

/// A saved exchanger with what the user should know about it.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HeatExchangerSaved {
    #[serde(flatten)]
    pub row: HeatExchangerRow,
    /// E.g. another live exchanger with the same brand and model (saved anyway).
    pub warnings: Vec<Warning>,
}

async fn saved(state: &AppState, id: &str) -> Result<HeatExchangerSaved, AppError> {
    let row: HeatExchangerRow = written(state.views.as_ref(), VIEW_NAME, id).await?;
    let warnings = list(state)
        .await?
        .into_iter()
        .find(|other| other.id != row.id && same_name(&other.model, &row.model) && same_name(&other.brand, &row.brand))
        .map(|twin| Warning {
            code: "heat_exchanger.duplicate_model",
            field: "model",
            message: duplicate_message(&twin.model, &twin.brand),
        })
        .into_iter()
        .collect();
    Ok(HeatExchangerSaved { row, warnings })
}

pub async fn create(
    state: &AppState,
    draft: HeatExchangerDraft,
    actor: &Actor,
) -> Result<HeatExchangerSaved, AppError> {
    let id = new_id();
    state
        .heat_exchangers
        .execute(&id, HeatExchangerCommand::CreateHeatExchanger(draft), EventMetadata::new(actor))
        .await?;
    saved(state, &id).await
}

/// `expected`: the version the user opened (`If-Match`); `None` writes over any.
pub async fn update(
    state: &AppState,
    id: &str,
    expected: Option<usize>,
    draft: HeatExchangerDraft,
    actor: &Actor,
) -> Result<HeatExchangerSaved, AppError> {
    state
        .heat_exchangers
        .execute_at(id, expected, HeatExchangerCommand::UpdateHeatExchanger(draft), EventMetadata::new(actor))
        .await?;
    saved(state, id).await
}

/// Undoes a deletion with a `HeatExchangerRestored` event.
pub async fn restore(state: &AppState, id: &str, actor: &Actor) -> Result<HeatExchangerRow, AppError> {
    state.heat_exchangers.execute(id, HeatExchangerCommand::RestoreHeatExchanger, EventMetadata::new(actor)).await?;
    written(state.views.as_ref(), VIEW_NAME, id).await
}

pub async fn delete(state: &AppState, id: &str, expected: Option<usize>, actor: &Actor) -> Result<(), AppError> {
    state
        .heat_exchangers
        .execute_at(id, expected, HeatExchangerCommand::DeleteHeatExchanger, EventMetadata::new(actor))
        .await?;
    Ok(())
}
