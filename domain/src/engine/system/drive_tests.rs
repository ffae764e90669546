//! Variable-speed compressors on the supply (engine 1.14.0; issue 23): the
//! RLA at the drive's highest speed on every type, the envelope it was
//! searched over, and each capacity control's own minimum step.

use super::system_tests::system;
use super::*;
use crate::compressor::envelope::EnvelopeSource;
use crate::copeland_3da3;
use crate::engine::performance::envelope_maximum_current;

/// Copeland 3DA3-075E-TFD's EnergyPlus sets (60 Hz) made a variable-speed
/// model as tools/demo/variable-speed.idf does: capacity × f/60, power ×
/// f/60 × 1.06, 1.00 and 1.03 at 30, 50 and 70 Hz.
fn variable_speed() -> CompressorData {
    let fixed = copeland_3da3::compressor("vs", "R404A");
    let mut sets = Vec::new();
    for (frequency, losses) in [(30.0, 1.06), (50.0, 1.0), (70.0, 1.03)] {
        for set in &fixed.polynomials {
            let mut set = set.clone();
            let factor = if set.parameter == crate::compressor::coefficients::Parameter::PowerInput {
                frequency / 60.0 * losses
            } else {
                frequency / 60.0
            };
            set.id = format!("{}-{frequency}", set.id);
            set.coefficients = set.coefficients.map(|v| v * factor);
            set.provenance.rating.frequency = Some(frequency);
            sets.push(set);
        }
    }
    CompressorData { model: "VS3D-075-DEMO".into(), polynomials: sets, ..fixed }
}

/// A motor-compressor's load at `duty`, as `calculation::single` takes it.
fn motor_compressor_load(c: &CompressorData, r: &RefrigerantData, duty: Duty, d: &Defaults) -> Option<CompressorLoad> {
    let perf = performance(c, r, duty, d).ok()?;
    Some(compressor_load(c, &perf, r.code(), duty, duty.frequency, d))
}

fn duty(frequency: f64) -> Duty {
    Duty { to: -10.0, tc: 40.0, voltage: 460.0, superheat: None, subcooling: None, frequency: Some(frequency) }
}

/// The RLA of a variable-speed compressor is the largest current over its
/// envelope at its highest published speed, 70 Hz, whatever speed the duty
/// is at: 30, 50 or 60 Hz on a motor-compressor, 70 Hz for a VFD rack's
/// lead, 60 Hz in a rack under standard control. Before 1.14.0 the
/// motor-compressor took it at the duty's speed (at 50 Hz, 1/1.03 × 50/70
/// of it: 0.69 ×) and the rack at 70 Hz.
#[test]
fn a_variable_speed_compressor_s_rla_is_at_its_drive_s_highest_speed_on_every_type() {
    let r = dataset().refrigerant("R404A").unwrap();
    let vs = variable_speed();
    let d = Defaults::default();
    let at_top = envelope_maximum_current(&vs, "R404A", duty(70.0), &d).unwrap();
    let at_50 = envelope_maximum_current(&vs, "R404A", duty(50.0), &d).unwrap();
    assert!((at_50 / at_top - 50.0 / (70.0 * 1.03)).abs() < 1e-9, "{at_50} {at_top}");
    for frequency in [30.0, 50.0, 60.0, 70.0] {
        let load = motor_compressor_load(&vs, r, duty(frequency), &d).unwrap();
        assert_eq!((load.rla, load.rla_frequency, load.rla_basis), (at_top, Some(70.0), RlaBasis::EnvelopeMaximum));
    }
    for control in [CapacityControl::Vfd, CapacityControl::Standard] {
        let rack = SystemInput {
            frequency: Some(60.0),
            capacity_control: control,
            ..system(r, -10.0, 40.0, vec![vs.clone(), copeland_3da3::compressor("fixed", "R404A")], None)
        };
        let result = calculate(&rack).unwrap();
        let [lead, fixed] = &result.electrical_loads.compressors[..] else { panic!("two loads") };
        assert_eq!((lead.rla, lead.rla_frequency), (at_top, Some(70.0)), "{control:?}");
        assert_eq!(fixed.rla_frequency, None, "a fixed-speed compressor's RLA is at the supply's");
        let note = "RLA de VS3D-075-DEMO a 70 Hz, la velocidad máxima de su variador";
        assert!(result.electrical_loads.recommendations.notes.iter().any(|n| n.starts_with(note)));
    }
    // The maker's RLA is at maximum speed: it stands whatever the mains.
    let rated = CompressorData { rated_current: Some(20.0), rated_frequency: Some(60.0), ..vs };
    let load = motor_compressor_load(&rated, r, Duty { voltage: 400.0, ..duty(50.0) }, &d).unwrap();
    assert_eq!((load.rla_basis, load.rla_frequency), (RlaBasis::RatedCurrent, Some(70.0)));
    assert!((load.rla - 20.0 * 460.0 / 400.0).abs() < 1e-9, "scaled to the supply voltage only");
}

