//! A project's configuration as the user gave it (app-and-projects.md
//! section 3), and how it becomes a calculation.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::saturation_pressure::{Condition, PressureEntryError, SaturationPressure};
use super::ProjectError;
use crate::calculation::{
    check, CalculationError, CalculationInput, CapacityControl, CapacityMethod, ChillerInput, ChillerSettings,
    ChillerType, Choice, Circuit, CompressorChoice, CondenserFanType, CondenserSettings, LinesConfig, RackInput,
    RegulatoryRequest, SimpleInput, TypedCondenser, WaterSide,
};
use crate::equipment::EquipmentType;

/// Reads the 'Tipo de equipo' a body names; anything but one of the four
/// ids breaks that field's rule.
pub fn equipment_type(text: &str) -> Result<EquipmentType, ProjectError> {
    EquipmentType::parse(text).ok_or(ProjectError::EquipmentTypeRequired)
}

/// Name, PRO flag and description, design notes and images, and the units
/// and language its data sheet is printed in.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct ProjectInfo {
    pub name: String,
    pub is_pro: bool,
    pub pro_description: Option<String>,
    pub design_notes: Option<String>,
    pub design_images: Vec<String>,
    /// The data sheet's units (issue 23 item 5). Left out of the stored
    /// form while SI, so projects saved before it read and hash the same.
    #[serde(skip_serializing_if = "SheetUnits::is_default")]
    pub sheet_units: SheetUnits,
    /// The data sheet's language; left out while Spanish, like the units.
    #[serde(skip_serializing_if = "SheetLanguage::is_default")]
    pub sheet_language: SheetLanguage,
}

/// The units a data sheet prints in. Stored values stay SI whatever is
/// chosen; the sheet converts with the factors of `data/units.json`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum SheetUnits {
    /// °C, bar, kW, kg, m.
    #[default]
    #[serde(rename = "SI")]
    Si,
    /// °F, psig, BTU/h and TR, lb, ft and in.
    #[serde(rename = "IP")]
    Ip,
}

impl SheetUnits {
    fn is_default(&self) -> bool {
        *self == Self::default()
    }
}

impl Choice for SheetUnits {
    const ALL: &'static [Self] = &[Self::Si, Self::Ip];
    fn key(self) -> &'static str {
        match self {
            Self::Si => "SI",
            Self::Ip => "IP",
        }
    }
}

/// The language a data sheet prints in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum SheetLanguage {
    #[default]
    Es,
    En,
}

impl SheetLanguage {
    fn is_default(&self) -> bool {
        *self == Self::default()
    }
}

impl Choice for SheetLanguage {
    const ALL: &'static [Self] = &[Self::Es, Self::En];
    fn key(self) -> &'static str {
        match self {
            Self::Es => "es",
            Self::En => "en",
        }
    }
}

/// Identification, control, layout, dimensions of a rack or condensing unit.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct GeneralData {
    pub customer: Option<String>,
    pub responsable: Option<String>,
    /// The project name on the sheet (the spec's `gun`).
    pub gun: Option<String>,
    pub controller_brand: Option<String>,
    pub controller_model: Option<String>,
    /// STANDARD, VFD or DIGITAL.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::calculation::CapacityControl>))]
    pub capacity_control: Option<String>,
    /// FIX SPEED, VFD or EC.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::calculation::CondenserFanType>))]
    pub condenser_fan_type: Option<String>,
    pub number_of_circuits: Option<f64>,
    pub hot_gas_defrost: Option<bool>,
    /// m.
    pub pipe_distance: Option<f64>,
    /// The discharge line's size fixed by the engineer; absent: automatic.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discharge_line_size: Option<String>,
    /// mm.
    pub length: Option<f64>,
    pub width: Option<f64>,
    pub height: Option<f64>,
    /// kg.
    pub shipping_weight: Option<f64>,
}

impl GeneralData {
    fn check_choices(&self) -> Result<(), CalculationError> {
        check::<CapacityControl>(&self.capacity_control, "capacityControl")?;
        check::<CondenserFanType>(&self.condenser_fan_type, "condenserFanType")
    }
}

