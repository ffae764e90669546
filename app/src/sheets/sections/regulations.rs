//! The 'Cumplimiento normativo' section (issue 21 item 7): the findings the
//! calculation recorded, each with the article it cites, as the screen shows
//! them. The rules are the engine's (`domain::regulation`); the sheet only
//! prints them.

use domain::recorded_units::in_locale;
use domain::regulation::FindingStatus;
use serde::Serialize;

use super::source::Recorded;
use crate::sheets::format::Figures;

/// The findings of a recorded answer, and the line saying which rules at
/// which date; empty for an answer recorded before the check (engine < 1.4.0).
#[derive(Debug, Clone, Default, Serialize)]
pub struct Regulations {
    /// "Jurisdicción: México · reglas vigentes al 2026-11-25".
    pub basis: String,
    pub findings: Vec<Finding>,
}

/// One finding as the sheet prints it.
#[derive(Debug, Clone, Serialize)]
pub struct Finding {
    pub rule: String,
    pub source: String,
    /// Cumple, Atención or No cumple.
    pub status: &'static str,
    /// ok, warning or fail: the cell's tone.
    pub tone: &'static str,
    pub message: String,
}

/// The jurisdiction in words, as the settings screen names it.
fn jurisdiction_in_words(code: &str) -> &str {
    match code {
        "MX" => "México",
        "ES" => "España",
        "EU" => "Unión Europea",
        "other" => "Otro país (solo EN 378-1)",
        other => other,
    }
}

/// The findings as `ficha-10` prints them: each message's figures with the
/// sheet's decimal mark (`figures`' locale), whatever number locale the
/// calculation recorded them in (tester's defect 16: '20,90 kg' beside
/// the sheet's '20.90'), as the rest of the sheet prints its figures.
pub fn regulations_in(answer: &Recorded, figures: Figures) -> Regulations {
    let mut printed = regulations(answer);
    for f in &mut printed.findings {
        f.message = in_locale(&f.message, figures.locale);
    }
    printed
}

pub fn regulations(answer: &Recorded) -> Regulations {
    let Some(compliance) = answer.regulatory().filter(|c| !c.findings.is_empty()) else {
        return Regulations::default();
    };
    let basis = format!(
        "Jurisdicción: {} · reglas vigentes al {}",
        jurisdiction_in_words(compliance.jurisdiction.code()),
        compliance.date
    );
    let findings = compliance
        .findings
        .iter()
        .map(|f| {
            let (status, tone) = match f.status {
                FindingStatus::Ok => ("Cumple", "ok"),
                FindingStatus::Warning => ("Atención", "warning"),
                FindingStatus::Fail => ("No cumple", "fail"),
            };
            Finding { rule: f.rule.clone(), source: f.source.clone(), status, tone, message: f.message.clone() }
        })
        .collect();
    Regulations { basis, findings }
}

#[cfg(test)]
mod tests {
    use domain::number_format::NumberLocale;
    use serde_json::json;

    use super::super::test_sources::source;
    use super::*;

    #[test]
    fn it_should_print_every_finding_with_its_source_and_status_in_spanish() {
        let mut source = source("rack");
        let Recorded::System(system) = &mut source.answer else { panic!("a rack's answer") };
        system.regulatory_compliance = serde_json::from_value(json!({ "jurisdiction": "ES", "date": "2026-11-25", "findings": [
            { "rule": "Prohibición de comercialización", "source": "Reglamento (UE) 2024/573, anexo IV, punto 5",
              "status": "fail", "message": "Prohibida..." },
            { "rule": "Control de fugas", "source": "Reglamento (UE) 2024/573, artículo 5, apartado 3",
              "status": "warning", "message": "Cada 6 meses" },
            { "rule": "Reducción gradual de HFC", "source": "Protocolo de Montreal, Enmienda de Kigali (2016), artículo 2J",
              "status": "ok", "message": "60 %" }
        ]}))
        .unwrap();
        let printed = regulations(&source.answer);
        assert_eq!(printed.basis, "Jurisdicción: España · reglas vigentes al 2026-11-25");
        let rows: Vec<(&str, &str, &str)> =
            printed.findings.iter().map(|f| (f.source.as_str(), f.status, f.tone)).collect();
        assert_eq!(
            rows,
            [
                ("Reglamento (UE) 2024/573, anexo IV, punto 5", "No cumple", "fail"),
                ("Reglamento (UE) 2024/573, artículo 5, apartado 3", "Atención", "warning"),
                ("Protocolo de Montreal, Enmienda de Kigali (2016), artículo 2J", "Cumple", "ok"),
            ]
        );
    }

