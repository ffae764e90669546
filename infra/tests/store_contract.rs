//! The store contract, run against SQLite and PostgreSQL alike: append,
//! optimistic concurrency, reload after restart, replay, views, and
//! append-only events.

mod support;

use std::sync::Arc;

use app::actor::{Actor, EventMetadata};
use app::ports::ViewRecord;
use cqrs_es::persist::{PersistedEventRepository, PersistenceError, SerializedEvent};
use cqrs_es::{Aggregate, AggregateError, DomainEvent};
use domain::condenser::{Condenser, CondenserCommand, CondenserDraft, CondenserError, CondenserEvent};
use domain::heat_exchanger::{HeatExchangerCommand, HeatExchangerDraft};
use infra::store::Database;
use infra::wiring::{app_state, rebuild_views};
use read_models::condenser_catalogue::VIEW_NAME as CONDENSERS;
use read_models::heat_exchanger_catalogue::VIEW_NAME as HEAT_EXCHANGERS;
use serde_json::json;
use support::TestStore;

on_both_stores!(
    appends_events_in_order_with_their_metadata,
    lets_exactly_one_of_two_racing_writers_win,
    keeps_everything_across_a_restart,
    replays_all_events_into_identical_views,
    stores_views_idempotently_by_sequence,
    refuses_to_edit_or_delete_events,
);

fn condenser(model: &str, capacity: f64) -> CondenserDraft {
    CondenserDraft {
        model: Some(model.into()),
        capacity: Some(capacity),
        fan_count: Some(2),
        fan_power_consumption: Some(0.5),
        ..CondenserDraft::default()
    }
}

/// Metadata of a command issued by `who` (the only way to build one).
fn meta(who: &str) -> EventMetadata {
    EventMetadata::new(&Actor::system(who))
}

async fn appends_events_in_order_with_their_metadata(store: TestStore) {
    let db = store.open().await;
    let state = app_state(&db, &store.data_dir());
    state.condensers.execute("c1", CondenserCommand::CreateCondenser(condenser("A", 10.0)), meta("t1")).await.unwrap();
    let update = CondenserDraft { capacity: Some(12.0), ..CondenserDraft::default() };
    state.condensers.execute("c1", CondenserCommand::UpdateCondenser(update), meta("t2")).await.unwrap();

    let events = db.event_repository().get_events::<Condenser>("c1").await.unwrap();
    let summary: Vec<_> =
        events.iter().map(|e| (e.sequence, e.event_type.as_str(), e.metadata["user"].as_str())).collect();
    assert_eq!(summary, vec![(1, "CondenserCreated", Some("t1")), (2, "CondenserUpdated", Some("t2"))]);
    assert_eq!(events[1].payload["CondenserUpdated"]["spec"]["capacity"], json!(12.0));
}

fn serialized(sequence: usize, capacity: f64) -> SerializedEvent {
    let spec = domain::condenser::CondenserSpec::from_draft(condenser("Race", capacity), None).unwrap();
    let event = CondenserEvent::CondenserUpdated { spec };
    SerializedEvent {
        aggregate_id: "race".into(),
        sequence,
        aggregate_type: Condenser::TYPE.into(),
        event_type: event.event_type(),
        event_version: event.event_version(),
        payload: serde_json::to_value(&event).unwrap(),
        metadata: json!({}),
    }
}

async fn lets_exactly_one_of_two_racing_writers_win(store: TestStore) {
    let db = store.open().await;
    let state = app_state(&db, &store.data_dir());
    state
        .condensers
        .execute("race", CondenserCommand::CreateCondenser(condenser("Race", 10.0)), meta("t"))
        .await
        .unwrap();

    // Two writers that both loaded version 1 append version 2 at once.
    let barrier = Arc::new(tokio::sync::Barrier::new(2));
    let writers = [20.0, 30.0].map(|capacity| {
        let (db, barrier) = (db.clone(), barrier.clone());
        tokio::spawn(async move {
            let repository = db.event_repository();
            barrier.wait().await;
            repository.persist::<Condenser>(&[serialized(2, capacity)], None).await
        })
    });
    let mut wins = 0;
    let mut conflicts = 0;
    for writer in writers {
        match writer.await.unwrap() {
            Ok(()) => wins += 1,
            Err(PersistenceError::OptimisticLockError) => conflicts += 1,
            Err(other) => panic!("unexpected store error: {other}"),
        }
    }
    assert_eq!((wins, conflicts), (1, 1));
    assert_eq!(db.event_repository().get_events::<Condenser>("race").await.unwrap().len(), 2);
}

