//! A chiller's plate exchangers as `ficha-11` prints them (tester defect
//! 18): one row per circuit (exchanger, capacity, flow, pressure drop,
//! approach, the catalogue's rating) in a table, where `ficha-10` spread
//! each circuit's rows over the section's two-column grid.

use domain::calculation::{CapacityBasis, ChillerSettings};
use domain::engine::water_side::{
    fluid_in_words, CONDENSER_RATED_CONDENSING_C, CONDENSER_RATED_INLET_C, CONDENSER_RATED_OUTLET_C,
    RATED_EVAPORATING_C, RATED_INLET_C, RATED_OUTLET_C,
};

use super::answer::Answer;
use super::duty::circuit_title;
use super::water::{in_chosen_unit, CondenserRow, ExchangerRow, WaterSection};
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
            attention: false,
        });
    }
    (rows, replaced)
}

/// Moves `section`'s exchanger rows into the table (`ficha-11` on).
/// `at_duty` (`ficha-12` on, engine 1.12.0): each exchanger's capacity
/// as the answer judged it, the estimate at the circuit's duty with
/// '(estimación)' and the method in a note, or 'sin verificar'.
/// With `flags` (`ficha-13` on; engineering review E2) a capacity the
/// estimate covers only within its uncertainty is flagged 'atención'; with
/// `says_why` (`ficha-13` on; same review) an unverified capacity's note
/// blames the missing temperatures only where the project gives none,
/// else the fluid's property table.
pub fn tabulate_exchangers(
    section: &mut WaterSection,
    config: &ChillerSettings,
    answer: &Answer,
    ids: &[String],
    figures: Figures,
    (at_duty, flags, says_why): (bool, bool, bool),
) {
    let (mut rows, replaced) = exchanger_rows(config, answer, ids, figures);
    section.exchanger.retain(|(label, _)| !replaced.contains(label));
    if at_duty {
        let mut notes = capacities_at_duty(&mut rows, config, answer, figures);
        if flags {
            for (row, check) in rows.iter_mut().zip(&answer.heat_exchanger_checks) {
                row.attention = check.within_uncertainty;
            }
        }
        let temperatures = config.cold_side.as_ref().is_some_and(|c| c.temp_in.is_some() && c.temp_out.is_some());
        if says_why && temperatures {
            for note in notes.iter_mut().filter(|n| n.starts_with("Capacidad sin verificar:")) {
                *note = note.replace(
                    " y sin sus temperaturas de entrada y salida no se puede estimar",
                    " entre estas temperaturas (fuera de la tabla de propiedades del fluido) no se puede estimar",
                );
            }
        }
        section.notes.extend(notes);
    }
    section.exchangers = rows;
}

