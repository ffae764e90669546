//! Regulation (EU) 2024/573 of 7 February 2024 on fluorinated greenhouse
//! gases (OJ L, 2024/573, 20.2.2024; repeals Regulation (EU) No 517/2014
//! from 11 March 2024, Article 37): the placing-on-market prohibitions of
//! Annex IV that a refrigerating system can meet, the leak checks of
//! Article 5 and leakage detection of Article 6 by the charge in t CO₂e,
//! and the servicing ban of Article 13(3).

use crate::number_format::NumberLocale;

use super::{number, Date, EquipmentKind, FindingStatus, RegulatoryFinding, RegulatoryInput};

const REGULATION: &str = "Reglamento (UE) 2024/573";

/// A prohibition of Annex IV, as data.
pub(super) struct PlacingBan {
    /// The point of Annex IV.
    pub point: u32,
    /// The products the point names, in the Regulation's words.
    pub products: &'static str,
    pub applies_to: &'static [EquipmentKind],
    /// GWP at or above which the refrigerant is banned.
    pub min_gwp: f64,
    /// kW of rated capacity from which the point applies.
    pub min_capacity_kw: Option<f64>,
    /// Applications below this evaporating temperature (°C) are exempt.
    pub exempt_below_c: Option<f64>,
    pub from: Date,
    /// The exception the point states, printed with the finding.
    pub exception: &'static str,
}

/// Annex IV points for stationary refrigeration. Point 4 (self-contained
/// equipment) covers plug-in units, not the split and centralised systems
/// this tool designs.
pub(super) const PLACING_BANS: &[PlacingBan] = &[
    PlacingBan {
        point: 5,
        products: "equipos fijos de refrigeración que contengan gases fluorados de efecto invernadero con GWP igual o superior a 2500, o cuyo funcionamiento dependa de ellos",
        applies_to: &[EquipmentKind::Rack, EquipmentKind::CondensingUnit, EquipmentKind::Chiller, EquipmentKind::MotorCompressor],
        min_gwp: 2500.0,
        min_capacity_kw: None,
        exempt_below_c: Some(-50.0),
        from: Date::new(2020, 1, 1),
        exception: "salvo equipos destinados a enfriar productos por debajo de -50 °C",
    },
    PlacingBan {
        point: 6,
        products: "sistemas de refrigeración centralizados multicompresor (multipack) para uso comercial, de capacidad nominal igual o superior a 40 kW, con gases fluorados de GWP igual o superior a 150",
        applies_to: &[EquipmentKind::Rack],
        min_gwp: 150.0,
        min_capacity_kw: Some(40.0),
        exempt_below_c: None,
        from: Date::new(2022, 1, 1),
        exception: "salvo en el circuito primario de sistemas en cascada, donde se admiten gases fluorados de GWP inferior a 1500; uso comercial es la venta a usuarios finales, comercio minorista y restauración",
    },
];

fn ban_finding(ban: &PlacingBan, input: &RegulatoryInput, gwp: f64) -> RegulatoryFinding {
    let l = input.locale;
    let source = format!("{REGULATION}, anexo IV, punto {}", ban.point);
    let rule = "Prohibición de comercialización".to_string();
    let r = &input.refrigerant.code;
    let capacity_ok = ban.min_capacity_kw.is_none_or(|kw| input.cooling_capacity_kw >= kw);
    let exempt = ban.exempt_below_c.is_some_and(|t| input.lowest_evap_temp < t);
    let (status, message) = if gwp < ban.min_gwp {
        (
            FindingStatus::Ok,
            format!(
                "{r} (GWP {}) está por debajo del umbral de GWP {} del punto {}.",
                number(gwp, 0, l),
                number(ban.min_gwp, 0, l),
                ban.point
            ),
        )
    } else if !capacity_ok {
        (
            FindingStatus::Ok,
            format!(
                "La capacidad de {} kW es menor que los {} kW desde los que se prohíben los {}.",
                number(input.cooling_capacity_kw, 1, l),
                number(ban.min_capacity_kw.unwrap_or_default(), 0, l),
                ban.products
            ),
        )
    } else if exempt {
        (
            FindingStatus::Ok,
            format!(
                "Exento: la evaporación a {} °C enfría por debajo de -50 °C ({}).",
                number(input.lowest_evap_temp, 1, l),
                ban.exception
            ),
        )
    } else if input.date < ban.from {
        (
            FindingStatus::Warning,
            format!(
                "{r} (GWP {}) quedará prohibido desde el {} en {}.",
                number(gwp, 0, l),
                ban.from.spanish(),
                ban.products
            ),
        )
    } else {
        (
            FindingStatus::Fail,
            format!(
                "Prohibida la comercialización desde el {} de {}: {r} tiene GWP {} ({}).",
                ban.from.spanish(),
                ban.products,
                number(gwp, 0, l),
                ban.exception
            ),
        )
    };
    RegulatoryFinding { rule, source, status, message }
}

