//! 'Líneas de refrigerante' (issue 23 item 1): every suction, liquid and
//! discharge line with its size, tube, velocity, losses, the pressure it
//! holds against PS, its verdict and any double riser; and the design
//! pressures (EN 378-2) every line is checked against.

use domain::engine::lines::{LineCriteria, LineSizing};
use domain::engine::pipe::PipeMaterial;
use serde::Serialize;

use super::source::Recorded;
use crate::sheets::format::{Figures, Measure};
use crate::sheets::template_versions::LineDecimals;

#[derive(Debug, Clone, Serialize)]
pub struct Line {
    pub kind: String,
    pub number: String,
    pub capacity: String,
    pub diameter: String,
    pub velocity: String,
    pub drop: String,
    pub verdict: String,
    /// Material and wall: "cobre, pared 0.89 mm".
    pub tube: String,
    /// Allowable pressure against PS, bar: "48.5 / PS 26.6".
    pub pressure: String,
    /// The double riser proposed: "Doble montante 7/8" + 1-1/8"".
    pub riser: String,
    /// No tube of the sizer's table holds PS (`noTubeHoldsPressure`): from
    /// `ficha-11` the sheet prints 'No construible con la tabla' and no
    /// size (`mark_unbuildable`).
    pub unbuildable: bool,
}

/// A nominal size as the trade writes it: inches with their mark for
/// copper (and its type K wall), DN and schedule for steel.
fn trade_size(diameter: &str, schedule: Option<&str>) -> String {
    domain::engine::pipe::trade_label(diameter.trim(), schedule)
}

fn line(kind: &str, sizing: &LineSizing, decimals: LineDecimals, figures: Figures) -> Line {
    // The engine's verdict in words (engine 1.13.0; derived for older answers).
    let judged = sizing.verdict();
    let verdict = match judged.criteria {
        LineCriteria::DoesNotHoldPressure => "No resiste PS",
        LineCriteria::Meets => "Cumple",
        LineCriteria::Fails => "No cumple",
    };
    let oil = if judged.oil_not_lifted_at_minimum { "; el aceite no sube en el escalón mínimo" } else { "" };
    let riser = match &sizing.double_riser {
        Some(r) => format!(
            "Doble montante {} + {}",
            trade_size(&r.small.diameter, r.small.schedule.as_deref()),
            trade_size(&r.large.diameter, r.large.schedule.as_deref())
        ),
        None => String::new(),
    };
    let material = if sizing.material == PipeMaterial::Steel { "acero" } else { "cobre" };
    let allowable = sizing.max_allowable_pressure;
    let pressure = match sizing.design_pressure {
        Some(ps) => {
            let holds = if allowable >= ps { "" } else { " (no resiste)" };
            format!(
                "{} / PS {}{holds}",
                figures.number(Some(allowable), Measure::GaugePressure, 1),
                figures.number(Some(ps), Measure::GaugePressure, 1)
            )
        }
        None => figures.number(Some(allowable), Measure::GaugePressure, 1),
    };
    Line {
        kind: kind.into(),
        number: sizing.line_number.to_string(),
        capacity: figures.capacity(Some(sizing.capacity), 2),
        // Inside diameter and wall in inches to the thousandth on an I-P
        // sheet, as ASTM B88 and ASME B36.10 list them.
        diameter: format!(
            "{} ({} {})",
            trade_size(&sizing.diameter, sizing.schedule.as_deref()),
            figures.number_with(Some(sizing.diameter_mm), Measure::SmallLength, decimals.diameter_mm, 3),
            figures.unit(Measure::SmallLength)
        ),
        velocity: figures.number(Some(sizing.velocity), Measure::Velocity, 2),
        drop: format!(
            "{} {} / {} {}",
            figures.number(Some(sizing.pressure_drop_kpa), Measure::PressureDrop, decimals.pressure_drop),
            figures.unit(Measure::PressureDrop),
            figures.number_with(Some(sizing.penalty_k), Measure::TemperatureDifference, decimals.penalty, 2),
            figures.unit(Measure::TemperatureDifference)
        ),
        verdict: format!("{verdict}{oil}"),
        tube: format!(
            "{material}, pared {} {}",
            figures.number_with(Some(sizing.wall_mm), Measure::SmallLength, 2, 3),
            figures.unit(Measure::SmallLength)
        ),
        pressure,
        riser,
        unbuildable: false,
    }
}

