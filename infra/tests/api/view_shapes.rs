//! A read model whose rows gained a field is projected again at the next
//! start: its name carries its rows' shape (`project_list_v2`, the card's
//! requirement), so rows an older server projected are never shown again.

use read_models::project_list::VIEW_NAME;
use serde_json::json;

use crate::helpers::{demo_catalogue, spawn_app, status_and_json};
use crate::on_both_stores;
use crate::sheet_render::project_bodies;
use crate::support::TestStore;

on_both_stores!(a_project_card_an_older_server_projected_gets_its_requirement_at_start);

async fn a_project_card_an_older_server_projected_gets_its_requirement_at_start(store: TestStore) {
    let mut app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let (_, body) = project_bodies().into_iter().find(|(kind, _)| *kind == "rack").unwrap();
    let (status, project) = status_and_json(app.post("/api/projects", &body).await).await;
    assert_eq!(status, 201, "{project}");
    let id = project["id"].as_str().unwrap().to_string();
    app.stop().await;

    // The store as an older server left it: the cards under the view's old
    // name, without the requirement, and none under the new one.
    let db = app.store.open().await;
    let views = db.view_store();
    let mut row = views.load(VIEW_NAME, &id).await.unwrap().expect("projected");
    views.clear(VIEW_NAME).await.unwrap();
    row.payload["summary"].as_object_mut().unwrap().remove("requiredCapacity");
    views.open_row("project_list", &id).await.unwrap().save(row).await.unwrap();
    db.close().await;

    app.start().await;
    let (status, list) = status_and_json(app.get("/api/projects").await).await;
    assert_eq!(status, 200, "{list}");
    let rows = list.as_array().or_else(|| list["items"].as_array()).expect("a list of projects");
    let card = rows.iter().find(|r| r["id"] == json!(id)).unwrap_or_else(|| panic!("{list}"));
    // The rack's two circuits ask 40 kW and 6 kW (project_bodies).
    let required = card["summary"]["requiredCapacity"].as_f64().unwrap_or_else(|| panic!("{card}"));
    assert!((required - 46_000.0).abs() < 1e-6, "{card}");
}
