//! The Kigali Amendment (2016) to the Montreal Protocol: the HFC
//! consumption phase-down, as a share of each party's baseline.
//! Non-Article 5 parties (the EU): Article 2J, baseline 2011–2013.
//! Article 5 parties, group 1 (Mexico and most of Latin America):
//! Article 5, paragraph 8 qua (a), baseline 2020–2022.

use super::{FindingStatus, Jurisdiction, RegulatoryFinding, RegulatoryInput};

/// The schedule a party follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KigaliGroup {
    NonArticle5,
    Article5Group1,
}

impl KigaliGroup {
    fn of(jurisdiction: Jurisdiction) -> Option<Self> {
        match jurisdiction {
            Jurisdiction::Eu | Jurisdiction::Es => Some(Self::NonArticle5),
            Jurisdiction::Mx => Some(Self::Article5Group1),
            Jurisdiction::Other => None,
        }
    }

    /// (from year, % of baseline consumption allowed).
    fn schedule(self) -> &'static [(i32, u32)] {
        match self {
            Self::NonArticle5 => &[(2019, 90), (2024, 60), (2029, 30), (2034, 20), (2036, 15)],
            Self::Article5Group1 => &[(2024, 100), (2029, 90), (2035, 70), (2040, 50), (2045, 20)],
        }
    }

    fn source(self) -> &'static str {
        match self {
            Self::NonArticle5 => "Protocolo de Montreal, Enmienda de Kigali (2016), artículo 2J",
            Self::Article5Group1 => "Protocolo de Montreal, Enmienda de Kigali (2016), artículo 5, párrafo 8 qua",
        }
    }

    fn party(self) -> &'static str {
        match self {
            Self::NonArticle5 => "Unión Europea (Parte no del artículo 5; línea base 2011–2013)",
            Self::Article5Group1 => "México (Parte del artículo 5, grupo 1; línea base 2020–2022)",
        }
    }
}

/// The step in force in `year` and the next one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PhaseDownStep {
    /// (from year, % of baseline) in force, if the schedule has started.
    pub current: Option<(i32, u32)>,
    pub next: Option<(i32, u32)>,
}

pub fn phase_down_step(group: KigaliGroup, year: i32) -> PhaseDownStep {
    let schedule = group.schedule();
    PhaseDownStep {
        current: schedule.iter().rev().find(|(from, _)| *from <= year).copied(),
        next: schedule.iter().find(|(from, _)| *from > year).copied(),
    }
}

fn step_text(year: i32, percent: u32) -> String {
    if percent == 100 {
        format!("congelación al 100 % de la línea base desde {year}")
    } else {
        format!("{percent} % de la línea base desde {year} (reducción del {} %)", 100 - percent)
    }
}

pub(super) fn findings(input: &RegulatoryInput) -> Vec<RegulatoryFinding> {
    let Some(group) = KigaliGroup::of(input.jurisdiction) else {
        return Vec::new();
    };
    let step = phase_down_step(group, input.date.year);
    let current = step.current.map_or_else(
        || "el calendario aún no ha comenzado".to_string(),
        |(y, p)| format!("aplica {}", step_text(y, p)),
    );
    let next = step.next.map_or_else(String::new, |(y, p)| format!("; siguiente escalón: {}", step_text(y, p)));
    let r = &input.refrigerant;
    let (status, tail) = if r.contains_hfc() {
        (
            FindingStatus::Warning,
            format!(
                "{} contiene HFC controlados (anexo F): su disponibilidad y precio dependen de esta reducción.",
                r.code
            ),
        )
    } else {
        (FindingStatus::Ok, format!("{} no contiene HFC controlados por la enmienda.", r.code))
    };
    vec![RegulatoryFinding {
        rule: "Reducción gradual de HFC".into(),
        source: group.source().into(),
        status,
        message: format!("{}: en {} {current}{next}. {tail}", group.party(), input.date.year),
    }]
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::super::{assess, Date, EquipmentKind, RegulatoryInput};
    use super::*;

    // Article 5 group 1: freeze 2024, −10 % 2029, −30 % 2035, −50 % 2040, −80 % 2045.
    #[test]
    fn mexico_follows_the_article_5_group_1_schedule() {
        let g = KigaliGroup::Article5Group1;
        assert_eq!(phase_down_step(g, 2023), PhaseDownStep { current: None, next: Some((2024, 100)) });
        assert_eq!(phase_down_step(g, 2026), PhaseDownStep { current: Some((2024, 100)), next: Some((2029, 90)) });
        assert_eq!(phase_down_step(g, 2029).current, Some((2029, 90)));
        assert_eq!(phase_down_step(g, 2035).current, Some((2035, 70)));
        assert_eq!(phase_down_step(g, 2040).current, Some((2040, 50)));
        assert_eq!(phase_down_step(g, 2050), PhaseDownStep { current: Some((2045, 20)), next: None });
    }

    // Article 2J: −10 % 2019, −40 % 2024, −70 % 2029, −80 % 2034, −85 % 2036.
    #[test]
    fn the_eu_follows_the_non_article_5_schedule() {
        let g = KigaliGroup::NonArticle5;
        assert_eq!(phase_down_step(g, 2026), PhaseDownStep { current: Some((2024, 60)), next: Some((2029, 30)) });
        assert_eq!(phase_down_step(g, 2036).current, Some((2036, 15)));
    }

    #[test]
    fn the_finding_names_the_step_at_the_project_date() {
        let mx = input(Jurisdiction::Mx, EquipmentKind::Rack, facts("R404A", "HFC", "A1", 3922.0, None));
        let f = find(&assess(&mx), "Kigali").clone();
        assert_eq!(f.status, FindingStatus::Warning);
        assert!(f.message.contains("grupo 1"), "{}", f.message);
        assert!(f.message.contains("congelación al 100 % de la línea base desde 2024"), "{}", f.message);
        assert!(f.message.contains("siguiente escalón: 90 % de la línea base desde 2029"), "{}", f.message);
        let later = RegulatoryInput { date: Date::new(2036, 1, 1), ..mx };
        assert!(find(&assess(&later), "Kigali").message.contains("70 % de la línea base desde 2035"));
        let r290 = input(Jurisdiction::Mx, EquipmentKind::Rack, facts("R290", "HC", "A3", 3.0, Some(0.038)));
        assert_eq!(find(&assess(&r290), "Kigali").status, FindingStatus::Ok);
    }
}
