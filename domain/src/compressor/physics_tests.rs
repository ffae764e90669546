//! The physical checks against a published set (Copeland 3DA3-075E-TFD,
//! EnergyPlus sample catalogue, SI) and the same set spoiled the ways real
//! files are spoiled: power typed in kW, capacity in kW, mass flow in kg/s,
//! a cubic that crosses zero inside its envelope.

use super::*;
use crate::copeland_3da3::{self, CAPACITY, POWER};

/// A set of the published compressor on its published refrigerant.
fn set(id: &str, parameter: &str, c: [f64; 10]) -> Polynomial {
    copeland_3da3::set(id, "R404A", parameter, c)
}

fn scaled(c: [f64; 10], factor: f64) -> [f64; 10] {
    c.map(|v| v * factor)
}

/// A mass-flow set implied by the capacity set and a refrigerating effect
/// of 150 kJ/kg (R404A from 18.3 °C return gas: 130 to 180 kJ/kg): kg/h.
fn mass_flow(factor: f64) -> Polynomial {
    set("p3", "massFlow", scaled(CAPACITY, 3600.0 / 150_000.0 * factor))
}

#[test]
fn carnot_cop_is_the_evaporating_kelvin_over_the_lift() {
    // −10 / 40 °C: 263.15 / 50 = 5.263.
    assert!((carnot_cop(-10.0, 40.0) - 5.263).abs() < 1e-3);
}

#[test]
fn a_published_set_passes_every_check() {
    let sets = [set("p1", "coolingCapacity", CAPACITY), set("p2", "powerInput", POWER), mass_flow(1.0)];
    assert_eq!(check_sets(&sets), vec![]);
}

#[test]
fn power_typed_in_kilowatts_is_above_carnot_and_says_so() {
    let sets = [set("p1", "coolingCapacity", CAPACITY), set("p2", "powerInput", scaled(POWER, 1e-3))];
    let faults = check_sets(&sets);
    assert_eq!(faults.len(), 1, "{faults:?}");
    let fault = &faults[0];
    assert_eq!(fault.check, PhysicalCheck::AboveCarnot);
    assert_eq!(fault.likely_cause, Some(LikelyCause::PowerInKilowatts));
    assert_eq!(fault.sets, ["p1", "p2"]);
    // The COP is a thousand times a real one: over 1,000, against a Carnot
    // COP under 30 in this envelope.
    assert!(fault.value > 1000.0 && fault.limit < 30.0, "{fault:?}");
    assert!(fault.message.contains("la potencia parece estar en kW"), "{}", fault.message);
    assert!(fault.message.starts_with("El COP de R404A"), "{}", fault.message);
}

#[test]
fn a_cop_just_above_carnot_is_refused_without_blaming_the_units() {
    // 10 % more capacity than power allows at the lowest lift.
    let capacity = set("p1", "coolingCapacity", CAPACITY);
    let power = set("p2", "powerInput", POWER);
    let (to, tc) = (4.4, 14.4);
    let cop = evaluate(&capacity.coefficients, to, tc) / evaluate(&power.coefficients, to, tc);
    let mut weak = power.clone();
    weak.coefficients = weak.coefficients.map(|c| c * cop / carnot_cop(to, tc) / 1.1);
    let fault = cop_at(&capacity, &weak, (to, tc)).expect("above Carnot");
    assert!(fault.value / fault.limit < 1.2, "{fault:?}");
    assert_eq!(fault.likely_cause, None);
    assert!(fault.message.ends_with("revise los coeficientes de capacidad y potencia"), "{}", fault.message);
}

#[test]
fn capacity_typed_in_kilowatts_is_too_low_everywhere_and_says_so() {
    let sets = [set("p1", "coolingCapacity", scaled(CAPACITY, 1e-3)), set("p2", "powerInput", POWER)];
    let faults = check_sets(&sets);
    assert_eq!(faults.len(), 1, "{faults:?}");
    assert_eq!(faults[0].check, PhysicalCheck::CopTooLow);
    assert_eq!(faults[0].likely_cause, Some(LikelyCause::CapacityInKilowatts));
    assert!(faults[0].message.contains("la capacidad parece estar en kW"), "{}", faults[0].message);
}

