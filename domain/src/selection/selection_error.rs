use crate::calculation::{label, CalculationError};
use crate::rules::{DomainError, Rejection};

/// Why a selection request was refused: the calculation's own input rules
/// (temperatures, refrigerant, superheat) and the selection's.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SelectionError {
    /// A rule the calculation also applies, with the calculation's message.
    #[error(transparent)]
    Calculation(#[from] CalculationError),
    /// No duty to select for: outside [`DUTY_RANGE_KW`](super::DUTY_RANGE_KW).
    #[error("{label} debe estar entre {min} y {max} kW: {value} kW", label = label("requiredCapacity"), min = super::DUTY_RANGE_KW.0, max = super::DUTY_RANGE_KW.1, value = .0)]
    Capacity(f64),
    /// Count outside 1 to [`MAX_COUNT`](super::compressors::MAX_COUNT) or minimum above maximum.
    #[error("El número de compresores (count) debe ir de 1 a {max}, con el mínimo no mayor que el máximo", max = super::compressors::MAX_COUNT)]
    Count,
    /// A capacity band that is not 0 < min ≤ max.
    #[error("La banda de capacidad (band) debe cumplir 0 < mínimo ≤ máximo, en % de la capacidad requerida")]
    Band,
    /// No heat to reject: outside [`DUTY_RANGE_KW`](super::DUTY_RANGE_KW).
    #[error("El calor a rechazar (heatRejection) debe estar entre {min} y {max} kW: {value} kW", min = super::DUTY_RANGE_KW.0, max = super::DUTY_RANGE_KW.1, value = .0)]
    HeatRejection(f64),
    /// An ambient at or above the condensing temperature: no design ΔT.
    #[error("La temperatura ambiente ({ambient} °C) debe ser menor que la de condensación ({cond} °C)")]
    AmbientNotBelowCondensing { ambient: f64, cond: f64 },
    /// Oversizing outside 0 to 100 %.
    #[error("El sobredimensionamiento debe estar entre 0 y 100 %: {0} %")]
    Oversizing(f64),
    /// N+1 asked with at most one compressor allowed.
    #[error("Con redundancia N+1 el número máximo de compresores (count.max) debe ser al menos 2")]
    Redundancy,
}

impl DomainError for SelectionError {
    fn code(&self) -> &'static str {
        match self {
            Self::Calculation(e) => e.code(),
            Self::Capacity(_) => "selection.required_capacity",
            Self::Count => "selection.count",
            Self::Band => "selection.band",
            Self::Redundancy => "selection.redundancy",
            Self::HeatRejection(_) => "selection.heat_rejection",
            Self::AmbientNotBelowCondensing { .. } => "selection.ambient_temp",
            Self::Oversizing(_) => "selection.oversizing",
        }
    }

    fn rejection(&self) -> Rejection {
        match self {
            Self::Calculation(e) => e.rejection(),
            _ => Rejection::RuleViolation,
        }
    }

    fn field(&self) -> Option<&'static str> {
        match self {
            Self::Calculation(CalculationError::EvaporationAboveCondensation { .. }) => Some("evapTemp"),
            Self::Calculation(CalculationError::UnknownRefrigerant { .. } | CalculationError::MissingFields) => {
                Some("refrigerant")
            }
            Self::Calculation(e) => e.field(),
            Self::Capacity(_) => Some("requiredCapacity"),
            Self::Count => Some("count"),
            Self::Band => Some("band"),
            Self::Redundancy => Some("redundancy"),
            Self::HeatRejection(_) => Some("heatRejection"),
            Self::AmbientNotBelowCondensing { .. } => Some("ambientTemp"),
            Self::Oversizing(_) => Some("oversizing"),
        }
    }
}