/// Checks a configuration part's lines and circuits.
fn check_lines_and_circuits(lines: &Option<LinesConfig>, circuits: &[Circuit]) -> Result<(), CalculationError> {
    lines.as_ref().map_or(Ok(()), LinesConfig::check_choices)?;
    circuits.iter().try_for_each(Circuit::check_choices)
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct RackConfig {
    #[serde(flatten)]
    pub general: GeneralData,
    pub liquid_lines_config: Option<LinesConfig>,
    pub accessories: BTreeMap<String, bool>,
    pub circuits: Vec<Circuit>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct CondensingUnitConfig {
    #[serde(flatten)]
    pub general: GeneralData,
    pub liquid_lines_config: Option<LinesConfig>,
    pub accessories: BTreeMap<String, bool>,
    pub circuits: Vec<Circuit>,
    pub condenser_id: Option<String>,
    pub condenser_model: Option<String>,
    /// kW.
    pub condenser_capacity: Option<f64>,
    pub condenser_fan_count: Option<f64>,
    /// kW per fan.
    pub condenser_fan_power: Option<f64>,
    pub condenser_is_microchannel: Option<bool>,
    pub auto_select_condenser: Option<bool>,
    /// %.
    pub condenser_oversizing: Option<f64>,
    /// °C.
    pub ambient_temp: Option<f64>,
    pub filter_microchannel_only: Option<bool>,
}

/// The cold side, with what the screen computed from it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct ColdSide {
    #[serde(flatten)]
    pub side: WaterSide,
    pub calculated_capacity: Option<f64>,
    pub calculated_flow_rate: Option<f64>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct ChillerConfig {
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::calculation::CapacityMethod>))]
    pub capacity_method: Option<String>,
    /// kW.
    pub required_capacity: Option<f64>,
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::calculation::ChillerType>))]
    pub chiller_type: Option<String>,
    pub model_name: Option<String>,
    pub number_of_circuits: Option<f64>,
    pub customer: Option<String>,
    pub responsable: Option<String>,
    pub project: Option<String>,
    pub pipe_distance: Option<f64>,
    pub equipment_photo_url: Option<String>,
    pub cold_side: Option<ColdSide>,
    pub hot_side: Option<WaterSide>,
    pub auto_select_condenser: Option<bool>,
    pub condenser_oversizing: Option<f64>,
    pub filter_microchannel_only: Option<bool>,
    pub condenser_id: Option<String>,
    pub condenser_capacity: Option<f64>,
    pub condenser_fan_count: Option<f64>,
    pub condenser_fan_power: Option<f64>,
    pub ambient_temp: Option<f64>,
    pub circuits: Vec<Circuit>,
    /// The discharge line's size fixed by the engineer; absent: automatic.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discharge_line_size: Option<String>,
}

/// Everything that decides a project's calculation.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct ProjectConfig {
    pub equipment_type: EquipmentType,
    /// V.
    pub voltage: Option<f64>,
    /// Hz of the supply (460 V / 60 Hz, 400 V / 50 Hz ...): chooses the
    /// compressors' coefficient sets and electrical data (issue 27).
    /// Projects saved before it have none: their sets as published.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frequency: Option<f64>,
    pub refrigerant: Option<String>,
    /// The screen's compressor-type filter.
    pub compressor_type: Option<String>,
    /// °C, simple types.
    pub evap_temp: Option<f64>,
    /// °C, every type.
    pub cond_temp: Option<f64>,
    /// The evaporating condition entered as a saturation pressure: then
    /// `evap_temp` is its dew temperature, derived on every save (issue 24
    /// item 3). Projects saved before it, and conditions entered as
    /// temperatures, have none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub evap_pressure: Option<SaturationPressure>,
    /// The condensing condition entered as a saturation pressure (see
    /// `evap_pressure`): then `cond_temp` is its dew temperature.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cond_pressure: Option<SaturationPressure>,
    /// K; absent keeps each coefficient set's rating.
    pub superheat: Option<f64>,
    pub subcooling: Option<f64>,
    pub compressors_config: Vec<CompressorChoice>,
    pub rack_config: Option<RackConfig>,
    pub condensing_unit_config: Option<CondensingUnitConfig>,
    pub chiller_config: Option<ChillerConfig>,
    /// Jurisdiction, reference date and room of the regulatory check
    /// (issue 21 item 7); projects saved before it have none and are
    /// checked as `other` at the date the rules were reviewed.
    #[serde(flatten)]
    pub regulatory: RegulatoryRequest,
}

