//! OpenAPI schemas for request fields the Rust type cannot describe: numbers
//! that the screens send as JSON numbers or as text (read by
//! `domain::numbers::parse_number`), with the ranges their rules fix. Each
//! function is used with `#[schema(schema_with = ...)]`.

use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::Object;

/// Text the number reader accepts for sure: optional sign, digits, one decimal
/// point or comma, optional exponent; or empty (read as absent).
pub const NUMBER_TEXT: &str = r"^(\s*[-+]?[0-9]{1,6}([.,][0-9]{1,6})?([eE][-+]?[0-9]{1,2})?\s*)?$";
/// [`NUMBER_TEXT`] without its empty alternative: a field that must be given.
pub const NUMBER_TEXT_PRESENT: &str = r"^\s*[-+]?[0-9]{1,6}([.,][0-9]{1,6})?([eE][-+]?[0-9]{1,2})?\s*$";
/// A voltage may carry its unit ("460V").
pub const VOLTAGE_TEXT: &str = r"^(\s*[0-9]{1,5}([.,][0-9]{1,3})?\s*[Vv]?\s*)?$";
/// A frequency as a number or as text, optionally with its unit ("60 Hz").
pub const FREQUENCY_TEXT: &str = r"^(\s*[0-9]{1,3}([.,][0-9]{1,2})?\s*([Hh][Zz])?\s*)?$";

fn number_or_text(pattern: &str, description: &str) -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(
            [Type::Number, Type::String, Type::Null].into_iter().collect::<utoipa::openapi::schema::SchemaType>(),
        )
        .pattern(Some(pattern))
        .description(Some(description))
}

/// A number without a range of its own.
pub fn number() -> Object {
    number_or_text(NUMBER_TEXT, "Número (JSON o texto con punto o coma decimal)").build()
}

fn ranged(min: f64, max: f64, description: &str) -> Object {
    number_or_text(NUMBER_TEXT, description).minimum(Some(min)).maximum(Some(max)).build()
}

/// Evaporating (dew) temperature, °C, section 9's range.
pub fn evap_temp() -> Object {
    let (min, max) = domain::calculation::EVAP_RANGE;
    ranged(min, max, &format!("Temperatura de evaporación (rocío), °C, de {min} a {max}"))
}

/// Condensing (dew) temperature, °C: the widest range of any refrigerant;
/// each is checked against its own (issue 21 item 9).
pub fn cond_temp() -> Object {
    let (min, max) = domain::calculation::widest_cond_range();
    let (s_min, s_max) = domain::calculation::COND_RANGE;
    let own: Vec<String> = domain::calculation::condensing_applications()
        .iter()
        .map(|a| format!("{} {}: de {} a {}", a.refrigerant, a.application, a.min, a.max))
        .collect();
    ranged(
        min,
        max,
        &format!(
            "Temperatura de condensación (rocío), °C, de {s_min} a {s_max}; {}; nunca a menos de 1,5 K del punto crítico",
            own.join("; ")
        ),
    )
}

/// One-way pipe distance, m.
pub fn pipe_distance() -> Object {
    let (min, max) = domain::calculation::PIPE_DISTANCE_RANGE;
    ranged(min, max, &format!("Distancia de tubería (un sentido), m, de {min} a {max}; 25 si falta"))
}

/// A chiller's one-way field run, m: none when absent (a packaged unit).
pub fn chiller_pipe_distance() -> Object {
    let (min, max) = domain::calculation::PIPE_DISTANCE_RANGE;
    ranged(
        min,
        max,
        &format!("Tramo de tubería en obra (un sentido), m, de {min} a {max}; sin tramo si falta (unidad compacta)"),
    )
}

/// Rise of the liquid line, m.
pub fn liquid_lift() -> Object {
    let (min, max) = domain::calculation::LIQUID_LIFT_RANGE;
    ranged(min, max, &format!("Elevación de la línea de líquido hasta los evaporadores, m, de {min} a {max}; sin ella, el gas instantáneo se comprueba solo por fricción"))
}

/// Automatic condenser selection margin, %.
pub fn oversizing() -> Object {
    ranged(0.0, 100.0, "Sobredimensionamiento del condensador, %, de 0 a 100; 10 si falta")
}

/// Number of suction or liquid lines.
pub fn number_of_lines() -> Object {
    number_or_text(NUMBER_TEXT, "Número de líneas, de 1 a 4")
        .minimum(Some(1.0))
        .maximum(Some(4.0))
        .multiple_of(Some(1.0))
        .build()
}

