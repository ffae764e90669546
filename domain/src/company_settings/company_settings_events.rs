use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};

use super::CompanyDetails;

/// Facts about the company settings; each carries the complete details.
/// Never rename a variant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum CompanySettingsEvent {
    CompanySettingsSaved { details: CompanyDetails },
}

impl DomainEvent for CompanySettingsEvent {
    fn event_type(&self) -> String {
        match self {
            Self::CompanySettingsSaved { .. } => "CompanySettingsSaved".to_string(),
        }
    }

    fn event_version(&self) -> String {
        "1.0".to_string()
    }
}
