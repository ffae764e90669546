//! "What is this project, as it was saved?" — GET /api/projects/{id}, and,
//! folded over the first N events, GET /api/projects/{id}/versions/{n}.

use cqrs_es::{EventEnvelope, View};
use domain::project::{CalculationReason, Project, ProjectConfig, ProjectEvent, ProjectInfo};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::metadata::recorded_at;

pub const VIEW_NAME: &str = "project_detail";

/// Where a duplicated project came from.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Origin {
    pub id: String,
    /// The original's technical version that was copied.
    pub version: usize,
    /// The original's name and the version a person sees of it, when the
    /// copy recorded them (copies made before did not).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shown_version: Option<usize>,
}

/// What the latest calculation was made with.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CalculationRecord {
    /// The project version of the calculation event.
    pub version: usize,
    pub calculated_at: Option<String>,
    pub reason: CalculationReason,
    pub engine_version: String,
    pub dataset_hash: String,
    pub coolprop_version: String,
    /// Catalogue ids of the compressors, condensers and exchangers used.
    pub compressor_ids: Vec<String>,
    pub condenser_ids: Vec<String>,
    pub heat_exchanger_ids: Vec<String>,
}

/// A project with the section 3 fields, its latest results and its version.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProjectDetail {
    pub id: String,
    #[serde(flatten)]
    pub info: ProjectInfo,
    #[serde(flatten)]
    pub config: ProjectConfig,
    /// The answer of the calculation endpoint for this configuration
    /// (W, A, °C), exactly as the engine gave it.
    pub calculation_results: Option<Value>,
    pub calculation: Option<CalculationRecord>,
    pub duplicated_from: Option<Origin>,
    pub created_at: Option<String>,
    pub updated_at: Option<String>,
    pub version: usize,
    pub deleted: bool,
}

/// The endpoint's answer inside a recorded output, without its tag.
pub fn answer(output: &domain::calculation::CalculationOutput) -> Value {
    // Each compressor load with its circuit, as engine 1.14.0 records it.
    let mut tagged = serde_json::to_value(output.clone().with_load_circuits()).unwrap_or(Value::Null);
    tagged.get_mut("answer").map(Value::take).unwrap_or(Value::Null)
}

impl View<Project> for ProjectDetail {
    fn update(&mut self, event: &EventEnvelope<Project>) {
        self.id.clone_from(&event.aggregate_id);
        self.version = event.sequence;
        let at = recorded_at(&event.metadata);
        match &event.payload {
            ProjectEvent::ProjectCreated { info, config, .. } => {
                self.info = info.clone();
                self.config = config.clone();
                self.created_at.clone_from(&at);
            }
            ProjectEvent::ProjectDuplicated { from, info, config, .. } => {
                self.info = info.clone();
                self.config = config.clone();
                self.created_at.clone_from(&at);
                self.duplicated_from = Some(Origin {
                    id: from.project_id.clone(),
                    version: from.version,
                    name: from.name.clone(),
                    shown_version: from.shown_version,
                });
            }
            ProjectEvent::ProjectChanged { info, config, .. } => {
                self.info = info.clone();
                self.config = config.clone();
            }
            // Its calculation is copied below.
            ProjectEvent::CircuitsRecalculated(_) => {}
            ProjectEvent::ProjectDeleted {} => self.deleted = true,
            // Issuing a sheet takes a version but changes nothing shown here.
            ProjectEvent::DatasheetGenerated(_) => return,
        }
        if let Some(c) = event.payload.calculation() {
            self.calculation_results = Some(answer(&c.results));
            self.calculation = Some(CalculationRecord {
                version: event.sequence,
                calculated_at: at.clone(),
                reason: c.reason,
                engine_version: c.engine_version.clone(),
                dataset_hash: c.dataset_hash.clone(),
                coolprop_version: c.coolprop_version.clone(),
                compressor_ids: c.catalogue.compressors.iter().map(|x| x.id.clone()).collect(),
                condenser_ids: c.catalogue.condensers.iter().map(|x| x.id.clone()).collect(),
                heat_exchanger_ids: c.catalogue.heat_exchangers.iter().map(|x| x.id.clone()).collect(),
            });
        }
        self.updated_at = at;
    }
}
