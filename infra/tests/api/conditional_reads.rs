//! Conditional reads (issue 25, item 5): the catalogue and projects answer
//! with an `ETag`, and `If-None-Match` naming it gets `304` without a body.

use reqwest::header::{ETAG, IF_NONE_MATCH};
use serde_json::json;

use crate::helpers::{spawn_app, status_and_json, TestApp};
use crate::on_both_stores;
use crate::projects::{demo_catalogue, rack_body};
use crate::support::TestStore;

on_both_stores!(catalogue_reads_answer_304_until_the_item_changes, a_projects_etag_is_its_version_and_answers_304);

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
