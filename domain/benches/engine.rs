//! Sizing engine speed (issue target: a full 3 × 4 rack on R448A under 1 ms).

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use domain::compressor::coefficients::evaluate;
use domain::engine::condenser::CondenserData;
use domain::engine::lines::Split;
use domain::engine::system::{calculate, CircuitInput, CondenserChoice, SystemInput};
use domain::properties::dataset;

#[path = "../tests/fixtures/copeland_3da3.rs"]
mod copeland_3da3;

fn benches(c: &mut Criterion) {
    // A real EnergyPlus set (Copeland 3DA3-075E-TFD) labelled R448A: the
    // sample catalogue has no R448A sets, and the timing does not depend on
    // the values.
    let coefficients = copeland_3da3::set("p", "R448A", "coolingCapacity", copeland_3da3::CAPACITY).coefficients;
    c.bench_function("polynomial evaluation (EN 12900, 10 terms)", |b| {
        b.iter(|| evaluate(black_box(&coefficients), black_box(-6.7), black_box(48.9)))
    });

    let compressor = copeland_3da3::compressor("c", "R448A");
    let catalogue: Vec<CondenserData> = (1..=12)
        .map(|i| CondenserData {
            id: i.to_string(),
            model: format!("C{i}"),
            capacity: 25.0 * f64::from(i),
            fan_count: 2,
            fan_power_consumption: 0.6,
            is_microchannel: i % 2 == 0,
            rated_delta_t: 15.0,
        })
        .collect();
    let circuits = [-10.0, -8.0, -12.0]
        .iter()
        .enumerate()
        .map(|(i, to)| CircuitInput {
            id: i.to_string(),
            evap_temp: *to,
            required_capacity: Some(80.0),
            compressors: vec![compressor.clone(); 4],
            suction_split: Split::Percentages(vec![60.0, 40.0]),
        })
        .collect();
    let input = SystemInput {
        condenser: CondenserChoice::Auto { catalogue, oversizing: 10.0, microchannel_only: false },
        ambient_temp: Some(30.0),
        ..SystemInput::new(dataset().refrigerant("R448A").unwrap(), 40.0, 460.0, 25.0, circuits)
    };
    calculate(&input).expect("the benchmark rack calculates");
    c.bench_function("rack 3 circuits x 4 compressors, R448A, full calculation", |b| {
        b.iter(|| calculate(black_box(&input)).unwrap())
    });
}

criterion_group!(engine, benches);
criterion_main!(engine);
