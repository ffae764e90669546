//! Issued data sheets through the API: generate, list, original bytes,
//! regenerate (same SHA-256), on both stores.

use domain::number_format::{self, NumberLocale, Quantity};
use serde_json::{json, Value};

use crate::helpers::{assert_error, demo_catalogue, spawn_app, status_and_json, TestApp};
use crate::on_both_stores;
use crate::sheet_render::{pdftotext, pdftotext_raw, project_bodies, words};
use crate::sheet_settings::RED_PIXEL_PNG;
use crate::support::TestStore;

on_both_stores!(
    every_equipment_type_issues_a_sheet_that_regenerates_identically,
    a_sheet_regenerates_identically_after_the_design_and_the_project_changed,
    unknown_projects_and_sheets_are_not_found,
);

pub async fn generate_pdf(app: &TestApp, project_id: &str) -> reqwest::Response {
    app.client.post(app.url(&format!("/api/projects/{project_id}/generate-pdf"))).send().await.expect("request failed")
}

pub async fn regenerate(app: &TestApp, sheet_id: &str) -> (u16, Value) {
    status_and_json(app.client.post(app.url(&format!("/api/datasheets/{sheet_id}/regenerate"))).send().await.unwrap())
        .await
}

async fn create(app: &TestApp, body: &Value) -> Value {
    let (status, project) = status_and_json(app.post("/api/projects", body).await).await;
    assert_eq!(status, 201, "{project}");
    project
}

/// Generates and returns (sheet id, sha256 header, bytes).
async fn issue(app: &TestApp, project_id: &str) -> (String, String, Vec<u8>) {
    let response = generate_pdf(app, project_id).await;
    assert_eq!(response.status(), 200);
    let headers = response.headers().clone();
    assert_eq!(headers["content-type"], "application/pdf");
    let disposition = headers["content-disposition"].to_str().unwrap();
    assert!(
        disposition.starts_with("attachment; filename=\"ficha-") && disposition.ends_with(".pdf\""),
        "{disposition}"
    );
    let sheet_id = headers["x-datasheet-id"].to_str().unwrap().to_string();
    let sha256 = headers["x-datasheet-sha256"].to_str().unwrap().to_string();
    let bytes = response.bytes().await.unwrap().to_vec();
    assert_eq!(app::ports::sha256_hex(&bytes), sha256, "the header names the bytes sent");
    (sheet_id, sha256, bytes)
}

/// `pdfinfo`'s report of a PDF (poppler-utils, as `pdftotext`).
/// The PDF's Subject for a sheet of the current template version: the
/// equipment type as the sheet names it.
fn subject(kind: &str) -> String {
    let label = app::sheets::model::equipment_label(kind);
    domain::equipment::EquipmentType::parse(kind)
        .and_then(|k| app::sheets::model::printed_equipment_label(k, app::sheets::template_versions::TEMPLATE_VERSION))
        .unwrap_or(label)
        .to_string()
}