/// A water-cooled unit's plate condensers in a table (`ficha-13` on,
/// engine 1.13.0; decision 2026-11-28-plate-condenser-selection): per
/// refrigerant circuit the selected plate, the heat it must reject, its
/// capacity at the design condition, the circuit's part of the hot-side
/// flow in the hot side's unit, the water-side drop at it and the
/// approach; a circuit without one says 'ninguno' (the warnings say why,
/// once). The notes say how the capacity and the drop were found.
pub fn tabulate_condensers(
    section: &mut WaterSection,
    config: &ChillerSettings,
    answer: &Answer,
    ids: &[String],
    figures: Figures,
) {
    let Some(hot) = answer.hot_side.as_ref().filter(|h| !h.condensers.is_empty()) else { return };
    let unit = config.hot_side.as_ref().and_then(|c| c.flow_rate_unit.as_deref());
    let kw = |w: f64| format!("{} {}", figures.capacity(Some(w), 2), figures.unit(Measure::HeatFlow));
    let kpa = |kpa: f64| figures.measure(Some(kpa), Measure::PressureDrop, 1);
    let mut estimated = false;
    let mut rated = false;
    for (i, duty) in hot.condensers.iter().enumerate() {
        let index = ids.iter().position(|id| *id == duty.circuit_id).unwrap_or(i);
        let selected = duty.selected.as_ref();
        let at_rating = selected.is_some_and(|s| !s.is_estimate());
        estimated |= selected.is_some() && !at_rating;
        rated |= selected.is_some_and(|s| s.water_pressure_drop.is_some());
        section.condensers.push(CondenserRow {
            circuit: circuit_title(index, &duty.circuit_id),
            model: selected.map_or_else(|| "ninguno".to_string(), |s| s.model.clone()),
            missing: selected.is_none(),
            heat: kw(duty.heat_rejection),
            capacity: selected.map_or_else(|| "—".to_string(), |s| kw(s.capacity)),
            capacity_note: (selected.is_some() && !at_rating).then(|| "(estimación)".to_string()),
            flow: in_chosen_unit(duty.flow, unit, figures),
            pressure_drop: match selected.map(|s| s.water_pressure_drop.as_ref()) {
                None => "—".to_string(),
                Some(None) => "no conocida".to_string(),
                Some(Some(drop)) => kpa(drop.kpa),
            },
            approach: figures.measure(Some(duty.approach), Measure::TemperatureDifference, 1),
        });
    }
    let rating = format!(
        "con agua de {} a {} y condensación a {}",
        figures.measure(Some(CONDENSER_RATED_INLET_C), Measure::Temperature, 0),
        figures.measure(Some(CONDENSER_RATED_OUTLET_C), Measure::Temperature, 0),
        figures.measure(Some(CONDENSER_RATED_CONDENSING_C), Measure::Temperature, 0),
    );
    section.notes.push(format!(
        "Condensadores de placas: el más pequeño del catálogo (aplicación calor o ambos) que rechaza el calor de su circuito en la condición de diseño; el catálogo da su capacidad {rating}{}. Confirme la selección con el fabricante.",
        if estimated {
            "; en la condición de diseño es una estimación: su UA (capacidad / DTML) se lleva a la DTML del circuito, con el refrigerante a la temperatura de condensación (ASHRAE, HVAC Systems and Equipment, cap. 39) y el coeficiente del lado del agua escalado con el caudal por Nu ∝ Re^n·Pr^(1/3) (Martin, VDI Heat Atlas, cap. B6)"
        } else {
            ""
        }
    ));
    if rated {
        section.notes.push(
            "Caída de presión del agua en el condensador: la del catálogo escalada con el cuadrado del caudal (Δp ∝ caudal²; SWEP, Refrigerant Handbook, cap. 1); cada condensador lleva la parte del caudal del lado caliente de su circuito, en proporción a su calor rechazado."
                .to_string(),
        );
    }
}

