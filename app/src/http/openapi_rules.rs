//! Rules the server checks, written into the served OpenAPI document from
//! the constants the checks themselves use (issue 25 item 2): lengths, non
//! blank text, ranges, fixed lists, dates, and the fields a create needs
//! that an update (a PATCH, which merges) does not.
//!
//! Most request types are the domain's or the routes' own structs, shared
//! by POST and PATCH and by answers; a `#[schema(...)]` attribute takes only
//! literals, and the domain keeps its limits in constants. So the rules are
//! a table here, applied to the generated document: each names the schema
//! and field, and takes its bound from the domain constant the check reads.
//! `tests` below checks that every named schema and field exists, so a
//! renamed field breaks a test rather than silently losing its rule; the
//! reliability suite's `fuzz` step (schemathesis) checks that the server
//! accepts what the document describes.

use serde_json::{json, Map, Value};

/// What a field must be.
#[derive(Debug, Clone, Copy)]
pub(super) enum Rule {
    /// Text with something besides spaces, at most this many characters.
    NonBlank(usize),
    /// Text of at most this many characters.
    MaxChars(usize),
    /// Text (or a file's bytes) of at least this many characters.
    MinChars(usize),
    /// A number from `.0` to `.1`, both included.
    Between(f64, f64),
    /// A number above this.
    Above(f64),
    /// A number of at least this.
    AtLeast(f64),
    /// A whole number from `.0` to `.1`.
    Whole(f64, f64),
    /// A compressor data range (`domain::compressor::limits`).
    Limits(domain::compressor::limits::Range),
    /// One of the values of the named enumeration schema.
    OneOf(&'static str),
    /// One of them, or empty text (read as not given).
    OneOfOrEmpty(&'static str),
    /// Text matching this pattern.
    Pattern(&'static str),
    /// A list of at least this many items.
    MinItems(usize),
    /// A list of at most this many items.
    MaxItems(usize),
    /// A whole number among these, or nothing: `oneOf` an integer enumeration
    /// and null, the form openapi-python-client and openapi-typescript both
    /// read (a bare `enum: [1.0, 3.0, null]` made openapi-python-client drop
    /// the whole schema).
    WholeIn(&'static [f64]),
    /// A list whose items are values of the named enumeration schema.
    ItemsOneOf(&'static str),
}

use domain::compressor::limits as compressor;
use domain::condenser;
use Rule::*;

const EVAP: (f64, f64) = domain::calculation::EVAP_RANGE;

/// `YYYY-MM-DD` as `domain::regulation::Date::parse` reads it (month 1 to 12,
/// day 1 to 31; spaces around are trimmed). A pattern, not `format: date`:
/// a format is only an annotation in JSON Schema 2020-12, and generators
/// (schemathesis among them) send any text for it.
const DATE: &str = r"^\s*[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])\s*$";

/// A coefficient typed by hand: a number (text that reads as one), never
/// empty, its magnitude under `limits::COEFFICIENT_MAX_ABS` (1e12).
const COEFFICIENT_TEXT: &str = r"^\s*[-+]?[0-9]{1,6}([.,][0-9]{1,6})?([eE](-[0-9]{1,2}|\+?[0-5]))?\s*$";

/// An e-mail address as `company_settings::is_email` reads it (spaces
/// around trimmed; empty is none): one `@`, something before it, a domain
/// of at least two dot-separated non-empty parts, no spaces.
const EMAIL: &str = r"^\s*([^@\s\u0000]+@[^@\s.\u0000]+(\.[^@\s.\u0000]+)+)?\s*$";

/// The schema naming the refrigerants a calculation, a selection or a
/// project can use: the reference data's (`properties::dataset`), fixed
/// with the build like any enumeration. The server also reads other
/// spellings of them ("r-404a"); the document names each once.
const REFRIGERANT_CODE: &str = "RefrigerantCode";

fn refrigerant_code_schema() -> Value {
    let codes: Vec<&str> = domain::properties::dataset().refrigerants().iter().map(|r| r.code()).collect();
    json!({
        "type": "string",
        "enum": codes,
        "description": "Código de un refrigerante de los datos de referencia de propiedades",
    })
}

/// (schema, field, rule): fields of request bodies.
fn field_rules() -> Vec<(&'static str, &'static str, Rule)> {
    let (cond_min, cond_max) = domain::calculation::widest_cond_range();
    let model = NonBlank(domain::rules::MODEL_MAX_CHARS);
    let brand = MaxChars(domain::rules::BRAND_MAX_CHARS);
    let company = domain::company_settings::MAX_LENGTH;
    let image = Pattern(domain::design_config::OBJECT_URL_PATTERN);
    let duty = Between(domain::selection::DUTY_RANGE_KW.0, domain::selection::DUTY_RANGE_KW.1);
    let oversizing = Between(domain::selection::OVERSIZING_RANGE_PCT.0, domain::selection::OVERSIZING_RANGE_PCT.1);
    vec![
        // Regulatory fields of every calculation and project.
        ("RegulatoryRequest", "referenceDate", Pattern(DATE)),
        ("RegulatoryFields", "referenceDate", Pattern(DATE)),
        // Projects (app-and-projects.md): a name, at most three images.
        ("ProjectBody", "name", NonBlank(usize::MAX)),
        ("ProjectBody", "designImages", MaxItems(domain::project::MAX_DESIGN_IMAGES)),
        // Condensers (library.md section 7).
        ("CondenserBody", "model", model),
        ("CondenserBody", "capacity", Between(condenser::CAPACITY_MIN_KW, condenser::CAPACITY_MAX_KW)),
        ("CondenserBody", "fanCount", Whole(1.0, 999_999_999.0)),
        ("CondenserBody", "fanPowerConsumption", Between(condenser::FAN_POWER_MIN_KW, condenser::FAN_POWER_MAX_KW)),
        (
            "CondenserBody",
            "ratedDeltaT",
            Between(domain::condenser::RATED_DELTA_T_RANGE.0, domain::condenser::RATED_DELTA_T_RANGE.1),
        ),
        ("Dimensions", "length", Above(0.0)),
        ("Dimensions", "width", Above(0.0)),
        ("Dimensions", "height", Above(0.0)),
        ("Dimensions", "weight", Above(0.0)),
        // Plate heat exchangers (library.md section 9).
        ("HeatExchangerBody", "model", model),
        ("HeatExchangerBody", "brand", NonBlank(domain::rules::BRAND_MAX_CHARS)),
        (
            "HeatExchangerBody",
            "capacityKw",
            Between(domain::heat_exchanger::CAPACITY_MIN_KW, domain::heat_exchanger::CAPACITY_MAX_KW),
        ),
        ("HeatExchangerBody", "applicationType", OneOf("ApplicationType")),
        ("HeatExchangerBody", "notes", MaxChars(domain::heat_exchanger::NOTES_MAX_CHARS)),
        (
            "HeatExchangerBody",
            "pressureDropKpa",
            Between(
                domain::heat_exchanger::PRESSURE_DROP_RANGE_KPA.0,
                domain::heat_exchanger::PRESSURE_DROP_RANGE_KPA.1,
            ),
        ),
        (
            "HeatExchangerBody",
            "ratedFlowLmin",
            Between(domain::heat_exchanger::RATED_FLOW_RANGE_LMIN.0, domain::heat_exchanger::RATED_FLOW_RANGE_LMIN.1),
        ),
        // Compressors (issue 14's ranges).
        ("CompressorInput", "model", model),
        ("CompressorInput", "brand", brand),
        ("CompressorInput", "type", OneOf("CompressorType")),
        // Every upload carries a file with something in it ('Archivo requerido').
        ("FileUpload", "file", MinChars(1)),
        ("TechnicalData", "displacement", Limits(compressor::DISPLACEMENT)),
        ("TechnicalData", "cylinders", Limits(compressor::CYLINDERS)),
        ("TechnicalData", "weight", Limits(compressor::WEIGHT)),
        ("TechnicalData", "maxPressureHP", Limits(compressor::MAX_PRESSURE)),
        ("TechnicalData", "maxPressureLP", Limits(compressor::MAX_PRESSURE)),
        ("TechnicalData", "suctionConnection", MaxChars(compressor::TEXT_MAX_CHARS)),
        ("TechnicalData", "dischargeConnection", MaxChars(compressor::TEXT_MAX_CHARS)),
        ("MotorData", "voltage", MaxChars(compressor::TEXT_MAX_CHARS)),
        ("MotorData", "frequency", Limits(compressor::FREQUENCY)),
        ("MotorData", "ratedCurrent", Limits(compressor::RATED_CURRENT)),
        ("MotorData", "startingCurrent", Limits(compressor::STARTING_CURRENT)),
        ("MotorData", "power", Limits(compressor::POWER)),
        ("MotorData", "efficiency", Limits(compressor::EFFICIENCY)),
        ("MotorData", "protectionType", MaxChars(compressor::TEXT_MAX_CHARS)),
        ("OilData", "type", MaxChars(compressor::TEXT_MAX_CHARS)),
        ("OilData", "charge", Limits(compressor::OIL_CHARGE)),
        ("OilData", "service", MaxChars(compressor::TEXT_MAX_CHARS)),
        ("SoundData", "soundPowerLevel", Limits(compressor::SOUND_LEVEL)),
        ("SoundData", "soundPressureLevel", Limits(compressor::SOUND_LEVEL)),
        ("CompressorDimensions", "length", Limits(compressor::DIMENSION)),
        ("CompressorDimensions", "width", Limits(compressor::DIMENSION)),
        ("CompressorDimensions", "height", Limits(compressor::DIMENSION)),
        ("CompressorDimensions", "connectionHeight", Limits(compressor::CONNECTION_HEIGHT)),
        ("MotorData", "phases", WholeIn(&compressor::PHASES)),
        // Calculations: a rack has circuits, a circuit compressors, each
        // named; a chiller has circuits (calculation.md: 'Por favor complete
        // todos los circuitos y compresores').
        ("RackRequest", "circuits", MinItems(1)),
        ("RackRequest", "circuits", MaxItems(domain::calculation::RACK_MAX_CIRCUITS)),
        ("ChillerSettingsRequest", "circuits", MaxItems(domain::calculation::CHILLER_MAX_CIRCUITS)),
        ("RackRequest", "refrigerant", OneOf(REFRIGERANT_CODE)),
        ("SingleRequest", "refrigerant", OneOf(REFRIGERANT_CODE)),
        ("SingleRequest", "model", NonBlank(usize::MAX)),
        ("ChillerRequest", "refrigerant", OneOf(REFRIGERANT_CODE)),
        ("ChillerSettingsRequest", "circuits", MinItems(1)),
        (
            "ChillerSettingsRequest",
            "pipeDistance",
            Between(domain::calculation::PIPE_DISTANCE_RANGE.0, domain::calculation::PIPE_DISTANCE_RANGE.1),
        ),
        ("CircuitRequest", "compressors", MinItems(1)),
        // A required capacity, when given, above 0: 0 judges nothing
        // (tester report 3, defect 23; `ZeroCapacity`).
        ("CircuitRequest", "requiredCapacity", Above(0.0)),
        ("ChillerSettingsRequest", "requiredCapacity", Above(0.0)),
        ("CompressorRef", "model", NonBlank(usize::MAX)),
        // A condition entered as a pressure: absolute, above 0.
        ("SaturationPressure", "absoluteBar", Above(0.0)),
        // The regulatory check's room: a volume above 0 (`regulatory.rs`).
        ("SiteFields", "roomVolume", Above(0.0)),
        ("SiteRequest", "roomVolume", Above(0.0)),
        // Coefficient sets: a refrigerant is named (a set is for one).
        ("PolynomialInput", "refrigerant", NonBlank(usize::MAX)),
        // Selections (selection.md): the duty point inside the calculation's ranges.
        ("CompressorSelection", "refrigerant", OneOf(REFRIGERANT_CODE)),
        ("DutyPoint", "refrigerant", OneOf(REFRIGERANT_CODE)),
        ("CondenserSelection", "refrigerant", OneOf(REFRIGERANT_CODE)),
        ("HeatExchangerSelection", "refrigerant", OneOf(REFRIGERANT_CODE)),
        ("ProjectBody", "refrigerant", OneOf(REFRIGERANT_CODE)),
        ("CompressorSelection", "evapTemp", Between(EVAP.0, EVAP.1)),
        ("CompressorSelection", "condTemp", Between(cond_min, cond_max)),
        ("CompressorSelection", "requiredCapacity", duty),
        ("CompressorSelection", "voltage", Above(0.0)),
        ("CompressorSelection", "superheat", AtLeast(0.0)),
        ("CompressorSelection", "subcooling", AtLeast(0.0)),
        ("DutyPoint", "superheat", AtLeast(0.0)),
        ("DutyPoint", "subcooling", AtLeast(0.0)),
        ("CompressorSelection", "frequency", Limits(compressor::FREQUENCY)),
        ("Band", "min", Above(0.0)),
        ("DutyPoint", "evapTemp", Between(EVAP.0, EVAP.1)),
        ("DutyPoint", "voltage", Above(0.0)),
        ("DutyPoint", "frequency", Limits(compressor::FREQUENCY)),
        ("DutyPoint", "condTemp", Between(cond_min, cond_max)),
        ("CondenserSelection", "heatRejection", duty),
        ("CondenserSelection", "condTemp", Between(cond_min, cond_max)),
        (
            "CondenserSelection",
            "ambientTemp",
            Between(domain::selection::AMBIENT_RANGE_C.0, domain::selection::AMBIENT_RANGE_C.1),
        ),
        ("CondenserSelection", "oversizing", oversizing),
        ("HeatExchangerSelection", "requiredCapacity", duty),
        ("HeatExchangerSelection", "oversizing", oversizing),
        // A personal API token is named (its name is cut to 120 characters).
        ("TokenBody", "name", NonBlank(usize::MAX)),
        // A refrigerant's sheet names equipment types from the fixed list.
        ("ChangeBody", "allowedEquipmentTypes", ItemsOneOf("EquipmentType")),
        // Company settings and the sheets' design.
        ("CompanyBody", "companyName", NonBlank(company)),
        ("CompanyBody", "email", MaxChars(company)),
        ("CompanyBody", "email", Pattern(EMAIL)),
        ("CompanyBody", "phone", MaxChars(company)),
        ("CompanyBody", "website", MaxChars(company)),
        ("CompanyBody", "jurisdiction", OneOf("Jurisdiction")),
        ("CompanyBody", "numberLocale", OneOf("NumberLocale")),
        ("DesignBody", "logoPosition", OneOf("LogoPosition")),
        ("DesignBody", "footerText", MaxChars(domain::design_config::MAX_FOOTER_TEXT)),
        ("DesignBody", "logoUrl", image),
        ("DesignBody", "rackImageUrl", image),
        ("DesignBody", "chillerImageUrl", image),
        ("DesignBody", "condensingUnitImageUrl", image),
        ("DesignBody", "motorCompressorImageUrl", image),
        ("DesignBody", "heatPumpImageUrl", image),
    ]
}

/// Rules of the split-off copies only (applied after [`SPLITS`] and [`COPIES`]).
fn typed_rules() -> Vec<(&'static str, &'static str, Rule)> {
    let max = compressor::COEFFICIENT_MAX_ABS;
    let mut rules: Vec<_> = ["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9", "c10"]
        .into_iter()
        .flat_map(|c| [("TypedPolynomial", c, Pattern(COEFFICIENT_TEXT)), ("TypedPolynomial", c, Between(-max, max))])
        .collect();
    // A chiller's circuit carries its own required capacity, above 0
    // ('Cada circuito necesita temperatura de evaporación, capacidad
    // requerida y al menos un compresor').
    rules.push(("ChillerCircuitRequest", "requiredCapacity", Above(0.0)));
    rules
}

/// A schema copied under another name for one place that uses it, where
/// that place requires more: (schema, copy, (schema, array field) whose
/// items become the copy).
const COPIES: &[(&str, &str, (&str, &str))] =
    &[("CircuitRequest", "ChillerCircuitRequest", ("ChillerSettingsRequest", "circuits"))];

/// (operationId, parameter, rule): query and path parameters.
fn parameter_rules() -> Vec<(&'static str, &'static str, Rule)> {
    let (low, high) = crate::library::refrigerants::QUERY_TEMP_RANGE;
    let temperature = Between(low, high);
    let versions = Whole(0.0, u32::MAX.into());
    let chart = Between(crate::sheets::envelope::CHART_MIN_C, crate::sheets::envelope::CHART_MAX_C);
    vec![
        ("getPhDiagram", "refrigerant", NonBlank(usize::MAX)),
        ("getPhDiagram", "evapTemp", temperature),
        ("getPhDiagram", "condTemp", temperature),
        ("drawPhDiagram", "refrigerant", NonBlank(usize::MAX)),
        ("drawPhDiagram", "evapTemp", temperature),
        ("drawPhDiagram", "condTemp", temperature),
        ("getRefrigerantPressures", "evapTemp", temperature),
        ("getRefrigerantPressures", "condTemp", temperature),
        ("getRefrigerantTable", "evapTemp", temperature),
        ("getRefrigerantTable", "condTemp", temperature),
        ("listRefrigerantCodes", "equipmentType", OneOfOrEmpty("EquipmentType")),
        ("generateRefrigerantSheet", "code", NonBlank(usize::MAX)),
        ("getSaturationTemperatures", "evapPressure", Above(0.0)),
        ("getSaturationTemperatures", "condPressure", Above(0.0)),
        ("drawEnvelopeChart", "evapMin", chart),
        ("drawEnvelopeChart", "evapMax", chart),
        ("drawEnvelopeChart", "condMin", chart),
        ("drawEnvelopeChart", "condMax", chart),
        ("drawEnvelopeChart", "evap", chart),
        ("drawEnvelopeChart", "cond", chart),
        ("drawEnvelopeChart", "label", MaxChars(crate::sheets::envelope::LABEL_MAX_CHARS)),
        ("drawEnvelopeChart", "polygon", Pattern(crate::sheets::envelope::QUERY_POLYGON_PATTERN)),
        ("diffProjectVersions", "from", versions),
        ("diffProjectVersions", "to", versions),
    ]
}

/// A request schema shared by a create and an update, split in two: the
/// update (a PATCH merges, so every field stays optional) gets a copy under
/// `patch_name`, and the create's keeps the name and requires `required`.
struct Split {
    schema: &'static str,
    update: &'static str,
    patch_name: &'static str,
}

const SPLITS: &[Split] = &[
    Split { schema: "ProjectBody", update: "updateProject", patch_name: "ProjectPatch" },
    Split { schema: "CondenserBody", update: "updateCondenser", patch_name: "CondenserPatch" },
    Split { schema: "HeatExchangerBody", update: "updateHeatExchanger", patch_name: "HeatExchangerPatch" },
    // Not a create and an update: a set typed by hand (PATCH) refuses an
    // empty coefficient, where a confirmed import reads it as 0.
    Split { schema: "PolynomialInput", update: "updatePolynomial", patch_name: "TypedPolynomial" },
];

/// (schema, fields): what a create must carry. Absent, the rule refuses it
/// ('Modelo es requerido', 'Seleccione un tipo de equipo').
const REQUIRED: &[(&str, &[&str])] = &[
    ("ProjectBody", &["name", "equipmentType"]),
    ("CondenserBody", &["model", "capacity", "fanCount", "fanPowerConsumption"]),
    ("HeatExchangerBody", &["model", "brand", "capacityKw", "applicationType"]),
    ("NewCompressor", &["model"]),
    ("PolynomialInput", &["refrigerant"]),
    ("TypedPolynomial", &["refrigerant"]),
    // 'Por favor complete todos los campos requeridos', 'Campos incompletos'.
    ("SingleRequest", &["evapTemp", "condTemp", "refrigerant", "model"]),
    ("RackRequest", &["condTemp", "circuits", "refrigerant"]),
    ("ChillerRequest", &["condTemp", "chillerConfig", "refrigerant"]),
    ("ChillerSettingsRequest", &["circuits"]),
    ("CircuitRequest", &["evapTemp", "compressors"]),
    ("ChillerCircuitRequest", &["evapTemp", "compressors", "requiredCapacity"]),
    ("CompressorRef", &["model"]),
];

/// Rules that span fields or read stored state, which no JSON Schema
/// keyword states, written in the description of each operation that can
/// answer 422 (issue 25 item 2), under "Reglas entre campos". Each is a
/// 422 naming the rule, as its message says it. An operation whose 422
/// answers only what its schema already says (text with U+0000, a fixed
/// list, a range) says so, so every operation documenting 422 has the
/// section (`tests`).
const SECTION: &str = "Reglas entre campos (si no se cumplen, 422 con el mensaje de la regla):";

const SCHEMA_ONLY: &str = "Ninguna más allá del esquema: un 422 aquí responde a lo que el esquema ya dice \
     (texto con el carácter nulo U+0000, una lista fija, un rango, un campo vacío)";
const EVAP_BELOW_COND: &str =
    "La temperatura de evaporación (evapTemp, de cada circuito) debe ser menor que la de condensación (condTemp)";
const COND_OWN_RANGE: &str = "La temperatura de condensación (condTemp) debe quedar en el rango del refrigerante \
     elegido (la descripción de condTemp da el de cada uno) y a más de 1,5 K de su punto crítico";
const LINE_SPLIT: &str = "En una división de líneas (suctionLinesConfig, liquidLinesConfig) de tipo percentage, los \
     valores de las líneas deben sumar 100 %; de tipo capacity, cada línea necesita un valor mayor que 0; los \
     diámetros fijados (sizes, dischargeLineSize), uno por línea y dentro de las tablas de tubería del refrigerante";
const CAPACITY_OR_FLUID: &str = "La capacidad requerida se da directamente (requiredCapacity) o por el fluido: \
     fluido, caudal (coldSide.flowRate, mayor que 0) y temperaturas de entrada y salida, todos";
const WATER_COOLED: &str = "Con condensador enfriado por agua, la temperatura de condensación debe superar la salida \
     del agua del condensador en al menos el acercamiento mínimo (K), y con sus dos temperaturas el lado caliente \
     entra más frío de lo que sale (hotSide.tempIn < hotSide.tempOut)";
const AIR_COOLED: &str = "Con condensador enfriado por aire, la temperatura de condensación (condTemp) debe superar \
     la temperatura ambiente (ambientTemp) en al menos 2 K y como máximo 30 K: la capacidad de un condensador se \
     escala con la diferencia de temperatura; pasados los 20 K que publican los fabricantes (EN 327) la respuesta \
     avisa que está extrapolada, y la ambiente de diseño es la más alta esperada";
const CHILLER_FLUID: &str = "En un chiller, la evaporación de cada circuito debe ser menor que la salida del fluido \
     (tempOut) y quedar al menos el margen de seguridad (K) sobre el punto de congelación del fluido elegido";
const COLD_SIDE_COOLED: &str = "En un chiller, con las dos temperaturas del lado frío, la de entrada (tempIn) debe \
     superar la de salida (tempOut): el evaporador enfría el fluido";
const UNIT_LIMITS: &str = "Una unidad condensadora (con condensingUnitConfig) tiene como máximo 2 circuitos y 4 \
     compresores en total";
const ENVELOPE: &str = "Rangos de la envolvente: cada mínimo menor que su máximo (evapTempMin < evapTempMax, \
     condTempMin < condTempMax); un polígono de envolvente necesita al menos tres puntos (to, tc) que encierren un \
     área, sin lados que se crucen";
const PHYSICAL: &str = "Los coeficientes deben dar una capacidad positiva y una potencia positiva dentro de su \
     envolvente, y cada unidad debe corresponder a su parámetro (W o Btu/h para capacidad, °C o °F para temperaturas)";
const MODEL_IN_CATALOGUE: &str = "Los modelos nombrados (compresores, condensador, intercambiador) y el refrigerante \
     deben existir en la biblioteca vigente";
const FREQUENCY_PUBLISHED: &str = "Con frecuencia (frequency), cada compresor necesita juegos de coeficientes \
     publicados a ella o, si es de velocidad variable, a velocidades que la encierren";
const PROJECT_CALCULATES: &str = "El proyecto debe calcular: el tipo de equipo (equipmentType) pide su configuración \
     (rackConfig, condensingUnitConfig, chillerConfig, o compressorsConfig con evapTemp y condTemp para una \
     motocompresora), con las reglas de su cálculo";
const PRESSURE_NEEDS_REFRIGERANT: &str = "Una condición dada como presión (evapPressure, condPressure) necesita el \
     refrigerante, y la presión debe caer dentro de su tabla de saturación";
const MODEL_CHOSEN: &str = "Un archivo de catálogo con varios modelos (columna de modelo de un CSV, compresores de \
     un IDF) se importa un modelo por vez: model debe nombrar uno de los modelos del archivo (extracción: models) y \
     solo se importan sus polinomios, que deben indicar su modelo; sin model, un archivo de varios modelos se rechaza";
const SOURCE_UPLOADED: &str = "Un archivo de origen nombrado (sourceFile) debe haberse subido antes a este servidor";
const FILE_CONTENT: &str = "El contenido del archivo debe ser del tipo que declara su nombre (PNG, JPEG o SVG para \
     imágenes; PDF, Excel, CSV o texto para importaciones), legible, no cifrado y dentro de los límites de tamaño";
const DATASHEET_READABLE: &str = "La hoja del fabricante debe dar los datos que pide la importación (modelo, tipo, \
     refrigerante y voltaje; o al menos un juego de coeficientes)";
const PATCH_MERGED: &str = "Los campos que el cambio omite conservan su valor guardado; el registro resultante \
     cumple las mismas reglas que una creación";
const QUERY_TEMPERATURES: &str = "La evaporación (evapTemp) debe ser menor que la condensación (condTemp), y ambas \
     deben caer dentro de los datos del refrigerante";
const PRESSURES_IN_TABLE: &str = "Se da al menos una presión (evapPressure o condPressure), y cada una debe caer \
     dentro de la tabla de saturación del refrigerante";
const CHART_LIMITS: &str = "Cada mínimo menor que su máximo (evapMin < evapMax, condMin < condMax); el polígono \
     (polygon) encierra un área, sin lados que se crucen, dentro de los límites de temperatura de una envolvente";
const COMPANY_NAME_SAVED: &str = "Sin nombre de empresa guardado, el primer guardado debe darlo (companyName)";
const SHEET_NEEDS_CALCULATION: &str = "El proyecto debe tener un cálculo guardado";
const RECALCULATES: &str = "La biblioteca vigente debe permitir calcular la configuración guardada del proyecto";
const VERSIONS_EXIST: &str = "from y to deben ser versiones existentes del proyecto";
const REFRIGERANT_KNOWN: &str = "El código debe ser de un refrigerante con datos de referencia";
const USER_RULES: &str = "El correo no debe estar ya usado; con cuentas locales la contraseña es obligatoria (10 \
     caracteres o más) y con OpenID Connect no se acepta";
const OWN_ACCOUNT: &str = "Un administrador no puede quitarse su propio rol ni desactivar su propia cuenta";
const SELECTION_RANGES: &str = "count: mínimo no mayor que el máximo; band: mínimo no mayor que el máximo";
const AMBIENT_BELOW_COND: &str = "La temperatura ambiente debe ser menor que la de condensación";
const EXCHANGER_RATING: &str = "La caída de presión del agua (pressureDropKpa, kPa) y el caudal de agua al que se \
     da (ratedFlowLmin, L/min) se indican los dos o ninguno";

/// Operation → the rules it enforces beyond its schema.
const CROSS_FIELD: &[(&str, &[&str])] = &[
    ("calculateSingleCompressor", &[EVAP_BELOW_COND, COND_OWN_RANGE, MODEL_IN_CATALOGUE, FREQUENCY_PUBLISHED]),
    (
        "calculateRack",
        &[
            EVAP_BELOW_COND,
            COND_OWN_RANGE,
            LINE_SPLIT,
            UNIT_LIMITS,
            WATER_COOLED,
            AIR_COOLED,
            MODEL_IN_CATALOGUE,
            FREQUENCY_PUBLISHED,
        ],
    ),
    (
        "calculateChiller",
        &[
            EVAP_BELOW_COND,
            COND_OWN_RANGE,
            CHILLER_FLUID,
            COLD_SIDE_COOLED,
            CAPACITY_OR_FLUID,
            LINE_SPLIT,
            WATER_COOLED,
            AIR_COOLED,
            MODEL_IN_CATALOGUE,
            FREQUENCY_PUBLISHED,
        ],
    ),
    (
        "createProject",
        &[
            PROJECT_CALCULATES,
            EVAP_BELOW_COND,
            COND_OWN_RANGE,
            PRESSURE_NEEDS_REFRIGERANT,
            LINE_SPLIT,
            CAPACITY_OR_FLUID,
            WATER_COOLED,
            AIR_COOLED,
            CHILLER_FLUID,
            COLD_SIDE_COOLED,
            MODEL_IN_CATALOGUE,
        ],
    ),
    (
        "updateProject",
        &[
            PATCH_MERGED,
            PROJECT_CALCULATES,
            EVAP_BELOW_COND,
            COND_OWN_RANGE,
            PRESSURE_NEEDS_REFRIGERANT,
            LINE_SPLIT,
            CAPACITY_OR_FLUID,
            WATER_COOLED,
            AIR_COOLED,
            CHILLER_FLUID,
            COLD_SIDE_COOLED,
            MODEL_IN_CATALOGUE,
        ],
    ),
    ("recalculateProject", &[RECALCULATES]),
    ("generateProjectPdf", &[SHEET_NEEDS_CALCULATION]),
    ("diffProjectVersions", &[VERSIONS_EXIST]),
    ("selectCompressors", &[EVAP_BELOW_COND, COND_OWN_RANGE, SELECTION_RANGES, MODEL_IN_CATALOGUE]),
    ("listCompressorsAtDuty", &[EVAP_BELOW_COND, COND_OWN_RANGE, MODEL_IN_CATALOGUE]),
    ("selectCondensers", &[AMBIENT_BELOW_COND, COND_OWN_RANGE, MODEL_IN_CATALOGUE]),
    ("selectHeatExchangers", &[MODEL_IN_CATALOGUE]),
    ("createPolynomial", &[ENVELOPE, PHYSICAL]),
    ("updatePolynomial", &[PATCH_MERGED, ENVELOPE, PHYSICAL]),
    ("confirmCompressorPolynomialImport", &[ENVELOPE, PHYSICAL, SOURCE_UPLOADED, MODEL_CHOSEN]),
    ("extractCompressorPolynomials", &[FILE_CONTENT, DATASHEET_READABLE]),
    ("extractCompressorDatasheet", &[FILE_CONTENT, DATASHEET_READABLE]),
    ("createCompressor", &[ENVELOPE, SOURCE_UPLOADED]),
    ("updateCompressor", &[PATCH_MERGED, ENVELOPE, SOURCE_UPLOADED]),
    ("createCondenser", &[SCHEMA_ONLY]),
    ("updateCondenser", &[PATCH_MERGED]),
    ("createHeatExchanger", &[EXCHANGER_RATING]),
    ("updateHeatExchanger", &[PATCH_MERGED, EXCHANGER_RATING]),
    ("saveCompanySettings", &[COMPANY_NAME_SAVED]),
    ("saveDesignConfig", &[SCHEMA_ONLY]),
    ("uploadDesignImage", &[FILE_CONTENT]),
    ("uploadImage", &[FILE_CONTENT]),
    ("uploadRefrigerantPdf", &[FILE_CONTENT]),
    ("generateRefrigerantSheet", &[REFRIGERANT_KNOWN]),
    ("updateRefrigerantSheet", &[SCHEMA_ONLY]),
    ("listRefrigerantCodes", &[SCHEMA_ONLY]),
    ("getRefrigerantPressures", &[QUERY_TEMPERATURES]),
    ("getRefrigerantTable", &[QUERY_TEMPERATURES]),
    ("getSaturationTemperatures", &[PRESSURES_IN_TABLE]),
    ("getPhDiagram", &[QUERY_TEMPERATURES, REFRIGERANT_KNOWN]),
    ("drawPhDiagram", &[QUERY_TEMPERATURES, REFRIGERANT_KNOWN]),
    ("drawEnvelopeChart", &[CHART_LIMITS]),
    ("textsInUnits", &[SCHEMA_ONLY]),
    ("login", &[SCHEMA_ONLY]),
    ("createApiToken", &[SCHEMA_ONLY]),
    ("addUser", &[USER_RULES]),
    ("changeUser", &[OWN_ACCOUNT]),
];

/// Appends each operation's [`CROSS_FIELD`] rules to its description.
fn describe_cross_field_rules(document: &mut Value) {
    for (id, rules) in CROSS_FIELD {
        let Some(operation) = operation_mut(document, id).and_then(Value::as_object_mut) else { continue };
        let mut text = operation.get("description").and_then(Value::as_str).unwrap_or_default().to_string();
        if !text.is_empty() {
            text.push_str("\n\n");
        }
        text.push_str(SECTION);
        for rule in *rules {
            text.push_str("\n- ");
            text.push_str(rule);
        }
        set(operation, "description", json!(text));
    }
}

/// Writes every rule into `document` (the served one, as JSON).
pub(super) fn apply(document: &mut Value) {
    if let Some(schemas) = document.pointer_mut("/components/schemas").and_then(Value::as_object_mut) {
        schemas.insert(REFRIGERANT_CODE.to_string(), refrigerant_code_schema());
    }
    for (schema, field, rule) in field_rules() {
        let enums = enum_values(document, rule);
        if let Some(property) = locate(document, schema, field).and_then(|p| document.pointer_mut(&p)) {
            constrain(property, rule, enums);
        }
    }
    for (operation, name, rule) in parameter_rules() {
        let enums = enum_values(document, rule);
        if let Some(schema) = parameter_schema(document, operation, name) {
            constrain(schema, rule, enums);
        }
    }
    for split in SPLITS {
        let Some(copy) = document.pointer(&schema_pointer(split.schema)).cloned() else { continue };
        if let Some(schemas) = document.pointer_mut("/components/schemas").and_then(Value::as_object_mut) {
            schemas.insert(split.patch_name.to_string(), copy);
        }
        if let Some(body) = operation_mut(document, split.update)
            .and_then(|o| o.pointer_mut("/requestBody/content/application~1json/schema"))
        {
            *body = json!({"$ref": format!("#/components/schemas/{}", split.patch_name)});
        }
    }
    for (source, name, (owner, field)) in COPIES {
        let Some(copy) = document.pointer(&schema_pointer(source)).cloned() else { continue };
        if let Some(schemas) = document.pointer_mut("/components/schemas").and_then(Value::as_object_mut) {
            schemas.insert(name.to_string(), copy);
        }
        if let Some(items) = locate(document, owner, field).and_then(|p| document.pointer_mut(&format!("{p}/items"))) {
            *items = json!({"$ref": format!("#/components/schemas/{name}")});
        }
    }
    for (schema, field, rule) in typed_rules() {
        if let Some(property) = locate(document, schema, field).and_then(|p| document.pointer_mut(&p)) {
            constrain(property, rule, None);
        }
    }
    for (schema, fields) in REQUIRED {
        require(document, schema, fields);
    }
    // Bodies only: a query or path parameter with U+0000 is read as any
    // other text (it names nothing, or filters to nothing).
    if let Some(schemas) = document.pointer_mut("/components/schemas") {
        without_nul(schemas);
    }
    for item in document.get_mut("paths").and_then(Value::as_object_mut).into_iter().flat_map(|p| p.values_mut()) {
        for operation in item.as_object_mut().into_iter().flat_map(|o| o.values_mut()) {
            for part in ["requestBody", "responses"] {
                if let Some(node) = operation.get_mut(part) {
                    without_nul(node);
                }
            }
        }
    }
    describe_cross_field_rules(document);
}

/// Text without the NUL character: the server refuses a JSON body holding
/// U+0000 anywhere (`api_error::ApiJson`: no store keeps it, PostgreSQL's
/// `json` refuses it).
const NO_NUL: &str = r"^[^\u0000]*$";
/// [`NON_BLANK`]'s rule without the NUL character.
const NON_BLANK_NO_NUL: &str = r"^[^\u0000]*[^\s\u0000][^\u0000]*$";
const NON_BLANK: &str = r"\S";

/// Says of every text schema under `node` (a property, an item, a map's
/// keys) that it holds no NUL character: a pattern where it
/// has none; `\S` (non-blank) becomes its NUL-free form. Anchored patterns
/// are left as they are: each spells the characters it admits, and none
/// admits U+0000 (`tests` checks). Fixed lists and binary parts are not text.
fn without_nul(node: &mut Value) {
    match node {
        Value::Object(map) => {
            let text = match map.get("type") {
                Some(Value::String(t)) => t == "string",
                Some(Value::Array(types)) => types.contains(&json!("string")),
                _ => false,
            };
            let fixed =
                map.contains_key("enum") || map.contains_key("const") || map.get("format") == Some(&json!("binary"));
            if text && !fixed {
                let pattern = match map.get("pattern").and_then(Value::as_str) {
                    None => Some(NO_NUL),
                    Some(NON_BLANK) => Some(NON_BLANK_NO_NUL),
                    Some(_) => None,
                };
                if let Some(pattern) = pattern {
                    set(map, "pattern", json!(pattern));
                }
            }
            for (key, value) in map.iter_mut() {
                // Examples and defaults are values, not schemas.
                if key != "example" && key != "examples" && key != "default" {
                    without_nul(value);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(without_nul),
        _ => {}
    }
}

/// The part of a JSON request body the served document declares for
/// `method path` (a route template, as axum's `MatchedPath`): `body` without
/// the members no schema on the way names. The server reads only those (serde
/// ignores the rest), so its rule against U+0000 (`api_error::ApiJson`)
/// looks only there, as the document's patterns say. `None` when the
/// operation or its JSON body is not in the document.
pub(super) fn declared_part(document: &Value, method: &str, path: &str, body: &Value) -> Option<Value> {
    let pointer = format!(
        "/paths/{}/{method}/requestBody/content/application~1json/schema",
        path.replace('~', "~0").replace('/', "~1")
    );
    let schema = document.pointer(&pointer)?;
    Some(declared(document, schema, body, 0))
}

/// `value` as `schema` declares it: an object keeps the members its
/// properties (or `additionalProperties`) name, through `$ref`, `allOf`,
/// `oneOf` and `anyOf`; a list, its items as `items` declares them.
fn declared(document: &Value, schema: &Value, value: &Value, depth: usize) -> Value {
    let mut parts = Vec::new();
    collect_parts(document, schema, &mut parts, depth);
    match value {
        Value::Object(members) => {
            let free = parts.iter().all(|p| p.get("properties").is_none() && p.get("additionalProperties").is_none());
            if free {
                return value.clone();
            }
            let mut kept = Map::new();
            for (key, member) in members {
                let declared_by = parts
                    .iter()
                    .find_map(|p| p.pointer(&format!("/properties/{}", key.replace('~', "~0").replace('/', "~1"))));
                let extra = parts.iter().find_map(|p| p.get("additionalProperties").filter(|a| a.is_object()));
                if let Some(member_schema) = declared_by.or(extra) {
                    kept.insert(key.clone(), declared(document, member_schema, member, depth + 1));
                }
            }
            Value::Object(kept)
        }
        Value::Array(items) => match parts.iter().find_map(|p| p.get("items")) {
            Some(item_schema) => {
                Value::Array(items.iter().map(|i| declared(document, item_schema, i, depth + 1)).collect())
            }
            None => value.clone(),
        },
        _ => value.clone(),
    }
}

/// The schemas `schema` stands for: itself, what it refers to, and its
/// `allOf` / `oneOf` / `anyOf` parts (a member any of them names is read).
fn collect_parts<'a>(document: &'a Value, schema: &'a Value, parts: &mut Vec<&'a Value>, depth: usize) {
    if depth > 64 {
        return;
    }
    if let Some(target) = schema.get("$ref").and_then(Value::as_str).and_then(|r| r.strip_prefix('#')) {
        if let Some(found) = document.pointer(target) {
            collect_parts(document, found, parts, depth + 1);
        }
    }
    parts.push(schema);
    for key in ["allOf", "oneOf", "anyOf"] {
        for part in schema.get(key).and_then(Value::as_array).into_iter().flatten() {
            collect_parts(document, part, parts, depth + 1);
        }
    }
}

fn schema_pointer(schema: &str) -> String {
    format!("/components/schemas/{schema}")
}

/// The JSON pointer of `field`'s schema in the component `schema`: among its
/// own properties, or those of an `allOf` part, following `$ref`s.
fn locate(document: &Value, schema: &str, field: &str) -> Option<String> {
    let base = schema_pointer(schema);
    let node = document.pointer(&base)?;
    if node.pointer(&format!("/properties/{field}")).is_some() {
        return Some(format!("{base}/properties/{field}"));
    }
    for (i, part) in node.get("allOf")?.as_array()?.iter().enumerate() {
        if part.pointer(&format!("/properties/{field}")).is_some() {
            return Some(format!("{base}/allOf/{i}/properties/{field}"));
        }
        if let Some(name) = part.get("$ref").and_then(Value::as_str).and_then(|r| r.rsplit('/').next()) {
            if let Some(found) = locate(document, name, field) {
                return Some(found);
            }
        }
    }
    None
}

fn enum_values(document: &Value, rule: Rule) -> Option<Value> {
    let (OneOf(name) | OneOfOrEmpty(name) | ItemsOneOf(name)) = rule else { return None };
    document.pointer(&format!("{}/enum", schema_pointer(name))).cloned()
}

fn constrain(property: &mut Value, rule: Rule, enums: Option<Value>) {
    let Some(map) = property.as_object_mut() else { return };
    match rule {
        NonBlank(max) => {
            set(map, "pattern", json!(r"\S"));
            if max != usize::MAX {
                set(map, "maxLength", json!(max));
            }
        }
        MaxChars(max) => set(map, "maxLength", json!(max)),
        MinChars(min) => set(map, "minLength", json!(min)),
        Between(min, max) => {
            set(map, "minimum", json!(min));
            set(map, "maximum", json!(max));
        }
        Above(min) => set(map, "exclusiveMinimum", json!(min)),
        AtLeast(min) => set(map, "minimum", json!(min)),
        Whole(min, max) => {
            set(map, "minimum", json!(min));
            set(map, "maximum", json!(max));
            set(map, "multipleOf", json!(1));
        }
        Limits(range) => {
            set(map, if range.min_inclusive { "minimum" } else { "exclusiveMinimum" }, json!(range.min));
            set(map, "maximum", json!(range.max));
            if range.integer {
                set(map, "multipleOf", json!(1));
            }
        }
        OneOf(_) => {
            if let Some(Value::Array(mut values)) = enums {
                // A field that may be left out keeps null among its values.
                let nullable =
                    map.get("type").is_some_and(|t| t.as_array().is_some_and(|t| t.contains(&json!("null"))));
                if nullable {
                    values.push(Value::Null);
                }
                map.remove("type");
                set(map, "enum", Value::Array(values));
            }
        }
        Pattern(pattern) => set(map, "pattern", json!(pattern)),
        MinItems(min) => set(map, "minItems", json!(min)),
        MaxItems(max) => set(map, "maxItems", json!(max)),
        OneOfOrEmpty(_) => {
            if let Some(Value::Array(mut values)) = enums {
                values.push(json!(""));
                map.clear();
                set(map, "type", json!("string"));
                set(map, "enum", Value::Array(values));
            }
        }
        ItemsOneOf(_) => {
            if let Some(values) = enums {
                set(map, "items", json!({"type": "string", "enum": values}));
            }
        }
        WholeIn(values) => {
            let values: Vec<Value> = values.iter().map(|v| json!(*v as i64)).collect();
            let description = map.remove("description");
            map.clear();
            let whole = json!({"type": "integer", "enum": values});
            set(map, "oneOf", json!([whole, {"type": "null"}]));
            if let Some(description) = description {
                set(map, "description", description);
            }
        }
    }
}

fn set(map: &mut Map<String, Value>, key: &str, value: Value) {
    map.insert(key.to_string(), value);
}

fn operation_mut<'a>(document: &'a mut Value, id: &str) -> Option<&'a mut Value> {
    document
        .get_mut("paths")?
        .as_object_mut()?
        .values_mut()
        .flat_map(|item| item.as_object_mut().into_iter().flat_map(|methods| methods.values_mut()))
        .find(|operation| operation.get("operationId").and_then(Value::as_str) == Some(id))
}

fn parameter_schema<'a>(document: &'a mut Value, operation: &str, name: &str) -> Option<&'a mut Value> {
    operation_mut(document, operation)?
        .get_mut("parameters")?
        .as_array_mut()?
        .iter_mut()
        .find(|p| p.get("name").and_then(Value::as_str) == Some(name))?
        .get_mut("schema")
}

/// The field's schema as a create needs it: not null (`type` without it,
/// or the one non-null alternative of a `oneOf`), and text with something
/// in it (blank text reads as absent): a number-or-text field's pattern
/// without its empty alternative, `\S` for other text.
fn present(property: &Value) -> Value {
    let mut narrowed = property.clone();
    if let Some(types) = property.get("type").and_then(Value::as_array) {
        let kept: Vec<Value> = types.iter().filter(|t| *t != "null").cloned().collect();
        let text = kept.contains(&json!("string"));
        narrowed["type"] = if kept.len() == 1 { kept[0].clone() } else { Value::Array(kept) };
        if text {
            let pattern = match property.get("pattern").and_then(Value::as_str) {
                Some(crate::schemas::NUMBER_TEXT) => Some(crate::schemas::NUMBER_TEXT_PRESENT),
                Some(_) => None,
                None => Some(r"\S"),
            };
            if let Some(pattern) = pattern {
                narrowed["pattern"] = json!(pattern);
            }
        }
        return narrowed;
    }
    if let Some(options) = property.get("oneOf").and_then(Value::as_array) {
        let kept: Vec<&Value> = options.iter().filter(|o| o.get("type") != Some(&json!("null"))).collect();
        if let [only] = kept.as_slice() {
            let mut only = (*only).clone();
            if let (Some(description), Some(map)) = (property.get("description"), only.as_object_mut()) {
                map.entry("description").or_insert_with(|| description.clone());
            }
            return only;
        }
    }
    if let Some(Value::Array(values)) = property.get("enum") {
        narrowed["enum"] = Value::Array(values.iter().filter(|v| !v.is_null()).cloned().collect());
    }
    narrowed
}

/// Makes `schema` require `fields`, none of them null or blank, in the
/// part of the schema that declares each (generators read `required` and
/// a property's type from one place). A field declared by a `$ref`'d part
/// is required after that part is copied in, so the referenced schema's
/// other users (an update's body) are not changed.
fn require(document: &mut Value, schema: &str, fields: &[&str]) {
    let own = format!("{}/", schema_pointer(schema));
    for field in fields {
        let mut pointer = locate(document, schema, field);
        if pointer.as_deref().is_some_and(|p| !p.starts_with(&own)) {
            inline_references(document, schema);
            pointer = locate(document, schema, field);
        }
        let Some(pointer) = pointer else { continue };
        let Some(property) = document.pointer(&pointer).map(present) else { continue };
        if let Some(slot) = document.pointer_mut(&pointer) {
            *slot = property;
        }
        let owner = pointer.trim_end_matches(&format!("/properties/{field}")).to_string();
        if let Some(Value::Object(owner)) = document.pointer_mut(&owner) {
            let required = owner.entry("required").or_insert_with(|| json!([]));
            if let Some(list) = required.as_array_mut().filter(|l| !l.contains(&json!(field))) {
                list.push(json!(field));
            }
        }
    }
}

/// Replaces each `$ref` part of `schema`'s `allOf` by a copy of the schema
/// it names.
fn inline_references(document: &mut Value, schema: &str) {
    let Some(parts) = document.pointer(&format!("{}/allOf", schema_pointer(schema))).and_then(Value::as_array) else {
        return;
    };
    let copies: Vec<Value> = parts
        .iter()
        .map(|part| match part.get("$ref").and_then(Value::as_str).and_then(|r| r.rsplit('/').next()) {
            Some(name) => document.pointer(&schema_pointer(name)).cloned().unwrap_or_else(|| part.clone()),
            None => part.clone(),
        })
        .collect();
    if let Some(slot) = document.pointer_mut(&format!("{}/allOf", schema_pointer(schema))) {
        *slot = Value::Array(copies);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use utoipa::OpenApi;

    fn raw() -> Value {
        serde_json::to_value(super::super::openapi::ApiDoc::openapi()).unwrap()
    }

    #[test]
    fn it_should_find_every_field_and_parameter_it_names() {
        let mut document = raw();
        for (schema, field, _) in field_rules() {
            assert!(locate(&document, schema, field).is_some(), "{schema}.{field} is not in the document");
        }
        for (operation, name, _) in parameter_rules() {
            assert!(parameter_schema(&mut document, operation, name).is_some(), "{operation}: no parameter {name}");
        }
        for (schema, fields) in REQUIRED {
            if SPLITS.iter().any(|s| s.patch_name == *schema) || COPIES.iter().any(|(_, copy, _)| copy == schema) {
                continue;
            }
            for field in *fields {
                assert!(locate(&document, schema, field).is_some(), "{schema}.{field} is not in the document");
            }
        }
        for split in SPLITS {
            assert!(operation_mut(&mut document, split.update).is_some(), "no operation {}", split.update);
        }
        for (source, _, (owner, field)) in COPIES {
            assert!(document.pointer(&schema_pointer(source)).is_some(), "no schema {source}");
            let items = locate(&document, owner, field).map(|p| format!("{p}/items"));
            assert!(items.and_then(|p| document.pointer(&p)).is_some(), "{owner}.{field} is not a list");
        }
    }

    #[test]
    fn it_should_require_the_parts_a_calculation_needs_down_to_each_compressor() {
        let mut document = raw();
        apply(&mut document);
        let schemas = &document["components"]["schemas"];
        let circuit = &schemas["CircuitRequest"];
        assert_eq!(circuit["required"], json!(["evapTemp", "compressors"]));
        assert_eq!(circuit["properties"]["compressors"]["type"], json!("array"));
        assert_eq!(circuit["properties"]["compressors"]["minItems"], json!(1));
        assert_eq!(schemas["CompressorRef"]["required"], json!(["model"]));
        let chiller = locate(&document, "ChillerSettingsRequest", "circuits").unwrap();
        let chiller = document.pointer(&chiller).unwrap();
        assert_eq!(chiller["items"]["$ref"], json!("#/components/schemas/ChillerCircuitRequest"));
        assert_eq!(chiller["minItems"], json!(1));
        let chiller_circuit = &schemas["ChillerCircuitRequest"];
        assert_eq!(chiller_circuit["required"], json!(["evapTemp", "compressors", "requiredCapacity"]));
        assert_eq!(chiller_circuit["properties"]["requiredCapacity"]["exclusiveMinimum"], json!(0.0));
        let rack = locate(&document, "RackRequest", "refrigerant").unwrap();
        let codes = document.pointer(&format!("{rack}/enum")).and_then(Value::as_array).unwrap();
        assert!(codes.contains(&json!("R404A")) && !codes.contains(&Value::Null), "{codes:?}");
    }

    #[tokio::test]
    async fn it_should_list_the_rules_beyond_the_schema_on_every_operation_that_answers_422() {
        let super::super::api_error::ApiJson(document) = super::super::openapi::document().await;
        let mut documented = 0;
        for (path, item) in document["paths"].as_object().unwrap() {
            for (method, operation) in item.as_object().unwrap() {
                if operation.pointer("/responses/422").is_none() {
                    continue;
                }
                documented += 1;
                let description = operation["description"].as_str().unwrap_or_default();
                let section = description.split_once(SECTION).map(|(_, rules)| rules).unwrap_or_default();
                assert!(
                    section.lines().filter(|l| l.starts_with("- ")).count() > 0,
                    "{method} {path} documents 422 without its rules: {description:?}"
                );
            }
        }
        assert!(documented > 30, "only {documented} operations document 422");
        let mut raw = raw();
        for (id, _) in CROSS_FIELD {
            assert!(operation_mut(&mut raw, id).is_some(), "no operation {id}");
        }
    }

    #[test]
    fn it_should_find_the_declared_part_of_a_body_through_references() {
        let document = super::super::openapi::served();
        let body = json!({
            "condTemp": 40, "refrigerant": "R404A", "junk\u{0}": "x\u{0}", "site": {"roomVolume": 30, "other": "\u{0}"},
            "circuits": [{"evapTemp": -6.7, "compressors": [{"model": "A", "extra": "\u{0}"}], "more": 1}],
            "condensingUnitConfig": null,
        });
        let kept = declared_part(document, "post", "/api/racks/calculate", &body).unwrap();
        assert_eq!(
            kept,
            json!({
                "condTemp": 40, "refrigerant": "R404A", "site": {"roomVolume": 30},
                "circuits": [{"evapTemp": -6.7, "compressors": [{"model": "A"}]}], "condensingUnitConfig": null,
            })
        );
        assert!(declared_part(document, "post", "/api/nothing", &body).is_none());
    }

    #[test]
    fn it_should_state_phases_as_a_form_both_generators_read() {
        let mut document = raw();
        apply(&mut document);
        let phases = &document["components"]["schemas"]["MotorData"]["properties"]["phases"];
        assert_eq!(phases["oneOf"], json!([{"type": "integer", "enum": [1, 3]}, {"type": "null"}]));
        assert!(phases.get("type").is_none() && phases.get("enum").is_none(), "{phases}");
        assert_eq!(compressor::PHASES, [1.0, 3.0], "the enumeration above is written from PHASES");
    }

    /// Whether `pattern` (one of the document's) can match text holding
    /// U+0000: anchored at both ends, no `.`, and every negated class names
    /// U+0000. A check of the patterns' text, so a new loose one fails here.
    fn admits_nul(pattern: &str) -> bool {
        if !(pattern.starts_with('^') && pattern.ends_with('$')) {
            return true;
        }
        let mut chars = pattern.chars();
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    chars.next();
                }
                '.' => return true,
                '[' => {
                    let mut class = String::new();
                    while let Some(c) = chars.next() {
                        if c == '\\' {
                            class.push(c);
                            class.extend(chars.next());
                            continue;
                        }
                        if c == ']' {
                            break;
                        }
                        class.push(c);
                    }
                    if class.starts_with('^') && !class.contains(r"\u0000") {
                        return true;
                    }
                }
                _ => {}
            }
        }
        false
    }

    #[tokio::test]
    async fn it_should_keep_the_nul_character_out_of_every_text_the_document_describes() {
        let super::super::api_error::ApiJson(document) = super::super::openapi::document().await;
        let mut texts = 0;
        let mut stack = vec![&document];
        while let Some(node) = stack.pop() {
            match node {
                Value::Object(map) => {
                    let text = match map.get("type") {
                        Some(Value::String(t)) => t == "string",
                        Some(Value::Array(types)) => types.contains(&json!("string")),
                        _ => false,
                    };
                    let fixed = map.contains_key("enum") || map.get("format") == Some(&json!("binary"));
                    if text && !fixed {
                        texts += 1;
                        let pattern = map.get("pattern").and_then(Value::as_str);
                        assert!(pattern.is_some_and(|p| !admits_nul(p)), "text that may hold U+0000: {node}");
                    }
                    let values = ["example", "default", "parameters"];
                    stack.extend(map.iter().filter(|(k, _)| !values.contains(&k.as_str())).map(|(_, v)| v));
                }
                Value::Array(items) => stack.extend(items),
                _ => {}
            }
        }
        assert!(texts > 100, "only {texts} text schemas found");
        assert!(admits_nul(r"\S") && admits_nul("^.*$") && admits_nul("^[^a]*$"));
        assert!(!admits_nul(NO_NUL) && !admits_nul(NON_BLANK_NO_NUL) && !admits_nul(EMAIL));
    }

    #[test]
    fn it_should_take_bounds_from_the_domain_and_split_create_from_update() {
        let mut document = raw();
        apply(&mut document);
        let create = &document["components"]["schemas"]["CondenserBody"];
        assert_eq!(create["properties"]["capacity"]["minimum"], json!(domain::condenser::CAPACITY_MIN_KW));
        assert_eq!(create["required"], json!(["model", "capacity", "fanCount", "fanPowerConsumption"]));
        assert_eq!(create["properties"]["model"]["type"], json!("string"));
        assert_eq!(create["properties"]["model"]["pattern"], json!(NON_BLANK_NO_NUL));
        let new_compressor = &document["components"]["schemas"]["NewCompressor"];
        assert!(
            new_compressor["allOf"][0].get("$ref").is_none(),
            "the compressor's part is copied in: {new_compressor}"
        );
        assert_eq!(new_compressor["allOf"][0]["required"], json!(["model"]));
        let update = &document["components"]["schemas"]["CompressorInput"];
        assert!(update.get("required").is_none(), "the update's schema is unchanged: {update}");
        let patch = &document["components"]["schemas"]["CondenserPatch"];
        assert!(patch.get("allOf").is_none() && patch.get("required").is_none(), "{patch}");
        assert_eq!(patch["properties"]["capacity"]["minimum"], json!(domain::condenser::CAPACITY_MIN_KW));
        let update = operation_mut(&mut document, "updateCondenser").unwrap().clone();
        assert_eq!(
            update["requestBody"]["content"]["application/json"]["schema"]["$ref"],
            json!("#/components/schemas/CondenserPatch")
        );
        let cylinders = &document["components"]["schemas"]["TechnicalData"]["properties"]["cylinders"];
        assert_eq!((cylinders["minimum"].clone(), cylinders["multipleOf"].clone()), (json!(1.0), json!(1)));
        let displacement = &document["components"]["schemas"]["TechnicalData"]["properties"]["displacement"];
        assert_eq!(displacement["exclusiveMinimum"], json!(0.0));
        let jurisdiction = &document["components"]["schemas"]["CompanyBody"]["properties"]["jurisdiction"];
        assert_eq!(jurisdiction["enum"], json!(["EU", "ES", "MX", "other", null]));
    }

    #[test]
    fn it_should_state_dates_and_object_urls_the_domain_reads() {
        assert!(domain::regulation::Date::parse("2026-02-28").is_some());
        let url = format!("{}{}.png", domain::design_config::OBJECT_URL_PREFIX, "a".repeat(64));
        assert!(domain::design_config::is_object_url(&url));
        assert!(domain::design_config::OBJECT_URL_PATTERN.contains(domain::design_config::OBJECT_URL_PREFIX));
    }
}
