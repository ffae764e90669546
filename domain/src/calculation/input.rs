//! What a calculation is asked, as the screens send it (app-and-projects.md
//! sections 3 and 7), with numbers already read. Absent means "not given":
//! the rules say what is required and the defaults say what is assumed.

use serde::{Deserialize, Serialize};

use super::regulatory::RegulatoryRequest;
use super::{
    check, check_fluid, CalculationError, CalculationMode, CapacityControl, CapacityMethod, CapacityUnit, ChillerType,
    CondenserFanType, DivisionType, FlowRateUnit,
};

/// A saturation pressure as the engineer entered it (issue 24 item 3): a
/// project keeps it beside the dew temperature derived from it
/// (`project::saturation_temperatures`).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SaturationPressure {
    /// bar, absolute (a gauge reading plus the standard atmosphere,
    /// 1.01325 bar).
    pub absolute_bar: f64,
    /// Entered as a gauge reading (bar(g), psig) and shown so again; else
    /// as an absolute pressure (bar(a), psia).
    #[serde(default)]
    pub gauge: bool,
}

/// A compressor of a list: the catalogue id wins over the model.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct CompressorChoice {
    /// The row's own id on the screen.
    pub id: Option<String>,
    pub compressor_id: Option<String>,
    pub model: Option<String>,
    #[serde(rename = "type")]
    pub compressor_type: Option<String>,
}

impl CompressorChoice {
    pub fn is_named(&self) -> bool {
        [&self.model, &self.compressor_id].iter().any(|v| v.as_deref().is_some_and(|s| !s.trim().is_empty()))
    }
}

/// How parallel lines share a flow.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct Division {
    /// `percentage` or `capacity`.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<DivisionType>))]
    #[serde(rename = "type")]
    pub kind: Option<String>,
    pub values: Option<Vec<f64>>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct LinesConfig {
    pub number_of_lines: Option<f64>,
    pub division: Option<Division>,
    #[cfg_attr(feature = "openapi", schema(value_type = Option<CapacityControl>))]
    pub capacity_control: Option<String>,
    /// Sizes the engineer fixed, one per line in order (e.g. `1-1/8` for
    /// copper, `DN 50` for steel); empty or absent: sized automatically.
    /// The checks report against a fixed size (issue 22 item 3).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sizes: Option<Vec<String>>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct Circuit {
    pub id: Option<String>,
    /// °C (dew).
    pub evap_temp: Option<f64>,
    /// The evaporating condition entered as a saturation pressure: then a
    /// saved project derives `evap_temp` from it (issue 24 item 3; see
    /// `project::saturation_temperatures`). The calculation reads only
    /// the temperature.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub evap_pressure: Option<SaturationPressure>,
    /// kW.
    pub required_capacity: Option<f64>,
    pub compressors: Option<Vec<CompressorChoice>>,
    pub suction_lines_config: Option<LinesConfig>,
    /// Chiller circuits: the plate heat exchanger.
    pub heat_exchanger_id: Option<String>,
}

/// The condenser part of a condensing unit.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct CondenserSettings {
    pub condenser_id: Option<String>,
    pub auto_select_condenser: Option<bool>,
    /// %.
    pub condenser_oversizing: Option<f64>,
    /// °C.
    pub ambient_temp: Option<f64>,
    pub filter_microchannel_only: Option<bool>,
    #[cfg_attr(feature = "openapi", schema(value_type = Option<CapacityControl>))]
    pub capacity_control: Option<String>,
    #[cfg_attr(feature = "openapi", schema(value_type = Option<CondenserFanType>))]
    pub condenser_fan_type: Option<String>,
    /// A condenser the project describes instead of naming one of the
    /// catalogue (spec section 3: condenserModel, condenserCapacity,
    /// condenserFanCount, condenserFanPower, condenserIsMicrochannel): used
    /// when neither `condenser_id` nor the automatic selection chooses one.
    #[serde(flatten)]
    pub typed: TypedCondenser,
}

/// A condenser typed in the project (engine 1.10.0; before, these fields
/// were accepted and ignored). Absent fields are not recorded.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct TypedCondenser {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub condenser_model: Option<String>,
    /// kW of heat rejection at the rated ΔT (15 K), as the catalogue states it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub condenser_capacity: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub condenser_fan_count: Option<f64>,
    /// kW per fan.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub condenser_fan_power: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub condenser_is_microchannel: Option<bool>,
}

