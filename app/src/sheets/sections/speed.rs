//! Speeds on the sheet (issue 27): the frequency each compressor's figures
//! are at, the interpolation between published speeds where there was one,
//! and a VFD circuit's capacity range. Read typed from the answer; absent in
//! answers recorded before 1.6.0, which then print exactly as they did.

use domain::engine::lines::OilReturnAtMinimum;
use domain::engine::performance::Performance;
use domain::engine::system::{CapacityRange, StepBasis};
use serde::Serialize;

use crate::sheets::format::Figures;

/// A frequency as the sheet prints it: whole hertz without decimals.
fn hz(value: f64, figures: Figures) -> String {
    figures.fixed(Some(value), if value.fract() == 0.0 { 0 } else { 1 })
}

/// "60 Hz", or "60 Hz, interpolado entre 50 y 70 Hz (…sources…)".
pub fn compressor_speed(performance: &Performance, figures: Figures) -> Option<String> {
    let frequency = performance.frequency?;
    Some(match &performance.speed_interpolation {
        Some(i) => format!(
            "{} Hz, interpolado entre {} y {} Hz ({})",
            hz(frequency, figures),
            hz(i.lower_frequency, figures),
            hz(i.upper_frequency, figures),
            i.method
        ),
        None => format!("{} Hz", hz(frequency, figures)),
    })
}

/// The speed at the duty with the range a variable-speed compressor's drive
/// runs it over (`ficha-14` on; issue 23): '60 Hz · variador de 30 a
/// 70 Hz'. A fixed-speed compressor, or an answer recorded before engine
/// 1.14.0, keeps `speed` as it is.
pub fn state_drive_speeds(speed: &mut Option<String>, performance: &Performance, figures: Figures) {
    let (Some(at_duty), Some(drive)) = (speed.as_ref(), performance.drive_speeds) else { return };
    *speed = Some(format!("{at_duty} · variador de {} a {} Hz", hz(drive.lowest, figures), hz(drive.highest, figures)));
}

/// A circuit's capacity range under VFD or digital control, in words.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct CapacityRangeLine {
    /// kW or BTU/h.
    pub minimum: String,
    pub maximum: String,
    /// How the minimum is reached.
    pub basis: String,
}

pub fn capacity_range(range: &CapacityRange, figures: Figures) -> CapacityRangeLine {
    let basis = match (range.basis, range.minimum_frequency, range.maximum_frequency) {
        (StepBasis::SpeedRange, Some(low), Some(high)) => format!(
            "compresor líder {} de {} a {} Hz; retorno de aceite comprobado en el mínimo",
            range.lead_model,
            hz(low, figures),
            hz(high, figures)
        ),
        _ => format!(
            "{}; retorno de aceite comprobado en el mínimo",
            default_head(range, printed_default_share(), figures)
        ),
    };
    CapacityRangeLine {
        minimum: figures.capacity(Some(range.minimum), 2),
        maximum: figures.capacity(Some(range.maximum), 2),
        basis,
    }
}

/// The share a product-default minimum printed as on every sheet up to
/// `ficha-14` whatever its answer took: the product's default then.
fn printed_default_share() -> f64 {
    domain::engine::Defaults::default().vfd_minimum
}

/// 'mínimo estimado: 30 % del compresor líder … (valor por defecto del
/// producto)'.
fn default_head(range: &CapacityRange, share: f64, figures: Figures) -> String {
    format!(
        "mínimo estimado: {} % del compresor líder {} (valor por defecto del producto)",
        figures.fixed(Some(share * 100.0), 0),
        range.lead_model
    )
}

/// From `ficha-14` (issue 23): a digital circuit's minimum is the share
/// its answer records (engine 1.14.0: 10 %, a digital scroll's modulation
/// floor), worded as the scroll's, not the VFD's product default. An
/// answer recorded before, which took 30 % under either control, prints
/// as it did.
pub fn state_digital_minimum(line: &mut CapacityRangeLine, range: &CapacityRange, digital: bool, figures: Figures) {
    let Some(share) = range.minimum_share.filter(|_| digital && range.basis == StepBasis::ProductDefault) else {
        return;
    };
    let vfd = default_head(range, printed_default_share(), figures);
    let Some(tail) = line.basis.strip_prefix(&vfd) else { return };
    line.basis = format!(
        "mínimo: {} % del compresor líder {}, scroll digital (Copeland Scroll Digital modula del 10 al 100 %, boletín AE21-1319 R2, refrigeración){tail}",
        figures.fixed(Some(share * 100.0), 0),
        range.lead_model
    );
}

