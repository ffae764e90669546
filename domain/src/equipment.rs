//! The equipment types a project is built as and a refrigerant is offered
//! for: one type, so a project's `equipmentType` and a refrigerant's
//! `allowedEquipmentTypes` always speak the same ids.

use serde::{Deserialize, Serialize};

/// The four equipment types (section 9's ids).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum EquipmentType {
    #[default]
    Rack,
    Condensadora,
    Chiller,
    Motocompresora,
}

impl EquipmentType {
    /// Reads an id as the screens send it (case and surrounding blanks
    /// ignored); `None` for anything else, which each caller refuses with
    /// its own rule.
    pub fn parse(text: &str) -> Option<Self> {
        match text.trim().to_lowercase().as_str() {
            "rack" => Some(Self::Rack),
            "condensadora" => Some(Self::Condensadora),
            "chiller" => Some(Self::Chiller),
            "motocompresora" => Some(Self::Motocompresora),
            _ => None,
        }
    }

    /// The Spanish name of the type, as the cards show it.
    pub fn label(self) -> &'static str {
        match self {
            Self::Rack => "Rack de Compresores",
            Self::Condensadora => "Unidad Condensadora",
            Self::Chiller => "Chiller",
            Self::Motocompresora => "Moto Compresora",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_reads_the_ids_whatever_their_case_and_surrounding_blanks() {
        assert_eq!(EquipmentType::parse(" Chiller "), Some(EquipmentType::Chiller));
        assert_eq!(EquipmentType::parse("MOTOCOMPRESORA"), Some(EquipmentType::Motocompresora));
        assert_eq!(EquipmentType::parse("bomba"), None);
        assert_eq!(EquipmentType::parse(""), None);
    }

    /// Project events and views and refrigerant events and views store
    /// these ids: they never change.
    #[test]
    fn it_serialises_as_the_lowercase_ids_recorded_events_hold() {
        let all =
            [EquipmentType::Rack, EquipmentType::Condensadora, EquipmentType::Chiller, EquipmentType::Motocompresora];
        let json = serde_json::to_value(all).unwrap();
        assert_eq!(json, serde_json::json!(["rack", "condensadora", "chiller", "motocompresora"]));
        let back: Vec<EquipmentType> = serde_json::from_value(json).unwrap();
        assert_eq!(back, all);
        assert!(serde_json::from_value::<EquipmentType>(serde_json::json!("Rack")).is_err());
    }
}