async fn keeps_everything_across_a_restart(store: TestStore) {
    let db = store.open().await;
    app_state(&db, &store.data_dir())
        .condensers
        .execute("c1", CondenserCommand::CreateCondenser(condenser("Kept", 10.0)), meta("t1"))
        .await
        .unwrap();
    db.close().await;

    let db = store.open().await;
    let state = app_state(&db, &store.data_dir());
    // The aggregate is rebuilt from stored events: creating again is refused.
    let again =
        state.condensers.execute("c1", CondenserCommand::CreateCondenser(condenser("Kept", 10.0)), meta("t2")).await;
    assert!(matches!(again, Err(AggregateError::UserError(CondenserError::AlreadyExists))));
    state.condensers.execute("c1", CondenserCommand::DeleteCondenser, meta("t3")).await.unwrap();
    let row = state.views.load(CONDENSERS, "c1").await.unwrap().unwrap();
    assert_eq!(row.last_sequence, 2);
    assert_eq!(row.payload["model"], json!("Kept"));
    assert_eq!(row.payload["deleted"], json!(true));
}

async fn sorted_rows(db: &Database, view: &str) -> Vec<ViewRecord> {
    let mut rows = db.view_store().list(view).await.unwrap();
    rows.sort_by(|a, b| a.view_id.cmp(&b.view_id));
    rows
}

async fn replays_all_events_into_identical_views(store: TestStore) {
    let db = store.open().await;
    let state = app_state(&db, &store.data_dir());
    for i in 0..5 {
        let id = format!("c{i}");
        state
            .condensers
            .execute(
                &id,
                CondenserCommand::CreateCondenser(condenser(&format!("M{i}"), 10.0 + f64::from(i))),
                meta("t1"),
            )
            .await
            .unwrap();
    }
    state
        .condensers
        .execute("c2", CondenserCommand::UpdateCondenser(condenser("M2b", 99.0)), meta("t2"))
        .await
        .unwrap();
    state.condensers.execute("c3", CondenserCommand::DeleteCondenser, meta("t3")).await.unwrap();
    let exchanger = HeatExchangerDraft {
        model: Some("B25".into()),
        brand: Some("SWEP".into()),
        capacity_kw: Some(40.0),
        application_type: Some("both".into()),
        notes: None,
        ..Default::default()
    };
    state
        .heat_exchangers
        .execute("h1", HeatExchangerCommand::CreateHeatExchanger(exchanger), meta("t4"))
        .await
        .unwrap();

    let condensers_before = sorted_rows(&db, CONDENSERS).await;
    let exchangers_before = sorted_rows(&db, HEAT_EXCHANGERS).await;
    assert_eq!(condensers_before.len(), 5);

    // Lose a view row, then rebuild everything from the event store.
    db.view_store().clear(CONDENSERS).await.unwrap();
    rebuild_views(&db).await.unwrap();
    assert_eq!(sorted_rows(&db, CONDENSERS).await, condensers_before);
    assert_eq!(sorted_rows(&db, HEAT_EXCHANGERS).await, exchangers_before);

    // A second replay over existing rows changes nothing.
    rebuild_views(&db).await.unwrap();
    assert_eq!(sorted_rows(&db, CONDENSERS).await, condensers_before);
}