/// Each circuit's suction lines, then the liquid lines, then the discharge
/// line, with the kind each prints as. An independent refrigerant
/// circuit's own liquid and discharge lines (engine 1.12.0: a chiller with
/// a remote condenser) print among their kind, named by their circuit as
/// the rest of the sheet names it: 'Líquido · Circuito 2 (B)'. Answers
/// recorded before have none, so their sheets print as issued.
fn sizings(answer: &Recorded) -> Vec<(String, &LineSizing)> {
    let Some(system) = answer.system() else { return Vec::new() };
    let mut out: Vec<(String, &LineSizing)> = system
        .circuits
        .iter()
        .enumerate()
        .flat_map(|(i, c)| c.suction_lines.iter().map(move |l| (format!("Succión C{}", i + 1), l)))
        .collect();
    let title = |i: usize, id: &str| super::duty::circuit_title(i, id);
    out.extend(system.liquid_lines.iter().map(|l| ("Líquido".to_string(), l)));
    for (i, c) in system.circuits.iter().enumerate() {
        out.extend(c.liquid_lines.iter().map(|l| (format!("Líquido · {}", title(i, &c.circuit_id)), l)));
    }
    out.extend(system.discharge_line.iter().map(|l| ("Descarga".to_string(), l)));
    for (i, c) in system.circuits.iter().enumerate() {
        out.extend(c.discharge_line.iter().map(|l| (format!("Descarga · {}", title(i, &c.circuit_id)), l)));
    }
    out
}

/// Each circuit's suction lines, then the liquid lines, then the discharge line.
pub fn lines(answer: &Recorded, decimals: LineDecimals, figures: Figures) -> Vec<Line> {
    sizings(answer).into_iter().map(|(kind, l)| line(&kind, l, decimals, figures)).collect()
}

/// From `ficha-11` (tester report 2, defect 5): a line no tube of the
/// sizer's table holds PS at prints no size, velocity or loss, only that
/// it cannot be built from the table and the PS it must hold; its verdict
/// says why. `printed` is `lines` of the same answer.
pub fn mark_unbuildable(answer: &Recorded, printed: &mut [Line], figures: Figures) {
    for (line, (_, sizing)) in printed.iter_mut().zip(sizings(answer)) {
        if !sizing.no_tube_holds_pressure {
            continue;
        }
        line.unbuildable = true;
        line.diameter = String::new();
        line.tube = String::new();
        line.velocity = "—".into();
        line.drop = "—".into();
        line.riser = String::new();
        line.pressure = match sizing.design_pressure {
            Some(ps) => format!("PS {}", figures.number(Some(ps), Measure::GaugePressure, 1)),
            None => "—".into(),
        };
        line.verdict = "No resiste PS: ningún tubo de la tabla la resiste".into();
    }
}

/// The field run the lines and their charge were sized for, as the sheet
/// prints it above the lines table (`ficha-13` on; tester report 3,
/// defect 31): 'Tramo en obra 15 m (longitud equivalente 22.5 m, sin
/// desnivel indicado)'.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FieldRun {
    /// The run one way: "15 m", "49.2 ft".
    pub length: String,
    /// The equivalent length every line's pressure drop is over.
    pub equivalent: String,
    /// The liquid line's rise, where the calculation was given one.
    pub lift: Option<String>,
    /// The project gives no run: the length is the calculation's default
    /// (a rack's or condensing unit's 25 m), printed as assumed (tester
    /// report 4, defect 2).
    pub assumed: bool,
}

/// What the lines section says of a rack's hot-gas defrost
/// (`hotGasDefrost`, spec section 3's layout): the line that feeds the
/// evaporators hot gas is not sized, because neither the method contract
/// (ENGINEERING.md section 6 sizes suction, discharge and liquid lines
/// only) nor the project gives its method or the evaporators' defrost load
/// (decision 2026-11-28-hot-gas-defrost-line-not-sized). Said, never left
/// out; `None` without hot-gas defrost.
pub fn hot_gas_line(hot_gas_defrost: Option<bool>) -> Option<String> {
    (hot_gas_defrost == Some(true)).then(|| HOT_GAS_LINE_NOT_SIZED.to_string())
}

/// The sentence of [`hot_gas_line`].
pub const HOT_GAS_LINE_NOT_SIZED: &str = "Línea de gas caliente para el deshielo: no dimensionada. El método de cálculo de la herramienta no la incluye y el proyecto no indica la carga de deshielo de los evaporadores; dimensiónela aparte (ASHRAE Handbook—Refrigeration, cap. 1, deshielo por gas caliente).";

