//! The edge of the sheet (issue 23 item 1): the project detail is read once
//! into the domain's types, and its calculation answer into the engine's
//! answer type for the equipment (`SimpleAnswer`, `SystemResult` or
//! `ChillerAnswer`). Every section reads these, none the JSON: a renamed
//! field fails to compile, not silently on paper.

use std::collections::BTreeMap;

use domain::calculation::{ChillerAnswer, ChillerSettings, CondenserSettings, SimpleAnswer};
use domain::compressor::model::CompressorType;
use domain::engine::electrical::ElectricalLoads;
use domain::engine::performance::Performance;
use domain::engine::system::{CalculationProvenance, SystemResult};
use domain::equipment::EquipmentType;
use domain::project::{ChillerConfig, GeneralData, ProjectConfig, ProjectInfo, SheetLanguage};
use domain::regulation::RegulatoryCompliance;
use serde::Deserialize;
use serde_json::Value;

/// What the latest calculation was made with, as far as the sheet prints it.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Calculated {
    pub calculated_at: Option<String>,
}

/// The projects API's `ProjectDetail`, as far as a sheet reads it.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
struct Detail {
    id: String,
    #[serde(flatten)]
    info: ProjectInfo,
    #[serde(flatten)]
    config: ProjectConfig,
    calculation: Option<Calculated>,
    calculation_results: Value,
}

/// The detail's `sheetLanguage` (`es` or `en`); Spanish when absent.
fn detail_language(detail: &Value) -> SheetLanguage {
    detail.get("sheetLanguage").and_then(|v| SheetLanguage::deserialize(v).ok()).unwrap_or_default()
}

/// The recorded answer, typed by the equipment that gave it.
#[derive(Debug, Clone, Default)]
pub enum Recorded {
    /// No answer, or one this build cannot read.
    #[default]
    None,
    /// A motor-compressor project's compressors.
    Simple(Box<SimpleAnswer>),
    /// A rack or a condensing unit.
    System(Box<SystemResult>),
    Chiller(Box<ChillerAnswer>),
}

/// A compressor of the answer with the evaporation it runs at.
#[derive(Debug, Clone, Copy)]
pub struct CompressorAnswer<'a> {
    /// °C: its circuit's, or the project's for a bare compressor.
    pub evap_temp: Option<f64>,
    pub model: &'a str,
    /// `None` for a bare compressor: its answer does not say.
    pub compressor_type: Option<CompressorType>,
    pub performance: &'a Performance,
}

/// A sheet's sources: the project in the domain's types, its answer in the engine's.
#[derive(Debug, Clone, Default)]
pub struct Source {
    pub id: String,
    pub info: ProjectInfo,
    pub config: ProjectConfig,
    pub calculated_at: String,
    pub answer: Recorded,
    /// The language the project asks its sheet in (`sheetLanguage`, issue
    /// 23 item 5); Spanish when it says none.
    pub language: SheetLanguage,
}

impl Source {
    /// Reads a project detail; the message says why its answer could not be
    /// read (an answer this build cannot read is reported, never printed half).
    pub fn read(detail: &Value) -> (Self, Option<String>) {
        let detail_value = detail;
        let detail = match Detail::deserialize(detail) {
            Ok(detail) => detail,
            Err(e) => return (Self::default(), Some(unreadable(&e))),
        };
        let kind = detail.config.equipment_type;
        let results = &detail.calculation_results;
        let answer = if results.is_null() {
            Ok(Recorded::None)
        } else {
            match kind {
                EquipmentType::Motocompresora => {
                    SimpleAnswer::deserialize(results).map(|a| Recorded::Simple(Box::new(a)))
                }
                EquipmentType::Chiller => ChillerAnswer::deserialize(results).map(|a| Recorded::Chiller(Box::new(a))),
                EquipmentType::Rack | EquipmentType::Condensadora => {
                    SystemResult::deserialize(results).map(|a| Recorded::System(Box::new(a)))
                }
            }
        };
        let (answer, failure) = match answer {
            Ok(answer) => (answer, None),
            Err(e) => (Recorded::None, Some(unreadable(&e))),
        };
        let source = Self {
            id: detail.id.trim().to_string(),
            info: detail.info,
            config: detail.config,
            calculated_at: detail.calculation.and_then(|c| c.calculated_at).unwrap_or_default().trim().to_string(),
            answer,
            language: detail_language(detail_value),
        };
        (source, failure)
    }

    /// The language the project asks its sheet in.
    pub fn sheet_language(&self) -> SheetLanguage {
        self.language
    }

    pub fn kind(&self) -> EquipmentType {
        self.config.equipment_type
    }

    /// The refrigerant's code as the project names it.
    pub fn refrigerant(&self) -> String {
        trimmed(&self.config.refrigerant)
    }

