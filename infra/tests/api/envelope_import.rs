//! Issue 27: a file's envelope table becomes the set's polygon through the
//! two-step import, and a duty point in a corner the polygon cuts off is
//! `fuera de rango` (ENGINEERING.md section 2) like one past a limit.

use serde_json::{json, Value};

use crate::helpers::{spawn_app, status_and_json, TestApp};
use crate::on_both_stores;
use crate::support::TestStore;

on_both_stores!(an_envelope_table_becomes_the_polygon_calculations_are_flagged_against);

async fn upload(app: &TestApp, path: &str, bytes: Vec<u8>) -> (u16, Value) {
    let part = reqwest::multipart::Part::bytes(bytes).file_name("4ves.csv").mime_str("text/csv").unwrap();
    let form = reqwest::multipart::Form::new().part("file", part);
    status_and_json(app.client.post(app.url(path)).multipart(form).send().await.unwrap()).await
}

async fn an_envelope_table_becomes_the_polygon_calculations_are_flagged_against(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, row) = status_and_json(app.post("/api/compressors", &json!({ "model": "4VES-10Y" })).await).await;
    assert_eq!(status, 201, "{row}");
    let id = row["id"].as_str().unwrap();
    let csv = "Parametro;Refrigerante;C1;C2;C3;C4;C5;C6;C7;C8;C9;C10\n\
               Capacidad;R449A;25000;850,2;-120,5;10;-3;0,5;0,01;0;0;0\n\
               Potencia;R449A;4000;-20;50;0;0;0;0;0;0;0\n\
               \n\
               Envolvente de aplicación\n\
               to (°C);tc (°C)\n-20;20\n-20;35\n-10;50\n5;50\n5;20\n";
    let (status, extraction) =
        upload(&app, &format!("/api/compressors/{id}/import-polynomials"), csv.as_bytes().to_vec()).await;
    assert_eq!(status, 200, "{extraction}");
    let polygon = json!([{"to": -20.0, "tc": 20.0}, {"to": -20.0, "tc": 35.0}, {"to": -10.0, "tc": 50.0}, {"to": 5.0, "tc": 50.0}, {"to": 5.0, "tc": 20.0}]);
    for set in extraction["polynomials"].as_array().unwrap() {
        assert_eq!(set["envelopePolygon"], polygon, "{extraction}");
    }
    assert!(extraction["envelopeSources"][0].as_str().unwrap().starts_with("to (°C);tc (°C)"), "{extraction}");
    let body = json!({ "source": extraction["source"], "polynomials": extraction["polynomials"] });
    let (status, saved) =
        status_and_json(app.post(&format!("/api/compressors/{id}/polynomials/import"), &body).await).await;
    assert_eq!(status, 200, "{saved}");
    let sets = app.list(&format!("/api/compressors/{id}/polynomials")).await;
    assert_eq!(sets[0]["envelopePolygon"], polygon);
    assert_eq!((sets[0]["evapTempMin"].clone(), sets[0]["condTempMax"].clone()), (json!(-20.0), json!(50.0)));

    let at = |to: f64, tc: f64| json!({ "model": "4VES-10Y", "evapTemp": to, "condTemp": tc, "refrigerant": "R449A" });
    let (status, inside) = status_and_json(app.post("/api/calculate", &at(-5.0, 35.0)).await).await;
    assert_eq!(status, 200, "{inside}");
    assert_eq!(inside["inEnvelope"], true, "{inside}");
    // Inside the limits (−20…5 °C, 20…50 °C) but past the cut from (−20, 35) to (−10, 50).
    let (status, cut) = status_and_json(app.post("/api/calculate", &at(-18.0, 45.0)).await).await;
    assert_eq!(status, 200, "{cut}");
    assert_eq!(cut["inEnvelope"], false, "{cut}");
    assert!(cut["warnings"][0].as_str().unwrap().starts_with("Fuera de rango"), "{cut}");
}
