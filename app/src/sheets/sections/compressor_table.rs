//! 'Compresores' (issue 23 item 1): each circuit's compressors with their
//! figures, the circuit's total, its capacity range and its judgement, and
//! the system's totals; a bare compressor's list as one table.

use domain::compressor::model::CompressorType;
use domain::engine::performance::Performance;
use domain::engine::system::CircuitResult;
use domain::equipment::EquipmentType;
use serde::Serialize;

use super::compliance::{compliance_of, Compliance};
use super::source::{trimmed, Recorded, Source};
use super::speed::{capacity_range, compressor_speed, CapacityRangeLine};
use crate::sheets::format::{Figures, Measure};

#[derive(Debug, Clone, Serialize)]
pub struct Circuit {
    pub title: String,
    pub evap: String,
    pub rows: Vec<CompressorRow>,
    pub total: CompressorRow,
    pub compliance: Option<Compliance>,
    /// VFD and digital circuits (issue 27).
    pub capacity_range: Option<CapacityRangeLine>,
}

#[derive(Debug, Clone, Serialize)]
pub struct CompressorRow {
    pub model: String,
    pub kind: String,
    pub capacity: String,
    pub power: String,
    pub current: String,
    pub discharge: String,
    pub out_of_range: bool,
    /// The frequency the figures are at, and any interpolation (issue 27).
    pub speed: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Totals {
    pub capacity: String,
    /// The capacity in refrigeration tons, on an I-P sheet.
    pub capacity_tons: Option<String>,
    pub power: String,
    pub current: String,
    pub heat_rejection: String,
    pub cop: String,
    /// EER, BTU/h per W, beside the COP on an I-P sheet.
    pub eer: Option<String>,
    /// The EER of the COP with the condenser fans, beside it on an I-P
    /// sheet (`ficha-10` on).
    pub eer_with_fans: Option<String>,
    /// What keeps the unit from its compressors' capacity, in words
    /// (`ficha-14` on, [`limits_in_words`]); empty when nothing does.
    pub limits: Vec<String>,
}

/// The unit's limits as its totals say them (the signing engineer's
/// reading: 'Totales del sistema' of a limited unit said nothing): each
/// limiting component as its circuits' judgements word it, 'Limitado por
/// el condensador CD-30: 6.00 kW de los 12.30 kW de los compresores', then
/// each judgement not met, 'Veredicto · Circuito 1 (MT): FUERA DE
/// ENVOLVENTE', or a chiller's, judged once, 'Veredicto del equipo:
/// INSUFICIENTE'. Decided by `domain::engine::unit_limits`.
pub fn limits_in_words(answer: &Recorded, figures: Figures) -> Vec<String> {
    use domain::engine::unit_limits::{judged_unit_limits, unit_limits};
    let Some(system) = answer.system() else { return Vec::new() };
    let limits = match answer.chiller() {
        Some(chiller) => judged_unit_limits(&chiller.compliance),
        None => unit_limits(&system.circuits),
    };
    let Some(limits) = limits else { return Vec::new() };
    let components = limits.components.iter().map(|l| super::compliance::limit_in_words(l, figures));
    let verdicts = limits.verdicts.iter().map(|(circuit, status)| match circuit {
        Some(i) => {
            let id = system.circuits.get(*i).map_or("", |c| c.circuit_id.as_str());
            format!("Veredicto · {}: {status}", super::duty::circuit_title(*i, id))
        }
        None => format!("Veredicto del equipo: {status}"),
    });
    components.chain(verdicts).collect()
}

fn compressor_row(
    model: &str,
    kind: Option<CompressorType>,
    performance: &Performance,
    decimals: usize,
    figures: Figures,
) -> CompressorRow {
    CompressorRow {
        model: model.trim().to_string(),
        kind: kind.map(|k| k.key().to_string()).unwrap_or_default(),
        capacity: figures.capacity(Some(performance.cooling_capacity), decimals),
        power: figures.kw(Some(performance.power_input), 2),
        current: figures.fixed(Some(performance.current), 2),
        discharge: figures.number(performance.discharge_temp, Measure::Temperature, 1),
        out_of_range: !performance.in_envelope,
        speed: compressor_speed(performance, figures),
    }
}

/// A total row: W, W, A.
fn total_row(
    label: &str,
    (capacity, power, current): (f64, f64, f64),
    decimals: usize,
    figures: Figures,
) -> CompressorRow {
    CompressorRow {
        model: label.into(),
        kind: String::new(),
        capacity: figures.capacity(Some(capacity), decimals),
        power: figures.kw(Some(power), 2),
        current: figures.fixed(Some(current), 2),
        discharge: String::new(),
        out_of_range: false,
        speed: None,
    }
}

fn circuit(index: usize, many: bool, circuit: &CircuitResult, figures: Figures) -> Circuit {
    let t = &circuit.totals;
    Circuit {
        title: if many { format!("Circuito {}", index + 1) } else { "Circuito Único".into() },
        evap: figures.number(Some(circuit.evap_temp), Measure::Temperature, 1),
        rows: circuit
            .compressors
            .iter()
            .map(|c| compressor_row(&c.model, Some(c.compressor_type), &c.performance, 2, figures))
            .collect(),
        total: total_row("TOTAL CIRCUITO", (t.cooling_capacity, t.power_input, t.current), 2, figures),
        compliance: circuit.compliance.as_ref().and_then(|c| compliance_of(c, figures)),
        capacity_range: circuit.capacity_range.as_ref().map(|r| capacity_range(r, figures)),
    }
}

/// The circuits' tables; a bare compressor's list is one table, its
/// capacities with one decimal, as issued up to `ficha-9`.
pub fn circuits(source: &Source, figures: Figures) -> Vec<Circuit> {
    circuits_with(source, figures, 1)
}

/// As [`circuits`], a bare compressor's capacities with `bare_decimals`
/// (from `ficha-10`, two: the totals' precision, one quantity one precision).
pub fn circuits_with(source: &Source, figures: Figures, bare_decimals: usize) -> Vec<Circuit> {
    match &source.answer {
        Recorded::None => Vec::new(),
        Recorded::Simple(simple) => {
            let rows: Vec<CompressorRow> = simple
                .compressors
                .iter()
                .map(|c| compressor_row(&c.model, None, &c.performance, bare_decimals, figures))
                .collect();
            if rows.is_empty() {
                return Vec::new();
            }
            let t = &simple.totals;
            vec![Circuit {
                title: "Compresores".into(),
                evap: figures.number(source.config.evap_temp, Measure::Temperature, 1),
                rows,
                total: total_row("TOTAL", (t.cooling_capacity, t.power_input, t.current), bare_decimals, figures),
                compliance: None,
                capacity_range: None,
            }]
        }
        answer => {
            let circuits = answer.system().map_or(&[][..], |s| &s.circuits[..]);
            circuits.iter().enumerate().map(|(i, c)| circuit(i, circuits.len() > 1, c, figures)).collect()
        }
    }
}

/// The system's totals; a bare compressor has no heat rejection or COP.
pub fn totals(source: &Source, figures: Figures) -> Totals {
    let system = source.answer.system().map(|s| &s.totals);
    let sum = source.answer.totals();
    Totals {
        capacity: figures.capacity(sum.map(|t| t.0), 2),
        capacity_tons: figures.tons(sum.map(|t| t.0)),
        power: figures.kw(sum.map(|t| t.1), 2),
        current: figures.fixed(sum.map(|t| t.2), 2),
        heat_rejection: figures.capacity(system.map(|t| t.heat_rejection), 2),
        cop: figures.fixed(system.map(|t| t.cop), 2),
        eer: figures.eer(system.map(|t| t.cop)),
        eer_with_fans: None,
        limits: Vec::new(),
    }
}

/// Each variable-speed compressor's speed at the duty with its drive's range
/// (`ficha-14` on; `speed::state_drive_speeds`). The rows follow the
/// answer's compressors, circuit by circuit, as [`Source::compressors`].
pub fn state_drive_speeds(circuits: &mut [Circuit], source: &Source, figures: Figures) {
    let rows = circuits.iter_mut().flat_map(|c| c.rows.iter_mut());
    for (row, compressor) in rows.zip(source.compressors()) {
        super::speed::state_drive_speeds(&mut row.speed, compressor.performance, figures);
    }
}

/// A digital circuit's minimum as its answer records it (`ficha-14` on;
/// `speed::state_digital_minimum`).
pub fn state_digital_minimum(circuits: &mut [Circuit], source: &Source, figures: Figures) {
    let digital = source
        .general()
        .and_then(|g| g.capacity_control.as_deref())
        .is_some_and(|c| c.trim().eq_ignore_ascii_case("DIGITAL"));
    let Some(system) = source.answer.system() else { return };
    for (circuit, result) in circuits.iter_mut().zip(&system.circuits) {
        if let (Some(line), Some(range)) = (circuit.capacity_range.as_mut(), result.capacity_range.as_ref()) {
            super::speed::state_digital_minimum(line, range, digital, figures);
        }
    }
}

/// Each product-default minimum at the share its answer took (`ficha-14`
/// on; `speed::state_recorded_share`).
pub fn state_recorded_share(circuits: &mut [Circuit], source: &Source, figures: Figures) {
    let recorded = source.answer.provenance().map(|p| p.defaults.vfd_minimum);
    let Some(system) = source.answer.system() else { return };
    for (circuit, result) in circuits.iter_mut().zip(&system.circuits) {
        if let (Some(line), Some(range)) = (circuit.capacity_range.as_mut(), result.capacity_range.as_ref()) {
            super::speed::state_recorded_share(line, range, recorded, figures);
        }
    }
}

/// A digital scroll's oil return at its loaded flow (`ficha-14` on;
/// `speed::state_loaded_flow`), after the check's finding is stated.
pub fn state_loaded_flow(circuits: &mut [Circuit], source: &Source) {
    let Some(system) = source.answer.system() else { return };
    for (circuit, result) in circuits.iter_mut().zip(&system.circuits) {
        if let (Some(line), Some(range)) = (circuit.capacity_range.as_mut(), result.capacity_range.as_ref()) {
            super::speed::state_loaded_flow(line, range);
        }
    }
}

/// A compressor type code (`scroll`, `reciprocante`, `tornillo`) in words.
pub fn compressor_type_in_words(code: &str) -> String {
    match code.trim().to_lowercase().as_str() {
        "scroll" => "Scroll".into(),
        "reciprocante" | "reciprocating" | "semihermetico" => "Reciprocante".into(),
        "tornillo" | "screw" => "Tornillo".into(),
        "rotativo" | "rotary" => "Rotativo".into(),
        other => other.to_string(),
    }
}

/// Every compressor row with its type in words (`ficha-4` on); a bare
/// compressor's answer has none, so it comes from the project's choice of
/// that model. `dash_unknown` (`ficha-6` on): a type nobody stated prints
/// '—', not an empty cell.
pub fn complete_compressor_types(source: &Source, circuits: &mut [Circuit], dash_unknown: bool) {
    let chosen: Vec<(String, String)> = if source.kind() == EquipmentType::Motocompresora {
        source.config.compressors_config.iter().map(|c| (trimmed(&c.model), trimmed(&c.compressor_type))).collect()
    } else {
        Vec::new()
    };
    for row in circuits.iter_mut().flat_map(|c| c.rows.iter_mut()) {
        if row.kind.is_empty() {
            row.kind = chosen.iter().find(|(model, _)| *model == row.model).map(|(_, t)| t.clone()).unwrap_or_default();
        }
        row.kind = compressor_type_in_words(&row.kind);
        if dash_unknown && row.kind.is_empty() {
            row.kind = "—".into();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_sources::source;
    use super::*;

    #[test]
    fn every_compressor_prints_its_figures_and_type_and_each_circuit_its_total() {
        for kind in ["rack", "condensadora", "chiller", "motocompresora"] {
            let source = source(kind);
            let mut tables = circuits(&source, Figures::default());
            complete_compressor_types(&source, &mut tables, true);
            assert!(!tables.is_empty(), "{kind}");
            for row in tables.iter().flat_map(|c| &c.rows) {
                for (field, value) in
                    [("model", &row.model), ("capacity", &row.capacity), ("power", &row.power), ("type", &row.kind)]
                {
                    assert!(!value.is_empty() && value != "—", "{kind}: {field} of {row:?}");
                }
                assert!(["Scroll", "Reciprocante", "Tornillo"].contains(&row.kind.as_str()), "{kind}: {}", row.kind);
            }
            assert_ne!(totals(&source, Figures::default()).capacity, "—", "{kind}");
        }
        let bare = totals(&source("motocompresora"), Figures::default());
        assert_eq!((bare.heat_rejection.as_str(), bare.cop.as_str()), ("—", "—"), "no condenser, no COP");
    }

    /// Issue 23 item 2: a bare compressor chosen without its type prints
    /// '—' in 'Tipo' from `ficha-6`, an empty cell before.
    #[test]
    fn a_type_nobody_stated_prints_a_dash() {
        let mut source = source("motocompresora");
        for choice in &mut source.config.compressors_config {
            choice.compressor_type = None;
        }
        let mut tables = circuits(&source, Figures::default());
        complete_compressor_types(&source, &mut tables, true);
        assert!(tables[0].rows.iter().all(|r| r.kind == "—"), "{:?}", tables[0].rows);
        let mut as_issued = circuits(&source, Figures::default());
        complete_compressor_types(&source, &mut as_issued, false);
        assert!(as_issued[0].rows.iter().all(|r| r.kind.is_empty()));
    }

    #[test]
    fn a_compressor_outside_its_envelope_is_flagged() {
        let mut source = source("rack");
        let Recorded::System(system) = &mut source.answer else { panic!("a rack's answer") };
        system.circuits[0].compressors[0].performance.in_envelope = false;
        let tables = circuits(&source, Figures::default());
        assert!(tables[0].rows[0].out_of_range);
        assert!(tables.iter().flat_map(|c| &c.rows).skip(1).all(|r| !r.out_of_range));
    }

    fn ip() -> Figures {
        Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() }
    }

    /// Issue 23 item 5: capacities in BTU/h (1 BTU/h = 0.29307107 W), the
    /// system's also in TR (3.516853 kW), the COP with its EER; electrical
    /// power stays kW.
    #[test]
    fn an_ip_sheet_prints_capacities_in_btu_per_hour_and_tons() {
        let source = source("rack");
        let tables = circuits(&source, ip());
        let first = &source.compressors()[0].performance;
        let btu = domain::number_format::fixed(Some(first.cooling_capacity / 0.293_071_07), 0, Default::default());
        assert_eq!(tables[0].rows[0].capacity, btu);
        assert_eq!(tables[0].rows[0].power, circuits(&source, Figures::default())[0].rows[0].power, "kW");
        assert_eq!(tables[0].evap, "14.0");
        let sum = totals(&source, ip());
        let watts = source.answer.totals().unwrap().0;
        assert_eq!(sum.capacity_tons.unwrap(), format!("{:.2} TR", watts / 3_516.853));
        let cop = source.answer.system().unwrap().totals.cop;
        assert_eq!(sum.eer.unwrap(), format!("EER {:.1} BTU/(W·h)", cop * 3.412_141_6));
        let si = totals(&source, Figures::default());
        assert_eq!((si.capacity_tons, si.eer), (None, None), "an SI sheet prints neither");
    }

    /// The signing engineer's reading (ficha-14): a chiller is judged once,
    /// against the fluid's requirement (34.96 kW from 100 L/min of water
    /// 12/7 °C, ENGINEERING.md section 8), so its totals say the unit's
    /// verdict, not its circuit's; a unit that meets its requirement says
    /// nothing.
    #[test]
    fn the_totals_say_the_verdict_the_unit_is_judged_by() {
        let failed = source("chiller-fail");
        let limits = limits_in_words(&failed.answer, Figures::default());
        assert!(limits.iter().any(|l| l.starts_with("Veredicto del equipo: ")), "{limits:?}");
        assert!(!limits.iter().any(|l| l.starts_with("Veredicto · Circuito")), "{limits:?}");
        assert!(limits_in_words(&source("rack").answer, Figures::default()).is_empty());
    }
}
