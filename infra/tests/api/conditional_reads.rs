//! Conditional requests (issue 25, item 5): the catalogue and projects answer
//! with an `ETag`, and `If-None-Match` naming it gets `304` without a body;
//! library writes with a stale `If-Match` get 412.

use reqwest::header::{ETAG, IF_MATCH, IF_NONE_MATCH};
use serde_json::{json, Value};

use crate::helpers::{demo_catalogue, spawn_app, status_and_body, status_and_json, TestApp};
use crate::on_both_stores;
use crate::support::{rack_body, TestStore};

on_both_stores!(
    catalogue_reads_answer_304_until_the_item_changes,
    a_projects_etag_is_its_version_and_answers_304,
    library_writes_with_a_stale_if_match_get_412,
);

/// The ETag of a 200 answer to `path`.
async fn etag_of(app: &TestApp, path: &str) -> String {
    let response = app.get(path).await;
    assert_eq!(response.status(), 200, "{path}");
    response.headers().get(ETAG).unwrap_or_else(|| panic!("{path} has no ETag")).to_str().unwrap().to_string()
}

async fn conditional(app: &TestApp, path: &str, tag: &str) -> reqwest::Response {
    app.client.get(app.url(path)).header(IF_NONE_MATCH, tag).send().await.unwrap()
}

async fn catalogue_reads_answer_304_until_the_item_changes(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, row) = status_and_json(app.post("/api/compressors", &json!({ "model": "4GE-23Y" })).await).await;
    assert_eq!(status, 201, "{row}");
    let item = format!("/api/compressors/{}", row["id"].as_str().unwrap());

    for path in ["/api/compressors", "/api/condensers", "/api/heat-exchangers", "/api/refrigerants"] {
        let tag = etag_of(&app, path).await;
        assert!(tag.starts_with("W/\""), "{path}: {tag}");
        let answer = conditional(&app, path, &tag).await;
        assert_eq!(answer.status(), 304, "{path}");
        assert_eq!(answer.headers().get(ETAG).unwrap().to_str().unwrap(), tag);
        assert!(answer.bytes().await.unwrap().is_empty());
        // A tag that is not the current one gets the full answer.
        assert_eq!(conditional(&app, path, "W/\"other\"").await.status(), 200, "{path}");
    }

    let before = etag_of(&app, "/api/compressors").await;
    assert_eq!(app.patch(&item, &json!({ "model": "4GE-30Y" })).await.status(), 200);
    let changed = conditional(&app, "/api/compressors", &before).await;
    assert_eq!(changed.status(), 200);
    assert_ne!(changed.headers().get(ETAG).unwrap().to_str().unwrap(), before);
}

async fn a_projects_etag_is_its_version_and_answers_304(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let (status, project) = status_and_json(app.post("/api/projects", &rack_body("Rack ETag")).await).await;
    assert_eq!(status, 201, "{project}");
    let path = format!("/api/projects/{}", project["id"].as_str().unwrap());
    assert_eq!(etag_of(&app, &path).await, "\"1\"");
    assert_eq!(conditional(&app, &path, "\"1\"").await.status(), 304);
    assert_eq!(conditional(&app, &path, "W/\"1\", \"7\"").await.status(), 304);
    assert_eq!(conditional(&app, &path, "\"0\"").await.status(), 200);
    let list = etag_of(&app, "/api/projects").await;
    assert_eq!(conditional(&app, "/api/projects", &list).await.status(), 304);

    assert_eq!(app.patch(&path, &json!({ "designNotes": "Otras notas" })).await.status(), 200);
    let fresh = conditional(&app, &path, "\"1\"").await;
    assert_eq!(fresh.status(), 200);
    assert_eq!(fresh.headers().get(ETAG).unwrap().to_str().unwrap(), "\"2\"");
    assert_ne!(etag_of(&app, "/api/projects").await, list);
}

/// `method path` with `If-Match: tag` (and `body`): status and JSON answer.
async fn write_if_match(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    tag: &str,
    body: Option<&Value>,
) -> (u16, Value) {
    let mut request = app.client.request(method, app.url(path)).header(IF_MATCH, tag);
    if let Some(body) = body {
        request = request.json(body);
    }
    status_and_body(request.send().await.unwrap()).await
}

/// Each library item's writes take the row's `version` in `If-Match`: the
/// current one writes, an older one is refused with 412 and changes nothing,
/// `*` writes over any.
async fn library_writes_with_a_stale_if_match_get_412(store: TestStore) {
    use reqwest::Method;
    let app = spawn_app(store).await;
    let created = [
        ("/api/compressors", json!({ "model": "4GE-23Y" }), json!({ "model": "4GE-30Y" })),
        (
            "/api/condensers",
            json!({ "model": "CMC-1", "capacity": 120.5, "fanCount": 4, "fanPowerConsumption": 0.85 }),
            json!({ "capacity": 130 }),
        ),
        (
            "/api/heat-exchangers",
            json!({ "model": "B25", "brand": "SWEP", "capacityKw": 5, "applicationType": "cooling" }),
            json!({ "capacityKw": 6 }),
        ),
    ];
    for (list, body, change) in created {
        let (status, row) = status_and_json(app.post(list, &body).await).await;
        assert_eq!(status, 201, "{list}: {row}");
        let id = row["id"].as_str().unwrap_or_else(|| panic!("{list}: no id in {row}"));
        let item = format!("{list}/{id}");
        let version = row["version"].as_u64().unwrap_or_else(|| panic!("{list}: no version in {row}"));
        let current = format!("\"{version}\"");
        let (status, changed) = write_if_match(&app, Method::PATCH, &item, &current, Some(&change)).await;
        assert_eq!(status, 200, "{item} at {current}: {changed}");
        assert_eq!(changed["version"].as_u64(), Some(version + 1), "{item}: {changed}");
        let before = app.get(list).await.text().await.unwrap();
        for (method, body) in [(Method::PATCH, Some(&body)), (Method::DELETE, None)] {
            let (status, error) = write_if_match(&app, method.clone(), &item, &current, body).await;
            assert_eq!(status, 412, "{method} {item} at the old {current}: {error}");
            assert_eq!(error["code"], "version_mismatch");
            assert_eq!(error["status"], 412);
            assert!(error["message"].as_str().unwrap().starts_with("El registro fue modificado"), "{error}");
        }
        assert_eq!(app.get(list).await.text().await.unwrap(), before, "{item}: a refused write changed the list");
        let (status, error) = write_if_match(&app, Method::DELETE, &item, "\"uno\"", None).await;
        assert_eq!((status, error["code"].as_str()), (400, Some("malformed_body")), "{item}");
        let latest = format!("W/\"{}\"", version + 1);
        assert_eq!(write_if_match(&app, Method::DELETE, &item, &latest, None).await.0, 204, "{item} at {latest}");
    }

    let sheet = "/api/refrigerants-library/R744";
    let change = json!({ "allowedEquipmentTypes": ["chiller"] });
    let (status, row) = write_if_match(&app, Method::PATCH, sheet, "*", Some(&change)).await;
    assert_eq!(status, 200, "{row}");
    let version = row["version"].as_u64().unwrap();
    let stale = format!("\"{}\"", version - 1);
    let (status, error) = write_if_match(&app, Method::PATCH, sheet, &stale, Some(&change)).await;
    assert_eq!((status, error["code"].as_str()), (412, Some("version_mismatch")), "{error}");
    let (status, _) = write_if_match(&app, Method::PATCH, sheet, &format!("\"{version}\""), Some(&change)).await;
    assert_eq!(status, 200);
}
