//! The dataset's JSON as tools/refdata writes it: what each part of the
//! engine is built from.

use std::collections::HashMap;

use serde::Deserialize;

/// Library facts about a refrigerant (ENGINEERING.md section 1).
#[derive(Debug, Clone, PartialEq, Deserialize, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RefrigerantInfo {
    pub code: String,
    pub name: String,
    /// HFC, HFO, HFC/HFO, HC, natural, HCFC or CFC.
    #[serde(rename = "type")]
    pub family: String,
    pub safety_class: String,
    pub gwp_ar4: Option<f64>,
    pub gwp_ar5: Option<f64>,
    pub odp: Option<f64>,
    /// Components and mass percentages, in the standard's order.
    pub composition: Option<Vec<(String, f64)>>,
    /// °C at 1.01325 bar (bubble point for blends).
    pub normal_boiling_point: Option<f64>,
    pub normal_boiling_point_dew: Option<f64>,
    /// K, dew minus bubble at atmospheric pressure.
    pub glide_at_atmospheric: Option<f64>,
    /// Pure fluids only. Above 1 atm (R744) the fluid has no liquid at
    /// atmospheric pressure and `normal_boiling_point` is `None`.
    #[serde(default)]
    pub triple_point: Option<TriplePoint>,
    /// °C.
    pub critical_temperature: f64,
    /// Lower flammability limit, kg/m³: EN 378-1:2016+A1:2020 Annex E (the
    /// ISO 817 figure), the only LFL the engine reads (tools/refdata/metadata.py
    /// `LFL_SOURCES`; decision 2026-11-28-lfl-in-the-refrigerant-dataset).
    pub lfl: Option<f64>,
    /// Where `lfl` comes from: the standard and table ('EN 378-1:2016+A1:2020,
    /// anexo E, tabla E.2'); `None` without an LFL.
    #[serde(default)]
    pub lfl_source: Option<String>,
    pub equipment_types: Vec<String>,
    pub normatives: Vec<String>,
    pub coolprop_fluid: String,
}

/// J/kg and J/(kg·K) the dataset added to CoolProp's enthalpy and entropy
/// to put a refrigerant on the IIR reference (`iirShift` of an entry).
#[derive(Debug, Clone, Copy, PartialEq, Default, Deserialize)]
pub struct IirShift {
    pub h: f64,
    pub s: f64,
}

/// Where solid, liquid and vapour coexist: `t` °C, `p` Pa (absolute).
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[derive(Debug, Clone, Copy, PartialEq, Deserialize, serde::Serialize)]
pub struct TriplePoint {
    pub t: f64,
    pub p: f64,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RawSaturation {
    pub t_min: f64,
    pub step: f64,
    pub columns: HashMap<String, Vec<Option<f64>>>,
    pub transport_sources: HashMap<String, String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RawSuperheat {
    pub t_sat_min: f64,
    pub t_sat_step: f64,
    pub superheat_nodes: Vec<f64>,
    pub rho: Vec<Vec<Option<f64>>>,
    pub h: Vec<Vec<Option<f64>>>,
    pub s: Vec<Vec<Option<f64>>>,
    pub mu: Vec<Vec<Option<f64>>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RawSecondary {
    pub code: String,
    pub name: String,
    pub concentration: f64,
    pub freezing_point: f64,
    pub table: HashMap<String, Vec<Option<f64>>>,
}
