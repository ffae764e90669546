//! A chiller's plate exchangers as `ficha-11` prints them (tester defect
//! 18): one row per circuit (exchanger, capacity, flow, pressure drop,
//! approach, the catalogue's rating) in a table, where `ficha-10` spread
//! each circuit's rows over the section's two-column grid.

use domain::calculation::{CapacityBasis, ChillerSettings};
use domain::engine::water_side::{fluid_in_words, RATED_EVAPORATING_C, RATED_INLET_C, RATED_OUTLET_C};

use super::answer::Answer;
use super::duty::circuit_title;
use super::water::{in_chosen_unit, ExchangerRow, WaterSection};
use crate::sheets::format::{Figures, Measure};

/// The rows of `answer`'s exchanger checks, in the circuits' order
/// (`ids`), and the labels of the grid rows they replace.
pub fn exchanger_rows(
    config: &ChillerSettings,
    answer: &Answer,
    ids: &[String],
    figures: Figures,
) -> (Vec<ExchangerRow>, Vec<String>) {
    let fluid = config.cold_side.as_ref().and_then(|c| c.fluid_type.as_deref()).filter(|f| !f.trim().is_empty());
    let water = fluid.is_none_or(|f| f.trim().eq_ignore_ascii_case("water"));
    let unit = config.cold_side.as_ref().and_then(|c| c.flow_rate_unit.as_deref());
    let kpa = |kpa: f64| figures.measure(Some(kpa), Measure::PressureDrop, 1);
    let mut replaced = Vec::new();
    let mut rows = Vec::new();
    for check in &answer.heat_exchanger_checks {
        let index = ids.iter().position(|id| *id == check.circuit_id).unwrap_or(rows.len());
        let title = circuit_title(index, &check.circuit_id);
        let approach = answer.approaches.iter().find(|a| a.circuit_id == check.circuit_id);
        let drop = check.water_pressure_drop.as_ref();
        for name in
            ["Intercambiador de placas", "Aproximación", "Caída de presión del agua", "Caída de presión del fluido"]
        {
            replaced.push(format!("{name} · {title}"));
        }
        replaced.push(format!("Caída de presión de catálogo · {}", check.model));
        rows.push(ExchangerRow {
            circuit: title,
            model: check.model.clone(),
            capacity: format!("{} {}", figures.capacity(Some(check.capacity), 2), figures.unit(Measure::HeatFlow)),
            sufficient: check.sufficient,
            flow: drop.map_or_else(|| "—".to_string(), |d| in_chosen_unit(d.flow_lmin, unit, figures)),
            pressure_drop: match drop {
                Some(d) if d.rated_for_water_only || !water => format!("{} (agua, estimación)", kpa(d.kpa)),
                Some(d) => kpa(d.kpa),
                None => "no conocida".to_string(),
            },
            approach: approach.map_or_else(
                || "—".to_string(),
                |a| {
                    let printed = figures.measure(Some(a.approach), Measure::TemperatureDifference, 1);
                    if a.tight {
                        format!("{printed} (ajustada)")
                    } else {
                        printed
                    }
                },
            ),
            rating: drop.map_or_else(
                || "—".to_string(),
                |d| format!("{} con {}", kpa(d.rated_kpa), in_chosen_unit(d.rated_flow_lmin, unit, figures)),
            ),
            capacity_note: None,
            unverified: false,
        });
    }
    (rows, replaced)
}

/// Moves `section`'s exchanger rows into the table (`ficha-11` on).
/// `at_duty` (`ficha-12` on, engine 1.12.0): each exchanger's capacity
/// as the answer judged it, the estimate at the circuit's duty with
/// '(estimación)' and the method in a note, or 'sin verificar'.
pub fn tabulate_exchangers(
    section: &mut WaterSection,
    config: &ChillerSettings,
    answer: &Answer,
    ids: &[String],
    figures: Figures,
    at_duty: bool,
) {
    let (mut rows, replaced) = exchanger_rows(config, answer, ids, figures);
    section.exchanger.retain(|(label, _)| !replaced.contains(label));
    if at_duty {
        section.notes.extend(capacities_at_duty(&mut rows, config, answer, figures));
    }
    section.exchangers = rows;
}

