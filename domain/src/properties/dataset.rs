//! The reference dataset generated from CoolProp by tools/refdata, embedded
//! at compile time and parsed once.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::refrigerant::{RefrigerantData, Saturation, SuperheatGrid};
use super::secondary::SecondaryFluid;
use super::PropertyError;

const REFRIGERANTS_JSON: &str = include_str!("../../refdata/refrigerants.json");
const SECONDARY_JSON: &str = include_str!("../../refdata/secondary.json");
const MANIFEST_JSON: &str = include_str!("../../refdata/manifest.json");

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
    /// Lower flammability limit, kg/m³.
    pub lfl: Option<f64>,
    pub equipment_types: Vec<String>,
    pub normatives: Vec<String>,
    pub coolprop_fluid: String,
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
struct RawRefrigerant {
    #[serde(flatten)]
    info: RefrigerantInfo,
    saturation: RawSaturation,
    superheat: RawSuperheat,
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
struct RawRefrigerantsFile {
    refrigerants: Vec<RawRefrigerant>,
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

#[derive(Deserialize)]
struct RawSecondaryFile {
    fluids: Vec<RawSecondary>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Manifest {
    coolprop_version: String,
    dataset_hash: String,
}

/// Every refrigerant and secondary fluid of the reference dataset.
pub struct Dataset {
    refrigerants: Vec<RefrigerantData>,
    index: HashMap<String, usize>,
    secondary: Vec<SecondaryFluid>,
    coolprop_version: String,
    hash: String,
}

/// The dataset, parsed on first use.
pub fn dataset() -> &'static Dataset {
    static DATASET: OnceLock<Dataset> = OnceLock::new();
    DATASET.get_or_init(|| Dataset::parse(REFRIGERANTS_JSON, SECONDARY_JSON, MANIFEST_JSON))
}

/// Upper-cases and drops separators, so `r-404a` finds `R404A`.
pub fn normalize_code(code: &str) -> String {
    code.trim().to_uppercase().replace(['-', ' '], "")
}

impl Dataset {
    fn parse(refrigerants: &str, secondary: &str, manifest: &str) -> Self {
        // The embedded files are generated and tested; failing here is a build defect.
        let raw: RawRefrigerantsFile = serde_json::from_str(refrigerants).expect("embedded refrigerants.json is valid");
        let raw_secondary: RawSecondaryFile =
            serde_json::from_str(secondary).expect("embedded secondary.json is valid");
        let manifest: Manifest = serde_json::from_str(manifest).expect("embedded manifest.json is valid");
        let refrigerants: Vec<RefrigerantData> = raw
            .refrigerants
            .into_iter()
            .map(|r| RefrigerantData::new(r.info, Saturation::new(r.saturation), SuperheatGrid::new(r.superheat)))
            .collect();
        let index = refrigerants.iter().enumerate().map(|(i, r)| (normalize_code(&r.info.code), i)).collect();
        Self {
            refrigerants,
            index,
            secondary: raw_secondary.fluids.into_iter().map(SecondaryFluid::new).collect(),
            coolprop_version: manifest.coolprop_version,
            hash: manifest.dataset_hash,
        }
    }

    /// SHA-256 of the dataset files; every calculation records it.
    pub fn hash(&self) -> &str {
        &self.hash
    }

    pub fn coolprop_version(&self) -> &str {
        &self.coolprop_version
    }

    pub fn refrigerants(&self) -> &[RefrigerantData] {
        &self.refrigerants
    }

    /// A refrigerant by code (case and dashes ignored); unknown codes name the closest ones.
    pub fn refrigerant(&self, code: &str) -> Result<&RefrigerantData, PropertyError> {
        self.index.get(&normalize_code(code)).map(|&i| &self.refrigerants[i]).ok_or_else(|| {
            PropertyError::UnknownRefrigerant { code: code.trim().to_string(), closest: self.closest(code, 3) }
        })
    }

    /// The `n` known codes nearest to `code` by edit distance.
    pub fn closest(&self, code: &str, n: usize) -> Vec<String> {
        let wanted = normalize_code(code);
        let mut scored: Vec<(usize, &str)> = self
            .refrigerants
            .iter()
            .map(|r| (edit_distance(&wanted, &normalize_code(&r.info.code)), r.info.code.as_str()))
            .collect();
        scored.sort();
        scored.into_iter().take(n).map(|(_, c)| c.to_string()).collect()
    }

    pub(crate) fn secondary_fluids(&self) -> &[SecondaryFluid] {
        &self.secondary
    }
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let current = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(current + 1);
            prev = current;
        }
    }
    row[b.len()]
}
