//! A saved project (app-and-projects.md sections 3 to 5): what the user
//! configured, every calculation it was given, and its deletion.

mod aggregate;
#[cfg(test)]
mod aggregate_tests;
mod commands;
mod config;
#[cfg(test)]
mod datasheet_tests;
mod error;
mod events;

pub use aggregate::{applied_defaults, record, Project, MAX_DESIGN_IMAGES};
pub use commands::ProjectCommand;
pub use config::{
    equipment_type, ChillerConfig, ColdSide, CondensingUnitConfig, GeneralData, ProjectConfig, ProjectInfo, RackConfig,
};
pub use error::ProjectError;
pub use events::{AppliedDefaults, CalculationReason, ProjectEvent, ProjectOrigin, RecordedCalculation};