/// Says which flow the tables' '(estimación)' capacities are at: the flow
/// of their row, the circuit's (`ficha-14` on, `says_estimate_flow`;
/// engine 1.14.0 records it as `dutyCapacity.flow`; an answer recorded
/// before, whose estimate was at the flow that carried the estimate
/// itself, gets no such note). One note under the tables, so the capacity
/// cells keep their width.
pub fn name_estimate_flows(section: &mut WaterSection, answer: &Answer) {
    let at_flow = |duty: Option<&domain::engine::water_side::DutyCapacity>| duty.is_some_and(|d| d.flow.is_some());
    let exchangers = section.exchangers.iter().zip(&answer.heat_exchanger_checks).any(|(row, check)| {
        row.capacity_note.as_deref() == Some("(estimación)") && at_flow(check.duty_capacity.as_ref())
    });
    let condensers =
        section.condensers.iter().zip(answer.hot_side.iter().flat_map(|h| &h.condensers)).any(|(row, duty)| {
            row.capacity_note.as_deref() == Some("(estimación)")
                && at_flow(duty.selected.as_ref().map(|s| &s.duty_capacity))
        });
    if exchangers || condensers {
        section.notes.push(
            "Cada capacidad «(estimación)» es la del intercambiador con el caudal de su fila, la parte del circuito del caudal de su lado: su UA a ese caudal por la DTML del circuito."
                .to_string(),
        );
    }
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
            within_uncertainty: false,
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

    /// The tester's PSD-25 (25 kW) on circuit 1 cooling MEG-30 from 0 to
    /// -4 °C at -9 °C evaporating, 50.0105 L/min: judged on its estimate.
    fn glycol_estimate() -> HeatExchangerCheck {
        let duty =
            domain::engine::water_side::capacity_at_duty(25_000.0, "MEG-30", (0.0, -4.0), -9.0, 50.0105).unwrap();
        HeatExchangerCheck {
            sufficient: true,
            capacity_basis: Some(CapacityBasis::Estimate),
            duty_capacity: duty,
            ..check("1", "PSD-25", 25_000.0, None)
        }
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
        let estimated = glycol_estimate();
        let unverified = HeatExchangerCheck {
            sufficient: false,
            capacity_basis: Some(CapacityBasis::Unverified),
            ..check("2", "PSD-15", 15_000.0, None)
        };
        let answer = Answer { heat_exchanger_checks: vec![estimated, unverified], ..Answer::default() };
        let ids = ["1".to_string(), "2".to_string()];
        let (mut rows, _) = exchanger_rows(&config, &answer, &ids, Figures::default());
        let notes = capacities_at_duty(&mut rows, &config, &answer, Figures::default());
        assert_eq!((rows[0].capacity.as_str(), rows[0].capacity_note.as_deref()), ("12.90 kW", Some("(estimación)")));
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
            "PSD-25 (Circuito 1): 25.00 kW de catálogo; DTML 6.8 K frente a 7.2 K del catálogo; coeficiente del lado del fluido 0.38 × el del agua; UA 0.55 × el del catálogo."
        );
        assert!(notes[2].starts_with("Capacidad sin verificar:"), "{notes:?}");
        for note in &notes {
            let english = crate::sheets::language::english_as_of(
                crate::sheets::language::Reading { unit_free: true, ficha_11: true, ficha_12: true, ficha_14: true },
                note,
            );
            assert!(english.is_some(), "{note}");
        }
    }

    /// Engineering review E2 (`ficha-13`): a glycol whose temperatures the
    /// project gives, outside the property table, is unverified for that
    /// reason, not for temperatures it does give; `ficha-12` prints as
    /// issued.
    #[test]
    fn an_unverified_capacity_says_why_from_ficha_13() {
        let config: ChillerSettings = serde_json::from_value(serde_json::json!({
            "chillerType": "agua-aire", "coldSide": {"fluidType": "MEG-30", "tempIn": -20, "tempOut": -24}
        }))
        .unwrap();
        let unverified = HeatExchangerCheck {
            sufficient: false,
            capacity_basis: Some(CapacityBasis::Unverified),
            ..check("1", "PSD-15", 15_000.0, None)
        };
        let answer = Answer { heat_exchanger_checks: vec![unverified], ..Answer::default() };
        let note = |says_why: bool| {
            let mut section = crate::sheets::sections::water::water_section(&config, &answer, Figures::default());
            tabulate_exchangers(
                &mut section,
                &config,
                &answer,
                &["1".to_string()],
                Figures::default(),
                (true, says_why, says_why),
            );
            section.notes.into_iter().find(|n| n.starts_with("Capacidad sin verificar:")).unwrap()
        };
        let now = note(true);
        assert!(now.contains("con Etilenglicol (MEG) al 30 % entre estas temperaturas (fuera de la tabla de propiedades del fluido) no se puede estimar"), "{now}");
        assert!(!now.contains("sin sus temperaturas"), "{now}");
        assert!(crate::sheets::language::english(&now).is_some(), "{now}");
        assert!(note(false).contains("y sin sus temperaturas de entrada y salida"), "as issued");
    }

    /// Tester report 3, defect 2 (`ficha-13`, engine 1.13.0): the tester's
    /// water-cooled chiller at 45 °C condensing, water 30/35 °C in m³/h:
    /// circuit 1's PCD-50 at the duty, circuit 2 with none; one row each,
    /// flows in the hot side's unit (140 L/min = 8.40 m³/h), the drop in
    /// kPa, the approach 45 − 35 = 10 K, the method noted once.
    #[test]
    fn a_water_cooled_unit_tabulates_its_plate_condensers() {
        use domain::calculation::{CondenserDuty, HotSideCheck, PlateCondenser};
        let config: ChillerSettings = serde_json::from_value(serde_json::json!({
            "chillerType": "agua-agua", "hotSide": {"fluidType": "water", "flowRateUnit": "m3h", "tempIn": 30, "tempOut": 35}
        }))
        .unwrap();
        let duty = domain::engine::water_side::condenser_capacity_at_duty(50_000.0, "water", (30.0, 35.0), 45.0, 140.0)
            .unwrap()
            .unwrap();
        let selected = PlateCondenser {
            heat_exchanger_id: "h".into(),
            model: "PCD-50".into(),
            rated_capacity: 50_000.0,
            capacity: duty.capacity,
            duty_capacity: duty,
            water_pressure_drop: Some(WaterPressureDrop::at(27.0, 144.4, 140.0, "water")),
            capacity_basis: None,
        };
        let condenser = |id: &str, heat: f64, flow: f64, selected: Option<PlateCondenser>| CondenserDuty {
            circuit_id: id.into(),
            heat_rejection: heat,
            flow,
            approach: 10.0,
            selection_error: selected.is_none().then(|| "Sin condensador".to_string()),
            selected,
        };
        let answer = Answer {
            hot_side: Some(HotSideCheck {
                heat_rejection: 300_000.0,
                required_flow: 860.0,
                given_flow: None,
                difference: None,
                condensers: vec![
                    condenser("1", 48_500.0, 140.0, Some(selected)),
                    condenser("2", 251_500.0, 720.0, None),
                ],
            }),
            ..Answer::default()
        };
        let mut section = crate::sheets::sections::water::water_section(&config, &answer, Figures::default());
        let before = section.notes.len();
        tabulate_condensers(&mut section, &config, &answer, &["1".to_string(), "2".to_string()], Figures::default());
        let one = &section.condensers[0];
        assert_eq!(
            (one.circuit.as_str(), one.model.as_str(), one.heat.as_str(), one.capacity.as_str()),
            ("Circuito 1", "PCD-50", "48.50 kW", "84.51 kW")
        );
        assert_eq!(one.capacity_note.as_deref(), Some("(estimación)"));
        assert_eq!(
            (one.flow.as_str(), one.pressure_drop.as_str(), one.approach.as_str()),
            ("8.40 m³/h", "25.4 kPa", "10.0 K")
        );
        let two = &section.condensers[1];
        assert!(two.missing && two.model == "ninguno" && two.capacity == "—" && two.pressure_drop == "—", "{two:?}");
        let notes = &section.notes[before..];
        assert_eq!(notes.len(), 2, "{notes:?}");
        assert!(
            notes[0].contains(
                "con agua de 30 °C a 35 °C y condensación a 40 °C; en la condición de diseño es una estimación"
            ),
            "{notes:?}"
        );
        assert!(notes[1].starts_with("Caída de presión del agua en el condensador"), "{notes:?}");
        for note in notes {
            let english = crate::sheets::language::english(note);
            assert!(english.is_some(), "{note}");
        }
        // An air-cooled unit has no hot side: nothing tabulated.
        let mut air = crate::sheets::sections::water::water_section(&config, &Answer::default(), Figures::default());
        tabulate_condensers(&mut air, &config, &Answer::default(), &[], Figures::default());
        assert!(air.condensers.is_empty());
    }

    /// Issue 23, item 4 (`ficha-14`, engine 1.14.0): the sheet says the
    /// flow an estimate is at, its row's; a 1.13.0 answer without that
    /// flow gets no such note.
    #[test]
    fn an_estimate_says_the_flow_it_is_at() {
        let config: ChillerSettings = serde_json::from_value(serde_json::json!({
            "chillerType": "agua-agua",
            "coldSide": {"fluidType": "MEG-30", "flowRateUnit": "m3h", "tempIn": 0, "tempOut": -4}
        }))
        .unwrap();
        let estimated = glycol_estimate();
        let before = HeatExchangerCheck {
            duty_capacity: estimated
                .duty_capacity
                .clone()
                .map(|d| domain::engine::water_side::DutyCapacity { flow: None, ..d }),
            ..estimated.clone()
        };
        let ids = ["1".to_string()];
        let notes = |check: HeatExchangerCheck| {
            let answer = Answer { heat_exchanger_checks: vec![check], ..Answer::default() };
            let mut section = crate::sheets::sections::water::water_section(&config, &answer, Figures::default());
            tabulate_exchangers(&mut section, &config, &answer, &ids, Figures::default(), (true, true, true));
            let before = section.notes.len();
            name_estimate_flows(&mut section, &answer);
            section.notes[before..].to_vec()
        };
        let said = notes(estimated);
        assert_eq!(said.len(), 1);
        assert!(said[0].starts_with("Cada capacidad «(estimación)» es la del intercambiador con el caudal de su fila"));
        assert!(crate::sheets::language::english(&said[0]).is_some(), "{}", said[0]);
        assert!(notes(before).is_empty());
    }
}
