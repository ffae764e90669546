use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};

use super::CondenserSpec;

/// Facts about a condenser. Each carries the complete resulting data so a
/// projection copies rather than recomputes. Never rename a variant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum CondenserEvent {
    CondenserCreated {
        spec: CondenserSpec,
    },
    CondenserUpdated {
        spec: CondenserSpec,
    },
    CondenserDeleted {},
    /// A deleted condenser is back as it was.
    CondenserRestored {},
}

impl DomainEvent for CondenserEvent {
    fn event_type(&self) -> String {
        match self {
            Self::CondenserCreated { .. } => "CondenserCreated",
            Self::CondenserUpdated { .. } => "CondenserUpdated",
            Self::CondenserDeleted {} => "CondenserDeleted",
            Self::CondenserRestored {} => "CondenserRestored",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1.0".to_string()
    }
}
