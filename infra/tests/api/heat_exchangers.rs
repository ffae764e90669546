use serde_json::{json, Value};

use crate::datasheets::generate_pdf;
use crate::helpers::{assert_error, demo_catalogue, spawn_app, status_and_json, TestApp};
use crate::on_both_stores;
use crate::sheet_render::{pdftotext, pdftotext_raw, project_bodies, row_with, words};
use crate::support::TestStore;

on_both_stores!(
    creates_lists_updates_and_deletes_a_heat_exchanger,
    refuses_each_invalid_field_with_the_spec_message,
    keeps_and_clears_a_water_pressure_drop_rating,
    a_chiller_sheet_prints_the_rated_exchangers_pressure_drop_at_its_flow,
);

fn body() -> Value {
    json!({ "model": "B25THx30", "brand": "SWEP", "capacityKw": 45.5, "applicationType": "cooling", "notes": "" })
}

async fn creates_lists_updates_and_deletes_a_heat_exchanger(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, created) = status_and_json(app.post("/api/heat-exchangers", &body()).await).await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["brand"], "SWEP");
    assert_eq!(created["applicationType"], "cooling");
    assert_eq!(created["notes"], Value::Null);
    let path = format!("/api/heat-exchangers/{}", created["id"].as_str().unwrap());

    let (status, updated) =
        status_and_json(app.patch(&path, &json!({ "applicationType": "both", "notes": "Evaporador" })).await).await;
    assert_eq!(status, 200);
    assert_eq!(updated["applicationType"], "both");
    assert_eq!(updated["notes"], "Evaporador");
    let mut updated = updated;
    assert_eq!(updated.as_object_mut().unwrap().remove("warnings"), Some(json!([])), "no duplicate");
    assert_eq!(app.list("/api/heat-exchangers").await, vec![updated]);

    assert_eq!(app.delete(&path).await.status(), 204);
    assert!(app.list("/api/heat-exchangers").await.is_empty());
    let (status, error) = status_and_json(app.delete(&path).await).await;
    assert_eq!(status, 404);
    assert_error(&error, "heat_exchanger.not_found", "Intercambiador no encontrado");
}

async fn refuses_each_invalid_field_with_the_spec_message(store: TestStore) {
    let app = spawn_app(store).await;
    let cases = [
        (json!({ "model": "" }), "Modelo es requerido", "model"),
        (json!({ "brand": null }), "Marca es requerida", "brand"),
        (json!({ "capacityKw": 0 }), "Capacidad debe ser mayor a 0", "capacityKw"),
        (json!({ "applicationType": "frio" }), "Tipo de aplicación es requerido", "applicationType"),
        (json!({ "applicationType": null }), "Tipo de aplicación es requerido", "applicationType"),
    ];
    for (change, message, field) in cases {
        let mut invalid = body();
        invalid.as_object_mut().unwrap().extend(change.as_object().unwrap().clone());
        let (status, error) = status_and_json(app.post("/api/heat-exchangers", &invalid).await).await;
        assert_eq!(status, 422, "{invalid}");
        assert_eq!(error["message"], message);
        assert_eq!(error["field"], field);
    }
    assert!(app.list("/api/heat-exchangers").await.is_empty());
}

/// The rating (issue 23 item 2, tester's defect 2): a pressure drop with its
/// water flow, kept by an update that leaves them out, cleared by nulls,
/// refused alone.
async fn keeps_and_clears_a_water_pressure_drop_rating(store: TestStore) {
    let app = spawn_app(store).await;
    let mut rated = body();
    rated["pressureDropKpa"] = json!(25.0);
    rated["ratedFlowLmin"] = json!(86.0);
    let (status, created) = status_and_json(app.post("/api/heat-exchangers", &rated).await).await;
    assert_eq!(status, 201, "{created}");
    assert_eq!((created["pressureDropKpa"].as_f64(), created["ratedFlowLmin"].as_f64()), (Some(25.0), Some(86.0)));
    let path = format!("/api/heat-exchangers/{}", created["id"].as_str().unwrap());
    let (status, kept) = status_and_json(app.patch(&path, &json!({ "notes": "Evaporador" })).await).await;
    assert_eq!(status, 200, "{kept}");
    assert_eq!(kept["pressureDropKpa"], 25.0);
    let (status, error) = status_and_json(app.patch(&path, &json!({ "ratedFlowLmin": null })).await).await;
    assert_eq!(status, 422, "{error}");
    assert_error(
        &error,
        "heat_exchanger.rated_flow_required",
        "Indique el caudal de agua al que el fabricante da la caída de presión",
    );
    assert_eq!(error["field"], "ratedFlowLmin");
    let (status, cleared) =
        status_and_json(app.patch(&path, &json!({ "pressureDropKpa": null, "ratedFlowLmin": null })).await).await;
    assert_eq!(status, 200, "{cleared}");
    assert_eq!((cleared["pressureDropKpa"].clone(), cleared["ratedFlowLmin"].clone()), (Value::Null, Value::Null));
    let mut out_of_range = body();
    out_of_range["model"] = json!("B26");
    out_of_range["pressureDropKpa"] = json!(600);
    out_of_range["ratedFlowLmin"] = json!(86);
    let (status, error) = status_and_json(app.post("/api/heat-exchangers", &out_of_range).await).await;
    assert_eq!(status, 422, "{error}");
    assert_eq!(error["field"], "pressureDropKpa");
}

