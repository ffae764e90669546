//! Regulatory compliance of a refrigerating system: rules kept as data with
//! their source, and one pure assessment that turns a calculated system into
//! findings `{rule, source, status, message}` (issue 21 item 7).
//!
//! Which rules apply is chosen by the jurisdiction: the EU F-gas Regulation
//! (EU) 2024/573 for `EU` and `ES`, the Kigali Amendment schedule of the
//! country's group, and the EN 378-1 charge limits everywhere (ISO 5149-1
//! states the same limits outside Europe).

mod en378;
mod fgas;
pub mod findings_en;
mod kigali;

use serde::{Deserialize, Serialize};

use crate::number_format::{self, NumberLocale};

pub use en378::{practical_limit, AccessCategory, LocationClass};
pub use kigali::{phase_down_step, KigaliGroup, PhaseDownStep};

/// Where the equipment is installed, which decides the rules that apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Jurisdiction {
    /// A member state of the European Union.
    #[serde(rename = "EU")]
    Eu,
    /// Spain: the EU rules.
    #[serde(rename = "ES")]
    Es,
    /// Mexico: an Article 5 party of the Montreal Protocol, group 1.
    #[serde(rename = "MX")]
    Mx,
    /// Anywhere else: only the EN 378-1 / ISO 5149-1 charge limits.
    #[default]
    #[serde(rename = "other")]
    Other,
}

impl Jurisdiction {
    /// Reads `EU`, `ES`, `MX` or `other` (any case).
    pub fn parse(text: &str) -> Option<Self> {
        match text.trim().to_ascii_uppercase().as_str() {
            "EU" => Some(Self::Eu),
            "ES" => Some(Self::Es),
            "MX" => Some(Self::Mx),
            "OTHER" => Some(Self::Other),
            _ => None,
        }
    }

    /// The code the API uses.
    pub fn code(self) -> &'static str {
        match self {
            Self::Eu => "EU",
            Self::Es => "ES",
            Self::Mx => "MX",
            Self::Other => "other",
        }
    }

    fn is_eu(self) -> bool {
        matches!(self, Self::Eu | Self::Es)
    }
}

/// How a finding ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum FindingStatus {
    Ok,
    /// The rule applies with a condition the engineer must check or meet.
    Warning,
    /// The design breaks the rule as given.
    Fail,
}

/// One rule checked against the project.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RegulatoryFinding {
    /// What the rule is about, in Spanish (e.g. "Prohibición de comercialización").
    pub rule: String,
    /// The citation: regulation, article or annex and point.
    pub source: String,
    pub status: FindingStatus,
    /// What it means for this project, in Spanish.
    pub message: String,
}

/// The regulatory result of a calculation.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RegulatoryCompliance {
    pub jurisdiction: Jurisdiction,
    /// The date the rules were applied at (YYYY-MM-DD).
    pub date: String,
    pub findings: Vec<RegulatoryFinding>,
}

/// The kind of equipment, as the prohibitions name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EquipmentKind {
    /// A multi-compressor rack: a multipack centralised system.
    Rack,
    CondensingUnit,
    Chiller,
    /// A compressor alone, without charge (motor-compressor projects).
    MotorCompressor,
}

/// The room the system serves, when the user gave it (EN 378-1 section 5).
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct SiteInput {
    /// m³ of the smallest occupied room a leak can reach.
    pub room_volume: Option<f64>,
    pub access_category: Option<AccessCategory>,
    pub location_class: Option<LocationClass>,
}

/// A calendar date, compared as (year, month, day).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Date {
    pub year: i32,
    pub month: u32,
    pub day: u32,
}

impl Date {
    pub const fn new(year: i32, month: u32, day: u32) -> Self {
        Self { year, month, day }
    }

    /// Reads `YYYY-MM-DD`.
    pub fn parse(text: &str) -> Option<Self> {
        let mut parts = text.trim().splitn(3, '-');
        let year = parts.next()?.parse().ok()?;
        let month: u32 = parts.next()?.parse().ok()?;
        let day: u32 = parts.next()?.get(..2)?.parse().ok()?;
        ((1..=12).contains(&month) && (1..=31).contains(&day)).then_some(Self { year, month, day })
    }

