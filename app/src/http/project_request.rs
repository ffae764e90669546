//! A project body as the screens send it (app-and-projects.md section 3):
//! typed request structs, with numbers as numbers or text and ids as text or
//! numbers, read into the domain's information and configuration in one
//! place, [`ProjectRequest::into_domain`]. The parts a calculation request
//! also carries (circuits, lines, water sides, the regulatory fields) are
//! the calculation requests' own types, read the same way.

use std::collections::BTreeMap;

use domain::calculation::{
    choice, CalculationError, Circuit, CompressorChoice, LinesConfig, RegulatoryRequest, WaterSide,
};
use domain::numbers::NumberText;
use domain::project::{
    equipment_type, ChillerConfig, ColdSide, CondensingUnitConfig, GeneralData, ProjectConfig, ProjectInfo, RackConfig,
    SaturationPressure, SheetLanguage, SheetUnits,
};
use domain::rules::DomainError;
use read_models::project_detail::ProjectDetail;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::api_error::ApiError;
use super::calculation_dto::{
    hertz, id_text, number, volts, CircuitRequest, CompressorRef, LinesConfig as LinesRequest, Regulatory,
    WaterSide as WaterSideRequest,
};
use crate::AppError;

/// A project as the screens send it: its information and its configuration
/// in one object. `calculationResults` is ignored (the server calculates).
/// Every field is optional: a PATCH keeps the saved value of a field it
/// leaves out.
#[derive(Debug, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[schema(as = ProjectBody)]
#[serde(rename_all = "camelCase", default)]
pub struct ProjectRequest {
    pub name: Option<String>,
    pub is_pro: bool,
    pub pro_description: Option<String>,
    pub design_notes: Option<String>,
    pub design_images: Option<Vec<String>>,
    /// The data sheet's units: SI (°C, bar, kW, kg, m) or IP (°F, psig,
    /// BTU/h and TR, lb, ft/in); stored values stay SI.
    #[schema(value_type = Option<SheetUnits>)]
    pub sheet_units: Option<String>,
    /// The data sheet's language: es or en.
    #[schema(value_type = Option<SheetLanguage>)]
    pub sheet_language: Option<String>,
    /// rack, condensadora, chiller or motocompresora; anything else breaks
    /// the field's rule ('Seleccione un tipo de equipo').
    #[schema(value_type = Option<domain::equipment::EquipmentType>)]
    #[serde(deserialize_with = "text_or_nothing")]
    pub equipment_type: Option<String>,
    /// Supply voltage, V (e.g. 460 or "460V").
    #[schema(schema_with = crate::schemas::voltage)]
    pub voltage: Option<NumberText>,
    /// Hz of the supply (60 or "60 Hz"): chooses the coefficient sets.
    #[schema(schema_with = crate::schemas::frequency)]
    pub frequency: Option<NumberText>,
    pub refrigerant: Option<String>,
    /// The screen's compressor-type filter.
    pub compressor_type: Option<String>,
    /// Evaporating (dew) temperature, °C, of the simple types.
    #[schema(schema_with = crate::schemas::temperature)]
    pub evap_temp: Option<NumberText>,
    /// Condensing (dew) temperature, °C.
    #[schema(schema_with = crate::schemas::temperature)]
    pub cond_temp: Option<NumberText>,
    /// The evaporating condition entered as a saturation pressure (bar
    /// absolute): the server derives `evapTemp` from it (dew point).
    pub evap_pressure: Option<SaturationPressure>,
    /// The condensing condition entered as a saturation pressure: `condTemp` is derived.
    pub cond_pressure: Option<SaturationPressure>,
    /// Suction superheat, K; absent keeps each coefficient set's rating.
    #[schema(schema_with = crate::schemas::kelvin)]
    pub superheat: Option<NumberText>,
    /// Liquid subcooling, K; absent keeps each coefficient set's rating.
    #[schema(schema_with = crate::schemas::kelvin)]
    pub subcooling: Option<NumberText>,
    pub compressors_config: Vec<CompressorRef>,
    pub rack_config: Option<RackConfigRequest>,
    pub condensing_unit_config: Option<CondensingUnitConfigRequest>,
    pub chiller_config: Option<ChillerConfigRequest>,
    #[serde(flatten)]
    pub regulatory: Regulatory,
}