    /// Tester's defect 16: a project whose findings were recorded in es-ES
    /// ('20,90 kg') on a sheet printing es-MX ('20.90') reads in one locale.
    #[test]
    fn it_should_print_the_findings_figures_in_the_sheets_locale() {
        let mut source = source("rack");
        let Recorded::System(system) = &mut source.answer else { panic!("a rack's answer") };
        system.regulatory_compliance = serde_json::from_value(json!({ "jurisdiction": "ES", "date": "2026-11-25", "findings": [
            { "rule": "Límite de carga por toxicidad (clase A)", "source": "EN 378-1:2016+A1:2020, anexo C, tabla C.1; anexo E (límite práctico)",
              "status": "fail", "message": "Carga de 20,90 kg > 15,60 kg admisibles en un local de 30 m³ (límite práctico 0,52 kg/m³): necesita al menos 40,2 m³." },
            { "rule": "Control de fugas", "source": "Reglamento (UE) 2024/573, artículo 5, apartado 3",
              "status": "warning", "message": "Carga de 81,95 t CO₂-eq: controles de fugas al menos cada 6 meses." }
        ]}))
        .unwrap();
        let mx = regulations_in(&source.answer, Figures::in_locale(NumberLocale::EsMx));
        assert_eq!(
            mx.findings[0].message,
            "Carga de 20.90 kg > 15.60 kg admisibles en un local de 30 m³ (límite práctico 0.52 kg/m³): necesita al menos 40.2 m³."
        );
        assert_eq!(mx.findings[1].message, "Carga de 81.95 t CO₂-eq: controles de fugas al menos cada 6 meses.");
        assert_eq!(mx.findings[1].source, "Reglamento (UE) 2024/573, artículo 5, apartado 3");
        let es = regulations_in(&source.answer, Figures::in_locale(NumberLocale::EsEs));
        assert!(es.findings[0].message.contains("20,90 kg"), "{}", es.findings[0].message);
    }

    /// The page text of the rack's recorded sheet with an EU finding of
    /// Annex IV point 6 that the rack's 30.0 kW does not reach.
    fn rack_sheet_text(units: &str, language: &str, version: &'static str) -> String {
        use crate::sheets::model::{build, Images, Issue};
        let mut project = super::super::test_sources::detail("rack");
        project["sheetUnits"] = json!(units);
        project["sheetLanguage"] = json!(language);
        project["calculationResults"]["regulatoryCompliance"] = json!({ "jurisdiction": "EU", "date": "2026-11-28", "findings": [
            { "rule": "Prohibición de comercialización", "source": "Reglamento (UE) 2024/573, anexo IV, punto 6", "status": "ok",
              "message": format!("La capacidad de 30.0 kW es menor que los 40 kW desde los que se prohíben los {}.",
                  "sistemas de refrigeración centralizados multicompresor (multipack) para uso comercial, de capacidad nominal igual o superior a 40 kW, con gases fluorados de GWP igual o superior a 150") }
        ]});
        let issue = Issue {
            sheet_id: "s-1".into(),
            issued_at: "2026-11-28T08:30:00Z".into(),
            project_version: 4,
            shown_version: 4,
        };
        let images = Images { logo: None, equipment: None, design: vec![] };
        let sheet = build(&project, &Default::default(), &Default::default(), images, &issue, version);
        let html = crate::sheets::render::render_html(&sheet).unwrap();
        let mut text = String::new();
        let mut in_tag = false;
        for c in html.split("</style>").last().unwrap_or_default().chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                _ if !in_tag => text.push(c),
                _ => {}
            }
        }
        text.replace(['\u{a0}', '\u{202F}'], " ").replace("&#x2f;", "/")
    }

    /// Issue 23 leftovers: from `ficha-14` an I-P sheet quotes the
    /// regulation's 40 kW as the regulation states it, its I-P figure
    /// beside; the project's 30.0 kW converts as every capacity does.
    /// `ficha-13` printed the threshold in BTU/h alone; an SI sheet is as
    /// before.
    #[test]
    fn it_should_quote_a_regulations_threshold_with_its_ip_figure_beside() {
        let ip = rack_sheet_text("IP", "es", "ficha-14");
        assert!(
            ip.contains("La capacidad de 102 364 BTU/h (8.53 TR) es menor que los 40 kW (136 486 BTU/h) desde los que"),
            "{ip}"
        );
        assert!(ip.contains("de capacidad nominal igual o superior a 40 kW (136 486 BTU/h), con gases"), "{ip}");
        let english = rack_sheet_text("IP", "en", "ficha-14");
        assert!(english.contains("with a rated capacity of 40 kW (136 486 BTU/h) or more"), "{english}");
        let issued = rack_sheet_text("IP", "es", "ficha-13");
        assert!(issued.contains("menor que los 136 486 BTU/h (11.4 TR) desde"), "{issued}");
        let si = rack_sheet_text("SI", "es", "ficha-14");
        assert!(si.contains("menor que los 40 kW desde") && si.contains("superior a 40 kW, con gases"), "{si}");
        assert!(!si.contains("BTU/h"), "{si}");
    }

    #[test]
    fn it_should_print_nothing_for_an_answer_recorded_before_the_check() {
        assert!(regulations(&source("motocompresora").answer).findings.is_empty());
        assert!(regulations(&Recorded::None).findings.is_empty());
    }
}
