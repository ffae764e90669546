//! Create, update, delete and list the condensers of the library.

use domain::condenser::{CondenserCommand, CondenserDraft};
use read_models::condenser_catalogue::{CondenserRow, VIEW_NAME};

use super::rows::{all, new_id, written};
use crate::actor::{Actor, EventMetadata};
use crate::{AppError, AppState};

/// Live condensers, by model.
pub async fn list(state: &AppState) -> Result<Vec<CondenserRow>, AppError> {
    let mut rows: Vec<CondenserRow> = all(state.views.as_ref(), VIEW_NAME).await?;
    rows.retain(|r| !r.deleted);
    rows.sort_by_cached_key(|r| (r.model.to_lowercase(), r.id.clone()));
    Ok(rows)
}

pub async fn create(state: &AppState, draft: CondenserDraft, actor: &Actor) -> Result<CondenserRow, AppError> {
    let id = new_id();
    state.condensers.execute(&id, CondenserCommand::CreateCondenser(draft), EventMetadata::new(actor)).await?;
    written(state.views.as_ref(), VIEW_NAME, &id).await
}

/// `expected`: the version the user opened (`If-Match`); `None` writes over any.
pub async fn update(
    state: &AppState,
    id: &str,
    expected: Option<usize>,
    draft: CondenserDraft,
    actor: &Actor,
) -> Result<CondenserRow, AppError> {
    state
        .condensers
        .execute_at(id, expected, CondenserCommand::UpdateCondenser(draft), EventMetadata::new(actor))
        .await?;
    written(state.views.as_ref(), VIEW_NAME, id).await
}

/// Undoes a deletion with a `CondenserRestored` event.
pub async fn restore(state: &AppState, id: &str, actor: &Actor) -> Result<CondenserRow, AppError> {
    state.condensers.execute(id, CondenserCommand::RestoreCondenser, EventMetadata::new(actor)).await?;
    written(state.views.as_ref(), VIEW_NAME, id).await
}

pub async fn delete(state: &AppState, id: &str, expected: Option<usize>, actor: &Actor) -> Result<(), AppError> {
    state.condensers.execute_at(id, expected, CondenserCommand::DeleteCondenser, EventMetadata::new(actor)).await?;
    Ok(())
}
