use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, status_and_json};
use crate::on_both_stores;
use crate::support::TestStore;

on_both_stores!(
    creates_lists_updates_and_deletes_a_condenser,
    refuses_each_invalid_field_with_the_spec_message,
    answers_404_for_an_unknown_or_deleted_condenser,
    keeps_condensers_across_a_server_restart,
);

fn body() -> Value {
    json!({
        "model": "CMC-120",
        "capacity": 120.5,
        "fanCount": 4,
        "fanPowerConsumption": 0.85,
        "isMicrochannel": true,
        "dimensions": { "length": 2400, "width": 1100, "height": 1300, "weight": 310 }
    })
}

async fn creates_lists_updates_and_deletes_a_condenser(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, created) = status_and_json(app.post("/api/condensers", &body()).await).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    assert_eq!(created["model"], "CMC-120");
    assert_eq!(created["isMicrochannel"], true);
    assert_eq!(created["ratedDeltaT"], 15.0);
    assert_eq!(created["dimensions"]["weight"], 310.0);

    let other = json!({ "model": "AAA-10", "capacity": 10, "fanCount": 1, "fanPowerConsumption": 0.2 });
    assert_eq!(app.post("/api/condensers", &other).await.status(), 201);
    let models: Vec<_> = app.list("/api/condensers").await.iter().map(|c| c["model"].clone()).collect();
    assert_eq!(models, vec![json!("AAA-10"), json!("CMC-120")]);

    let (status, updated) = status_and_json(
        app.patch(&format!("/api/condensers/{id}"), &json!({ "capacity": 150, "ratedDeltaT": 10 })).await,
    )
    .await;
    assert_eq!(status, 200, "{updated}");
    assert_eq!(updated["capacity"], 150.0);
    assert_eq!(updated["ratedDeltaT"], 10.0);
    assert_eq!(updated["model"], "CMC-120");
    assert_eq!(updated["version"], 2);

    let response = app.delete(&format!("/api/condensers/{id}")).await;
    assert_eq!(response.status(), 204);
    let models: Vec<_> = app.list("/api/condensers").await.iter().map(|c| c["model"].clone()).collect();
    assert_eq!(models, vec![json!("AAA-10")]);
}

async fn refuses_each_invalid_field_with_the_spec_message(store: TestStore) {
    let app = spawn_app(store).await;
    let cases = [
        (json!({ "model": "  " }), "condenser.model_required", "Modelo es requerido", "model"),
        (json!({ "capacity": 0.05 }), "condenser.capacity_too_low", "Capacidad debe ser mayor a 0", "capacity"),
        (
            json!({ "capacity": 1e300 }),
            "condenser.capacity_too_high",
            "Capacidad debe ser como máximo 100000 kW",
            "capacity",
        ),
        (json!({ "fanCount": 0 }), "condenser.no_fans", "Debe tener al menos 1 ventilador", "fanCount"),
        (json!({ "fanCount": 2.5 }), "condenser.no_fans", "Debe tener al menos 1 ventilador", "fanCount"),
        (
            json!({ "fanPowerConsumption": 0 }),
            "condenser.fan_power_too_low",
            "Consumo debe ser mayor a 0",
            "fanPowerConsumption",
        ),
    ];
    for (change, code, message, field) in cases {
        let mut invalid = body();
        invalid.as_object_mut().unwrap().extend(change.as_object().unwrap().clone());
        let (status, error) = status_and_json(app.post("/api/condensers", &invalid).await).await;
        assert_eq!(status, 422, "{invalid}");
        assert_error(&error, code, message);
        assert_eq!(error["field"], field);
    }
    let (status, error) = status_and_json(app.post("/api/condensers", &json!({})).await).await;
    assert_eq!(status, 422);
    assert_error(&error, "condenser.model_required", "Modelo es requerido");
    assert!(app.list("/api/condensers").await.is_empty(), "nothing half-saved");
}

async fn answers_404_for_an_unknown_or_deleted_condenser(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, error) = status_and_json(app.patch("/api/condensers/unknown", &body()).await).await;
    assert_eq!(status, 404);
    assert_error(&error, "condenser.not_found", "Condensador no encontrado");
    let created: Value = app.post("/api/condensers", &body()).await.json().await.unwrap();
    let path = format!("/api/condensers/{}", created["id"].as_str().unwrap());
    assert_eq!(app.delete(&path).await.status(), 204);
    assert_eq!(app.delete(&path).await.status(), 404);
    assert_eq!(app.patch(&path, &body()).await.status(), 404);
}

async fn keeps_condensers_across_a_server_restart(store: TestStore) {
    let mut app = spawn_app(store).await;
    let created: Value = app.post("/api/condensers", &body()).await.json().await.unwrap();
    app.restart().await;
    let rows = app.list("/api/condensers").await;
    assert_eq!(rows, vec![created.clone()]);
    let path = format!("/api/condensers/{}", created["id"].as_str().unwrap());
    let (status, updated) = status_and_json(app.patch(&path, &json!({ "fanCount": 6 })).await).await;
    assert_eq!(status, 200);
    assert_eq!(updated["fanCount"], 6);
    assert_eq!(updated["createdAt"], created["createdAt"]);
}
