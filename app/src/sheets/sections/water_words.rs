//! A chiller's water side as `ficha-14` words it (issue 23, the testers'
//! reading of the water side): one I-P flow unit, 'GPM', as US engineers
//! write it (decision 2026-11-28-water-side-words); a glycol named with
//! its concentration's basis, '% en masa', as ENGINEERING.md section 1
//! states it; a glycol hot side named by its fluid, not 'de agua'; and the
//! warnings the calculation recorded about the water side quoting their
//! flows in the unit the sheet prints that side's flows in.

use domain::calculation::{
    condenser_drop_warning, exchanger_drop_warning, hot_side_warning, ChillerSettings, HotSideShortfall,
};
use domain::engine::system::circuit_label;
use domain::engine::water_side::fluid_in_words;

use super::answer::Answer;
use super::water::WaterSection;
use crate::sheets::format::Figures;

/// A US gallon per minute as an I-P sheet writes it, the screens' unit
/// (data/units.json `flow`) and the one recorded texts convert to.
pub const GPM: &str = "GPM";

/// The flow unit older I-P sheets wrote in their tables.
const US_GALLONS_IN_WORDS: &str = "gal/min (EE. UU.)";

/// Every text of `section`, each value once.
fn each_text(section: &mut WaterSection, mut change: impl FnMut(&mut String)) {
    for (_, value) in section.cold_side.iter_mut().chain(&mut section.exchanger).chain(&mut section.hot_side) {
        change(value);
    }
    for (_, value) in section.freezing.iter_mut() {
        change(value);
    }
    section.notes.iter_mut().for_each(&mut change);
    for row in section.exchangers.iter_mut() {
        for text in [&mut row.capacity, &mut row.flow, &mut row.pressure_drop, &mut row.rating] {
            change(text);
        }
    }
    for row in section.condensers.iter_mut() {
        for text in [&mut row.heat, &mut row.capacity, &mut row.flow, &mut row.pressure_drop] {
            change(text);
        }
    }
}

/// Every flow of an I-P sheet's water side in 'GPM', the unit its
/// warnings and the screens use: '26.4 GPM', not '26.4 gal/min (EE. UU.)'
/// beside '10.57 GPM'.
pub fn flows_in_gpm(section: &mut WaterSection) {
    each_text(section, |text| {
        if text.contains(US_GALLONS_IN_WORDS) {
            *text = text.replace(US_GALLONS_IN_WORDS, GPM);
        }
    });
}

/// Each side's typed flow in the decimals of its unit, as the section's
/// other flows of that side print (3.00 m³/h beside 4.00 m³/h, not 3.0);
/// an I-P sheet's already print in GPM with one.
pub fn typed_flows_in_unit_decimals(section: &mut WaterSection, config: &ChillerSettings, figures: Figures) {
    if figures.is_ip() {
        return;
    }
    for (rows, side) in
        [(&mut section.cold_side, config.cold_side.as_ref()), (&mut section.hot_side, config.hot_side.as_ref())]
    {
        let Some((flow, code)) = side.and_then(|s| s.flow_rate.map(|f| (f, s.flow_rate_unit.as_deref()))) else {
            continue;
        };
        let lmin = domain::display_units::litres_per_minute(flow, code);
        if let Some(row) = rows.iter_mut().find(|(label, _)| label == "Caudal") {
            row.1 = super::water::in_chosen_unit(lmin, code, figures);
        }
    }
}

/// A secondary fluid by name and concentration, with the concentration's
/// basis: 'Propilenglicol (MPG) al 30 % en masa' (ENGINEERING.md section
/// 1: glycols at 10 to 50 % mass); water as 'Agua'.
pub fn fluid_named(code: &str) -> String {
    let words = fluid_in_words(code);
    if words.ends_with(" %") {
        format!("{words} en masa")
    } else {
        words
    }
}

/// Each side's fluid named with its concentration's basis wherever the
/// section names it.
pub fn name_concentrations(section: &mut WaterSection, config: &ChillerSettings) {
    let fluids = [config.cold_side.as_ref(), config.hot_side.as_ref()]
        .into_iter()
        .flatten()
        .filter_map(|side| side.fluid_type.as_deref().filter(|f| !f.trim().is_empty()))
        .map(|code| (fluid_in_words(code), fluid_named(code)))
        .filter(|(words, named)| words != named)
        .collect::<Vec<_>>();
    each_text(section, |text| {
        for (words, named) in &fluids {
            if text.contains(words.as_str()) && !text.contains(named.as_str()) {
                *text = text.replace(words.as_str(), named);
            }
        }
    });
}