/// Required cooling capacity, kW (TR when the cold side's `capacityUnit` is `tr`).
pub fn required_capacity() -> Object {
    number_or_text(NUMBER_TEXT, "Capacidad requerida, kW (TR si capacityUnit del lado frío es tr), 0 o más")
        .minimum(Some(0.0))
        .build()
}

/// Supply voltage, V, above 0; 460 V when absent.
pub fn voltage() -> Object {
    number_or_text(VOLTAGE_TEXT, "Voltaje de alimentación, V, mayor a 0 (460 o \"460V\"); 460 si falta")
        .exclusive_minimum(Some(0.0))
        .build()
}

/// Supply frequency, or a variable-speed compressor's drive frequency, Hz.
pub fn frequency() -> Object {
    number_or_text(
        FREQUENCY_TEXT,
        "Frecuencia, Hz (60 o \"60 Hz\"), de 10 a 120: elige los polinomios del compresor (la de alimentación, o la del variador para un compresor de velocidad variable); si falta, los polinomios tal como se publicaron",
    )
    .minimum(Some(10.0))
    .maximum(Some(120.0))
    .build()
}

/// A temperature in °C with no range of its own.
pub fn temperature() -> Object {
    number_or_text(NUMBER_TEXT, "Temperatura, °C").build()
}

/// A temperature difference, K.
pub fn kelvin() -> Object {
    // 0 or more: a negative superheat is liquid at the suction, a negative
    // subcooling two-phase liquid (`engine::performance`).
    number_or_text(NUMBER_TEXT, "Diferencia de temperatura, K, 0 o más; si falta, la de cada juego de coeficientes")
        .minimum(Some(0.0))
        .build()
}

/// An id sent as text or as a number.
pub fn id() -> Object {
    ObjectBuilder::new()
        .schema_type(
            [Type::String, Type::Number, Type::Null].into_iter().collect::<utoipa::openapi::schema::SchemaType>(),
        )
        .description(Some("Identificador (texto o número)"))
        .build()
}

/// Values of a division, one per line: % or kW.
pub fn division_values() -> utoipa::openapi::schema::Array {
    utoipa::openapi::schema::ArrayBuilder::new()
        .items(number_or_text(NUMBER_TEXT, "Valor de una línea: % (percentage) o kW (capacity)").build())
        .description(Some("Un valor por línea"))
        .build()
}

/// A compressor's voltage as its manufacturer labels it: free text or a number.
pub fn voltage_label() -> Object {
    ObjectBuilder::new()
        .schema_type(
            [Type::String, Type::Number, Type::Null].into_iter().collect::<utoipa::openapi::schema::SchemaType>(),
        )
        .description(Some("Voltaje como lo indica el fabricante: texto libre (\"460V\", \"208-230/3/60\") o número, V"))
        .build()
}

/// A line size the engineer fixes (issue 22 item 3): a nominal size of the
/// copper series (`1-1/8`) or of the steel one (`DN 50`), or empty for
/// automatic. Which series applies follows the refrigerant (steel for
/// R717, copper for the rest); the other series' sizes are refused.
fn line_size_values() -> Vec<String> {
    use domain::engine::pipe::{COPPER, STEEL};
    std::iter::once(String::new()).chain(COPPER.iter().chain(STEEL.iter()).map(|t| t.label.to_string())).collect()
}

const LINE_SIZE_NOTE: &str = "tubo de cobre (p. ej. 1-1/8) o, con R717, de acero (p. ej. DN 50); vacío: automático. \
                              Las comprobaciones de la línea se hacen con el diámetro fijado";

/// The discharge line's fixed size.
pub fn line_size() -> Object {
    ObjectBuilder::new()
        .schema_type([Type::String, Type::Null].into_iter().collect::<utoipa::openapi::schema::SchemaType>())
        .enum_values(Some(line_size_values()))
        .description(Some(format!("Diámetro fijado de la línea de descarga: {LINE_SIZE_NOTE}")))
        .build()
}

/// One fixed size per line, in order.
pub fn line_sizes() -> utoipa::openapi::schema::Array {
    utoipa::openapi::schema::ArrayBuilder::new()
        .items(ObjectBuilder::new().schema_type(Type::String).enum_values(Some(line_size_values())).build())
        .max_items(Some(4))
        .description(Some(format!(
            "Diámetro fijado de cada línea, en orden (como máximo una por línea): {LINE_SIZE_NOTE}"
        )))
        .build()
}