/// The run the answer states (engine 1.13.0's `fieldRun`). An answer
/// recorded before states only each line's equivalent length, which it
/// sized over: the run is then the project's `project_run` (the form
/// always sends it; a project without one prints no run), and no rise
/// (a project has no field for one: only `POST /api/calculations/rack`
/// takes `liquidLift`). `None` when no line was sized.
pub fn field_run(answer: &Recorded, project_run: Option<f64>, figures: Figures) -> Option<FieldRun> {
    let system = answer.system()?;
    let (length, equivalent, lift) = match system.field_run {
        Some(run) => (run.length, run.equivalent_length, run.liquid_lift),
        None => {
            let (_, first) = sizings(answer).into_iter().next()?;
            (project_run.filter(|m| *m > 0.0)?, first.equivalent_length, None)
        }
    };
    let length_of = |m: f64| figures.trimmed_measure(Some(m), Measure::Length, 1);
    Some(FieldRun {
        length: length_of(length),
        equivalent: length_of(equivalent),
        lift: lift.map(length_of),
        assumed: project_run.is_none(),
    })
}

/// PS of each side with its basis.
pub fn design_pressures(answer: &Recorded, figures: Figures) -> Option<String> {
    let ps = answer.system()?.design_pressures.as_ref()?;
    Some(format!(
        "lado de alta {}, lado de baja {}. {}.",
        figures.measure(Some(ps.high_side), Measure::GaugePressure, 1),
        figures.measure(Some(ps.low_side), Measure::GaugePressure, 1),
        ps.basis.trim()
    ))
}

#[cfg(test)]
mod tests {
    use domain::engine::lines::{DoubleRiser, OilReturn, RiserTube};
    use domain::number_format::{NumberLocale, Quantity};

    use super::super::test_sources::source;
    use super::*;
    use crate::sheets::template_versions::line_decimals;

    fn current() -> LineDecimals {
        line_decimals(crate::sheets::template_versions::TEMPLATE_VERSION)
    }

