//! The electrical table (issue 23 item 1): built from the engine's typed
//! loads, not from the answer's JSON. Every row counts what the equipment
//! has: no crankcase heaters or condenser fans at 0.00 A.

use domain::engine::electrical::ElectricalLoads;

use serde::Serialize;

use crate::sheets::format::{Figures, Measure};

#[derive(Debug, Clone, Serialize)]
pub struct Electrical {
    pub voltage: String,
    pub mca: String,
    pub mocp: String,
    pub breaker: String,
    pub conductor: String,
    /// The conductor's temperature rating, as the ampacity table's column
    /// names it ('75 °C'; with its °F on an I-P sheet).
    pub conductor_rating: String,
    pub rows: Vec<(String, String)>,
    pub notes: Vec<String>,
    /// The supply's phases and frequency (`ficha-9` on).
    pub supply: Option<Supply>,
    /// Where MCA, MOCP and the breaker come from (`ficha-9` on).
    pub sources: Option<&'static str>,
}

/// The supply the loads are on: the calculation's three phases, line to
/// line, and the frequency the figures are at, where the answer states it.
#[derive(Debug, Clone, Serialize)]
pub struct Supply {
    pub phases: &'static str,
    pub frequency: Option<String>,
}

/// The rules the electrical figures follow (`domain::engine::electrical`),
/// as the sheet cites them; in percentages, so that no figure depends on
/// the number locale.
pub const SOURCES: &str = "MCA: 125 % del RLA del mayor compresor más las demás cargas (NEC 440.32 y 440.33). MOCP e interruptor: 225 % del RLA del mayor más las demás cargas, al valor normalizado inferior de NEC 240.6(A), nunca bajo el MCA (NEC 440.22, UL 1995). Conductor: NEC 310.16. El cálculo supone alimentación trifásica, tensión entre líneas.";

/// What a motor-compressor's sheet says when its recorded answer predates
/// the electrical loads (`ficha-9` on).
pub const NOT_RECORDED: &str = "El cálculo registrado no incluye los datos eléctricos del compresor (RLA, MCA, MOCP, interruptor): recalcule el proyecto para obtenerlos.";

/// The supply of loads whose figures are at `frequency` Hz, if stated.
pub fn supply(frequency: Option<f64>, figures: Figures) -> Supply {
    Supply { phases: "3", frequency: frequency.map(|f| figures.fixed(Some(f), 0)) }
}

/// The 75 °C column of NEC table 310.16 (NFPA 70) the conductor is sized
/// from; an I-P sheet adds its 167 °F, as the table's heading does.
fn conductor_rating(figures: Figures) -> String {
    let celsius = 75.0;
    if figures.is_ip() {
        let fahrenheit = figures.number_with(Some(celsius), Measure::Temperature, 0, 0);
        format!("{} °C / {fahrenheit} {}", figures.fixed(Some(celsius), 0), figures.unit(Measure::Temperature))
    } else {
        format!("{} °C", figures.fixed(Some(celsius), 0))
    }
}

/// The section of `loads`, as `ficha-4` prints it.
pub fn electrical(loads: &ElectricalLoads, figures: Figures) -> Electrical {
    let amperes = |a: f64| format!("{} A", figures.fixed(Some(a), 2));
    let mut rows: Vec<(String, String)> = loads
        .compressors
        .iter()
        .map(|c| {
            let estimated = if c.estimated { " (estimada)" } else { "" };
            (format!("RLA {}", c.model), format!("{}{estimated}", amperes(c.rla)))
        })
        .collect();
    if loads.crankcase_heaters > 0.0 {
        rows.push(("Resistencias de cárter".into(), amperes(loads.crankcase_heaters)));
    }
    // A bare compressor's loads have no control circuit (`SimpleAnswer`).
    if loads.control_consumption > 0.0 {
        rows.push(("Control".into(), amperes(loads.control_consumption)));
    }
    if loads.condenser > 0.0 {
        rows.push(("Ventiladores del condensador".into(), amperes(loads.condenser)));
    }
    rows.push(("Corriente total".into(), amperes(loads.totals)));
    let advice = &loads.recommendations;
    // An I-P sheet names the conductor by its gauge only (AWG), as the NEC does.
    let mm2 = advice
        .conductor_mm2
        .filter(|_| !figures.is_ip())
        .map(|m| format!(" ({} mm²)", figures.fixed(Some(m), 2)))
        .unwrap_or_default();
    Electrical {
        voltage: figures.fixed(Some(loads.voltage), 0),
        mca: figures.fixed(Some(loads.mca), 2),
        mocp: figures.fixed(Some(loads.mocp), 0),
        breaker: figures.fixed(Some(advice.breaker), 0),
        conductor: format!("{}{mm2}", advice.conductor),
        conductor_rating: conductor_rating(figures),
        rows,
        notes: advice.notes.clone(),
        supply: None,
        sources: None,
    }
}

