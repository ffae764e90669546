//! Request bodies of the calculation endpoints as the screens send them
//! (numbers as numbers or text), read into the domain's calculation inputs.
//! Reading is the only thing done here; every rule lives in
//! `domain::calculation`. Types named like the domain's are published in
//! the OpenAPI document under a `...Request` name, so neither hides the other.

use domain::calculation::{
    CalculationError, ChillerInput, ChillerSettings, Circuit, CompressorChoice, CondenserSettings,
    Division as DomainDivision, LinesConfig as DomainLines, RackInput, RegulatoryRequest, SaturationPressure,
    SingleInput, SiteRequest, TypedCondenser, WaterSide as DomainWaterSide,
};
use domain::numbers::NumberText;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A number field read, or refused naming the field (`domain::numbers`
/// reads the text); absent or empty is `None`.
pub fn number(value: &Option<NumberText>, field: &'static str) -> Result<Option<f64>, CalculationError> {
    value.as_ref().map_or(Ok(None), |n| n.read().map_err(|_| CalculationError::NotANumber { field }))
}

/// A voltage may carry its unit ("460V").
pub fn volts(value: &Option<NumberText>) -> Result<Option<f64>, CalculationError> {
    number(&value.clone().map(|v| v.without_unit(&["V", "v"])), "voltage")
}

/// A frequency may carry its unit ("60 Hz").
pub fn hertz(value: &Option<NumberText>) -> Result<Option<f64>, CalculationError> {
    number(&value.clone().map(|v| v.without_unit(&["Hz", "hz", "HZ"])), "frequency")
}

/// Serde reader of an id sent as text or as a number.
pub fn id_text<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<String>, D::Error> {
    match Option::<Value>::deserialize(deserializer)? {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(Value::Number(n)) => Ok(Some(n.to_string())),
        Some(_) => Err(serde::de::Error::custom("expected an id as text or a number")),
    }
}

/// Declares a whole-calculation request (single compressor, rack, chiller)
/// with the duty fields all three take alike, after its own: condensing
/// temperature, refrigerant, supply voltage and frequency, superheat and
/// subcooling. A macro rather than a shared struct under
/// `#[serde(flatten)]`: flattened, each request would be published as an
/// `allOf` of two schemas, and the OpenAPI document would change.
macro_rules! duty_request {
    ($(#[$meta:meta])* pub struct $name:ident { $($own:tt)* }) => {
        $(#[$meta])*
        pub struct $name {
            $($own)*
            /// Condensing (dew) temperature, °C.
            #[schema(schema_with = crate::schemas::cond_temp)]
            pub cond_temp: Option<NumberText>,
            pub refrigerant: Option<String>,
            /// Supply voltage, V (e.g. 460 or "460V").
            #[schema(schema_with = crate::schemas::voltage)]
            pub voltage: Option<NumberText>,
            /// Hz: supply frequency (drive frequency for a variable-speed compressor), e.g. 60 or "60 Hz"; chooses the coefficient sets.
            #[schema(schema_with = crate::schemas::frequency)]
            pub frequency: Option<NumberText>,
            /// Suction superheat, K; absent keeps each coefficient set's rating.
            #[schema(schema_with = crate::schemas::kelvin)]
            pub superheat: Option<NumberText>,
            /// Liquid subcooling, K; absent keeps each coefficient set's rating.
            #[schema(schema_with = crate::schemas::kelvin)]
            pub subcooling: Option<NumberText>,
        }
    };
}

/// The room of the regulatory check, its volume a number or text.
#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[schema(as = SiteFields)]
#[serde(rename_all = "camelCase", default)]
pub struct Site {
    /// m³ of the smallest occupied room a leak can reach.
    #[schema(schema_with = crate::schemas::number)]
    pub room_volume: Option<NumberText>,
    /// a (general), b (supervised) or c (authorised occupancy).
    #[schema(value_type = Option<domain::regulation::AccessCategory>)]
    pub access_category: Option<String>,
    /// I, II, III or IV.
    #[schema(value_type = Option<domain::regulation::LocationClass>)]
    pub location_class: Option<String>,
}

/// Verificación normativa: jurisdiction (EU, ES, MX, other; por defecto la
/// de la empresa), referenceDate (AAAA-MM-DD; por defecto hoy), site y
/// numberLocale.
#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[schema(as = RegulatoryFields)]
#[serde(rename_all = "camelCase", default)]
pub struct Regulatory {
    #[schema(value_type = Option<domain::regulation::Jurisdiction>)]
    pub jurisdiction: Option<String>,
    /// YYYY-MM-DD the rules are applied at; absent, today.
    pub reference_date: Option<String>,
    pub site: Option<Site>,
    /// es-MX, es-ES, es-AR, es-CL or es-CO; absent, the company's setting.
    #[schema(value_type = Option<domain::number_format::NumberLocale>)]
    pub number_locale: Option<String>,
}

impl TryFrom<Regulatory> for RegulatoryRequest {
    type Error = CalculationError;

    fn try_from(r: Regulatory) -> Result<Self, Self::Error> {
        let site = match r.site {
            None => None,
            Some(s) => Some(SiteRequest {
                room_volume: number(&s.room_volume, "roomVolume")?,
                access_category: s.access_category,
                location_class: s.location_class,
            }),
        };
        Ok(Self {
            jurisdiction: r.jurisdiction,
            reference_date: r.reference_date,
            site,
            number_locale: r.number_locale,
        })
    }
}

duty_request! {
    #[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
    #[serde(rename_all = "camelCase", default)]
    pub struct SingleRequest {
        #[serde(deserialize_with = "id_text")]
        pub compressor_id: Option<String>,
        pub model: Option<String>,
        /// Evaporating (dew) temperature, °C.
        #[schema(schema_with = crate::schemas::evap_temp)]
        pub evap_temp: Option<NumberText>,
        /// Verificación normativa: jurisdiction (EU, ES, MX, other; por defecto la
        /// de la empresa), referenceDate (AAAA-MM-DD; por defecto hoy) y site.
        #[serde(flatten)]
        pub regulatory: RegulatoryRequest,
    }
}

impl TryFrom<SingleRequest> for SingleInput {
    type Error = CalculationError;

    fn try_from(r: SingleRequest) -> Result<Self, Self::Error> {
        let input = Self {
            evap_temp: number(&r.evap_temp, "evapTemp")?,
            cond_temp: number(&r.cond_temp, "condTemp")?,
            voltage: volts(&r.voltage)?,
            frequency: hertz(&r.frequency)?,
            superheat: number(&r.superheat, "superheat")?,
            subcooling: number(&r.subcooling, "subcooling")?,
            compressor_id: r.compressor_id,
            model: r.model,
            refrigerant: r.refrigerant,
            regulatory: r.regulatory,
        };
        input.check_choices()?;
        Ok(input)
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct CompressorRef {
    #[schema(schema_with = crate::schemas::id)]
    #[serde(deserialize_with = "id_text")]
    pub id: Option<String>,
    #[serde(deserialize_with = "id_text")]
    pub compressor_id: Option<String>,
    pub model: Option<String>,
    #[serde(rename = "type")]
    pub compressor_type: Option<String>,
}

impl From<CompressorRef> for CompressorChoice {
    fn from(r: CompressorRef) -> Self {
        Self { id: r.id, compressor_id: r.compressor_id, model: r.model, compressor_type: r.compressor_type }
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[schema(as = DivisionRequest)]
#[serde(rename_all = "camelCase", default)]
pub struct Division {
    #[schema(value_type = Option<domain::calculation::DivisionType>)]
    #[serde(rename = "type")]
    pub kind: Option<String>,
    /// One per line: % (`percentage`) or kW (`capacity`).
    #[schema(schema_with = crate::schemas::division_values)]
    pub values: Option<Vec<NumberText>>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[schema(as = LinesRequest)]
#[serde(rename_all = "camelCase", default)]
pub struct LinesConfig {
    #[schema(schema_with = crate::schemas::number_of_lines)]
    pub number_of_lines: Option<NumberText>,
    pub division: Option<Division>,
    #[schema(value_type = Option<domain::calculation::CapacityControl>)]
    pub capacity_control: Option<String>,
    #[schema(schema_with = crate::schemas::line_sizes)]
    pub sizes: Option<Vec<String>>,
}

impl TryFrom<LinesConfig> for DomainLines {
    type Error = CalculationError;

    fn try_from(l: LinesConfig) -> Result<Self, Self::Error> {
        let division = match l.division {
            None => None,
            Some(d) => Some(DomainDivision {
                kind: d.kind,
                values: d
                    .values
                    .map(|values| {
                        values
                            .into_iter()
                            .map(|v| number(&Some(v), "division").map(|x| x.unwrap_or(0.0)))
                            .collect::<Result<Vec<_>, _>>()
                    })
                    .transpose()?,
            }),
        };
        Ok(Self {
            number_of_lines: number(&l.number_of_lines, "numberOfLines")?,
            division,
            capacity_control: l.capacity_control,
            sizes: l.sizes,
        })
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct CircuitRequest {
    #[schema(schema_with = crate::schemas::id)]
    #[serde(deserialize_with = "id_text")]
    pub id: Option<String>,
    /// Evaporating (dew) temperature, °C.
    #[schema(schema_with = crate::schemas::evap_temp)]
    pub evap_temp: Option<NumberText>,
    /// The evaporating condition entered as a saturation pressure: a saved
    /// project derives `evapTemp` from it (dew point); calculations read the temperature.
    pub evap_pressure: Option<SaturationPressure>,
    /// Required cooling capacity, kW (TR when the cold side's `capacityUnit` is `tr`).
    #[schema(schema_with = crate::schemas::required_capacity)]
    pub required_capacity: Option<NumberText>,
    pub compressors: Option<Vec<CompressorRef>>,
    pub suction_lines_config: Option<LinesConfig>,
    #[serde(deserialize_with = "id_text")]
    pub heat_exchanger_id: Option<String>,
}

impl TryFrom<CircuitRequest> for Circuit {
    type Error = CalculationError;

    fn try_from(c: CircuitRequest) -> Result<Self, Self::Error> {
        Ok(Self {
            id: c.id,
            evap_temp: number(&c.evap_temp, "evapTemp")?,
            evap_pressure: c.evap_pressure,
            required_capacity: number(&c.required_capacity, "requiredCapacity")?,
            compressors: c.compressors.map(|v| v.into_iter().map(CompressorChoice::from).collect()),
            suction_lines_config: c.suction_lines_config.map(DomainLines::try_from).transpose()?,
            heat_exchanger_id: c.heat_exchanger_id,
        })
    }
}

fn circuits(circuits: Option<Vec<CircuitRequest>>) -> Result<Option<Vec<Circuit>>, CalculationError> {
    circuits.map(|v| v.into_iter().map(Circuit::try_from).collect()).transpose()
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[schema(as = CondensingUnitRequest)]
#[serde(rename_all = "camelCase", default)]
pub struct CondensingUnitConfig {
    #[serde(deserialize_with = "id_text")]
    pub condenser_id: Option<String>,
    pub auto_select_condenser: Option<bool>,
    /// Automatic selection margin, % (0 to 100).
    #[schema(schema_with = crate::schemas::oversizing)]
    pub condenser_oversizing: Option<NumberText>,
    /// Ambient temperature, °C.
    #[schema(schema_with = crate::schemas::temperature)]
    pub ambient_temp: Option<NumberText>,
    pub filter_microchannel_only: Option<bool>,
    #[schema(value_type = Option<domain::calculation::CapacityControl>)]
    pub capacity_control: Option<String>,
    #[schema(value_type = Option<domain::calculation::CondenserFanType>)]
    pub condenser_fan_type: Option<String>,
    #[serde(flatten)]
    pub typed: TypedCondenserRequest,
}

/// A condenser described instead of chosen from the catalogue (used when
/// neither `condenserId` nor the automatic selection gives one).
#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct TypedCondenserRequest {
    pub condenser_model: Option<String>,
    /// Heat rejection at the rated ΔT (15 K), kW.
    #[schema(value_type = Option<f64>)]
    pub condenser_capacity: Option<NumberText>,
    #[schema(value_type = Option<f64>)]
    pub condenser_fan_count: Option<NumberText>,
    /// kW per fan.
    #[schema(value_type = Option<f64>)]
    pub condenser_fan_power: Option<NumberText>,
    pub condenser_is_microchannel: Option<bool>,
}

impl TryFrom<TypedCondenserRequest> for TypedCondenser {
    type Error = CalculationError;

    fn try_from(c: TypedCondenserRequest) -> Result<Self, Self::Error> {
        Ok(Self {
            condenser_capacity: number(&c.condenser_capacity, "condenserCapacity")?,
            condenser_fan_count: number(&c.condenser_fan_count, "condenserFanCount")?,
            condenser_fan_power: number(&c.condenser_fan_power, "condenserFanPower")?,
            condenser_model: c.condenser_model,
            condenser_is_microchannel: c.condenser_is_microchannel,
        })
    }
}

impl TryFrom<CondensingUnitConfig> for CondenserSettings {
    type Error = CalculationError;

    fn try_from(c: CondensingUnitConfig) -> Result<Self, Self::Error> {
        Ok(Self {
            condenser_oversizing: number(&c.condenser_oversizing, "condenserOversizing")?,
            ambient_temp: number(&c.ambient_temp, "ambientTemp")?,
            condenser_id: c.condenser_id,
            auto_select_condenser: c.auto_select_condenser,
            filter_microchannel_only: c.filter_microchannel_only,
            capacity_control: c.capacity_control,
            condenser_fan_type: c.condenser_fan_type,
            typed: TypedCondenser::try_from(c.typed)?,
        })
    }
}

duty_request! {
    #[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
    #[serde(rename_all = "camelCase", default)]
    pub struct RackRequest {
        pub circuits: Option<Vec<CircuitRequest>>,
        /// One-way pipe distance, m (1 to 100).
        #[schema(schema_with = crate::schemas::pipe_distance)]
        pub pipe_distance: Option<NumberText>,
        /// Rise of the liquid line to the evaporators, m (flash-gas check).
        #[schema(schema_with = crate::schemas::liquid_lift)]
        pub liquid_lift: Option<NumberText>,
        pub condensing_unit_config: Option<CondensingUnitConfig>,
        pub liquid_lines_config: Option<LinesConfig>,
        #[schema(schema_with = crate::schemas::line_size)]
        pub discharge_line_size: Option<String>,
        #[schema(value_type = Option<domain::calculation::CapacityControl>)]
        pub capacity_control: Option<String>,
        #[schema(value_type = Option<domain::calculation::CondenserFanType>)]
        pub condenser_fan_type: Option<String>,
        /// Verificación normativa: jurisdiction (EU, ES, MX, other; por defecto la
        /// de la empresa), referenceDate (AAAA-MM-DD; por defecto hoy) y site.
        #[serde(flatten)]
        pub regulatory: Regulatory,
    }
}

impl TryFrom<RackRequest> for RackInput {
    type Error = CalculationError;

    fn try_from(r: RackRequest) -> Result<Self, Self::Error> {
        let input = Self {
            cond_temp: number(&r.cond_temp, "condTemp")?,
            voltage: volts(&r.voltage)?,
            frequency: hertz(&r.frequency)?,
            pipe_distance: number(&r.pipe_distance, "pipeDistance")?,
            liquid_lift: number(&r.liquid_lift, "liquidLift")?,
            superheat: number(&r.superheat, "superheat")?,
            subcooling: number(&r.subcooling, "subcooling")?,
            circuits: circuits(r.circuits)?,
            refrigerant: r.refrigerant,
            condensing_unit: r.condensing_unit_config.map(CondenserSettings::try_from).transpose()?,
            liquid_lines_config: r.liquid_lines_config.map(DomainLines::try_from).transpose()?,
            discharge_line_size: r.discharge_line_size,
            capacity_control: r.capacity_control,
            condenser_fan_type: r.condenser_fan_type,
            regulatory: RegulatoryRequest::try_from(r.regulatory)?,
        };
        input.check_choices()?;
        Ok(input)
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[schema(as = WaterSideRequest)]
#[serde(rename_all = "camelCase", default)]
pub struct WaterSide {
    #[schema(value_type = Option<domain::calculation::CalculationMode>)]
    pub calculation_mode: Option<String>,
    #[schema(schema_with = domain::calculation::fluid_type_schema)]
    pub fluid_type: Option<String>,
    /// Flow in `flowRateUnit` (L/min, US gpm or m³/h).
    #[schema(schema_with = crate::schemas::number)]
    pub flow_rate: Option<NumberText>,
    #[schema(value_type = Option<domain::calculation::FlowRateUnit>)]
    pub flow_rate_unit: Option<String>,
    /// Capacity in `capacityUnit` (kW or TR).
    #[schema(schema_with = crate::schemas::number)]
    pub input_capacity: Option<NumberText>,
    #[schema(value_type = Option<domain::calculation::CapacityUnit>)]
    pub capacity_unit: Option<String>,
    /// Fluid inlet temperature, °C.
    #[schema(schema_with = crate::schemas::temperature)]
    pub temp_in: Option<NumberText>,
    /// Fluid outlet temperature, °C.
    #[schema(schema_with = crate::schemas::temperature)]
    pub temp_out: Option<NumberText>,
}

impl TryFrom<WaterSide> for DomainWaterSide {
    type Error = CalculationError;

    fn try_from(s: WaterSide) -> Result<Self, Self::Error> {
        Ok(Self {
            flow_rate: number(&s.flow_rate, "flowRate")?,
            input_capacity: number(&s.input_capacity, "inputCapacity")?,
            temp_in: number(&s.temp_in, "tempIn")?,
            temp_out: number(&s.temp_out, "tempOut")?,
            calculation_mode: s.calculation_mode,
            fluid_type: s.fluid_type,
            flow_rate_unit: s.flow_rate_unit,
            capacity_unit: s.capacity_unit,
        })
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[schema(as = ChillerSettingsRequest)]
#[serde(rename_all = "camelCase", default)]
pub struct ChillerConfig {
    #[schema(value_type = Option<domain::calculation::CapacityMethod>)]
    pub capacity_method: Option<String>,
    /// Required cooling capacity, kW (TR when the cold side's `capacityUnit` is `tr`).
    #[schema(schema_with = crate::schemas::required_capacity)]
    pub required_capacity: Option<NumberText>,
    #[schema(value_type = Option<domain::calculation::ChillerType>)]
    pub chiller_type: Option<String>,
    pub circuits: Option<Vec<CircuitRequest>>,
    /// Condensing (dew) temperature, °C.
    #[schema(schema_with = crate::schemas::cond_temp)]
    pub cond_temp: Option<NumberText>,
    /// One-way field run, m (1 to 100); none when absent (packaged unit).
    #[schema(schema_with = crate::schemas::chiller_pipe_distance)]
    pub pipe_distance: Option<NumberText>,
    pub cold_side: Option<WaterSide>,
    pub hot_side: Option<WaterSide>,
    pub auto_select_condenser: Option<bool>,
    /// Automatic selection margin, % (0 to 100).
    #[schema(schema_with = crate::schemas::oversizing)]
    pub condenser_oversizing: Option<NumberText>,
    pub filter_microchannel_only: Option<bool>,
    #[serde(deserialize_with = "id_text")]
    pub condenser_id: Option<String>,
    /// Ambient temperature, °C.
    #[schema(schema_with = crate::schemas::temperature)]
    pub ambient_temp: Option<NumberText>,
    #[serde(flatten)]
    pub typed_condenser: TypedCondenserRequest,
    #[schema(schema_with = crate::schemas::line_size)]
    pub discharge_line_size: Option<String>,
}

impl TryFrom<ChillerConfig> for ChillerSettings {
    type Error = CalculationError;

    fn try_from(c: ChillerConfig) -> Result<Self, Self::Error> {
        Ok(Self {
            required_capacity: number(&c.required_capacity, "requiredCapacity")?,
            cond_temp: number(&c.cond_temp, "condTemp")?,
            pipe_distance: number(&c.pipe_distance, "pipeDistance")?,
            condenser_oversizing: number(&c.condenser_oversizing, "condenserOversizing")?,
            ambient_temp: number(&c.ambient_temp, "ambientTemp")?,
            circuits: circuits(c.circuits)?,
            cold_side: c.cold_side.map(DomainWaterSide::try_from).transpose()?,
            hot_side: c.hot_side.map(DomainWaterSide::try_from).transpose()?,
            capacity_method: c.capacity_method,
            chiller_type: c.chiller_type,
            auto_select_condenser: c.auto_select_condenser,
            filter_microchannel_only: c.filter_microchannel_only,
            condenser_id: c.condenser_id,
            typed_condenser: TypedCondenser::try_from(c.typed_condenser)?,
            discharge_line_size: c.discharge_line_size,
        })
    }
}

duty_request! {
    #[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
    #[serde(rename_all = "camelCase", default)]
    pub struct ChillerRequest {
        pub chiller_config: ChillerConfig,
        /// Verificación normativa: jurisdiction (EU, ES, MX, other; por defecto la
        /// de la empresa), referenceDate (AAAA-MM-DD; por defecto hoy) y site.
        #[serde(flatten)]
        pub regulatory: Regulatory,
    }
}

impl TryFrom<ChillerRequest> for ChillerInput {
    type Error = CalculationError;

    fn try_from(r: ChillerRequest) -> Result<Self, Self::Error> {
        let input = Self {
            cond_temp: number(&r.cond_temp, "condTemp")?,
            voltage: volts(&r.voltage)?,
            frequency: hertz(&r.frequency)?,
            superheat: number(&r.superheat, "superheat")?,
            subcooling: number(&r.subcooling, "subcooling")?,
            chiller: ChillerSettings::try_from(r.chiller_config)?,
            refrigerant: r.refrigerant,
            regulatory: RegulatoryRequest::try_from(r.regulatory)?,
        };
        input.check_choices()?;
        Ok(input)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_arrive_as_numbers_or_text() {
        assert_eq!(volts(&Some(NumberText::from("460V"))).unwrap(), Some(460.0));
        assert_eq!(number(&Some(NumberText::from("-6,7")), "evapTemp").unwrap(), Some(-6.7));
        assert_eq!(number(&Some(NumberText::from("−6,7")), "evapTemp").unwrap(), Some(-6.7));
        assert_eq!(number(&Some(NumberText::from("")), "evapTemp").unwrap(), None);
        let error = number(&Some(NumberText::from("frío")), "evapTemp").unwrap_err();
        assert_eq!(error.to_string(), "Temperatura de evaporación debe ser un número");
    }
}
