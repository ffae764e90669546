//! The sheet read as the engineer who signs it (issue 23, this session's
//! leftovers): each printed claim with its source, in es/SI and en/I-P.

use app::ports::PdfRenderer;
use app::sheets::render::render_html;
use domain::design_config::DesignSettings;
use infra::pdf::{ChromiumRenderer, ChromiumSettings};
use serde_json::{json, Value};

use crate::helpers::{demo_catalogue, spawn_app, TestApp};
use crate::sheet_render::{demo_library, detail_from_endpoints, project_bodies, sheet};
use crate::support::TestStore;

/// The PDF text of `body`'s sheet, flattened (wrapped cells read whole),
/// written to `FICHAS_SHEET_OUT/<name>.pdf` when asked.
async fn printed(app: &TestApp, body: &Value, name: &str) -> String {
    let detail = detail_from_endpoints(app, body).await;
    let html = render_html(&sheet(&detail, &DesignSettings::default())).unwrap();
    let bytes = ChromiumRenderer::new(ChromiumSettings::default()).render(&html).await.unwrap();
    if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
        std::fs::write(format!("{dir}/{name}.pdf"), &bytes).unwrap();
    }
    flat(&raw_text(&bytes))
}

/// The PDF's text in reading order, a cell's label before its value
/// (`pdftotext` without `-layout`, which interleaves wrapped cells).
fn raw_text(pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ficha.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = std::process::Command::new("pdftotext").arg(&path).arg("-").output().expect("pdftotext");
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

/// A text as read, whatever the lines and cells it wraps over.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A cell of a two-column table: its label and its value are printed
/// (a wrapped label's words may read on either side of its value).
fn assert_cell(text: &str, label: &str, value: &str) {
    assert!(text.contains(label) && text.contains(value), "'{label}' '{value}'\n{text}");
}

fn body(kind: &str) -> Value {
    project_bodies().into_iter().find(|(k, _)| *k == kind).unwrap().1
}

/// A condensing unit whose condenser the engineer typed: 'CD-45', 45 kW at
/// the rated 15 K, two fans of 0.6 kW.
fn typed_condenser_unit() -> Value {
    let mut unit = body("condensadora");
    let config = &mut unit["condensingUnitConfig"];
    config["autoSelectCondenser"] = json!(false);
    config["condenserModel"] = json!("CD-45");
    config["condenserCapacity"] = json!(45);
    config["condenserFanCount"] = json!(2);
    config["condenserFanPower"] = json!(0.6);
    unit
}

/// A condenser typed in the project prints its rating, 45 kW at the rated
/// 15 K (EN 327:2014's ΔT1, ENGINEERING.md section 4: 30 kW at the design
/// 10 K), saying the project states it; an automatic one its catalogue's.
/// English I-P: 45 kW = 153 546 BTU/h, 15 K = 27.0 °F.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_typed_condenser_prints_its_rating_and_where_it_comes_from() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    let text = printed(&app, &typed_condenser_unit(), "condensadora-tecleado").await;
    assert!(text.contains("Capacidad a la ΔT de diseño 30.00 kW"), "{text}");
    assert_cell(&text, "Capacidad nominal a ΔT 15.0 K", "45.00 kW (indicada en el proyecto)");
    assert!(text.contains("se toma la de catálogo por defecto, 15 K (EN 327)."), "{text}");
    assert!(text.contains("Ventiladores 2 × 600 W"), "{text}");

    let mut english = typed_condenser_unit();
    english["sheetLanguage"] = json!("en");
    english["sheetUnits"] = json!("IP");
    let text = printed(&app, &english, "condensadora-tecleado-en-ip").await;
    assert_cell(&text, "Rated capacity at ΔT 27.0 °F", "153 546 BTU/h (stated in the project)");
    assert!(text.contains("the catalogue default, 27 °F (EN 327), is taken."), "{text}");

    demo_library(&app).await;
    let text = printed(&app, &body("condensadora"), "condensadora-automatica").await;
    assert_cell(&text, "Capacidad nominal a ΔT 15.0 K", " kW (catálogo del condensador)");
    assert!(!text.contains("indicada en el proyecto"), "{text}");
}

