//! The parts of a calculation answer the sections print, as the engine's
//! own types: a renamed field fails to compile here, not silently on paper.

use domain::calculation::{HeatExchangerCheck, HotSideCheck};
use domain::engine::condenser::{CondenserCheck, SelectedCondenser, SelectionError};
use domain::engine::electrical::ElectricalLoads;
use domain::engine::system::{Compliance, SystemTotals};
use domain::engine::water_side::Approach;
use serde::Deserialize;
use serde_json::Value;

/// A rack, condensing-unit or chiller answer (`SystemResult`, and for a
/// chiller `ChillerAnswer`'s own fields); absent parts are `None`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Answer {
    pub condenser: Option<CondenserCheck>,
    pub auto_selected_condenser: Option<SelectedCondenser>,
    pub auto_select_error: Option<SelectionError>,
    pub electrical_loads: Option<ElectricalLoads>,
    pub totals: Option<SystemTotals>,
    /// W (chiller).
    pub required_capacity: Option<f64>,
    /// The chiller's one judgement (chiller).
    pub compliance: Option<Compliance>,
    pub approaches: Vec<Approach>,
    /// L/min (chiller).
    pub cold_side_flow: Option<f64>,
    pub hot_side: Option<HotSideCheck>,
    pub heat_exchanger_checks: Vec<HeatExchangerCheck>,
    /// Only what the sections need of each circuit.
    pub circuits: Vec<CircuitDuty>,
}

/// A circuit of `SystemResult::circuits`, as far as the sections read it.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CircuitDuty {
    /// °C.
    pub evap_temp: f64,
}

impl Answer {
    /// The coldest evaporation of the answer, °C.
    pub fn coldest_evaporation(&self) -> Option<f64> {
        self.circuits.iter().map(|c| c.evap_temp).reduce(f64::min)
    }
}

impl Answer {
    /// The answer as recorded; an answer this build cannot read is reported
    /// (the sheet warns), never printed half.
    pub fn read(results: &Value) -> Result<Self, String> {
        if results.is_null() {
            return Ok(Self::default());
        }
        Self::deserialize(results).map_err(|e| {
            format!("Los resultados guardados no corresponden a esta versión del cálculo ({e}); recalcule el proyecto.")
        })
    }
}