impl TypedCondenser {
    /// Whether the project describes a condenser at all.
    pub fn is_given(&self) -> bool {
        self.condenser_capacity.is_some()
            || self.condenser_fan_count.is_some()
            || self.condenser_fan_power.is_some()
            || self.condenser_model.as_deref().is_some_and(|m| !m.trim().is_empty())
    }
}

/// POST /api/calculate: one compressor at one duty point.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct SingleInput {
    pub compressor_id: Option<String>,
    pub model: Option<String>,
    pub evap_temp: Option<f64>,
    pub cond_temp: Option<f64>,
    pub refrigerant: Option<String>,
    pub voltage: Option<f64>,
    /// Hz: the supply frequency, or the drive frequency of a variable-speed
    /// compressor; chooses the coefficient sets (issue 27). Absent: the
    /// sets as published.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frequency: Option<f64>,
    pub superheat: Option<f64>,
    pub subcooling: Option<f64>,
    /// Jurisdiction, reference date and room of the regulatory check
    /// (issue 21 item 7: every calculation answer carries its findings).
    #[serde(flatten)]
    pub regulatory: RegulatoryRequest,
}

/// A motor compressor project (the simple type): one duty point, a list of
/// compressors.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct SimpleInput {
    pub evap_temp: Option<f64>,
    pub cond_temp: Option<f64>,
    pub refrigerant: Option<String>,
    pub voltage: Option<f64>,
    /// Hz: the supply frequency, or the drive frequency of a variable-speed
    /// compressor; chooses the coefficient sets (issue 27). Absent: the
    /// sets as published.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frequency: Option<f64>,
    pub superheat: Option<f64>,
    pub subcooling: Option<f64>,
    pub compressors: Vec<CompressorChoice>,
    /// Jurisdiction, reference date and room of the regulatory check.
    #[serde(flatten)]
    pub regulatory: RegulatoryRequest,
}

/// POST /api/racks/calculate: a rack, or a condensing unit when
/// `condensing_unit` is present.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct RackInput {
    pub circuits: Option<Vec<Circuit>>,
    pub cond_temp: Option<f64>,
    pub refrigerant: Option<String>,
    pub voltage: Option<f64>,
    /// Hz: the supply frequency, or the drive frequency of a variable-speed
    /// compressor; chooses the coefficient sets (issue 27). Absent: the
    /// sets as published.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frequency: Option<f64>,
    pub pipe_distance: Option<f64>,
    /// m the liquid line rises to the evaporators (flash-gas check), 0–100.
    pub liquid_lift: Option<f64>,
    pub superheat: Option<f64>,
    pub subcooling: Option<f64>,
    pub condensing_unit: Option<CondenserSettings>,
    pub liquid_lines_config: Option<LinesConfig>,
    /// The discharge line's size fixed by the engineer; absent: automatic.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discharge_line_size: Option<String>,
    #[cfg_attr(feature = "openapi", schema(value_type = Option<CapacityControl>))]
    pub capacity_control: Option<String>,
    #[cfg_attr(feature = "openapi", schema(value_type = Option<CondenserFanType>))]
    pub condenser_fan_type: Option<String>,
    /// Jurisdiction, reference date and room of the regulatory check.
    #[serde(flatten)]
    pub regulatory: RegulatoryRequest,
}

/// One side of a chiller's water circuit.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct WaterSide {
    #[cfg_attr(feature = "openapi", schema(value_type = Option<CalculationMode>))]
    pub calculation_mode: Option<String>,
    #[cfg_attr(feature = "openapi", schema(schema_with = crate::calculation::fluid_type_schema))]
    pub fluid_type: Option<String>,
    pub flow_rate: Option<f64>,
    /// `lmin` (default), `gpm` or `m3h`.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<FlowRateUnit>))]
    pub flow_rate_unit: Option<String>,
    pub input_capacity: Option<f64>,
    /// `kw` (default) or `tr`.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<CapacityUnit>))]
    pub capacity_unit: Option<String>,
    pub temp_in: Option<f64>,
    pub temp_out: Option<f64>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct ChillerSettings {
    /// `direct` (default) or `fluid`.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<CapacityMethod>))]
    pub capacity_method: Option<String>,
    /// kW (or TR when the cold side says so).
    pub required_capacity: Option<f64>,
    /// `agua-aire` (default) or `agua-agua`.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<ChillerType>))]
    pub chiller_type: Option<String>,
    pub circuits: Option<Vec<Circuit>>,
    pub cond_temp: Option<f64>,
    pub pipe_distance: Option<f64>,
    pub cold_side: Option<WaterSide>,
    pub hot_side: Option<WaterSide>,
    pub auto_select_condenser: Option<bool>,
    pub condenser_oversizing: Option<f64>,
    pub filter_microchannel_only: Option<bool>,
    pub condenser_id: Option<String>,
    pub ambient_temp: Option<f64>,
    /// A condenser typed in the project (no model field for a chiller in
    /// the spec; capacity and fans).
    #[serde(flatten)]
    pub typed_condenser: TypedCondenser,
    /// The discharge line's size fixed by the engineer; absent: automatic.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discharge_line_size: Option<String>,
}

