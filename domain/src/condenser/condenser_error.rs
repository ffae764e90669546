use crate::rules::{DomainError, Rejection};

/// Why a condenser command was refused; one variant per rule of
/// library.md section 5. Messages are the spec's Spanish wording.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CondenserError {
    #[error("Modelo es requerido")]
    ModelRequired,
    #[error("Capacidad debe ser mayor a 0")]
    CapacityTooLow,
    #[error("Capacidad debe ser como máximo {} kW", super::CAPACITY_MAX_KW)]
    CapacityTooHigh,
    #[error("Debe tener al menos 1 ventilador")]
    NoFans,
    #[error("Consumo debe ser mayor a 0")]
    FanPowerTooLow,
    #[error("Consumo debe ser como máximo {} kW por ventilador", super::FAN_POWER_MAX_KW)]
    FanPowerTooHigh,
    /// Not in the spec: ENGINEERING.md section 4 needs a positive rating ΔT.
    #[error("ΔT nominal debe estar entre 1 y 30 K")]
    RatedDeltaTOutOfRange,
    #[error("Las dimensiones deben ser mayores a 0")]
    DimensionsNotPositive,
    #[error("El modelo no puede tener más de 80 caracteres")]
    ModelTooLong,
    #[error("El condensador no está eliminado")]
    NotDeleted,
    #[error("El condensador ya existe")]
    AlreadyExists,
    #[error("Condensador no encontrado")]
    NotFound,
}

impl DomainError for CondenserError {
    fn code(&self) -> &'static str {
        match self {
            Self::ModelRequired => "condenser.model_required",
            Self::CapacityTooLow => "condenser.capacity_too_low",
            Self::CapacityTooHigh => "condenser.capacity_too_high",
            Self::NoFans => "condenser.no_fans",
            Self::FanPowerTooLow => "condenser.fan_power_too_low",
            Self::FanPowerTooHigh => "condenser.fan_power_too_high",
            Self::RatedDeltaTOutOfRange => "condenser.rated_delta_t_out_of_range",
            Self::DimensionsNotPositive => "condenser.dimensions_not_positive",
            Self::ModelTooLong => "condenser.model_too_long",
            Self::NotDeleted => "condenser.not_deleted",
            Self::AlreadyExists => "condenser.already_exists",
            Self::NotFound => "condenser.not_found",
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
            Self::CapacityTooLow | Self::CapacityTooHigh => Some("capacity"),
            Self::NoFans => Some("fanCount"),
            Self::FanPowerTooLow | Self::FanPowerTooHigh => Some("fanPowerConsumption"),
            Self::RatedDeltaTOutOfRange => Some("ratedDeltaT"),
            Self::DimensionsNotPositive => Some("dimensions"),
            Self::AlreadyExists | Self::NotFound | Self::NotDeleted => None,
        }
    }
}
