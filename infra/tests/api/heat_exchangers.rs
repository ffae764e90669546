use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, status_and_json};
use crate::on_both_stores;
use crate::support::TestStore;

on_both_stores!(creates_lists_updates_and_deletes_a_heat_exchanger, refuses_each_invalid_field_with_the_spec_message);

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
