//! Two real `fichas serve` processes on one private PostgreSQL cluster, each
//! with a data folder of its own (nothing shared but the database): what is
//! written through one is read through the other (projects, the library, an
//! uploaded logo, an issued PDF, the catalogue behind calculations); one is
//! killed with SIGKILL during a burst of writes, and nothing it acknowledged
//! is lost while the other keeps working and brings the views up to every
//! committed event.

mod support;

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{json, Value};
use support::{rack_body, rack_request};

/// How long a write through one instance may take to be seen through the other.
const VISIBLE_WITHIN: Duration = Duration::from_secs(1);

/// A real 1×1 red PNG.
const RED_PIXEL_PNG: &[u8] = &[
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49,
    0x44, 0x41, 0x54, 0x08, 0xD7, 0x63, 0xF8, 0xCF, 0xC0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0x18, 0xDD, 0x8D, 0xB0,
    0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
];

fn fichas(database_url: &str, data_dir: &std::path::Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_fichas"));
    command
        .env_remove("FICHAS_CONFIG")
        .env("DATABASE_URL", database_url)
        .env("FICHAS_DATA_DIR", data_dir)
        .env("FICHAS_WEB_DIR", data_dir.join("no-web"))
        .env("FICHAS_LOG", "warn");
    command
}

/// One `fichas serve` process with its own data folder.
struct Instance {
    child: Child,
    base: String,
    _data: tempfile::TempDir,
}

