//! The chiller's secondary fluids (GET /api/fluids), from the reference dataset.

use domain::properties::secondary_fluids;
use serde::Serialize;

/// One choice of the fluid selects: `value` is `water` or `MPG-30`, `MEG-20`...
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FluidChoice {
    pub value: String,
    pub label: String,
    pub fluid: String,
    /// % mass of glycol (0 for water).
    pub concentration: f64,
}

pub fn list() -> Vec<FluidChoice> {
    let mut out = Vec::new();
    for fluid in secondary_fluids() {
        for concentration in &fluid.concentrations {
            let (value, label) = if *concentration == 0.0 {
                (fluid.code.clone(), fluid.name.clone())
            } else {
                (format!("{}-{concentration}", fluid.code), format!("{} {concentration} %", fluid.name))
            };
            out.push(FluidChoice { value, label, fluid: fluid.code.clone(), concentration: *concentration });
        }
    }
    out
}