    /// Every compressor of the answer, circuit by circuit.
    pub fn compressors(&self) -> Vec<CompressorAnswer<'_>> {
        match &self.answer {
            Recorded::None => Vec::new(),
            Recorded::Simple(simple) => simple
                .compressors
                .iter()
                .map(|c| CompressorAnswer {
                    evap_temp: self.config.evap_temp,
                    model: c.model.trim(),
                    compressor_type: None,
                    performance: &c.performance,
                })
                .collect(),
            Recorded::System(_) | Recorded::Chiller(_) => self
                .answer
                .system()
                .into_iter()
                .flat_map(|s| &s.circuits)
                .flat_map(|circuit| {
                    circuit.compressors.iter().map(|c| CompressorAnswer {
                        evap_temp: Some(circuit.evap_temp),
                        model: c.model.trim(),
                        compressor_type: Some(c.compressor_type),
                        performance: &c.performance,
                    })
                })
                .collect(),
        }
    }

    /// The rack's or condensing unit's identification and control, when the
    /// type has them (a bare compressor's sheet reads the rack's, as always).
    pub fn general(&self) -> Option<&GeneralData> {
        match self.kind() {
            EquipmentType::Condensadora => self.config.condensing_unit_config.as_ref().map(|u| &u.general),
            EquipmentType::Chiller => None,
            EquipmentType::Rack | EquipmentType::Motocompresora => self.config.rack_config.as_ref().map(|r| &r.general),
        }
    }

    /// The field run the project gives, m one way (`pipeDistance`).
    pub fn pipe_distance(&self) -> Option<f64> {
        match self.chiller() {
            Some(chiller) => chiller.pipe_distance,
            None => self.general().and_then(|g| g.pipe_distance),
        }
    }

    /// The chiller's own configuration.
    pub fn chiller(&self) -> Option<&ChillerConfig> {
        (self.kind() == EquipmentType::Chiller).then_some(self.config.chiller_config.as_ref()).flatten()
    }

    /// The accessories ticked in the type's configuration.
    pub fn accessories(&self) -> Option<&BTreeMap<String, bool>> {
        match self.kind() {
            EquipmentType::Condensadora => self.config.condensing_unit_config.as_ref().map(|u| &u.accessories),
            EquipmentType::Chiller => None,
            EquipmentType::Rack | EquipmentType::Motocompresora => {
                self.config.rack_config.as_ref().map(|r| &r.accessories)
            }
        }
    }

    pub fn customer(&self) -> String {
        match self.chiller() {
            Some(chiller) => trimmed(&chiller.customer),
            None => self.general().map(|g| trimmed(&g.customer)).unwrap_or_default(),
        }
    }

    pub fn responsable(&self) -> String {
        match self.chiller() {
            Some(chiller) => trimmed(&chiller.responsable),
            None => self.general().map(|g| trimmed(&g.responsable)).unwrap_or_default(),
        }
    }

    /// The chiller's settings as its calculation read them.
    pub fn chiller_settings(&self) -> Option<ChillerSettings> {
        self.chiller()?;
        match self.config.calculation_input() {
            domain::calculation::CalculationInput::Chiller(input) => Some(input.chiller),
            _ => None,
        }
    }

    /// The condenser the project names (model and fans), if it names one.
    pub fn chosen_condenser(&self) -> ChosenCondenser {
        match (self.kind(), &self.config.condensing_unit_config, self.chiller()) {
            (EquipmentType::Condensadora, Some(unit), _) => ChosenCondenser {
                model: unit.condenser_model.clone(),
                fan_count: unit.condenser_fan_count,
                // kW per fan in the configuration.
                fan_power: unit.condenser_fan_power.map(|kw| kw * 1000.0),
            },
            (EquipmentType::Chiller, _, Some(chiller)) => ChosenCondenser {
                model: None,
                fan_count: chiller.condenser_fan_count,
                fan_power: chiller.condenser_fan_power.map(|kw| kw * 1000.0),
            },
            _ => ChosenCondenser::default(),
        }
    }

    /// The condenser settings of the type's configuration (ambient, fans).
    pub fn condenser_settings(&self) -> CondenserSettings {
        match self.kind() {
            EquipmentType::Condensadora => match self.config.calculation_input() {
                domain::calculation::CalculationInput::Rack(input) => input.condensing_unit.unwrap_or_default(),
                _ => CondenserSettings::default(),
            },
            EquipmentType::Chiller => self
                .chiller()
                .map(|c| CondenserSettings {
                    condenser_id: c.condenser_id.clone(),
                    auto_select_condenser: c.auto_select_condenser,
                    condenser_oversizing: c.condenser_oversizing,
                    ambient_temp: c.ambient_temp,
                    filter_microchannel_only: c.filter_microchannel_only,
                    capacity_control: None,
                    condenser_fan_type: None,
                    ..CondenserSettings::default()
                })
                .unwrap_or_default(),
            EquipmentType::Rack | EquipmentType::Motocompresora => self
                .general()
                .map(|g| CondenserSettings {
                    capacity_control: g.capacity_control.clone(),
                    condenser_fan_type: g.condenser_fan_type.clone(),
                    ..CondenserSettings::default()
                })
                .unwrap_or_default(),
        }
    }
}

