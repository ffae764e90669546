use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};

use super::{ProjectConfig, ProjectInfo};
use crate::calculation::{CalculationInput, CalculationOutput, CatalogueSnapshot};
use crate::datasheet::IssuedDatasheet;
use crate::engine::Defaults;

/// Where a duplicated project came from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProjectOrigin {
    pub project_id: String,
    /// The original's technical version (its event sequence) that was copied.
    pub version: usize,
    /// The original's name when it was copied, so the copy's history names
    /// it as people know it, never by its id. Absent in copies recorded
    /// before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The version a person sees of the original that was copied
    /// (`shown_versions`); absent where `name` is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shown_version: Option<usize>,
}

/// Why a calculation was recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum CalculationReason {
    /// The configuration was saved (created or changed).
    Saved,
    /// Someone asked to recalculate with today's catalogue.
    Requested,
    /// Copied from the project this one duplicates.
    Duplicated,
}

/// Every default the calculation applied to what the user left out.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AppliedDefaults {
    /// V.
    pub voltage: f64,
    /// m, systems only.
    pub pipe_distance: Option<f64>,
    /// %, automatic condenser selection only.
    pub condenser_oversizing: Option<f64>,
    /// K; `None`: each coefficient set's own rating conditions.
    pub superheat: Option<f64>,
    pub subcooling: Option<f64>,
    /// The engine's product defaults (F-factor, oil cooling, line criteria...).
    pub engine: Defaults,
}

/// A complete calculation fact: what was asked, every default applied, the
/// exact catalogue data used, the reference data and engine that computed
/// it, and the results. Rerunning `input` on `catalogue` with the same
/// engine version gives `results` bit for bit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RecordedCalculation {
    pub reason: CalculationReason,
    pub input: CalculationInput,
    pub applied: AppliedDefaults,
    pub catalogue: CatalogueSnapshot,
    pub dataset_hash: String,
    pub coolprop_version: String,
    pub engine_version: String,
    pub results: CalculationOutput,
}

/// Facts about a project. Each is complete, so projections copy rather
/// than recompute. Never rename a variant; version the payload instead.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum ProjectEvent {
    ProjectCreated {
        info: ProjectInfo,
        config: ProjectConfig,
        /// The calculation this save recorded. One save is one event and one
        /// version (issue 24); events recorded before it have none here and
        /// are followed by a `CircuitsRecalculated`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        calculation: Option<Box<RecordedCalculation>>,
    },
    ProjectDuplicated {
        from: ProjectOrigin,
        info: ProjectInfo,
        config: ProjectConfig,
        /// The original's calculation, copied (see `ProjectCreated`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        calculation: Option<Box<RecordedCalculation>>,
    },
    /// The whole information and configuration after the change.
    ProjectChanged {
        info: ProjectInfo,
        config: ProjectConfig,
        /// The calculation of a changed configuration (see `ProjectCreated`);
        /// none when only the information changed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        calculation: Option<Box<RecordedCalculation>>,
    },
    /// A calculation on its own: a recalculation asked for, or the second
    /// event of a save recorded before issue 24.
    CircuitsRecalculated(Box<RecordedCalculation>),
    ProjectDeleted {},
    /// A data sheet was issued: everything needed to print it again.
    DatasheetGenerated(Box<IssuedDatasheet>),
}

impl ProjectEvent {
    /// The calculation this event records, whether on its own or within a save.
    pub fn calculation(&self) -> Option<&RecordedCalculation> {
        match self {
            Self::ProjectCreated { calculation, .. }
            | Self::ProjectDuplicated { calculation, .. }
            | Self::ProjectChanged { calculation, .. } => calculation.as_deref(),
            Self::CircuitsRecalculated(c) => Some(c),
            Self::ProjectDeleted {} | Self::DatasheetGenerated(_) => None,
        }
    }
}

impl DomainEvent for ProjectEvent {
    fn event_type(&self) -> String {
        match self {
            Self::ProjectCreated { .. } => "ProjectCreated",
            Self::ProjectDuplicated { .. } => "ProjectDuplicated",
            Self::ProjectChanged { .. } => "ProjectChanged",
            Self::CircuitsRecalculated(_) => "CircuitsRecalculated",
            Self::ProjectDeleted {} => "ProjectDeleted",
            Self::DatasheetGenerated(_) => "DatasheetGenerated",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1.0".to_string()
    }
}
