use crate::rules::{DomainError, Rejection};

/// The Spanish label the screens give an input, for messages that name it.
pub fn label(field: &str) -> &'static str {
    match field {
        "evapTemp" => "Temperatura de evaporación",
        "condTemp" => "Temperatura de condensación",
        "requiredCapacity" => "Capacidad requerida",
        "voltage" => "Voltaje",
        "frequency" => "Frecuencia",
        "pipeDistance" => "Distancia de tubería",
        "liquidLift" => "Elevación de la línea de líquido",
        "superheat" => "Sobrecalentamiento",
        "subcooling" => "Subenfriamiento",
        "numberOfLines" => "Número de líneas",
        "division" => "División de líneas",
        "condenserOversizing" => "Sobredimensionamiento del condensador",
        "ambientTemp" => "Temperatura ambiente",
        "flowRate" => "Caudal",
        "tempIn" => "Temperatura de entrada",
        "tempOut" => "Temperatura de salida",
        "inputCapacity" => "Capacidad",
        "capacityControl" => "Control de capacidad",
        "condenserFanType" => "Tipo de ventilador del condensador",
        "division.type" => "División",
        "capacityMethod" => "Método",
        "chillerType" => "Tipo de chiller",
        "calculationMode" => "Cálculo",
        "fluidType" => "Fluido",
        "capacityUnit" => "Unidad de capacidad",
        "flowRateUnit" => "Unidad de caudal",
        "referenceDate" => "Fecha de referencia",
        "jurisdiction" => "Jurisdicción",
        "numberLocale" => "Formato numérico",
        "sheetUnits" => "Unidades de la ficha",
        "sheetLanguage" => "Idioma de la ficha",
        "accessCategory" => "Categoría de acceso",
        "locationClass" => "Clase de ubicación",
        "site.roomVolume" | "roomVolume" => "Volumen del local",
        "coldSide.tempIn" => "Temperatura de entrada del fluido frío",
        "coldSide.flowRate" => "Caudal del fluido frío",
        "heatExchangerId" => "Intercambiador",
        _ => "Valor",
    }
}

/// The input as the subject of a sentence, with its article ('El volumen
/// del local debe ser mayor que 0'); a field without one here reads as its
/// label.
pub fn subject(field: &str) -> String {
    match field {
        "site.roomVolume" | "roomVolume" => "El volumen del local".to_string(),
        other => label(other).to_string(),
    }
}

