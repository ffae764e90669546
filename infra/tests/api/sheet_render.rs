//! The data sheet from template to PDF, on project details built from real
//! calculation answers (the endpoints' own), before any project is saved.

use std::process::Command;

use app::ports::PdfRenderer;
use app::sheets::model::{build, Images, Issue, Sheet};
use app::sheets::render::render_html;
use app::sheets::template_versions::{TEMPLATE_VERSION, TEMPLATE_VERSIONS};
use domain::company_settings::CompanyDetails;
use domain::design_config::DesignSettings;
use infra::pdf::{ChromiumRenderer, ChromiumSettings, FULL_CHROMIUM};
use serde_json::{json, Value};

use crate::helpers::{demo_catalogue, spawn_app, status_and_json, TestApp};
use crate::on_both_stores;
use crate::sheet_settings::RED_PIXEL_PNG;
use crate::support::{demo_file, TestStore};

on_both_stores!(printing_again_from_the_recorded_settings_gives_the_same_bytes_after_the_design_changed);

/// The condensers and plate exchangers `make run` loads with the demo
/// compressors (`tools/demo/library.json`), imported as `make run` does.
pub async fn demo_library(app: &TestApp) -> infra::catalogue_import::LibraryImport {
    let db = app.store.open().await;
    let state = infra::wiring::app_state(&db, &app.store.data_dir());
    let added = infra::catalogue_import::import_library(&state, &demo_file("library.json"), true).await.unwrap();
    db.close().await;
    added
}

/// The four project types of the spec, each as the body a screen saves.
pub fn project_bodies() -> Vec<(&'static str, Value)> {
    let rack_config = json!({
        "customer": "Supermercados del Norte", "responsable": "Ing. Laura Méndez", "gun": "Tienda 14",
        "controllerBrand": "Danfoss", "controllerModel": "AK-PC 781", "capacityControl": "VFD", "condenserFanType": "EC",
        "numberOfCircuits": 2, "hotGasDefrost": true, "pipeDistance": 25, "length": 3200, "width": 1100, "height": 1900,
        "shippingWeight": 1450, "liquidLinesConfig": {"numberOfLines": 1},
        "accessories": {"oilSeparators": true, "receivers": true, "filterDriers": true, "economizer": false},
        "circuits": [
            {"id": "MT", "evapTemp": -10, "requiredCapacity": 40, "compressors": [{"id": "1", "model": "3DA3-075E-TFD", "type": "reciprocante"}, {"id": "2", "model": "3DB3-100E-TFD", "type": "reciprocante"}],
             "suctionLinesConfig": {"numberOfLines": 2, "division": {"type": "percentage", "values": [60, 40]}}},
            {"id": "LT", "evapTemp": -30, "requiredCapacity": 6, "compressors": [{"id": "3", "model": "2DL3-040E-TFD", "type": "reciprocante"}],
             "suctionLinesConfig": {"numberOfLines": 1}}
        ]
    });
    let unit_config = json!({
        "customer": "Cárnicos Río Bravo", "responsable": "Ing. Pedro Ñúñez", "capacityControl": "STANDARD", "condenserFanType": "FIX SPEED",
        "numberOfCircuits": 1, "pipeDistance": 15, "autoSelectCondenser": true, "condenserOversizing": 10, "ambientTemp": 35,
        "accessories": {"suctionAccumulator": true, "dryFilters": true},
        "circuits": [{"id": "1", "evapTemp": -10, "requiredCapacity": 15, "compressors": [{"id": "1", "model": "3DA3-075E-TFD", "type": "reciprocante"}], "suctionLinesConfig": {"numberOfLines": 1}}]
    });
    let chiller_config = json!({
        "capacityMethod": "fluid", "chillerType": "agua-aire", "modelName": "", "numberOfCircuits": 1,
        "customer": "Hospital San José", "responsable": "Ing. Ana Torres", "project": "Torre B", "pipeDistance": 10,
        "coldSide": {"fluidType": "water", "flowRate": 100, "flowRateUnit": "lmin", "tempIn": 12, "tempOut": 7},
        "circuits": [{"id": "1", "evapTemp": 2, "requiredCapacity": 20, "compressors": [{"id": "1", "model": "ZS45K4E-TF5", "type": "scroll"}]}]
    });
    vec![
        (
            "rack",
            json!({"name": "Rack MT/LT Tienda 14", "equipmentType": "rack", "refrigerant": "R404A", "voltage": 460, "condTemp": 40, "rackConfig": rack_config,
                        "isPro": true, "proDescription": "Serie PRO con variador y ventiladores EC", "designNotes": "Gabinete para intemperie.\nAcceso frontal.", "designImages": []}),
        ),
        (
            "condensadora",
            json!({"name": "Unidad cámara de carnes", "equipmentType": "condensadora", "refrigerant": "R404A", "voltage": 460, "condTemp": 45, "condensingUnitConfig": unit_config,
                        "isPro": false, "proDescription": "", "designNotes": "", "designImages": []}),
        ),
        (
            "chiller",
            json!({"name": "Chiller Torre B", "equipmentType": "chiller", "refrigerant": "R134a", "voltage": 460, "condTemp": 45, "chillerConfig": chiller_config,
                        "isPro": false, "proDescription": "", "designNotes": "", "designImages": []}),
        ),
        (
            "motocompresora",
            json!({"name": "Moto compresora 3DA3", "equipmentType": "motocompresora", "refrigerant": "R404A", "voltage": 460, "evapTemp": -10, "condTemp": 40,
                        "compressorsConfig": [{"model": "3DA3-075E-TFD", "type": "reciprocante"}], "isPro": false, "proDescription": "", "designNotes": "", "designImages": []}),
        ),
    ]
}