/// The text of the system's totals: from their heading to the next section.
fn totals_of<'a>(text: &'a str, heading: &str, next: &str) -> &'a str {
    let from = text.split(heading).nth(1).unwrap_or_else(|| panic!("no '{heading}'\n{text}"));
    from.split(next).next().unwrap()
}

/// 'Totales del sistema' of a limited unit says what limits it, in the
/// engine's words (`domain::engine::unit_limits`): a typed condenser of
/// 10 kW at 15 K rejects 6.67 kW at the design 10 K of the unit's 27.98 kW
/// load, so it lets 19.64 × 6.67 / 27.98 = 4.68 kW through (decision
/// 2026-11-27-verdict-limited-by-components), 31.2 % of the 15 kW asked:
/// INSUFICIENTE (below 95 %, ENGINEERING.md section 3). A failed
/// selection (no library) limits it to nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_totals_of_a_limited_unit_say_what_limits_it() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    let mut small = typed_condenser_unit();
    small["condensingUnitConfig"]["condenserModel"] = json!("CD-10");
    small["condensingUnitConfig"]["condenserCapacity"] = json!(10);
    let text = printed(&app, &small, "condensadora-limitada").await;
    let totals = totals_of(&text, "Totales del sistema", "Envolvente de operación");
    assert!(
        totals.contains("Limitado por el condensador CD-10: 4.68 kW de los 19.64 kW de los compresores"),
        "{totals}"
    );
    assert!(totals.contains("Veredicto · Circuito 1: INSUFICIENTE"), "{totals}");

    let mut english = small.clone();
    english["sheetLanguage"] = json!("en");
    english["sheetUnits"] = json!("IP");
    let text = printed(&app, &english, "condensadora-limitada-en-ip").await;
    let totals = totals_of(&text, "System totals", "Operating envelope");
    assert!(totals.contains("Limited by condenser CD-10: 15 967 BTU/h of the compressors' 67 018 BTU/h"), "{totals}");
    assert!(totals.contains("Verdict · Circuit 1: INSUFFICIENT"), "{totals}");

    let text = printed(&app, &body("condensadora"), "condensadora-sin-seleccion").await;
    let totals = totals_of(&text, "Totales del sistema", "Envolvente de operación");
    assert!(
        totals.contains("Limitado por la falta de condensador (la selección automática no encontró ninguno): 0.00 kW de los 19.64 kW de los compresores"),
        "{totals}"
    );

    let met = printed(&app, &typed_condenser_unit(), "condensadora-tecleado").await;
    let totals = totals_of(&met, "Totales del sistema", "Envolvente de operación");
    assert!(!totals.contains("Limitado") && !totals.contains("Veredicto"), "{totals}");
}

/// A rack with hot-gas defrost: the method contract sizes no hot-gas line
/// (ENGINEERING.md section 6: suction, discharge, liquid) and the project
/// gives no defrost load, so the lines section says it is not sized and
/// why, never nothing (decision 2026-11-28-hot-gas-defrost-line-not-sized).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rack_with_hot_gas_defrost_says_its_line_is_not_sized() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    let rack = body("rack");
    assert_eq!(rack["rackConfig"]["hotGasDefrost"], json!(true));
    let text = printed(&app, &rack, "rack-gas-caliente").await;
    let lines = totals_of(&text, "Presión de diseño PS", "Carga de refrigerante");
    assert!(lines.contains("Línea de gas caliente para el deshielo: no dimensionada. El método de cálculo de la herramienta no la incluye y el proyecto no indica la carga de deshielo de los evaporadores; dimensiónela aparte (ASHRAE Handbook—Refrigeration, cap. 1, deshielo por gas caliente)."), "{lines}");

    let mut english = rack.clone();
    english["sheetLanguage"] = json!("en");
    english["sheetUnits"] = json!("IP");
    let text = printed(&app, &english, "rack-gas-caliente-en-ip").await;
    assert!(
        text.contains("Hot-gas defrost line: not sized. The tool's calculation method does not include it"),
        "{text}"
    );

    let mut without = rack;
    without["rackConfig"]["hotGasDefrost"] = json!(false);
    let text = printed(&app, &without, "rack-sin-gas-caliente").await;
    assert!(!text.contains("gas caliente para el deshielo"), "{text}");
}
