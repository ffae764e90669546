//! 'Condiciones de operación' (issue 23 item 1): the refrigerant with its
//! safety class and GWP, the evaporating and condensing dew points (and a
//! blend's bubble and mid points), the supply, and the rating conditions
//! the compressors' figures are at, with any correction applied.

use domain::engine::performance::{ConditionSource, RatingBasis};
use domain::properties::{dataset, Side};
use serde::Serialize;

use super::source::Source;
use crate::sheets::format::{Figures, Measure};

#[derive(Debug, Clone, Serialize)]
pub struct Duty {
    pub refrigerant: String,
    pub refrigerant_name: String,
    pub safety_class: String,
    pub gwp: String,
    pub evaporating: Vec<String>,
    pub condensing: String,
    /// Bubble and mid-point temperatures and glide, for zeotropic blends.
    pub blend: Vec<String>,
    pub voltage: String,
    pub rating: String,
    /// One rating statement per circuit when the circuits' figures are at
    /// different conditions ('Circuito 2 (LT): Cifras según …'); empty when
    /// one statement covers them all (printed from `ficha-10`).
    pub rating_circuits: Vec<String>,
    pub correction: Option<String>,
}

/// A circuit as the sheet names it: 'Circuito 2 (LT)', the engine's
/// [`domain::engine::system::circuit_name`] as a heading.
pub fn circuit_title(index: usize, id: &str) -> String {
    let name = domain::engine::system::circuit_name(index, id);
    format!("C{}", &name[1..])
}

/// The rating statement of each circuit, when they differ (issue 23,
/// tester defect 8: a −32 °C circuit at 18.3 °C return gas has 50.3 K of
/// superheat where the −10 °C one has 28.3 K).
fn rating_circuits(source: &Source, figures: Figures) -> Vec<String> {
    let Some(system) = source.answer.system() else { return Vec::new() };
    let per_circuit: Vec<(String, Vec<String>)> = system
        .circuits
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let mut statements: Vec<String> =
                c.compressors.iter().map(|k| rating(&k.performance.rating_conditions, figures)).collect();
            statements.dedup();
            (circuit_title(i, &c.circuit_id), statements)
        })
        .collect();
    let first = per_circuit.first().map(|(_, s)| s.clone()).unwrap_or_default();
    if per_circuit.iter().all(|(_, s)| *s == first) && first.len() <= 1 {
        return Vec::new();
    }
    per_circuit
        .into_iter()
        .flat_map(|(title, statements)| statements.into_iter().map(move |s| format!("{title}: {s}")))
        .collect()
}

/// The evaporating temperatures of the sheet, °C: each circuit's, or the
/// project's for a bare compressor.
fn evaporating(source: &Source) -> Vec<f64> {
    match source.answer.system() {
        Some(system) => system.circuits.iter().map(|c| c.evap_temp).collect(),
        None if source.kind() == domain::equipment::EquipmentType::Motocompresora => {
            source.config.evap_temp.into_iter().collect()
        }
        None => Vec::new(),
    }
}

/// EN 12900 / AHRI 540 rating conditions of the first compressor's figures.
fn rating(basis: &RatingBasis, figures: Figures) -> String {
    let source = |from: ConditionSource| match from {
        ConditionSource::CoefficientSet => "del juego de coeficientes",
        ConditionSource::ProductDefault => "por defecto del producto",
    };
    let gas = basis
        .return_gas_temp
        .map(|t| format!("retorno de gas {}, ", figures.measure(Some(t), Measure::Temperature, 1)))
        .unwrap_or_default();
    format!(
        "Cifras según EN 12900 / AHRI 540 a {gas}sobrecalentamiento {} ({}) y subenfriamiento {} ({}).",
        figures.measure(Some(basis.superheat), Measure::TemperatureDifference, 1),
        source(basis.superheat_source),
        figures.measure(Some(basis.subcooling), Measure::TemperatureDifference, 1),
        source(basis.subcooling_source)
    )
}