/// A chiller project using `exchanger` on its one circuit, cooling `fluid`.
async fn chiller_with(app: &TestApp, exchanger: &str, fluid: &str) -> Value {
    let (_, mut body) = project_bodies().into_iter().find(|(kind, _)| *kind == "chiller").unwrap();
    body["chillerConfig"]["circuits"][0]["heatExchangerId"] = json!(exchanger);
    body["chillerConfig"]["coldSide"]["fluidType"] = json!(fluid);
    let (status, project) = status_and_json(app.post("/api/projects", &body).await).await;
    assert_eq!(status, 201, "{project}");
    project
}

/// The sheet's text as laid out, and its words in the order drawn.
async fn sheet_text(app: &TestApp, project: &Value) -> (String, String) {
    let response = generate_pdf(app, project["id"].as_str().unwrap()).await;
    assert_eq!(response.status(), 200);
    let bytes = response.bytes().await.unwrap();
    // FICHAS_SHEET_OUT=<dir> keeps the sheet to look at (pdftoppm -png).
    if let Ok(dir) = std::env::var("FICHAS_SHEET_OUT") {
        let name = project["chillerConfig"]["coldSide"]["fluidType"].as_str().unwrap_or("chiller").to_string();
        std::fs::write(format!("{dir}/exchanger-{name}.pdf"), &bytes).unwrap();
    }
    // ficha-10 joins each figure to its unit with a no-break space.
    (pdftotext(&bytes).replace('\u{a0}', " "), words(&pdftotext_raw(&bytes)))
}

/// The one circuit's exchanger carries the whole cold side: 100 L/min of
/// water against a rating of 25 kPa at 86 L/min gives, by hand,
/// 25 · (100 / 86)² = 33.80 kPa. With 30 % propylene glycol the same figure
/// is water's, and the sheet says so.
async fn a_chiller_sheet_prints_the_rated_exchangers_pressure_drop_at_its_flow(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let rated = json!({
        "model": "BPX-40", "brand": "Prueba", "capacityKw": 40, "applicationType": "cooling",
        "pressureDropKpa": 25, "ratedFlowLmin": 86
    });
    let (status, exchanger) = status_and_json(app.post("/api/heat-exchangers", &rated).await).await;
    assert_eq!(status, 201, "{exchanger}");
    let id = exchanger["id"].as_str().unwrap();

    let project = chiller_with(&app, id, "water").await;
    let drop = &project["calculationResults"]["heatExchangerChecks"][0]["waterPressureDrop"];
    assert!((drop["kpa"].as_f64().unwrap() - 33.80).abs() < 0.01, "{drop}");
    assert_eq!((drop["flowLmin"].as_f64(), drop["ratedForWaterOnly"].as_bool()), (Some(100.0), Some(false)));
    let (text, words) = sheet_text(&app, &project).await;
    // ficha-11 tabulates the exchangers: one row per circuit with its
    // flow, pressure drop at that flow and the catalogue's rating.
    let header = "Circuito Intercambiador de placas Capacidad Caudal Caída de presión Aproximación Catálogo (agua)";
    assert!(words.contains(header), "the table's header\n{words}");
    let row = row_with(&text, "BPX-40");
    assert!(row.contains("100.0 L/min") && row.contains("33.8 kPa"), "{row}\n{text}");
    assert!(row.contains("25.0 kPa con 86.0 L/min"), "{row}\n{text}");
    assert!(words.contains("SWEP, Refrigerant Handbook, cap. 1"), "the scaling cites its source\n{text}");
    assert!(!text.contains("no la registra"), "{text}");

    let glycol = chiller_with(&app, id, "MPG-30").await;
    let (text, words) = sheet_text(&app, &glycol).await;
    // Not the glycol's figure as water's: the row says it is water's, an estimate.
    assert!(row_with(&text, "BPX-40").contains("33.8 kPa (agua, estimación)"), "{text}");
    assert!(
        words.contains(
            "Con Propilenglicol (MPG) al 30 % en masa la caída de presión es mayor que la indicada, que es la del agua"
        ),
        "{text}"
    );
}