/// The RLA rows as `ficha-14` prints them (issue 23): one row per model per
/// circuit, '2 × 15.11 A' where a circuit has several compressors of one
/// model at one RLA (a rack of identical compressors printed one unlabeled
/// row each, identical); the circuit named where the unit has several
/// (`circuits`: each load's circuit title in the loads' order, empty for
/// one circuit); a variable-speed compressor's RLA with the speed it is
/// at, 'RLA VS3D-075-DEMO a 70 Hz' (engine 1.14.0's `rlaFrequency`).
pub fn rla_rows(loads: &ElectricalLoads, circuits: &[String], figures: Figures) -> Vec<(String, String)> {
    let mut rows: Vec<(String, String, usize)> = Vec::new();
    for (i, c) in loads.compressors.iter().enumerate() {
        let speed = c.rla_frequency.map(|f| format!(" a {} Hz", figures.fixed(Some(f), 0))).unwrap_or_default();
        let circuit = circuits.get(i).map(|t| format!(" · {t}")).unwrap_or_default();
        let label = format!("RLA {}{speed}{circuit}", c.model.trim());
        let value = (figures.fixed(Some(c.rla), 2), c.estimated);
        let value = format!("{} A{}", value.0, if value.1 { " (estimada)" } else { "" });
        match rows.iter_mut().find(|(l, v, _)| *l == label && *v == value) {
            Some(row) => row.2 += 1,
            None => rows.push((label, value, 1)),
        }
    }
    rows.into_iter()
        .map(|(label, value, count)| if count > 1 { (label, format!("{count} × {value}")) } else { (label, value) })
        .collect()
}

/// The conductor as `ficha-11` names it: its gauge and, on an SI sheet,
/// its area as NEC Chapter 9, Table 8 gives it, three significant figures
/// ('4 AWG (21.2 mm²)', '12 AWG (3.31 mm²)'), not padded to two decimals.
pub fn conductor_as_nec(loads: &ElectricalLoads, figures: Figures) -> String {
    let advice = &loads.recommendations;
    let mm2 = advice
        .conductor_mm2
        .filter(|_| !figures.is_ip())
        .map(|m| format!(" ({} mm²)", figures.fixed(Some(m), if m >= 10.0 { 1 } else { 2 })))
        .unwrap_or_default();
    format!("{}{mm2}", advice.conductor)
}

/// The table of `ficha-1` to `ficha-3`, as they were issued: every row,
/// whether the equipment has it or not.
pub fn legacy_electrical(loads: &ElectricalLoads, figures: Figures) -> Electrical {
    let amperes = |a: f64| format!("{} A", figures.fixed(Some(a), 2));
    let mut rows: Vec<(String, String)> = loads
        .compressors
        .iter()
        .map(|c| {
            let estimated = if c.estimated { " (estimada)" } else { "" };
            (format!("RLA {}", c.model.trim()), format!("{}{estimated}", amperes(c.rla)))
        })
        .collect();
    rows.push(("Resistencias de cárter".into(), amperes(loads.crankcase_heaters)));
    rows.push(("Control".into(), amperes(loads.control_consumption)));
    rows.push(("Ventiladores del condensador".into(), amperes(loads.condenser)));
    rows.push(("Corriente total".into(), amperes(loads.totals)));
    let advice = &loads.recommendations;
    let mm2 = advice.conductor_mm2.map(|m| format!(" ({} mm²)", figures.fixed(Some(m), 2))).unwrap_or_default();
    Electrical {
        voltage: figures.fixed(Some(loads.voltage), 0),
        mca: figures.fixed(Some(loads.mca), 2),
        mocp: figures.fixed(Some(loads.mocp), 0),
        breaker: figures.fixed(Some(advice.breaker), 0),
        conductor: format!("{}{mm2}", advice.conductor.trim()),
        conductor_rating: conductor_rating(Figures::in_locale(figures.locale)),
        rows,
        notes: advice.notes.clone(),
        supply: None,
        sources: None,
    }
}

#[cfg(test)]
mod tests {
    use domain::engine::electrical::{CompressorLoad, Recommendations, RlaBasis};

