//! Reading catalogue rows back from the view store.

use anyhow::Context;
use serde::de::DeserializeOwned;

use crate::ports::ViewStore;
use crate::AppError;

pub(crate) fn new_id() -> String {
    uuid::Uuid::new_v4().to_string()
}

/// Every row of `view`, deserialized.
pub(crate) async fn all<V: DeserializeOwned>(views: &dyn ViewStore, view: &str) -> Result<Vec<V>, AppError> {
    let records = views.list(view).await.with_context(|| format!("Failed to list {view}"))?;
    records
        .into_iter()
        .map(|r| serde_json::from_value(r.payload).with_context(|| format!("Failed to read a {view} row")))
        .collect::<anyhow::Result<Vec<V>>>()
        .map_err(AppError::from)
}

/// The row the projector just wrote for `id`.
pub(crate) async fn written<V: DeserializeOwned>(views: &dyn ViewStore, view: &str, id: &str) -> Result<V, AppError> {
    let record = views
        .load(view, id)
        .await
        .with_context(|| format!("Failed to load {view} row {id}"))?
        .with_context(|| format!("Projection of {view} row {id} is missing"))?;
    Ok(serde_json::from_value(record.payload).with_context(|| format!("Failed to read {view} row {id}"))?)
}

/// Something a save allowed but the user should see.
#[derive(Debug, Clone, PartialEq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Warning {
    pub code: &'static str,
    pub field: &'static str,
    pub message: String,
}
