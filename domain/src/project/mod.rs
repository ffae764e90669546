//! A saved project (app-and-projects.md sections 3 to 5): what the user
//! configured, every calculation it was given, and its deletion.

#[cfg(test)]
mod aggregate_tests;
mod config;
#[cfg(test)]
mod datasheet_tests;
mod project_aggregate;
mod project_commands;
mod project_error;
mod project_events;
mod saturation_pressure;
mod shown_versions;

pub use config::{
    equipment_type, ChillerConfig, ColdSide, CondensingUnitConfig, GeneralData, ProjectConfig, ProjectInfo, RackConfig,
    SheetLanguage, SheetUnits,
};
pub use project_aggregate::{applied_defaults, CalculatedConfig, Project, MAX_DESIGN_IMAGES};
pub use project_commands::ProjectCommand;
pub use project_error::ProjectError;
pub use project_events::{AppliedDefaults, CalculationReason, ProjectEvent, ProjectOrigin, RecordedCalculation};
pub use saturation_pressure::{
    saturation_temperatures, Condition, PressureEntryError, SaturationPressure, SaturationTemperatures,
};
pub use shown_versions::{shown_version_at, shown_versions};
