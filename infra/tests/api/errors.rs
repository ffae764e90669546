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
    assert_eq!(response.headers()["content-type"], "application/problem+json");
    let (status, body) = status_and_json(response).await;
    assert_eq!(status, 400);
    assert_error(&body, "malformed_body", "El cuerpo de la solicitud no es un JSON válido");
    assert_eq!(body["title"], "Solicitud mal formada");
    assert_eq!(body["status"], 400);
    assert!(body["parserDetail"].as_str().unwrap().contains("EOF"), "the parser's account apart: {body}");
}

/// RFC 9457: a rule about one input names it with its JSON pointer.
#[tokio::test]
async fn a_rule_about_one_field_is_a_problem_with_its_pointer() {
    let app = spawn_app(TestStore::sqlite()).await;
    let condenser = serde_json::json!({
        "model": "C-1", "capacity": 10, "fanCount": 2, "fanPowerConsumption": 0.5,
        "dimensions": { "length": 1000, "width": 500, "height": -3 },
    });
    let response = app.post("/api/condensers", &condenser).await;
    assert_eq!(response.headers()["content-type"], "application/problem+json");
    let (status, body) = status_and_json(response).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["title"], "Dato inválido");
    assert_eq!(body["status"], 422);
    assert_eq!(body["field"], "dimensions", "{body}");
    assert_eq!(body["errors"], serde_json::json!([{ "detail": body["detail"], "pointer": "#/dimensions" }]));
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
async fn a_body_without_the_json_content_type_gets_415() {
    let app = spawn_app(TestStore::sqlite()).await;
    let response = app.client.post(app.url("/api/heat-exchangers")).body("{}").send().await.unwrap();
    let (status, body) = status_and_json(response).await;
    assert_eq!(status, 415);
    assert_eq!(body["code"], "unsupported_media_type");
}

#[tokio::test]
async fn an_unknown_api_path_gets_404_json() {
    let app = spawn_app(TestStore::sqlite()).await;
    let (status, body) = status_and_json(app.get("/api/no-such-thing").await).await;
    assert_eq!(status, 404);
    assert_error(&body, "route_not_found", "Recurso no encontrado");
}

#[tokio::test]
async fn query_and_path_rejections_use_the_api_error_shape() {
    let app = spawn_app(TestStore::sqlite()).await;
    let (status, body) = status_and_json(app.get("/api/compressors?refrigerant=R404A&refrigerant=R134a").await).await;
    assert_eq!(status, 400, "{body}");
    assert_error(&body, "malformed_query", "Los parámetros de la consulta no tienen el formato esperado");
    let (status, body) = status_and_json(app.get("/api/projects/%FF%FE").await).await;
    assert_eq!(status, 400, "{body}");
    assert_error(&body, "malformed_path", "La dirección solicitada no es válida");
}

#[tokio::test]
async fn a_wrong_method_gets_405_in_the_api_error_shape() {
    let app = spawn_app(TestStore::sqlite()).await;
    let (status, body) = status_and_json(app.client.put(app.url("/api/condensers")).send().await.unwrap()).await;
    assert_eq!(status, 405);
    assert_error(&body, "method_not_allowed", "Método no permitido para este recurso");
}

#[tokio::test]
async fn a_json_body_over_the_limit_gets_413_in_the_api_error_shape() {
    let app = spawn_app(TestStore::sqlite()).await;
    let huge = format!("{{\"name\": \"{}\"}}", "x".repeat(3 * 1024 * 1024));
    let response = app
        .client
        .post(app.url("/api/projects"))
        .header("content-type", "application/json")
        .body(huge)
        .send()
        .await
        .unwrap();
    let (status, body) = status_and_json(response).await;
    assert_eq!(status, 413);
    assert_error(&body, "payload_too_large", "La solicitud excede el tamaño máximo permitido");
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let app = spawn_app(TestStore::sqlite()).await;
    for path in ["/api/condensers", "/api/no-existe", "/", "/proyectos", "/health"] {
        let response = app.get(path).await;
        let headers = response.headers();
        let csp = headers.get("content-security-policy").unwrap_or_else(|| panic!("{path}: no CSP")).to_str().unwrap();
        assert!(
            csp.contains("script-src 'self'") && !csp.contains("unsafe-eval") && csp.contains("frame-ancestors 'none'"),
            "{csp}"
        );
        assert!(!csp.split(';').any(|d| d.trim().starts_with("script-src") && d.contains("unsafe-inline")), "{csp}");
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["referrer-policy"], "no-referrer", "{path}");
    }
}

#[tokio::test]
async fn text_with_a_nul_character_is_refused_before_any_store_sees_it() {
    let app = spawn_app(TestStore::sqlite()).await;
    let response = app
        .client
        .post(app.url("/api/condensers"))
        .header("content-type", "application/json")
        .body(r#"{"model": "CD\u0000-1", "capacity": 10}"#)
        .send()
        .await
        .unwrap();
    let (status, body) = status_and_json(response).await;
    assert_eq!(status, 422);
    assert_error(&body, "text.nul_character", "El texto enviado no puede contener el carácter nulo (U+0000)");
}

/// U+0000 is refused where the document declares a member (and says so with
/// a pattern), however deep; a member it does not declare is ignored, as
/// serde ignores it, so a client adding its own fields is not refused for them.
#[tokio::test]
async fn a_nul_character_counts_only_in_the_members_the_document_declares() {
    let app = spawn_app(TestStore::sqlite()).await;
    let undeclared = r#"{"model": "CD-1", "capacity": 10, "fanCount": 2, "fanPowerConsumption": 0.5,
        "note\u0000": "x\u0000", "dimensions": {"length": 1000, "extra": ["\u0000"]}}"#;
    let response = app.client.post(app.url("/api/condensers")).header("content-type", "application/json");
    let (status, body) = status_and_json(response.body(undeclared).send().await.unwrap()).await;
    assert_eq!(status, 201, "{body}");
    let declared = r#"{"condTemp": 40, "refrigerant": "R404A",
        "circuits": [{"evapTemp": -6.7, "compressors": [{"model": "3DA3\u0000"}]}]}"#;
    let response = app.client.post(app.url("/api/racks/calculate")).header("content-type", "application/json");
    let (status, body) = status_and_json(response.body(declared).send().await.unwrap()).await;
    assert_eq!(status, 422, "{body}");
    assert_error(&body, "text.nul_character", "El texto enviado no puede contener el carácter nulo (U+0000)");
}
