//! The company details printed on every data sheet (app-and-projects.md,
//! 'Company settings'). One instance per installation, versioned by events.

mod aggregate;
mod commands;
mod error;
mod events;

pub use aggregate::{CompanyDetails, CompanySettings, COMPANY_SETTINGS_ID, DEFAULT_COMPANY_NAME};
pub use commands::{CompanyDraft, CompanySettingsCommand};
pub use error::CompanySettingsError;
pub use events::CompanySettingsEvent;
