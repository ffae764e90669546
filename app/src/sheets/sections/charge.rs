//! 'Carga de refrigerante' (issue 23 item 1): the volume method's
//! breakdown, the margin and the recommended charge, its CO₂ equivalent
//! and the EN 378 guidance, from the engine's `RefrigerantCharge`.

use serde::Serialize;

use super::source::{trimmed, Recorded};
use crate::sheets::format::{Figures, Measure};

#[derive(Debug, Clone, Serialize)]
pub struct Charge {
    pub rows: Vec<ChargeRow>,
    pub subtotal: String,
    pub margin: String,
    pub recommended: String,
    pub co2_equivalent: String,
    pub guidance: Vec<String>,
    /// `ficha-9` on: the CO₂ equivalent prints under the table, not in the
    /// total row's 'Nota' column.
    pub co2_apart: bool,
    /// `ficha-11` on: each independent refrigerant circuit's charge and
    /// t CO₂-eq (engine 1.11.0's `refrigerantCharge.circuits`); empty
    /// before, and for one circuit.
    pub circuits: Vec<CircuitChargeRow>,
}

/// One refrigerant circuit's charge, as the nameplate states it.
#[derive(Debug, Clone, Serialize)]
pub struct CircuitChargeRow {
    /// '1', '2 (B)'.
    pub label: String,
    pub mass: String,
    pub co2_equivalent: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct ChargeRow {
    pub component: String,
    pub volume: String,
    pub density: String,
    pub mass: String,
    pub note: String,
}

/// The section; `None` for a bare compressor, which holds no charge of its own.
pub fn charge(answer: &Recorded, figures: Figures) -> Option<Charge> {
    let charge = &answer.system()?.refrigerant_charge;
    Some(Charge {
        co2_apart: false,
        rows: charge
            .breakdown
            .iter()
            .map(|r| ChargeRow {
                component: r.component.trim().to_string(),
                volume: figures.number(Some(r.volume), Measure::Volume, 2),
                density: figures.number(Some(r.density), Measure::Density, 1),
                mass: figures.number(Some(r.mass), Measure::Mass, 2),
                note: trimmed(&r.note),
            })
            .collect(),
        subtotal: figures.number(Some(charge.subtotal), Measure::Mass, 2),
        margin: figures.number(Some(charge.margin), Measure::Mass, 2),
        recommended: figures.number(Some(charge.recommended_charge), Measure::Mass, 2),
        // The engine gives it in t CO₂-eq already (kg × GWP / 1000).
        co2_equivalent: figures.fixed(charge.co2_equivalent, 2),
        guidance: charge.guidance.clone(),
        circuits: Vec::new(),
    })
}

/// The section as `ficha-11` prints it: as [`charge_apart`], and each
/// independent refrigerant circuit's charge and t CO₂-eq under the table
/// (tester's defect 8, report 2; decision
/// 2026-11-27-charge-per-refrigerant-circuit).
pub fn charge_per_circuit(answer: &Recorded, figures: Figures) -> Option<Charge> {
    let mut printed = charge_apart(answer, figures)?;
    printed.circuits = answer
        .system()?
        .refrigerant_charge
        .circuits
        .iter()
        .map(|c| CircuitChargeRow {
            label: c.label.clone(),
            mass: figures.number(Some(c.recommended_charge), Measure::Mass, 2),
            co2_equivalent: figures.fixed(c.co2_equivalent, 2),
        })
        .collect();
    Some(printed)
}

/// The section as `ficha-9` prints it: a component charged by a mass
/// allowance (the evaporators' kg/kW, volume and density 0 in the answer)
/// prints '—' for its volume and density, its note saying why; one with no
/// mass either is left out; the CO₂ equivalent prints apart.
pub fn charge_apart(answer: &Recorded, figures: Figures) -> Option<Charge> {
    let mut printed = charge(answer, figures)?;
    let breakdown = &answer.system()?.refrigerant_charge.breakdown;
    printed.rows = breakdown
        .iter()
        .zip(printed.rows)
        .filter(|(r, _)| !(r.volume == 0.0 && r.density == 0.0 && r.mass == 0.0))
        .map(|(r, row)| {
            if r.volume == 0.0 && r.density == 0.0 {
                ChargeRow { volume: "—".into(), density: "—".into(), ..row }
            } else {
                row
            }
        })
        .collect();
    printed.co2_apart = true;
    Some(printed)
}

#[cfg(test)]
mod tests {
    use super::super::test_sources::source;
    use super::*;

