//! The chiller's secondary fluids (GET /api/fluids), from the reference
//! dataset, each with the property table the chiller form computes capacity
//! and flow with on the client (app-and-projects.md section 7).

use domain::properties::{secondary_fluids, secondary_table};
use serde::Serialize;

/// Density and specific heat on a uniform temperature grid.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FluidProperties {
    /// °C of the first row.
    pub t_min: f64,
    /// K between rows.
    pub step: f64,
    /// kg/m³ per row.
    pub density: Vec<f64>,
    /// J/(kg·K) per row.
    pub cp: Vec<f64>,
}

/// One choice of the fluid selects: `value` is `water` or `MPG-30`, `MEG-20`...
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FluidChoice {
    pub value: String,
    pub label: String,
    pub fluid: String,
    /// % mass of glycol (0 for water).
    pub concentration: f64,
    /// °C.
    pub freezing_point: Option<f64>,
    pub properties: Option<FluidProperties>,
}

pub fn list() -> Vec<FluidChoice> {
    let mut out = Vec::new();
    for fluid in secondary_fluids() {
        for concentration in &fluid.concentrations {
            let value = fluid.value(*concentration);
            let label =
                if *concentration == 0.0 { fluid.name.clone() } else { format!("{} {concentration} %", fluid.name) };
            let table = secondary_table(&fluid.code, *concentration);
            out.push(FluidChoice {
                value,
                label,
                fluid: fluid.code.clone(),
                concentration: *concentration,
                freezing_point: table.as_ref().map(|t| t.freezing_point),
                properties: table.map(|t| FluidProperties {
                    t_min: t.t_min,
                    step: t.step,
                    density: t.density,
                    cp: t.cp,
                }),
            });
        }
    }
    out
}