/// Leak-check interval (months) without and with a leakage detection
/// system, by t CO₂e: Article 5(3)(a)–(c).
pub(super) fn leak_check_months(tonnes: f64) -> Option<(u32, u32)> {
    if tonnes >= 500.0 {
        Some((3, 6))
    } else if tonnes >= 50.0 {
        Some((6, 12))
    } else if tonnes >= 5.0 {
        Some((12, 24))
    } else {
        None
    }
}

/// t CO₂e from which Article 6(1) requires a leakage detection system.
pub(super) const LEAK_DETECTION_TONNES: f64 = 500.0;
/// Servicing ban of Article 13(3): GWP and charge from which virgin gas is
/// banned, and the date until which reclaimed or recycled gas may be used.
pub(super) const SERVICE_BAN_GWP: f64 = 2500.0;
pub(super) const SERVICE_BAN_TONNES: f64 = 40.0;
pub(super) const RECLAIMED_UNTIL: Date = Date::new(2030, 1, 1);

fn leak_findings(tonnes: f64, l: NumberLocale) -> Vec<RegulatoryFinding> {
    let t = number(tonnes, 2, l);
    let check = match leak_check_months(tonnes) {
        Some((months, with_detection)) => RegulatoryFinding {
            rule: "Control de fugas".into(),
            source: format!("{REGULATION}, artículo 5, apartado 3"),
            status: FindingStatus::Warning,
            message: format!(
                "Carga de {t} t CO₂-eq: controles de fugas al menos cada {months} meses, o cada {with_detection} meses con un sistema de detección de fugas instalado."
            ),
        },
        None => RegulatoryFinding {
            rule: "Control de fugas".into(),
            source: format!("{REGULATION}, artículo 5, apartado 1"),
            status: FindingStatus::Ok,
            message: format!("Carga de {t} t CO₂-eq, inferior a 5 t CO₂-eq: no se exigen controles periódicos de fugas."),
        },
    };
    let detection = if tonnes >= LEAK_DETECTION_TONNES {
        RegulatoryFinding {
            rule: "Sistema de detección de fugas".into(),
            source: format!("{REGULATION}, artículo 6, apartado 1"),
            status: FindingStatus::Warning,
            message: format!(
                "Carga de {t} t CO₂-eq (≥ 500 t CO₂-eq): el equipo debe llevar un sistema de detección de fugas que avise al operador o a la empresa de mantenimiento, revisado al menos cada 12 meses."
            ),
        }
    } else {
        RegulatoryFinding {
            rule: "Sistema de detección de fugas".into(),
            source: format!("{REGULATION}, artículo 6, apartado 1"),
            status: FindingStatus::Ok,
            message: format!(
                "Carga de {t} t CO₂-eq, inferior a 500 t CO₂-eq: el sistema de detección de fugas no es obligatorio."
            ),
        }
    };
    vec![check, detection]
}