pub fn duty(source: &Source, figures: Figures) -> Duty {
    let code = source.refrigerant();
    let data = dataset().refrigerant(&code).ok();
    let info = data.map(|d| &d.info);
    let evaporating = evaporating(source);
    let cond = source.config.cond_temp;
    let mut blend = Vec::new();
    if let Some(data) = data {
        let describe = |label: &str, t: f64| -> Option<String> {
            let (_, dew_p) = data.pressures(t).ok()?;
            let bubble = data.saturation_temperature(dew_p, Side::Bubble).ok()?;
            let glide = t - bubble;
            (glide.abs() >= 0.05).then(|| {
                format!(
                    "{label}: rocío {}, burbuja {}, punto medio {}, deslizamiento {}",
                    figures.measure(Some(t), Measure::Temperature, 1),
                    figures.measure(Some(bubble), Measure::Temperature, 1),
                    figures.measure(Some((t + bubble) / 2.0), Measure::Temperature, 1),
                    figures.measure(Some(glide), Measure::TemperatureDifference, 1)
                )
            })
        };
        for t in &evaporating {
            blend.extend(describe("Evaporación", *t));
        }
        if let Some(c) = cond {
            blend.extend(describe("Condensación", c));
        }
    }
    let basis = source.compressors().first().map(|c| &c.performance.rating_conditions);
    let correction = basis.and_then(|b| b.correction.as_ref()).map(|c| {
        format!(
            "Corrección aplicada a sobrecalentamiento {} y subenfriamiento {} (Rice & Dabiri, F = {}): capacidad × {}, potencia × {}.",
            figures.measure(Some(c.superheat), Measure::TemperatureDifference, 1),
            figures.measure(Some(c.subcooling), Measure::TemperatureDifference, 1),
            figures.fixed(Some(c.rice_dabiri_factor), 2),
            figures.fixed(Some(c.capacity_factor), 3),
            figures.fixed(Some(c.power_factor), 3)
        )
    });
    Duty {
        refrigerant: info.map_or(code.clone(), |i| i.code.clone()),
        refrigerant_name: info.map_or_else(String::new, |i| i.name.clone()),
        safety_class: info.map_or_else(String::new, |i| i.safety_class.clone()),
        gwp: figures.fixed(info.and_then(|i| i.gwp_ar4), 0),
        evaporating: evaporating.iter().map(|t| figures.number(Some(*t), Measure::Temperature, 1)).collect(),
        condensing: figures.number(cond, Measure::Temperature, 1),
        blend,
        voltage: figures.fixed(source.config.voltage, 0),
        rating: basis.map(|b| rating(b, figures)).unwrap_or_default(),
        rating_circuits: rating_circuits(source, figures),
        correction,
    }
}

/// The section as `ficha-10` prints it: an evaporating temperature the
/// circuits share printed once ('-8.0 °C', not '-8.0 / -8.0 °C'), and its
/// blend line once; different ones each in the circuits' order.
pub fn duty_once(source: &Source, figures: Figures) -> Duty {
    let mut printed = duty(source, figures);
    let once = |list: &mut Vec<String>| {
        let mut seen: Vec<String> = Vec::new();
        list.retain(|item| {
            let first = !seen.contains(item);
            seen.push(item.clone());
            first
        });
    };
    once(&mut printed.evaporating);
    once(&mut printed.blend);
    printed
}

#[cfg(test)]
mod tests {
    use super::super::test_sources::source;
    use super::*;

