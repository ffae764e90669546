//! Issue 23 item 5: a project saved with `sheetUnits` IP prints its data
//! sheet in I-P units, read from the PDF's text as the engineer reads it;
//! stored values stay SI and the sheet regenerates identically; on both
//! stores.

use serde_json::{json, Value};

use crate::datasheets::{generate_pdf, regenerate};
use crate::helpers::{spawn_app, status_and_json, TestApp};
use crate::on_both_stores;
use crate::sheet_render::{demo_catalogue, pdftotext, project_bodies};
use crate::support::TestStore;

on_both_stores!(a_project_saved_in_ip_units_prints_its_sheet_in_ip_units);

fn line_with<'a>(text: &'a str, needle: &str) -> &'a str {
    text.lines().find(|l| l.contains(needle)).unwrap_or_else(|| panic!("no line with '{needle}'\n{text}"))
}

async fn issue(app: &TestApp, body: &Value) -> (Value, String, String) {
    let (status, project) = status_and_json(app.post("/api/projects", body).await).await;
    assert_eq!(status, 201, "{project}");
    let response = generate_pdf(app, project["id"].as_str().unwrap()).await;
    assert_eq!(response.status(), 200);
    let sheet_id = response.headers()["x-datasheet-id"].to_str().unwrap().to_string();
    let bytes = response.bytes().await.unwrap();
    if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
        let kind = body["equipmentType"].as_str().unwrap();
        std::fs::write(format!("{dir}/{kind}-ip.pdf"), &bytes).unwrap();
    }
    (project, sheet_id, pdftotext(&bytes))
}

async fn a_project_saved_in_ip_units_prints_its_sheet_in_ip_units(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    for (kind, mut body) in project_bodies().into_iter().filter(|(k, _)| ["rack", "chiller"].contains(k)) {
        body["sheetUnits"] = json!("IP");
        let (project, sheet_id, text) = issue(&app, &body).await;
        assert_eq!(project["sheetUnits"], "IP", "{kind}: the choice is saved");
        assert_eq!(project["condTemp"].as_f64(), body["condTemp"].as_f64(), "{kind}: stored values stay SI");
        // 40 °C = 104.0 °F (45 °C = 113.0 °F); 1 TR = 3.516853 kW = 12 000 BTU/h.
        let fahrenheit = format!("{:.1} °F", body["condTemp"].as_f64().unwrap() * 1.8 + 32.0);
        assert!(line_with(&text, "Condensación (rocío)").contains(&fahrenheit), "{kind}: {fahrenheit}\n{text}");
        let watts = project["calculationResults"]["totals"]["coolingCapacity"].as_f64().unwrap();
        let tons = format!("({:.2} TR)", watts / 1000.0 / 3.516853);
        let capacity = line_with(&text, "Capacidad frigorífica");
        assert!(capacity.contains("BTU/h") && capacity.contains(&tons), "{kind}: {capacity} / {tons}");
        assert!(text.contains("T. descarga (°F)") && text.contains("Capacidad (BTU/h)"), "{kind}\n{text}");
        assert!(line_with(&text, "Presión de diseño PS").contains(" psig"), "{kind}\n{text}");
        assert!(text.contains("Presión admisible (psig)") && text.contains("Velocidad (ft/min)"), "{kind}\n{text}");
        assert!(text.contains("p (psia)") && text.contains("h (BTU/lb)"), "{kind}: the p-h table\n{text}");
        assert!(text.contains("Masa (lb)") && text.contains("Densidad (lb/ft³)"), "{kind}\n{text}");
        assert!(text.contains("Temperatura de evaporación (°F)"), "{kind}: the envelope's axes");
        for absent in ["Capacidad (kW)", "T. descarga (°C)", "(bar)", "bar abs", "kJ/kg", "Masa (kg)", "(m/s)"] {
            assert!(!text.contains(absent), "{kind}: '{absent}' on an I-P sheet\n{text}");
        }
        if kind == "chiller" {
            // 12 °C and 7 °C = 53.6 °F and 44.6 °F; 100 L/min = 26.4 US gal/min.
            assert!(line_with(&text, "Lado frío · Temperatura de entrada").contains("53.6 °F"), "{text}");
            assert!(line_with(&text, "Lado frío · Caudal").contains("26.4 gal/min"), "{text}");
            assert!(line_with(&text, "Capacidad requerida").contains("TR)"), "{text}");
        } else {
            // 3200 mm = 126.0 in; 1450 kg = 3196.7 lb.
            assert!(line_with(&text, "Largo").contains("126.0 in"), "{text}");
            assert!(line_with(&text, "Peso de embarque").contains("3196.7 lb"), "{text}");
        }
        let (status, check) = regenerate(&app, &sheet_id).await;
        assert_eq!((status, &check["identical"]), (200, &json!(true)), "{kind}: {check}");
    }
}
