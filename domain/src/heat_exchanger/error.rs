use crate::rules::{DomainError, Rejection};

/// Why a heat-exchanger command was refused; one variant per rule of
/// library.md section 5. Messages are the spec's Spanish wording.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum HeatExchangerError {
    #[error("Modelo es requerido")]
    ModelRequired,
    #[error("Marca es requerida")]
    BrandRequired,
    #[error("Capacidad debe ser mayor a 0")]
    CapacityTooLow,
    #[error("Tipo de aplicación es requerido")]
    ApplicationTypeRequired,
    #[error("El intercambiador ya existe")]
    AlreadyExists,
    #[error("Intercambiador no encontrado")]
    NotFound,
}

impl DomainError for HeatExchangerError {
    fn code(&self) -> &'static str {
        match self {
            Self::ModelRequired => "heat_exchanger.model_required",
            Self::BrandRequired => "heat_exchanger.brand_required",
            Self::CapacityTooLow => "heat_exchanger.capacity_too_low",
            Self::ApplicationTypeRequired => "heat_exchanger.application_type_required",
            Self::AlreadyExists => "heat_exchanger.already_exists",
            Self::NotFound => "heat_exchanger.not_found",
        }
    }

    fn rejection(&self) -> Rejection {
        match self {
            Self::AlreadyExists => Rejection::Conflict,
            Self::NotFound => Rejection::NotFound,
            _ => Rejection::RuleViolation,
        }
    }

    fn field(&self) -> Option<&'static str> {
        match self {
            Self::ModelRequired => Some("model"),
            Self::BrandRequired => Some("brand"),
            Self::CapacityTooLow => Some("capacityKw"),
            Self::ApplicationTypeRequired => Some("applicationType"),
            Self::AlreadyExists | Self::NotFound => None,
        }
    }
}