/// The cold side's estimate note when the fluid is water: the
/// coefficient is water's own, taken to the circuit's flow and
/// temperatures, not 'escalado del agua a Agua'.
const WATER_TO_WATER: &str = "con el coeficiente del lado del fluido escalado del agua a Agua por Nu";
const WATER_AT_DUTY: &str = "con el coeficiente del lado del agua llevado a su caudal y temperaturas por Nu";

/// The condenser note's coefficient and drop, for a hot side that is not water.
const CONDENSER_WATER_SIDE: &str = "y el coeficiente del lado del agua escalado con el caudal por Nu";
const CONDENSER_DROP_NOTE: &str = "Caída de presión del agua en el condensador: la del catálogo escalada con el cuadrado del caudal (Δp ∝ caudal²; SWEP, Refrigerant Handbook, cap. 1); cada condensador lleva la parte del caudal del lado caliente de su circuito, en proporción a su calor rechazado.";

/// What the section says of each side's fluid as it is: a water cold
/// side's coefficient is water's own; a glycol hot side's coefficient
/// and pressure drop are the fluid's, the drop water's at the same flow
/// (an estimate, flagged in the table as the cold side's is).
pub fn name_side_fluids(section: &mut WaterSection, config: &ChillerSettings, answer: &Answer) {
    for note in section.notes.iter_mut() {
        if note.contains(WATER_TO_WATER) {
            *note = note.replace(WATER_TO_WATER, WATER_AT_DUTY);
        }
    }
    let hot = config.hot_side.as_ref().and_then(|s| s.fluid_type.as_deref()).filter(|f| !f.trim().is_empty());
    let Some(glycol) = hot.filter(|f| !f.trim().eq_ignore_ascii_case("water")) else { return };
    let named = fluid_named(glycol);
    for note in section.notes.iter_mut() {
        if note.contains(CONDENSER_WATER_SIDE) {
            *note = note.replace(
                CONDENSER_WATER_SIDE,
                &format!("y el coeficiente del lado del fluido escalado del agua a {named} y a su caudal por Nu"),
            );
        } else if note == CONDENSER_DROP_NOTE {
            *note = format!(
                "Caída de presión del fluido en el condensador: la del agua al mismo caudal, la del catálogo escalada con el cuadrado del caudal (Δp ∝ caudal²; SWEP, Refrigerant Handbook, cap. 1); con {named} es mayor (estimación: el catálogo la da para agua); confírmela con el fabricante. Cada condensador lleva la parte del caudal del lado caliente de su circuito, en proporción a su calor rechazado."
            );
        }
    }
    let duties = answer.hot_side.iter().flat_map(|h| &h.condensers);
    for (row, duty) in section.condensers.iter_mut().zip(duties) {
        let water_only =
            duty.selected.as_ref().and_then(|s| s.water_pressure_drop.as_ref()).is_some_and(|d| d.rated_for_water_only);
        if water_only {
            row.pressure_drop = format!("{} (agua, estimación)", row.pressure_drop);
        }
    }
}

/// A flow of a side's warning: in the unit its side's flows print in on
/// an SI sheet (as the engine records it, L/min, on an I-P one, whose
/// recorded texts print in GPM), with the decimals of that unit.
fn flow_for_warning(litres_per_minute: f64, code: Option<&str>, figures: Figures) -> String {
    let code = code.map(str::to_ascii_lowercase).filter(|_| !figures.is_ip());
    let value = domain::display_units::flow_in_unit(litres_per_minute, code.as_deref());
    match code.as_deref() {
        Some("m3h") => format!("{value:.2} m³/h"),
        Some("gpm") => format!("{value:.1} {GPM}"),
        _ => format!("{value:.1} L/min"),
    }
}

/// The hot side's shortfall as the sheet words it: its fluid by name, its
/// flows in the side's unit.
fn shortfall_in_words(s: &HotSideShortfall, fluid: &str, unit: Option<&str>, figures: Figures) -> String {
    format!(
        "Caudal del lado caliente insuficiente: {} de {} para {} necesarios ({:.1} kW de {:.1} °C a {:.1} °C): el fluido saldría a {:.1} °C (salto de {:.1} K en vez de {:.1} K) y subiría la temperatura de condensación",
        flow_for_warning(s.given, unit, figures),
        fluid_named(fluid),
        flow_for_warning(s.required, unit, figures),
        s.heat_rejection / 1000.0,
        s.t_in,
        s.t_out,
        s.leaving,
        s.rise,
        s.design_rise,
    )
}

