//! POST /api/calculate, /api/racks/calculate and /api/chillers/calculate
//! (app-and-projects.md sections 5 and 7): requests as the screens send
//! them, checked with the spec's messages, resolved against the catalogue and
//! run through the engine.

use domain::compressor::model::canonical_refrigerant;
use domain::engine::chiller::{capacity_from_flow, flow_from_capacity, freezing_warning, model_name, KW_PER_TR, LMIN_PER_GPM};
use domain::engine::condenser::CondenserData;
use domain::engine::lines::Split;
use domain::engine::performance::{performance, CompressorData, Duty, Performance};
use domain::engine::system::{calculate, CalculationProvenance, CapacityControl, CircuitInput, CondenserChoice, SystemInput, SystemResult};
use domain::engine::{Defaults, ENGINE_VERSION};
use domain::properties::dataset;
use domain::rules::{DomainError, Rejection};
use read_models::compressor_catalogue::CompressorRow;
use read_models::condenser_catalogue::CondenserRow;
use read_models::heat_exchanger_catalogue::HeatExchangerRow;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::library::{compressors, condensers, heat_exchangers};
use crate::{AppError, AppState};

/// Evaporation and condensation ranges of app-and-projects.md section 9.
pub const EVAP_RANGE: (f64, f64) = (-45.0, 7.5);
pub const COND_RANGE: (f64, f64) = (11.6, 62.0);

/// Why a calculation request was refused; titles and texts as the spec words them.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CalculationError {
    #[error("Campos incompletos. Por favor complete la temperatura de condensación y configure al menos un circuito")]
    IncompleteFields,
    #[error("Circuitos incompletos. {0}")]
    IncompleteCircuits(String),
    #[error("Capacidad no determinada. Indique la capacidad requerida o el fluido, caudal y temperaturas de entrada y salida")]
    CapacityUndetermined,
    #[error("Límite alcanzado. {0}")]
    LimitReached(&'static str),
    #[error("Por favor complete todos los campos requeridos")]
    MissingFields,
    #[error("Compresores incompletos. Todos los compresores necesitan un modelo")]
    IncompleteCompressors,
    #[error("{field} fuera de rango: {value} °C (permitido de {min} a {max} °C)")]
    OutOfRange { field: &'static str, value: f64, min: f64, max: f64 },
    #[error("La temperatura de evaporación ({evap} °C) debe ser menor que la de condensación ({cond} °C)")]
    EvaporationAboveCondensation { evap: f64, cond: f64 },
    #[error("Compresor no encontrado en la biblioteca: {0}")]
    UnknownCompressor(String),
    #[error("Refrigerante desconocido: {code}. Códigos más cercanos: {}", closest.join(", "))]
    UnknownRefrigerant { code: String, closest: Vec<String> },
    #[error("{field} debe ser un número")]
    NotANumber { field: &'static str },
    #[error("Condensador no encontrado en la biblioteca: {0}")]
    UnknownCondenser(String),
    #[error("La distancia de tubería debe estar entre 1 y 100 m")]
    PipeDistance,
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
            Self::UnknownCondenser(_) => "calculation.unknown_condenser",
            Self::PipeDistance => "calculation.pipe_distance",
        }
    }

    fn rejection(&self) -> Rejection {
        Rejection::RuleViolation
    }

    fn field(&self) -> Option<&'static str> {
        match self {
            Self::OutOfRange { field, .. } | Self::NotANumber { field } => Some(field),
            _ => None,
        }
    }
}

fn fail<T>(error: CalculationError) -> Result<T, AppError> {
    Err(AppError::from_rule(error))
}

/// A number sent as a number or as text; absent or empty is `None`.
fn number(value: &Option<Value>, field: &'static str) -> Result<Option<f64>, AppError> {
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(Value::Number(n)) => Ok(n.as_f64().filter(|v| v.is_finite())),
        Some(Value::String(s)) => match s.trim().trim_end_matches(['V', 'v']).replace(',', ".").parse::<f64>() {
            Ok(v) if v.is_finite() => Ok(Some(v)),
            _ => fail(CalculationError::NotANumber { field }),
        },
        Some(_) => fail(CalculationError::NotANumber { field }),
    }
}

fn in_range(value: f64, field: &'static str, (min, max): (f64, f64)) -> Result<f64, AppError> {
    if value < min || value > max {
        return fail(CalculationError::OutOfRange { field, value, min, max });
    }
    Ok(value)
}

