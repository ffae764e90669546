//! "How does a sheet look now, and how did it look at version N?" —
//! GET /api/design-config and the data sheets.

use cqrs_es::{EventEnvelope, View};
use domain::design_config::{DesignConfig, DesignConfigEvent, DesignSettings};
use serde::{Deserialize, Serialize};

use crate::metadata::recorded_at;

/// Name of this view in the view store.
pub const VIEW_NAME: &str = "design_settings";

/// The design in force and every earlier version.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DesignSettingsRow {
    pub settings: DesignSettings,
    /// Event version; 0 when never saved.
    pub version: usize,
    pub updated_at: Option<String>,
    pub history: Vec<DesignVersion>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DesignVersion {
    pub version: usize,
    pub settings: DesignSettings,
}

impl DesignSettingsRow {
    /// The design as of `version` (0: the defaults), if that version exists.
    pub fn at(&self, version: usize) -> Option<DesignSettings> {
        if version == 0 {
            return Some(DesignSettings::default());
        }
        self.history.iter().find(|v| v.version == version).map(|v| v.settings.clone())
    }
}

impl View<DesignConfig> for DesignSettingsRow {
    fn update(&mut self, event: &EventEnvelope<DesignConfig>) {
        match &event.payload {
            DesignConfigEvent::DesignConfigSaved { settings } => {
                self.settings.clone_from(settings);
                self.history.push(DesignVersion { version: event.sequence, settings: settings.clone() });
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

    fn saved(sequence: usize, header: &str) -> EventEnvelope<DesignConfig> {
        EventEnvelope {
            aggregate_id: "design".into(),
            sequence,
            payload: DesignConfigEvent::DesignConfigSaved {
                settings: DesignSettings { header_color: header.into(), ..DesignSettings::default() },
            },
            metadata: HashMap::from([(crate::RECORDED_AT.to_string(), format!("t{sequence}"))]),
        }
    }

    #[test]
    fn it_should_answer_the_current_design_and_any_earlier_version() {
        let mut row = DesignSettingsRow::default();
        row.update(&saved(1, "#111111"));
        row.update(&saved(2, "#222222"));
        assert_eq!(row.settings.header_color, "#222222");
        assert_eq!((row.version, row.updated_at.as_deref()), (2, Some("t2")));
        assert_eq!(row.at(1).unwrap().header_color, "#111111");
        assert_eq!(row.at(0).unwrap().header_color, "#2980b9");
        assert_eq!(row.at(9), None);
    }
}