/// A set with no maker's envelope (`toolDefaults`): its estimated RLA is
/// the largest current over the tool's default range, and the note says
/// so instead of 'la envolvente del compresor'.
#[test]
fn an_rla_over_the_tool_s_default_range_says_so() {
    let r = dataset().refrigerant("R404A").unwrap();
    let mut defaulted = copeland_3da3::compressor("dflt", "R404A");
    for set in &mut defaulted.polynomials {
        set.envelope_source = Some(EnvelopeSource::ToolDefaults);
    }
    let result = calculate(&system(r, -10.0, 40.0, vec![defaulted], None)).unwrap();
    let loads = &result.electrical_loads;
    assert_eq!(loads.compressors[0].rla_envelope, Some(EnvelopeSource::ToolDefaults));
    let notes = &loads.recommendations.notes;
    assert!(
        notes.iter().any(|n| n.starts_with(
            "RLA de 3DA3-075E-TFD: estimada como la corriente máxima en el rango por defecto de la herramienta, no en la envolvente del fabricante"
        )),
        "{notes:?}"
    );
    assert!(!notes.iter().any(|n| n.contains("en la envolvente del compresor")), "{notes:?}");
    let makers = calculate(&system(r, -10.0, 40.0, vec![copeland_3da3::compressor("m", "R404A")], None)).unwrap();
    assert_eq!(makers.electrical_loads.compressors[0].rla_envelope, Some(EnvelopeSource::MakerRanges));
}

/// Each control its own minimum: a digital scroll modulates down to 10 %
/// of full load (Emerson AE4-1395), a VFD lead with one speed takes the
/// product default 30 %; before 1.14.0 a digital circuit took 30 % too.
#[test]
fn a_digital_scroll_s_minimum_is_ten_percent_and_a_vfd_s_thirty() {
    let r = dataset().refrigerant("R404A").unwrap();
    let range = |control| {
        let input = SystemInput {
            capacity_control: control,
            ..system(r, -10.0, 40.0, vec![copeland_3da3::compressor("a", "R404A")], None)
        };
        let result = calculate(&input).unwrap();
        let lead = result.circuits[0].compressors[0].performance.cooling_capacity;
        let range = result.circuits[0].capacity_range.clone().unwrap();
        (range.minimum / lead, range.minimum_share, result.warnings)
    };
    let (share, recorded, warnings) = range(CapacityControl::Digital);
    assert!((share - 0.1).abs() < 1e-12 && recorded == Some(0.1), "{share}");
    assert!(!warnings.iter().any(|w| w.contains("variador")), "{warnings:?}");
    let (share, recorded, warnings) = range(CapacityControl::Vfd);
    assert!((share - 0.3).abs() < 1e-12 && recorded == Some(0.3), "{share}");
    assert!(warnings.iter().any(|w| w.contains("paso mínimo del variador de frecuencia")));
    assert_eq!(minimum_share(CapacityControl::Standard, &Defaults::default()), None);
}