    /// `1 de enero de 2022`.
    pub fn spanish(self) -> String {
        const MONTHS: [&str; 12] = [
            "enero",
            "febrero",
            "marzo",
            "abril",
            "mayo",
            "junio",
            "julio",
            "agosto",
            "septiembre",
            "octubre",
            "noviembre",
            "diciembre",
        ];
        format!("{} de {} de {}", self.day, MONTHS[(self.month as usize).saturating_sub(1) % 12], self.year)
    }
}

impl std::fmt::Display for Date {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The refrigerant facts the rules read.
#[derive(Debug, Clone, PartialEq)]
pub struct RefrigerantFacts {
    pub code: String,
    /// HFC, HFO, HFC/HFO, HC, natural, HCFC or CFC.
    pub family: String,
    /// ISO 817 / EN 378-1 class, e.g. `A1`, `A2L`, `B2L`, `A3`.
    pub safety_class: String,
    /// GWP (AR4, the values of the Regulation's annexes).
    pub gwp: Option<f64>,
    /// kg/m³.
    pub lfl: Option<f64>,
}

impl RefrigerantFacts {
    /// Hydrofluorocarbons, alone or in blends: Annex I of Regulation (EU)
    /// 2024/573 and Annex F of the Montreal Protocol.
    fn contains_hfc(&self) -> bool {
        self.family.split('/').any(|f| f.trim().eq_ignore_ascii_case("HFC"))
    }

    /// Any fluorinated greenhouse gas of the Regulation's annexes I to III.
    fn is_fluorinated(&self) -> bool {
        self.family.split('/').any(|f| matches!(f.trim().to_ascii_uppercase().as_str(), "HFC" | "HFO" | "PFC"))
    }
}

/// What the assessment reads from a calculated project.
#[derive(Debug, Clone, PartialEq)]
pub struct RegulatoryInput {
    pub jurisdiction: Jurisdiction,
    pub date: Date,
    pub equipment: EquipmentKind,
    pub refrigerant: RefrigerantFacts,
    /// kW of cooling of the whole system.
    pub cooling_capacity_kw: f64,
    /// kg of refrigerant in the system, when the calculation sized it: the
    /// unit's total, which the F-gas thresholds read.
    pub charge_kg: Option<f64>,
    /// The circuit of the largest charge when the unit has several
    /// independent refrigerant circuits (a packaged chiller): EN 378-1
    /// judges that system's charge (engine 1.11.0).
    pub largest_circuit: Option<LargestCircuit>,
    /// °C: the lowest evaporating temperature (the −50 °C exemptions).
    pub lowest_evap_temp: f64,
    pub site: SiteInput,
    /// How the messages print their figures (the company's setting).
    pub locale: NumberLocale,
}

/// One refrigerant circuit of several independent ones, as EN 378-1 reads
/// it: each is its own refrigerating system (tester's defect 8, report 2).
#[derive(Debug, Clone, PartialEq)]
pub struct LargestCircuit {
    /// '1', '2 (B)'.
    pub label: String,
    pub charge_kg: f64,
    /// How many independent circuits the unit has.
    pub circuits: usize,
    /// How many circuits carry that same largest charge (to the 0.01 kg the
    /// findings print), this one included: 1 unless circuits tie.
    pub tied: usize,
}

/// Checks every rule of the jurisdiction, in a stable order: F-gas
/// prohibitions, leak checks and servicing; EN 378-1 charge limits; Kigali.
pub fn assess(input: &RegulatoryInput) -> RegulatoryCompliance {
    let mut findings = Vec::new();
    if input.jurisdiction.is_eu() {
        findings.extend(fgas::findings(input));
    }
    findings.extend(en378::findings(input));
    findings.extend(kigali::findings(input));
    RegulatoryCompliance { jurisdiction: input.jurisdiction, date: input.date.to_string(), findings }
}

/// The thresholds the findings quote from a regulation, as they write them
/// ('40 kW', '-50 °C'): an I-P sheet prints each as written with its I-P
/// figure beside (`crate::recorded_units::keeping_statutory`), since a
/// regulation is quoted in its own units. Every threshold in a unit a sheet
/// converts is here: a test fails on one written in a finding and missing.
pub fn statutory_figures() -> Vec<String> {
    let mut figures = Vec::new();
    for ban in fgas::PLACING_BANS {
        if let Some(kw) = ban.min_capacity_kw {
            figures.push(format!("{} kW", number(kw, 0, NumberLocale::EsMx)));
        }
        if let Some(c) = ban.exempt_below_c {
            figures.push(format!("{} °C", number(c, 0, NumberLocale::EsMx)));
        }
    }
    figures.sort();
    figures.dedup();
    figures
}

/// A figure of a finding's message in the request's number locale (the
/// one formatter of `crate::number_format`, as the screens and sheets print).
fn number(value: f64, decimals: usize, locale: NumberLocale) -> String {
    number_format::fixed(Some(value), decimals, locale)
}

/// A minimum a finding states (a room volume a charge needs), rounded up
/// to `decimals`: a safety limit is never understated by its printing.
/// A value that is a whole step to within the arithmetic's error (20.1 kg
/// at 0.1 kg/m³ is 201.00000000000003 m³) stays that step.
fn at_least(value: f64, decimals: usize, locale: NumberLocale) -> String {
    let scale = 10f64.powi(decimals as i32);
    number((value * scale * (1.0 - 1e-12)).ceil() / scale, decimals, locale)
}

/// A maximum a finding states (the charge a room admits, m1, m2, m3),
/// rounded down to `decimals`, as [`at_least`] rounds a minimum up.
fn at_most(value: f64, decimals: usize, locale: NumberLocale) -> String {
    let scale = 10f64.powi(decimals as i32);
    number((value * scale * (1.0 + 1e-12)).floor() / scale, decimals, locale)
}

/// [`number`] without trailing zeros: the practical limits of EN 378-1
/// Annex E run from 0.00035 (R717) to 0.52 kg/m³ (R404A).
fn limit(value: f64, locale: NumberLocale) -> String {
    number_format::trimmed(Some(value), 5, locale)
}

#[cfg(test)]
pub(crate) mod test_support {
    use super::*;

