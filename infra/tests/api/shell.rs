use crate::helpers::{spawn_app, INDEX_HTML};
use crate::support::TestStore;

#[tokio::test]
async fn health_reports_a_reachable_store() {
    let app = spawn_app(TestStore::sqlite()).await;
    let response = app.get("/health").await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<serde_json::Value>().await.unwrap()["status"], "ok");
}

#[tokio::test]
async fn deep_links_to_spa_routes_serve_the_app() {
    let app = spawn_app(TestStore::sqlite()).await;
    for path in ["/", "/biblioteca", "/biblioteca/refrigerantes", "/configuracion-diseno", "/no-existe"] {
        let response = app.get(path).await;
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(response.text().await.unwrap(), INDEX_HTML, "{path}");
    }
}

#[tokio::test]
async fn the_openapi_description_lists_every_endpoint() {
    let app = spawn_app(TestStore::sqlite()).await;
    let response = app.get("/api/openapi.json").await;
    assert_eq!(response.status(), 200);
    let doc: serde_json::Value = response.json().await.unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    let expected = [
        ("/api/condensers", &["get", "post"][..]),
        ("/api/condensers/{id}", &["patch", "delete"]),
        ("/api/condensers/{id}/restore", &["post"]),
        ("/api/heat-exchangers", &["get", "post"]),
        ("/api/heat-exchangers/{id}", &["patch", "delete"]),
        ("/api/heat-exchangers/{id}/restore", &["post"]),
        ("/api/refrigerants-library", &["get"]),
        ("/api/refrigerants-library/code/{code}", &["get"]),
        ("/api/refrigerants-library/generate/{code}", &["post"]),
        ("/api/refrigerants-library/{id}", &["patch"]),
        ("/api/refrigerants-library/{id}/upload-pdf", &["post"]),
        ("/api/refrigerants", &["get"]),
        ("/api/refrigerants/{code}/pressures", &["get"]),
        ("/api/refrigerants/{code}/contextual-table", &["get"]),
        ("/api/fluids", &["get"]),
        ("/api/compressors", &["get", "post"]),
        ("/api/compressors/{id}", &["patch", "delete"]),
        ("/api/compressors/{id}/restore", &["post"]),
        ("/api/compressors/{id}/polynomials", &["get"]),
        ("/api/compressors/{id}/import-polynomials", &["post"]),
        ("/api/compressors/{id}/polynomials/import", &["post"]),
        ("/api/compressors/import-with-ai", &["post"]),
        ("/api/polynomials", &["post"]),
        ("/api/polynomials/{id}", &["patch"]),
        ("/api/calculate", &["post"]),
        ("/api/racks/calculate", &["post"]),
        ("/api/chillers/calculate", &["post"]),
        ("/api/company-settings", &["get", "post"]),
        ("/api/design-config", &["get", "post"]),
        ("/api/design-config/upload", &["post"]),
        ("/api/objects/upload", &["post"]),
        ("/api/objects/public/{key}", &["get"]),
        ("/api/charts/envelope.svg", &["get"]),
        ("/api/projects/{id}/generate-pdf", &["post"]),
        ("/api/projects/{id}/datasheets", &["get"]),
        ("/api/datasheets/{id}/pdf", &["get"]),
        ("/api/datasheets/{id}/regenerate", &["post"]),
        ("/api/projects", &["get", "post"]),
        ("/api/projects/{id}", &["get", "patch", "delete"]),
        ("/api/projects/{id}/history", &["get"]),
        ("/api/projects/{id}/versions/{version}", &["get"]),
        ("/api/projects/{id}/diff", &["get"]),
        ("/api/projects/{id}/recalculate", &["post"]),
        ("/api/projects/{id}/duplicate", &["post"]),
    ];
    let paths = doc["paths"].as_object().unwrap();
    assert_eq!(paths.len(), expected.len(), "{:?}", paths.keys().collect::<Vec<_>>());
    for (path, methods) in expected {
        for method in methods {
            assert!(paths[path][*method].is_object(), "{method} {path} is not described");
        }
    }
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    for schema in ["ErrorBody", "CondenserBody", "RackRequest", "ChillerRequest", "PolynomialInput", "Pressures"] {
        assert!(schemas.contains_key(schema), "{schema} missing");
    }
    assert!(schemas["CondenserBody"]["properties"]["fanPowerConsumption"].is_object());
}