    use super::*;

    fn loads(fans: f64, heaters: f64) -> ElectricalLoads {
        ElectricalLoads {
            mca: 21.0,
            mocp: 35.0,
            totals: 17.22,
            compressors: vec![CompressorLoad {
                model: "3DA3-075E-TFD".into(),
                rla: 15.11,
                estimated: true,
                rla_basis: RlaBasis::EnvelopeMaximum,
                rla_frequency: None,
                rla_envelope: None,
                circuit_id: None,
                compressor_type: None,
            }],
            crankcase_heaters: heaters,
            control_consumption: 0.65,
            condenser: fans,
            voltage: 460.0,
            recommendations: Recommendations {
                breaker: 35.0,
                conductor: "12 AWG".into(),
                conductor_mm2: Some(3.31),
                notes: vec!["Interruptor termomagnético de 35 A (protección máxima)".into()],
            },
        }
    }

    #[test]
    fn every_row_counts_what_the_equipment_has() {
        let table = electrical(&loads(1.33, 0.13), Figures::default());
        let rows: Vec<(&str, &str)> = table.rows.iter().map(|(l, v)| (l.as_str(), v.as_str())).collect();
        assert_eq!(
            rows,
            [
                ("RLA 3DA3-075E-TFD", "15.11 A (estimada)"),
                ("Resistencias de cárter", "0.13 A"),
                ("Control", "0.65 A"),
                ("Ventiladores del condensador", "1.33 A"),
                ("Corriente total", "17.22 A"),
            ]
        );
        assert_eq!((table.mca.as_str(), table.mocp.as_str(), table.breaker.as_str()), ("21.00", "35", "35"));
        assert_eq!(table.conductor, "12 AWG (3.31 mm²)");
        assert_eq!(table.voltage, "460");
        let bare = electrical(&loads(0.0, 0.0), Figures::default());
        assert!(
            bare.rows.iter().all(|(l, _)| l != "Ventiladores del condensador" && l != "Resistencias de cárter"),
            "no fans or heaters at 0.00 A: {:?}",
            bare.rows
        );
        let issued = legacy_electrical(&loads(0.0, 0.0), Figures::default());
        assert_eq!(issued.rows.len(), 5, "`ficha-1` to `ficha-3` printed every row: {:?}", issued.rows);
    }

    /// Issue 23: a rack of two identical compressors printed two identical
    /// unlabeled rows; a variable-speed compressor's RLA did not say its speed.
    #[test]
    fn rla_rows_count_identical_compressors_and_state_a_drive_s_speed() {
        let mut two = loads(0.0, 0.0);
        let first = two.compressors[0].clone();
        let vs =
            CompressorLoad { model: "VS3D-075-DEMO".into(), rla: 16.4, rla_frequency: Some(70.0), ..first.clone() };
        two.compressors = vec![first.clone(), first.clone(), vs];
        let rows = rla_rows(&two, &[], Figures::default());
        let rows: Vec<(&str, &str)> = rows.iter().map(|(l, v)| (l.as_str(), v.as_str())).collect();
        assert_eq!(
            rows,
            [("RLA 3DA3-075E-TFD", "2 × 15.11 A (estimada)"), ("RLA VS3D-075-DEMO a 70 Hz", "16.40 A (estimada)"),]
        );
        // One row per model per circuit: the same model in two circuits is
        // two rows, each named.
        let named = rla_rows(
            &two,
            &["Circuito 1 (MT)".into(), "Circuito 2 (LT)".into(), "Circuito 2 (LT)".into()],
            Figures::default(),
        );
        assert_eq!(named[0].0, "RLA 3DA3-075E-TFD · Circuito 1 (MT)");
        assert_eq!(named[1], ("RLA 3DA3-075E-TFD · Circuito 2 (LT)".to_string(), "15.11 A (estimada)".to_string()));
        assert_eq!(named[2].0, "RLA VS3D-075-DEMO a 70 Hz · Circuito 2 (LT)");
    }

    #[test]
    fn an_ip_sheet_names_the_conductor_by_gauge_and_the_column_in_both_scales() {
        let ip = Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() };
        let table = electrical(&loads(1.33, 0.13), ip);
        assert_eq!((table.conductor.as_str(), table.conductor_rating.as_str()), ("12 AWG", "75 °C / 167 °F"));
        assert_eq!(electrical(&loads(1.33, 0.13), Figures::default()).conductor_rating, "75 °C");
    }
}