impl ProjectConfig {
    pub fn new(equipment_type: EquipmentType) -> Self {
        Self {
            equipment_type,
            voltage: None,
            frequency: None,
            refrigerant: None,
            compressor_type: None,
            evap_temp: None,
            cond_temp: None,
            evap_pressure: None,
            cond_pressure: None,
            superheat: None,
            subcooling: None,
            compressors_config: Vec::new(),
            rack_config: None,
            condensing_unit_config: None,
            chiller_config: None,
            regulatory: RegulatoryRequest::default(),
        }
    }

    /// The configuration with the temperature of each condition entered as
    /// a pressure (the project's and every circuit's) read off the
    /// refrigerant's table (a pressure entered wins over a temperature sent
    /// beside it).
    pub fn with_saturation_pressures(mut self) -> Result<Self, PressureEntryError> {
        let refrigerant = self.refrigerant.as_deref();
        if let Some(p) = &self.evap_pressure {
            self.evap_temp = Some(p.dew_temperature(refrigerant, Condition::Evaporating)?);
        }
        if let Some(p) = &self.cond_pressure {
            self.cond_temp = Some(p.dew_temperature(refrigerant, Condition::Condensing)?);
        }
        // The circuits' evaporating conditions, of whichever equipment.
        let circuits = [
            self.rack_config.as_mut().map(|r| &mut r.circuits),
            self.condensing_unit_config.as_mut().map(|u| &mut u.circuits),
            self.chiller_config.as_mut().map(|c| &mut c.circuits),
        ];
        for circuit in circuits.into_iter().flatten().flat_map(|list| list.iter_mut()) {
            if let Some(p) = &circuit.evap_pressure {
                circuit.evap_temp = Some(p.dew_temperature(refrigerant, Condition::Evaporating)?);
            }
        }
        Ok(self)
    }

    /// Checks every fixed-list field (`capacityControl`, `fluidType`...) of
    /// every part of the configuration, whichever equipment it is for: what
    /// is saved is answered back, and must read as the API describes it.
    pub fn check_choices(&self) -> Result<(), CalculationError> {
        if let Some(rack) = &self.rack_config {
            rack.general.check_choices()?;
            check_lines_and_circuits(&rack.liquid_lines_config, &rack.circuits)?;
        }
        if let Some(unit) = &self.condensing_unit_config {
            unit.general.check_choices()?;
            check_lines_and_circuits(&unit.liquid_lines_config, &unit.circuits)?;
        }
        if let Some(chiller) = &self.chiller_config {
            check::<CapacityMethod>(&chiller.capacity_method, "capacityMethod")?;
            check::<ChillerType>(&chiller.chiller_type, "chillerType")?;
            check_lines_and_circuits(&None, &chiller.circuits)?;
            chiller.cold_side.as_ref().map_or(Ok(()), |s| s.side.check_choices())?;
            chiller.hot_side.as_ref().map_or(Ok(()), WaterSide::check_choices)?;
        }
        self.regulatory.check()
    }

    /// How many compressors the equipment holds.
    pub fn compressor_count(&self) -> usize {
        let in_circuits =
            |circuits: &[Circuit]| circuits.iter().map(|c| c.compressors.as_ref().map_or(0, Vec::len)).sum();
        match self.equipment_type {
            EquipmentType::Motocompresora => self.compressors_config.len(),
            EquipmentType::Rack => match self.rack_config.as_ref().filter(|r| !r.circuits.is_empty()) {
                Some(rack) => in_circuits(&rack.circuits),
                None => self.compressors_config.len(),
            },
            EquipmentType::Condensadora => self.condensing_unit_config.as_ref().map_or(0, |u| in_circuits(&u.circuits)),
            EquipmentType::Chiller => self.chiller_config.as_ref().map_or(0, |c| in_circuits(&c.circuits)),
        }
    }

    /// A rack sent as one circuit at the top level (evaporation temperature
    /// and compressor list), the spec's 'Circuito Único'.
    fn single_circuit(&self) -> Option<Circuit> {
        let no_circuits = self.rack_config.as_ref().is_none_or(|r| r.circuits.is_empty());
        (no_circuits && !self.compressors_config.is_empty()).then(|| Circuit {
            id: Some("1".into()),
            evap_temp: self.evap_temp,
            compressors: Some(self.compressors_config.clone()),
            ..Default::default()
        })
    }

