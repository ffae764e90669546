use std::net::SocketAddr;

use app::server_config::{AuthSettings, Settings};
use infra::application::Application;
use serde_json::Value;
use tokio::sync::oneshot;

use crate::support::TestStore;

/// A running server and a client for it.
pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    pub store: TestStore,
    web_dir: tempfile::TempDir,
    stop: Option<(oneshot::Sender<()>, tokio::task::JoinHandle<()>)>,
    auth: AuthSettings,
    port: u16,
}

impl TestApp {
    /// Puts a file of the built SPA (relative to its folder) where the server serves it.
    pub fn web_file(&self, path: &str, bytes: &[u8]) {
        let path = self.web_dir.path().join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
}

pub const INDEX_HTML: &str = "<!doctype html><title>Fichas</title><div id=\"root\"></div>";

async fn start(
    store: &TestStore,
    web_dir: &std::path::Path,
    auth: &AuthSettings,
    port: u16,
) -> (String, oneshot::Sender<()>, tokio::task::JoinHandle<()>) {
    let settings = Settings {
        bind: SocketAddr::from(([127, 0, 0, 1], port)),
        data_dir: store.data_dir(),
        store: store.settings_store(),
        web_dir: web_dir.to_path_buf(),
        log: "warn".into(),
        llm: None,
        auth: auth.clone(),
    };
    let application = Application::build(&settings).await.expect("Failed to build the application");
    let address = format!("http://127.0.0.1:{}", application.port());
    let (tx, rx) = oneshot::channel::<()>();
    let handle = tokio::spawn(async move {
        application
            .run_until(async {
                let _ = rx.await;
            })
            .await
            .expect("server failed");
    });
    (address, tx, handle)
}

pub async fn spawn_app(store: TestStore) -> TestApp {
    spawn_app_with_auth(store, AuthSettings::default()).await
}

/// A server with these identity settings (e.g. `--auth local`).
pub async fn spawn_app_with_auth(store: TestStore, auth: AuthSettings) -> TestApp {
    spawn_app_on(store, auth, 0).await
}

/// A server on this port of 127.0.0.1 (0: any free one), for a test that
/// must know its address before it starts (an OpenID provider's redirect URI).
pub async fn spawn_app_on(store: TestStore, auth: AuthSettings, port: u16) -> TestApp {
    let web_dir = tempfile::tempdir().unwrap();
    std::fs::write(web_dir.path().join("index.html"), INDEX_HTML).unwrap();
    let (address, tx, handle) = start(&store, web_dir.path(), &auth, port).await;
    TestApp { address, client: reqwest::Client::new(), store, web_dir, stop: Some((tx, handle)), auth, port }
}

impl TestApp {
    /// Stops the server, closing the store, and starts a new one on it.
    pub async fn restart(&mut self) {
        self.stop().await;
        self.start().await;
    }

    /// Stops the server and closes the store (a test may then open it itself).
    pub async fn stop(&mut self) {
        if let Some((tx, handle)) = self.stop.take() {
            tx.send(()).unwrap();
            handle.await.unwrap();
        }
    }

    /// Starts a server on the store again, as `fichas serve` does after a stop.
    pub async fn start(&mut self) {
        assert!(self.stop.is_none(), "the server is already running");
        let (address, tx, handle) = start(&self.store, self.web_dir.path(), &self.auth, self.port).await;
        self.address = address;
        self.stop = Some((tx, handle));
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("request failed")
    }

    pub async fn post(&self, path: &str, body: &Value) -> reqwest::Response {
        self.client.post(self.url(path)).json(body).send().await.expect("request failed")
    }

    pub async fn patch(&self, path: &str, body: &Value) -> reqwest::Response {
        self.client.patch(self.url(path)).json(body).send().await.expect("request failed")
    }

    pub async fn delete(&self, path: &str) -> reqwest::Response {
        self.client.delete(self.url(path)).send().await.expect("request failed")
    }