    /// Issue 23, tester defect 8: the rack's −30 °C circuit has its own
    /// superheat to the 18.3 °C return gas; the statement covers each.
    #[test]
    fn each_circuit_states_its_own_rating_when_they_differ() {
        let rack = source("rack");
        let lines = rating_circuits(&rack, Figures::default());
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert!(
            lines[0].starts_with(
                "Circuito 1 (MT): Cifras según EN 12900 / AHRI 540 a retorno de gas 18.3 °C, sobrecalentamiento 28.3 K"
            ),
            "{lines:?}"
        );
        assert!(
            lines[1].starts_with(
                "Circuito 2 (LT): Cifras según EN 12900 / AHRI 540 a retorno de gas 18.3 °C, sobrecalentamiento 48.3 K"
            ),
            "{lines:?}"
        );
        assert!(rating_circuits(&source("condensadora"), Figures::default()).is_empty(), "one circuit, one statement");
    }

    #[test]
    fn every_type_states_its_refrigerant_temperatures_supply_and_rating() {
        for kind in ["rack", "condensadora", "chiller", "motocompresora"] {
            let duty = duty(&source(kind), Figures::default());
            assert!(!duty.refrigerant_name.is_empty() && !duty.safety_class.is_empty(), "{kind}: {duty:?}");
            assert_ne!(duty.gwp, "—", "{kind}");
            assert!(!duty.evaporating.is_empty() && duty.evaporating.iter().all(|t| t != "—"), "{kind}");
            assert_eq!(duty.voltage, "460", "{kind}");
            assert!(duty.rating.starts_with("Cifras según EN 12900 / AHRI 540 a "), "{kind}: {}", duty.rating);
        }
        let bare = duty(&source("motocompresora"), Figures::default());
        assert_eq!(bare.evaporating.len(), 1, "the project's one evaporation");
    }

    #[test]
    fn a_correction_states_its_factors() {
        let mut source = source("rack");
        let super::super::source::Recorded::System(system) = &mut source.answer else { panic!("a rack's answer") };
        system.circuits[0].compressors[0].performance.rating_conditions.correction =
            Some(domain::engine::performance::Correction {
                superheat: 5.0,
                subcooling: 2.0,
                capacity_factor: 0.97,
                mass_flow_factor: 0.98,
                power_factor: 1.01,
                rice_dabiri_factor: 0.75,
            });
        let printed = duty(&source, Figures::default()).correction.unwrap();
        assert!(printed.contains("F = 0.75") && printed.contains("capacidad × 0.970"), "{printed}");
    }

    /// The tester's finding 24: two circuits at -8 °C printed
    /// 'Evaporación (rocío) -8.0 / -8.0 °C' and the blend's line twice.
    #[test]
    fn a_temperature_the_circuits_share_prints_once() {
        let mut shared = source("rack");
        let super::super::source::Recorded::System(system) = &mut shared.answer else { panic!("a rack's answer") };
        system.circuits[1].evap_temp = system.circuits[0].evap_temp;
        let issued = duty(&shared, Figures::default());
        assert_eq!(issued.evaporating, ["-10.0", "-10.0"], "as ficha-9 printed it");
        let once = duty_once(&shared, Figures::default());
        assert_eq!(once.evaporating, ["-10.0"]);
        assert_eq!(once.blend.iter().filter(|l| l.starts_with("Evaporación")).count(), 1, "{:?}", once.blend);
        assert_eq!(duty_once(&source("rack"), Figures::default()).evaporating.len(), 2, "two temperatures");
    }

    fn ip() -> Figures {
        Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() }
    }

    /// Issue 23 item 5: -10 °C = 14.0 °F; differences without the offset (1 K = 1.8 °F).
    #[test]
    fn an_ip_sheet_states_its_temperatures_in_fahrenheit() {
        let duty = duty(&source("rack"), ip());
        assert_eq!(duty.evaporating, ["14.0", "-22.0"]);
        assert_eq!(duty.condensing, "104.0");
        assert!(duty.rating.contains(" °F (") && !duty.rating.contains('K'), "{}", duty.rating);
        assert!(duty.blend.iter().all(|l| l.contains("°F") && !l.contains("°C")), "{:?}", duty.blend);
    }
}