/// A project detail as GET /api/projects/{id} answers it, with the
/// calculation answered by the endpoints themselves.
pub async fn detail_from_endpoints(app: &TestApp, body: &Value) -> Value {
    let kind = body["equipmentType"].as_str().unwrap();
    let results = match kind {
        "rack" | "condensadora" => {
            let config = if kind == "rack" { &body["rackConfig"] } else { &body["condensingUnitConfig"] };
            let mut request = json!({"condTemp": body["condTemp"], "refrigerant": body["refrigerant"], "voltage": body["voltage"],
                                     "pipeDistance": config["pipeDistance"], "circuits": config["circuits"]});
            if kind == "rack" {
                request["liquidLinesConfig"] =
                    json!({"numberOfLines": 1, "capacityControl": config["capacityControl"]});
            } else {
                request["condensingUnitConfig"] = config.clone();
            }
            let (status, answer) = status_and_json(app.post("/api/racks/calculate", &request).await).await;
            assert_eq!(status, 200, "{answer}");
            answer
        }
        "chiller" => {
            let mut config = body["chillerConfig"].clone();
            config["condTemp"] = body["condTemp"].clone();
            let request =
                json!({"refrigerant": body["refrigerant"], "voltage": body["voltage"], "chillerConfig": config});
            let (status, answer) = status_and_json(app.post("/api/chillers/calculate", &request).await).await;
            assert_eq!(status, 200, "{answer}");
            answer
        }
        _ => {
            // A motor-compressor's answer is the project's own calculation
            // (on save), which records its compressors' electrical loads.
            let (status, project) = status_and_json(app.post("/api/projects", body).await).await;
            assert!((200..300).contains(&status), "{project}");
            project["calculationResults"].clone()
        }
    };
    let mut detail = body.clone();
    detail["id"] = json!(format!("proyecto-{kind}"));
    detail["version"] = json!(2);
    detail["calculationResults"] = results;
    detail["calculation"] = json!({"engineVersion": "1.1.0", "calculatedAt": "2026-11-20T10:00:00.000Z", "version": 2});
    detail
}

pub fn issue() -> Issue {
    Issue {
        sheet_id: "0b5c3e7e-5f7a-4b1e-9d3c-2a1f0e6d4c21".into(),
        issued_at: "2026-11-22T08:30:00.000Z".into(),
        project_version: 2,
        shown_version: 2,
    }
}

pub fn sheet(detail: &Value, design: &DesignSettings) -> Sheet {
    build(detail, &CompanyDetails::default(), design, Images::default(), &issue(), TEMPLATE_VERSION)
}

