//! Properties of the engine over every input the API accepts
//! (evaporation −45 to 7.5 °C, condensation 11.6 to 62 °C, evaporation below
//! condensation, 1 to 4 compressors per circuit, 1 to 3 circuits).

use domain::engine::lines::Split;
use domain::engine::performance::{performance, CompressorData, Duty};
use domain::engine::system::{calculate, CapacityControl, CircuitInput, SystemInput};
use domain::engine::Defaults;
use domain::properties::dataset;
use proptest::prelude::*;

#[path = "fixtures/copeland_3da3.rs"]
mod copeland_3da3;

/// Copeland 3DA3-075E-TFD (EnergyPlus dataset, tests/fixtures) on
/// `refrigerant`, envelope −17.8..4.4 / 10..48.9 °C.
fn compressor(refrigerant: &str) -> CompressorData {
    copeland_3da3::compressor_rated_subcooling("c", refrigerant)
}

fn all_finite(value: &serde_json::Value) -> bool {
    match value {
        serde_json::Value::Number(n) => n.as_f64().is_some_and(f64::is_finite),
        serde_json::Value::Array(items) => items.iter().all(all_finite),
        serde_json::Value::Object(map) => map.values().all(all_finite),
        _ => true,
    }
}

fn duties() -> impl Strategy<Value = (f64, f64)> {
    (-45.0f64..7.5, 11.6f64..62.0).prop_filter("evaporation below condensation", |(to, tc)| to + 1.0 < *tc)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever the API accepts, the whole answer holds no NaN or infinity.
    #[test]
    fn no_answer_holds_nan_or_infinity(
        (to, tc) in duties(),
        circuits in 1usize..=3,
        per_circuit in 1usize..=4,
        distance in 1.0f64..100.0,
        voltage in prop::sample::select(vec![220.0, 380.0, 440.0, 460.0, 480.0]),
        code in prop::sample::select(vec!["R404A", "R448A", "R134a"]),
    ) {
        let r = dataset().refrigerant(code).unwrap();
        let circuits = (0..circuits)
            .map(|i| CircuitInput {
                id: i.to_string(),
                evap_temp: to,
                required_capacity: Some(30.0),
                compressors: vec![compressor(code); per_circuit],
                suction_split: Split::Equal(i + 1),
            })
            .collect();
        let input = SystemInput {
            liquid_split: Split::Percentages(vec![70.0, 30.0]),
            capacity_control: CapacityControl::Vfd,
            ..SystemInput::new(r, tc, voltage, distance, circuits)
        };
        match calculate(&input) {
            Ok(result) => {
                let json = serde_json::to_value(&result).unwrap();
                prop_assert!(all_finite(&json), "non-finite number at to {to} tc {tc}");
                // Totals are the sums of their parts.
                let q: f64 = result.circuits.iter().map(|c| c.totals.cooling_capacity).sum();
                prop_assert!((result.totals.cooling_capacity - q).abs() <= 1e-9 * q.abs().max(1.0));
                for c in &result.circuits {
                    let p: f64 = c.compressors.iter().map(|x| x.performance.power_input).sum();
                    prop_assert!((c.totals.power_input - p).abs() <= 1e-9 * p.abs().max(1.0));
                }
            }
            // A duty point the property tables cannot reach is a typed error, not a NaN.
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    /// Inside the envelope, capacity falls as the condensing temperature rises.
    #[test]
    fn capacity_falls_as_condensing_temperature_rises(to in -17.8f64..4.4, tc in 10.0f64..48.0, step in 0.1f64..0.9) {
        let r = dataset().refrigerant("R404A").unwrap();
        let c = compressor("R404A");
        let at = |tc| performance(&c, r, Duty { to, tc, voltage: 460.0, superheat: None, subcooling: None, frequency: None }, &Defaults::default()).unwrap().cooling_capacity;
        prop_assert!(at(tc + step) < at(tc), "to {to}: Q({}) >= Q({tc})", tc + step);
    }
}
