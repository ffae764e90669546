use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};

use super::pt_chart::UploadedChart;
use super::RefrigerantSheet;
use crate::equipment::EquipmentType;

/// Facts about a library refrigerant. Never rename a variant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum RefrigerantEvent {
    /// The sheet as generated, with the dataset hash it came from.
    SheetGenerated {
        sheet: Box<RefrigerantSheet>,
    },
    EquipmentTypesChanged {
        equipment_types: Vec<EquipmentType>,
    },
    PressureChartUploaded {
        chart: Box<UploadedChart>,
    },
}

impl DomainEvent for RefrigerantEvent {
    fn event_type(&self) -> String {
        match self {
            Self::SheetGenerated { .. } => "SheetGenerated",
            Self::EquipmentTypesChanged { .. } => "EquipmentTypesChanged",
            Self::PressureChartUploaded { .. } => "PressureChartUploaded",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1.0".to_string()
    }
}