/// "a, b o c".
fn alternatives(items: &[String]) -> String {
    match items.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} o {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// Why a calculation request was refused; one variant per rule of
/// app-and-projects.md sections 5 and 9, titles and texts as the spec words them.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CalculationError {
    /// Condensing unit or chiller without a condensing temperature or circuits.
    #[error("Campos incompletos. Por favor complete la temperatura de condensación y configure al menos un circuito")]
    IncompleteFields,
    /// A circuit without evaporation temperature, compressors (or, for a
    /// chiller, required capacity); the text depends on the equipment.
    #[error("Circuitos incompletos. {0}")]
    IncompleteCircuits(&'static str),
    /// A chiller whose required capacity can be neither read nor computed.
    #[error("Capacidad no determinada. Indique la capacidad requerida o el fluido, caudal y temperaturas de entrada y salida")]
    CapacityUndetermined,
    /// More circuits or compressors than the equipment allows.
    #[error("Límite alcanzado. {0}")]
    LimitReached(&'static str),
    /// Single circuit or simple type without type, evaporation or condensation temperature.
    #[error("Por favor complete todos los campos requeridos")]
    MissingFields,
    /// A compressor without a model.
    #[error("Compresores incompletos. Todos los compresores necesitan un modelo")]
    IncompleteCompressors,
    /// A temperature outside the ranges of section 9.
    #[error("{} fuera de rango: {value} °C (permitido de {min} a {max} °C)", label(field))]
    OutOfRange { field: &'static str, value: f64, min: f64, max: f64 },
    #[error("La temperatura de evaporación ({evap} °C) debe ser menor que la de condensación ({cond} °C)")]
    EvaporationAboveCondensation { evap: f64, cond: f64 },
    #[error("Compresor no encontrado en la biblioteca: {0}")]
    UnknownCompressor(String),
    #[error("Refrigerante desconocido: {code}. Códigos más cercanos: {}", closest.join(", "))]
    UnknownRefrigerant { code: String, closest: Vec<String> },
    /// A number the reader could not make sense of.
    #[error("{} debe ser un número", label(field))]
    NotANumber { field: &'static str },
    /// A quantity that must be above zero and is not (tester report 4: a
    /// room volume of 0 was said not to be a number).
    #[error("{} debe ser mayor que 0", subject(field))]
    NotPositive { field: &'static str },
    /// A text outside the list of spellings its field chooses from.
    #[error("{}: '{value}' no es una opción válida ({})", label(field), alternatives(allowed))]
    NotAChoice { field: &'static str, value: String, allowed: Vec<String> },
    #[error("Condensador no encontrado en la biblioteca: {0}")]
    UnknownCondenser(String),
    #[error("La distancia de tubería debe estar entre 1 y 100 m")]
    PipeDistance,
    /// A supply voltage of 0 or below; absent means section 9's 460 V.
    #[error("El voltaje debe ser mayor a 0 V")]
    Voltage,
    /// A supply or drive frequency outside 10 to 120 Hz (the catalogue's
    /// motor range, `compressor::limits::FREQUENCY`); absent means the sets
    /// as published.
    #[error("La frecuencia debe estar entre {min} y {max} Hz: {value} Hz")]
    Frequency { value: f64, min: f64, max: f64 },
    /// Suction or liquid lines outside 1 to 4 (section 9); never clipped.
    #[error("El número de líneas debe estar entre 1 y 4")]
    NumberOfLines,
    /// More fixed sizes than lines: none is dropped silently (issue 22 item 3).
    #[error("Se indicaron {sizes} diámetros para {lines} línea(s): indique uno por línea como máximo")]
    TooManyLineSizes { sizes: usize, lines: usize },
    /// Condenser oversizing outside 0 to 100 % (section 5); never clipped.
    #[error("El sobredimensionamiento del condensador debe estar entre 0 y 100 %")]
    Oversizing,
    /// A required capacity below zero (issue 13: it used to be accepted).
    /// The figure as typed, to 3 decimals at most (a capacity typed in
    /// BTU/h arrives as -5.000085525269999 kW).
    #[error("La capacidad requerida no puede ser negativa: {} kW", crate::number_format::trimmed(Some(*.0), 3, crate::number_format::NumberLocale::EsMx))]
    NegativeCapacity(f64),
    /// A required capacity of 0 (tester report 3, defect 23: it was
    /// accepted and the sheet gave no verdict). Absent is another matter:
    /// a rack or condensing unit circuit without one is not judged.
    #[error("La capacidad requerida debe ser mayor que 0")]
    ZeroCapacity,
    /// By the fluid method, a cold-side flow of 0 (or less): named as the
    /// flow, the field to correct, not as the required capacity.
    #[error("El caudal del fluido frío debe ser mayor que 0")]
    ColdSideFlow,
    /// A chiller's cold side entering no warmer than it leaves (tester
    /// report 3, defect 17): an evaporator cools its fluid, so it enters
    /// warmer than it leaves; the flow used to be computed from |ΔT|.
    #[error("La temperatura de entrada del fluido frío ({t_in} °C) debe superar la de salida ({t_out} °C)")]
    ColdSideNotCooled { t_in: f64, t_out: f64 },
    /// A water-cooled chiller's hot side that does not warm (the review of
    /// engine 1.13.0): a condenser heats its water, so it enters colder
    /// than it leaves.
    #[error("La temperatura de entrada del fluido del lado caliente ({t_in} °C) debe ser menor que la de salida ({t_out} °C): el condensador lo calienta")]
    HotSideNotWarmed { t_in: f64, t_out: f64 },
    /// A chiller circuit naming a plate exchanger the library does not have
    /// (tester report 3, defect 28: it was dropped from the exchanger
    /// table without a word), as an unknown compressor or condenser is.
    #[error("Intercambiador del circuito {circuit} no encontrado en la biblioteca: {id}")]
    UnknownHeatExchanger { circuit: String, id: String },
    /// A chiller circuit evaporating at or above the leaving fluid: no heat
    /// can flow from the fluid to the refrigerant.
    #[error("La temperatura de evaporación del circuito {circuit} ({evap} °C) debe ser menor que la de salida del fluido ({leaving} °C)")]
    EvaporationNotBelowLeaving { circuit: String, evap: f64, leaving: f64 },
    /// A chiller circuit evaporating so close to the cooled fluid's freezing
    /// point that the fluid would freeze on the exchanger's plates.
    #[error("El circuito {circuit} evapora a {evap} °C, a menos de {margin} K sobre el punto de congelación del fluido ({fluid}, {freezing} °C): se congelaría en el intercambiador. Use una mezcla con glicol de menor punto de congelación o suba la temperatura de evaporación")]
    EvaporationFreezes { circuit: String, evap: f64, fluid: String, freezing: f64, margin: f64 },
    /// A water-cooled condenser whose leaving water is not below the
    /// condensing temperature by the minimum approach.
    #[error("La temperatura de condensación ({cond} °C) debe superar la salida del agua del condensador ({leaving} °C) en al menos {min} K")]
    CondenserApproach { cond: f64, leaving: f64, min: f64 },
    /// An air-cooled condenser whose ambient is not below the condensing
    /// temperature by the minimum ΔT (engine 1.11.0; before, a negative
    /// ΔT printed negative capacities).
    #[error("La temperatura de condensación ({cond} °C) debe superar la temperatura ambiente ({ambient} °C) en al menos {min} K")]
    AmbientApproach { cond: f64, ambient: f64, min: f64 },
    /// An air-cooled condenser whose ambient is more than the largest ΔT
    /// the calculation takes below the condensing temperature (engine
    /// 1.13.0): its capacity is not scaled that far past what makers
    /// publish.
    #[error("La temperatura ambiente ({ambient} °C) queda {delta} K por debajo de la de condensación ({cond} °C): la capacidad de un condensador por aire no se escala más allá de {max} K de diferencia (los fabricantes la publican hasta unos 20 K; EN 327 la califica a 15 K). Indique la temperatura ambiente de diseño, la más alta esperada; el invierno lo resuelve el control de la presión de condensación")]
    AmbientBeyondRatings { cond: f64, ambient: f64, delta: f64, max: f64 },
    /// A condenser typed in the project (not chosen from the catalogue)
    /// without its capacity (engine 1.10.0).
    #[error("Indique la capacidad del condensador (kW a ΔT 15 K) o elíjalo del catálogo")]
    TypedCondenserCapacityMissing,
    /// A typed condenser's capacity outside the catalogue's range, kW.
    #[error(
        "La capacidad del condensador debe estar entre {} y {} kW: {capacity} kW",
        crate::condenser::CAPACITY_MIN_KW,
        crate::condenser::CAPACITY_MAX_KW
    )]
    TypedCondenserCapacity { capacity: f64 },
    /// A typed condenser's fan count that is not a whole number from 0 to 100.
    #[error("El número de ventiladores del condensador debe ser un entero entre 0 y 100: {fans}")]
    TypedCondenserFanCount { fans: f64 },
    /// A typed condenser's power per fan outside 0 to the catalogue's maximum, kW.
    #[error(
        "La potencia por ventilador del condensador debe estar entre 0 y {} kW: {fan_power} kW",
        crate::condenser::FAN_POWER_MAX_KW
    )]
    TypedCondenserFanPower { fan_power: f64 },
    /// A typed condenser with fans and no power per fan: its fans would
    /// be left out of MCA and MOCP.
    #[error("Indique la potencia por ventilador del condensador (kW): sin ella sus ventiladores no se cuentan en MCA y MOCP")]
    TypedCondenserFanPowerMissing,
    /// Anything the engine itself refuses (no polynomials, outside the tables...).
    #[error("{message}")]
    Engine { code: &'static str, message: String, rejection: Rejection, field: Option<&'static str> },
}

impl From<crate::engine::EngineError> for CalculationError {
    fn from(error: crate::engine::EngineError) -> Self {
        Self::Engine {
            code: error.code(),
            message: error.to_string(),
            rejection: error.rejection(),
            field: error.field(),
        }
    }
}

impl From<crate::properties::PropertyError> for CalculationError {
    fn from(error: crate::properties::PropertyError) -> Self {
        Self::Engine {
            code: error.code(),
            message: error.to_string(),
            rejection: error.rejection(),
            field: error.field(),
        }
    }
}

impl DomainError for CalculationError {
    fn code(&self) -> &'static str {
        match self {
            Self::IncompleteFields => "calculation.incomplete_fields",
            Self::IncompleteCircuits(_) => "calculation.incomplete_circuits",
            Self::CapacityUndetermined => "calculation.capacity_undetermined",
            Self::LimitReached(_) => "calculation.limit_reached",
            Self::MissingFields => "calculation.missing_fields",
            Self::IncompleteCompressors => "calculation.incomplete_compressors",
            Self::OutOfRange { .. } => "calculation.out_of_range",
            Self::EvaporationAboveCondensation { .. } => "calculation.evaporation_above_condensation",
            Self::UnknownCompressor(_) => "calculation.unknown_compressor",
            Self::UnknownRefrigerant { .. } => "calculation.unknown_refrigerant",
            Self::NotANumber { .. } => "calculation.not_a_number",
            Self::NotPositive { .. } => "calculation.not_positive",
            Self::NotAChoice { .. } => "calculation.not_a_choice",
            Self::UnknownCondenser(_) => "calculation.unknown_condenser",
            Self::PipeDistance => "calculation.pipe_distance",
            Self::Voltage => "calculation.voltage",
            Self::Frequency { .. } => "calculation.frequency",
            Self::NumberOfLines => "calculation.number_of_lines",
            Self::TooManyLineSizes { .. } => "calculation.too_many_line_sizes",
            Self::Oversizing => "calculation.oversizing",
            Self::NegativeCapacity(_) => "calculation.negative_capacity",
            Self::ZeroCapacity => "calculation.zero_capacity",
            Self::ColdSideFlow => "calculation.cold_side_flow",
            Self::ColdSideNotCooled { .. } => "calculation.cold_side_not_cooled",
            Self::HotSideNotWarmed { .. } => "calculation.hot_side_not_warmed",
            Self::UnknownHeatExchanger { .. } => "calculation.unknown_heat_exchanger",
            Self::EvaporationNotBelowLeaving { .. } => "calculation.evaporation_not_below_leaving_fluid",
            Self::EvaporationFreezes { .. } => "calculation.evaporation_freezes_fluid",
            Self::CondenserApproach { .. } => "calculation.condenser_approach",
            Self::AmbientApproach { .. } => "calculation.ambient_approach",
            Self::AmbientBeyondRatings { .. } => "calculation.ambient_beyond_condenser_ratings",
            // One code for every typed-condenser rule, as the API has
            // published it since engine 1.10.0; `field` tells them apart.
            Self::TypedCondenserCapacityMissing
            | Self::TypedCondenserCapacity { .. }
            | Self::TypedCondenserFanCount { .. }
            | Self::TypedCondenserFanPower { .. }
            | Self::TypedCondenserFanPowerMissing => "calculation.typed_condenser",
            Self::Engine { code, .. } => code,
        }
    }

    fn rejection(&self) -> Rejection {
        match self {
            Self::Engine { rejection, .. } => *rejection,
            _ => Rejection::RuleViolation,
        }
    }

    fn field(&self) -> Option<&'static str> {
        match self {
            Self::OutOfRange { field, .. }
            | Self::NotANumber { field }
            | Self::NotPositive { field }
            | Self::NotAChoice { field, .. } => Some(field),
            Self::PipeDistance => Some("pipeDistance"),
            Self::Voltage => Some("voltage"),
            Self::Frequency { .. } => Some("frequency"),
            Self::NumberOfLines => Some("numberOfLines"),
            Self::TooManyLineSizes { .. } => Some("sizes"),
            Self::Oversizing => Some("condenserOversizing"),
            Self::NegativeCapacity(_) | Self::ZeroCapacity => Some("requiredCapacity"),
            Self::ColdSideNotCooled { .. } => Some("coldSide.tempIn"),
            Self::HotSideNotWarmed { .. } => Some("hotSide.tempIn"),
            Self::ColdSideFlow => Some("coldSide.flowRate"),
            Self::UnknownHeatExchanger { .. } => Some("heatExchangerId"),
            Self::EvaporationNotBelowLeaving { .. } | Self::EvaporationFreezes { .. } => Some("evapTemp"),
            Self::CondenserApproach { .. } => Some("condTemp"),
            Self::AmbientApproach { .. } | Self::AmbientBeyondRatings { .. } => Some("ambientTemp"),
            Self::TypedCondenserCapacityMissing | Self::TypedCondenserCapacity { .. } => Some("condenserCapacity"),
            Self::TypedCondenserFanCount { .. } => Some("condenserFanCount"),
            Self::TypedCondenserFanPower { .. } | Self::TypedCondenserFanPowerMissing => Some("condenserFanPower"),
            Self::Engine { field, .. } => *field,
            _ => None,
        }
    }
}