fn pdfinfo(pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ficha.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = std::process::Command::new("pdfinfo").arg(&path).output().expect("pdfinfo (poppler-utils) is installed");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

async fn every_equipment_type_issues_a_sheet_that_regenerates_identically(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let mut last_code = String::new();
    for (kind, body) in project_bodies() {
        let project = create(&app, &body).await;
        let id = project["id"].as_str().unwrap();
        let (sheet_id, sha256, bytes) = issue(&app, id).await;
        let text = pdftotext(&bytes);
        let total_kw =
            format!("{:.2}", project["calculationResults"]["totals"]["coolingCapacity"].as_f64().unwrap() / 1000.0);
        assert!(
            text.contains("Ficha Técnica") && text.contains(&format!("Versión del proyecto {}", project["version"])),
            "{kind}: {text}"
        );
        let code = app::sheets::model::verification_code(&sheet_id);
        assert!(text.contains(&format!("Verificación {code}")), "{kind}: the footer's verification code");
        assert!(
            !text.contains(id) && !text.contains(&sheet_id) && !text.contains(&sha256),
            "{kind}: ids on the customer copy"
        );
        assert!(text.contains(&total_kw), "{kind}: total {total_kw} kW not printed");
        // Each suction line's pressure drop and penalty with the quantity table's decimals, as the
        // screen's results table shows them (2, the spec's 'other figures').
        let suction: Vec<&Value> = project["calculationResults"]["circuits"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|c| c["suctionLines"].as_array().into_iter().flatten())
            .collect();
        // A chiller's suction lines are inside its frame (engine 1.12.0).
        let none = ["motocompresora", "chiller"].contains(&kind);
        assert!(none == suction.is_empty(), "{kind}: suction lines {suction:?}");
        for line in suction {
            let figure =
                |key: &str, quantity| number_format::quantity(line[key].as_f64(), quantity, NumberLocale::EsMx);
            let drop = figure("pressureDropKpa", Quantity::PressureDrop);
            assert_eq!(drop.split('.').nth(1).map(str::len), Some(2), "{kind}: {drop}");
            let printed = format!("{drop} kPa / {} K", figure("penaltyK", Quantity::SaturationPenalty));
            // The cell reads whole however it wraps (`ficha-14`: at type size).
            let cells = words(&pdftotext_raw(&bytes));
            assert!(cells.contains(&printed), "{kind}: '{printed}' not printed in {cells}");
        }

        let listed = app.list(&format!("/api/projects/{id}/datasheets")).await;
        assert_eq!(listed.len(), 1, "{kind}");
        assert_eq!(listed[0]["id"], sheet_id.as_str());
        assert_eq!(listed[0]["sha256"], sha256.as_str());
        assert_eq!(listed[0]["projectVersion"], project["version"]);
        let file_name = domain::datasheet::file_name(
            project["name"].as_str().unwrap(),
            project["version"].as_u64().unwrap() as usize,
            &code,
        );
        assert!(file_name.starts_with("ficha-") && !file_name.contains(id), "{file_name}");
        assert_eq!(listed[0]["fileName"], file_name.as_str());
        let info = pdfinfo(&bytes);
        for (field, value) in [
            ("Title", project["name"].as_str().unwrap().to_string()),
            ("Author", domain::company_settings::DEFAULT_COMPANY_NAME.to_string()),
            ("Subject", subject(kind)),
            ("Creator", app::sheets::pdf_info::creator(app::sheets::template_versions::TEMPLATE_VERSION)),
        ] {
            assert!(
                info.lines().any(|l| l.starts_with(&format!("{field}:")) && l.trim_end().ends_with(&value)),
                "{kind}: {field} {value}\n{info}"
            );
        }
        assert!(!info.contains("HeadlessChrome"), "{info}");
        assert!(listed[0]["renderer"].as_str().unwrap().starts_with("Chromium/"));

        let original = app.get(&format!("/api/datasheets/{sheet_id}/pdf")).await;
        assert_eq!(original.headers()["x-datasheet-sha256"], sha256.as_str());
        assert_eq!(original.bytes().await.unwrap().as_ref(), bytes.as_slice(), "{kind}: the original bytes");

        let (status, check) = regenerate(&app, &sheet_id).await;
        assert_eq!(status, 200, "{check}");
        assert_eq!(check["identical"], true, "{kind}: {check}");
        assert_eq!(check["htmlIdentical"], true);
        assert_eq!(check["sha256"], sha256.as_str());
        assert_eq!(check["originalSha256"], sha256.as_str());
        assert_eq!(check["renderer"], check["originalRenderer"]);
        // The footer's short code names the sheet too, as the history screen sends it.
        assert_eq!(listed[0]["verificationCode"], code.as_str());
        let (status, by_code) = regenerate(&app, &code.to_lowercase()).await;
        assert_eq!((status, &by_code["sha256"]), (200, &check["sha256"]), "{kind}: {by_code}");
        last_code = code;
    }
    let db = app.store.open().await;
    let state = infra::wiring::app_state(&db, &app.store.data_dir());
    let (table, failures) = infra::audit::verify_datasheets(&state, None).await.unwrap();
    let (one, one_failures) = infra::audit::verify_datasheets(&state, Some(&last_code)).await.unwrap();
    let unknown = infra::audit::verify_datasheets(&state, Some("0000-0000")).await;
    // Issued by the headless shell, regenerated by Debian's full chromium,
    // which printed every sheet issued before the shell: the same bytes.
    let mut by_full = state.clone();
    by_full.pdf = std::sync::Arc::new(infra::pdf::ChromiumRenderer::new(infra::pdf::ChromiumSettings {
        executable: infra::pdf::FULL_CHROMIUM.into(),
        ..infra::pdf::ChromiumSettings::default()
    }));
    let (full_table, full_failures) = infra::audit::verify_datasheets(&by_full, None).await.unwrap();
    by_full.pdf.close().await;
    db.close().await;
    assert_eq!(full_failures, 0, "{full_table}");
    assert!(full_table.contains("4 fichas verificadas, 0 con diferencias"), "{full_table}");
    assert_eq!(failures, 0, "{table}");
    assert!(table.contains("4 fichas verificadas, 0 con diferencias"), "{table}");
    assert_eq!(one_failures, 0, "{one}");
    assert!(one.contains(&last_code) && one.contains("1 fichas verificadas, 0 con diferencias"), "{one}");
    assert_eq!(unknown.unwrap_err().to_string(), "Ficha técnica no encontrada");
}

async fn a_sheet_regenerates_identically_after_the_design_and_the_project_changed(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let (_, body) = project_bodies().swap_remove(1);
    let project = create(&app, &body).await;
    let id = project["id"].as_str().unwrap();
    let (_, image) =
        status_and_json(crate::objects::upload_object(&app, "rojo.png", "image/png", RED_PIXEL_PNG).await).await;
    let url = image["url"].as_str().unwrap();
    let design = json!({"headerColor": "#8e44ad", "footerText": "Garantía 2 años", "logoUrl": url, "condensingUnitImageUrl": url});
    assert_eq!(app.post("/api/design-config", &design).await.status(), 200);
    let with_images = app
        .patch(
            &format!("/api/projects/{id}"),
            &json!({"designImages": [url, url], "designNotes": "Gabinete de acero inoxidable"}),
        )
        .await;
    assert_eq!(with_images.status(), 200);
    let (sheet_id, sha256, bytes) = issue(&app, id).await;
    let text = pdftotext(&bytes);
    assert!(text.contains("Garantía 2 años") && text.contains("Gabinete de acero inoxidable"), "{text}");
    // Logo, equipment image and two design images, all inlined.
    assert_eq!(pdf_images(&bytes), 4);

    assert_eq!(
        app.post("/api/design-config", &json!({"headerColor": "#16a085", "footerText": "Otro pie"})).await.status(),
        200
    );
    let company = json!({"companyName": "Otra Empresa SA", "numberLocale": "es-ES"});
    assert_eq!(app.post("/api/company-settings", &company).await.status(), 200);
    // From `ficha-12` a sheet prints in the project's number locale, which a
    // save filled with the company's (es-MX): the project follows the
    // company's change when it is edited (decision 2026-11-28).
    let changed =
        app.patch(&format!("/api/projects/{id}"), &json!({"name": "Nombre nuevo", "numberLocale": "es-ES"})).await;
    assert_eq!(changed.status(), 200);

    let (_, check) = regenerate(&app, &sheet_id).await;
    assert_eq!(check["identical"], true, "{check}");
    assert_eq!(check["sha256"], sha256.as_str());

    // A new sheet shows the new design, company and name.
    let (_, new_sha, new_bytes) = issue(&app, id).await;
    assert_ne!(new_sha, sha256);
    let text = pdftotext(&new_bytes);
    assert!(text.contains("Otra Empresa SA") && text.contains("Otro pie") && text.contains("Nombre nuevo"), "{text}");
    // ... and prints its figures in the project's new locale (the first sheet, issued in es-MX, still regenerates).
    let total_kw = project["calculationResults"]["totals"]["coolingCapacity"].as_f64().unwrap() / 1000.0;
    assert!(pdftotext(&bytes).contains(&format!("{total_kw:.2}")), "es-MX total {total_kw:.2}");
    assert!(text.contains(&format!("{total_kw:.2}").replace('.', ",")), "es-ES total {total_kw:.2}: {text}");
    // The envelope chart's limits too: a point in the es-MX sheet, a comma in the es-ES one.
    let limits = |pdf_text: &str| -> String {
        let line = pdf_text.lines().find(|l| l.contains("Evap:") && l.contains("Cond:"));
        line.unwrap_or_else(|| panic!("no limits line in {pdf_text}")).to_string()
    };
    let answer = &project["calculationResults"]["circuits"][0]["compressors"][0]["operatingLimits"];
    let evap_max = answer["evapTempMax"].as_f64().unwrap();
    let printed = |locale| domain::number_format::trimmed(Some(evap_max), 1, locale);
    let (mx, es) = (limits(&pdftotext(&bytes)), limits(&text));
    assert!(mx.contains(&format!("a {} °C", printed(domain::number_format::NumberLocale::EsMx))), "{mx}");
    assert!(es.contains(&format!("a {} °C", printed(domain::number_format::NumberLocale::EsEs))), "{es}");
    let has_decimal = |l: &str, mark: char| {
        l.as_bytes().windows(3).any(|w| w[0].is_ascii_digit() && w[1] == mark as u8 && w[2].is_ascii_digit())
    };
    assert!(!has_decimal(&es, '.') && !has_decimal(&mx, ','), "{mx} / {es}");
    let history = app.list(&format!("/api/projects/{id}/history")).await;
    assert!(history.iter().any(|h| h["eventType"] == "DatasheetGenerated"
        && h["summary"]
            .as_str()
            .unwrap()
            .starts_with(&format!("Ficha {} generada", domain::datasheet::verification_code(&sheet_id)))));
    assert_eq!(app.list(&format!("/api/projects/{id}/datasheets")).await.len(), 2);
    // One save, one version (issue 24): the sheets take events 3 and 5 but no version number;
    // the history numbers the saves 1, 2, 3 and the file names follow them.
    let shown: Vec<Value> = history.iter().map(|h| h["shownVersion"].clone()).collect();
    assert_eq!(shown, [json!(1), json!(2), Value::Null, json!(3), Value::Null]);
    let names: Vec<Value> =
        app.list(&format!("/api/projects/{id}/datasheets")).await.iter().map(|s| s["fileName"].clone()).collect();
    let slug = domain::datasheet::slug(project["name"].as_str().unwrap());
    let codes: Vec<String> = app
        .list(&format!("/api/projects/{id}/datasheets"))
        .await
        .iter()
        .map(|s| app::sheets::model::verification_code(s["id"].as_str().unwrap()))
        .collect();
    assert_eq!(
        names,
        [json!(format!("ficha-{slug}-v2-{}.pdf", codes[0])), json!(format!("ficha-nombre-nuevo-v3-{}.pdf", codes[1]))]
    );
    // ... and so does the sheet itself from ficha-9: the second sheet, at event 4, prints version 3.
    assert!(text.contains("Versión del proyecto 3 ·") && !text.contains("Versión del proyecto 4"), "{text}");

    // `fichas datasheets verify` names each sheet's version as the sheet does
    // (defect 21: it listed the events, 2 and 4), and a successful run logs
    // no error on its way out (the browser is closed, not left to be killed).
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_fichas"));
    command.args(["datasheets", "verify", "--log", "warn"]).env_remove("DATABASE_URL");
    match &app.store {
        TestStore::Sqlite(dir) => command.args(["--data-dir", dir.path().to_str().unwrap()]),
        TestStore::Postgres { url } => command.args(["--database-url", url]),
    };
    let output = command.output().unwrap();
    // The table and the log (warnings and errors only) both go to stdout.
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "{stdout}\n{stderr}");
    let header = stdout.lines().find(|line| line.starts_with("ficha ")).unwrap_or_default();
    assert!(header.contains("versión del proyecto"), "{stdout}");
    let mut versions: Vec<&str> =
        stdout.lines().filter(|line| line.contains(id)).map(|line| line.split_whitespace().nth(3).unwrap()).collect();
    versions.sort_unstable();
    assert_eq!(versions, ["2", "3"], "{stdout}");
    assert!(stdout.contains("2 fichas verificadas, 0 con diferencias"), "{stdout}");
    assert!(!stdout.contains("ERROR") && !stdout.contains("WARN") && !stderr.contains("ERROR"), "{stdout}\n{stderr}");
}

async fn unknown_projects_and_sheets_are_not_found(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, body) = status_and_json(generate_pdf(&app, "no-existe").await).await;
    assert_eq!(status, 404);
    assert_error(&body, "project.not_found", "Proyecto no encontrado");
    let (status, body) = status_and_json(app.get("/api/datasheets/no-existe/pdf").await).await;
    assert_eq!(status, 404);
    assert_error(&body, "datasheet.not_found", "Ficha técnica no encontrada");
    let (status, _) = regenerate(&app, "no-existe").await;
    assert_eq!(status, 404);
}

/// How many raster images a PDF draws (poppler's `pdfimages -list`).
fn pdf_images(pdf: &[u8]) -> usize {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ficha.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = std::process::Command::new("pdfimages").arg("-list").arg(&path).output().unwrap();
    String::from_utf8(out.stdout).unwrap().lines().skip(2).count()
}
