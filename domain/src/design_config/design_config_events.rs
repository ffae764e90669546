use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};

use super::DesignSettings;

/// Facts about the PDF design; each carries the complete settings, so a
/// sheet issued at version N can be printed again from event N alone.
/// Never rename a variant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum DesignConfigEvent {
    DesignConfigSaved { settings: DesignSettings },
}

impl DomainEvent for DesignConfigEvent {
    fn event_type(&self) -> String {
        match self {
            Self::DesignConfigSaved { .. } => "DesignConfigSaved".to_string(),
        }
    }

    fn event_version(&self) -> String {
        "1.0".to_string()
    }
}