/// The warnings the calculation recorded about the water side, worded
/// from the answer's typed fields as the sheet prints that side: the hot
/// side's shortfall names its fluid and quotes its flows in the hot
/// side's unit; an exchanger's or a condenser's excessive drop quotes its
/// flow in its side's unit. A recorded text is replaced only where the
/// answer's fields give it again exactly; any other prints as recorded.
pub fn word_warnings(
    warnings: &mut [String],
    config: &ChillerSettings,
    answer: &Answer,
    ids: &[String],
    figures: Figures,
) {
    let label = |id: &str| circuit_label(ids.iter().position(|i| i == id).unwrap_or(0), id);
    let cold_unit = config.cold_side.as_ref().and_then(|s| s.flow_rate_unit.as_deref());
    let hot = config.hot_side.as_ref();
    let hot_unit = hot.and_then(|s| s.flow_rate_unit.as_deref());
    let mut worded: Vec<(String, String)> = Vec::new();
    for check in &answer.heat_exchanger_checks {
        if let Some(drop) = &check.water_pressure_drop {
            let recorded = exchanger_drop_warning(&check.model, &label(&check.circuit_id), drop);
            let flow = flow_for_warning(drop.flow_lmin, cold_unit, figures);
            let sheet = recorded.replacen(&format!("{:.1} L/min", drop.flow_lmin), &flow, 1);
            worded.push((recorded, sheet));
        }
    }
    if let Some(side) = &answer.hot_side {
        if let (Some(t_in), Some(t_out)) = (hot.and_then(|h| h.temp_in), hot.and_then(|h| h.temp_out)) {
            if let (Some(recorded), Some(shortfall)) =
                (hot_side_warning(side, t_in, t_out), HotSideShortfall::of(side, t_in, t_out))
            {
                let fluid =
                    hot.and_then(|h| h.fluid_type.as_deref()).filter(|f| !f.trim().is_empty()).unwrap_or("water");
                worded.push((recorded, shortfall_in_words(&shortfall, fluid, hot_unit, figures)));
            }
        }
        for duty in &side.condensers {
            let Some((selected, drop)) =
                duty.selected.as_ref().and_then(|s| s.water_pressure_drop.as_ref().map(|d| (s, d)))
            else {
                continue;
            };
            let recorded = condenser_drop_warning(&selected.model, &label(&duty.circuit_id), drop);
            let flow = flow_for_warning(drop.flow_lmin, hot_unit, figures);
            let sheet = recorded.replacen(&format!("{:.1} L/min", drop.flow_lmin), &flow, 1);
            worded.push((recorded, sheet));
        }
    }
    for warning in warnings.iter_mut() {
        if let Some((_, sheet)) = worded.iter().find(|(recorded, _)| recorded == warning) {
            *warning = sheet.clone();
        }
    }
}

#[cfg(test)]
mod tests {
    use domain::calculation::HotSideCheck;
    use domain::heat_exchanger::WaterPressureDrop;

    use super::super::water::water_section;
    use super::*;
    use crate::sheets::language::english;

