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
    #[error(
        "La caída de presión del agua debe estar entre {} y {} kPa",
        super::PRESSURE_DROP_RANGE_KPA.0,
        super::PRESSURE_DROP_RANGE_KPA.1
    )]
    PressureDropOutOfRange,
    #[error(
        "El caudal de agua de la caída de presión debe estar entre {} y {} L/min",
        super::RATED_FLOW_RANGE_LMIN.0,
        super::RATED_FLOW_RANGE_LMIN.1
    )]
    RatedFlowOutOfRange,
    #[error("Indique el caudal de agua al que el fabricante da la caída de presión")]
    RatedFlowRequired,
    #[error("Indique la caída de presión del agua a ese caudal")]
    PressureDropRequired,
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
            Self::PressureDropOutOfRange => "heat_exchanger.pressure_drop_out_of_range",
            Self::RatedFlowOutOfRange => "heat_exchanger.rated_flow_out_of_range",
            Self::RatedFlowRequired => "heat_exchanger.rated_flow_required",
            Self::PressureDropRequired => "heat_exchanger.pressure_drop_required",
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
            Self::PressureDropOutOfRange | Self::PressureDropRequired => Some("pressureDropKpa"),
            Self::RatedFlowOutOfRange | Self::RatedFlowRequired => Some("ratedFlowLmin"),
            Self::AlreadyExists | Self::NotFound | Self::NotDeleted => None,
        }
    }
}
