//! One judgement of capacity against a requirement, as every section that
//! prints it shows it: figures, status and the bar's width and tone.

use serde::Serialize;

use crate::sheets::format::Figures;

#[derive(Debug, Clone, Serialize)]
pub struct Compliance {
    pub required: String,
    /// The requirement in refrigeration tons, on an I-P sheet.
    pub required_tons: Option<String>,
    pub percentage: String,
    pub status: String,
    pub reserve: String,
    /// 0..100, the bar's width (capped at 100 %) in the sheet's locale, as
    /// `ficha-12` and older print it in the bar's CSS.
    pub bar: String,
    /// The same width as CSS reads it, with a decimal point (`ficha-13` on).
    pub bar_css: String,
    /// ok, adjusted or short
    pub tone: &'static str,
    /// The component that limits the capacity judged, in words (engine
    /// 1.10.0; printed from `ficha-10`).
    pub limit: Option<String>,
    /// The engine's status with the shortfall beside 'FUERA DE ENVOLVENTE'
    /// (`domain::engine::system::Compliance::status_in_words`), printed
    /// from `ficha-13` by [`name_shortfall`].
    #[serde(skip)]
    pub status_in_words: String,
}

/// The printed judgement of the engine's compliance; `None` without a
/// positive requirement (W). Its bands, its shortfall and their words are
/// the engine's (`ComplianceBand`, ENGINEERING.md section 3).
pub fn compliance_of(value: &domain::engine::system::Compliance, figures: Figures) -> Option<Compliance> {
    use domain::engine::system::ComplianceBand;
    if value.required_capacity <= 0.0 {
        return None;
    }
    let (percentage, reserve) = (value.percentage, value.reserve);
    Some(Compliance {
        required: figures.capacity(Some(value.required_capacity), 2),
        required_tons: figures.tons(Some(value.required_capacity)),
        percentage: figures.fixed(Some(percentage), 1),
        status: value.status.clone(),
        reserve: format!("{}{}", if reserve >= 0.0 { "+" } else { "" }, figures.fixed(Some(reserve), 1)),
        bar: figures.fixed(Some(percentage.clamp(0.0, 100.0)), 1),
        bar_css: Figures::css_percent(percentage.clamp(0.0, 100.0)),
        tone: match value.band() {
            ComplianceBand::WithReserve => "ok",
            ComplianceBand::Adjusted => "adjusted",
            ComplianceBand::Insufficient => "short",
        },
        limit: value.limited_by.as_ref().map(|l| limit_in_words(l, figures)),
        status_in_words: value.status_in_words(),
    })
}

/// A judgement outside the envelope that is also short of the requirement
/// says both, 'FUERA DE ENVOLVENTE · INSUFICIENTE' (`ficha-13` on; tester
/// report 3, minor: 'Cumplimiento 29.7 % … FUERA DE ENVOLVENTE' hid the
/// shortfall). The engine's status stays the envelope's, as it judges.
pub fn name_shortfall(compliance: &mut Compliance) {
    compliance.status.clone_from(&compliance.status_in_words);
}

/// Colours the bar of a circuit whose compressor runs outside its envelope
/// as short whatever its capacity: the engine (1.9.0, decision
/// 2026-11-27-engineer-judgements) calls it `FUERA DE ENVOLVENTE`, not
/// compliant, and keeps its percentage, which alone would colour it green.
pub fn colour_by_status(compliance: &mut Compliance) {
    if compliance.status == domain::engine::system::OUTSIDE_ENVELOPE {
        compliance.tone = "short";
    }
}

/// 'Limitado por el condensador CD-30: 6.00 kW de los 12.30 kW de los
/// compresores' (decision 2026-11-27-verdict-limited-by-components).
pub fn limit_in_words(limit: &domain::engine::system::CapacityLimit, figures: Figures) -> String {
    use domain::engine::system::LimitingComponent;
    let unit = figures.unit(crate::sheets::format::Measure::HeatFlow);
    let component = match limit.component {
        LimitingComponent::Condenser => "el condensador",
        LimitingComponent::HeatExchanger => "el intercambiador",
        // Engine 1.11.0 (decision 2026-11-27-no-condenser-no-verdict): no
        // older answer has it, so no issued sheet changes.
        LimitingComponent::NoCondenser => {
            return format!(
                "Limitado por la falta de condensador (la selección automática no encontró ninguno): {} {unit} de los {} {unit} de los compresores",
                figures.capacity(Some(limit.capacity), 2),
                figures.capacity(Some(limit.compressors_capacity), 2),
            )
        }
    };
    format!(
        "Limitado por {component} {}: {} {unit} de los {} {unit} de los compresores",
        limit.model,
        figures.capacity(Some(limit.capacity), 2),
        figures.capacity(Some(limit.compressors_capacity), 2),
    )
}

