//! "Which data sheets were issued for this project?" — GET
//! /api/projects/{id}/datasheets, and where a sheet's recorded facts are
//! found to serve or regenerate it.

use cqrs_es::{EventEnvelope, View};
use domain::datasheet::IssuedDatasheet;
use domain::project::{Project, ProjectEvent};
use serde::{Deserialize, Serialize};

/// Name of this view in the view store.
pub const VIEW_NAME: &str = "project_datasheets";

/// The sheets of one project, oldest first.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProjectDatasheets {
    pub project_id: String,
    pub sheets: Vec<IssuedDatasheet>,
}

impl View<Project> for ProjectDatasheets {
    fn update(&mut self, event: &EventEnvelope<Project>) {
        self.project_id.clone_from(&event.aggregate_id);
        if let ProjectEvent::DatasheetGenerated(sheet) = &event.payload {
            self.sheets.push((**sheet).clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn generated(sequence: usize, sheet_id: &str) -> EventEnvelope<Project> {
        let sheet = IssuedDatasheet {
            sheet_id: sheet_id.into(),
            project_id: "p-1".into(),
            project_version: sequence - 1,
            company_settings_version: 0,
            design_settings_version: 0,
            template_version: "ficha-1".into(),
            renderer: "Chromium/156".into(),
            html_sha256: String::new(),
            pdf_sha256: String::new(),
            pdf_key: String::new(),
            file_name: "ficha-tecnica-p-1.pdf".into(),
            issued_at: "2026-11-22T08:30:00Z".into(),
        };
        EventEnvelope {
            aggregate_id: "p-1".into(),
            sequence,
            payload: ProjectEvent::DatasheetGenerated(Box::new(sheet)),
            metadata: HashMap::new(),
        }
    }

    #[test]
    fn it_should_list_the_sheets_in_the_order_they_were_issued() {
        let mut row = ProjectDatasheets::default();
        row.update(&generated(3, "a"));
        row.update(&EventEnvelope {
            aggregate_id: "p-1".into(),
            sequence: 4,
            payload: ProjectEvent::ProjectDeleted {},
            metadata: HashMap::new(),
        });
        row.update(&generated(5, "b"));
        assert_eq!(row.project_id, "p-1");
        assert_eq!(row.sheets.iter().map(|s| s.sheet_id.as_str()).collect::<Vec<_>>(), ["a", "b"]);
    }
}