impl Instance {
    async fn start(database_url: &str) -> Self {
        let data = tempfile::tempdir().unwrap();
        let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let child = fichas(database_url, data.path())
            .args(["serve", "--bind", &format!("127.0.0.1:{port}")])
            .stdout(Stdio::null())
            .spawn()
            .expect("Failed to start fichas serve");
        let mut instance = Self { child, base: format!("http://127.0.0.1:{port}"), _data: data };
        let client = reqwest::Client::new();
        let deadline = Instant::now() + Duration::from_secs(120);
        loop {
            assert!(instance.child.try_wait().unwrap().is_none(), "fichas serve exited while starting");
            if client.get(instance.url("/health")).send().await.is_ok_and(|r| r.status().is_success()) {
                return instance;
            }
            assert!(Instant::now() < deadline, "fichas serve did not answer /health");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    fn kill(&mut self) {
        self.child.kill().unwrap(); // SIGKILL
        self.child.wait().unwrap();
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn client() -> reqwest::Client {
    reqwest::Client::builder().timeout(Duration::from_secs(120)).build().unwrap()
}

async fn json_of(response: reqwest::Response) -> (StatusCode, Value) {
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn get(http: &reqwest::Client, instance: &Instance, path: &str) -> (StatusCode, Value) {
    json_of(http.get(instance.url(path)).send().await.unwrap()).await
}

async fn post(http: &reqwest::Client, instance: &Instance, path: &str, body: &Value) -> (StatusCode, Value) {
    json_of(http.post(instance.url(path)).json(body).send().await.unwrap()).await
}

/// Polls `read` until `done` holds, for at most `within`; the last answer.
async fn eventually<F, Fut>(within: Duration, mut read: F, done: impl Fn(&Value) -> bool) -> Value
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Value>,
{
    let deadline = Instant::now() + within;
    loop {
        let value = read().await;
        if done(&value) || Instant::now() >= deadline {
            return value;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// How many images a PDF holds (image XObjects, in object streams or not).
fn images_in(pdf: &[u8]) -> usize {
    let document = lopdf::Document::load_mem(pdf).expect("a readable PDF");
    let is_image = |object: &lopdf::Object| {
        object.as_stream().is_ok_and(|s| s.dict.get(b"Subtype").and_then(|n| n.as_name()).is_ok_and(|n| n == b"Image"))
    };
    document.objects.values().filter(|object| is_image(object)).count()
}

fn condenser_body(model: &str) -> Value {
    json!({"model": model, "capacity": 120.5, "fanCount": 4, "fanPowerConsumption": 0.85})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_share_one_postgresql_and_survive_a_kill() {
    let database_url = support::postgres::fresh_database();
    let catalogue = support::demo_file("compressors-sample.idf");
    let scratch = tempfile::tempdir().unwrap();
    let imported = fichas(&database_url, scratch.path()).arg("import-catalogue").arg(&catalogue).status().unwrap();
    assert!(imported.success(), "fichas import-catalogue failed");

    let (mut first, second) = tokio::join!(Instance::start(&database_url), Instance::start(&database_url));
    let http = client();

    reads_through_one_what_the_other_wrote(&http, &first, &second).await;
    let survivor_state = burst_then_kill(&http, &mut first, &second).await;
    views_catch_up_and_the_survivor_keeps_working(&http, &second, &database_url, survivor_state).await;
}

async fn reads_through_one_what_the_other_wrote(http: &reqwest::Client, first: &Instance, second: &Instance) {
    // A project.
    let (status, project) = post(http, first, "/api/projects", &rack_body("Rack compartido")).await;
    assert_eq!(status, StatusCode::CREATED, "{project}");
    let path = format!("/api/projects/{}", project["id"].as_str().unwrap());
    let (status, read) = get(http, second, &path).await;
    assert_eq!((status, &read), (StatusCode::OK, &project), "the other instance answers the project as written");

    // The library.
    let (status, condenser) = post(http, first, "/api/condensers", &condenser_body("Compartido")).await;
    assert_eq!(status, StatusCode::CREATED, "{condenser}");
    let (_, listed) = get(http, second, "/api/condensers").await;
    assert!(listed.as_array().unwrap().contains(&condenser), "{listed}");

    // An uploaded logo, on the other instance's data sheet.
    let before = http.post(second.url(&format!("{path}/generate-pdf"))).send().await.unwrap();
    assert_eq!(before.status(), StatusCode::OK);
    let images_before = images_in(&before.bytes().await.unwrap());
    let part = reqwest::multipart::Part::bytes(RED_PIXEL_PNG.to_vec()).file_name("logo.png").mime_str("image/png");
    let form = reqwest::multipart::Form::new().part("file", part.unwrap());
    let (status, uploaded) =
        json_of(http.post(first.url("/api/design-config/upload")).multipart(form).send().await.unwrap()).await;
    assert_eq!(status, StatusCode::OK, "{uploaded}");
    let logo_url = uploaded["url"].as_str().unwrap();
    let served = http.get(second.url(logo_url)).send().await.unwrap();
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.headers()["content-type"], "image/png");
    assert_eq!(served.bytes().await.unwrap().as_ref(), RED_PIXEL_PNG);
    let (status, design) = post(http, first, "/api/design-config", &json!({"logoUrl": logo_url})).await;
    assert_eq!(status, StatusCode::OK, "{design}");

    // A sheet issued by the other instance carries the logo stored through
    // the first; its bytes are downloaded through the first.
    let issued = http.post(second.url(&format!("{path}/generate-pdf"))).send().await.unwrap();
    assert_eq!(issued.status(), StatusCode::OK);
    let sheet_id = issued.headers()["x-datasheet-id"].to_str().unwrap().to_string();
    let pdf = issued.bytes().await.unwrap().to_vec();
    let downloaded = http.get(first.url(&format!("/api/datasheets/{sheet_id}/pdf"))).send().await.unwrap();
    assert_eq!(downloaded.status(), StatusCode::OK);
    assert_eq!(downloaded.bytes().await.unwrap().to_vec(), pdf, "the issued bytes, from the other instance");
    assert_eq!(images_in(&pdf), images_before + 1, "the logo is printed on the sheet");

    // The catalogue behind calculations: a compressor deleted through one
    // instance is no longer used by the other's (cached) catalogue.
    let request = rack_request(&rack_body("Cálculo"));
    let (status, before) = post(http, second, "/api/racks/calculate", &request).await;
    assert_eq!(status, StatusCode::OK, "{before}");
    let (_, compressors) = get(http, first, "/api/compressors").await;
    let id = compressors.as_array().unwrap().iter().find(|c| c["model"] == "3DA3-075E-TFD").unwrap()["id"].clone();
    let id = id.as_str().unwrap();
    let removed = http.delete(first.url(&format!("/api/compressors/{id}"))).send().await.unwrap();
    assert!(removed.status().is_success(), "{}", removed.status());
    let refused = eventually(
        VISIBLE_WITHIN,
        || async { json!(post(http, second, "/api/racks/calculate", &request).await.0.as_u16()) },
        |status| status != 200,
    )
    .await;
    assert_ne!(refused, json!(200), "the other instance still calculates with a deleted compressor");
    let (status, _) = post(http, first, &format!("/api/compressors/{id}/restore"), &json!({})).await;
    assert!(status.is_success(), "{status}");
    let (status, after) = post(http, second, "/api/racks/calculate", &request).await;
    assert_eq!((status, &after), (StatusCode::OK, &before), "restored, the same results");
}

/// What the burst left acknowledged: condensers and projects by id, with
/// the last answer each received.
#[derive(Default)]
struct Acknowledged {
    condensers: Vec<Value>,
    projects: std::collections::HashMap<String, Value>,
}

/// Writers through the first instance until it is killed mid-burst.
async fn burst_then_kill(http: &reqwest::Client, first: &mut Instance, second: &Instance) -> Acknowledged {
    let acknowledged = Arc::new(Mutex::new(Acknowledged::default()));
    let writers: Vec<_> = (0..6)
        .map(|n| {
            let (http, base, acknowledged) = (http.clone(), first.base.clone(), acknowledged.clone());
            tokio::spawn(async move {
                for i in 0.. {
                    let sent = if i % 3 == 0 {
                        http.post(format!("{base}/api/condensers")).json(&condenser_body(&format!("R{n}-{i}"))).send()
                    } else {
                        http.post(format!("{base}/api/projects")).json(&rack_body(&format!("Ráfaga {n}-{i}"))).send()
                    };
                    let Ok(response) = sent.await else { return };
                    let status = response.status();
                    let Ok(body) = response.json::<Value>().await else { return };
                    assert_eq!(status, StatusCode::CREATED, "{body}");
                    let mut acknowledged = acknowledged.lock().unwrap();
                    if i % 3 == 0 {
                        acknowledged.condensers.push(body);
                    } else {
                        acknowledged.projects.insert(body["id"].as_str().unwrap().to_string(), body);
                    }
                }
            })
        })
        .collect();
    let deadline = Instant::now() + Duration::from_secs(60);
    while acknowledged.lock().unwrap().projects.len() < 30 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    first.kill();
    for writer in writers {
        writer.await.unwrap();
    }
    let acknowledged = Arc::try_unwrap(acknowledged).ok().unwrap().into_inner().unwrap();
    assert!(acknowledged.projects.len() >= 30, "only {} projects acknowledged", acknowledged.projects.len());

    // Nothing acknowledged is lost: each answer reads back as it was given.
    let (_, listed) = get(http, second, "/api/condensers").await;
    for condenser in &acknowledged.condensers {
        assert!(listed.as_array().unwrap().contains(condenser), "lost condenser {condenser}");
    }
    for (id, project) in &acknowledged.projects {
        let (status, read) = get(http, second, &format!("/api/projects/{id}")).await;
        assert_eq!((status, &read), (StatusCode::OK, project), "lost project {id}");
    }
    acknowledged
}

async fn views_catch_up_and_the_survivor_keeps_working(
    http: &reqwest::Client,
    second: &Instance,
    database_url: &str,
    acknowledged: Acknowledged,
) {
    // Events the killed instance committed without projecting (its answers
    // never left) reach the views through the survivor, which takes over
    // the catch-up lock once the killed one's connection is gone.
    let db = infra::store::Database::open_postgres(database_url).await.unwrap();
    let lagging = |db: infra::store::Database| async move {
        let mut rows = vec![];
        for (aggregate, view) in [
            ("Project", read_models::project_list::VIEW_NAME),
            ("Project", read_models::project_detail::VIEW_NAME),
            ("Project", read_models::project_history::VIEW_NAME),
            ("Condenser", read_models::condenser_catalogue::VIEW_NAME),
        ] {
            rows.extend(db.lagging_rows(aggregate, view).await.unwrap().into_iter().map(|id| format!("{view}/{id}")));
        }
        json!(rows)
    };
    let interval = infra::projection_leader::INTERVAL;
    let left = eventually(interval * 5, || lagging(db.clone()), |rows| rows.as_array().unwrap().is_empty()).await;
    assert_eq!(left, json!([]), "view rows behind their events");
    db.close().await;

    // The survivor writes and issues sheets on projects the other created.
    let (id, project) = acknowledged.projects.iter().next().unwrap();
    let path = format!("/api/projects/{id}");
    let (_, current) = get(http, second, &path).await;
    let patched = http
        .patch(second.url(&path))
        .header("If-Match", format!("\"{}\"", current["version"]))
        .json(&json!({"designNotes": "Revisado tras la caída"}))
        .send()
        .await
        .unwrap();
    let (status, patched) = json_of(patched).await;
    assert_eq!(status, StatusCode::OK, "{patched}");
    assert_eq!(patched["version"].as_u64(), current["version"].as_u64().map(|v| v + 1), "{project}");
    let issued = http.post(second.url(&format!("{path}/generate-pdf"))).send().await.unwrap();
    assert_eq!(issued.status(), StatusCode::OK);
    let (status, created) = post(http, second, "/api/projects", &rack_body("Después de la caída")).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
}
