//! "Which refrigerants does the library hold, with their sheets and the charts
//! users uploaded?" — the Refrigerantes screen and /api/refrigerants-library.

use cqrs_es::{EventEnvelope, View};
use domain::refrigerant::pt_chart::UploadedChart;
use domain::refrigerant::{Refrigerant, RefrigerantEvent, RefrigerantSheet};
use serde::{Deserialize, Serialize};

use crate::metadata::recorded_at;

pub const VIEW_NAME: &str = "refrigerant_library";

/// An uploaded chart with when it arrived.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UploadedChartRow {
    #[serde(flatten)]
    pub chart: UploadedChart,
    pub uploaded_at: Option<String>,
}

/// One library refrigerant (library.md section 3).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RefrigerantRow {
    /// The refrigerant's code.
    pub id: String,
    #[serde(flatten)]
    pub sheet: Option<RefrigerantSheet>,
    /// Newest first.
    pub uploaded_charts: Vec<UploadedChartRow>,
    pub created_at: Option<String>,
    pub updated_at: Option<String>,
    pub version: usize,
}

impl View<Refrigerant> for RefrigerantRow {
    fn update(&mut self, event: &EventEnvelope<Refrigerant>) {
        self.id.clone_from(&event.aggregate_id);
        self.version = event.sequence;
        let at = recorded_at(&event.metadata);
        match &event.payload {
            RefrigerantEvent::SheetGenerated { sheet } => {
                if self.sheet.is_none() {
                    self.created_at.clone_from(&at);
                }
                self.sheet = Some((**sheet).clone());
            }
            RefrigerantEvent::EquipmentTypesChanged { equipment_types } => {
                if let Some(sheet) = &mut self.sheet {
                    sheet.allowed_equipment_types.clone_from(equipment_types);
                }
            }
            RefrigerantEvent::PressureChartUploaded { chart } => {
                self.uploaded_charts.insert(0, UploadedChartRow { chart: (**chart).clone(), uploaded_at: at.clone() });
            }
        }
        self.updated_at = at;
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use domain::equipment::EquipmentType;
    use domain::refrigerant::sheet::build_sheet;

    use super::*;

    #[test]
    fn it_should_copy_the_sheet_and_apply_equipment_changes() {
        let mut row = RefrigerantRow::default();
        let events = [
            RefrigerantEvent::SheetGenerated { sheet: Box::new(build_sheet("R134a").unwrap()) },
            RefrigerantEvent::EquipmentTypesChanged { equipment_types: vec![EquipmentType::Chiller] },
        ];
        for (i, payload) in events.into_iter().enumerate() {
            row.update(&EventEnvelope {
                aggregate_id: "R134a".into(),
                sequence: i + 1,
                payload,
                metadata: HashMap::new(),
            });
        }
        let sheet = row.sheet.as_ref().unwrap();
        assert_eq!(sheet.code, "R134a");
        assert_eq!(sheet.allowed_equipment_types, vec![EquipmentType::Chiller]);
        let json = serde_json::to_value(&row).unwrap();
        assert_eq!(json["safetyClass"], "A1");
        assert_eq!(json["id"], "R134a");
        let back: RefrigerantRow = serde_json::from_value(json).unwrap();
        assert_eq!(back, row);
    }
}
