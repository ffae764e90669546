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
    a_set_without_the_makers_envelope_is_the_tools_defaults_and_not_judged,
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

/// Tester report 3, defect 3: a maker's CSV whose envelope table names one
/// refrigerant (R32) leaves the others' sets without the maker's envelope.
/// The review shows them without a polygon; saved, they are the tool's
/// defaults (`envelopeSource`), and a calculation with them is not judged
/// inside an envelope nobody gave: 'Atención', no verdict. The maker's
/// limits typed in the catalogue make it the maker's.
async fn a_set_without_the_makers_envelope_is_the_tools_defaults_and_not_judged(store: TestStore) {
    let app = spawn_app(store).await;
    let mut csv = String::from("Parametro;Refrigerante;C1;C2;C3;C4;C5;C6;C7;C8;C9;C10\n");
    for refrigerant in ["R290", "R32"] {
        csv += &format!("Capacidad;{refrigerant};12000;400;-100;5;-2;0,3;0;0;0;0\n");
        csv += &format!("Potencia;{refrigerant};1500;-20;60;0;0;0;0;0;0;0\n");
    }
    csv += "\nEnvolvente de aplicación R32\nto (°C);tc (°C)\n-25;20\n-25;50\n10;60\n10;20\n";
    let (id, extraction) = import_reviewed_csv(&app, "A2L-TEST", &csv).await;
    for set in extraction["polynomials"].as_array().unwrap() {
        let drawn = set["envelopePolygon"].as_array().is_some();
        assert_eq!(drawn, set["refrigerant"] == "R32", "{set}");
    }
    // The review is told the limits the others get and their words, the domain's (library.md section 5), as the
    // screens' own endpoint serves them: no screen types them.
    let defaults = json!({"evapTempMin": -45.0, "evapTempMax": 7.5, "condTempMin": 11.6, "condTempMax": 62.0,
        "note": "Envolvente del fabricante no indicada (límites por defecto de la herramienta)"});
    assert_eq!(extraction["toolDefaults"], defaults, "{extraction}");
    let (status, served) = status_and_json(app.get("/api/polynomials/default-envelope").await).await;
    assert_eq!((status, served), (200, defaults));
    let sets = app.list(&format!("/api/compressors/{id}/polynomials")).await;
    for set in &sets {
        let expected = if set["refrigerant"] == "R32" { "makerPolygon" } else { "toolDefaults" };
        assert_eq!(set["envelopeSource"], expected, "{set}");
    }
    let at = |refrigerant: &str| json!({ "model": "A2L-TEST", "evapTemp": -10.0, "condTemp": 45.0, "refrigerant": refrigerant });
    let (status, r290) = status_and_json(app.post("/api/calculate", &at("R290")).await).await;
    assert_eq!(status, 200, "{r290}");
    assert_eq!(r290["operatingLimits"]["envelopeSource"], "toolDefaults", "{r290}");
    assert_eq!(r290["operatingLimits"]["evapTempMin"], -45.0);
    let attention =
        "Atención: envolvente del fabricante no indicada (límites por defecto de la herramienta) para A2L-TEST (R290)";
    let warnings: Vec<&str> = r290["warnings"].as_array().unwrap().iter().filter_map(|w| w.as_str()).collect();
    assert!(warnings.iter().any(|w| w.starts_with(attention)), "{r290}");
    let (_, r32) = status_and_json(app.post("/api/calculate", &at("R32")).await).await;
    assert_eq!(r32["operatingLimits"]["envelopeSource"], "makerPolygon", "{r32}");
    assert!(r32["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .all(|w| !w.as_str().unwrap().starts_with("Atención: envolvente")));

    // The maker's limits typed in the catalogue for the R290 capacity set.
    let capacity = sets.iter().find(|s| s["refrigerant"] == "R290" && s["parameter"] == "coolingCapacity").unwrap();
    let mut typed = json!({"refrigerant": "R290", "parameter": "coolingCapacity",
        "evapTempMin": -30.0, "evapTempMax": 10.0, "condTempMin": 25.0, "condTempMax": 55.0});
    for (i, c) in capacity["coefficients"].as_array().unwrap().iter().enumerate() {
        typed[format!("c{}", i + 1)] = c.clone();
    }
    let path = format!("/api/polynomials/{}", capacity["id"].as_str().unwrap());
    let (status, saved) = status_and_json(app.patch(&path, &typed).await).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["envelopeSource"], "makerRanges", "{saved}");
    let (_, again) = status_and_json(app.post("/api/calculate", &at("R290")).await).await;
    assert_eq!(again["operatingLimits"]["envelopeSource"], "makerRanges", "{again}");
    assert!(again["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .all(|w| !w.as_str().unwrap().starts_with("Atención: envolvente")));
}
