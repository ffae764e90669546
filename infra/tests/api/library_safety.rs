//! Issue 14, validation and data safety: field ranges, typed coefficients,
//! undoing a deletion with a new event, duplicate warnings.

use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, status_and_json, TestApp};
use crate::on_both_stores;
use crate::support::TestStore;

on_both_stores!(
    compressor_fields_are_refused_at_their_field_outside_their_range,
    a_typed_coefficient_must_be_a_number_and_nothing_is_stored_as_zero,
    a_deleted_compressor_is_restored_with_its_polynomials_and_views_equal_a_rebuild,
    condensers_and_heat_exchangers_are_restored_after_deletion,
    a_duplicate_brand_and_model_is_saved_with_a_warning,
    a_pt_chart_of_another_refrigerant_is_recorded_as_not_matching,
);

async fn post_compressor(app: &TestApp, body: Value) -> (u16, Value) {
    status_and_json(app.post("/api/compressors", &body).await).await
}

async fn restore(app: &TestApp, path: &str) -> (u16, Value) {
    status_and_json(app.post(&format!("{path}/restore"), &json!({})).await).await
}

fn polynomial(compressor_id: &str) -> Value {
    json!({
        "compressorId": compressor_id, "refrigerant": "R404A", "parameter": "coolingCapacity",
        "c1": 25000, "c2": 850.2, "c3": -120.5, "c4": 10, "c5": -3, "c6": 0.5, "c7": 0.01, "c8": 0, "c9": 0, "c10": 0,
    })
}

async fn compressor_fields_are_refused_at_their_field_outside_their_range(store: TestStore) {
    let app = spawn_app(store).await;
    let cases = [
        (
            json!({ "model": "A", "technicalData": { "cylinders": -4 } }),
            "compressor.cylinders_out_of_range",
            "technicalData.cylinders",
            "Cilindros debe ser un número entero de 1 a 16",
        ),
        (
            json!({ "model": "A", "motorData": { "efficiency": 250 } }),
            "compressor.efficiency_out_of_range",
            "motorData.efficiency",
            "Eficiencia debe ser mayor a 0 y hasta 100 %",
        ),
        (
            json!({ "model": "A", "dimensions": { "length": 1e20 } }),
            "compressor.length_out_of_range",
            "dimensions.length",
            "Largo debe ser mayor a 0 y hasta 10000 mm",
        ),
        (
            json!({ "model": "M".repeat(81) }),
            "compressor.model_too_long",
            "model",
            "El modelo no puede tener más de 80 caracteres",
        ),
    ];
    for (body, code, field, message) in cases {
        let (status, error) = post_compressor(&app, body).await;
        assert_eq!(status, 422, "{error}");
        assert_error(&error, code, message);
        assert_eq!(error["field"], field);
    }
    assert!(app.list("/api/compressors").await.is_empty(), "nothing was registered");

    // An update is checked on its merged result.
    let (status, row) = post_compressor(&app, json!({ "model": "4GE-23Y", "technicalData": { "cylinders": 4 } })).await;
    assert_eq!(status, 201, "{row}");
    let path = format!("/api/compressors/{}", row["id"].as_str().unwrap());
    let (status, error) = status_and_json(app.patch(&path, &json!({ "motorData": { "phases": 2 } })).await).await;
    assert_eq!(status, 422);
    assert_eq!(error["field"], "motorData.phases");
}

