use crate::helpers::{assert_error, spawn_app, status_and_json};
use crate::support::TestStore;

#[tokio::test]
async fn malformed_json_gets_400_in_the_api_error_shape() {
    let app = spawn_app(TestStore::sqlite()).await;
    let response = app
        .client
        .post(app.url("/api/condensers"))
        .header("content-type", "application/json")
        .body("{\"model\": ")
        .send()
        .await
        .unwrap();
    let (status, body) = status_and_json(response).await;
    assert_eq!(status, 400);
    assert_error(&body, "malformed_body", "El cuerpo de la solicitud no es un JSON válido");
    assert!(body["detail"].as_str().unwrap().contains("EOF"));
}

#[tokio::test]
async fn a_field_of_the_wrong_type_gets_400_in_the_api_error_shape() {
    let app = spawn_app(TestStore::sqlite()).await;
    let (status, body) =
        status_and_json(app.post("/api/condensers", &serde_json::json!({ "capacity": "mucha" })).await).await;
    assert_eq!(status, 400);
    assert_error(&body, "malformed_body", "Los datos enviados no tienen el formato esperado");
}

#[tokio::test]
async fn a_body_without_the_json_content_type_gets_400() {
    let app = spawn_app(TestStore::sqlite()).await;
    let response = app.client.post(app.url("/api/heat-exchangers")).body("{}").send().await.unwrap();
    let (status, body) = status_and_json(response).await;
    assert_eq!(status, 400);
    assert_eq!(body["code"], "malformed_body");
}

#[tokio::test]
async fn an_unknown_api_path_gets_404_json() {
    let app = spawn_app(TestStore::sqlite()).await;
    let (status, body) = status_and_json(app.get("/api/no-such-thing").await).await;
    assert_eq!(status, 404);
    assert_error(&body, "route_not_found", "Recurso no encontrado");
}