/// POST /api/chillers/calculate.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct ChillerInput {
    pub chiller: ChillerSettings,
    pub cond_temp: Option<f64>,
    pub refrigerant: Option<String>,
    pub voltage: Option<f64>,
    /// Hz: the supply frequency, or the drive frequency of a variable-speed
    /// compressor; chooses the coefficient sets (issue 27). Absent: the
    /// sets as published.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frequency: Option<f64>,
    pub superheat: Option<f64>,
    pub subcooling: Option<f64>,
    /// Jurisdiction, reference date and room of the regulatory check.
    #[serde(flatten)]
    pub regulatory: RegulatoryRequest,
}

/// Any of the calculations a project can hold.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "kind", content = "input", rename_all = "camelCase")]
#[allow(clippy::large_enum_variant)] // built once per request and recorded in events: a box would only add an allocation
pub enum CalculationInput {
    Simple(SimpleInput),
    Rack(RackInput),
    Chiller(ChillerInput),
}

// Each input checks the fixed-list fields it holds (see `choices`); a
// request is checked once, where it becomes a calculation or a command.

impl LinesConfig {
    pub fn check_choices(&self) -> Result<(), CalculationError> {
        check::<CapacityControl>(&self.capacity_control, "capacityControl")?;
        self.division.as_ref().map_or(Ok(()), |d| check::<DivisionType>(&d.kind, "division.type"))
    }
}

impl Circuit {
    pub fn check_choices(&self) -> Result<(), CalculationError> {
        self.suction_lines_config.as_ref().map_or(Ok(()), LinesConfig::check_choices)
    }
}

/// Checks every circuit of a list.
pub(crate) fn check_circuits(circuits: &[Circuit]) -> Result<(), CalculationError> {
    circuits.iter().try_for_each(Circuit::check_choices)
}

impl CondenserSettings {
    pub fn check_choices(&self) -> Result<(), CalculationError> {
        check::<CapacityControl>(&self.capacity_control, "capacityControl")?;
        check::<CondenserFanType>(&self.condenser_fan_type, "condenserFanType")
    }
}

impl SingleInput {
    pub fn check_choices(&self) -> Result<(), CalculationError> {
        self.regulatory.check()
    }
}

impl SimpleInput {
    pub fn check_choices(&self) -> Result<(), CalculationError> {
        self.regulatory.check()
    }
}

impl RackInput {
    pub fn check_choices(&self) -> Result<(), CalculationError> {
        check_circuits(self.circuits.as_deref().unwrap_or_default())?;
        self.condensing_unit.as_ref().map_or(Ok(()), CondenserSettings::check_choices)?;
        self.liquid_lines_config.as_ref().map_or(Ok(()), LinesConfig::check_choices)?;
        check::<CapacityControl>(&self.capacity_control, "capacityControl")?;
        check::<CondenserFanType>(&self.condenser_fan_type, "condenserFanType")?;
        self.regulatory.check()
    }
}

impl WaterSide {
    pub fn check_choices(&self) -> Result<(), CalculationError> {
        check::<CalculationMode>(&self.calculation_mode, "calculationMode")?;
        check_fluid(&self.fluid_type, "fluidType")?;
        check::<FlowRateUnit>(&self.flow_rate_unit, "flowRateUnit")?;
        check::<CapacityUnit>(&self.capacity_unit, "capacityUnit")
    }
}

impl ChillerSettings {
    pub fn check_choices(&self) -> Result<(), CalculationError> {
        check::<CapacityMethod>(&self.capacity_method, "capacityMethod")?;
        check::<ChillerType>(&self.chiller_type, "chillerType")?;
        check_circuits(self.circuits.as_deref().unwrap_or_default())?;
        self.cold_side.as_ref().map_or(Ok(()), WaterSide::check_choices)?;
        self.hot_side.as_ref().map_or(Ok(()), WaterSide::check_choices)
    }
}

impl ChillerInput {
    pub fn check_choices(&self) -> Result<(), CalculationError> {
        self.chiller.check_choices()?;
        self.regulatory.check()
    }
}