fn temperatures(evap: f64, cond: f64) -> Result<(), AppError> {
    in_range(evap, "evapTemp", EVAP_RANGE)?;
    in_range(cond, "condTemp", COND_RANGE)?;
    if evap >= cond {
        return fail(CalculationError::EvaporationAboveCondensation { evap, cond });
    }
    Ok(())
}

fn refrigerant(code: &Option<String>) -> Result<&'static domain::properties::RefrigerantData, AppError> {
    let code = code.as_deref().map(str::trim).filter(|c| !c.is_empty()).ok_or_else(|| AppError::from_rule(CalculationError::MissingFields))?;
    let canonical = canonical_refrigerant(code);
    dataset()
        .refrigerant(&canonical)
        .map_err(|_| AppError::from_rule(CalculationError::UnknownRefrigerant { code: code.to_string(), closest: dataset().closest(code, 3) }))
}

fn voltage(value: &Option<Value>) -> Result<f64, AppError> {
    Ok(number(value, "voltage")?.filter(|v| *v > 0.0).unwrap_or(460.0))
}

/// A compressor of the catalogue with everything the engine needs.
fn compressor_data(row: &CompressorRow) -> Option<CompressorData> {
    let spec = row.spec.as_ref()?;
    Some(CompressorData {
        id: row.id.clone(),
        model: spec.model.clone(),
        compressor_type: spec.compressor_type,
        rated_voltage: CompressorData::rated_voltage_from(&spec.voltage),
        rated_current: spec.motor_data.rated_current,
        polynomials: row
            .polynomials
            .iter()
            .map(|p| {
                let mut polynomial = p.polynomial.clone();
                polynomial.id.clone_from(&p.id);
                polynomial
            })
            .collect(),
    })
}

/// Finds a compressor by id (which wins) or by model, preferring one with
/// coefficient sets for the refrigerant when several share a model.
fn resolve(catalogue: &[CompressorRow], id: Option<&str>, model: Option<&str>, refrigerant: &str) -> Result<CompressorData, AppError> {
    let id = id.map(str::trim).filter(|s| !s.is_empty());
    let model = model.map(str::trim).filter(|s| !s.is_empty());
    let found = match (id, model) {
        (Some(id), _) => catalogue.iter().find(|r| r.id == id),
        (None, Some(model)) => {
            let same: Vec<&CompressorRow> = catalogue
                .iter()
                .filter(|r| r.spec.as_ref().is_some_and(|s| s.model.eq_ignore_ascii_case(model)))
                .collect();
            same.iter().find(|r| r.available_refrigerants.iter().any(|x| x == refrigerant)).or(same.first()).copied()
        }
        (None, None) => return fail(CalculationError::IncompleteCompressors),
    };
    found
        .and_then(compressor_data)
        .ok_or_else(|| AppError::from_rule(CalculationError::UnknownCompressor(id.or(model).unwrap_or_default().to_string())))
}

fn engine_error(error: domain::engine::EngineError) -> AppError {
    AppError::from_rule(error)
}

