//! A new reference dataset reaches the stored sheets at the next start: the
//! server regenerates every sheet built from another dataset (keeping the
//! administrator's equipment choice) and leaves current sheets alone.

use cqrs_es::persist::{PersistedEventRepository, SerializedEvent};
use cqrs_es::{Aggregate, DomainEvent};
use domain::equipment::EquipmentType;
use domain::properties::dataset;
use domain::refrigerant::sheet::build_sheet;
use domain::refrigerant::{Refrigerant, RefrigerantEvent};
use infra::store::Database;
use serde_json::{json, Value};

use crate::helpers::{spawn_app, status_and_json, TestApp};
use crate::on_both_stores;
use crate::support::TestStore;

on_both_stores!(rebuilds_at_start_the_sheets_of_an_older_dataset_and_leaves_current_ones);

const OLD_DATASET: &str = "dataset-before-the-triple-point";

async fn row(app: &TestApp, code: &str) -> Value {
    let (status, row) = status_and_json(app.get(&format!("/api/refrigerants-library/code/{code}")).await).await;
    assert_eq!(status, 200, "{row}");
    row
}

/// R744's sheet as an older dataset built it (the boiling point of -88 °C it
/// used to show, no triple point), appended to its events and projected as
/// that server's views held it.
async fn store_an_older_sheet(db: &Database) -> usize {
    let repository = db.event_repository();
    let sequence = repository.get_events::<Refrigerant>("R744").await.unwrap().len() + 1;
    let mut sheet = build_sheet("R744").unwrap();
    sheet.dataset_hash = OLD_DATASET.into();
    sheet.normal_boiling_point = Some(-88.0);
    sheet.triple_point = None;
    sheet.allowed_equipment_types = vec![EquipmentType::Chiller];
    let event = RefrigerantEvent::SheetGenerated { sheet: Box::new(sheet) };
    let stored = SerializedEvent {
        aggregate_id: "R744".into(),
        sequence,
        aggregate_type: Refrigerant::TYPE.into(),
        event_type: event.event_type(),
        event_version: event.event_version(),
        payload: serde_json::to_value(&event).unwrap(),
        metadata: json!({ "recorded_at": "2026-01-05T10:00:00Z", "user": "sistema" }),
    };
    repository.persist::<Refrigerant>(&[stored], None).await.unwrap();
    infra::wiring::rebuild_views(db).await.unwrap();
    sequence
}

async fn rebuilds_at_start_the_sheets_of_an_older_dataset_and_leaves_current_ones(store: TestStore) {
    let mut app = spawn_app(store).await;
    let patch = json!({ "allowedEquipmentTypes": ["chiller"] });
    let (status, _) = status_and_json(app.patch("/api/refrigerants-library/R744", &patch).await).await;
    assert_eq!(status, 200);
    let current = row(&app, "R404A").await;
    app.stop().await;

    let db = app.store.open().await;
    let old_sequence = store_an_older_sheet(&db).await;
    let stale = db.view_store().load(read_models::refrigerant_library::VIEW_NAME, "R744").await.unwrap().unwrap();
    assert_eq!((stale.payload["datasetHash"].as_str(), stale.last_sequence), (Some(OLD_DATASET), old_sequence));
    assert_eq!(stale.payload["normalBoilingPoint"], -88.0);
    db.close().await;

    app.start().await;
    let co2 = row(&app, "R744").await;
    assert_eq!(co2["datasetHash"], dataset().hash(), "rebuilt from the dataset of this build");
    assert_eq!(co2["version"], old_sequence + 1, "one new event, nothing rewritten");
    assert!(co2["normalBoilingPoint"].is_null(), "{}", co2["normalBoilingPoint"]);
    assert!((co2["triplePoint"]["temp"].as_f64().unwrap() + 56.56).abs() < 0.01, "{}", co2["triplePoint"]);
    assert_eq!(co2["allowedEquipmentTypes"], json!(["chiller"]), "the equipment choice survives the rebuild");
    // A sheet of the current dataset is not touched: same version, same row.
    assert_eq!(row(&app, "R404A").await, current);

    let events = app.store.open().await.event_repository().get_events::<Refrigerant>("R744").await.unwrap();
    let last = events.last().unwrap();
    assert_eq!((last.sequence, last.event_type.as_str()), (old_sequence + 1, "SheetGenerated"));
    assert_eq!(last.metadata["user"], "sistema");

    // A second start finds nothing to rebuild.
    app.restart().await;
    assert_eq!(row(&app, "R744").await["version"], old_sequence + 1);
}
