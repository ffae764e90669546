//! "Which condensers does the catalogue hold?" — the rows of the
//! Condensadores tab and GET /api/condensers.

use cqrs_es::{EventEnvelope, View};
use domain::condenser::{Condenser, CondenserEvent};
use domain::rules::Dimensions;
use serde::{Deserialize, Serialize};

use crate::metadata::recorded_at;

/// Name of this view in the view store.
pub const VIEW_NAME: &str = "condenser_catalogue";

/// One condenser as the library lists it (library.md section 3).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CondenserRow {
    pub id: String,
    pub model: String,
    /// kW at `rated_delta_t`.
    pub capacity: f64,
    pub fan_count: u32,
    /// kW per fan.
    pub fan_power_consumption: f64,
    pub is_microchannel: bool,
    pub dimensions: Dimensions,
    pub rated_delta_t: f64,
    pub created_at: Option<String>,
    pub updated_at: Option<String>,
    /// Version of the aggregate this row reflects.
    pub version: usize,
    pub deleted: bool,
}

impl View<Condenser> for CondenserRow {
    fn update(&mut self, event: &EventEnvelope<Condenser>) {
        self.id.clone_from(&event.aggregate_id);
        self.version = event.sequence;
        let at = recorded_at(&event.metadata);
        match &event.payload {
            CondenserEvent::CondenserCreated { spec } | CondenserEvent::CondenserUpdated { spec } => {
                if matches!(event.payload, CondenserEvent::CondenserCreated { .. }) {
                    self.created_at.clone_from(&at);
                }
                self.model.clone_from(&spec.model);
                self.capacity = spec.capacity;
                self.fan_count = spec.fan_count;
                self.fan_power_consumption = spec.fan_power_consumption;
                self.is_microchannel = spec.is_microchannel;
                self.dimensions = spec.dimensions;
                self.rated_delta_t = spec.rated_delta_t;
            }
            CondenserEvent::CondenserDeleted {} => self.deleted = true,
            CondenserEvent::CondenserRestored {} => self.deleted = false,
        }
        self.updated_at = at;
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use domain::condenser::CondenserSpec;

    use super::*;

    fn envelope(sequence: usize, payload: CondenserEvent) -> EventEnvelope<Condenser> {
        EventEnvelope {
            aggregate_id: "c-1".into(),
            sequence,
            payload,
            metadata: HashMap::from([(crate::RECORDED_AT.to_string(), format!("t{sequence}"))]),
        }
    }

    fn spec(capacity: f64) -> CondenserSpec {
        CondenserSpec {
            model: "CMC-120".into(),
            capacity,
            fan_count: 2,
            fan_power_consumption: 0.5,
            is_microchannel: true,
            dimensions: Dimensions::default(),
            rated_delta_t: 15.0,
        }
    }

    #[test]
    fn it_should_copy_the_spec_and_keep_the_creation_time_across_updates() {
        let mut row = CondenserRow::default();
        row.update(&envelope(1, CondenserEvent::CondenserCreated { spec: spec(100.0) }));
        row.update(&envelope(2, CondenserEvent::CondenserUpdated { spec: spec(140.0) }));
        assert_eq!(row.id, "c-1");
        assert_eq!(row.capacity, 140.0);
        assert!(row.is_microchannel);
        assert_eq!(row.created_at.as_deref(), Some("t1"));
        assert_eq!(row.updated_at.as_deref(), Some("t2"));
        assert_eq!(row.version, 2);
        assert!(!row.deleted);
    }

    #[test]
    fn it_should_mark_a_deleted_condenser_without_forgetting_it() {
        let mut row = CondenserRow::default();
        row.update(&envelope(1, CondenserEvent::CondenserCreated { spec: spec(100.0) }));
        row.update(&envelope(2, CondenserEvent::CondenserDeleted {}));
        assert!(row.deleted);
        assert_eq!(row.model, "CMC-120");
    }
}