    pub async fn list(&self, path: &str) -> Vec<Value> {
        let response = self.get(path).await;
        assert_eq!(response.status(), 200);
        response.json().await.unwrap()
    }
}

/// The demo compressors `make run` loads (`tools/demo/compressors-sample.idf`).
pub async fn demo_catalogue(app: &TestApp) {
    app.store.import_demo_catalogue("compressors-sample.idf").await;
}

/// Registers a compressor (POST /api/compressors); its catalogue row.
pub async fn create_compressor(app: &TestApp, body: &Value) -> Value {
    let (status, row) = status_and_json(app.post("/api/compressors", body).await).await;
    assert_eq!(status, 201, "{row}");
    row
}

/// Posts one file as the multipart field `file`, as the screens upload.
pub async fn upload_file(app: &TestApp, path: &str, name: &str, mime: &str, bytes: Vec<u8>) -> reqwest::Response {
    let part = reqwest::multipart::Part::bytes(bytes).file_name(name.to_string()).mime_str(mime).unwrap();
    let form = reqwest::multipart::Form::new().part("file", part);
    app.client.post(app.url(path)).multipart(form).send().await.expect("request failed")
}

/// Sends a maker's file to the first step of a polynomial import (POST
/// /api/compressors/{id}/import-polynomials), which extracts the sets for
/// review and saves nothing.
pub async fn upload_polynomials(app: &TestApp, id: &str, name: &str, mime: &str, bytes: Vec<u8>) -> reqwest::Response {
    upload_file(app, &format!("/api/compressors/{id}/import-polynomials"), name, mime, bytes).await
}

/// Confirms reviewed sets, the second step of a polynomial import (POST
/// /api/compressors/{id}/polynomials/import).
pub async fn confirm_polynomials(app: &TestApp, id: &str, body: &Value) -> reqwest::Response {
    app.post(&format!("/api/compressors/{id}/polynomials/import"), body).await
}

/// 4VES-10Y's R449A capacity and power sets as a maker's CSV (issue 27);
/// with `envelope`, followed by the maker's application envelope, the
/// polygon (−20, 20), (−20, 35), (−10, 50), (5, 50), (5, 20) in (to, tc) °C.
pub fn four_ves_csv(envelope: bool) -> String {
    let sets = "Parametro;Refrigerante;C1;C2;C3;C4;C5;C6;C7;C8;C9;C10\n\
                Capacidad;R449A;25000;850,2;-120,5;10;-3;0,5;0,01;0;0;0\n\
                Potencia;R449A;4000;-20;50;0;0;0;0;0;0;0\n";
    let table = "\nEnvolvente de aplicación\nto (°C);tc (°C)\n-20;20\n-20;35\n-10;50\n5;50\n5;20\n";
    if envelope {
        format!("{sets}{table}")
    } else {
        sets.to_string()
    }
}

/// Registers `model` and imports `csv` (as `4ves.csv`) through both steps,
/// confirming every extracted set unchanged: the compressor's id and the
/// extraction the review was shown.
pub async fn import_reviewed_csv(app: &TestApp, model: &str, csv: &str) -> (String, Value) {
    let row = create_compressor(app, &serde_json::json!({ "model": model })).await;
    let id = row["id"].as_str().unwrap().to_string();
    let response = upload_polynomials(app, &id, "4ves.csv", "text/csv", csv.as_bytes().to_vec()).await;
    let (status, extraction) = status_and_json(response).await;
    assert_eq!(status, 200, "{extraction}");
    let body = serde_json::json!({ "source": extraction["source"], "polynomials": extraction["polynomials"] });
    let (status, saved) = status_and_json(confirm_polynomials(app, &id, &body).await).await;
    assert_eq!(status, 200, "{saved}");
    (id, extraction)
}

/// Status and JSON body of a response.
pub async fn status_and_json(response: reqwest::Response) -> (u16, Value) {
    let status = response.status().as_u16();
    (status, response.json().await.expect("body is not JSON"))
}

/// Status and JSON body of a response whose body may be empty or not
/// JSON (a 204, a 304, a 412 from a proxy): `Value::Null` then.
pub async fn status_and_body(response: reqwest::Response) -> (u16, Value) {
    let status = response.status().as_u16();
    let text = response.text().await.expect("body is not text");
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// Asserts the API error shape: an RFC 9457 problem carrying the API's
/// `code`, with the Spanish message as its `detail`.
pub fn assert_error(body: &Value, code: &str, message: &str) {
    assert_eq!(body["code"], code, "{body}");
    assert_eq!(body["message"], message, "{body}");
    assert_eq!(body["error"], message, "{body}");
    assert_eq!(body["detail"], message, "{body}");
    assert_eq!(body["type"], format!("urn:fichas:error:{code}"), "{body}");
    assert!(body["title"].as_str().is_some_and(|t| !t.is_empty()), "{body}");
    assert!(body["status"].as_u64().is_some_and(|s| (400..600).contains(&s)), "{body}");
}
