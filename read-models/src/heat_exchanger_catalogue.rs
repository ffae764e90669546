//! "Which plate heat exchangers does the catalogue hold?" — the rows of the
//! Intercambiadores Placas tab and GET /api/heat-exchangers.

use cqrs_es::{EventEnvelope, View};
use domain::heat_exchanger::{ApplicationType, HeatExchanger, HeatExchangerEvent};
use serde::{Deserialize, Serialize};

use crate::metadata::recorded_at;

/// Name of this view in the view store.
pub const VIEW_NAME: &str = "heat_exchanger_catalogue";

/// One plate heat exchanger as the library lists it (library.md section 3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeatExchangerRow {
    pub id: String,
    pub model: String,
    pub brand: String,
    pub capacity_kw: f64,
    pub application_type: ApplicationType,
    pub notes: Option<String>,
    /// The maker's water-side pressure drop, kPa, at `rated_flow_lmin`
    /// L/min of water; both absent when the library does not rate it.
    pub pressure_drop_kpa: Option<f64>,
    pub rated_flow_lmin: Option<f64>,
    pub created_at: Option<String>,
    pub updated_at: Option<String>,
    pub version: usize,
    pub deleted: bool,
}

impl Default for HeatExchangerRow {
    fn default() -> Self {
        Self {
            id: String::new(),
            model: String::new(),
            brand: String::new(),
            capacity_kw: 0.0,
            application_type: ApplicationType::Both,
            notes: None,
            pressure_drop_kpa: None,
            rated_flow_lmin: None,
            created_at: None,
            updated_at: None,
            version: 0,
            deleted: false,
        }
    }
}

impl View<HeatExchanger> for HeatExchangerRow {
    fn update(&mut self, event: &EventEnvelope<HeatExchanger>) {
        self.id.clone_from(&event.aggregate_id);
        self.version = event.sequence;
        let at = recorded_at(&event.metadata);
        match &event.payload {
            HeatExchangerEvent::HeatExchangerCreated { spec } | HeatExchangerEvent::HeatExchangerUpdated { spec } => {
                if matches!(event.payload, HeatExchangerEvent::HeatExchangerCreated { .. }) {
                    self.created_at.clone_from(&at);
                }
                self.model.clone_from(&spec.model);
                self.brand.clone_from(&spec.brand);
                self.capacity_kw = spec.capacity_kw;
                self.application_type = spec.application_type;
                self.notes.clone_from(&spec.notes);
                self.pressure_drop_kpa = spec.pressure_drop_kpa;
                self.rated_flow_lmin = spec.rated_flow_lmin;
            }
            HeatExchangerEvent::HeatExchangerDeleted {} => self.deleted = true,
            HeatExchangerEvent::HeatExchangerRestored {} => self.deleted = false,
        }
        self.updated_at = at;
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use domain::heat_exchanger::HeatExchangerSpec;

    use super::*;

    #[test]
    fn it_should_copy_the_spec_and_mark_deletion() {
        let spec = HeatExchangerSpec {
            model: "B25T".into(),
            brand: "SWEP".into(),
            capacity_kw: 45.0,
            application_type: ApplicationType::Heating,
            notes: Some("n".into()),
            pressure_drop_kpa: Some(25.0),
            rated_flow_lmin: Some(86.0),
        };
        let mut row = HeatExchangerRow::default();
        for (sequence, payload) in
            [(1, HeatExchangerEvent::HeatExchangerCreated { spec }), (2, HeatExchangerEvent::HeatExchangerDeleted {})]
        {
            row.update(&EventEnvelope { aggregate_id: "h".into(), sequence, payload, metadata: HashMap::new() });
        }
        assert_eq!(row.brand, "SWEP");
        assert_eq!(row.application_type, ApplicationType::Heating);
        assert_eq!((row.pressure_drop_kpa, row.rated_flow_lmin), (Some(25.0), Some(86.0)));
        assert!(row.deleted);
        assert_eq!(row.version, 2);
    }
}