async fn a_typed_coefficient_must_be_a_number_and_nothing_is_stored_as_zero(store: TestStore) {
    let app = spawn_app(store).await;
    let (_, row) = post_compressor(&app, json!({ "model": "4VES-10Y" })).await;
    let id = row["id"].as_str().unwrap();
    let (status, added) = status_and_json(app.post("/api/polynomials", &polynomial(id)).await).await;
    assert_eq!(status, 201, "{added}");
    let path = format!("/api/polynomials/{}", added["id"].as_str().unwrap());

    let mut bad = polynomial(id);
    bad["c5"] = json!("abc");
    let (status, error) = status_and_json(app.post("/api/polynomials", &bad).await).await;
    assert_eq!(status, 422, "a new set typed by hand is checked too");
    assert_error(&error, "compressor.coefficient_not_a_number", "El coeficiente c5 debe ser un número");

    for (key, value, code) in [
        ("c1", json!("abc"), "compressor.coefficient_not_a_number"),
        ("c2", json!(""), "compressor.coefficient_not_a_number"),
        ("c3", json!(" "), "compressor.coefficient_not_a_number"),
        ("c4", json!("1e400"), "compressor.coefficient_not_a_number"),
        ("c6", json!(1e13), "compressor.coefficient_out_of_range"),
    ] {
        let mut edit = polynomial(id);
        edit[key] = value;
        let (status, error) = status_and_json(app.patch(&path, &edit).await).await;
        assert_eq!(status, 422, "{key}: {error}");
        assert_eq!(error["code"], code);
        assert_eq!(error["field"], key);
    }
    let mut boolean = polynomial(id);
    boolean["c7"] = json!(true);
    assert_eq!(app.patch(&path, &boolean).await.status(), 400, "neither a number nor text");
    let saved = app.list(&format!("/api/compressors/{id}/polynomials")).await;
    assert_eq!(saved.len(), 1);
    assert_eq!(saved[0]["c1"], 25000.0, "nothing was stored as 0");
    assert_eq!(saved[0]["provenance"]["edited"], false);

    // A decimal comma typed by hand is read, not refused.
    let mut edit = polynomial(id);
    edit["c1"] = json!("25100,5");
    let (status, updated) = status_and_json(app.patch(&path, &edit).await).await;
    assert_eq!(status, 200, "{updated}");
    assert_eq!(updated["c1"], 25100.5);
}

async fn a_deleted_compressor_is_restored_with_its_polynomials_and_views_equal_a_rebuild(store: TestStore) {
    let app = spawn_app(store).await;
    let (_, row) = post_compressor(&app, json!({ "model": "4GE-23Y", "brand": "Bitzer" })).await;
    let id = row["id"].as_str().unwrap();
    let (status, _) = status_and_json(app.post("/api/polynomials", &polynomial(id)).await).await;
    assert_eq!(status, 201);
    let before = app.list("/api/compressors").await;
    let path = format!("/api/compressors/{id}");

    let (status, error) = restore(&app, &path).await;
    assert_eq!(status, 409, "a live compressor is not restored");
    assert_error(&error, "compressor.not_removed", "El compresor no está eliminado");

    assert_eq!(app.delete(&path).await.status(), 204);
    assert!(app.list("/api/compressors").await.is_empty());
    assert_eq!(app.get(&format!("{path}/polynomials")).await.status(), 404);

    let (status, restored) = restore(&app, &path).await;
    assert_eq!(status, 200, "{restored}");
    assert_eq!(restored["removed"], false);
    assert_eq!(restored["polynomialStats"], json!([{ "refrigerant": "R404A", "count": 1 }]));
    let after = app.list("/api/compressors").await;
    assert_eq!(after.len(), 1);
    assert_eq!(after[0]["version"], before[0]["version"].as_u64().unwrap() + 2, "two new events, nothing rewritten");
    assert_eq!(after[0]["polynomials"], before[0]["polynomials"]);
    assert_eq!(app.list(&format!("{path}/polynomials")).await.len(), 1);

    let (status, _) = restore(&app, "/api/compressors/no-such-id").await;
    assert_eq!(status, 404);

    let db = app.store.open().await;
    infra::wiring::rebuild_views(&db).await.unwrap();
    db.close().await;
    assert_eq!(app.list("/api/compressors").await, after, "views equal a rebuild");
}

async fn condensers_and_heat_exchangers_are_restored_after_deletion(store: TestStore) {
    let app = spawn_app(store).await;
    let condenser = json!({ "model": "CMC-120", "capacity": 120, "fanCount": 4, "fanPowerConsumption": 0.85 });
    let exchanger = json!({ "model": "B25T", "brand": "SWEP", "capacityKw": 45.5, "applicationType": "cooling" });
    for (list, body) in [("/api/condensers", condenser), ("/api/heat-exchangers", exchanger)] {
        let (status, created) = status_and_json(app.post(list, &body).await).await;
        assert_eq!(status, 201, "{created}");
        let path = format!("{list}/{}", created["id"].as_str().unwrap());
        assert_eq!(restore(&app, &path).await.0, 409, "{list}: not deleted");
        assert_eq!(app.delete(&path).await.status(), 204);
        assert!(app.list(list).await.is_empty());
        let (status, restored) = restore(&app, &path).await;
        assert_eq!(status, 200, "{restored}");
        assert_eq!(restored["model"], created["model"]);
        assert_eq!(app.list(list).await.len(), 1, "{list}");
        let (status, long) = status_and_json(app.patch(&path, &json!({ "model": "X".repeat(81) })).await).await;
        assert_eq!(status, 422, "{long}");
        assert_eq!(long["message"], "El modelo no puede tener más de 80 caracteres");
    }
}

