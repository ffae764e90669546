use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};

use super::HeatExchangerSpec;

/// Facts about a plate heat exchanger, each with the complete resulting data.
/// Never rename a variant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum HeatExchangerEvent {
    HeatExchangerCreated {
        spec: HeatExchangerSpec,
    },
    HeatExchangerUpdated {
        spec: HeatExchangerSpec,
    },
    HeatExchangerDeleted {},
    /// A deleted heat exchanger is back as it was.
    HeatExchangerRestored {},
}

impl DomainEvent for HeatExchangerEvent {
    fn event_type(&self) -> String {
        match self {
            Self::HeatExchangerCreated { .. } => "HeatExchangerCreated",
            Self::HeatExchangerUpdated { .. } => "HeatExchangerUpdated",
            Self::HeatExchangerDeleted {} => "HeatExchangerDeleted",
            Self::HeatExchangerRestored {} => "HeatExchangerRestored",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1.0".to_string()
    }
}