    /// 69.3144 kg of R404A (GWP 3922) is 271.85 t CO₂-eq; the engine's
    /// `co2Equivalent` is already in tonnes.
    #[test]
    fn the_co2_equivalent_is_shown_in_the_tonnes_the_engine_gives() {
        let mut source = source("rack");
        let Recorded::System(system) = &mut source.answer else { panic!("a rack's answer") };
        system.refrigerant_charge.recommended_charge = 69.3144;
        system.refrigerant_charge.co2_equivalent = Some(271.85);
        assert_eq!(charge(&source.answer, Figures::default()).unwrap().co2_equivalent, "271.85");
    }

    #[test]
    fn every_system_prints_its_breakdown_and_recommended_charge() {
        for kind in ["rack", "condensadora", "chiller"] {
            let printed = charge(&source(kind).answer, Figures::default()).unwrap();
            assert!(!printed.rows.is_empty(), "{kind}");
            assert!(printed.rows.iter().all(|r| !r.component.is_empty() && r.mass != "—"), "{kind}");
            assert_ne!(printed.recommended, "—", "{kind}");
        }
        assert!(charge(&source("motocompresora").answer, Figures::default()).is_none());
    }

    /// The tester's finding: the evaporators' allowance printed '0.00 L /
    /// 0.0 kg/m³'. From `ficha-9` it prints '—' there, its note saying it
    /// is an allowance per kW; an empty one is left out.
    #[test]
    fn a_mass_allowance_prints_no_volume_or_density_and_an_empty_one_is_left_out() {
        let mut source = source("rack");
        let printed = charge_apart(&source.answer, Figures::default()).unwrap();
        let evaporators = printed.rows.iter().find(|r| r.component == "Evaporadores").unwrap();
        assert_eq!((evaporators.volume.as_str(), evaporators.density.as_str()), ("—", "—"));
        assert_eq!(evaporators.note, "asignación de 0.20 kg/kW");
        assert!(printed.co2_apart && printed.rows.iter().filter(|r| r.volume == "—").count() == 1);
        let as_issued = charge(&source.answer, Figures::default()).unwrap();
        assert!(as_issued.rows.iter().any(|r| r.volume == "0.00") && !as_issued.co2_apart, "ficha-8 as issued");
        let Recorded::System(system) = &mut source.answer else { panic!("a rack's answer") };
        let last = system.refrigerant_charge.breakdown.last_mut().unwrap();
        last.mass = 0.0;
        let printed = charge_apart(&source.answer, Figures::default()).unwrap();
        assert!(printed.rows.iter().all(|r| r.component != "Evaporadores"), "{:?}", printed.rows);
    }

    fn ip() -> Figures {
        Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() }
    }

    /// Issue 23 item 5: masses in lb (0.45359237 kg), densities in lb/ft³,
    /// volumes in ft³ (28.316846592 L).
    #[test]
    fn an_ip_sheet_prints_the_charge_in_pounds() {
        let source = source("rack");
        let system = source.answer.system().unwrap();
        let printed = charge(&source.answer, ip()).unwrap();
        let lb = system.refrigerant_charge.recommended_charge / 0.453_592_37;
        assert_eq!(printed.recommended, domain::number_format::fixed(Some(lb), 1, Default::default()));
        let row = &system.refrigerant_charge.breakdown[0];
        assert_eq!(printed.rows[0].volume, format!("{:.3}", row.volume / 28.316_846_592));
        assert_eq!(printed.rows[0].density, format!("{:.2}", row.density / 16.018_463_373_960_138));
    }

    /// Tester's defect 8 (report 2): from `ficha-11` a chiller of two
    /// circuits prints each circuit's charge; before, and for one circuit,
    /// nothing more.
    #[test]
    fn from_ficha_11_each_refrigerant_circuit_prints_its_charge() {
        let mut chiller = source("chiller");
        let Recorded::Chiller(answer) = &mut chiller.answer else { panic!("a chiller's answer") };
        answer.system.refrigerant_charge.circuits = serde_json::from_value(serde_json::json!([
            { "circuitId": "A", "label": "1 (A)", "recommendedCharge": 4.8175, "co2Equivalent": 6.889 },
            { "circuitId": "B", "label": "2 (B)", "recommendedCharge": 9.3505, "co2Equivalent": 13.371 }
        ]))
        .unwrap();
        let printed = charge_per_circuit(&chiller.answer, Figures::default()).unwrap();
        let rows: Vec<(&str, &str, &str)> =
            printed.circuits.iter().map(|c| (c.label.as_str(), c.mass.as_str(), c.co2_equivalent.as_str())).collect();
        assert_eq!(rows, [("1 (A)", "4.82", "6.89"), ("2 (B)", "9.35", "13.37")]);
        assert!(charge_apart(&chiller.answer, Figures::default()).unwrap().circuits.is_empty(), "ficha-10 as issued");
        assert!(charge_per_circuit(&source("rack").answer, Figures::default()).unwrap().circuits.is_empty());
    }
}