    fn ip() -> Figures {
        Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() }
    }

    fn config(hot_fluid: &str, unit: &str) -> ChillerSettings {
        serde_json::from_value(serde_json::json!({
            "capacityMethod": "direct", "chillerType": "agua-agua", "requiredCapacity": 60,
            "coldSide": {"fluidType": "MEG-30", "flowRateUnit": unit, "tempIn": 0, "tempOut": -4},
            "hotSide": {"fluidType": hot_fluid, "flowRate": 160, "flowRateUnit": unit, "tempIn": 30, "tempOut": 35}
        }))
        .unwrap()
    }

    /// 65 kW rejected needing 186.8 L/min between 30 and 35 °C, 160 L/min given.
    fn short_answer() -> Answer {
        let hot = HotSideCheck {
            heat_rejection: 65_000.0,
            required_flow: 186.8,
            given_flow: Some(160.0),
            difference: Some(-26.8),
            condensers: Vec::new(),
        };
        Answer { hot_side: Some(hot), ..Answer::default() }
    }

    fn worded(config: &ChillerSettings, answer: &Answer, figures: Figures) -> Vec<String> {
        let mut warnings = vec!["otra advertencia".to_string()];
        warnings.extend(hot_side_warning(answer.hot_side.as_ref().unwrap(), 30.0, 35.0));
        word_warnings(&mut warnings, config, answer, &["1".to_string()], figures);
        warnings
    }

    /// The engine's test figures (160 L/min for 186.8 L/min, water leaving
    /// at 35.8 °C, a rise of 5.8 K instead of 5 K), quoted in m³/h (160
    /// L/min × 60 / 1000 = 9.60 m³/h; 186.8 L/min = 11.21 m³/h), the glycol
    /// named; an I-P sheet keeps L/min, which its recorded texts print in
    /// GPM; a text the answer does not give again stays as recorded.
    #[test]
    fn the_hot_side_shortfall_quotes_its_sides_unit_and_names_its_fluid() {
        let warnings = worded(&config("MPG-30", "m3h"), &short_answer(), Figures::default());
        assert_eq!(warnings[0], "otra advertencia");
        assert_eq!(
            warnings[1],
            "Caudal del lado caliente insuficiente: 9.60 m³/h de Propilenglicol (MPG) al 30 % en masa para 11.21 m³/h necesarios (65.0 kW de 30.0 °C a 35.0 °C): el fluido saldría a 35.8 °C (salto de 5.8 K en vez de 5.0 K) y subiría la temperatura de condensación"
        );
        assert_eq!(
            english(&warnings[1]).as_deref(),
            Some("Hot-side flow too low: 9.60 m³/h of Propylene glycol (MPG) at 30 % by mass where 11.21 m³/h are needed (65.0 kW from 30.0 °C to 35.0 °C): the fluid would leave at 35.8 °C (a rise of 5.8 K instead of 5.0 K) and the condensing temperature would rise")
        );
        // 160 L/min / 3.785411784 = 42.3 GPM on an SI sheet whose side is in GPM.
        let warnings = worded(&config("water", "gpm"), &short_answer(), Figures::default());
        assert!(
            warnings[1].starts_with("Caudal del lado caliente insuficiente: 42.3 GPM de Agua para 49.3 GPM"),
            "{warnings:?}"
        );
        let warnings = worded(&config("water", "m3h"), &short_answer(), ip());
        assert!(warnings[1].starts_with("Caudal del lado caliente insuficiente: 160.0 L/min de Agua para 186.8 L/min"));
    }

    /// 120 kPa at 150 L/min (9.00 m³/h), past the 100 kPa limit.
    #[test]
    fn an_excessive_drop_quotes_its_flow_in_its_sides_unit() {
        let drop = WaterPressureDrop::at(120.0, 150.0, 150.0, "MEG-30");
        let check = domain::calculation::HeatExchangerCheck {
            circuit_id: "A".into(),
            heat_exchanger_id: "h".into(),
            model: "PSD-25".into(),
            capacity: 25_000.0,
            required_capacity: 20_000.0,
            sufficient: true,
            water_pressure_drop: Some(drop.clone()),
            capacity_basis: None,
            duty_capacity: None,
            within_uncertainty: false,
        };
        let answer = Answer { heat_exchanger_checks: vec![check], ..Answer::default() };
        let recorded = exchanger_drop_warning("PSD-25", "1 (A)", &drop);
        let mut warnings = vec![recorded];
        word_warnings(&mut warnings, &config("water", "m3h"), &answer, &["A".to_string()], Figures::default());
        assert!(
            warnings[0].starts_with("Caída de presión excesiva en el intercambiador PSD-25 del circuito 1 (A): 120.0 kPa con 9.00 m³/h, más de los 100 kPa"),
            "{warnings:?}"
        );
        assert!(english(&warnings[0]).is_some_and(|e| e.contains("120.0 kPa at 9.00 m³/h")), "{warnings:?}");
    }

    #[test]
    fn an_ip_sheet_writes_every_flow_in_gpm() {
        let answer = Answer { hot_side: short_answer().hot_side, cold_side_flow: Some(100.0), ..Answer::default() };
        let mut section = water_section(&config("water", "lmin"), &answer, ip());
        assert!(format!("{:?}", section.hot_side).contains("gal/min (EE. UU.)"), "as ficha-13 prints it");
        flows_in_gpm(&mut section);
        let printed = format!("{:?}", section.hot_side);
        assert!(printed.contains("42.3 GPM") && !printed.contains("gal/min"), "{printed}");
    }

    /// 160 L/min typed in m³/h as 9.6: printed 9.60 m³/h, as the flow it needs.
    #[test]
    fn a_typed_flow_prints_in_its_units_decimals() {
        let mut typed = config("water", "m3h");
        typed.hot_side.as_mut().unwrap().flow_rate = Some(9.6);
        let mut section = water_section(&typed, &short_answer(), Figures::default());
        typed_flows_in_unit_decimals(&mut section, &typed, Figures::default());
        assert!(section.hot_side.contains(&("Caudal".to_string(), "9.60 m³/h".to_string())), "{:?}", section.hot_side);
    }

    /// ENGINEERING.md section 1: glycols at 10 to 50 % mass.
    #[test]
    fn a_glycol_is_named_with_its_concentrations_basis_and_water_as_water() {
        assert_eq!(fluid_named("MPG-30"), "Propilenglicol (MPG) al 30 % en masa");
        assert_eq!(fluid_named("water"), "Agua");
        assert_eq!(english(&fluid_named("MEG-20")).as_deref(), Some("Ethylene glycol (MEG) at 20 % by mass"));
        let mut section = water_section(&config("MPG-30", "m3h"), &Answer::default(), Figures::default());
        name_concentrations(&mut section, &config("MPG-30", "m3h"));
        let fluids: Vec<&str> = section
            .cold_side
            .iter()
            .chain(&section.hot_side)
            .filter(|(l, _)| l == "Fluido")
            .map(|(_, v)| v.as_str())
            .collect();
        assert_eq!(fluids, ["Etilenglicol (MEG) al 30 % en masa", "Propilenglicol (MPG) al 30 % en masa"]);
    }

    /// The tester's 'escalado del agua a Agua' and a glycol hot side
    /// called 'de agua'.
    #[test]
    fn each_sides_fluid_is_named_as_it_is() {
        let mut section = water_section(&config("MPG-30", "m3h"), &Answer::default(), Figures::default());
        section.notes = vec![
            format!("…, {WATER_TO_WATER} ∝ Re^0,748·Pr^(1/3) …"),
            format!("… cap. 39) {CONDENSER_WATER_SIDE} ∝ Re^n·Pr^(1/3) …"),
            CONDENSER_DROP_NOTE.to_string(),
        ];
        name_side_fluids(&mut section, &config("MPG-30", "m3h"), &Answer::default());
        assert!(
            section.notes[0].contains("del lado del agua llevado a su caudal y temperaturas por Nu"),
            "{:?}",
            section.notes
        );
        assert!(section.notes[1]
            .contains("del lado del fluido escalado del agua a Propilenglicol (MPG) al 30 % en masa y a su caudal"));
        assert!(
            section.notes[2].starts_with("Caída de presión del fluido en el condensador: la del agua al mismo caudal")
        );
        assert!(english(&section.notes[2]).is_some(), "{}", section.notes[2]);
        // The note as the section writes it for water at 10/5 °C, 0 °C
        // evaporating: water's own coefficient, in English too.
        let water_cold: ChillerSettings = serde_json::from_value(serde_json::json!({
            "chillerType": "agua-aire", "coldSide": {"fluidType": "water", "tempIn": 10, "tempOut": 5}
        }))
        .unwrap();
        let duty = domain::engine::water_side::capacity_at_duty(25_000.0, "water", (10.0, 5.0), 0.0, 71.5).unwrap();
        let check = domain::calculation::HeatExchangerCheck {
            circuit_id: "1".into(),
            heat_exchanger_id: "h".into(),
            model: "PSD-25".into(),
            capacity: 25_000.0,
            required_capacity: 20_000.0,
            sufficient: true,
            water_pressure_drop: None,
            capacity_basis: Some(domain::calculation::CapacityBasis::Estimate),
            duty_capacity: duty,
            within_uncertainty: false,
        };
        let answer = Answer { heat_exchanger_checks: vec![check], ..Answer::default() };
        let mut estimated = water_section(&water_cold, &answer, Figures::default());
        let ids = ["1".to_string()];
        super::super::water_table::tabulate_exchangers(
            &mut estimated,
            &water_cold,
            &answer,
            &ids,
            Figures::default(),
            (true, true, true),
        );
        assert!(estimated.notes.iter().any(|n| n.contains(WATER_TO_WATER)), "as ficha-13 prints it");
        name_side_fluids(&mut estimated, &water_cold, &answer);
        let note = estimated.notes.iter().find(|n| n.starts_with("Capacidad del intercambiador")).unwrap();
        assert!(note.contains(WATER_AT_DUTY) && !note.contains("a Agua"), "{note}");
        assert!(english(note).is_some_and(|e| e.contains("water-side coefficient taken to its flow")), "{note}");
        // A water hot side keeps its notes.
        let mut water = water_section(&config("water", "m3h"), &Answer::default(), Figures::default());
        water.notes = vec![CONDENSER_DROP_NOTE.to_string()];
        name_side_fluids(&mut water, &config("water", "m3h"), &Answer::default());
        assert_eq!(water.notes, [CONDENSER_DROP_NOTE]);
    }
}
