//! The water side's flows as `ficha-10` prints them (the tester's findings
//! 5 and 17): a flow the calculation computed prints in the unit the
//! project chose for that side (L/min, m³/h or US gal/min; every flow in
//! US gal/min on an I-P sheet), its label says it was computed, so its
//! value is a figure the English sheet translates like any other; and the
//! chiller type is named by where its condenser rejects heat.

use domain::calculation::ChillerSettings;

use super::answer::Answer;
use super::water::{in_chosen_unit, WaterSection};
use crate::sheets::format::Figures;

/// The cold side's flow row when the calculation computed it.
pub const COMPUTED_FLOW: &str = "Caudal (calculado de la capacidad requerida y las temperaturas)";

/// The chiller types, by where the condenser rejects its heat.
pub const AIR_COOLED: &str = "Agua-aire (condensador enfriado por aire)";
pub const WATER_COOLED: &str = "Agua-agua (condensador enfriado por agua)";

/// Rewrites `section` (built by `water_section` and, from `ficha-9`,
/// `whole_cold_side`) as `ficha-10` prints it.
pub fn flows_as_chosen(section: &mut WaterSection, config: &ChillerSettings, answer: &Answer, figures: Figures) {
    section.chiller_type = if config.chiller_type.as_deref() == Some("agua-agua") { WATER_COOLED } else { AIR_COOLED };
    let cold = config.cold_side.as_ref();
    if let Some(flow) = answer.cold_side_flow.filter(|_| cold.is_none_or(|c| c.flow_rate.is_none())) {
        let printed = in_chosen_unit(flow, cold.and_then(|c| c.flow_rate_unit.as_deref()), figures);
        if let Some(row) = section.cold_side.iter_mut().find(|(label, _)| label == "Caudal") {
            *row = (COMPUTED_FLOW.to_string(), printed);
        }
    }
    if let Some(hot) = &answer.hot_side {
        let unit = config.hot_side.as_ref().and_then(|h| h.flow_rate_unit.as_deref());
        if let Some(row) = section.hot_side.iter_mut().find(|(label, _)| label == "Caudal necesario") {
            row.1 = in_chosen_unit(hot.required_flow, unit, figures);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::water::{water_section, whole_cold_side};
    use super::*;

    /// The tester's project (json/chiller-agua2.json): a water-cooled
    /// chiller by the direct method, both sides in m³/h, no flow typed.
    fn direct_in_m3h() -> ChillerSettings {
        serde_json::from_value(serde_json::json!({
            "capacityMethod": "direct", "chillerType": "agua-agua", "requiredCapacity": 35,
            "coldSide": {"fluidType": "water", "flowRateUnit": "m3h", "tempIn": 12, "tempOut": 7},
            "hotSide": {"fluidType": "water", "flowRateUnit": "m3h", "tempIn": 30, "tempOut": 35}
        }))
        .unwrap()
    }

    fn answer() -> Answer {
        let hot = domain::calculation::HotSideCheck {
            heat_rejection: 48_540.0,
            required_flow: 140.1,
            given_flow: None,
            difference: None,
            condensers: Vec::new(),
        };
        Answer { cold_side_flow: Some(100.1), hot_side: Some(hot), ..Answer::default() }
    }

    fn section(config: &ChillerSettings, figures: Figures) -> WaterSection {
        let mut section = water_section(config, &answer(), figures);
        section.cold_side = whole_cold_side(config, &answer(), figures).rows;
        flows_as_chosen(&mut section, config, &answer(), figures);
        section
    }

    fn row<'a>(rows: &'a [(String, String)], label: &str) -> &'a str {
        rows.iter().find(|(l, _)| l == label).map(|(_, v)| v.as_str()).unwrap_or_else(|| panic!("{label}: {rows:?}"))
    }

    /// 100.1 L/min × 60 / 1000 = 6.006 m³/h; 140.1 L/min = 8.406 m³/h.
    #[test]
    fn a_computed_flow_prints_in_the_unit_the_project_chose() {
        let section = section(&direct_in_m3h(), Figures::default());
        assert_eq!(row(&section.cold_side, COMPUTED_FLOW), "6.01 m³/h");
        assert_eq!(row(&section.hot_side, "Caudal necesario"), "8.41 m³/h");
        assert_eq!(section.chiller_type, WATER_COOLED);
        let mut litres = direct_in_m3h();
        litres.cold_side.as_mut().unwrap().flow_rate_unit = Some("lmin".into());
        assert_eq!(row(&section_of(&litres).cold_side, COMPUTED_FLOW), "100.1 L/min");
    }

    fn section_of(config: &ChillerSettings) -> WaterSection {
        section(config, Figures::default())
    }

    /// 100.1 L/min / 3.785411784 = 26.44 US gal/min, whatever unit was chosen.
    #[test]
    fn an_ip_sheet_prints_every_computed_flow_in_us_gallons() {
        let ip = Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() };
        let section = section(&direct_in_m3h(), ip);
        assert_eq!(row(&section.cold_side, COMPUTED_FLOW), "26.4 gal/min (EE. UU.)");
        assert_eq!(row(&section.hot_side, "Caudal necesario"), "37.0 gal/min (EE. UU.)");
    }

    /// The tester's finding 5: the English I-P sheet printed the computed
    /// flow in Spanish ('26.4 gal/min (EE. UU.) (calculado de ...)') beside
    /// 'US gal/min', and named an air-cooled chiller 'Water-to-air'.
    #[test]
    fn the_english_sheet_reads_every_water_side_text() {
        use crate::sheets::language::english;
        let ip = Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() };
        let section = section(&direct_in_m3h(), ip);
        let flow = row(&section.cold_side, COMPUTED_FLOW);
        assert_eq!(english(flow).as_deref(), Some("26.4 US gal/min"));
        assert_eq!(english(COMPUTED_FLOW).as_deref(), Some("Flow (from the required capacity and the temperatures)"));
        assert_eq!(english(AIR_COOLED).as_deref(), Some("Air-cooled (the condenser rejects heat to air)"));
        assert_eq!(english(WATER_COOLED).as_deref(), Some("Water-cooled (the condenser rejects heat to water)"));
    }
}
