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
    #[error("Envolvente no válida: el polígono necesita al menos tres puntos (to, tc) que encierren un área, sin lados que se crucen")]
    InvalidEnvelopePolygon,
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
    #[error("El modelo no puede tener más de 80 caracteres")]
    ModelTooLong,
    #[error("La marca no puede tener más de 60 caracteres")]
    BrandTooLong,
    /// A short text field (the API path of the field) is over 100 characters.
    #[error("El texto no puede tener más de 100 caracteres")]
    TextTooLong(&'static str),
    #[error("Opciones disponibles: como máximo 50 líneas de 200 caracteres")]
    OptionsTooLong,
    #[error("Desplazamiento debe ser mayor a 0 y hasta 10000 m³/h")]
    DisplacementOutOfRange,
    #[error("Cilindros debe ser un número entero de 1 a 16")]
    CylindersOutOfRange,
    #[error("Peso debe ser mayor a 0 y hasta 20000 kg")]
    WeightOutOfRange,
    #[error("Presión máx. AP debe ser mayor a 0 y hasta 200 bar")]
    MaxPressureHpOutOfRange,
    #[error("Presión máx. BP debe ser mayor a 0 y hasta 200 bar")]
    MaxPressureLpOutOfRange,
    #[error("Fases debe ser 1 o 3")]
    PhasesNotValid,
    #[error("Frecuencia debe estar entre 10 y 120 Hz")]
    FrequencyOutOfRange,
    #[error("Corriente nominal debe ser mayor a 0 y hasta 5000 A")]
    RatedCurrentOutOfRange,
    #[error("Corriente de arranque debe ser mayor a 0 y hasta 20000 A")]
    StartingCurrentOutOfRange,
    #[error("Potencia debe ser mayor a 0 y hasta 5000 kW")]
    PowerOutOfRange,
    #[error("Eficiencia debe ser mayor a 0 y hasta 100 %")]
    EfficiencyOutOfRange,
    #[error("Carga de aceite debe ser mayor a 0 y hasta 1000 L")]
    OilChargeOutOfRange,
    #[error("Potencia sonora debe estar entre 0 y 150 dB")]
    SoundPowerLevelOutOfRange,
    #[error("Presión sonora debe estar entre 0 y 150 dB")]
    SoundPressureLevelOutOfRange,
    #[error("Largo debe ser mayor a 0 y hasta 10000 mm")]
    LengthOutOfRange,
    #[error("Ancho debe ser mayor a 0 y hasta 10000 mm")]
    WidthOutOfRange,
    #[error("Alto debe ser mayor a 0 y hasta 10000 mm")]
    HeightOutOfRange,
    #[error("Altura de conexión debe estar entre 0 y 10000 mm")]
    ConnectionHeightOutOfRange,
    /// A coefficient typed by hand (1-based: c1..c10) is empty or not a number.
    #[error("El coeficiente c{0} debe ser un número")]
    CoefficientNotANumber(usize),
    #[error("El coeficiente c{0} está fuera de rango (máximo 1e12 en valor absoluto)")]
    CoefficientOutOfRange(usize),
    #[error("Los límites de temperatura deben estar entre -100 y 200 °C")]
    EnvelopeOutOfRange,
    /// A set that cannot describe a real compressor (issue 21 item 1): the
    /// point, the figure and the likely cause are in the message.
    #[error("{}", .0.message)]
    PhysicallyImpossible(Box<super::physics::PhysicalFault>),
    /// Restoring a compressor that was not deleted.
    #[error("El compresor no está eliminado")]
    NotRemoved,
}

/// API names of the ten coefficients, for [`DomainError::field`].
const COEFFICIENT_FIELDS: [&str; 10] = ["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9", "c10"];