/// The capacity cells of the checks the engine judged at the duty (engine
/// 1.12.0; decision 2026-11-28-plate-evaporator-capacity-at-the-duty),
/// and the notes that say how.
fn capacities_at_duty(
    rows: &mut [ExchangerRow],
    config: &ChillerSettings,
    answer: &Answer,
    figures: Figures,
) -> Vec<String> {
    let kw = |w: f64| format!("{} {}", figures.capacity(Some(w), 2), figures.unit(Measure::HeatFlow));
    let fluid = config
        .cold_side
        .as_ref()
        .and_then(|c| c.fluid_type.as_deref())
        .filter(|f| !f.trim().is_empty())
        .unwrap_or("water");
    let rating = format!(
        "con agua de {} a {} y evaporación a {}",
        figures.measure(Some(RATED_INLET_C), Measure::Temperature, 0),
        figures.measure(Some(RATED_OUTLET_C), Measure::Temperature, 0),
        figures.measure(Some(RATED_EVAPORATING_C), Measure::Temperature, 0),
    );
    let mut details = Vec::new();
    let mut unverified = false;
    for (row, check) in rows.iter_mut().zip(&answer.heat_exchanger_checks) {
        match (check.capacity_basis, &check.duty_capacity) {
            (Some(CapacityBasis::Estimate), Some(duty)) => {
                row.capacity = kw(duty.capacity);
                row.capacity_note = Some("(estimación)".into());
                details.push(format!(
                    "{} ({}): {} de catálogo; DTML {} frente a {} del catálogo; coeficiente del lado del fluido {} × el del agua; UA {} × el del catálogo.",
                    row.model,
                    row.circuit,
                    kw(check.capacity),
                    figures.measure(Some(duty.duty_lmtd), Measure::TemperatureDifference, 1),
                    figures.measure(Some(duty.rated_lmtd), Measure::TemperatureDifference, 1),
                    figures.fixed(Some(duty.film_ratio), 2),
                    figures.fixed(Some(duty.ua_ratio), 2),
                ));
            }
            (Some(CapacityBasis::Unverified), _) => {
                row.capacity_note = Some("(sin verificar)".into());
                row.unverified = true;
                unverified = true;
            }
            _ => {}
        }
    }
    let mut notes = Vec::new();
    if !details.is_empty() {
        notes.push(format!(
            "Capacidad del intercambiador en las condiciones del circuito (estimación): el catálogo la da {rating}; su UA (capacidad / DTML) se lleva a la DTML del circuito, con el coeficiente del lado del fluido escalado del agua a {} por Nu ∝ Re^0,748·Pr^(1/3) (Martin, VDI Heat Atlas, cap. B6) y ese lado como la mitad de la resistencia (supuesto). Confirme la selección con el fabricante.",
            fluid_in_words(fluid)
        ));
        notes.extend(details);
    }
    if unverified {
        notes.push(format!(
            "Capacidad sin verificar: el catálogo la da {rating}; con {} y sin sus temperaturas de entrada y salida no se puede estimar en las condiciones del circuito. Confirme la selección con el fabricante.",
            fluid_in_words(fluid)
        ));
    }
    notes
}

#[cfg(test)]
mod tests {
    use domain::calculation::HeatExchangerCheck;
    use domain::engine::water_side::Approach;
    use domain::heat_exchanger::WaterPressureDrop;

    use super::*;

    fn check(circuit: &str, model: &str, capacity: f64, drop: Option<(f64, f64)>) -> HeatExchangerCheck {
        HeatExchangerCheck {
            circuit_id: circuit.into(),
            heat_exchanger_id: String::new(),
            model: model.into(),
            capacity,
            required_capacity: 30_000.0,
            sufficient: capacity >= 30_000.0,
            water_pressure_drop: drop.map(|(kpa, flow)| WaterPressureDrop {
                kpa,
                flow_lmin: flow,
                rated_kpa: 30.0,
                rated_flow_lmin: 114.5,
                exponent: 2.0,
                rated_for_water_only: false,
            }),
            capacity_basis: None,
            duty_capacity: None,
        }
    }