/// The PDF's text as it is laid out on the page (`pdftotext -layout`).
pub fn pdftotext(pdf: &[u8]) -> String {
    poppler_text(pdf, "-layout")
}

/// The PDF's text in the order it is drawn (`pdftotext -raw`): a table's
/// cells one after another, each whole however it wraps; read it through
/// [`words`].
pub fn pdftotext_raw(pdf: &[u8]) -> String {
    poppler_text(pdf, "-raw")
}

fn poppler_text(pdf: &[u8], mode: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ficha.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = Command::new("pdftotext")
        .arg(mode)
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) is installed");
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

/// The table row of a `pdftotext -layout` text whose first line holds
/// `needle`, read cell by cell however its cells wrap (`ficha-14` prints
/// at its type size, and a narrow cell takes two or three lines): the line
/// and the lines under it up to the next blank line (the rows' padding),
/// each cut where two or more spaces stand, the pieces whose columns
/// overlap read top to bottom as one cell; the cells left to right, joined
/// by " | ". Two cells printed without two spaces between read as one.
pub fn row_with(text: &str, needle: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let first =
        lines.iter().position(|l| l.contains(needle)).unwrap_or_else(|| panic!("no line with '{needle}'\n{text}"));
    // (column where it starts, column after it, text)
    let mut pieces: Vec<(usize, usize, String)> = Vec::new();
    for line in lines[first..].iter().take_while(|l| !l.trim().is_empty()) {
        let chars: Vec<char> = line.chars().collect();
        let mut at = 0;
        while at < chars.len() {
            if chars[at] == ' ' {
                at += 1;
                continue;
            }
            let start = at;
            while at < chars.len() && !(chars[at] == ' ' && chars.get(at + 1).is_none_or(|c| *c == ' ')) {
                at += 1;
            }
            pieces.push((start, at, chars[start..at].iter().collect()));
        }
    }
    // Cells: pieces whose columns overlap, directly or through another.
    let mut cells: Vec<(usize, usize, Vec<String>)> = Vec::new();
    for (start, end, piece) in pieces {
        let (mut from, mut to, mut texts) = (start, end, vec![piece]);
        let mut kept = Vec::new();
        for cell in cells.drain(..) {
            if cell.0 < to && from < cell.1 {
                from = from.min(cell.0);
                to = to.max(cell.1);
                let mut merged = cell.2;
                merged.append(&mut texts);
                texts = merged;
            } else {
                kept.push(cell);
            }
        }
        kept.push((from, to, texts));
        cells = kept;
    }
    cells.sort_by_key(|cell| cell.0);
    cells.iter().map(|cell| cell.2.join(" ")).collect::<Vec<_>>().join(" | ")
}

/// What follows `key` in a text read through [`words`] (a key-value
/// table's value follows its key however either wraps), from its first
/// occurrence.
pub fn after<'a>(cells: &'a str, key: &str) -> &'a str {
    let at = cells.find(key).unwrap_or_else(|| panic!("no '{key}' in {cells}"));
    cells[at + key.len()..].trim_start()
}

/// The text with every run of white space one space: a phrase reads whole
/// wherever the page wrapped it (a paragraph, a table's heading).
pub fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn renderer() -> ChromiumRenderer {
    ChromiumRenderer::new(ChromiumSettings::default())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_equipment_type_prints_every_section_and_its_figures() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    let pdf = renderer();
    for (kind, body) in project_bodies() {
        let detail = detail_from_endpoints(&app, &body).await;
        let sheet = sheet(&detail, &DesignSettings::default());
        let html = render_html(&sheet).unwrap();
        let mut expected =
            vec!["header", "identification", "duty", "compressors", "totals", "envelope", "provenance", "footer"];
        if kind != "motocompresora" {
            expected.extend(["compliance", "condenser", "electrical", "lines", "charge"]);
        }
        if kind == "chiller" {
            expected.push("water-side");
        }
        if kind == "rack" {
            expected.extend(["pro", "accessories", "design"]);
        }
        for section in expected {
            assert!(html.contains(&format!("data-section=\"{section}\"")), "{kind}: section {section} missing");
        }
        let bytes = pdf.render(&html).await.unwrap();
        if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
            std::fs::write(format!("{dir}/{kind}.pdf"), &bytes).unwrap();
            std::fs::write(format!("{dir}/{kind}.html"), &html).unwrap();
            std::fs::write(format!("{dir}/{kind}-detail.json"), serde_json::to_string_pretty(&detail).unwrap())
                .unwrap();
        }
        let text = pdftotext(&bytes);
        assert!(text.contains("Ficha Técnica"), "{kind}");
        assert!(text.contains(&sheet.model_name), "{kind}: {}", sheet.model_name);
        assert!(text.contains(&sheet.totals.capacity), "{kind}: total {}", sheet.totals.capacity);
        for circuit in &sheet.circuits {
            for row in &circuit.rows {
                assert!(
                    text.contains(&row.capacity) && text.contains(&row.power),
                    "{kind}: {} {}",
                    row.model,
                    row.capacity
                );
            }
        }
        let pages = text.matches('\u{c}').count().max(1);
        assert!(text.contains(&format!("Página 1 de {pages}")) || text.contains("Página 1 de"), "{kind}: page numbers");
    }
}