/// Serde reader of a field that is used only when it is text (the
/// equipment type: a number or a list there names no type, a 422).
fn text_or_nothing<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<String>, D::Error> {
    Ok(match Option::<Value>::deserialize(deserializer)? {
        Some(Value::String(s)) => Some(s),
        _ => None,
    })
}

/// Identification, control, layout, dimensions of a rack or condensing unit.
#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct GeneralDataRequest {
    pub customer: Option<String>,
    pub responsable: Option<String>,
    /// The project name on the sheet (the spec's `gun`).
    pub gun: Option<String>,
    pub controller_brand: Option<String>,
    pub controller_model: Option<String>,
    #[schema(value_type = Option<domain::calculation::CapacityControl>)]
    pub capacity_control: Option<String>,
    #[schema(value_type = Option<domain::calculation::CondenserFanType>)]
    pub condenser_fan_type: Option<String>,
    #[schema(schema_with = crate::schemas::number)]
    pub number_of_circuits: Option<NumberText>,
    pub hot_gas_defrost: Option<bool>,
    /// One-way pipe distance, m.
    #[schema(schema_with = crate::schemas::number)]
    pub pipe_distance: Option<NumberText>,
    /// mm.
    #[schema(schema_with = crate::schemas::number)]
    pub length: Option<NumberText>,
    #[schema(schema_with = crate::schemas::number)]
    pub width: Option<NumberText>,
    #[schema(schema_with = crate::schemas::number)]
    pub height: Option<NumberText>,
    /// kg.
    #[schema(schema_with = crate::schemas::number)]
    pub shipping_weight: Option<NumberText>,
    /// The discharge line's size fixed by the engineer; absent: automatic.
    #[schema(schema_with = crate::schemas::line_size)]
    pub discharge_line_size: Option<String>,
}

impl TryFrom<GeneralDataRequest> for GeneralData {
    type Error = CalculationError;

    fn try_from(g: GeneralDataRequest) -> Result<Self, Self::Error> {
        Ok(Self {
            number_of_circuits: number(&g.number_of_circuits, "numberOfCircuits")?,
            pipe_distance: number(&g.pipe_distance, "pipeDistance")?,
            length: number(&g.length, "length")?,
            width: number(&g.width, "width")?,
            height: number(&g.height, "height")?,
            shipping_weight: number(&g.shipping_weight, "shippingWeight")?,
            customer: g.customer,
            responsable: g.responsable,
            gun: g.gun,
            controller_brand: g.controller_brand,
            controller_model: g.controller_model,
            capacity_control: g.capacity_control,
            condenser_fan_type: g.condenser_fan_type,
            hot_gas_defrost: g.hot_gas_defrost,
            discharge_line_size: g.discharge_line_size,
        })
    }
}

fn lines(lines: Option<LinesRequest>) -> Result<Option<LinesConfig>, CalculationError> {
    lines.map(LinesConfig::try_from).transpose()
}

