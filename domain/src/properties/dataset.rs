//! The reference dataset generated from CoolProp by tools/refdata, embedded
//! at compile time and parsed once.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::raw::{IirShift, RawSaturation, RawSecondary, RawSuperheat, RefrigerantInfo};
use super::refrigerant::{RefrigerantData, Saturation, SuperheatGrid};
use super::secondary::SecondaryFluid;
use super::PropertyError;

const REFRIGERANTS_JSON: &str = include_str!("../../refdata/refrigerants.json");
const SECONDARY_JSON: &str = include_str!("../../refdata/secondary.json");
const MANIFEST_JSON: &str = include_str!("../../refdata/manifest.json");

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawRefrigerant {
    #[serde(flatten)]
    info: RefrigerantInfo,
    saturation: RawSaturation,
    superheat: RawSuperheat,
    /// What the generator added to CoolProp's h and s to put them on the
    /// IIR reference (tools/refdata/generate.py, `on_iir_reference`).
    #[serde(default)]
    iir_shift: Option<IirShift>,
}

#[derive(Deserialize)]
struct RawRefrigerantsFile {
    refrigerants: Vec<RawRefrigerant>,
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
            .map(|r| {
                RefrigerantData::new(r.info, Saturation::new(r.saturation), SuperheatGrid::new(r.superheat))
                    .with_iir_shift(r.iir_shift.unwrap_or_default())
            })
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
