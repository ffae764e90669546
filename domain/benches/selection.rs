//! Compressor selection speed (issue 22 target: one selection over a
//! catalogue of 1,000 compressors within 20 ms).

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use domain::compressor::model::{Polynomial, PolynomialDraft};
use domain::engine::performance::CompressorData;
use domain::selection::{select_compressors, Band, CompressorSelection, CountRange, Redundancy, SortCriterion};

#[path = "../tests/fixtures/copeland_3da3.rs"]
mod copeland_3da3;
use copeland_3da3::{CAPACITY, POWER};

const REFRIGERANTS: [&str; 4] = ["R448A", "R404A", "R134a", "R449A"];

/// A published EnergyPlus set (Copeland 3DA3-075E-TFD), scaled per
/// generated compressor so capacities spread over 0.2× to 4× of it.
fn set(id: String, refrigerant: &str, parameter: &str, c: [f64; 10], scale: f64, evap_min: f64) -> Polynomial {
    let draft = copeland_3da3::draft(refrigerant, parameter, c.map(|v| v * scale));
    Polynomial::from_draft(id, PolynomialDraft { evap_temp_min: Some(evap_min), ..draft }, None, None).unwrap()
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
                model: format!("M{i}"),
                polynomials: vec![
                    set(format!("c{i}:p1"), r, "coolingCapacity", CAPACITY, q, evap_min),
                    set(format!("c{i}:p2"), r, "powerInput", POWER, p, evap_min),
                ],
                ..copeland_3da3::compressor(&format!("c{i}"), r)
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