    pub fn facts(code: &str, family: &str, class: &str, gwp: f64, lfl: Option<f64>) -> RefrigerantFacts {
        RefrigerantFacts { code: code.into(), family: family.into(), safety_class: class.into(), gwp: Some(gwp), lfl }
    }

    pub fn input(jurisdiction: Jurisdiction, equipment: EquipmentKind, r: RefrigerantFacts) -> RegulatoryInput {
        RegulatoryInput {
            jurisdiction,
            date: Date::new(2026, 11, 25),
            equipment,
            refrigerant: r,
            cooling_capacity_kw: 60.0,
            charge_kg: Some(50.0),
            largest_circuit: None,
            lowest_evap_temp: -10.0,
            site: SiteInput::default(),
            locale: NumberLocale::EsEs,
        }
    }

    pub fn find<'a>(result: &'a RegulatoryCompliance, source_part: &str) -> &'a RegulatoryFinding {
        result
            .findings
            .iter()
            .find(|f| f.source.contains(source_part))
            .unwrap_or_else(|| panic!("no finding cites {source_part}: {:#?}", result.findings))
    }
}

#[cfg(test)]
mod tests {
    use super::test_support::*;
    use super::*;

    #[test]
    fn a_date_reads_iso_text_and_orders_by_calendar() {
        assert_eq!(Date::parse("2026-11-25"), Some(Date::new(2026, 11, 25)));
        assert_eq!(Date::parse("2026-11-25T10:00:00Z"), Some(Date::new(2026, 11, 25)));
        assert_eq!(Date::parse("2026-13-01"), None);
        assert!(Date::new(2021, 12, 31) < Date::new(2022, 1, 1));
        assert_eq!(Date::new(2022, 1, 1).spanish(), "1 de enero de 2022");
    }

