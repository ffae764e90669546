//! The refrigerant charge of each independent refrigerant circuit of a
//! packaged chiller (tester's defect 8, report 2; engine 1.11.0).
//!
//! EN 378-1:2016+A1:2020 defines a refrigerating system as a combination
//! of interconnected refrigerant-containing parts constituting one closed
//! circuit: each refrigerant circuit of a chiller is its own system, with
//! its own nameplate charge, and the EN 378-1 Annex C room check reads one
//! system's charge. The unit's total is kept beside it for the F-gas
//! Regulation, whose leak-check thresholds name the charge the equipment
//! contains (Regulation (EU) 2024/573, Article 5(1)).
//! docs/decisions/2026-11-27-charge-per-refrigerant-circuit.md.

pub use super::charge::CircuitCharge;
use super::charge::RefrigerantCharge;
use super::system::{circuit_label, CircuitResult};

/// W a circuit's condenser rejects: Σ(Q + P) − Σ Q_oil of its compressors.
fn condenser_load(circuit: &CircuitResult) -> f64 {
    circuit
        .compressors
        .iter()
        .map(|c| c.performance.cooling_capacity + c.performance.power_input - c.oil_cooling_capacity)
        .sum()
}

/// Each circuit's charge, in the circuits' order, for a unit whose
/// circuits are independent (two or more); empty otherwise. The unit's
/// volume-method breakdown is apportioned: the evaporator allowance by
/// each circuit's cooling capacity (it is charged per kW of cooling), and
/// everything else (condenser, lines, receiver) by each circuit's
/// condenser load, as the condenser of each circuit is sized for its own
/// load (decision 2026-11-27-one-condenser-per-refrigerant-circuit). The
/// shares add up to the unit's charge.
pub fn circuit_charges(circuits: &[CircuitResult], charge: &RefrigerantCharge) -> Vec<CircuitCharge> {
    if circuits.len() < 2 {
        return Vec::new();
    }
    let cooling: Vec<f64> = circuits.iter().map(|c| c.totals.cooling_capacity).collect();
    let load: Vec<f64> = circuits.iter().map(condenser_load).collect();
    circuits
        .iter()
        .zip(apportioned(charge, &cooling, &load))
        .enumerate()
        .map(|(i, (c, kg))| CircuitCharge {
            circuit_id: c.circuit_id.clone(),
            label: circuit_label(i, &c.circuit_id),
            recommended_charge: kg,
            co2_equivalent: charge
                .co2_equivalent
                .filter(|_| charge.recommended_charge > 0.0)
                .map(|t| t * kg / charge.recommended_charge),
        })
        .collect()
}

/// kg of `charge` for each circuit of cooling capacity `cooling` and
/// condenser load `load` (W, in the same order): the evaporator allowance
/// by cooling, the rest by condenser load, each with the margin.
fn apportioned(charge: &RefrigerantCharge, cooling: &[f64], load: &[f64]) -> Vec<f64> {
    let share = |of: &[f64], i: usize| {
        let total: f64 = of.iter().map(|v| v.max(0.0)).sum();
        if total > 0.0 {
            of[i].max(0.0) / total
        } else {
            1.0 / of.len() as f64
        }
    };
    let (evaporator, rest) = charge.breakdown.iter().fold((0.0, 0.0), |(e, r), item| {
        if item.component.starts_with("Evaporador") {
            (e + item.mass, r)
        } else {
            (e, r + item.mass)
        }
    });
    let margin = if charge.subtotal > 0.0 { charge.recommended_charge / charge.subtotal } else { 1.0 };
    (0..cooling.len()).map(|i| (evaporator * share(cooling, i) + rest * share(load, i)) * margin).collect()
}

/// The circuit of the largest charge, which the EN 378-1 room check reads.
pub fn largest(circuits: &[CircuitCharge]) -> Option<&CircuitCharge> {
    circuits.iter().max_by(|a, b| a.recommended_charge.total_cmp(&b.recommended_charge))
}

#[cfg(test)]
mod tests {
    use super::super::charge::ChargeItem;
    use super::*;

    fn row(component: &str, mass: f64) -> ChargeItem {
        ChargeItem { component: component.into(), volume: 0.0, density: 0.0, mass, note: None }
    }

    /// The tester's two-circuit R134a chiller (json/chiller-aire-2c.json):
    /// condenser 8.78 + 1.05 kg, plate evaporator 3.05 kg, subtotal 12.88
    /// kg, 10 % margin, 14.168 kg, 20.26 t CO₂-eq (GWP 1430). Circuits of
    /// 20 and 40 kW cooling rejecting 26 and 50 kW:
    ///   circuit 1: (3.05 × 20/60 + 9.83 × 26/76) × 1.1 = 4.8175 kg
    ///   circuit 2: (3.05 × 40/60 + 9.83 × 50/76) × 1.1 = 9.3505 kg
    /// adding up to the unit's 14.168 kg; equal circuits take half each.
    #[test]
    fn each_circuit_takes_its_share_of_the_unit_s_charge() {
        let charge = RefrigerantCharge {
            recommended_charge: 14.168,
            subtotal: 12.88,
            margin: 1.288,
            breakdown: vec![
                row("Condensador (líquido)", 8.78),
                row("Condensador (vapor)", 1.05),
                row("Evaporador de placas soldadas", 3.05),
            ],
            co2_equivalent: Some(14.168 * 1.430),
            guidance: Vec::new(),
            circuits: Vec::new(),
        };
        let kg = apportioned(&charge, &[20_000.0, 40_000.0], &[26_000.0, 50_000.0]);
        assert!((kg[0] - 4.8175).abs() < 1e-4 && (kg[1] - 9.3505).abs() < 1e-4, "{kg:?}");
        assert!((kg.iter().sum::<f64>() - 14.168).abs() < 1e-9);
        let even = apportioned(&charge, &[30_000.0, 30_000.0], &[38_000.0, 38_000.0]);
        assert!((even[0] - 7.084).abs() < 1e-9 && (even[1] - 7.084).abs() < 1e-9, "{even:?}");
        let circuits = [
            CircuitCharge {
                circuit_id: "A".into(),
                label: "1 (A)".into(),
                recommended_charge: 4.8,
                co2_equivalent: None,
            },
            CircuitCharge {
                circuit_id: "B".into(),
                label: "2 (B)".into(),
                recommended_charge: 9.4,
                co2_equivalent: None,
            },
        ];
        assert_eq!(largest(&circuits).map(|c| c.label.as_str()), Some("2 (B)"));
    }
}
