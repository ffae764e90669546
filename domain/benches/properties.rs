//! Property lookups of the reference dataset (issue target: under 200 ns each).

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use domain::properties::{dataset, Side};

fn lookups(c: &mut Criterion) {
    let set = dataset();
    for code in ["R404A", "R134a", "R448A"] {
        let r = set.refrigerant(code).unwrap();
        let (_, p_evap) = r.pressures(-10.0).unwrap();
        let h = r.vapour_pt(p_evap, 5.0).unwrap().h;
        c.bench_function(&format!("{code} saturation(T) all properties"), |b| {
            b.iter(|| r.saturation(black_box(-10.3)).unwrap())
        });
        c.bench_function(&format!("{code} pressures(T)"), |b| b.iter(|| r.pressures(black_box(-10.3)).unwrap()));
        c.bench_function(&format!("{code} dew T(p)"), |b| {
            b.iter(|| r.saturation_temperature(black_box(p_evap), Side::Dew).unwrap())
        });
        c.bench_function(&format!("{code} superheated (p, T)"), |b| {
            b.iter(|| r.vapour_pt(black_box(p_evap), black_box(5.0)).unwrap())
        });
        c.bench_function(&format!("{code} superheated (p, h)"), |b| {
            b.iter(|| r.vapour_ph(black_box(p_evap), black_box(h)).unwrap())
        });
    }
}

criterion_group!(benches, lookups);
criterion_main!(benches);
