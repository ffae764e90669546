//! Compressor selection speed (issue 22 target: one selection over a
//! catalogue of 1,000 compressors within 20 ms).

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use domain::compressor::coefficients::{CoefficientOrder, UnitSystem};
use domain::compressor::model::{CompressorType, Polynomial, PolynomialDraft, RatingConditions};
use domain::engine::performance::CompressorData;
use domain::selection::{select_compressors, Band, CompressorSelection, CountRange, Redundancy, SortCriterion};

/// A published EnergyPlus set (Copeland 3DA3-075E-TFD), scaled per
/// generated compressor so capacities spread over 0.2× to 4× of it.
const CAPACITY: [f64; 10] = [7.459e4, 2611.0, 33.11, -1795.0, 24.17, -43.87, 0.09967, -0.1530, -0.3966, 0.2091];
const POWER: [f64; 10] = [2707.0, -139.4, -3.776, 157.6, 0.06013, 5.582, -0.02001, -0.006125, 0.03597, -0.01443];
const REFRIGERANTS: [&str; 4] = ["R448A", "R404A", "R134a", "R449A"];

fn set(id: String, refrigerant: &str, parameter: &str, c: [f64; 10], scale: f64, evap_min: f64) -> Polynomial {
    let draft = PolynomialDraft {
        refrigerant: Some(refrigerant.into()),
        parameter: Some(parameter.into()),
        coefficients: c.map(|v| v * scale),
        evap_temp_min: Some(evap_min),
        evap_temp_max: Some(4.4),
        cond_temp_min: Some(10.0),
        cond_temp_max: Some(48.9),
        unit_system: Some(UnitSystem::Si),
        order: Some(CoefficientOrder::EnergyPlus),
        rating: RatingConditions { return_gas_temp: Some(18.3), ..Default::default() },
        ..Default::default()
    };
    Polynomial::from_draft(id, draft, None, None).unwrap()
}

/// 1,000 compressors: a quarter per refrigerant, a fifth with an envelope
/// that misses the duty, capacities spread so every exclusion occurs.
fn catalogue() -> Vec<CompressorData> {
    (0..1000)
        .map(|i| {
            let r = REFRIGERANTS[i % 4];
            let q = 0.2 + 3.8 * ((i * 37) % 1000) as f64 / 1000.0;
            let p = q * (0.9 + 0.2 * ((i * 13) % 100) as f64 / 100.0);
            let evap_min = if i % 5 == 0 { -5.0 } else { -17.8 };
            CompressorData {
                checked: Default::default(),
                id: format!("c{i}"),
                model: format!("M{i}"),
                compressor_type: CompressorType::Reciprocante,
                rated_voltage: Some(460.0),
                rated_current: None,
                rated_frequency: None,
                polynomials: vec![
                    set(format!("c{i}:p1"), r, "coolingCapacity", CAPACITY, q, evap_min),
                    set(format!("c{i}:p2"), r, "powerInput", POWER, p, evap_min),
                ],
            }
            .with_envelope_maxima()
        })
        .collect()
}

fn benches(c: &mut Criterion) {
    let catalogue = catalogue();
    let request = CompressorSelection {
        refrigerant: "R448A".into(),
        evap_temp: -10.0,
        cond_temp: 40.0,
        required_capacity: 60.0,
        superheat: Some(10.0),
        subcooling: None,
        voltage: None,
        frequency: None,
        compressor_type: None,
        count: CountRange { min: 1, max: 4 },
        redundancy: Redundancy::N,
        band: Band::default(),
        sort: SortCriterion::HighestCop,
    };
    let answer = select_compressors(&request, &catalogue).unwrap();
    assert!(!answer.candidates.is_empty() && answer.excluded.other_refrigerant == 750);
    c.bench_function("compressor selection, 1,000 compressors, counts 1-4", |b| {
        b.iter(|| select_compressors(black_box(&request), black_box(&catalogue)).unwrap())
    });
}

criterion_group!(group, benches);
criterion_main!(group);
