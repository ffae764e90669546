//! The exact values behind the figures the answer's texts write rounded
//! (tester's report 2, defects 21 and 15): an I-P sheet converts a
//! warning's '86.7 kW' from the 86.67 kW the condenser block prints, so
//! the page states one figure per quantity (`domain::recorded_units`).

use domain::recorded_units::ExactFigures;
use serde_json::Value;

use super::source::Recorded;

/// The answer's capacities (recorded in W: every field named as one, a
/// capacity, a load, a heat rejection) in kW, and its charges (kg: the
/// refrigerant charge's totals, circuits and parts), as the answer holds
/// them. The walk reads the typed answer serialized, so a renamed field
/// stays covered by the engine's own names.
pub fn exact_figures(answer: &Recorded) -> ExactFigures {
    let value = match answer {
        Recorded::None => return ExactFigures::default(),
        Recorded::Simple(simple) => serde_json::to_value(simple),
        Recorded::System(system) => serde_json::to_value(system),
        Recorded::Chiller(chiller) => serde_json::to_value(chiller),
    };
    let mut exact = ExactFigures::default();
    if let Ok(value) = value {
        walk(&value, "", false, &mut exact);
    }
    exact.capacities.sort_by(f64::total_cmp);
    exact.capacities.dedup();
    exact.masses.sort_by(f64::total_cmp);
    exact.masses.dedup();
    exact
}

/// Whether a field of the answer holds a capacity in W.
fn is_capacity(key: &str) -> bool {
    let key = key.to_ascii_lowercase();
    ["capacity", "load", "heatrejection", "rejected"].iter().any(|end| key.ends_with(end))
}

/// Whether a field under the refrigerant charge holds a mass in kg.
fn is_mass(key: &str) -> bool {
    matches!(key, "recommendedCharge" | "subtotal" | "mass" | "margin" | "chargeKg")
}

fn walk(value: &Value, key: &str, in_charge: bool, exact: &mut ExactFigures) {
    match value {
        Value::Object(fields) => {
            for (k, v) in fields {
                // Shares in per cent, not capacities.
                if k != "percentages" {
                    walk(v, k, in_charge || k == "refrigerantCharge", exact);
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|v| walk(v, key, in_charge, exact)),
        Value::Number(n) => {
            let Some(v) = n.as_f64().filter(|v| v.is_finite() && *v > 0.0) else { return };
            if in_charge && is_mass(key) {
                exact.masses.push(v);
            } else if is_capacity(key) {
                exact.capacities.push(v / 1000.0);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_sources::source;
    use super::*;

    #[test]
    fn it_should_hold_the_answer_s_capacities_in_kw_and_charges_in_kg() {
        let exact = exact_figures(&source("condensadora").answer);
        let Recorded::System(system) = &source("condensadora").answer else { panic!("a unit's answer") };
        let cooling = system.totals.cooling_capacity / 1000.0;
        assert!(exact.capacities.iter().any(|c| (c - cooling).abs() < 1e-9), "{cooling} in {:?}", exact.capacities);
        assert!(!exact.masses.is_empty() && exact.masses.iter().all(|m| *m < 100.0), "{:?}", exact.masses);
        assert_eq!(exact_figures(&Recorded::None), ExactFigures::default());
    }
}