impl DomainError for CompressorError {
    fn code(&self) -> &'static str {
        match self {
            Self::ModelRequired => "compressor.model_required",
            Self::UnknownType(_) => "compressor.unknown_type",
            Self::NoPolynomials => "compressor.no_polynomials",
            Self::RefrigerantNotDetected => "compressor.refrigerant_not_detected",
            Self::InvalidEnvelope => "compressor.invalid_envelope",
            Self::InvalidEnvelopePolygon => "compressor.invalid_envelope_polygon",
            Self::PolynomialNotFound => "compressor.polynomial_not_found",
            Self::AlreadyExists => "compressor.already_exists",
            Self::NotFound => "compressor.not_found",
            Self::UnitDoesNotFitParameter => "compressor.unit_does_not_fit_parameter",
            Self::ParameterNotRecognised(_) => "compressor.parameter_not_recognised",
            Self::ModelTooLong => "compressor.model_too_long",
            Self::BrandTooLong => "compressor.brand_too_long",
            Self::TextTooLong(_) => "compressor.text_too_long",
            Self::OptionsTooLong => "compressor.options_too_long",
            Self::DisplacementOutOfRange => "compressor.displacement_out_of_range",
            Self::CylindersOutOfRange => "compressor.cylinders_out_of_range",
            Self::WeightOutOfRange => "compressor.weight_out_of_range",
            Self::MaxPressureHpOutOfRange => "compressor.max_pressure_hp_out_of_range",
            Self::MaxPressureLpOutOfRange => "compressor.max_pressure_lp_out_of_range",
            Self::PhasesNotValid => "compressor.phases_not_valid",
            Self::FrequencyOutOfRange => "compressor.frequency_out_of_range",
            Self::RatedCurrentOutOfRange => "compressor.rated_current_out_of_range",
            Self::StartingCurrentOutOfRange => "compressor.starting_current_out_of_range",
            Self::PowerOutOfRange => "compressor.power_out_of_range",
            Self::EfficiencyOutOfRange => "compressor.efficiency_out_of_range",
            Self::OilChargeOutOfRange => "compressor.oil_charge_out_of_range",
            Self::SoundPowerLevelOutOfRange => "compressor.sound_power_level_out_of_range",
            Self::SoundPressureLevelOutOfRange => "compressor.sound_pressure_level_out_of_range",
            Self::LengthOutOfRange => "compressor.length_out_of_range",
            Self::WidthOutOfRange => "compressor.width_out_of_range",
            Self::HeightOutOfRange => "compressor.height_out_of_range",
            Self::ConnectionHeightOutOfRange => "compressor.connection_height_out_of_range",
            Self::CoefficientNotANumber(_) => "compressor.coefficient_not_a_number",
            Self::CoefficientOutOfRange(_) => "compressor.coefficient_out_of_range",
            Self::EnvelopeOutOfRange => "compressor.envelope_out_of_range",
            Self::NotRemoved => "compressor.not_removed",
            Self::PhysicallyImpossible(_) => "compressor.physically_impossible",
        }
    }

    fn rejection(&self) -> Rejection {
        match self {
            Self::NotFound | Self::PolynomialNotFound => Rejection::NotFound,
            Self::AlreadyExists | Self::NotRemoved => Rejection::Conflict,
            _ => Rejection::RuleViolation,
        }
    }

    fn field(&self) -> Option<&'static str> {
        match self {
            Self::ModelRequired => Some("model"),
            Self::UnknownType(_) => Some("type"),
            Self::RefrigerantNotDetected => Some("refrigerant"),
            Self::InvalidEnvelope => Some("evapTempMin"),
            Self::InvalidEnvelopePolygon => Some("envelopePolygon"),
            Self::ParameterNotRecognised(_) => Some("parameter"),
            Self::ModelTooLong => Some("model"),
            Self::BrandTooLong => Some("brand"),
            Self::TextTooLong(field) => Some(field),
            Self::OptionsTooLong => Some("availableOptions"),
            Self::DisplacementOutOfRange => Some("technicalData.displacement"),
            Self::CylindersOutOfRange => Some("technicalData.cylinders"),
            Self::WeightOutOfRange => Some("technicalData.weight"),
            Self::MaxPressureHpOutOfRange => Some("technicalData.maxPressureHP"),
            Self::MaxPressureLpOutOfRange => Some("technicalData.maxPressureLP"),
            Self::PhasesNotValid => Some("motorData.phases"),
            Self::FrequencyOutOfRange => Some("motorData.frequency"),
            Self::RatedCurrentOutOfRange => Some("motorData.ratedCurrent"),
            Self::StartingCurrentOutOfRange => Some("motorData.startingCurrent"),
            Self::PowerOutOfRange => Some("motorData.power"),
            Self::EfficiencyOutOfRange => Some("motorData.efficiency"),
            Self::OilChargeOutOfRange => Some("oilData.charge"),
            Self::SoundPowerLevelOutOfRange => Some("soundData.soundPowerLevel"),
            Self::SoundPressureLevelOutOfRange => Some("soundData.soundPressureLevel"),
            Self::LengthOutOfRange => Some("dimensions.length"),
            Self::WidthOutOfRange => Some("dimensions.width"),
            Self::HeightOutOfRange => Some("dimensions.height"),
            Self::ConnectionHeightOutOfRange => Some("dimensions.connectionHeight"),
            Self::CoefficientNotANumber(n) | Self::CoefficientOutOfRange(n) => COEFFICIENT_FIELDS.get(n - 1).copied(),
            Self::EnvelopeOutOfRange => Some("evapTempMin"),
            _ => None,
        }
    }
}
