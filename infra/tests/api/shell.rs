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
