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