/// The engine defaults a 1.13.0 answer recorded (web fixture
/// rack-project.json, `provenance.defaults`): no `digitalMinimum`, as 1.13.0
/// took a digital scroll's step as the VFD's. It reads that record's
/// `vfdMinimum` (not today's 10 %) and writes back as recorded.
const DEFAULTS_OF_1_13_0: &str = r#"{"chargeMargin": 0.1, "condenserLiquidFraction": 0.3, "condenserLitresPerKw": 0.3, "controlVa": 300.0, "crankcaseHeaterW": 100.0, "dischargeMaxKPerM": 0.02, "dischargeMaxTotalK": 1.0, "dischargeMaxVelocity": 18.0, "dischargeMinVelocity": 10.0, "dischargeTempLimit": 135.0, "evaporationFreezingMargin": 1.0, "evaporatorKgPerKw": 0.2, "fittingsFactor": 1.5, "freezingMargin": 3.0, "liquidMaxKPerM": 0.02, "liquidMaxTotalK": 0.5, "liquidMaxVelocity": 1.5, "oilCoolingReciprocating": 0.0, "oilCoolingScrew": 0.25, "oilDensity": 900.0, "plateCondenserKgPerKw": 0.05, "plateEvaporatorKgPerKw": 0.05, "powerFactor": 0.85, "powerFactorEcFans": 0.95, "ratingSubcooling": 0.0, "ratingSuperheat": 10.0, "receiverLevel": 0.3, "receiverLitresPerKw": 0.8, "riceDabiriFactor": 0.75, "subcooling": 3.0, "suctionMaxKPerM": 0.04, "suctionMaxTotalK": 1.5, "suctionMaxVelocity": 20.0, "vfdMinimum": 0.3}"#;

#[test]
fn a_1_13_0_record_reads_its_digital_minimum_as_its_vfd_minimum() {
    let recorded: Defaults = serde_json::from_str(DEFAULTS_OF_1_13_0).unwrap();
    assert_eq!(recorded.digital_minimum, None);
    assert_eq!(recorded.digital_minimum(), 0.3);
    assert_eq!(minimum_share(CapacityControl::Digital, &recorded), Some(0.3));
    let written = serde_json::to_value(&recorded).unwrap();
    assert_eq!(written, serde_json::from_str::<serde_json::Value>(DEFAULTS_OF_1_13_0).unwrap());
    // A record whose VFD step was edited reads that edit, not 0.3.
    let edited: Defaults =
        serde_json::from_str(&DEFAULTS_OF_1_13_0.replace("\"vfdMinimum\": 0.3", "\"vfdMinimum\": 0.25")).unwrap();
    assert_eq!(minimum_share(CapacityControl::Digital, &edited), Some(0.25));
    // Today's answers record their 10 %.
    assert_eq!(serde_json::to_value(Defaults::default()).unwrap()["digitalMinimum"], 0.1);
    assert_eq!(Defaults::default().digital_minimum(), 0.1);
}

/// A digital scroll's 10 % is a time average: in each cycle of about 20 s
/// the lead pumps its full flow while loaded and none while unloaded (Wang
/// and Majumdar, 'Digital Scroll Technology', Copeland, 2004). Oil is
/// carried up the riser in the loaded part, so the check at the minimum is
/// at the lead's full flow: with two equal compressors, half the circuit's
/// flow (velocity ratio 0.5), not 10 % of one (0.05) as before.
#[test]
fn a_digital_scroll_s_oil_return_is_checked_at_its_loaded_flow() {
    let r = dataset().refrigerant("R404A").unwrap();
    let pair = vec![copeland_3da3::compressor("a", "R404A"), copeland_3da3::compressor("b", "R404A")];
    let run = |control| {
        let input = SystemInput { capacity_control: control, ..system(r, -10.0, 40.0, pair.clone(), None) };
        calculate(&input).unwrap()
    };
    let digital = run(CapacityControl::Digital);
    let circuit = &digital.circuits[0];
    let lead = circuit.compressors[0].performance.mass_flow;
    let range = circuit.capacity_range.as_ref().unwrap();
    assert_eq!(range.loaded_mass_flow, Some(lead));
    assert!((range.minimum_mass_flow - 0.1 * lead).abs() < 1e-9, "the minimum stays the 10 % average: {range:?}");
    assert_eq!(range.oil_return_flow(), lead);
    let line = &circuit.suction_lines[0];
    let ratio = line.oil_return.as_ref().unwrap().velocity_at_minimum / line.velocity;
    assert!((ratio - 0.5).abs() < 1e-9, "loaded lead alone: {ratio}");
    // Under a VFD lead with one speed the 30 % is a steady flow, checked as such.
    let vfd = run(CapacityControl::Vfd);
    let range = vfd.circuits[0].capacity_range.as_ref().unwrap();
    assert_eq!(range.loaded_mass_flow, None);
    let line = &vfd.circuits[0].suction_lines[0];
    let ratio = line.oil_return.as_ref().unwrap().velocity_at_minimum / line.velocity;
    assert!((ratio - 0.15).abs() < 1e-9, "30 % of one of two: {ratio}");
}

