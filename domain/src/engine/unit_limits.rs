//! What keeps a whole unit from its compressors' capacity, as its totals
//! state it: the components that limit it (decision
//! 2026-11-27-verdict-limited-by-components) and the circuits whose verdict
//! is not met (ENGINEERING.md section 3's bands; a compressor outside its
//! envelope, EN 12900:2013 and AHRI 540-2020, whose figure is no evidence).
//! Decided here from the circuits' recorded judgements; a sheet or a
//! screen only words it.

use super::system::{CapacityLimit, CircuitResult, Compliance, OUTSIDE_ENVELOPE};

/// The unit's limits; see [`unit_limits`].
#[derive(Debug, Clone, PartialEq, Default)]
pub struct UnitLimits {
    /// One per limiting component (condenser or exchanger by model, or no
    /// condenser), summed over the circuits it limits: W it lets through of
    /// the W those circuits' compressors give.
    pub components: Vec<CapacityLimit>,
    /// The judgements not met, in order: the circuit's index (`None`: the
    /// whole unit, a chiller judged once) and the engine's status in words
    /// ('FUERA DE ENVOLVENTE · INSUFICIENTE').
    pub verdicts: Vec<(Option<usize>, String)>,
}

impl UnitLimits {
    /// Adds a judgement of circuit `circuit` (`None`: the unit). It is not
    /// met when its status is [`OUTSIDE_ENVELOPE`] or its capacity is
    /// short of the requirement ([`Compliance::is_insufficient`]); 'CUMPLE
    /// AJUSTADO' is met.
    fn add(&mut self, circuit: Option<usize>, judged: &Compliance) {
        if let Some(limit) = &judged.limited_by {
            match self.components.iter_mut().find(|c| c.component == limit.component && c.model == limit.model) {
                Some(same) => {
                    same.capacity += limit.capacity;
                    same.compressors_capacity += limit.compressors_capacity;
                }
                None => self.components.push(limit.clone()),
            }
        }
        if judged.status == OUTSIDE_ENVELOPE || judged.is_insufficient() {
            self.verdicts.push((circuit, judged.status_in_words()));
        }
    }

    fn any(self) -> Option<Self> {
        (!self.components.is_empty() || !self.verdicts.is_empty()).then_some(self)
    }
}

/// What limits a rack or condensing unit of `circuits`, each judged
/// against its own requirement: `None` when every judged circuit is met
/// within its envelope and no component limits it.
pub fn unit_limits(circuits: &[CircuitResult]) -> Option<UnitLimits> {
    let mut limits = UnitLimits::default();
    for (i, circuit) in circuits.iter().enumerate() {
        if let Some(judged) = &circuit.compliance {
            limits.add(Some(i), judged);
        }
    }
    limits.any()
}

/// What limits a unit judged once, as a whole (a chiller against its one
/// requirement: its circuits' own figures are not judged on its sheet).
pub fn judged_unit_limits(judged: &Compliance) -> Option<UnitLimits> {
    let mut limits = UnitLimits::default();
    limits.add(None, judged);
    limits.any()
}

#[cfg(test)]
mod tests {
    use super::super::system::{judged, LimitingComponent, Totals};
    use super::*;

    fn circuit(
        id: &str,
        compressors_w: f64,
        required_w: f64,
        limit: Option<CapacityLimit>,
        in_envelope: bool,
    ) -> CircuitResult {
        let json = serde_json::json!({
            "circuitId": id, "evapTemp": -10.0, "compressors": [], "suctionLines": [],
            "totals": Totals { cooling_capacity: compressors_w, power_input: 1.0, current: 1.0 },
            "compliance": judged(required_w, compressors_w, limit, in_envelope),
        });
        serde_json::from_value(json).unwrap()
    }

    /// A condensing unit whose compressors give 12.30 kW, a condenser that condenses half the load lets
    /// 6.00 kW through (Q · C / L), below 95 % of the 10 kW required
    /// (ENGINEERING.md section 3): limited by the condenser, insufficient.
    #[test]
    fn a_condenser_too_small_limits_the_unit_and_its_verdict() {
        let limit = CapacityLimit::condenser("CD-30", 9_000.0, 18_450.0, 12_300.0);
        let limits = unit_limits(&[circuit("1", 12_300.0, 10_000.0, limit, true)]).unwrap();
        let condenser = &limits.components[0];
        assert_eq!((condenser.component, condenser.model.as_str()), (LimitingComponent::Condenser, "CD-30"));
        assert!((condenser.capacity - 6_000.0).abs() < 1e-9 && condenser.compressors_capacity == 12_300.0);
        assert_eq!(limits.verdicts, vec![(Some(0), "INSUFICIENTE".to_string())]);
    }

    /// Two circuits of one unit limited by the same failed selection sum
    /// (0 W of their 30 kW); a circuit outside its envelope at 120 % is not
    /// met (EN 12900: the polynomial is valid inside its envelope only); an
    /// adjusted one at 97 % is.
    #[test]
    fn limits_sum_by_component_and_every_unmet_circuit_is_named() {
        let none = |w| Some(CapacityLimit::no_condenser(w));
        let limits = unit_limits(&[
            circuit("MT", 20_000.0, 10_000.0, none(20_000.0), true),
            circuit("LT", 10_000.0, 5_000.0, none(10_000.0), true),
        ])
        .unwrap();
        assert_eq!(limits.components.len(), 1);
        assert_eq!((limits.components[0].capacity, limits.components[0].compressors_capacity), (0.0, 30_000.0));
        assert_eq!(limits.verdicts[1], (Some(1), "INSUFICIENTE".to_string()));

        let outside = unit_limits(&[circuit("1", 12_000.0, 10_000.0, None, false)]).unwrap();
        assert!(outside.components.is_empty());
        assert_eq!(outside.verdicts, vec![(Some(0), OUTSIDE_ENVELOPE.to_string())]);
        assert_eq!(unit_limits(&[circuit("1", 9_700.0, 10_000.0, None, true)]), None);
        // A chiller judged once: 21.29 kW of the fluid's 34.96 kW, 60.9 %.
        let chiller = judged_unit_limits(&judged(34_960.0, 21_290.0, None, true)).unwrap();
        assert_eq!(chiller.verdicts, vec![(None, "INSUFICIENTE".to_string())]);
    }
}