#[cfg(test)]
mod tests {
    use domain::engine::system::{compliance, judged};

    use super::*;

    /// The engine's judgement of `percentage` % of `required_w` W.
    fn at(required_w: f64, percentage: f64) -> Option<Compliance> {
        compliance_of(&compliance(required_w * percentage / 100.0, required_w), Figures::default())
    }

    #[test]
    fn it_should_print_60_9_percent_of_34_96_kw_as_short() {
        let printed = compliance_of(&compliance(21_290.0, 34_960.0), Figures::default()).unwrap();
        assert_eq!(
            (printed.required.as_str(), printed.percentage.as_str(), printed.reserve.as_str(), printed.tone),
            ("34.96", "60.9", "-39.1", "short")
        );
        assert_eq!(printed.status, "INSUFICIENTE");
        assert!(compliance_of(&compliance(100.0, 0.0), Figures::default()).is_none());
    }

    /// ENGINEERING.md section 3's bands: ≥ 105 % with reserve, ≥ 95 % adjusted.
    #[test]
    fn it_should_colour_compliance_by_the_spec_thresholds_and_cap_the_bar() {
        for (percentage, tone, bar) in [
            (110.0, "ok", "100.0"),
            (105.0, "ok", "100.0"),
            (100.0, "adjusted", "100.0"),
            (95.0, "adjusted", "95.0"),
            (80.0, "short", "80.0"),
        ] {
            let printed = at(30_000.0, percentage).unwrap();
            assert_eq!((printed.tone, printed.bar.as_str()), (tone, bar), "{percentage}");
        }
        assert_eq!(at(30_000.0, 80.0).unwrap().reserve, "-20.0");
    }

    /// 35.16853 kW required = 120 000 BTU/h = 10 TR on an I-P sheet.
    #[test]
    fn an_ip_sheet_states_the_requirement_in_btu_per_hour_and_tons() {
        let ip = Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() };
        let printed = compliance_of(&compliance(35_168.53 * 0.9, 35_168.53), ip).unwrap();
        assert_eq!((printed.required.as_str(), printed.required_tons.as_deref()), ("120\u{202F}000", Some("10.00 TR")));
        assert_eq!(printed.percentage, "90.0");
    }

    /// Issue 23, tester defect 1: the verdict names what limits it.
    #[test]
    fn a_limited_judgement_names_its_component() {
        use domain::engine::system::{CapacityLimit, LimitingComponent};
        let limit = CapacityLimit {
            component: LimitingComponent::HeatExchanger,
            model: "PSD-8".into(),
            capacity: 8_000.0,
            compressors_capacity: 36_540.0,
        };
        let printed = compliance_of(&judged(35_000.0, 36_540.0, Some(limit), true), Figures::default()).unwrap();
        assert_eq!((printed.percentage.as_str(), printed.status.as_str()), ("22.9", "INSUFICIENTE"));
        assert_eq!(
            printed.limit.as_deref(),
            Some("Limitado por el intercambiador PSD-8: 8.00 kW de los 36.54 kW de los compresores")
        );
        assert_eq!(compliance_of(&compliance(36_540.0, 35_000.0), Figures::default()).unwrap().limit, None);
    }

    #[test]
    fn a_circuit_outside_its_envelope_is_coloured_short_whatever_its_capacity() {
        let figures = Figures::default();
        let outside_at = |required: f64, percentage: f64| {
            compliance_of(&judged(required, required * percentage / 100.0, None, false), figures).unwrap()
        };
        let mut short = outside_at(26_150.0, 29.7);
        name_shortfall(&mut short);
        assert_eq!(short.status, "FUERA DE ENVOLVENTE · INSUFICIENTE", "both said");
        assert_eq!(crate::sheets::language::english(&short.status).as_deref(), Some("OUTSIDE ENVELOPE · INSUFFICIENT"));
        let mut outside = outside_at(10_000.0, 118.8);
        assert_eq!(outside.tone, "ok");
        name_shortfall(&mut outside);
        assert_eq!(outside.status, "FUERA DE ENVOLVENTE", "enough capacity: the envelope only");
        colour_by_status(&mut outside);
        assert_eq!((outside.tone, outside.percentage.as_str()), ("short", "118.8"));
        let mut fine = at(10_000.0, 118.8).unwrap();
        assert_eq!(fine.status, "CUMPLE CON RESERVA");
        colour_by_status(&mut fine);
        assert_eq!(fine.tone, "ok");
    }
}
