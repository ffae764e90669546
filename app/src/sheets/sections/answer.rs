//! The parts of a calculation answer the sections print, as the engine's
//! own types: a renamed field fails to compile here, not silently on paper.

use domain::calculation::{HeatExchangerCheck, HotSideCheck};
use domain::engine::condenser::{CircuitCondenser, CondenserCheck, SelectedCondenser, SelectionError};
use domain::engine::electrical::ElectricalLoads;
use domain::engine::system::{Compliance, SystemTotals};
use domain::engine::water_side::Approach;

use super::source::Recorded;

/// A rack, condensing-unit or chiller answer (`SystemResult`, and for a
/// chiller `ChillerAnswer`'s own fields); absent parts are `None`.
#[derive(Debug, Clone, Default)]
pub struct Answer {
    pub condenser: Option<CondenserCheck>,
    pub auto_selected_condenser: Option<SelectedCondenser>,
    pub auto_select_error: Option<SelectionError>,
    /// The condenser chosen by id or typed (engine 1.10.0).
    pub given_condenser: Option<SelectedCondenser>,
    /// Each refrigerant circuit's own condenser (engine 1.11.0).
    pub circuit_condensers: Vec<CircuitCondenser>,
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
#[derive(Debug, Clone, Default)]
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
    /// The parts of a recorded answer the sections read; empty for a bare
    /// compressor's, which has none of them.
    pub fn of(recorded: &Recorded) -> Self {
        let Some(system) = recorded.system() else { return Self::default() };
        let chiller = recorded.chiller();
        Self {
            condenser: system.condenser.clone(),
            auto_selected_condenser: system.auto_selected_condenser.clone(),
            auto_select_error: system.auto_select_error.clone(),
            given_condenser: system.given_condenser.clone(),
            circuit_condensers: system.circuit_condensers.clone(),
            electrical_loads: Some(system.electrical_loads.clone()),
            totals: Some(system.totals.clone()),
            required_capacity: chiller.map(|c| c.required_capacity),
            compliance: chiller.map(|c| c.compliance.clone()),
            approaches: chiller.map(|c| c.approaches.clone()).unwrap_or_default(),
            cold_side_flow: chiller.and_then(|c| c.cold_side_flow),
            hot_side: chiller.and_then(|c| c.hot_side.clone()),
            heat_exchanger_checks: chiller.map(|c| c.heat_exchanger_checks.clone()).unwrap_or_default(),
            circuits: system.circuits.iter().map(|c| CircuitDuty { evap_temp: c.evap_temp }).collect(),
        }
    }
}