/// From `ficha-14` (code review of issue 23): a product-default minimum
/// prints the share its answer took (`minimumShare`, else, recorded
/// before engine 1.14.0, the `vfdMinimum` of its provenance), not today's
/// product default, which an edit of the default would have misprinted.
pub fn state_recorded_share(
    line: &mut CapacityRangeLine,
    range: &CapacityRange,
    recorded: Option<f64>,
    figures: Figures,
) {
    let Some(share) = range.minimum_share.or(recorded).filter(|_| range.basis == StepBasis::ProductDefault) else {
        return;
    };
    let printed = default_head(range, printed_default_share(), figures);
    let Some(tail) = line.basis.strip_prefix(&printed) else { return };
    line.basis = format!("{}{tail}", default_head(range, share, figures));
}

/// From `ficha-14` (engine 1.14.0; docs/decisions/
/// 2026-11-28-oil-return-of-a-digital-scroll.md): a digital scroll's oil
/// return at the minimum was checked at its full flow while loaded, its
/// minimum being a time average of loaded and unloaded cycles; the range
/// says so. An answer recorded before (no `loadedMassFlow`) prints as it
/// did.
pub fn state_loaded_flow(line: &mut CapacityRangeLine, range: &CapacityRange) {
    if range.loaded_mass_flow.is_none() {
        return;
    }
    line.basis = line.basis.replacen(
        "; retorno de aceite en el mínimo: ",
        "; retorno de aceite en el mínimo, al caudal pleno del compresor en carga (el mínimo promedia ciclos con y sin carga): ",
        1,
    );
}

/// How every sheet up to `ficha-10` ended a capacity range's basis, whatever
/// the check found.
const OIL_CHECKED: &str = "; retorno de aceite comprobado en el mínimo";

