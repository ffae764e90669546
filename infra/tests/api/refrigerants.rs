use serde_json::Value;

use crate::helpers::{assert_error, spawn_app, status_and_json, TestApp};
use crate::on_both_stores;
use crate::support::{pdf_with_lines, TestStore};

on_both_stores!(
    a_fresh_install_offers_the_common_refrigerants,
    generates_a_sheet_from_the_reference_dataset,
    filters_codes_by_equipment_type_as_the_administrator_sets_them,
    compares_an_uploaded_pt_chart_with_the_dataset,
);

async fn upload(app: &TestApp, id: &str, name: &str, mime: &str, bytes: Vec<u8>) -> reqwest::Response {
    let part = reqwest::multipart::Part::bytes(bytes).file_name(name.to_string()).mime_str(mime).unwrap();
    let form = reqwest::multipart::Form::new().part("file", part);
    app.client
        .post(app.url(&format!("/api/refrigerants-library/{id}/upload-pdf")))
        .multipart(form)
        .send()
        .await
        .unwrap()
}

async fn a_fresh_install_offers_the_common_refrigerants(store: TestStore) {
    let app = spawn_app(store).await;
    let rows = app.list("/api/refrigerants-library").await;
    let codes: Vec<&str> = rows.iter().map(|r| r["code"].as_str().unwrap()).collect();
    assert_eq!(codes[..7], ["R404A", "R507A", "R134a", "R410A", "R448A", "R449A", "R717"]);
    let ammonia = rows.iter().find(|r| r["code"] == "R717").unwrap();
    assert_eq!(ammonia["name"], "Amoniaco");
    assert_eq!(ammonia["safetyClass"], "B2L");
    assert!(ammonia["triplePoint"].is_null(), "{}", ammonia["triplePoint"]);
    // CO2 does not boil at 1 atm: its triple point (-56.56 °C, 5.18 bar) instead.
    let co2 = rows.iter().find(|r| r["code"] == "R744").unwrap();
    assert!(co2["normalBoilingPoint"].is_null(), "{}", co2["normalBoilingPoint"]);
    assert!((co2["triplePoint"]["temp"].as_f64().unwrap() + 56.56).abs() < 0.01, "{}", co2["triplePoint"]);
    assert!((co2["triplePoint"]["pressure"].as_f64().unwrap() - 5.18).abs() < 0.005, "{}", co2["triplePoint"]);

    let (status, detail) = status_and_json(app.get("/api/refrigerants-library/code/r404a").await).await;
    assert_eq!(status, 200);
    for field in ["code", "name", "type", "safetyClass", "gwp", "odp", "operatingRanges", "normatives", "notes"] {
        assert!(!detail[field].is_null(), "{field} missing");
    }
    assert_eq!(detail["gwp"], 3922.0);
    assert_eq!(detail["operatingRanges"]["maxCond"], 71.0);
    let (status, _) = status_and_json(app.get("/api/refrigerants-library/code/R1233zd(E)").await).await;
    assert_eq!(status, 404);
}

async fn generates_a_sheet_from_the_reference_dataset(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, sheet) =
        status_and_json(app.post("/api/refrigerants-library/generate/%20r-508b%20", &Value::Null).await).await;
    assert_eq!(status, 200, "{sheet}");
    assert_eq!(sheet["code"], "R508B");
    assert!(sheet["pressureTable"].as_array().unwrap().len() > 5);
    assert!(app.list("/api/refrigerants-library").await.iter().any(|r| r["code"] == "R508B"));

    let (status, error) =
        status_and_json(app.client.post(app.url("/api/refrigerants-library/generate/%20")).send().await.unwrap()).await;
    assert_eq!(status, 422);
    assert_error(&error, "refrigerant.code_required", "Código requerido");
    let (status, error) =
        status_and_json(app.client.post(app.url("/api/refrigerants-library/generate/R404")).send().await.unwrap())
            .await;
    assert_eq!(status, 404, "the path names no refrigerant of the reference data");
    assert!(error["message"].as_str().unwrap().contains("Códigos más cercanos: R404A"), "{error}");
}

