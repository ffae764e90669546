//! Secondary fluids of the chiller water side: water, propylene glycol (MPG)
//! and ethylene glycol (MEG) at 10 to 50 % mass (ENGINEERING.md section 1).

use serde::Serialize;

use super::dataset::{dataset, RawSecondary};
use super::interp::{dot, locate, weights};
use super::PropertyError;

pub(crate) struct SecondaryFluid {
    code: String,
    name: String,
    concentration: f64,
    freezing_point: f64,
    t_min: f64,
    step: f64,
    rho: Vec<f64>,
    cp: Vec<f64>,
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

    fn state(&self, t: f64) -> Option<SecondaryState> {
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

/// The secondary fluids of the dataset, each with its concentrations.
pub fn secondary_fluids() -> Vec<SecondaryFluidInfo> {
    let mut out: Vec<SecondaryFluidInfo> = Vec::new();
    for fluid in dataset().secondary_fluids() {
        match out.iter_mut().find(|f| f.code == fluid.code) {
            Some(info) => info.concentrations.push(fluid.concentration),
            None => out.push(SecondaryFluidInfo {
                code: fluid.code.clone(),
                name: fluid.name.clone(),
                concentrations: vec![fluid.concentration],
            }),
        }
    }
    out
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

/// The table of `fluid` at a tabulated `concentration` (% mass); `None` when
/// the dataset has no table there.
pub fn secondary_table(fluid: &str, concentration: f64) -> Option<SecondaryTable> {
    dataset()
        .secondary_fluids()
        .iter()
        .find(|f| f.code.eq_ignore_ascii_case(fluid.trim()) && f.concentration == concentration)
        .map(|f| SecondaryTable {
            t_min: f.t_min,
            step: f.step,
            density: f.rho.clone(),
            cp: f.cp.clone(),
            freezing_point: f.freezing_point,
        })
}

/// Properties of `fluid` (water, MPG, MEG) at `concentration` % mass and `t` °C;
/// linear between the tabulated concentrations.
pub fn secondary_properties(fluid: &str, concentration: f64, t: f64) -> Result<SecondaryState, PropertyError> {
    let tables: Vec<&SecondaryFluid> =
        dataset().secondary_fluids().iter().filter(|f| f.code.eq_ignore_ascii_case(fluid.trim())).collect();
    let out_of_range =
        |quantity, value, min, max| PropertyError::OutOfRange { fluid: fluid.to_string(), quantity, value, min, max };
    match tables.as_slice() {
        [] => Err(PropertyError::UnknownSecondaryFluid(fluid.to_string())),
        [only] => only
            .state(t)
            .ok_or_else(|| out_of_range("T", t, only.t_min, only.t_min + only.step * (only.rho.len() - 1) as f64)),
        many => {
            let (lo, hi) = (many[0].concentration, many[many.len() - 1].concentration);
            if !(concentration >= lo && concentration <= hi) {
                return Err(out_of_range("concentración", concentration, lo, hi));
            }
            let upper = many.iter().position(|f| f.concentration >= concentration).unwrap_or(many.len() - 1).max(1);
            let (a, b) = (many[upper - 1], many[upper]);
            let f = (concentration - a.concentration) / (b.concentration - a.concentration);
            let sa =
                a.state(t).ok_or_else(|| out_of_range("T", t, a.t_min, a.t_min + a.step * (a.rho.len() - 1) as f64))?;
            let sb =
                b.state(t).ok_or_else(|| out_of_range("T", t, b.t_min, b.t_min + b.step * (b.rho.len() - 1) as f64))?;
            let mix = |x: f64, y: f64| x + (y - x) * f;
            Ok(SecondaryState {
                rho: mix(sa.rho, sb.rho),
                cp: mix(sa.cp, sb.cp),
                mu: (sa.mu.ln() + (sb.mu.ln() - sa.mu.ln()) * f).exp(),
                k: mix(sa.k, sb.k),
                freezing_point: mix(sa.freezing_point, sb.freezing_point),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_row_is_what_the_interpolation_gives_at_that_temperature() {
        let water = secondary_table("water", 0.0).unwrap();
        let row = ((9.5 - water.t_min) / water.step).round() as usize;
        let at = secondary_properties("water", 0.0, 9.5).unwrap();
        assert_eq!((water.density[row], water.cp[row]), (at.rho, at.cp));
        assert_eq!(water.density.len(), water.cp.len());
        assert_eq!(water.freezing_point, 0.0);
        assert!(secondary_table("MPG", 30.0).is_some_and(|t| t.freezing_point < -10.0));
    }

    #[test]
    fn it_has_no_table_between_tabulated_concentrations() {
        assert!(secondary_table("MPG", 35.0).is_none());
        assert!(secondary_table("brine", 0.0).is_none());
    }
}