/// From `ficha-11` (tester report 2, defect 26): the range says what the
/// oil-return check at its minimum found in the circuit's suction lines
/// (the engine's `oilReturnAtMinimum`), where 'retorno de aceite comprobado
/// en el mínimo' read as a pass while the warnings asked for double risers.
pub fn state_oil_return(range: &mut CapacityRangeLine, finding: &OilReturnAtMinimum) {
    let Some(head) = range.basis.strip_suffix(OIL_CHECKED) else { return };
    let lines = |numbers: &[usize]| match numbers {
        [one] => format!("la línea de succión {one}"),
        _ => format!("las líneas de succión {}", numbers.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")),
    };
    let result = match finding {
        OilReturnAtMinimum::NotAssured { lines: n } => format!("no asegurado en {} (ver advertencias)", lines(n)),
        OilReturnAtMinimum::DoubleRiser { lines: n } => {
            format!("con doble montante en {} (ver Líneas de refrigerante)", lines(n))
        }
        OilReturnAtMinimum::SingleRiser => "cumple con montante simple".into(),
        OilReturnAtMinimum::NoFieldSuction => "sin líneas de succión en obra que comprobar".into(),
    };
    range.basis = format!("{head}; retorno de aceite en el mínimo: {result}");
}

#[cfg(test)]
mod tests {
    use domain::engine::speed::SpeedInterpolation;

    use super::super::test_sources::source;
    use super::*;

    fn performance() -> Performance {
        source("rack").compressors()[0].performance.clone()
    }

    #[test]
    fn answers_recorded_before_speeds_print_nothing_new() {
        assert_eq!(compressor_speed(&Performance { frequency: None, ..performance() }, Figures::default()), None);
    }

    #[test]
    fn it_should_state_the_speed_and_the_interpolation() {
        let at_60 = Performance { frequency: Some(60.0), speed_interpolation: None, ..performance() };
        assert_eq!(compressor_speed(&at_60, Figures::default()).as_deref(), Some("60 Hz"));
        let interpolated = Performance {
            speed_interpolation: Some(SpeedInterpolation {
                lower_frequency: 50.0,
                upper_frequency: 70.0,
                upper_weight: 0.5,
                method: "Interpolación lineal (AHRI 540-2020)".into(),
            }),
            ..at_60
        };
        assert_eq!(
            compressor_speed(&interpolated, Figures::default()).as_deref(),
            Some("60 Hz, interpolado entre 50 y 70 Hz (Interpolación lineal (AHRI 540-2020))")
        );
    }

    #[test]
    fn it_should_state_the_range_and_where_its_minimum_comes_from() {
        let range = CapacityRange {
            minimum: 8200.0,
            maximum: 47500.0,
            minimum_mass_flow: 190.0,
            lead_model: "VS3D-075-DEMO".into(),
            minimum_frequency: Some(30.0),
            maximum_frequency: Some(70.0),
            basis: StepBasis::SpeedRange,
            oil_return_at_minimum: None,
            minimum_share: None,
            loaded_mass_flow: None,
        };
        let line = capacity_range(&range, Figures::default());
        assert_eq!(
            line.basis,
            "compresor líder VS3D-075-DEMO de 30 a 70 Hz; retorno de aceite comprobado en el mínimo"
        );
        assert!(line.minimum.starts_with("8") && line.maximum.starts_with("47"), "{line:?}");
    }

    /// Tester report 2, defect 26: the range states what the oil check at
    /// its minimum found, line by line, not 'comprobado' whatever it found.
    #[test]
    fn the_range_states_the_oil_return_result_of_its_suction_lines() {
        use domain::engine::lines::{DoubleRiser, LineSizing, OilReturn, RiserTube};
        let range = CapacityRange {
            minimum: 6420.0,
            maximum: 72630.0,
            minimum_mass_flow: 150.0,
            lead_model: "3DA3-075E-TFD".into(),
            minimum_frequency: None,
            maximum_frequency: None,
            basis: StepBasis::ProductDefault,
            oil_return_at_minimum: None,
            minimum_share: None,
            loaded_mass_flow: None,
        };
        let line =
            super::super::test_sources::source("rack").answer.system().unwrap().circuits[0].suction_lines[0].clone();
        let oil =
            |ok: bool| OilReturn { velocity_at_minimum: 1.0, minimum_vertical: 2.0, riser_ok: ok, horizontal_ok: ok };
        let tube = RiserTube {
            diameter: "7/8".into(),
            schedule: None,
            inner_diameter_mm: 20.0,
            velocity_at_full_load: 10.0,
            velocity_at_minimum: 6.0,
            minimum_velocity: 5.0,
        };
        let riser = DoubleRiser { small: tube.clone(), large: tube, penalty_k_per_m: 0.01 };
        let numbered = |n: usize, ok: bool, doubled: bool| LineSizing {
            line_number: n,
            oil_return: Some(oil(ok)),
            double_riser: doubled.then(|| riser.clone()),
            ..line.clone()
        };
        let stated = |lines: &[LineSizing]| {
            let mut printed = capacity_range(&range, Figures::default());
            state_oil_return(&mut printed, &OilReturnAtMinimum::of(lines));
            printed.basis
        };
        let head = "mínimo estimado: 30 % del compresor líder 3DA3-075E-TFD (valor por defecto del producto); retorno de aceite en el mínimo: ";
        assert_eq!(stated(&[numbered(1, true, false)]), format!("{head}cumple con montante simple"));
        assert_eq!(
            stated(&[numbered(1, false, true), numbered(2, false, true)]),
            format!("{head}con doble montante en las líneas de succión 1, 2 (ver Líneas de refrigerante)")
        );
        assert_eq!(
            stated(&[numbered(1, false, true), numbered(2, false, false)]),
            format!("{head}no asegurado en la línea de succión 2 (ver advertencias)")
        );
        assert_eq!(stated(&[]), format!("{head}sin líneas de succión en obra que comprobar"));
    }

    /// Issue 23 (variable-speed tester, item 1): the compressor's speed and
    /// its drive's range are stated apart (the mains: `domain::engine::electrical::mains_frequency`).
    #[test]
    fn a_drive_s_range_is_stated_beside_the_speed() {
        use domain::engine::speed::DriveSpeeds;
        let drive = Some(DriveSpeeds { lowest: 30.0, highest: 70.0 });
        let vs = Performance { frequency: Some(70.0), drive_speeds: drive, ..performance() };
        let fixed = Performance { frequency: Some(60.0), drive_speeds: None, ..performance() };
        let mut speed = compressor_speed(&vs, Figures::default());
        state_drive_speeds(&mut speed, &vs, Figures::default());
        assert_eq!(speed.as_deref(), Some("70 Hz · variador de 30 a 70 Hz"));
        let mut fixed_speed = compressor_speed(&fixed, Figures::default());
        state_drive_speeds(&mut fixed_speed, &fixed, Figures::default());
        assert_eq!(fixed_speed.as_deref(), Some("60 Hz"));
    }

    #[test]
    fn a_digital_circuit_states_its_recorded_minimum_as_the_scroll_s() {
        let range = CapacityRange {
            minimum: 1000.0,
            maximum: 20000.0,
            minimum_mass_flow: 20.0,
            lead_model: "ZBD30KCE-TFD".into(),
            minimum_frequency: None,
            maximum_frequency: None,
            basis: StepBasis::ProductDefault,
            oil_return_at_minimum: None,
            minimum_share: Some(0.1),
            loaded_mass_flow: Some(200.0),
        };
        let mut line = capacity_range(&range, Figures::default());
        state_digital_minimum(&mut line, &range, true, Figures::default());
        assert_eq!(
            line.basis,
            "mínimo: 10 % del compresor líder ZBD30KCE-TFD, scroll digital (Copeland Scroll Digital modula del 10 al 100 %, boletín AE21-1319 R2, refrigeración); retorno de aceite comprobado en el mínimo"
        );
        let english = crate::sheets::language::english_or_marked(&line.basis);
        assert!(english.starts_with("minimum: 10 % of the lead compressor ZBD30KCE-TFD, digital scroll"), "{english}");
        // Its oil return was checked at the loaded flow, and it says so.
        state_oil_return(&mut line, &OilReturnAtMinimum::SingleRiser);
        state_loaded_flow(&mut line, &range);
        assert!(
            line.basis.ends_with("; retorno de aceite en el mínimo, al caudal pleno del compresor en carga (el mínimo promedia ciclos con y sin carga): cumple con montante simple"),
            "{}",
            line.basis
        );
        let english = crate::sheets::language::english_or_marked(&line.basis);
        assert!(
            english.ends_with("oil return at the minimum, at the compressor's full flow while loaded (the minimum averages loaded and unloaded cycles): met with single risers"),
            "{english}"
        );
        // Recorded before 1.14.0 (no share): 30 %, as it was taken.
        let old = CapacityRange { minimum_share: None, loaded_mass_flow: None, ..range.clone() };
        let mut line = capacity_range(&old, Figures::default());
        state_digital_minimum(&mut line, &old, true, Figures::default());
        assert!(line.basis.starts_with("mínimo estimado: 30 %"), "{}", line.basis);
    }

    /// Code review of issue 23: the share printed is the one the answer
    /// took, not today's product default.
    #[test]
    fn a_product_default_minimum_prints_the_share_its_answer_took() {
        let range = CapacityRange {
            minimum: 1000.0,
            maximum: 20000.0,
            minimum_mass_flow: 20.0,
            lead_model: "3DA3-075E-TFD".into(),
            minimum_frequency: None,
            maximum_frequency: None,
            basis: StepBasis::ProductDefault,
            oil_return_at_minimum: None,
            minimum_share: Some(0.25),
            loaded_mass_flow: None,
        };
        let stated = |range: &CapacityRange, recorded: Option<f64>| {
            let mut line = capacity_range(range, Figures::default());
            state_recorded_share(&mut line, range, recorded, Figures::default());
            line.basis
        };
        let head = "mínimo estimado: 25 % del compresor líder 3DA3-075E-TFD (valor por defecto del producto); ";
        assert!(stated(&range, Some(0.3)).starts_with(head), "{}", stated(&range, Some(0.3)));
        // Recorded before 1.14.0: its provenance's vfdMinimum.
        let old = CapacityRange { minimum_share: None, ..range.clone() };
        assert!(stated(&old, Some(0.25)).starts_with(head));
        assert!(stated(&old, None).starts_with("mínimo estimado: 30 % "));
        // From its speeds, nothing to state.
        let speeds = CapacityRange {
            basis: StepBasis::SpeedRange,
            minimum_frequency: Some(30.0),
            maximum_frequency: Some(70.0),
            ..range
        };
        assert!(stated(&speeds, Some(0.25)).starts_with("compresor líder 3DA3-075E-TFD de 30 a 70 Hz"));
    }

    #[test]
    fn an_ip_sheet_states_the_range_in_btu_per_hour() {
        let range = CapacityRange {
            minimum: 8_791.0,
            maximum: 35_168.53,
            minimum_mass_flow: 190.0,
            lead_model: "VS3D-075-DEMO".into(),
            minimum_frequency: Some(30.0),
            maximum_frequency: Some(70.0),
            basis: StepBasis::SpeedRange,
            oil_return_at_minimum: None,
            minimum_share: None,
            loaded_mass_flow: None,
        };
        let line = capacity_range(&range, Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() });
        assert_eq!((line.minimum.as_str(), line.maximum.as_str()), ("29\u{202F}996", "120\u{202F}000"));
    }
}
