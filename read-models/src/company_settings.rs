//! "Which company details print on a sheet now, and which did at version N?"
//! — GET /api/company-settings and the data sheets.

use cqrs_es::{EventEnvelope, View};
use domain::company_settings::{CompanyDetails, CompanySettings, CompanySettingsEvent};
use serde::{Deserialize, Serialize};

use crate::metadata::recorded_at;

/// Name of this view in the view store.
pub const VIEW_NAME: &str = "company_settings";

/// The details in force and every earlier version (a few hundred bytes
/// each, so a sheet issued at any version can be printed again).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanySettingsRow {
    pub details: CompanyDetails,
    /// Event version; 0 when never saved.
    pub version: usize,
    pub updated_at: Option<String>,
    pub history: Vec<CompanyVersion>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanyVersion {
    pub version: usize,
    pub details: CompanyDetails,
}

impl CompanySettingsRow {
    /// The details as of `version` (0: the defaults), if that version exists.
    pub fn at(&self, version: usize) -> Option<CompanyDetails> {
        if version == 0 {
            return Some(CompanyDetails::default());
        }
        self.history.iter().find(|v| v.version == version).map(|v| v.details.clone())
    }
}

impl View<CompanySettings> for CompanySettingsRow {
    fn update(&mut self, event: &EventEnvelope<CompanySettings>) {
        match &event.payload {
            CompanySettingsEvent::CompanySettingsSaved { details } => {
                self.details.clone_from(details);
                self.history.push(CompanyVersion { version: event.sequence, details: details.clone() });
            }
        }
        self.version = event.sequence;
        self.updated_at = recorded_at(&event.metadata);
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn saved(sequence: usize, name: &str) -> EventEnvelope<CompanySettings> {
        EventEnvelope {
            aggregate_id: "company".into(),
            sequence,
            payload: CompanySettingsEvent::CompanySettingsSaved {
                details: CompanyDetails { company_name: name.into(), ..CompanyDetails::default() },
            },
            metadata: HashMap::from([(crate::RECORDED_AT.to_string(), format!("t{sequence}"))]),
        }
    }

    #[test]
    fn it_should_answer_the_current_details_and_any_earlier_version() {
        let mut row = CompanySettingsRow::default();
        row.update(&saved(1, "Uno"));
        row.update(&saved(2, "Dos"));
        assert_eq!(row.details.company_name, "Dos");
        assert_eq!((row.version, row.updated_at.as_deref()), (2, Some("t2")));
        assert_eq!(row.at(1).unwrap().company_name, "Uno");
        assert_eq!(row.at(0), Some(CompanyDetails::default()));
        assert_eq!(row.at(3), None);
    }
}