    #[test]
    fn a_practical_limit_prints_its_digits_without_trailing_zeros_in_the_locale() {
        assert_eq!(limit(0.52, NumberLocale::EsEs), "0,52");
        assert_eq!(limit(0.00035, NumberLocale::EsEs), "0,00035");
        assert_eq!(limit(0.1, NumberLocale::EsMx), "0.1");
        assert_eq!(limit(1.0, NumberLocale::EsMx), "1");
    }

    #[test]
    fn the_messages_print_their_figures_in_the_locale_asked() {
        let r = facts("R404A", "HFC", "A1", 3922.0, None);
        let mx =
            RegulatoryInput { locale: NumberLocale::EsMx, ..input(Jurisdiction::Eu, EquipmentKind::Rack, r.clone()) };
        let es = input(Jurisdiction::Eu, EquipmentKind::Rack, r);
        let leak = |c: &RegulatoryCompliance| test_support::find(c, "artículo 5, apartado 3").message.clone();
        // 50 kg of GWP 3922: 196.10 t CO₂-eq, as the charge section prints it.
        assert!(leak(&assess(&mx)).contains("196.10 t CO₂-eq"), "{}", leak(&assess(&mx)));
        assert!(leak(&assess(&es)).contains("196,10 t CO₂-eq"), "{}", leak(&assess(&es)));
    }

    #[test]
    fn the_jurisdiction_chooses_the_rules() {
        let r = facts("R404A", "HFC", "A1", 3922.0, None);
        let eu = assess(&input(Jurisdiction::Eu, EquipmentKind::Rack, r.clone()));
        assert!(eu.findings.iter().any(|f| f.source.contains("2024/573")));
        let mx = assess(&input(Jurisdiction::Mx, EquipmentKind::Rack, r.clone()));
        assert!(!mx.findings.iter().any(|f| f.source.contains("2024/573")));
        assert!(mx.findings.iter().any(|f| f.source.contains("Kigali")));
        let other = assess(&input(Jurisdiction::Other, EquipmentKind::Rack, r));
        assert!(other.findings.iter().all(|f| f.source.contains("EN 378")));
        assert!(!other.findings.is_empty());
    }

    #[test]
    fn no_finding_names_the_repealed_regulation() {
        for code in ["EU", "ES", "MX", "other"] {
            let j = Jurisdiction::parse(code).unwrap();
            let result = assess(&input(j, EquipmentKind::Rack, facts("R404A", "HFC", "A1", 3922.0, None)));
            let text = serde_json::to_string(&result).unwrap();
            assert!(!text.contains("517/2014"), "{text}");
        }
    }

    /// Annex IV point 6 (multipack, 40 kW) and point 5's exemption
    /// (below -50 °C) are the thresholds in units a sheet converts.
    #[test]
    fn the_statutory_figures_are_the_thresholds_the_findings_quote() {
        assert_eq!(statutory_figures(), ["-50 °C", "40 kW"]);
        let mut r = input(Jurisdiction::Eu, EquipmentKind::Rack, facts("R404A", "HFC", "A1", 3922.0, None));
        r.cooling_capacity_kw = 30.0;
        let text = serde_json::to_string(&assess(&r)).unwrap();
        for figure in statutory_figures() {
            assert!(text.contains(&figure), "{figure} in {text}");
        }
    }

    #[test]
    fn a_finding_serialises_as_rule_source_status_message() {
        let result = assess(&input(Jurisdiction::Eu, EquipmentKind::Rack, facts("R404A", "HFC", "A1", 3922.0, None)));
        let json = serde_json::to_value(&result).unwrap();
        assert_eq!(json["jurisdiction"], "EU");
        assert_eq!(json["date"], "2026-11-25");
        let first = &json["findings"][0];
        for key in ["rule", "source", "status", "message"] {
            assert!(first[key].is_string(), "{first}");
        }
        assert!(["ok", "warning", "fail"].contains(&first["status"].as_str().unwrap()));
    }
}