    /// Tester report 3, defect 31: the run the lines were sized for, from
    /// the answer (engine 1.13.0) with its equivalent length and rise, in
    /// ft on an I-P sheet (1 ft = 0.3048 m exactly: 15 m = 49.2 ft, 22.5 m
    /// = 73.8 ft, 6 m = 19.7 ft); an older answer's from its lines and
    /// the project's run.
    #[test]
    fn the_field_run_prints_from_the_answer_or_the_lines_and_the_project() {
        let mut answer = source("condensadora").answer;
        let older = field_run(&answer, Some(15.0), Figures::default()).unwrap();
        let expected = FieldRun { length: "15 m".into(), equivalent: "22.5 m".into(), lift: None, assumed: false };
        assert_eq!(older, expected, "a 1.6.0 answer: its lines' 22.5 m, the project's 15 m");
        assert_eq!(field_run(&answer, None, Figures::default()), None, "no run known");
        let Recorded::System(system) = &mut answer else { panic!("a condensing unit") };
        system.field_run =
            Some(domain::engine::system::FieldRun { length: 15.0, equivalent_length: 22.5, liquid_lift: Some(6.0) });
        let stated = field_run(&answer, Some(15.0), Figures::default()).unwrap();
        assert_eq!(stated, FieldRun { lift: Some("6 m".into()), ..expected.clone() });
        let assumed = field_run(&answer, None, Figures::default()).unwrap();
        assert!(assumed.assumed, "the project gives no run: the answer's is the default");
        let ip = Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() };
        let feet = field_run(&answer, None, ip).unwrap();
        assert_eq!((feet.length.as_str(), feet.equivalent.as_str()), ("49.2 ft", "73.8 ft"));
        assert_eq!(feet.lift.as_deref(), Some("19.7 ft"));
        assert_eq!(field_run(&source("motocompresora").answer, Some(15.0), Figures::default()), None);
    }

    #[test]
    fn every_line_of_the_recorded_answers_prints_size_tube_losses_and_verdict() {
        for kind in ["rack", "condensadora", "chiller"] {
            let printed = lines(&source(kind).answer, current(), Figures::default());
            assert!(printed.iter().any(|l| l.kind.starts_with("Succión")), "{kind}");
            assert!(printed.iter().any(|l| l.kind == "Líquido"), "{kind}");
            for l in &printed {
                assert!(l.diameter.ends_with(" mm)") && !l.diameter.contains('—'), "{kind}: {l:?}");
                assert!(l.tube.starts_with("cobre, pared ") || l.tube.starts_with("acero, pared "), "{kind}: {l:?}");
                assert!(["Cumple", "No cumple", "No resiste PS"].iter().any(|v| l.verdict.starts_with(v)), "{l:?}");
            }
            assert!(
                design_pressures(&source(kind).answer, Figures::default()).unwrap().starts_with("lado de alta "),
                "{kind}"
            );
        }
        assert!(lines(&source("motocompresora").answer, current(), Figures::default()).is_empty());
    }

    /// Issue 23 (engine 1.12.0): a chiller of two refrigerant circuits
    /// with a remote condenser prints each circuit's own liquid and
    /// discharge line, named by its circuit, and no line for both.
    #[test]
    fn each_circuit_s_own_field_lines_print_named_by_their_circuit() {
        let mut answer = source("rack").answer;
        let Recorded::System(system) = &mut answer else { panic!("a rack") };
        let (liquid, discharge) = (system.liquid_lines[0].clone(), system.discharge_line.clone().unwrap());
        system.liquid_lines.clear();
        system.discharge_line = None;
        for circuit in &mut system.circuits {
            circuit.liquid_lines = vec![liquid.clone()];
            circuit.discharge_line = Some(discharge.clone());
        }
        let ids: Vec<String> = system.circuits.iter().map(|c| c.circuit_id.clone()).collect();
        let printed = lines(&answer, current(), Figures::default());
        let kinds: Vec<&str> = printed.iter().map(|l| l.kind.as_str()).filter(|k| !k.starts_with("Succión")).collect();
        let title = |i: usize| super::super::duty::circuit_title(i, &ids[i]);
        let mut expected: Vec<String> = (0..ids.len()).map(|i| format!("Líquido · {}", title(i))).collect();
        expected.extend((0..ids.len()).map(|i| format!("Descarga · {}", title(i))));
        assert_eq!(kinds, expected);
        assert!(ids.len() > 1 && kinds[0].starts_with("Líquido · Circuito 1"), "{kinds:?}");
        assert!(printed.iter().all(|l| l.diameter.ends_with(" mm)")));
        let english = crate::sheets::language::english;
        assert_eq!(english("Líquido · Circuito 2 (B)").as_deref(), Some("Liquid · Circuit 2 (B)"));
        assert_eq!(english("Descarga · Circuito 1").as_deref(), Some("Discharge · Circuit 1"));
    }

    fn sizing() -> LineSizing {
        let source = source("rack");
        source.answer.system().unwrap().circuits[0].suction_lines[0].clone()
    }

    /// Issue 21 items 2 and 22 item 3: a steel line prints DN, schedule and
    /// wall; a copper tube that does not hold PS fails; a double riser is named.
    #[test]
    fn it_should_print_the_tube_its_pressure_and_a_double_riser() {
        let steel = LineSizing {
            diameter: "DN 50".into(),
            schedule: Some("Sch 40".into()),
            material: PipeMaterial::Steel,
            wall_mm: 3.91,
            max_allowable_pressure: 122.9,
            design_pressure: Some(13.7),
            pressure_ok: Some(true),
            diameter_mm: 60.3,
            meets_criteria: true,
            double_riser: None,
            oil_return: None,
            ..sizing()
        };
        let printed = line("Succión C1", &steel, current(), Figures::default());
        assert_eq!(printed.diameter, "DN 50 Sch 40 (60.30 mm)");
        assert_eq!(printed.tube, "acero, pared 3.91 mm");
        assert_eq!(printed.pressure, "122.9 / PS 13.7");
        assert_eq!(printed.verdict, "Cumple");
        let tube = |diameter: &str| RiserTube {
            diameter: diameter.into(),
            schedule: None,
            inner_diameter_mm: 20.0,
            velocity_at_full_load: 10.0,
            velocity_at_minimum: 6.0,
            minimum_velocity: 5.0,
        };
        let copper = LineSizing {
            diameter: "1-3/8".into(),
            schedule: None,
            material: PipeMaterial::Copper,
            wall_mm: 1.4,
            max_allowable_pressure: 35.0,
            design_pressure: Some(40.0),
            pressure_ok: Some(false),
            diameter_mm: 34.9,
            meets_criteria: true,
            double_riser: Some(DoubleRiser { small: tube("7/8"), large: tube("1-1/8"), penalty_k_per_m: 0.01 }),
            ..sizing()
        };
        let printed = line("Líquido", &copper, current(), Figures::default());
        assert_eq!(printed.diameter, "1-3/8\" (34.90 mm)");
        assert_eq!(printed.pressure, "35.0 / PS 40.0 (no resiste)");
        assert_eq!(
            (printed.verdict.as_str(), printed.riser.as_str()),
            ("No resiste PS", "Doble montante 7/8\" + 1-1/8\"")
        );
        let no_oil = LineSizing {
            double_riser: None,
            oil_return: Some(OilReturn {
                velocity_at_minimum: 2.0,
                minimum_vertical: 5.0,
                riser_ok: false,
                horizontal_ok: false,
            }),
            pressure_ok: Some(true),
            ..copper
        };
        assert_eq!(
            line("Líquido", &no_oil, current(), Figures::default()).verdict,
            "Cumple; el aceite no sube en el escalón mínimo"
        );
    }

    /// Tester report 2, defect 5: from ficha-11 a line no tube of the
    /// table holds PS at prints no size (the hydraulic size is not a
    /// selection); other lines print as before.
    #[test]
    fn a_line_no_tube_holds_prints_no_size() {
        let mut answer = source("rack").answer;
        let Recorded::System(system) = &mut answer else { panic!("a rack") };
        let first = &mut system.circuits[0].suction_lines[0];
        first.no_tube_holds_pressure = true;
        first.pressure_ok = Some(false);
        first.design_pressure = Some(29.8);
        let mut printed = lines(&answer, current(), Figures::default());
        let before = printed.clone();
        mark_unbuildable(&answer, &mut printed, Figures::default());
        let line = &printed[0];
        assert!(line.unbuildable && line.diameter.is_empty() && line.tube.is_empty(), "{line:?}");
        assert_eq!((line.velocity.as_str(), line.drop.as_str(), line.pressure.as_str()), ("—", "—", "PS 29.8"));
        assert_eq!(line.verdict, "No resiste PS: ningún tubo de la tabla la resiste");
        for (after, before) in printed.iter().zip(&before).skip(1) {
            assert!(!after.unbuildable && after.diameter == before.diameter, "{after:?}");
        }
    }

    #[test]
    fn it_should_print_the_lines_with_the_table_decimals_and_a_ficha_2_sheet_as_it_was() {
        let sizing = LineSizing {
            diameter: "1 3/8".into(),
            schedule: None,
            diameter_mm: 31.966,
            pressure_drop_kpa: 12.346,
            penalty_k: 0.456,
            ..sizing()
        };
        let figure = |value, q: Quantity| domain::number_format::fixed(Some(value), q.decimals(), NumberLocale::EsMx);
        let now = line("Succión C1", &sizing, current(), Figures::default());
        assert_eq!(
            now.drop,
            format!(
                "{} kPa / {} K",
                figure(12.346, Quantity::PressureDrop),
                figure(0.456, Quantity::SaturationPenalty)
            )
        );
        assert_eq!(now.drop, "12.35 kPa / 0.46 K", "the spec's 2 decimals, as the screen's results table");
        assert_eq!(now.diameter, format!("1 3/8\" ({} mm)", figure(31.966, Quantity::PipeDiameter)));
        for issued in ["ficha-1", "ficha-2"] {
            let before = line("Succión C1", &sizing, line_decimals(issued), Figures::default());
            assert_eq!(before.drop, "12.3 kPa / 0.46 K", "{issued} sheets regenerate as issued");
            assert_eq!(before.diameter, "1 3/8\" (32.0 mm)", "{issued}");
        }
    }

    /// Issue 23 item 5: a 1-1/4" tube of 31.75 mm inside = 1.250 in, 10 m/s
    /// = 1969 ft/min, 12.346 kPa = 1.79 psi, 0.456 K = 0.82 °F, 35 bar =
    /// 507.6 psig, its wall 1.27 mm = 0.050 in.
    #[test]
    fn an_ip_sheet_prints_every_line_in_ip_units() {
        let ip = Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() };
        let sizing = LineSizing {
            diameter: "1-1/4".into(),
            schedule: None,
            material: PipeMaterial::Copper,
            diameter_mm: 31.75,
            wall_mm: 1.27,
            velocity: 10.0,
            pressure_drop_kpa: 12.346,
            penalty_k: 0.456,
            max_allowable_pressure: 35.0,
            design_pressure: Some(26.6),
            ..sizing()
        };
        let printed = line("Succión C1", &sizing, current(), ip);
        assert_eq!(printed.diameter, "1-1/4\" (1.250 in)");
        assert_eq!(printed.velocity, "1969");
        assert_eq!(printed.drop, "1.79 psi / 0.82 °F");
        assert_eq!(printed.pressure, "507.6 / PS 385.8");
        assert_eq!(printed.tube, "cobre, pared 0.050 in");
        assert!(design_pressures(&source("rack").answer, ip).unwrap().contains(" psig, lado de baja "));
    }
}