// ---------------------------------------------------------------- single

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct SingleRequest {
    pub compressor_id: Option<String>,
    pub model: Option<String>,
    pub evap_temp: Option<Value>,
    pub cond_temp: Option<Value>,
    pub refrigerant: Option<String>,
    pub voltage: Option<Value>,
    pub superheat: Option<Value>,
    pub subcooling: Option<Value>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SingleAnswer {
    pub compressor_id: String,
    pub model: String,
    #[serde(flatten)]
    pub performance: Performance,
    pub provenance: CalculationProvenance,
}

fn provenance(refrigerant: &str, polynomial_ids: Vec<String>, defaults: Defaults) -> CalculationProvenance {
    CalculationProvenance {
        engine_version: ENGINE_VERSION.into(),
        dataset_hash: dataset().hash().into(),
        coolprop_version: dataset().coolprop_version().into(),
        refrigerant: refrigerant.into(),
        polynomial_ids,
        defaults,
    }
}

/// One compressor at one duty point (W, W, A, °C).
pub async fn single(state: &AppState, request: SingleRequest) -> Result<SingleAnswer, AppError> {
    let (Some(evap), Some(cond)) = (number(&request.evap_temp, "evapTemp")?, number(&request.cond_temp, "condTemp")?) else {
        return fail(CalculationError::MissingFields);
    };
    if request.compressor_id.as_deref().is_none_or(|s| s.trim().is_empty()) && request.model.as_deref().is_none_or(|s| s.trim().is_empty()) {
        return fail(CalculationError::MissingFields);
    }
    temperatures(evap, cond)?;
    let r = refrigerant(&request.refrigerant)?;
    let catalogue = compressors::list(state, None).await?;
    let compressor = resolve(&catalogue, request.compressor_id.as_deref(), request.model.as_deref(), r.code())?;
    let defaults = Defaults::default();
    let duty = Duty {
        to: evap,
        tc: cond,
        voltage: voltage(&request.voltage)?,
        superheat: number(&request.superheat, "superheat")?,
        subcooling: number(&request.subcooling, "subcooling")?,
    };
    let perf = performance(&compressor, r, duty, &defaults).map_err(engine_error)?;
    Ok(SingleAnswer {
        provenance: provenance(r.code(), perf.polynomial_ids.clone(), defaults),
        compressor_id: compressor.id,
        model: compressor.model,
        performance: perf,
    })
}

// ---------------------------------------------------------------- racks

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct CompressorRef {
    pub id: Option<Value>,
    pub compressor_id: Option<String>,
    pub model: Option<String>,
    #[serde(rename = "type")]
    pub compressor_type: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct Division {
    #[serde(rename = "type")]
    pub kind: Option<String>,
    pub values: Option<Vec<Value>>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct LinesConfig {
    pub number_of_lines: Option<Value>,
    pub division: Option<Division>,
    pub capacity_control: Option<String>,
}

impl LinesConfig {
    fn split(&self) -> Result<Split, AppError> {
        let n = number(&self.number_of_lines, "numberOfLines")?.unwrap_or(1.0).round().clamp(1.0, 4.0) as usize;
        if n == 1 {
            return Ok(Split::Single);
        }
        let values: Vec<f64> = match self.division.as_ref().and_then(|d| d.values.as_ref()) {
            Some(values) => values.iter().map(|v| number(&Some(v.clone()), "division").map(|x| x.unwrap_or(0.0))).collect::<Result<_, _>>()?,
            None => return Ok(Split::Equal(n)),
        };
        let mut values: Vec<f64> = values.into_iter().take(n).collect();
        values.resize(n, 0.0);
        Ok(match self.division.as_ref().and_then(|d| d.kind.as_deref()) {
            Some("capacity") => Split::Capacities(values),
            _ => Split::Percentages(values),
        })
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct CircuitRequest {
    pub id: Option<Value>,
    pub evap_temp: Option<Value>,
    pub required_capacity: Option<Value>,
    pub compressors: Option<Vec<CompressorRef>>,
    pub suction_lines_config: Option<LinesConfig>,
    pub heat_exchanger_id: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct CondensingUnitConfig {
    pub condenser_id: Option<String>,
    pub auto_select_condenser: Option<bool>,
    pub condenser_oversizing: Option<Value>,
    pub ambient_temp: Option<Value>,
    pub filter_microchannel_only: Option<bool>,
    pub capacity_control: Option<String>,
    pub condenser_fan_type: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct RackRequest {
    pub circuits: Option<Vec<CircuitRequest>>,
    pub cond_temp: Option<Value>,
    pub refrigerant: Option<String>,
    pub voltage: Option<Value>,
    pub pipe_distance: Option<Value>,
    pub superheat: Option<Value>,
    pub subcooling: Option<Value>,
    pub condensing_unit_config: Option<CondensingUnitConfig>,
    pub liquid_lines_config: Option<LinesConfig>,
    pub capacity_control: Option<String>,
    pub condenser_fan_type: Option<String>,
}

fn capacity_control(value: Option<&str>) -> CapacityControl {
    match value.map(str::to_uppercase).as_deref() {
        Some("VFD") => CapacityControl::Vfd,
        Some("DIGITAL") => CapacityControl::Digital,
        _ => CapacityControl::Standard,
    }
}

fn condenser_data(row: &CondenserRow) -> CondenserData {
    CondenserData {
        id: row.id.clone(),
        model: row.model.clone(),
        capacity: row.capacity,
        fan_count: row.fan_count,
        fan_power_consumption: row.fan_power_consumption,
        is_microchannel: row.is_microchannel,
        rated_delta_t: row.rated_delta_t,
    }
}

struct Common {
    cond: f64,
    voltage: f64,
    pipe_distance: f64,
    superheat: Option<f64>,
    subcooling: Option<f64>,
}

impl Common {
    /// A system on these common settings, standard control, no EC fans.
    fn system<'a>(
        &self,
        refrigerant: &'a domain::properties::RefrigerantData,
        circuits: Vec<CircuitInput>,
        liquid_split: Split,
        condenser: CondenserChoice,
        ambient_temp: Option<f64>,
    ) -> SystemInput<'a> {
        SystemInput {
            refrigerant,
            cond_temp: self.cond,
            voltage: self.voltage,
            pipe_distance: self.pipe_distance,
            circuits,
            liquid_split,
            condenser,
            ambient_temp,
            capacity_control: CapacityControl::Standard,
            ec_fans: false,
            superheat: self.superheat,
            subcooling: self.subcooling,
            defaults: Defaults::default(),
        }
    }
}

/// The temperatures a request may send besides evaporation and condensation.
struct Corrections<'a> {
    superheat: &'a Option<Value>,
    subcooling: &'a Option<Value>,
}

fn common(cond: &Option<Value>, voltage_value: &Option<Value>, pipe: &Option<Value>, corrections: Corrections) -> Result<Option<Common>, AppError> {
    let Some(cond) = number(cond, "condTemp")? else { return Ok(None) };
    let pipe_distance = number(pipe, "pipeDistance")?.unwrap_or(25.0);
    if !(1.0..=100.0).contains(&pipe_distance) {
        return fail(CalculationError::PipeDistance);
    }
    Ok(Some(Common {
        cond,
        voltage: voltage(voltage_value)?,
        pipe_distance,
        superheat: number(corrections.superheat, "superheat")?,
        subcooling: number(corrections.subcooling, "subcooling")?,
    }))
}

/// Checks circuits and resolves their compressors.
fn circuits(
    requests: &[CircuitRequest],
    catalogue: &[CompressorRow],
    refrigerant: &str,
    cond: f64,
    need_capacity: bool,
    incomplete: &str,
) -> Result<Vec<CircuitInput>, AppError> {
    let mut out = Vec::new();
    for (i, c) in requests.iter().enumerate() {
        let evap = number(&c.evap_temp, "evapTemp")?;
        let required = number(&c.required_capacity, "requiredCapacity")?;
        let refs = c.compressors.clone().unwrap_or_default();
        let has_models = !refs.is_empty()
            && refs.iter().all(|r| r.model.as_deref().is_some_and(|m| !m.trim().is_empty()) || r.compressor_id.as_deref().is_some_and(|m| !m.trim().is_empty()));
        let Some(evap) = evap.filter(|_| has_models && (!need_capacity || required.is_some_and(|r| r > 0.0))) else {
            return fail(CalculationError::IncompleteCircuits(incomplete.to_string()));
        };
        temperatures(evap, cond)?;
        let compressors = refs
            .iter()
            .map(|r| resolve(catalogue, r.compressor_id.as_deref(), r.model.as_deref(), refrigerant))
            .collect::<Result<Vec<_>, _>>()?;
        out.push(CircuitInput {
            id: c.id.as_ref().map_or_else(|| (i + 1).to_string(), |v| v.as_str().map_or_else(|| v.to_string(), str::to_string)),
            evap_temp: evap,
            required_capacity: required,
            compressors,
            suction_split: c.suction_lines_config.as_ref().map(LinesConfig::split).transpose()?.unwrap_or_default(),
        });
    }
    Ok(out)
}

async fn condenser_choice(state: &AppState, config: Option<&CondensingUnitConfig>, oversizing_default: f64) -> Result<(CondenserChoice, Option<f64>), AppError> {
    let Some(config) = config else { return Ok((CondenserChoice::None, None)) };
    let ambient = number(&config.ambient_temp, "ambientTemp")?;
    let catalogue = condensers::list(state).await?;
    if config.auto_select_condenser.unwrap_or(false) {
        let oversizing = number(&config.condenser_oversizing, "condenserOversizing")?.unwrap_or(oversizing_default).clamp(0.0, 100.0);
        return Ok((
            CondenserChoice::Auto {
                catalogue: catalogue.iter().map(condenser_data).collect(),
                oversizing,
                microchannel_only: config.filter_microchannel_only.unwrap_or(false),
            },
            ambient,
        ));
    }
    match config.condenser_id.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        Some(id) => {
            let row = catalogue.iter().find(|c| c.id == id).ok_or_else(|| AppError::from_rule(CalculationError::UnknownCondenser(id.into())))?;
            Ok((CondenserChoice::Given(condenser_data(row)), ambient))
        }
        None => Ok((CondenserChoice::None, ambient)),
    }
}

/// A rack (multi-circuit or single) or a condensing unit, by the presence of
/// `condensingUnitConfig`.
pub async fn rack(state: &AppState, request: RackRequest) -> Result<SystemResult, AppError> {
    let unit = request.condensing_unit_config.is_some();
    let circuits_in = request.circuits.clone().unwrap_or_default();
    let corrections = Corrections { superheat: &request.superheat, subcooling: &request.subcooling };
    let Some(common) = common(&request.cond_temp, &request.voltage, &request.pipe_distance, corrections)? else {
        return fail(if unit { CalculationError::IncompleteFields } else { CalculationError::MissingFields });
    };
    if circuits_in.is_empty() {
        return fail(if unit { CalculationError::IncompleteFields } else { CalculationError::MissingFields });
    }
    if unit {
        if circuits_in.len() > 2 {
            return fail(CalculationError::LimitReached("Una unidad condensadora puede tener máximo 2 circuitos"));
        }
        let compressors: usize = circuits_in.iter().map(|c| c.compressors.as_ref().map_or(0, Vec::len)).sum();
        if compressors > 4 {
            return fail(CalculationError::LimitReached("Una unidad condensadora puede tener máximo 4 compresores en total"));
        }
    } else if circuits_in.len() > 3 {
        return fail(CalculationError::LimitReached("Un rack puede tener máximo 3 circuitos"));
    }
    in_range(common.cond, "condTemp", COND_RANGE)?;
    let r = refrigerant(&request.refrigerant)?;
    let catalogue = compressors::list(state, None).await?;
    let incomplete = if unit {
        "Cada circuito necesita una temperatura de evaporación y al menos un compresor"
    } else {
        "Por favor complete todos los circuitos y compresores"
    };
    let circuits = circuits(&circuits_in, &catalogue, r.code(), common.cond, false, incomplete)?;
    let (condenser, ambient) = condenser_choice(state, request.condensing_unit_config.as_ref(), 10.0).await?;
    let control = request
        .condensing_unit_config
        .as_ref()
        .and_then(|c| c.capacity_control.clone())
        .or(request.liquid_lines_config.as_ref().and_then(|l| l.capacity_control.clone()))
        .or(request.capacity_control.clone());
    let fan_type = request.condensing_unit_config.as_ref().and_then(|c| c.condenser_fan_type.clone()).or(request.condenser_fan_type.clone());
    let liquid_split = request.liquid_lines_config.as_ref().map(LinesConfig::split).transpose()?.unwrap_or_default();
    let input = common.system(r, circuits, liquid_split, condenser, ambient);
    let input = SystemInput {
        capacity_control: capacity_control(control.as_deref()),
        ec_fans: fan_type.is_some_and(|f| f.eq_ignore_ascii_case("EC")),
        ..input
    };
    calculate(&input).map_err(engine_error)
}

// ---------------------------------------------------------------- chillers

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct WaterSide {
    pub calculation_mode: Option<String>,
    pub fluid_type: Option<String>,
    pub flow_rate: Option<Value>,
    pub flow_rate_unit: Option<String>,
    pub input_capacity: Option<Value>,
    pub capacity_unit: Option<String>,
    pub temp_in: Option<Value>,
    pub temp_out: Option<Value>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ChillerConfig {
    pub capacity_method: Option<String>,
    pub required_capacity: Option<Value>,
    pub chiller_type: Option<String>,
    pub circuits: Option<Vec<CircuitRequest>>,
    pub cond_temp: Option<Value>,
    pub pipe_distance: Option<Value>,
    pub cold_side: Option<WaterSide>,
    pub hot_side: Option<WaterSide>,
    pub auto_select_condenser: Option<bool>,
    pub condenser_oversizing: Option<Value>,
    pub filter_microchannel_only: Option<bool>,
    pub condenser_id: Option<String>,
    pub ambient_temp: Option<Value>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ChillerRequest {
    pub chiller_config: ChillerConfig,
    pub cond_temp: Option<Value>,
    pub refrigerant: Option<String>,
    pub voltage: Option<Value>,
    pub superheat: Option<Value>,
    pub subcooling: Option<Value>,
}

/// Flow in L/min from the unit the screen used.
fn litres_per_minute(flow: f64, unit: Option<&str>) -> f64 {
    match unit.map(str::to_lowercase).as_deref() {
        Some("gpm") => flow * LMIN_PER_GPM,
        Some("m3h") => flow * 1000.0 / 60.0,
        _ => flow,
    }
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HeatExchangerCheck {
    pub circuit_id: String,
    pub heat_exchanger_id: String,
    pub model: String,
    /// kW.
    pub capacity: f64,
    /// kW.
    pub required_capacity: f64,
    pub sufficient: bool,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HotSideCheck {
    /// W the hot side must take: Σ(Q + P).
    pub heat_rejection: f64,
    /// L/min the hot side needs between its temperatures.
    pub required_flow: f64,
    pub given_flow: Option<f64>,
    /// given − required, L/min.
    pub difference: Option<f64>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChillerAnswer {
    #[serde(flatten)]
    pub system: SystemResult,
    pub generated_model_name: String,
    /// W.
    pub required_capacity: f64,
    /// L/min on the cold side, when known.
    pub cold_side_flow: Option<f64>,
    pub hot_side: Option<HotSideCheck>,
    pub heat_exchanger_checks: Vec<HeatExchangerCheck>,
}

fn side_numbers(side: &WaterSide) -> Result<(Option<String>, Option<f64>, Option<f64>, Option<f64>), AppError> {
    Ok((
        side.fluid_type.clone().filter(|f| !f.trim().is_empty()),
        number(&side.flow_rate, "flowRate")?.map(|f| litres_per_minute(f, side.flow_rate_unit.as_deref())),
        number(&side.temp_in, "tempIn")?,
        number(&side.temp_out, "tempOut")?,
    ))
}

pub async fn chiller(state: &AppState, request: ChillerRequest) -> Result<ChillerAnswer, AppError> {
    let config = &request.chiller_config;
    let circuits_in = config.circuits.clone().unwrap_or_default();
    let cond_value = if request.cond_temp.is_some() { &request.cond_temp } else { &config.cond_temp };
    let corrections = Corrections { superheat: &request.superheat, subcooling: &request.subcooling };
    let Some(common) = common(cond_value, &request.voltage, &config.pipe_distance, corrections)? else {
        return fail(CalculationError::IncompleteFields);
    };
    if circuits_in.is_empty() {
        return fail(CalculationError::IncompleteFields);
    }
    if circuits_in.len() > 4 {
        return fail(CalculationError::LimitReached("Un chiller puede tener máximo 4 circuitos"));
    }
    // Capacity: stated directly, or from the cold side's fluid, flow and temperatures.
    let cold = config.cold_side.clone().unwrap_or_default();
    let (fluid, flow, t_in, t_out) = side_numbers(&cold)?;
    let mut warnings = Vec::new();
    let (required_w, cold_flow) = if config.capacity_method.as_deref() == Some("fluid") {
        let (Some(fluid), Some(flow), Some(t_in), Some(t_out)) = (fluid.clone(), flow, t_in, t_out) else {
            return fail(CalculationError::CapacityUndetermined);
        };
        let q = capacity_from_flow(&fluid, flow, t_in, t_out).map_err(AppError::from_rule)?;
        (q, Some(flow))
    } else {
        let Some(kw) = number(&config.required_capacity, "requiredCapacity")?.filter(|v| *v > 0.0) else {
            return fail(CalculationError::CapacityUndetermined);
        };
        let w = if cold.capacity_unit.as_deref() == Some("tr") { kw * KW_PER_TR * 1000.0 } else { kw * 1000.0 };
        let flow = match (fluid.clone(), t_in, t_out) {
            (Some(f), Some(a), Some(b)) if a != b => Some(flow_from_capacity(&f, w, a, b).map_err(AppError::from_rule)?),
            _ => None,
        };
        (w, flow)
    };
    if let (Some(f), Some(t_out)) = (&fluid, t_out) {
        if let Some(w) = freezing_warning(f, t_out, Defaults::default().freezing_margin).map_err(AppError::from_rule)? {
            warnings.push(w);
        }
    }
    in_range(common.cond, "condTemp", COND_RANGE)?;
    let r = refrigerant(&request.refrigerant)?;
    let catalogue = compressors::list(state, None).await?;
    let circuits = circuits(
        &circuits_in,
        &catalogue,
        r.code(),
        common.cond,
        true,
        "Cada circuito necesita temperatura de evaporación, capacidad requerida y al menos un compresor",
    )?;
    let water_to_water = config.chiller_type.as_deref() == Some("agua-agua");
    let unit_config = CondensingUnitConfig {
        condenser_id: config.condenser_id.clone(),
        auto_select_condenser: config.auto_select_condenser,
        condenser_oversizing: config.condenser_oversizing.clone(),
        ambient_temp: config.ambient_temp.clone(),
        filter_microchannel_only: config.filter_microchannel_only,
        ..Default::default()
    };
    let (condenser, ambient) = if water_to_water { (CondenserChoice::None, None) } else { condenser_choice(state, Some(&unit_config), 10.0).await? };
    let input = common.system(r, circuits, Split::Single, condenser, ambient);
    let mut system = calculate(&input).map_err(engine_error)?;

    // Plate heat exchangers: catalogue capacity ≥ circuit requirement.
    let exchangers: Vec<HeatExchangerRow> = heat_exchangers::list(state).await?;
    let mut checks = Vec::new();
    for (request, circuit) in circuits_in.iter().zip(&input.circuits) {
        let Some(id) = request.heat_exchanger_id.as_deref().filter(|s| !s.is_empty()) else { continue };
        let Some(hx) = exchangers.iter().find(|h| h.id == id) else { continue };
        let required = circuit.required_capacity.unwrap_or(0.0);
        let sufficient = hx.capacity_kw >= required;
        if !sufficient {
            warnings.push(format!(
                "Intercambiador subdimensionado: {} {} ({:.1} kW) para {:.1} kW requeridos en el circuito {}",
                hx.brand, hx.model, hx.capacity_kw, required, circuit.id
            ));
        }
        checks.push(HeatExchangerCheck {
            circuit_id: circuit.id.clone(),
            heat_exchanger_id: hx.id.clone(),
            model: hx.model.clone(),
            capacity: hx.capacity_kw,
            required_capacity: required,
            sufficient,
        });
    }
    // Water–water: the hot side must take Σ(Q + P).
    let hot_side = if water_to_water {
        let hot = config.hot_side.clone().unwrap_or_default();
        let (fluid, flow, t_in, t_out) = side_numbers(&hot)?;
        match (fluid.or(Some("water".into())), t_in, t_out) {
            (Some(f), Some(a), Some(b)) if a != b => {
                let required = flow_from_capacity(&f, system.totals.heat_rejection, a, b).map_err(AppError::from_rule)?;
                Some(HotSideCheck { heat_rejection: system.totals.heat_rejection, required_flow: required, given_flow: flow, difference: flow.map(|g| g - required) })
            }
            _ => None,
        }
    } else {
        None
    };
    system.warnings.extend(warnings);
    Ok(ChillerAnswer {
        generated_model_name: model_name(water_to_water, system.totals.cooling_capacity, r.code(), input.circuits.len()),
        required_capacity: required_w,
        cold_side_flow: cold_flow,
        hot_side,
        heat_exchanger_checks: checks,
        system,
    })
}

#[cfg(test)]
mod tests {
    use domain::compressor::model::CompressorType;

    use super::*;

    #[test]
    fn flows_convert_to_litres_per_minute() {
        assert_eq!(litres_per_minute(60.0, Some("m3h")), 1000.0);
        assert!((litres_per_minute(10.0, Some("gpm")) - 37.85411784).abs() < 1e-9);
        assert_eq!(litres_per_minute(5.0, None), 5.0);
    }

    #[test]
    fn numbers_arrive_as_numbers_or_text() {
        assert_eq!(number(&Some(Value::from("460V")), "voltage").unwrap(), Some(460.0));
        assert_eq!(number(&Some(Value::from("-6,7")), "evapTemp").unwrap(), Some(-6.7));
        assert_eq!(number(&Some(Value::from("")), "evapTemp").unwrap(), None);
        assert!(number(&Some(Value::from("frío")), "evapTemp").is_err());
    }

    #[test]
    fn compressor_type_is_kept_for_the_engine() {
        assert_eq!(CompressorType::parse("tornillo"), Some(CompressorType::Tornillo));
    }
}