impl Recorded {
    /// The system answer of a rack, condensing unit or chiller.
    pub fn system(&self) -> Option<&SystemResult> {
        match self {
            Self::System(system) => Some(system),
            Self::Chiller(chiller) => Some(&chiller.system),
            Self::None | Self::Simple(_) => None,
        }
    }

    pub fn chiller(&self) -> Option<&ChillerAnswer> {
        match self {
            Self::Chiller(chiller) => Some(chiller),
            _ => None,
        }
    }

    /// What the calculation used (a bare compressor's: its first compressor's).
    pub fn provenance(&self) -> Option<&CalculationProvenance> {
        match self {
            Self::Simple(simple) => simple.compressors.first().map(|c| &c.provenance),
            _ => self.system().map(|s| &s.provenance),
        }
    }

    /// The regulatory findings recorded with the answer.
    pub fn regulatory(&self) -> Option<&RegulatoryCompliance> {
        match self {
            Self::Simple(simple) => Some(&simple.regulatory_compliance),
            _ => self.system().map(|s| &s.regulatory_compliance),
        }
    }

    /// The electrical loads recorded with the answer: a system's, or a
    /// motor-compressor's where its answer records them.
    pub fn electrical_loads(&self) -> Option<&ElectricalLoads> {
        match self {
            Self::Simple(simple) => simple.electrical_loads.as_ref(),
            _ => self.system().map(|s| &s.electrical_loads),
        }
    }

    /// The answer's totals: cooling capacity, power (W) and current (A).
    pub fn totals(&self) -> Option<(f64, f64, f64)> {
        match self {
            Self::None => None,
            Self::Simple(simple) => {
                Some((simple.totals.cooling_capacity, simple.totals.power_input, simple.totals.current))
            }
            _ => self.system().map(|s| (s.totals.cooling_capacity, s.totals.power_input, s.totals.current)),
        }
    }
}

/// The condenser chosen in the project, as its configuration names it
/// (the answer's check does not repeat the model or the fans).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ChosenCondenser {
    pub model: Option<String>,
    pub fan_count: Option<f64>,
    /// W per fan.
    pub fan_power: Option<f64>,
}

impl ChosenCondenser {
    /// W of its fans, when both the count and the power are known.
    pub fn fans(&self) -> Option<f64> {
        self.fan_count.zip(self.fan_power).map(|(n, w)| n * w)
    }
}

/// An optional text as printed: trimmed, empty when absent.
pub fn trimmed(value: &Option<String>) -> String {
    value.as_deref().map(str::trim).unwrap_or_default().to_string()
}

fn unreadable(e: &serde_json::Error) -> String {
    format!("Los resultados guardados no corresponden a esta versión del cálculo ({e}); recalcule el proyecto.")
}

#[cfg(test)]
mod tests {
    use super::super::test_sources::{detail, source};
    use super::*;

    /// The answers the endpoints gave for each type read as the engine's
    /// own types, whole: nothing is left to a string path.
    #[test]
    fn every_recorded_answer_reads_as_the_engine_type_of_its_equipment() {
        for (name, kind) in [
            ("rack", EquipmentType::Rack),
            ("condensadora", EquipmentType::Condensadora),
            ("chiller", EquipmentType::Chiller),
            ("motocompresora", EquipmentType::Motocompresora),
        ] {
            let source = source(name);
            assert_eq!(source.kind(), kind);
            assert!(!source.compressors().is_empty(), "{kind:?}");
            match (&source.answer, kind) {
                (Recorded::Simple(_), EquipmentType::Motocompresora)
                | (Recorded::Chiller(_), EquipmentType::Chiller)
                | (Recorded::System(_), EquipmentType::Rack | EquipmentType::Condensadora) => {}
                (answer, kind) => panic!("{kind:?} read as {answer:?}"),
            }
            assert!(source.answer.provenance().is_some_and(|p| !p.engine_version.is_empty()), "{kind:?}");
        }
    }

    #[test]
    fn an_answer_this_build_cannot_read_is_reported_not_printed_half() {
        let mut detail = detail("rack");
        detail["calculationResults"] = serde_json::json!({ "circuits": "no" });
        let (source, failure) = Source::read(&detail);
        assert!(matches!(source.answer, Recorded::None));
        assert!(failure.unwrap().starts_with("Los resultados guardados no corresponden"));
        assert_eq!(source.customer(), "Supermercados del Norte");
    }
}
