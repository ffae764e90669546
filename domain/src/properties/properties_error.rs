/// Why a property lookup gave no value. Never extrapolated, never guessed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PropertyError {
    #[error("Refrigerante desconocido: {code}. Códigos más cercanos: {}", closest.join(", "))]
    UnknownRefrigerant { code: String, closest: Vec<String> },
    #[error("Fluido secundario desconocido: {0}")]
    UnknownSecondaryFluid(String),
    #[error("{quantity} = {value} fuera de la tabla de {fluid} ({min} a {max})")]
    OutOfRange { fluid: String, quantity: &'static str, value: f64, min: f64, max: f64 },
    #[error("El estado no es vapor sobrecalentado (T = {t:.2} °C, T rocío = {t_dew:.2} °C)")]
    NotSuperheated { t: f64, t_dew: f64 },
    #[error("{property} no disponible para {fluid} en este estado")]
    Unavailable { fluid: String, property: &'static str },
}

impl crate::rules::DomainError for PropertyError {
    fn code(&self) -> &'static str {
        match self {
            Self::UnknownRefrigerant { .. } => "properties.unknown_refrigerant",
            Self::UnknownSecondaryFluid(_) => "properties.unknown_secondary_fluid",
            Self::OutOfRange { .. } => "properties.out_of_range",
            Self::NotSuperheated { .. } => "properties.not_superheated",
            Self::Unavailable { .. } => "properties.unavailable",
        }
    }

    fn rejection(&self) -> crate::rules::Rejection {
        match self {
            Self::UnknownRefrigerant { .. } | Self::UnknownSecondaryFluid(_) => crate::rules::Rejection::NotFound,
            _ => crate::rules::Rejection::RuleViolation,
        }
    }
}