    /// The calculation this configuration asks for.
    pub fn calculation_input(&self) -> CalculationInput {
        match self.equipment_type {
            EquipmentType::Motocompresora => CalculationInput::Simple(SimpleInput {
                evap_temp: self.evap_temp,
                cond_temp: self.cond_temp,
                refrigerant: self.refrigerant.clone(),
                voltage: self.voltage,
                frequency: self.frequency,
                superheat: self.superheat,
                subcooling: self.subcooling,
                compressors: self.compressors_config.clone(),
                regulatory: self.regulatory.clone(),
            }),
            EquipmentType::Rack => {
                let rack = self.rack_config.clone().unwrap_or_default();
                let circuits =
                    if rack.circuits.is_empty() { self.single_circuit().into_iter().collect() } else { rack.circuits };
                CalculationInput::Rack(RackInput {
                    circuits: Some(circuits),
                    pipe_distance: rack.general.pipe_distance,
                    liquid_lines_config: rack.liquid_lines_config,
                    discharge_line_size: rack.general.discharge_line_size,
                    capacity_control: rack.general.capacity_control,
                    condenser_fan_type: rack.general.condenser_fan_type,
                    ..self.system_common()
                })
            }
            EquipmentType::Condensadora => {
                let unit = self.condensing_unit_config.clone().unwrap_or_default();
                CalculationInput::Rack(RackInput {
                    circuits: Some(unit.circuits),
                    pipe_distance: unit.general.pipe_distance,
                    liquid_lines_config: unit.liquid_lines_config,
                    discharge_line_size: unit.general.discharge_line_size,
                    condensing_unit: Some(CondenserSettings {
                        condenser_id: unit.condenser_id,
                        auto_select_condenser: unit.auto_select_condenser,
                        condenser_oversizing: unit.condenser_oversizing,
                        ambient_temp: unit.ambient_temp,
                        filter_microchannel_only: unit.filter_microchannel_only,
                        capacity_control: unit.general.capacity_control,
                        condenser_fan_type: unit.general.condenser_fan_type,
                        typed: TypedCondenser {
                            condenser_model: unit.condenser_model,
                            condenser_capacity: unit.condenser_capacity,
                            condenser_fan_count: unit.condenser_fan_count,
                            condenser_fan_power: unit.condenser_fan_power,
                            condenser_is_microchannel: unit.condenser_is_microchannel,
                        },
                    }),
                    ..self.system_common()
                })
            }
            EquipmentType::Chiller => {
                let c = self.chiller_config.clone().unwrap_or_default();
                CalculationInput::Chiller(ChillerInput {
                    chiller: ChillerSettings {
                        capacity_method: c.capacity_method,
                        required_capacity: c.required_capacity,
                        chiller_type: c.chiller_type,
                        circuits: Some(c.circuits),
                        cond_temp: None,
                        pipe_distance: c.pipe_distance,
                        cold_side: c.cold_side.map(|s| s.side),
                        hot_side: c.hot_side,
                        auto_select_condenser: c.auto_select_condenser,
                        condenser_oversizing: c.condenser_oversizing,
                        filter_microchannel_only: c.filter_microchannel_only,
                        condenser_id: c.condenser_id,
                        ambient_temp: c.ambient_temp,
                        typed_condenser: TypedCondenser {
                            condenser_capacity: c.condenser_capacity,
                            condenser_fan_count: c.condenser_fan_count,
                            condenser_fan_power: c.condenser_fan_power,
                            ..Default::default()
                        },
                        discharge_line_size: c.discharge_line_size,
                    },
                    cond_temp: self.cond_temp,
                    refrigerant: self.refrigerant.clone(),
                    voltage: self.voltage,
                    frequency: self.frequency,
                    superheat: self.superheat,
                    subcooling: self.subcooling,
                    regulatory: self.regulatory.clone(),
                })
            }
        }
    }

    fn system_common(&self) -> RackInput {
        RackInput {
            cond_temp: self.cond_temp,
            refrigerant: self.refrigerant.clone(),
            voltage: self.voltage,
            frequency: self.frequency,
            superheat: self.superheat,
            subcooling: self.subcooling,
            regulatory: self.regulatory.clone(),
            ..Default::default()
        }
    }
}
