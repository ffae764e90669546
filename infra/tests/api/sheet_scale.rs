//! A sheet prints at its own type size: nothing on it is wider than the
//! page, so Chromium never shrinks the whole sheet to fit (`ficha-14`,
//! `fits_page_width`), and its charts' labels are in the sheet's inlined
//! font (`sets_charts_in_sheet_font`). Both are also what makes a print
//! cheaper (docs/BENCHMARKS.md, 'Data sheets (PDF)').

use std::process::Command;

use app::ports::PdfRenderer;
use app::sheets::model::{build, Images};
use app::sheets::render::render_html;
use app::sheets::template_versions::TEMPLATE_VERSION;
use domain::company_settings::CompanyDetails;
use domain::design_config::DesignSettings;
use infra::pdf::{ChromiumRenderer, ChromiumSettings};
use serde_json::{json, Value};

use crate::helpers::{demo_catalogue, spawn_app};
use crate::sheet_render::{detail_from_endpoints, issue, project_bodies};
use crate::support::TestStore;

/// The height, in points, of the first word pdftotext finds on the first
/// page: the title's, set at 19 pt ('Ficha Técnica').
fn title_height(pdf: &[u8]) -> f64 {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ficha.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = Command::new("pdftotext")
        .args(["-f", "1", "-l", "1", "-bbox"])
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) is installed");
    let text = String::from_utf8(out.stdout).unwrap();
    let word = text.lines().find(|l| l.trim_start().starts_with("<word")).expect("a word on the first page");
    let attribute = |name: &str| -> f64 {
        let from = word.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
        word[from..from + word[from..].find('"').unwrap()].parse().unwrap()
    };
    attribute("yMax") - attribute("yMin")
}

/// Fonts the PDF embeds (one font file each).
fn embedded_fonts(pdf: &[u8]) -> usize {
    pdf.windows(b"/FontFile2".len()).filter(|w| w == b"/FontFile2").count()
}

async fn print(pdf: &ChromiumRenderer, detail: &Value, version: &'static str) -> Vec<u8> {
    let sheet =
        build(detail, &CompanyDetails::default(), &DesignSettings::default(), Images::default(), &issue(), version);
    pdf.render(&render_html(&sheet).unwrap()).await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_sheet_prints_at_its_type_size_with_one_font_in_two_weights() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    let pdf = ChromiumRenderer::new(ChromiumSettings::default());
    // 19 pt of DejaVu Sans: ascent 0.928 + descent 0.236 of the size.
    let full_size = 19.0 * 1.164;
    for (kind, body) in project_bodies() {
        let mut detail = detail_from_endpoints(&app, &body).await;
        for (language, units) in [("es", "SI"), ("es", "IP"), ("en", "SI"), ("en", "IP")] {
            detail["sheetLanguage"] = json!(language);
            detail["sheetUnits"] = json!(units);
            let printed = print(&pdf, &detail, TEMPLATE_VERSION).await;
            let height = title_height(&printed);
            assert!((height - full_size).abs() < 0.1, "{kind} {language} {units}: title {height:.2} pt high");
            assert_eq!(embedded_fonts(&printed), 2, "{kind} {language} {units}: regular and bold, once");
        }
        // Before: a lines table wider than the page shrank the whole sheet,
        // and the charts embedded the system's DejaVu Sans again.
        if kind == "rack" {
            detail["sheetLanguage"] = json!("es");
            detail["sheetUnits"] = json!("SI");
            let before = print(&pdf, &detail, "ficha-13").await;
            let height = title_height(&before);
            assert!(height < full_size * 0.9, "rack ficha-13: title {height:.2} pt high");
            assert_eq!(embedded_fonts(&before), 4);
        }
    }
    pdf.close().await;
}