async fn stores_views_idempotently_by_sequence(store: TestStore) {
    let db = store.open().await;
    let views = db.view_store();
    let record = |seq: usize, value: &str| ViewRecord {
        view_id: "v1".into(),
        last_sequence: seq,
        payload: json!({ "value": value }),
    };
    views.save("test_view", record(2, "second")).await.unwrap();
    views.save("test_view", record(1, "stale")).await.unwrap();
    assert_eq!(views.load("test_view", "v1").await.unwrap(), Some(record(2, "second")));
    views.save("test_view", record(3, "third")).await.unwrap();
    views.save("other_view", record(1, "elsewhere")).await.unwrap();
    assert_eq!(views.list("test_view").await.unwrap(), vec![record(3, "third")]);
    assert_eq!(views.load("test_view", "missing").await.unwrap(), None);
    views.clear("test_view").await.unwrap();
    assert!(views.list("test_view").await.unwrap().is_empty());
    assert_eq!(views.list("other_view").await.unwrap().len(), 1);
}

async fn refuses_to_edit_or_delete_events(store: TestStore) {
    let db = store.open().await;
    app_state(&db, &store.data_dir())
        .condensers
        .execute("c1", CondenserCommand::CreateCondenser(condenser("Fact", 10.0)), meta("t"))
        .await
        .unwrap();
    let (update, delete) = match &db {
        Database::Sqlite(pool, _) => (
            sqlx::query("UPDATE events SET event_type = 'X'").execute(pool).await.err(),
            sqlx::query("DELETE FROM events").execute(pool).await.err(),
        ),
        Database::Postgres(pool) => (
            sqlx::query("UPDATE events SET event_type = 'X'").execute(pool).await.err(),
            sqlx::query("DELETE FROM events").execute(pool).await.err(),
        ),
    };
    assert!(update.unwrap().to_string().contains("append-only"));
    assert!(delete.unwrap().to_string().contains("append-only"));
    assert_eq!(db.event_repository().get_events::<Condenser>("c1").await.unwrap().len(), 1);
}

/// A clean stop leaves the embedded store in its one file: the connection
/// that reads the data version is closed before the pool, so the pool's
/// last connection folds the write-ahead log back into the file, even while
/// the application state (and its view store) is still alive. Copying
/// `fichas.sqlite3` alone is then a complete backup.
#[tokio::test]
async fn a_closed_embedded_store_is_all_in_its_file() {
    let store = TestStore::sqlite();
    let db = store.open().await;
    let state = app_state(&db, &store.data_dir());
    state
        .condensers
        .execute("c1", CondenserCommand::CreateCondenser(condenser("Fact", 10.0)), meta("t"))
        .await
        .unwrap();
    assert!(state.views.change_counter().is_some());
    let wal = store.data_dir().join(format!("{}-wal", infra::store::SQLITE_FILE));
    assert!(wal.exists(), "the store writes ahead while open");
    db.close().await;
    assert_eq!(state.views.change_counter(), None, "closed with the store");
    // The file alone, copied as a backup would copy it, holds the event.
    let backup = tempfile::tempdir().unwrap();
    std::fs::copy(store.data_dir().join(infra::store::SQLITE_FILE), backup.path().join(infra::store::SQLITE_FILE))
        .unwrap();
    let copy = infra::store::Database::open_sqlite(backup.path()).await.unwrap();
    assert_eq!(copy.event_repository().get_events::<Condenser>("c1").await.unwrap().len(), 1);
    copy.close().await;
    // sqlx finishes closing its connections on their worker threads, and
    // the last one removes the log; a loaded machine may take a while. What
    // a backup depends on is that the log holds nothing: the close
    // checkpoints with TRUNCATE, so a log still beside the file while a
    // worker thread finishes closing is empty (SQLite removes or ignores an
    // empty log on the next open).
    let pending = || std::fs::metadata(&wal).map_or(0, |m| m.len());
    for _ in 0..500 {
        if !wal.exists() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(pending(), 0, "the write-ahead log beside the closed file still holds frames");

    let reopened = store.open().await;
    assert_eq!(reopened.event_repository().get_events::<Condenser>("c1").await.unwrap().len(), 1);
    reopened.close().await;
}