/// Each compressor load records its circuit (engine 1.14.0); an answer
/// recorded before reads it from the loads' order, circuit by circuit, the
/// one rule sheet and screen group RLA rows by.
#[test]
fn each_load_names_its_circuit_and_an_old_answer_reads_it_by_position() {
    let r = dataset().refrigerant("R404A").unwrap();
    let mut input = system(r, -10.0, 40.0, vec![copeland_3da3::compressor("a", "R404A")], None);
    let mut second = input.circuits[0].clone();
    second.id = "LT".into();
    second.compressors.push(copeland_3da3::compressor("b", "R404A"));
    input.circuits.push(second);
    let result = calculate(&input).unwrap();
    let recorded: Vec<_> = result.electrical_loads.compressors.iter().map(|l| l.circuit_id.clone()).collect();
    let expected = vec![Some("1".to_string()), Some("LT".into()), Some("LT".into())];
    assert_eq!(recorded, expected);
    assert_eq!(result.load_circuit_ids(), expected);
    // Recorded before 1.14.0: no circuitId in the JSON.
    let mut old = serde_json::to_value(&result).unwrap();
    for load in old["electricalLoads"]["compressors"].as_array_mut().unwrap() {
        load.as_object_mut().unwrap().remove("circuitId");
    }
    let old: SystemResult = serde_json::from_value(old).unwrap();
    assert!(old.electrical_loads.compressors.iter().all(|l| l.circuit_id.is_none()));
    assert_eq!(old.load_circuit_ids(), expected);
    let json = |r: &SystemResult| serde_json::to_value(r).unwrap();
    assert!(json(&old.clone().with_load_circuits()) == json(&result), "filled as recorded today");
    // Loads that do not count the circuits' compressors name none.
    let mut short = old;
    short.electrical_loads.compressors.pop();
    assert_eq!(short.load_circuit_ids(), vec![None, None]);
}

/// Issue 23 (variable-speed tester, item 1): the mains is the project's 50
/// or 60 Hz, else a fixed-speed compressor's supply, never a drive's speed.
#[test]
fn the_mains_is_a_supply_s_frequency_never_a_drive_s_speed() {
    use crate::engine::electrical::mains_frequency;
    use crate::engine::speed::is_supply_frequency;
    let r = dataset().refrigerant("R404A").unwrap();
    let d = Defaults::default();
    let vs = performance(&variable_speed(), r, duty(70.0), &d).unwrap();
    // The EnergyPlus sets state their 60 Hz in their names; as imported.
    let fixed = performance(&copeland_3da3::compressor("f", "R404A"), r, duty(60.0), &d).unwrap();
    let fixed = crate::engine::performance::Performance { frequency: Some(60.0), ..fixed };
    assert!(vs.drive_speeds.is_some() && fixed.drive_speeds.is_none());
    assert_eq!(mains_frequency(Some(60.0), [&vs]), Some(60.0));
    assert_eq!(mains_frequency(None, [&vs, &fixed]), Some(60.0), "a fixed-speed compressor's supply");
    assert_eq!(mains_frequency(Some(70.0), [&vs]), None, "a drive's speed is not the mains");
    // An answer recorded before 1.14.0 states no drive: its VFD lead at
    // 70 Hz is still no supply.
    let old = crate::engine::performance::Performance { drive_speeds: None, ..vs.clone() };
    assert_eq!(mains_frequency(None, [&old]), None);
    assert!(is_supply_frequency(50.0) && is_supply_frequency(60.0) && !is_supply_frequency(70.0));
}
