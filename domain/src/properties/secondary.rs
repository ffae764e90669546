//! Secondary fluids of the chiller water side: water, propylene glycol (MPG)
//! and ethylene glycol (MEG) at 10 to 50 % mass (ENGINEERING.md section 1).

use serde::Serialize;

use super::interp::{dot, locate, weights};
use super::raw::RawSecondary;

pub(crate) struct SecondaryFluid {
    pub(super) code: String,
    pub(super) name: String,
    pub(super) concentration: f64,
    pub(super) freezing_point: f64,
    pub(super) t_min: f64,
    pub(super) step: f64,
    pub(super) rho: Vec<f64>,
    pub(super) cp: Vec<f64>,
    mu: Vec<f64>,
    k: Vec<f64>,
}

impl SecondaryFluid {
    pub(crate) fn new(mut raw: RawSecondary) -> Self {
        let mut take = |key: &str| -> Vec<f64> {
            raw.table.remove(key).unwrap_or_default().into_iter().map(|v| v.unwrap_or(f64::NAN)).collect()
        };
        let t = take("t");
        let (rho, cp, mu, k) = (take("rho"), take("cp"), take("mu"), take("k"));
        Self {
            code: raw.code,
            name: raw.name,
            concentration: raw.concentration,
            freezing_point: raw.freezing_point,
            t_min: t.first().copied().unwrap_or(f64::NAN),
            step: if t.len() > 1 { t[1] - t[0] } else { 1.0 },
            rho,
            cp,
            mu,
            k,
        }
    }

    pub(super) fn state(&self, t: f64) -> Option<SecondaryState> {
        let (i, u) = locate(self.t_min, self.step, self.rho.len(), t)?;
        let w = weights(u);
        Some(SecondaryState {
            rho: dot(&self.rho, i, &w),
            cp: dot(&self.cp, i, &w),
            mu: dot(&self.mu, i, &w),
            k: dot(&self.k, i, &w),
            freezing_point: self.freezing_point,
        })
    }
}

/// Properties of a secondary fluid at one temperature.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SecondaryState {
    /// kg/m³.
    pub rho: f64,
    /// J/(kg·K).
    pub cp: f64,
    /// Pa·s.
    pub mu: f64,
    /// W/(m·K).
    pub k: f64,
    /// °C.
    pub freezing_point: f64,
}

/// A secondary fluid choice: code and its name.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SecondaryFluidInfo {
    pub code: String,
    pub name: String,
    pub concentrations: Vec<f64>,
}

impl SecondaryFluidInfo {
    /// The value a screen sends for this fluid at `concentration` (% mass):
    /// the code alone for 0 (`water`), else `MPG-30`.
    pub fn value(&self, concentration: f64) -> String {
        if concentration == 0.0 {
            self.code.clone()
        } else {
            format!("{}-{concentration}", self.code)
        }
    }
}

/// The property table of one tabulated secondary fluid, for clients that
/// interpolate it themselves (the chiller form computes capacity and flow on
/// the client with the same four-point stencil as [`secondary_properties`]).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SecondaryTable {
    /// °C of the first row.
    pub t_min: f64,
    /// K between rows.
    pub step: f64,
    /// kg/m³ per row.
    pub density: Vec<f64>,
    /// J/(kg·K) per row.
    pub cp: Vec<f64>,
    /// °C.
    pub freezing_point: f64,
}