async fn filters_codes_by_equipment_type_as_the_administrator_sets_them(store: TestStore) {
    let app = spawn_app(store).await;
    let chiller: Vec<Value> = app.list("/api/refrigerants?equipmentType=chiller").await;
    assert!(chiller.contains(&Value::from("R134a")));
    assert!(!chiller.contains(&Value::from("R404A")));
    let (status, _) = status_and_json(app.get("/api/refrigerants?equipmentType=bomba").await).await;
    assert_eq!(status, 422);

    let (status, row) = status_and_json(
        app.patch("/api/refrigerants-library/R404A", &serde_json::json!({ "allowedEquipmentTypes": ["rack"] })).await,
    )
    .await;
    assert_eq!(status, 200, "{row}");
    assert_eq!(row["allowedEquipmentTypes"], serde_json::json!(["rack"]));
    assert!(!app.list("/api/refrigerants?equipmentType=condensadora").await.contains(&Value::from("R404A")));
    assert!(app.list("/api/refrigerants?equipmentType=rack").await.contains(&Value::from("R404A")));
}

async fn compares_an_uploaded_pt_chart_with_the_dataset(store: TestStore) {
    let app = spawn_app(store).await;
    let pdf = pdf_with_lines(&[
        "Tabla presion-temperatura R134a",
        "Temp (C)    Presion bar(g)",
        "-60  -0.85",
        "-10  0.993",
        "0  1.915",
        "10  3.133",
        "20  4.716",
        "-20  --",
    ]);
    let (status, row) = status_and_json(upload(&app, "R134a", "r134a.pdf", "application/pdf", pdf).await).await;
    assert_eq!(status, 200, "{row}");
    let chart = &row["uploadedCharts"][0];
    assert_eq!(chart["fileName"], "r134a.pdf");
    assert_eq!(chart["extraction"], "pdf-text");
    assert_eq!(chart["pressureBasis"], "manométrica");
    assert_eq!(chart["rows"].as_array().unwrap().len(), 4, "-60 °C is outside -50..60 °C");
    assert_eq!(chart["skippedRows"], 1);
    assert!(chart["maxDeviation"].as_f64().unwrap() < 0.5, "{chart}");
    assert_eq!(chart["sha256"].as_str().unwrap().len(), 64);

    let empty = reqwest::multipart::Form::new().text("other", "x");
    let response =
        app.client.post(app.url("/api/refrigerants-library/R134a/upload-pdf")).multipart(empty).send().await.unwrap();
    let (status, error) = status_and_json(response).await;
    assert_eq!(status, 422);
    assert_error(&error, "upload.missing", "Archivo requerido");
    let (status, error) =
        status_and_json(upload(&app, "R134a", "tabla.txt", "text/plain", b"0 2.9".to_vec()).await).await;
    assert_eq!(status, 422);
    assert_eq!(error["code"], "upload.unsupported_type");
    assert!(error["error"].as_str().unwrap().starts_with("Tipo de archivo no soportado"));
    let (status, error) =
        status_and_json(upload(&app, "R134a", "falso.pdf", "application/pdf", b"hola".to_vec()).await).await;
    assert_eq!(status, 422);
    assert_eq!(error["code"], "upload.content_mismatch");
    // Nothing half-imported: still exactly one chart.
    let row: Value = app.get("/api/refrigerants-library/code/R134a").await.json().await.unwrap();
    assert_eq!(row["uploadedCharts"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn pressures_are_dew_with_bubble_beside_them_and_bad_queries_are_refused() {
    let app = spawn_app(TestStore::sqlite()).await;
    let (status, p) =
        status_and_json(app.get("/api/refrigerants/R407C/pressures?evapTemp=-10&condTemp=40").await).await;
    assert_eq!(status, 200, "{p}");
    assert!(p["evaporationBubblePressure"].as_f64() > p["evaporationPressure"].as_f64());
    assert!(p["evaporationGlide"].as_f64().unwrap() > 3.0, "R407C glides about 5 K: {p}");
    let (_, r134a) = status_and_json(app.get("/api/refrigerants/R134a/pressures?evapTemp=0&condTemp=40").await).await;
    assert!((r134a["evaporationPressure"].as_f64().unwrap() - 2.928).abs() < 0.005);
    assert!((r134a["condensationPressure"].as_f64().unwrap() - 10.166).abs() < 0.02);

    for (query, status) in [
        ("R134a/pressures?condTemp=40", 422),
        ("R134a/pressures?evapTemp=abc&condTemp=40", 422),
        ("R134a/pressures?evapTemp=45&condTemp=40", 422),
        ("R744/pressures?evapTemp=-10&condTemp=40", 422),
        ("R999/pressures?evapTemp=-10&condTemp=40", 404),
    ] {
        let (actual, body) = status_and_json(app.get(&format!("/api/refrigerants/{query}")).await).await;
        assert_eq!(actual, status, "{query}: {body}");
    }
    // Messages name the query's numbers as the screens label them.
    let (_, missing) = status_and_json(app.get("/api/refrigerants/R134a/pressures?condTemp=40").await).await;
    assert_eq!(missing["message"], "Temperatura de evaporación: dato requerido");
    assert_eq!(missing["field"], "evapTemp");
    let (_, text) = status_and_json(app.get("/api/refrigerants/R134a/pressures?evapTemp=-10&condTemp=abc").await).await;
    assert_eq!(text["message"], "Temperatura de condensación debe ser un número");
    assert_eq!(text["field"], "condTemp");

    let table: Vec<Value> = app.list("/api/refrigerants/R404A/contextual-table?evapTemp=-10&condTemp=40").await;
    let temps: Vec<f64> = table.iter().map(|r| r["temp"].as_f64().unwrap()).collect();
    assert_eq!(temps.first(), Some(&-20.0));
    assert_eq!(temps.last(), Some(&50.0));
    assert!(table.iter().all(|r| r["pressure"].as_f64().unwrap() > 0.0));
}

/// Found by schemathesis: a table between -1.8e41 and 6.5e269 °C walked 5 K
/// steps that no longer changed the number, and never answered.
#[tokio::test]
async fn absurd_temperatures_are_refused_rather_than_walked() {
    let app = spawn_app(TestStore::sqlite()).await;
    for endpoint in ["contextual-table", "pressures"] {
        let query = format!("/api/refrigerants/R448A/{endpoint}?evapTemp=-1.8e41&condTemp=6.5e269");
        let response = tokio::time::timeout(std::time::Duration::from_secs(10), app.get(&query)).await.expect(&query);
        let (status, body) = status_and_json(response).await;
        assert_eq!(status, 422, "{body}");
        assert_eq!(body["message"], "Temperatura fuera de rango: debe estar entre -100 y 200 °C");
        assert_eq!(body["field"], "evapTemp");
    }
}

#[tokio::test]
async fn lists_the_secondary_fluids_of_the_chiller() {
    let app = spawn_app(TestStore::sqlite()).await;
    let fluids = app.list("/api/fluids").await;
    assert_eq!(fluids[0]["value"], "water");
    assert_eq!(fluids[0]["label"], "Agua");
    assert!(fluids.iter().any(|f| f["value"] == "MPG-30" && f["label"] == "Propilenglicol (MPG) 30 %"));
    assert_eq!(fluids.len(), 11);
    for fluid in &fluids {
        let table = &fluid["properties"];
        let rows = table["density"].as_array().unwrap().len();
        assert!(rows >= 4 && table["cp"].as_array().unwrap().len() == rows, "{}", fluid["value"]);
        assert!(fluid["freezingPoint"].is_number());
    }
    // Water at 20 °C: 998.2 kg/m³ and 4.184 kJ/(kg·K) (IAPWS, as published in handbooks).
    let water = &fluids[0]["properties"];
    let row = ((20.0 - water["tMin"].as_f64().unwrap()) / water["step"].as_f64().unwrap()).round() as usize;
    assert!((water["density"][row].as_f64().unwrap() - 998.2).abs() < 0.1);
    assert!((water["cp"][row].as_f64().unwrap() - 4184.0).abs() < 2.0);
    let mpg30 = fluids.iter().find(|f| f["value"] == "MPG-30").unwrap();
    assert!(mpg30["freezingPoint"].as_f64().unwrap() < -10.0);
}