async fn a_duplicate_brand_and_model_is_saved_with_a_warning(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, first) = post_compressor(&app, json!({ "model": "4GE-23Y", "brand": "Bitzer" })).await;
    assert_eq!(status, 201);
    assert_eq!(first["warnings"], json!([]));
    let (status, other_brand) = post_compressor(&app, json!({ "model": "4GE-23Y", "brand": "Copeland" })).await;
    assert_eq!(status, 201);
    assert_eq!(other_brand["warnings"], json!([]));
    let (status, twin) = post_compressor(&app, json!({ "model": " 4ge-23y", "brand": "BITZER" })).await;
    assert_eq!(status, 201, "a warning, not a refusal");
    assert_eq!(
        twin["warnings"],
        json!([{ "code": "compressor.duplicate_model", "field": "model", "message": "Ya existe un compresor 4GE-23Y de la marca Bitzer" }])
    );
    assert_eq!(app.list("/api/compressors").await.len(), 3);

    // Exchangers have a brand too: the same warning on create and on update.
    let exchanger = json!({ "model": "B25T", "brand": "SWEP", "capacityKw": 45.5, "applicationType": "cooling" });
    let (status, first) = status_and_json(app.post("/api/heat-exchangers", &exchanger).await).await;
    assert_eq!((status, first["warnings"].clone()), (201, json!([])));
    let other = json!({ "model": "B26", "brand": "swep ", "capacityKw": 45.5, "applicationType": "cooling" });
    let (_, second) = status_and_json(app.post("/api/heat-exchangers", &other).await).await;
    assert_eq!(second["warnings"], json!([]));
    let path = format!("/api/heat-exchangers/{}", second["id"].as_str().unwrap());
    let (status, renamed) = status_and_json(app.patch(&path, &json!({ "model": "b25t" })).await).await;
    assert_eq!(status, 200, "{renamed}");
    assert_eq!(renamed["warnings"][0]["message"], "Ya existe un intercambiador B25T de la marca SWEP");
}

async fn a_pt_chart_of_another_refrigerant_is_recorded_as_not_matching(store: TestStore) {
    let app = spawn_app(store).await;
    // R448A's dew pressures (from the dataset), uploaded on R404A.
    let r448a = domain::properties::dataset().refrigerant("R448A").unwrap();
    let mut lines = vec!["Tabla presion-temperatura".to_string(), "Temp (C)    Presion bar abs".to_string()];
    for t in [-30, -20, -10, 0, 10, 20] {
        let (_, dew) = r448a.pressures(f64::from(t)).unwrap();
        lines.push(format!("{t}  {:.3}", dew / 1e5));
    }
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let part = reqwest::multipart::Part::bytes(crate::support::pdf_with_lines(&lines))
        .file_name("r448a.pdf")
        .mime_str("application/pdf")
        .unwrap();
    let response = app
        .client
        .post(app.url("/api/refrigerants-library/R404A/upload-pdf"))
        .multipart(reqwest::multipart::Form::new().part("file", part))
        .send()
        .await
        .unwrap();
    let (status, row) = status_and_json(response).await;
    assert_eq!(status, 200, "{row}");
    let chart = &row["uploadedCharts"][0];
    assert_eq!(chart["tolerancePct"], 2.0);
    assert_eq!(chart["rowsOffReference"], 6, "{chart}");
    assert!(chart["rows"].as_array().unwrap().iter().all(|r| r["offReference"] == true));
    assert!(chart["maxDeviation"].as_f64().unwrap() > 10.0);
}
