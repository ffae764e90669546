use crate::rules::{DomainError, Rejection};

/// Why a refrigerant-library command was refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RefrigerantError {
    #[error("Código requerido")]
    CodeRequired,
    /// The code is not in the reference dataset; the closest known codes help the user.
    #[error("Refrigerante {code} no encontrado en la base de datos de referencia. Códigos más cercanos: {}", closest.join(", "))]
    UnknownCode { code: String, closest: Vec<String> },
    #[error("Tipo de equipo no válido: {0}. Use rack, condensadora, chiller o motocompresora")]
    UnknownEquipmentType(String),
    #[error("No se encontraron filas de presión y temperatura entre -50 y 60 °C en el archivo")]
    EmptyChart,
    #[error("Refrigerante no encontrado en la biblioteca")]
    NotFound,
}

impl DomainError for RefrigerantError {
    fn code(&self) -> &'static str {
        match self {
            Self::CodeRequired => "refrigerant.code_required",
            Self::UnknownCode { .. } => "refrigerant.unknown_code",
            Self::UnknownEquipmentType(_) => "refrigerant.unknown_equipment_type",
            Self::EmptyChart => "refrigerant.empty_chart",
            Self::NotFound => "refrigerant.not_found",
        }
    }

    fn rejection(&self) -> Rejection {
        match self {
            Self::NotFound | Self::UnknownCode { .. } => Rejection::NotFound,
            _ => Rejection::RuleViolation,
        }
    }

    fn field(&self) -> Option<&'static str> {
        match self {
            Self::CodeRequired | Self::UnknownCode { .. } => Some("code"),
            Self::UnknownEquipmentType(_) => Some("allowedEquipmentTypes"),
            Self::EmptyChart => Some("file"),
            Self::NotFound => None,
        }
    }
}