fn circuits(circuits: Vec<CircuitRequest>) -> Result<Vec<Circuit>, CalculationError> {
    circuits.into_iter().map(Circuit::try_from).collect()
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct RackConfigRequest {
    #[serde(flatten)]
    pub general: GeneralDataRequest,
    pub liquid_lines_config: Option<LinesRequest>,
    pub accessories: BTreeMap<String, bool>,
    pub circuits: Vec<CircuitRequest>,
}

impl TryFrom<RackConfigRequest> for RackConfig {
    type Error = CalculationError;

    fn try_from(r: RackConfigRequest) -> Result<Self, Self::Error> {
        Ok(Self {
            general: GeneralData::try_from(r.general)?,
            liquid_lines_config: lines(r.liquid_lines_config)?,
            accessories: r.accessories,
            circuits: circuits(r.circuits)?,
        })
    }
}

/// The condenser of a condensing unit or a chiller, the same fields in
/// both: one from the library (its id and figures) or the automatic choice
/// (margin over the duty, ambient temperature, microchannel only).
#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct CondenserChoiceRequest {
    #[serde(deserialize_with = "id_text")]
    pub condenser_id: Option<String>,
    /// kW.
    #[schema(schema_with = crate::schemas::number)]
    pub condenser_capacity: Option<NumberText>,
    #[schema(schema_with = crate::schemas::number)]
    pub condenser_fan_count: Option<NumberText>,
    /// kW per fan.
    #[schema(schema_with = crate::schemas::number)]
    pub condenser_fan_power: Option<NumberText>,
    pub auto_select_condenser: Option<bool>,
    /// %.
    #[schema(schema_with = crate::schemas::number)]
    pub condenser_oversizing: Option<NumberText>,
    /// °C.
    #[schema(schema_with = crate::schemas::temperature)]
    pub ambient_temp: Option<NumberText>,
    pub filter_microchannel_only: Option<bool>,
}

/// Each number read, or refused naming its field; each configuration reads
/// them in its own order (the first bad one is the one named).
impl CondenserChoiceRequest {
    fn capacity(&self) -> Result<Option<f64>, CalculationError> {
        number(&self.condenser_capacity, "condenserCapacity")
    }

    fn fan_count(&self) -> Result<Option<f64>, CalculationError> {
        number(&self.condenser_fan_count, "condenserFanCount")
    }

    fn fan_power(&self) -> Result<Option<f64>, CalculationError> {
        number(&self.condenser_fan_power, "condenserFanPower")
    }

    fn oversizing(&self) -> Result<Option<f64>, CalculationError> {
        number(&self.condenser_oversizing, "condenserOversizing")
    }

    fn ambient_temp(&self) -> Result<Option<f64>, CalculationError> {
        number(&self.ambient_temp, "ambientTemp")
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct CondensingUnitConfigRequest {
    #[serde(flatten)]
    pub general: GeneralDataRequest,
    pub liquid_lines_config: Option<LinesRequest>,
    pub accessories: BTreeMap<String, bool>,
    pub circuits: Vec<CircuitRequest>,
    #[serde(flatten)]
    pub condenser: CondenserChoiceRequest,
    pub condenser_model: Option<String>,
    pub condenser_is_microchannel: Option<bool>,
}

impl TryFrom<CondensingUnitConfigRequest> for CondensingUnitConfig {
    type Error = CalculationError;

    fn try_from(u: CondensingUnitConfigRequest) -> Result<Self, Self::Error> {
        Ok(Self {
            general: GeneralData::try_from(u.general)?,
            liquid_lines_config: lines(u.liquid_lines_config)?,
            accessories: u.accessories,
            circuits: circuits(u.circuits)?,
            condenser_capacity: u.condenser.capacity()?,
            condenser_fan_count: u.condenser.fan_count()?,
            condenser_fan_power: u.condenser.fan_power()?,
            condenser_oversizing: u.condenser.oversizing()?,
            ambient_temp: u.condenser.ambient_temp()?,
            condenser_id: u.condenser.condenser_id,
            condenser_model: u.condenser_model,
            condenser_is_microchannel: u.condenser_is_microchannel,
            auto_select_condenser: u.condenser.auto_select_condenser,
            filter_microchannel_only: u.condenser.filter_microchannel_only,
        })
    }
}

/// The cold side, with what the screen computed from it.
#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ColdSideRequest {
    #[serde(flatten)]
    pub side: WaterSideRequest,
    #[schema(schema_with = crate::schemas::number)]
    pub calculated_capacity: Option<NumberText>,
    #[schema(schema_with = crate::schemas::number)]
    pub calculated_flow_rate: Option<NumberText>,
}

impl TryFrom<ColdSideRequest> for ColdSide {
    type Error = CalculationError;

