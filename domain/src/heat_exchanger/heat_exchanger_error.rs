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
    #[error("Capacidad debe ser como máximo {} kW", super::CAPACITY_MAX_KW)]
    CapacityTooHigh,
    #[error("Tipo de aplicación es requerido")]
    ApplicationTypeRequired,
    #[error("El modelo no puede tener más de 80 caracteres")]
    ModelTooLong,
    #[error("La marca no puede tener más de 60 caracteres")]
    BrandTooLong,
    #[error("Las notas no pueden tener más de 2000 caracteres")]
    NotesTooLong,
    #[error("El intercambiador no está eliminado")]
    NotDeleted,
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
            Self::CapacityTooHigh => "heat_exchanger.capacity_too_high",
            Self::ApplicationTypeRequired => "heat_exchanger.application_type_required",
            Self::ModelTooLong => "heat_exchanger.model_too_long",
            Self::BrandTooLong => "heat_exchanger.brand_too_long",
            Self::NotesTooLong => "heat_exchanger.notes_too_long",
            Self::NotDeleted => "heat_exchanger.not_deleted",
            Self::AlreadyExists => "heat_exchanger.already_exists",
            Self::NotFound => "heat_exchanger.not_found",
        }
    }

    fn rejection(&self) -> Rejection {
        match self {
            Self::AlreadyExists | Self::NotDeleted => Rejection::Conflict,
            Self::NotFound => Rejection::NotFound,
            _ => Rejection::RuleViolation,
        }
    }

    fn field(&self) -> Option<&'static str> {
        match self {
            Self::ModelRequired | Self::ModelTooLong => Some("model"),
            Self::BrandRequired | Self::BrandTooLong => Some("brand"),
            Self::NotesTooLong => Some("notes"),
            Self::CapacityTooLow | Self::CapacityTooHigh => Some("capacityKw"),
            Self::ApplicationTypeRequired => Some("applicationType"),
            Self::AlreadyExists | Self::NotFound | Self::NotDeleted => None,
        }
    }
}