fn service_finding(gwp: f64, tonnes: f64, l: NumberLocale) -> RegulatoryFinding {
    let source = format!("{REGULATION}, artículo 13, apartado 3");
    let rule = "Mantenimiento con gas virgen".to_string();
    if gwp >= SERVICE_BAN_GWP && tonnes >= SERVICE_BAN_TONNES {
        RegulatoryFinding {
            rule,
            source,
            status: FindingStatus::Fail,
            message: format!(
                "GWP {} y carga de {} t CO₂-eq (≥ 40 t CO₂-eq): prohibido el mantenimiento o la recarga con gas virgen de GWP ≥ 2500; solo gas regenerado o reciclado, y únicamente hasta el {}.",
                number(gwp, 0, l),
                number(tonnes, 2, l),
                RECLAIMED_UNTIL.spanish()
            ),
        }
    } else {
        RegulatoryFinding {
            rule,
            source,
            status: FindingStatus::Ok,
            message: format!(
                "La prohibición de mantenimiento con gas virgen rige para GWP ≥ 2500 y cargas ≥ 40 t CO₂-eq; este equipo tiene GWP {} y {} t CO₂-eq.",
                number(gwp, 0, l),
                number(tonnes, 2, l)
            ),
        }
    }
}

/// Every F-gas finding for an EU project.
pub(super) fn findings(input: &RegulatoryInput) -> Vec<RegulatoryFinding> {
    let r = &input.refrigerant;
    let gwp = r.gwp.unwrap_or(0.0);
    if !r.is_fluorinated() {
        return vec![RegulatoryFinding {
            rule: "Gases fluorados".into(),
            source: REGULATION.into(),
            status: FindingStatus::Ok,
            message: format!(
                "{} no es un gas fluorado de efecto invernadero: no le aplican las prohibiciones del anexo IV ni los controles de fugas del artículo 5.",
                r.code
            ),
        }];
    }
    let mut out: Vec<RegulatoryFinding> = PLACING_BANS
        .iter()
        .filter(|ban| ban.applies_to.contains(&input.equipment))
        .map(|ban| ban_finding(ban, input, gwp))
        .collect();
    if let Some(kg) = input.charge_kg.filter(|_| r.contains_hfc()) {
        let tonnes = kg * gwp / 1000.0;
        out.extend(leak_findings(tonnes, input.locale));
        out.push(service_finding(gwp, tonnes, input.locale));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::test_support::*;
    use super::super::{assess, Jurisdiction};
    use super::*;

    fn eu(equipment: EquipmentKind, code: &str, gwp: f64) -> RegulatoryInput {
        input(Jurisdiction::Eu, equipment, facts(code, "HFC", "A1", gwp, None))
    }

    // Annex IV point 6: "Multipack centralised refrigeration systems for
    // commercial use with a rated capacity of 40 kW or more that contain,
    // or whose functioning relies upon, fluorinated greenhouse gases with
    // GWP of 150 or more [...] 1 January 2022".
    #[test]
    fn a_multipack_rack_of_40_kw_or_more_with_gwp_150_or_more_fails_point_6() {
        let mut rack = eu(EquipmentKind::Rack, "R134a", 1430.0);
        rack.cooling_capacity_kw = 40.0;
        let f = find(&assess(&rack), "anexo IV, punto 6").clone();
        assert_eq!(f.status, FindingStatus::Fail);
        assert!(f.message.contains("1 de enero de 2022"), "{}", f.message);
        assert!(f.message.contains("cascada"), "{}", f.message);

        rack.cooling_capacity_kw = 39.9;
        assert_eq!(find(&assess(&rack), "anexo IV, punto 6").status, FindingStatus::Ok);
        let low_gwp = RegulatoryInput { cooling_capacity_kw: 60.0, ..eu(EquipmentKind::Rack, "R1234yf", 4.0) };
        assert_eq!(find(&assess(&low_gwp), "anexo IV, punto 6").status, FindingStatus::Ok);
        let before = RegulatoryInput { date: Date::new(2021, 12, 31), ..eu(EquipmentKind::Rack, "R134a", 1430.0) };
        assert_eq!(find(&assess(&before), "anexo IV, punto 6").status, FindingStatus::Warning);
    }

    #[test]
    fn point_6_names_only_multipack_racks() {
        let unit = assess(&eu(EquipmentKind::CondensingUnit, "R134a", 1430.0));
        assert!(unit.findings.iter().all(|f| !f.source.contains("punto 6")));
    }

    // Annex IV point 5: stationary refrigeration with GWP of 2500 or more,
    // except for cooling products below −50 °C, from 1 January 2020.
    #[test]
    fn gwp_2500_or_more_in_stationary_refrigeration_fails_point_5_unless_below_minus_50() {
        let r404a = eu(EquipmentKind::CondensingUnit, "R404A", 3922.0);
        assert_eq!(find(&assess(&r404a), "anexo IV, punto 5").status, FindingStatus::Fail);
        let r449 = eu(EquipmentKind::CondensingUnit, "R449A", 1397.0);
        assert_eq!(find(&assess(&r449), "anexo IV, punto 5").status, FindingStatus::Ok);
        let deep = RegulatoryInput { lowest_evap_temp: -55.0, ..r404a };
        let f = find(&assess(&deep), "anexo IV, punto 5").clone();
        assert_eq!(f.status, FindingStatus::Ok);
        assert!(f.message.contains("Exento"), "{}", f.message);
    }

    // Article 5(3): 5–50 t every 12 months (24 with detection), 50–500 t
    // every 6 (12), 500 t or more every 3 (6).
    #[test]
    fn the_leak_check_interval_follows_the_article_5_thresholds() {
        assert_eq!(leak_check_months(4.99), None);
        assert_eq!(leak_check_months(5.0), Some((12, 24)));
        assert_eq!(leak_check_months(49.9), Some((12, 24)));
        assert_eq!(leak_check_months(50.0), Some((6, 12)));
        assert_eq!(leak_check_months(499.9), Some((6, 12)));
        assert_eq!(leak_check_months(500.0), Some((3, 6)));

        // 50 kg of R404A = 196.1 t CO₂-eq: every 6 months, 12 with detection.
        let f = find(&assess(&eu(EquipmentKind::Rack, "R404A", 3922.0)), "artículo 5").clone();
        assert_eq!(f.status, FindingStatus::Warning);
        assert!(f.message.contains("196,10 t CO₂-eq"), "{}", f.message);
        assert!(f.message.contains("cada 6 meses") && f.message.contains("cada 12 meses"), "{}", f.message);
    }

    // Article 6(1): leakage detection from 500 t CO₂e.
    #[test]
    fn a_charge_of_500_t_co2e_or_more_needs_leak_detection() {
        let big = RegulatoryInput { charge_kg: Some(130.0), ..eu(EquipmentKind::Rack, "R404A", 3922.0) };
        assert_eq!(find(&assess(&big), "artículo 6").status, FindingStatus::Warning);
        let small = eu(EquipmentKind::Rack, "R404A", 3922.0);
        assert_eq!(find(&assess(&small), "artículo 6").status, FindingStatus::Ok);
    }

    // Article 13(3): no virgin gas of GWP ≥ 2500 to service equipment of
    // 40 t CO₂e or more; reclaimed or recycled until 1 January 2030.
    #[test]
    fn servicing_with_virgin_high_gwp_gas_is_banned_from_40_t_co2e() {
        // 10.2 kg of R404A = 40.0 t CO₂e.
        let at = RegulatoryInput { charge_kg: Some(10.2), ..eu(EquipmentKind::CondensingUnit, "R404A", 3922.0) };
        let f = find(&assess(&at), "artículo 13").clone();
        assert_eq!(f.status, FindingStatus::Fail);
        assert!(f.message.contains("1 de enero de 2030"), "{}", f.message);
        let below = RegulatoryInput { charge_kg: Some(10.1), ..at.clone() };
        assert_eq!(find(&assess(&below), "artículo 13").status, FindingStatus::Ok);
        let r134a = RegulatoryInput { charge_kg: Some(100.0), ..eu(EquipmentKind::CondensingUnit, "R134a", 1430.0) };
        assert_eq!(find(&assess(&r134a), "artículo 13").status, FindingStatus::Ok);
    }

    #[test]
    fn natural_refrigerants_are_outside_the_f_gas_rules() {
        let r744 = input(Jurisdiction::Es, EquipmentKind::Rack, facts("R744", "natural", "A1", 1.0, None));
        let result = assess(&r744);
        let f = find(&result, "2024/573");
        assert_eq!(f.status, FindingStatus::Ok);
        assert!(!result.findings.iter().any(|f| f.source.contains("anexo IV")));
    }
}
