//! "Which projects are saved?" — the cards of /proyectos and GET /api/projects.

use cqrs_es::{EventEnvelope, View};
use domain::equipment::EquipmentType;
use domain::project::{Project, ProjectConfig, ProjectEvent, ProjectInfo};
use serde::{Deserialize, Serialize};

use crate::metadata::recorded_at;

/// The view's name carries the shape of its rows: when a row gains a field
/// that rows projected before cannot have (v2: the summary's
/// `requiredCapacity`, 2026-11-28), the name changes, and the server's
/// start (`catch_up_views`, which projects every project without a row in
/// the view) rebuilds it from the events; no upgrade step to remember. The
/// old name's rows stay in the store, unread.
pub const VIEW_NAME: &str = "project_list_v2";

/// The last calculation in a few figures.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CalculationSummary {
    /// W: the compressors' cooling capacity.
    pub cooling_capacity: f64,
    /// W: the capacity the equipment is judged against, as the sheet prints
    /// it (`CalculationOutput::required_capacity`); absent for a bare
    /// compressor (rows projected before it was listed are projected again
    /// at the server's start: [`VIEW_NAME`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required_capacity: Option<f64>,
    /// W.
    pub power_input: f64,
    /// A.
    pub current: f64,
    pub calculated_at: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProjectListRow {
    pub id: String,
    pub name: String,
    pub equipment_type: EquipmentType,
    pub refrigerant: Option<String>,
    pub compressor_count: usize,
    pub is_pro: bool,
    pub created_at: Option<String>,
    pub updated_at: Option<String>,
    pub version: usize,
    pub summary: Option<CalculationSummary>,
    pub deleted: bool,
}

impl ProjectListRow {
    fn copy(&mut self, info: &ProjectInfo, config: &ProjectConfig) {
        self.name.clone_from(&info.name);
        self.is_pro = info.is_pro;
        self.equipment_type = config.equipment_type;
        self.refrigerant.clone_from(&config.refrigerant);
        self.compressor_count = config.compressor_count();
    }
}

impl View<Project> for ProjectListRow {
    fn update(&mut self, event: &EventEnvelope<Project>) {
        self.id.clone_from(&event.aggregate_id);
        self.version = event.sequence;
        let at = recorded_at(&event.metadata);
        match &event.payload {
            ProjectEvent::ProjectCreated { info, config, .. }
            | ProjectEvent::ProjectDuplicated { info, config, .. } => {
                self.copy(info, config);
                self.created_at.clone_from(&at);
            }
            ProjectEvent::ProjectChanged { info, config, .. } => self.copy(info, config),
            // Its calculation is summed up below.
            ProjectEvent::CircuitsRecalculated(_) => {}
            ProjectEvent::ProjectDeleted {} => self.deleted = true,
            // Issuing a sheet takes a version but changes nothing listed here.
            ProjectEvent::DatasheetGenerated(_) => return,
        }
        if let Some(c) = event.payload.calculation() {
            let (cooling_capacity, power_input, current) = c.results.totals();
            self.summary = Some(CalculationSummary {
                cooling_capacity,
                required_capacity: c.results.required_capacity(),
                power_input,
                current,
                calculated_at: at.clone(),
            });
        }
        self.updated_at = at;
    }
}