    /// The tester's two-circuit chiller (json/chiller-aire-2c.json): PSD-40
    /// and PSD-25, 22.9 kPa at 100.1 L/min and 27.9 kPa at 71.5 L/min; one
    /// row each, in the circuits' order, named as the sheet names them.
    #[test]
    fn each_circuit_is_one_row() {
        let config: ChillerSettings = serde_json::from_value(serde_json::json!({
            "chillerType": "agua-aire", "coldSide": {"fluidType": "water", "flowRateUnit": "m3h"}
        }))
        .unwrap();
        let answer = Answer {
            heat_exchanger_checks: vec![
                check("B", "PSD-25", 25_000.0, Some((27.9, 71.5))),
                check("A", "PSD-40", 40_000.0, Some((22.9, 100.1))),
            ],
            approaches: vec![Approach { circuit_id: "A".into(), approach: 5.0, tight: false }],
            ..Answer::default()
        };
        let ids = ["A".to_string(), "B".to_string()];
        let (rows, replaced) = exchanger_rows(&config, &answer, &ids, Figures::default());
        let b = &rows[0];
        assert_eq!(
            (b.circuit.as_str(), b.model.as_str(), b.capacity.as_str(), b.sufficient),
            ("Circuito 2 (B)", "PSD-25", "25.00 kW", false)
        );
        assert_eq!((b.flow.as_str(), b.pressure_drop.as_str(), b.approach.as_str()), ("4.29 m³/h", "27.9 kPa", "—"));
        assert_eq!(rows[1].circuit, "Circuito 1 (A)");
        assert_eq!(rows[1].approach, "5.0 K");
        assert_eq!(rows[1].rating, "30.0 kPa con 6.87 m³/h");
        assert!(replaced.contains(&"Caída de presión del agua · Circuito 1 (A)".to_string()));
        assert!(replaced.contains(&"Caída de presión de catálogo · PSD-40".to_string()));
    }

    /// Tester report 2, defect 34 (`ficha-12`, engine 1.12.0): the tester's
    /// MEG-30 chiller prints PSD-25's estimate at the duty, not 25 kW, with
    /// the method and the figures it rests on; a check that could not be
    /// estimated prints the catalogue's figure 'sin verificar', unflagged.
    #[test]
    fn a_glycol_duty_prints_the_estimate_and_its_method() {
        let config: ChillerSettings = serde_json::from_value(serde_json::json!({
            "chillerType": "agua-agua", "coldSide": {"fluidType": "MEG-30", "tempIn": 0, "tempOut": -4}
        }))
        .unwrap();
        let duty = domain::engine::water_side::capacity_at_duty(25_000.0, "MEG-30", 0.0, -4.0, -9.0).unwrap();
        let estimated = HeatExchangerCheck {
            sufficient: true,
            capacity_basis: Some(CapacityBasis::Estimate),
            duty_capacity: duty,
            ..check("1", "PSD-25", 25_000.0, None)
        };
        let unverified = HeatExchangerCheck {
            sufficient: false,
            capacity_basis: Some(CapacityBasis::Unverified),
            ..check("2", "PSD-15", 15_000.0, None)
        };
        let answer = Answer { heat_exchanger_checks: vec![estimated, unverified], ..Answer::default() };
        let ids = ["1".to_string(), "2".to_string()];
        let (mut rows, _) = exchanger_rows(&config, &answer, &ids, Figures::default());
        let notes = capacities_at_duty(&mut rows, &config, &answer, Figures::default());
        assert_eq!((rows[0].capacity.as_str(), rows[0].capacity_note.as_deref()), ("13.11 kW", Some("(estimación)")));
        assert!(rows[0].sufficient && !rows[0].unverified);
        assert_eq!(
            (rows[1].capacity.as_str(), rows[1].capacity_note.as_deref()),
            ("15.00 kW", Some("(sin verificar)"))
        );
        assert!(rows[1].unverified, "not flagged 'insuficiente'");
        assert!(
            notes[0].starts_with("Capacidad del intercambiador en las condiciones del circuito (estimación): el catálogo la da con agua de 12 °C a 7 °C y evaporación a 2 °C;"),
            "{notes:?}"
        );
        assert!(notes[0].contains("Etilenglicol (MEG) al 30 % por Nu ∝ Re^0,748·Pr^(1/3) (Martin"), "{notes:?}");
        assert_eq!(
            notes[1],
            "PSD-25 (Circuito 1): 25.00 kW de catálogo; DTML 6.8 K frente a 7.2 K del catálogo; coeficiente del lado del fluido 0.39 × el del agua; UA 0.56 × el del catálogo."
        );
        assert!(notes[2].starts_with("Capacidad sin verificar:"), "{notes:?}");
        for note in &notes {
            let english = crate::sheets::language::english_as_of(
                crate::sheets::language::Reading { unit_free: true, ficha_11: true, ficha_12: true },
                note,
            );
            assert!(english.is_some(), "{note}");
        }
    }
}
