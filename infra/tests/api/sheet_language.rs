//! Issue 23 item 5: a project that asks for its sheet in English gets every
//! title, label, list text and warning in English, read from the PDF's text
//! as its customer reads it; the document says it is English.

use app::ports::PdfRenderer;
use app::sheets::language::CATALOGUE;
use app::sheets::print::document_info;
use app::sheets::render::render_html;
use domain::design_config::DesignSettings;
use infra::pdf::{ChromiumRenderer, ChromiumSettings};
use serde_json::json;

use crate::helpers::{demo_catalogue, spawn_app};
use crate::sheet_render::{demo_library, detail_from_endpoints, pdftotext, project_bodies, sheet};
use crate::support::TestStore;

/// The Spanish texts of the catalogue that read as Spanish on a page: the
/// ones whose English differs, long enough not to be a unit or a symbol.
fn spanish_labels() -> Vec<&'static str> {
    CATALOGUE
        .iter()
        .filter(|(es, en)| es != en && !es.contains('{') && es.trim().chars().count() >= 6)
        .map(|(es, _)| es.trim())
        .collect()
}

/// Whether `phrase` is in `text` as whole words ('Control' is not in 'Controller').
fn contains_words(text: &str, phrase: &str) -> bool {
    text.match_indices(phrase).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + phrase.len()..].chars().next();
        before.is_none_or(|c| !c.is_alphanumeric()) && after.is_none_or(|c| !c.is_alphanumeric())
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_english_sheet_of_every_type_prints_in_english() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    demo_library(&app).await;
    let pdf = ChromiumRenderer::new(ChromiumSettings::default());
    for (kind, mut body) in project_bodies() {
        body["sheetLanguage"] = json!("en");
        let detail = detail_from_endpoints(&app, &body).await;
        let design = DesignSettings { traceability_appendix: true, ..DesignSettings::default() };
        let sheet = sheet(&detail, &design);
        let html = render_html(&sheet).unwrap();
        assert!(html.contains("<html lang=\"en\">"), "{kind}");
        let bytes = pdf.render(&html).await.unwrap();
        let text = pdftotext(&bytes);
        // FICHAS_SHEET_OUT=<dir> keeps each sheet to look at (pdftoppm -png).
        if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
            std::fs::write(format!("{dir}/{kind}-en.pdf"), &bytes).unwrap();
            std::fs::write(format!("{dir}/{kind}-en.txt"), &text).unwrap();
        }
        for title in ["Technical Data Sheet", "Operating conditions", "Compressors", "Operating envelope", "Provenance"]
        {
            assert!(text.contains(title), "{kind}: no '{title}'\n{text}");
        }
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let left: Vec<&str> = spanish_labels().into_iter().filter(|es| contains_words(&flat, es)).collect();
        assert!(left.is_empty(), "{kind}: Spanish left {left:?}\n{text}");
        assert!(!text.contains("not translated"), "{kind}: a text left untranslated\n{text}");
        assert!(!text.contains("Página") && text.contains("Page 1 of "), "{kind}: the page numbers\n{text}");
        assert!(text.contains(&format!("Verification {}", sheet.verification_code)), "{kind}: the footer\n{text}");
        let info = document_info(&sheet).unwrap();
        assert_eq!(info.language, "en", "{kind}");
        match kind {
            "rack" => {
                assert!(text.contains("Compressor Rack") && text.contains("Circuit 1") && text.contains("Circuit 2"));
                assert!(
                    text.contains("Refrigerant lines")
                        && text.contains("Refrigerant charge")
                        && text.contains("Warnings")
                );
                // The circuit named as every text names it (tester defect 15).
                assert!(flat.contains("Double riser on the suction line 1 of circuit 1 (MT)"), "{text}");
                assert_eq!(info.subject, "Compressor Rack");
            }
            "condensadora" => {
                assert!(text.contains("Condensing Unit") && text.contains("Condenser analysis"), "{text}");
                assert!(text.contains("Model (automatic selection)") && text.contains("Ambient temperature"), "{text}");
            }
            "chiller" => {
                assert!(text.contains("Water side") && text.contains("Cold side · Fluid"), "{text}");
                assert!(text.contains("Plate heat exchanger") || text.contains("none assigned"), "{text}");
                assert!(text.contains("Freezing margin · outlet"), "{text}");
            }
            _ => {
                assert!(text.contains("Motor-Compressor") && text.contains("Reciprocating"), "{text}");
            }
        }
    }
}

/// Issue 23 item 5 leftovers (`ficha-8`): an English I-P sheet of every
/// demo project places every text, the recorded ones read in English
/// before their figures turn I-P, with and without the demo condensers
/// (without them the condensing unit records its failed selection).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_english_ip_sheet_of_every_demo_project_leaves_nothing_untranslated() {
    let pdf = ChromiumRenderer::new(ChromiumSettings::default());
    for library in [false, true] {
        let app = spawn_app(TestStore::sqlite()).await;
        demo_catalogue(&app).await;
        if library {
            demo_library(&app).await;
        }
        for (kind, mut body) in project_bodies() {
            body["sheetLanguage"] = json!("en");
            body["sheetUnits"] = json!("IP");
            let detail = detail_from_endpoints(&app, &body).await;
            let design = DesignSettings { traceability_appendix: true, ..DesignSettings::default() };
            let sheet = sheet(&detail, &design);
            let bytes = pdf.render(&render_html(&sheet).unwrap()).await.unwrap();
            let text = pdftotext(&bytes);
            if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
                std::fs::write(format!("{dir}/{kind}-en-ip-{library}.pdf"), &bytes).unwrap();
            }
            assert!(!text.contains("not translated"), "{kind} (library {library}): a text left untranslated\n{text}");
            let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(flat.contains("I-P units (°F, psig/psia, BTU/h and TR, lb, ft/in)"), "{kind}: the note\n{text}");
            let left: Vec<&str> = spanish_labels().into_iter().filter(|es| contains_words(&flat, es)).collect();
            assert!(left.is_empty(), "{kind}: Spanish left {left:?}\n{text}");
            if kind == "condensadora" && !library {
                assert!(flat.contains("No condenser in the catalogue reaches "), "{text}");
                let at = flat.find("No condenser in the catalogue reaches ").unwrap();
                let failure: String = flat[at..].chars().take(80).collect();
                assert!(
                    failure.contains(" BTU/h (") && failure.contains(" TR)") && !failure.contains("kW"),
                    "{failure}"
                );
            }
            if kind == "rack" {
                assert!(flat.contains("saturation at ") && flat.contains(" °F on the high side"), "{text}");
                assert!(flat.contains("ft/min, minimum "), "the risers' warnings\n{text}");
            }
        }
    }
}
