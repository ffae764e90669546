use crate::rules::{DomainError, Rejection};

/// Why a compressor command was refused (library.md section 5 wording).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CompressorError {
    #[error("Modelo requerido")]
    ModelRequired,
    #[error("Tipo de compresor no válido: {0}. Use reciprocante, tornillo o scroll")]
    UnknownType(String),
    #[error("No se encontraron polinomios")]
    NoPolynomials,
    #[error("Refrigerante no detectado")]
    RefrigerantNotDetected,
    #[error("Rango de temperaturas no válido: el mínimo debe ser menor que el máximo")]
    InvalidEnvelope,
    #[error("Polinomio no encontrado")]
    PolynomialNotFound,
    #[error("El compresor ya existe")]
    AlreadyExists,
    #[error("Compresor no encontrado")]
    NotFound,
    #[error("La unidad no corresponde al parámetro del polinomio")]
    UnitDoesNotFitParameter,
    #[error("Parámetro no reconocido: «{0}». Elija Capacidad, Potencia, Corriente, Flujo másico o Temp. Descarga")]
    ParameterNotRecognised(String),
}

impl DomainError for CompressorError {
    fn code(&self) -> &'static str {
        match self {
            Self::ModelRequired => "compressor.model_required",
            Self::UnknownType(_) => "compressor.unknown_type",
            Self::NoPolynomials => "compressor.no_polynomials",
            Self::RefrigerantNotDetected => "compressor.refrigerant_not_detected",
            Self::InvalidEnvelope => "compressor.invalid_envelope",
            Self::PolynomialNotFound => "compressor.polynomial_not_found",
            Self::AlreadyExists => "compressor.already_exists",
            Self::NotFound => "compressor.not_found",
            Self::UnitDoesNotFitParameter => "compressor.unit_does_not_fit_parameter",
            Self::ParameterNotRecognised(_) => "compressor.parameter_not_recognised",
        }
    }

    fn rejection(&self) -> Rejection {
        match self {
            Self::NotFound | Self::PolynomialNotFound => Rejection::NotFound,
            Self::AlreadyExists => Rejection::Conflict,
            _ => Rejection::RuleViolation,
        }
    }

    fn field(&self) -> Option<&'static str> {
        match self {
            Self::ModelRequired => Some("model"),
            Self::UnknownType(_) => Some("type"),
            Self::RefrigerantNotDetected => Some("refrigerant"),
            Self::InvalidEnvelope => Some("evapTempMin"),
            Self::ParameterNotRecognised(_) => Some("parameter"),
            _ => None,
        }
    }
}