async fn printing_again_from_the_recorded_settings_gives_the_same_bytes_after_the_design_changed(store: TestStore) {
    use app::actor::Actor;
    use app::sheets::print::{print, Sources};
    use app::sheets::sheet_settings;
    use domain::design_config::DesignDraft;

    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let (_, body) = project_bodies().swap_remove(0);
    let detail = detail_from_endpoints(&app, &body).await;
    let db = app.store.open().await;
    let state = infra::wiring::app_state(&db, &app.store.data_dir());
    let logo = app::sheets::objects::upload_image(
        &state,
        app::library::uploads::Upload {
            file_name: "logo.png".into(),
            content_type: Some("image/png".into()),
            bytes: RED_PIXEL_PNG.to_vec(),
        },
    )
    .await
    .unwrap();
    let draft = DesignDraft { header_color: Some("#c0392b".into()), logo_url: Some(logo.url), ..Default::default() };
    let recorded = sheet_settings::save_design(&state, draft, &Actor::system("prueba")).await.unwrap().version;
    let sources = |design| Sources { project: detail.clone(), company: CompanyDetails::default(), design };
    let first =
        print(&state, &sources(sheet_settings::design_at(&state, recorded).await.unwrap()), &issue(), TEMPLATE_VERSION)
            .await
            .unwrap();
    assert!(
        first.html.contains("background: #c0392b")
            && first.html.contains("<img class=\"logo\" src=\"data:image&#x2f;png;base64,"),
        "the recorded design, logo inlined"
    );

    sheet_settings::save_design(
        &state,
        DesignDraft { header_color: Some("#16a085".into()), ..Default::default() },
        &Actor::system("prueba"),
    )
    .await
    .unwrap();
    let again =
        print(&state, &sources(sheet_settings::design_at(&state, recorded).await.unwrap()), &issue(), TEMPLATE_VERSION)
            .await
            .unwrap();
    assert_eq!(again.html_sha256, first.html_sha256);
    assert_eq!(again.pdf_sha256, first.pdf_sha256, "same HTML, same browser: same bytes");
    let current =
        print(&state, &sources(sheet_settings::design(&state).await.unwrap().settings), &issue(), TEMPLATE_VERSION)
            .await
            .unwrap();
    assert_ne!(current.pdf_sha256, first.pdf_sha256, "the new design prints differently");
    let later = Issue { issued_at: "2027-01-01T00:00:00.000Z".into(), ..issue() };
    let dated =
        print(&state, &sources(sheet_settings::design_at(&state, recorded).await.unwrap()), &later, TEMPLATE_VERSION)
            .await
            .unwrap();
    assert_ne!(dated.pdf_sha256, first.pdf_sha256, "the issue time is part of the sheet");
    db.close().await;
}

