//! A chiller's plate exchangers as `ficha-11` prints them (tester defect
//! 18): one row per circuit (exchanger, capacity, flow, pressure drop,
//! approach, the catalogue's rating) in a table, where `ficha-10` spread
//! each circuit's rows over the section's two-column grid.

use domain::calculation::ChillerSettings;

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
        });
    }
    (rows, replaced)
}

/// Moves `section`'s exchanger rows into the table (`ficha-11` on).
pub fn tabulate_exchangers(
    section: &mut WaterSection,
    config: &ChillerSettings,
    answer: &Answer,
    ids: &[String],
    figures: Figures,
) {
    let (rows, replaced) = exchanger_rows(config, answer, ids, figures);
    section.exchanger.retain(|(label, _)| !replaced.contains(label));
    section.exchangers = rows;
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
}
