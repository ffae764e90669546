//! Issue 27: a file's envelope table becomes the set's polygon through the
//! two-step import, and a duty point in a corner the polygon cuts off is
//! `fuera de rango` (ENGINEERING.md section 2) like one past a limit.

use serde_json::json;

use crate::helpers::{four_ves_csv, import_reviewed_csv, spawn_app, status_and_json};
use crate::on_both_stores;
use crate::support::TestStore;

on_both_stores!(
    an_envelope_table_becomes_the_polygon_calculations_are_flagged_against,
    one_envelope_under_several_refrigerants_tables_is_every_sets,
);

async fn an_envelope_table_becomes_the_polygon_calculations_are_flagged_against(store: TestStore) {
    let app = spawn_app(store).await;
    let (id, extraction) = import_reviewed_csv(&app, "4VES-10Y", &four_ves_csv(true)).await;
    let polygon = json!([{"to": -20.0, "tc": 20.0}, {"to": -20.0, "tc": 35.0}, {"to": -10.0, "tc": 50.0}, {"to": 5.0, "tc": 50.0}, {"to": 5.0, "tc": 20.0}]);
    for set in extraction["polynomials"].as_array().unwrap() {
        assert_eq!(set["envelopePolygon"], polygon, "{extraction}");
    }
    assert!(extraction["envelopeSources"][0].as_str().unwrap().starts_with("to (°C);tc (°C)"), "{extraction}");
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

/// Tester report 3, defect 4: makers print one envelope under the
/// coefficient tables of several refrigerants. Its table names none, so it
/// is every set's; before, the last coefficient row above it (R32) took it
/// and the other refrigerants' sets were stored with the default limits
/// (−45…7.5 °C, 11.6…62 °C) as if they were the maker's.
async fn one_envelope_under_several_refrigerants_tables_is_every_sets(store: TestStore) {
    let app = spawn_app(store).await;
    let mut csv = String::from("Parametro;Refrigerante;C1;C2;C3;C4;C5;C6;C7;C8;C9;C10\n");
    for refrigerant in ["R290", "R454B", "R454C", "R1234yf", "R32"] {
        csv += &format!("Capacidad;{refrigerant};12000;400;-100;5;-2;0,3;0;0;0;0\n");
        csv += &format!("Potencia;{refrigerant};1500;-20;60;0;0;0;0;0;0;0\n");
    }
    csv += "\nEnvolvente de aplicación\nto (°C);tc (°C)\n-25;20\n-25;50\n10;60\n10;20\n";
    let (id, extraction) = import_reviewed_csv(&app, "A2L-TEST", &csv).await;
    let polygon = json!([{"to": -25.0, "tc": 20.0}, {"to": -25.0, "tc": 50.0}, {"to": 10.0, "tc": 60.0}, {"to": 10.0, "tc": 20.0}]);
    let sets = extraction["polynomials"].as_array().unwrap();
    assert_eq!(sets.len(), 10, "{extraction}");
    for set in sets {
        assert_eq!(set["envelopePolygon"], polygon, "{}: {extraction}", set["refrigerant"]);
    }
    for set in app.list(&format!("/api/compressors/{id}/polynomials")).await {
        assert_eq!(set["envelopePolygon"], polygon, "{set}");
        assert_eq!((set["evapTempMin"].clone(), set["condTempMax"].clone()), (json!(-25.0), json!(60.0)), "{set}");
    }
}