/// A page that reaches for the network in every way HTML can.
fn hostile_html(port: u16) -> String {
    format!(
        r#"<!doctype html><html><head><meta charset="utf-8">
        <link rel="stylesheet" href="http://127.0.0.1:{port}/style.css">
        <style>@font-face {{ font-family: X; src: url(http://localhost:{port}/font.ttf); }} body {{ font-family: X; background: url(http://127.0.0.1:{port}/bg.png); }}</style>
        <script src="http://127.0.0.1:{port}/app.js"></script>
        <script>fetch("http://127.0.0.1:{port}/fetch"); new Image().src = "http://127.0.0.1:{port}/beacon";</script>
        </head><body><h1>Ficha sin red</h1><img src="http://127.0.0.1:{port}/logo.png"><iframe src="http://127.0.0.1:{port}/frame"></iframe>
        <img src="https://example.com/logo.png"></body></html>"#
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sheet_that_references_the_network_makes_no_request_and_still_renders() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let connections = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counter = connections.clone();
    let server = tokio::spawn(async move {
        while let Ok((_socket, _)) = listener.accept().await {
            counter.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        }
    });
    let renderer = renderer();
    let pdf = renderer.render(&hostile_html(port)).await.unwrap();
    assert_eq!(renderer.swapped(), 0, "a sheet with scripts replaces the whole document");
    // Give any late request time to arrive.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    server.abort();
    assert_eq!(connections.load(std::sync::atomic::Ordering::SeqCst), 0, "the browser reached the network");
    assert!(pdftotext(&pdf).contains("Ficha sin red"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_sheets_queues_and_every_print_of_the_same_html_is_identical() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    let (_, body) = project_bodies().swap_remove(2);
    let detail = detail_from_endpoints(&app, &body).await;
    let html = render_html(&sheet(&detail, &DesignSettings::default())).unwrap();
    let pdf = std::sync::Arc::new(ChromiumRenderer::new(ChromiumSettings { pages: 2, ..ChromiumSettings::default() }));
    let jobs: Vec<_> = (0..6)
        .map(|_| {
            let (pdf, html) = (pdf.clone(), html.clone());
            tokio::spawn(async move {
                let mut bytes = pdf.render(&html).await.unwrap();
                app::sheets::pdf_dates::stamp_dates(&mut bytes, &issue().issued_at).unwrap();
                app::ports::sha256_hex(&bytes)
            })
        })
        .collect();
    let mut hashes = vec![];
    for job in jobs {
        hashes.push(job.await.unwrap());
    }
    hashes.dedup();
    assert_eq!(hashes.len(), 1, "six prints on two reused pages, one result");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_that_died_is_launched_again_for_the_next_sheet() {
    let pdf = renderer();
    let html = "<!doctype html><meta charset=utf-8><h1>Primera</h1>";
    assert!(pdftotext(&pdf.render(html).await.unwrap()).contains("Primera"));
    let first = pdf.process_id().await.expect("a running browser");
    // SAFETY: a plain kill(2) of the browser this test launched.
    assert_eq!(unsafe { libc::kill(i32::try_from(first).unwrap(), libc::SIGKILL) }, 0);
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let again =
        pdf.render("<!doctype html><meta charset=utf-8><h1>Segunda</h1>").await.expect("printed on a new browser");
    assert!(pdftotext(&again).contains("Segunda"));
    assert_ne!(pdf.process_id().await, Some(first));
}

/// Dated as the sheet is, so two prints compare byte for byte.
fn dated(mut pdf: Vec<u8>) -> Vec<u8> {
    app::sheets::pdf_dates::stamp_dates(&mut pdf, &issue().issued_at).unwrap();
    pdf
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reused_page_keeps_nothing_of_the_sheet_it_printed_before() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    let bodies = project_bodies();
    let (rack, chiller) = (&bodies[0].1, &bodies[2].1);
    let a = render_html(&sheet(&detail_from_endpoints(&app, rack).await, &DesignSettings::default())).unwrap();
    let b = render_html(&sheet(&detail_from_endpoints(&app, chiller).await, &DesignSettings::default())).unwrap();
    // One page: every sheet after the first is printed on a reused page.
    let reused = ChromiumRenderer::new(ChromiumSettings { pages: 1, ..ChromiumSettings::default() });
    let first = dated(reused.render(&a).await.unwrap());
    let other = dated(reused.render(&b).await.unwrap());
    let again = dated(reused.render(&a).await.unwrap());
    assert_ne!(first, other, "two different sheets");
    assert!(first == again, "A, then B, then A on the same page: A's bytes changed");
    // And a page that printed nothing before gives the same bytes.
    let fresh = dated(renderer().render(&a).await.unwrap());
    assert!(fresh == again, "a reused page prints other bytes than a fresh one");
}

/// A data URL of `bytes`.
fn data_url(kind: &str, bytes: &[u8]) -> String {
    const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut text = format!("data:{kind};base64,");
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..4 {
            let digit = DIGITS[(n >> (18 - 6 * i) & 63) as usize] as char;
            text.push(if i <= chunk.len() { digit } else { '=' });
        }
    }
    text
}

/// Where two PDFs part, for a failing comparison.
fn difference(printed: &[u8], expected: &[u8]) -> String {
    let at = printed.iter().zip(expected).position(|(a, b)| a != b).unwrap_or(printed.len().min(expected.len()));
    let around =
        |pdf: &[u8]| String::from_utf8_lossy(&pdf[at.saturating_sub(80)..(at + 120).min(pdf.len())]).into_owned();
    if let Ok(dir) = std::env::var("PDF_DIFF_DIR") {
        std::fs::write(format!("{dir}/printed.pdf"), printed).unwrap();
        std::fs::write(format!("{dir}/expected.pdf"), expected).unwrap();
    }
    format!(
        "other bytes than the full browser's ({} against {} bytes), from byte {at}:\n{:?}\nagainst\n{:?}",
        printed.len(),
        expected.len(),
        around(printed),
        around(expected)
    )
}

/// As a sheet keeps its PDF: the full browser's Info object, dated.
fn as_issued(mut pdf: Vec<u8>) -> Vec<u8> {
    app::sheets::chromium_info::as_full_chromium_wrote(&mut pdf).unwrap();
    dated(pdf)
}

/// Issue 23 item 8: the headless shell prints, once its Info object is the
/// full browser's (`app::sheets::chromium_info`), the bytes Debian's full
/// `chromium` prints for the whole document replaced (the path every sheet
/// issued before the page's shell document and before the headless shell
/// was printed with), both with the sheet swapped into a page's shell
/// document and with the whole document replaced, for every template
/// version this build prints, so issued sheets keep verifying; also in
/// English, in I-P units and with a logo and an equipment image.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_headless_shell_prints_the_bytes_of_the_full_browser_in_every_version() {
    let shell = ChromiumRenderer::new(ChromiumSettings { pages: 1, ..ChromiumSettings::default() });
    let whole = ChromiumRenderer::new(ChromiumSettings { pages: 1, shell: false, ..ChromiumSettings::default() });
    let full = ChromiumRenderer::new(ChromiumSettings {
        pages: 1,
        shell: false,
        executable: FULL_CHROMIUM.into(),
        ..ChromiumSettings::default()
    });
    let fixtures = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../app/src/sheets/fixtures");
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#1b6"/><circle cx="20" cy="10" r="6" fill="#fff"/></svg>"##;
    let images = Images {
        logo: Some(data_url("image/png", RED_PIXEL_PNG)),
        equipment: Some(data_url("image/svg+xml", svg.as_bytes())),
        design: vec![],
    };
    let mut printed = 0;
    for kind in ["rack", "condensadora", "chiller", "motocompresora"] {
        let project: Value =
            serde_json::from_str(&std::fs::read_to_string(fixtures.join(format!("{kind}.json"))).unwrap()).unwrap();
        let mut english_ip = project.clone();
        english_ip["sheetLanguage"] = json!("en");
        english_ip["sheetUnits"] = json!("IP");
        let mut sheets: Vec<(String, String)> = TEMPLATE_VERSIONS
            .iter()
            .map(|version| {
                let sheet = build(
                    &project,
                    &CompanyDetails::default(),
                    &DesignSettings::default(),
                    Images::default(),
                    &issue(),
                    version,
                );
                (format!("{kind} {version}"), render_html(&sheet).unwrap())
            })
            .collect();
        let sheet = build(
            &english_ip,
            &CompanyDetails::default(),
            &DesignSettings::default(),
            images.clone(),
            &issue(),
            TEMPLATE_VERSION,
        );
        sheets.push((format!("{kind} {TEMPLATE_VERSION} en I-P with images"), render_html(&sheet).unwrap()));
        for (name, html) in sheets {
            let issued = dated(full.render(&html).await.unwrap());
            assert!(issued == as_issued(issued.clone()), "{name}: the full browser's PDF was rewritten");
            let swapped = as_issued(shell.render(&html).await.unwrap());
            assert!(swapped == issued, "{name}: swapped into the shell, {}", difference(&swapped, &issued));
            let replaced = as_issued(whole.render(&html).await.unwrap());
            assert!(replaced == issued, "{name}: the whole document replaced, {}", difference(&replaced, &issued));
            printed += 1;
        }
    }
    assert_eq!(printed, 4 * (TEMPLATE_VERSIONS.len() + 1));
    assert_eq!((shell.swapped(), whole.swapped()), (printed, 0), "each sheet went the way it was asked to");
}

/// The renderer processes under a browser.
fn renderers_of(browser: u32) -> Vec<i32> {
    let mut found = vec![];
    let mut parents = vec![browser];
    let mut grew = true;
    while grew {
        grew = false;
        for entry in std::fs::read_dir("/proc").unwrap().flatten() {
            let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else { continue };
            let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else { continue };
            let after = stat.rsplit_once(')').map(|(_, rest)| rest.to_string()).unwrap_or_default();
            let ppid = after.split_whitespace().nth(1).and_then(|p| p.parse::<u32>().ok()).unwrap_or(0);
            if parents.contains(&ppid) && !parents.contains(&pid) {
                parents.push(pid);
                grew = true;
                let cmdline = std::fs::read_to_string(format!("/proc/{pid}/cmdline")).unwrap_or_default();
                if cmdline.contains("--type=renderer") {
                    found.push(i32::try_from(pid).unwrap());
                }
            }
        }
    }
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_whose_renderer_crashed_is_replaced_without_waiting_for_the_timeout() {
    let timeout = std::time::Duration::from_secs(25);
    let pdf = ChromiumRenderer::new(ChromiumSettings { pages: 1, job_timeout: timeout, ..ChromiumSettings::default() });
    let html = "<!doctype html><meta charset=utf-8><h1>Primera</h1>";
    assert!(pdftotext(&pdf.render(html).await.unwrap()).contains("Primera"));
    let browser = pdf.process_id().await.expect("a running browser");
    let renderers = renderers_of(browser);
    assert!(!renderers.is_empty(), "the page has a renderer process");
    for renderer in renderers {
        // SAFETY: a plain kill(2) of a renderer of the browser this test launched.
        assert_eq!(unsafe { libc::kill(renderer, libc::SIGKILL) }, 0);
    }
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let started = std::time::Instant::now();
    let again = pdf.render("<!doctype html><meta charset=utf-8><h1>Segunda</h1>").await.expect("printed on a new page");
    assert!(pdftotext(&again).contains("Segunda"));
    assert!(started.elapsed() < timeout / 2, "the crash was found by the job timeout: {:?}", started.elapsed());
    assert_eq!(pdf.process_id().await, Some(browser), "the browser itself lives on");
}

#[test]
fn a_row_reads_cell_by_cell_however_its_cells_wrap() {
    // (A first line of its own: a continuation would eat the row's indent.)
    let text = "
 Succión · Circuito 1 (MT)         1           28.20 1-5/8\" (41.28 mm)      10.22       12.79 kPa    31.5 / PS Cumple
                                                        cobre, pared 1.52 mm              / 0.87 K       18.6 Doble
                                                                                                               montante

 Líquido                           1           53.44 1-1/8\" (28.58 mm)       0.81        7.42 kPa    37.7 / PS Cumple
";
    assert_eq!(
        row_with(text, "Circuito 1"),
        "Succión · Circuito 1 (MT) | 1 | 28.20 1-5/8\" (41.28 mm) cobre, pared 1.52 mm | 10.22 | 12.79 kPa / 0.87 K \
         | 31.5 / PS Cumple 18.6 Doble montante"
    );
    assert!(row_with(text, "Líquido").ends_with("| 37.7 / PS Cumple"));
}
