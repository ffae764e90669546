//! The company details printed on every data sheet (app-and-projects.md,
//! 'Company settings'). One instance per installation, versioned by events.

mod company_settings_aggregate;
mod company_settings_commands;
mod company_settings_error;
mod company_settings_events;

pub use company_settings_aggregate::{
    CompanyDetails, CompanySettings, CompanySettingsKind, COMPANY_SETTINGS_ID, DEFAULT_COMPANY_NAME, MAX_LENGTH,
};
pub use company_settings_commands::{CompanyDraft, CompanySettingsCommand};
pub use company_settings_error::CompanySettingsError;
pub use company_settings_events::CompanySettingsEvent;
