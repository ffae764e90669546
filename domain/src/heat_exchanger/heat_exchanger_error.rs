use crate::number_format::{trimmed, NumberLocale};
use crate::rules::{DomainError, Rejection};

/// A rule's bound as the messages print figures: the project's one number
/// formatter (thousands grouped, trailing zeros dropped; es-MX, as the
/// calculation's messages), not Rust's `1000000`.
fn bound(value: f64) -> String {
    trimmed(Some(value), 2, NumberLocale::EsMx)
}

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
    #[error("Capacidad debe ser como máximo {} kW", bound(super::CAPACITY_MAX_KW))]
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
        bound(super::PRESSURE_DROP_RANGE_KPA.0),
        bound(super::PRESSURE_DROP_RANGE_KPA.1)
    )]
    PressureDropOutOfRange,
    #[error(
        "El caudal de agua de la caída de presión debe estar entre {} y {} L/min",
        bound(super::RATED_FLOW_RANGE_LMIN.0),
        bound(super::RATED_FLOW_RANGE_LMIN.1)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Engineering review: the bounds print through the one formatter
    /// (a narrow no-break space groups thousands from five digits on).
    #[test]
    fn the_bounds_print_formatted() {
        assert_eq!(HeatExchangerError::CapacityTooHigh.to_string(), "Capacidad debe ser como máximo 100\u{202F}000 kW");
        assert_eq!(
            HeatExchangerError::RatedFlowOutOfRange.to_string(),
            "El caudal de agua de la caída de presión debe estar entre 0.01 y 1\u{202F}000\u{202F}000 L/min"
        );
        assert_eq!(
            HeatExchangerError::PressureDropOutOfRange.to_string(),
            "La caída de presión del agua debe estar entre 0.1 y 500 kPa"
        );
    }
}
