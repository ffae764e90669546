//! Company settings and PDF design: save, read now, read as of a version.

use anyhow::Context;
use domain::company_settings::{CompanyDetails, CompanyDraft, CompanySettingsCommand, COMPANY_SETTINGS_ID};
use domain::design_config::{DesignConfigCommand, DesignDraft, DesignSettings, DESIGN_CONFIG_ID};
use read_models::company_settings::{self, CompanySettingsRow};
use read_models::design_settings::{self, DesignSettingsRow};
use serde::de::DeserializeOwned;

use crate::actor::{Actor, EventMetadata};
use crate::ports::ViewStore;
use crate::{AppError, AppState};

async fn row<V: DeserializeOwned + Default>(views: &dyn ViewStore, view: &str, id: &str) -> Result<V, AppError> {
    match views.load(view, id).await.with_context(|| format!("Failed to load {view}"))? {
        Some(record) => Ok(serde_json::from_value(record.payload).with_context(|| format!("Failed to read {view}"))?),
        None => Ok(V::default()),
    }
}

/// The company details in force (the defaults, version 0, when never saved).
pub async fn company(state: &AppState) -> Result<CompanySettingsRow, AppError> {
    row(state.views.as_ref(), company_settings::VIEW_NAME, COMPANY_SETTINGS_ID).await
}

pub async fn save_company(
    state: &AppState,
    draft: CompanyDraft,
    actor: &Actor,
) -> Result<CompanySettingsRow, AppError> {
    state
        .company_settings
        .execute(COMPANY_SETTINGS_ID, CompanySettingsCommand::SaveCompanySettings(draft), EventMetadata::new(actor))
        .await?;
    company(state).await
}

/// The company details as they were at `version`.
pub async fn company_at(state: &AppState, version: usize) -> Result<CompanyDetails, AppError> {
    company(state)
        .await?
        .at(version)
        .with_context(|| format!("Company settings version {version} is not in the view"))
        .map_err(AppError::from)
}

/// The design in force (the defaults, version 0, when never saved).
pub async fn design(state: &AppState) -> Result<DesignSettingsRow, AppError> {
    row(state.views.as_ref(), design_settings::VIEW_NAME, DESIGN_CONFIG_ID).await
}

pub async fn save_design(state: &AppState, draft: DesignDraft, actor: &Actor) -> Result<DesignSettingsRow, AppError> {
    state
        .design_config
        .execute(DESIGN_CONFIG_ID, DesignConfigCommand::SaveDesignConfig(draft), EventMetadata::new(actor))
        .await?;
    design(state).await
}

/// The design as it was at `version`.
pub async fn design_at(state: &AppState, version: usize) -> Result<DesignSettings, AppError> {
    design(state)
        .await?
        .at(version)
        .with_context(|| format!("Design settings version {version} is not in the view"))
        .map_err(AppError::from)
}