    fn try_from(c: ColdSideRequest) -> Result<Self, Self::Error> {
        Ok(Self {
            side: WaterSide::try_from(c.side)?,
            calculated_capacity: number(&c.calculated_capacity, "calculatedCapacity")?,
            calculated_flow_rate: number(&c.calculated_flow_rate, "calculatedFlowRate")?,
        })
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ChillerConfigRequest {
    #[schema(value_type = Option<domain::calculation::CapacityMethod>)]
    pub capacity_method: Option<String>,
    /// kW (TR when the cold side's `capacityUnit` is `tr`).
    #[schema(schema_with = crate::schemas::number)]
    pub required_capacity: Option<NumberText>,
    #[schema(value_type = Option<domain::calculation::ChillerType>)]
    pub chiller_type: Option<String>,
    pub model_name: Option<String>,
    #[schema(schema_with = crate::schemas::number)]
    pub number_of_circuits: Option<NumberText>,
    pub customer: Option<String>,
    pub responsable: Option<String>,
    pub project: Option<String>,
    #[schema(schema_with = crate::schemas::number)]
    pub pipe_distance: Option<NumberText>,
    pub equipment_photo_url: Option<String>,
    pub cold_side: Option<ColdSideRequest>,
    pub hot_side: Option<WaterSideRequest>,
    #[serde(flatten)]
    pub condenser: CondenserChoiceRequest,
    pub circuits: Vec<CircuitRequest>,
    /// The discharge line's size fixed by the engineer; absent: automatic.
    #[schema(schema_with = crate::schemas::line_size)]
    pub discharge_line_size: Option<String>,
}

impl TryFrom<ChillerConfigRequest> for ChillerConfig {
    type Error = CalculationError;

    fn try_from(c: ChillerConfigRequest) -> Result<Self, Self::Error> {
        Ok(Self {
            required_capacity: number(&c.required_capacity, "requiredCapacity")?,
            number_of_circuits: number(&c.number_of_circuits, "numberOfCircuits")?,
            pipe_distance: number(&c.pipe_distance, "pipeDistance")?,
            condenser_oversizing: c.condenser.oversizing()?,
            condenser_capacity: c.condenser.capacity()?,
            condenser_fan_count: c.condenser.fan_count()?,
            condenser_fan_power: c.condenser.fan_power()?,
            ambient_temp: c.condenser.ambient_temp()?,
            cold_side: c.cold_side.map(ColdSide::try_from).transpose()?,
            hot_side: c.hot_side.map(WaterSide::try_from).transpose()?,
            circuits: circuits(c.circuits)?,
            capacity_method: c.capacity_method,
            chiller_type: c.chiller_type,
            model_name: c.model_name,
            customer: c.customer,
            responsable: c.responsable,
            project: c.project,
            equipment_photo_url: c.equipment_photo_url,
            auto_select_condenser: c.condenser.auto_select_condenser,
            filter_microchannel_only: c.condenser.filter_microchannel_only,
            condenser_id: c.condenser.condenser_id,
            discharge_line_size: c.discharge_line_size,
        })
    }
}

fn rule(error: impl DomainError) -> ApiError {
    ApiError::App(AppError::from_rule(error))
}

fn not_an_object() -> ApiError {
    ApiError::MalformedBody {
        message: "Los datos enviados no tienen el formato esperado",
        detail: "expected an object".into(),
    }
}

impl ProjectRequest {
    /// Reads a whole body: a JSON object, or a malformed body (400). Read
    /// the way [`super::api_error::ApiJson`] reads every other body
    /// ([`super::strict::from_value`]: no struct written as an array).
    pub fn from_json(body: Value) -> Result<Self, ApiError> {
        if !body.is_object() {
            return Err(not_an_object());
        }
        super::strict::from_value(&body).map_err(|error| ApiError::MalformedBody {
            message: "Los datos enviados no tienen el formato esperado",
            detail: error.to_string(),
        })
    }

    /// The information and configuration the body gives: every number read
    /// (a field that is not one is refused naming it), then the equipment
    /// type, then every fixed-list field of every part.
    pub fn into_domain(self) -> Result<(ProjectInfo, ProjectConfig), ApiError> {
        let voltage = volts(&self.voltage).map_err(rule)?;
        let frequency = hertz(&self.frequency).map_err(rule)?;
        let evap_temp = number(&self.evap_temp, "evapTemp").map_err(rule)?;
        let cond_temp = number(&self.cond_temp, "condTemp").map_err(rule)?;
        let superheat = number(&self.superheat, "superheat").map_err(rule)?;
        let subcooling = number(&self.subcooling, "subcooling").map_err(rule)?;
        let rack_config = self.rack_config.map(RackConfig::try_from).transpose().map_err(rule)?;
        let condensing_unit_config =
            self.condensing_unit_config.map(CondensingUnitConfig::try_from).transpose().map_err(rule)?;
        let chiller_config = self.chiller_config.map(ChillerConfig::try_from).transpose().map_err(rule)?;
        let regulatory = RegulatoryRequest::try_from(self.regulatory).map_err(rule)?;
        let config = ProjectConfig {
            equipment_type: equipment_type(self.equipment_type.as_deref().unwrap_or_default()).map_err(rule)?,
            voltage,
            frequency,
            refrigerant: self.refrigerant,
            compressor_type: self.compressor_type,
            evap_temp,
            cond_temp,
            evap_pressure: self.evap_pressure,
            cond_pressure: self.cond_pressure,
            superheat,
            subcooling,
            compressors_config: self.compressors_config.into_iter().map(CompressorChoice::from).collect(),
            rack_config,
            condensing_unit_config,
            chiller_config,
            regulatory,
        };
        config.check_choices().map_err(rule)?;
        let info = ProjectInfo {
            name: self.name.unwrap_or_default(),
            is_pro: self.is_pro,
            pro_description: self.pro_description,
            design_notes: self.design_notes,
            design_images: self.design_images.unwrap_or_default(),
            sheet_units: choice(self.sheet_units.as_deref(), "sheetUnits").map_err(rule)?.unwrap_or_default(),
            sheet_language: choice(self.sheet_language.as_deref(), "sheetLanguage").map_err(rule)?.unwrap_or_default(),
        };
        Ok((info, config))
    }
}

/// PATCH: the body's top-level fields over the saved ones.
pub fn merged(current: &ProjectDetail, patch: Value) -> Result<Value, ApiError> {
    let Value::Object(patch) = patch else { return Err(not_an_object()) };
    let mut base = match serde_json::to_value(current) {
        Ok(Value::Object(map)) => map,
        Ok(_) => Map::new(),
        Err(error) => {
            return Err(ApiError::MalformedBody {
                message: "Los datos enviados no tienen el formato esperado",
                detail: error.to_string(),
            })
        }
    };
    // A temperature sent without its pressure is entered as a temperature.
    for (temp, pressure) in [("evapTemp", "evapPressure"), ("condTemp", "condPressure")] {
        if patch.contains_key(temp) && !patch.contains_key(pressure) {
            base.remove(pressure);
        }
    }
    for (key, value) in patch {
        base.insert(key, value);
    }
    Ok(Value::Object(base))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn read(body: Value) -> Result<(ProjectInfo, ProjectConfig), ApiError> {
        ProjectRequest::from_json(body)?.into_domain()
    }

    #[test]
    fn it_should_read_numbers_written_as_text_and_ids_sent_as_numbers() {
        let body = json!({
            "name": "Rack", "equipmentType": "rack", "voltage": "460V", "condTemp": "40,5",
            "rackConfig": {"pipeDistance": "", "circuits": [{"id": 1, "evapTemp": "−10", "compressors": [{"id": 7, "model": "X"}],
                "suctionLinesConfig": {"numberOfLines": "2", "division": {"type": "percentage", "values": ["60", 40]}}}]}
        });
        let (info, config) = read(body).unwrap();
        assert_eq!(info.name, "Rack");
        assert_eq!((config.voltage, config.cond_temp), (Some(460.0), Some(40.5)));
        let rack = config.rack_config.unwrap();
        assert_eq!(rack.general.pipe_distance, None);
        assert_eq!(rack.circuits[0].id.as_deref(), Some("1"));
        assert_eq!(rack.circuits[0].compressors.as_ref().unwrap()[0].id.as_deref(), Some("7"));
        assert_eq!(rack.circuits[0].evap_temp, Some(-10.0));
        assert_eq!(
            rack.circuits[0].suction_lines_config.as_ref().unwrap().division.as_ref().unwrap().values,
            Some(vec![60.0, 40.0])
        );
    }

    #[test]
    fn it_should_name_a_field_that_is_not_a_number_in_spanish() {
        let Err(ApiError::App(AppError::Rejected { message, field, .. })) =
            read(json!({"equipmentType": "rack", "condTemp": "caliente"}))
        else {
            panic!()
        };
        assert_eq!(message, "Temperatura de condensación debe ser un número");
        assert_eq!(field, Some("condTemp"));
        // A number is read before the type is: the same answer with no type.
        let Err(ApiError::App(AppError::Rejected { field, .. })) =
            read(json!({"equipmentType": "bomba", "chillerConfig": {"coldSide": {"tempIn": "x"}}}))
        else {
            panic!()
        };
        assert_eq!(field, Some("tempIn"));
    }

    #[test]
    fn it_should_refuse_an_unknown_or_missing_equipment_type() {
        for body in
            [json!({"name": "X", "equipmentType": "bomba"}), json!({"name": "X", "equipmentType": 3}), json!({})]
        {
            assert!(
                matches!(
                    read(body.clone()),
                    Err(ApiError::App(AppError::Rejected { code: "project.equipment_type_required", .. }))
                ),
                "{body}"
            );
        }
    }

    #[test]
    fn it_should_refuse_a_body_of_the_wrong_shape_as_malformed() {
        for body in [json!([1, 2]), json!({"equipmentType": "rack", "isPro": "sí"}), json!({"name": 5})] {
            assert!(matches!(read(body.clone()), Err(ApiError::MalformedBody { .. })), "{body}");
        }
    }

    #[test]
    fn it_should_refuse_a_value_outside_a_fixed_list_naming_the_field() {
        let body = json!({"equipmentType": "chiller", "chillerConfig": {"coldSide": {"flowRateUnit": "GPM"}}});
        let Err(ApiError::App(AppError::Rejected { message, field, .. })) = read(body) else { panic!() };
        assert_eq!(message, "Unidad de caudal: 'GPM' no es una opción válida (lmin, gpm o m3h)");
        assert_eq!(field, Some("flowRateUnit"));
        let body = json!({"equipmentType": "chiller", "chillerConfig": {"coldSide": {"flowRateUnit": "gpm", "fluidType": "MPG-30"}}});
        assert!(read(body).is_ok());
    }

    #[test]
    fn it_should_read_the_condenser_fields_alike_in_a_condensing_unit_and_a_chiller() {
        let condenser = json!({"condenserId": 4, "condenserCapacity": "12,5", "condenserFanCount": 2,
            "condenserFanPower": "0.6", "autoSelectCondenser": false, "condenserOversizing": "10",
            "ambientTemp": 35, "filterMicrochannelOnly": true});
        let body = json!({"equipmentType": "chiller", "condensingUnitConfig": condenser, "chillerConfig": condenser});
        let (_, config) = read(body).unwrap();
        let (unit, chiller) = (config.condensing_unit_config.unwrap(), config.chiller_config.unwrap());
        assert_eq!(
            (unit.condenser_id.as_deref(), unit.condenser_capacity, unit.condenser_fan_count, unit.condenser_fan_power),
            (Some("4"), Some(12.5), Some(2.0), Some(0.6))
        );
        assert_eq!(
            (unit.auto_select_condenser, unit.condenser_oversizing, unit.ambient_temp, unit.filter_microchannel_only),
            (Some(false), Some(10.0), Some(35.0), Some(true))
        );
        assert_eq!(
            (
                chiller.condenser_id,
                chiller.condenser_capacity,
                chiller.condenser_fan_count,
                chiller.condenser_fan_power
            ),
            (unit.condenser_id, unit.condenser_capacity, unit.condenser_fan_count, unit.condenser_fan_power)
        );
        assert_eq!(
            (chiller.auto_select_condenser, chiller.condenser_oversizing, chiller.ambient_temp),
            (unit.auto_select_condenser, unit.condenser_oversizing, unit.ambient_temp)
        );
        assert_eq!(chiller.filter_microchannel_only, Some(true));
        for part in ["condensingUnitConfig", "chillerConfig"] {
            let body = json!({"equipmentType": "chiller", part: {"condenserFanPower": "mucho"}});
            let Err(ApiError::App(AppError::Rejected { field, .. })) = read(body) else { panic!("{part}") };
            assert_eq!(field, Some("condenserFanPower"), "{part}");
        }
    }

    #[test]
    fn it_should_read_the_sheet_units_and_language_and_refuse_others_naming_them() {
        let (info, _) = read(json!({"equipmentType": "rack"})).unwrap();
        assert_eq!((info.sheet_units, info.sheet_language), (SheetUnits::Si, SheetLanguage::Es));
        let (info, _) = read(json!({"equipmentType": "rack", "sheetUnits": "IP", "sheetLanguage": "en"})).unwrap();
        assert_eq!((info.sheet_units, info.sheet_language), (SheetUnits::Ip, SheetLanguage::En));
        let Err(ApiError::App(AppError::Rejected { message, field, .. })) =
            read(json!({"equipmentType": "rack", "sheetUnits": "imperial"}))
        else {
            panic!()
        };
        assert_eq!(
            (message.as_str(), field),
            ("Unidades de la ficha: 'imperial' no es una opción válida (SI o IP)", Some("sheetUnits"))
        );
        let Err(ApiError::App(AppError::Rejected { message, .. })) =
            read(json!({"equipmentType": "rack", "sheetLanguage": "EN"}))
        else {
            panic!()
        };
        assert_eq!(message, "Idioma de la ficha: 'EN' no es una opción válida (es o en)");
    }

    #[test]
    fn it_should_keep_every_field_a_saved_project_answers() {
        let body = json!({
            "name": "UC", "isPro": true, "proDescription": "d", "designNotes": null, "designImages": null,
            "equipmentType": "Condensadora", "frequency": "60 Hz", "compressorType": "scroll", "superheat": 10,
            "jurisdiction": "EU", "site": {"roomVolume": "50", "accessCategory": "a"},
            "condensingUnitConfig": {"customer": "C", "length": "1200", "condenserId": 4, "condenserCapacity": "12,5",
                "accessories": {"dryFilters": true}, "autoSelectCondenser": false, "dischargeLineSize": "1-1/8"},
            "chillerConfig": {"coldSide": {"tempIn": "12", "calculatedCapacity": 30}, "modelName": "M"},
            "calculationResults": {"ignored": true}
        });
        let (info, config) = read(body).unwrap();
        assert_eq!(
            (info.name.as_str(), info.is_pro, info.design_notes, info.design_images.len()),
            ("UC", true, None, 0)
        );
        assert_eq!(config.equipment_type, domain::equipment::EquipmentType::Condensadora);
        assert_eq!((config.frequency, config.superheat), (Some(60.0), Some(10.0)));
        assert_eq!(config.regulatory.site.as_ref().unwrap().room_volume, Some(50.0));
        let unit = config.condensing_unit_config.unwrap();
        assert_eq!((unit.general.length, unit.condenser_capacity), (Some(1200.0), Some(12.5)));
        assert_eq!(unit.condenser_id.as_deref(), Some("4"));
        assert_eq!(unit.accessories.get("dryFilters"), Some(&true));
        assert_eq!(unit.general.discharge_line_size.as_deref(), Some("1-1/8"));
        let chiller = config.chiller_config.unwrap();
        let cold = chiller.cold_side.unwrap();
        assert_eq!((cold.side.temp_in, cold.calculated_capacity), (Some(12.0), Some(30.0)));
    }
}