#[test]
fn a_set_that_crosses_zero_inside_its_envelope_is_found_on_the_grid_not_at_one_point() {
    // 20 kW less: still 9.7 kW at the envelope's centre (−6.7 / 29.45 °C),
    // −6.7 kW where the lift is largest (−17.8 / 48.9 °C).
    let mut c = CAPACITY;
    c[0] -= 2.0e4;
    let capacity = set("p1", "coolingCapacity", c);
    assert!(evaluate(&capacity.coefficients, -6.7, 29.45) > 0.0, "positive at the centre");
    let fault = not_positive(&capacity).expect("negative somewhere");
    assert_eq!(fault.check, PhysicalCheck::NotPositive);
    assert!(fault.value <= 0.0);
    assert!(evaluate(&capacity.coefficients, fault.evap_temp, fault.cond_temp) <= 0.0);
    assert!(fault.message.starts_with("La capacidad frigorífica de R404A vale -"), "{}", fault.message);
    // Paired with its power set, the set is reported once, for its sign.
    assert_eq!(check_sets(&[capacity, set("p2", "powerInput", POWER)]).len(), 1);
}

#[test]
fn discharge_temperature_may_be_negative() {
    let mut c = [0.0; 10];
    c[0] = -5.0;
    assert_eq!(not_positive(&set("p4", "dischargeTemp", c)), None);
}

#[test]
fn mass_flow_in_kg_per_second_gives_an_efficiency_far_below_the_band() {
    let sets = [set("p2", "powerInput", POWER), mass_flow(1.0 / 3600.0)];
    let faults = check_sets(&sets);
    assert_eq!(faults.len(), 1, "{faults:?}");
    assert_eq!(faults[0].check, PhysicalCheck::IsentropicEfficiency);
    assert_eq!(faults[0].likely_cause, Some(LikelyCause::MassFlowInKgPerSecond));
    assert!(faults[0].value < 0.001);
    assert!(faults[0].message.contains("el flujo másico parece estar en kg/s"));
}

#[test]
fn an_efficiency_above_one_is_refused_without_a_guessed_cause() {
    let faults = check_sets(&[set("p2", "powerInput", POWER), mass_flow(3.0)]);
    assert_eq!(faults.len(), 1, "{faults:?}");
    assert_eq!(faults[0].check, PhysicalCheck::IsentropicEfficiency);
    assert!(faults[0].value > 1.0);
    assert_eq!(faults[0].likely_cause, None);
}

#[test]
fn the_isentropic_efficiency_is_the_ideal_work_over_the_power() {
    // R404A, −10 / 40 °C, 10 K superheat: 0.1 kg/s over an isentropic rise
    // of about 40 kJ/kg needs about 4 kW of ideal work.
    let r = dataset().refrigerant("R404A").unwrap();
    let (_, p_evap) = r.pressures(-10.0).unwrap();
    let (_, p_cond) = r.pressures(40.0).unwrap();
    let suction = r.vapour_pt(p_evap, 0.0).unwrap();
    let rise = r.vapour_ps(p_cond, suction.s).unwrap().h - suction.h;
    assert!((30_000.0..50_000.0).contains(&rise), "{rise} J/kg");
    let eta = isentropic_efficiency(r, (-10.0, 40.0), 10.0, 360.0, rise * 0.1 / 0.65).unwrap();
    assert!((eta - 0.65).abs() < 1e-9);
}

#[test]
fn sets_of_other_refrigerants_or_disjoint_envelopes_are_not_paired() {
    let mut other = set("p2", "powerInput", scaled(POWER, 1e-3));
    other.refrigerant = "R134a".into();
    assert_eq!(check_sets(&[set("p1", "coolingCapacity", CAPACITY), other]), vec![]);
    let mut apart = set("p2", "powerInput", scaled(POWER, 1e-3));
    apart.evap_temp_min = 5.0;
    apart.evap_temp_max = 10.0;
    assert_eq!(check_sets(&[set("p1", "coolingCapacity", CAPACITY), apart]), vec![]);
}

#[test]
fn sets_of_one_entry_are_paired_together_when_a_file_holds_several_compressors() {
    // Two compressors' entries over the same envelope, told apart by their
    // nominal ratings (as EnergyPlus writes them): the big one's capacity
    // with the small one's power would be above Carnot.
    let rated = |id: &str, parameter: &str, c: [f64; 10], nominal: f64| {
        let mut s = set(id, parameter, c);
        s.provenance.rating.nominal_capacity = Some(nominal);
        s
    };
    let sets = [
        rated("p1", "coolingCapacity", scaled(CAPACITY, 4.0), 4.0),
        rated("p2", "powerInput", scaled(POWER, 4.0), 4.0),
        rated("p3", "coolingCapacity", CAPACITY, 1.0),
        rated("p4", "powerInput", POWER, 1.0),
    ];
    assert_eq!(check_sets(&sets), vec![]);
    // Without the ratings nothing tells the entries apart: every pair counts.
    let anonymous = sets.clone().map(|mut s| {
        s.provenance.rating.nominal_capacity = None;
        s
    });
    assert!(check_sets(&anonymous).iter().any(|f| f.sets == ["p1", "p4"]));
}
