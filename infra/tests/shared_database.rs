//! Several app instances on one store: a view row is held by one projector
//! at a time across instances, the rows a dead instance left behind are
//! caught up, and files stored through one instance are read through another.

mod support;

use std::sync::Arc;
use std::time::Duration;

use app::actor::{Actor, EventMetadata};
use app::ports::{FileStore, ViewRecord};
use cqrs_es::persist::{PersistedEventRepository, SerializedEvent};
use cqrs_es::{Aggregate, AggregateError, DomainEvent};
use domain::condenser::{Condenser, CondenserCommand, CondenserDraft, CondenserEvent, CondenserSpec};
use infra::files::DatabaseFileStore;
use infra::store::Database;
use infra::wiring::{app_state, catch_up_views, rebuild_views};
use read_models::condenser_catalogue::VIEW_NAME as CONDENSERS;
use serde_json::json;
use support::TestStore;

on_both_stores!(
    a_row_opened_by_one_instance_waits_for_its_save,
    two_instances_writing_one_aggregate_leave_its_row_complete,
    catching_up_projects_what_a_dead_instance_committed,
);

fn meta() -> EventMetadata {
    EventMetadata::new(&Actor::system("test"))
}

fn record(sequence: usize, value: &str) -> ViewRecord {
    ViewRecord { view_id: "r1".into(), last_sequence: sequence, payload: json!({ "value": value }) }
}

async fn a_row_opened_by_one_instance_waits_for_its_save(store: TestStore) {
    let (first, second) = (store.open().await, store.open().await);
    let held = first.view_store().open_row("test_view", "r1").await.unwrap();
    assert_eq!(held.current(), None);
    // On PostgreSQL the hold is the database's, seen by every session (and
    // so by other processes), not this process's alone.
    assert!(advisory_locks(&second).await.is_none_or(|held| held == 1));

    let views = second.view_store();
    let waiting = tokio::spawn(async move {
        let row = views.open_row("test_view", "r1").await.unwrap();
        let seen = row.current().cloned();
        row.save(record(2, "second")).await.unwrap();
        seen
    });
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(!waiting.is_finished(), "a second instance opened a row the first one holds");

    held.save(record(1, "first")).await.unwrap();
    let seen = tokio::time::timeout(Duration::from_secs(10), waiting).await.unwrap().unwrap();
    assert!(advisory_locks(&second).await.is_none_or(|held| held == 0), "released with the save");
    assert_eq!(seen, Some(record(1, "first")), "the second instance sees the first one's save");
    assert_eq!(first.view_store().load("test_view", "r1").await.unwrap(), Some(record(2, "second")));

    // A row dropped without saving is released and left as it was.
    drop(first.view_store().open_row("test_view", "r1").await.unwrap());
    let again = tokio::time::timeout(Duration::from_secs(10), second.view_store().open_row("test_view", "r1"))
        .await
        .expect("a dropped row is released")
        .unwrap();
    assert_eq!(again.current(), Some(&record(2, "second")));
}

/// Advisory locks granted in this test's database (PostgreSQL only).
/// pg_locks lists the whole cluster, where sibling tests hold their own
/// locks on other databases, so the count keeps to the current one.
async fn advisory_locks(db: &Database) -> Option<i64> {
    let Database::Postgres(pool) = db else { return None };
    let sql = "SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND granted \
               AND database = (SELECT oid FROM pg_database WHERE datname = current_database())";
    Some(sqlx::query_scalar(sql).fetch_one(pool).await.unwrap())
}

fn capacity(kw: f64) -> CondenserDraft {
    CondenserDraft {
        model: Some("Shared".into()),
        capacity: Some(kw),
        fan_count: Some(2),
        fan_power_consumption: Some(0.5),
        ..CondenserDraft::default()
    }
}

async fn two_instances_writing_one_aggregate_leave_its_row_complete(store: TestStore) {
    let (first, second) = (store.open().await, store.open().await);
    let states = [app_state(&first, &store.data_dir()), app_state(&second, &store.data_dir())];
    states[0].condensers.execute("c1", CondenserCommand::CreateCondenser(capacity(1.0)), meta()).await.unwrap();

    // Ten writers on each instance update the same condenser at once.
    let writers: Vec<_> = (0..20)
        .map(|i| {
            let state = states[i % 2].clone();
            tokio::spawn(async move {
                loop {
                    let update = CondenserCommand::UpdateCondenser(capacity(10.0 + i as f64));
                    match state.condensers.execute("c1", update, meta()).await {
                        Ok(()) => return,
                        Err(AggregateError::AggregateConflict) => tokio::task::yield_now().await,
                        Err(other) => panic!("unexpected error: {other}"),
                    }
                }
            })
        })
        .collect();
    for writer in writers {
        writer.await.unwrap();
    }

    let row = first.view_store().load(CONDENSERS, "c1").await.unwrap().unwrap();
    assert_eq!(row.last_sequence, 21, "every acknowledged update reached the row");
    rebuild_views(&first).await.unwrap();
    assert_eq!(first.view_store().load(CONDENSERS, "c1").await.unwrap(), Some(row), "the row equals a rebuild");
}

async fn catching_up_projects_what_a_dead_instance_committed(store: TestStore) {
    let db = store.open().await;
    let state = app_state(&db, &store.data_dir());
    state.condensers.execute("c1", CondenserCommand::CreateCondenser(capacity(1.0)), meta()).await.unwrap();
    // Committed by an instance that died before projecting it.
    let event = CondenserEvent::CondenserUpdated { spec: CondenserSpec::from_draft(capacity(55.0), None).unwrap() };
    let update = SerializedEvent {
        aggregate_id: "c1".into(),
        sequence: 2,
        aggregate_type: Condenser::TYPE.into(),
        event_type: event.event_type(),
        event_version: event.event_version(),
        payload: serde_json::to_value(&event).unwrap(),
        metadata: json!({}),
    };
    db.event_repository().persist::<Condenser>(&[update], None).await.unwrap();
    assert_eq!(db.lagging_rows("Condenser", CONDENSERS).await.unwrap(), vec!["c1".to_string()]);

    assert_eq!(catch_up_views(&db).await.unwrap(), 1);
    let row = db.view_store().load(CONDENSERS, "c1").await.unwrap().unwrap();
    assert_eq!((row.last_sequence, &row.payload["capacity"]), (2, &json!(55.0)));
    assert!(db.lagging_rows("Condenser", CONDENSERS).await.unwrap().is_empty());
    assert_eq!(catch_up_views(&db).await.unwrap(), 0, "nothing left to catch up");
}

fn postgres_pool(db: &Database) -> sqlx::PgPool {
    match db {
        Database::Postgres(pool) => pool.clone(),
        Database::Sqlite(..) => unreachable!("a PostgreSQL store"),
    }
}

/// Files live in the database on PostgreSQL: stored through one instance,
/// read through another, with their media type, never overwritten.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn files_stored_through_one_instance_are_read_through_another() {
    let store = TestStore::postgres();
    let (first, second) = (store.open().await, store.open().await);
    let (writer, reader) =
        (DatabaseFileStore::new(postgres_pool(&first)), DatabaseFileStore::new(postgres_pool(&second)));
    let pdf = b"%PDF-1.7 issued sheet".to_vec();
    let key = writer.put(&pdf, "pdf").await.unwrap();
    assert_eq!(key, format!("{}.pdf", app::ports::sha256_hex(&pdf)));
    assert_eq!(reader.get(&key).await.unwrap(), Some(pdf.clone()));
    assert!(reader.contains(&app::ports::sha256_hex(&pdf)).await.unwrap());
    assert_eq!(writer.put(&pdf, "pdf").await.unwrap(), key, "the same bytes, the same key, stored once");

    let pool = postgres_pool(&first);
    let (count, media_type): (i64, String) =
        sqlx::query_as("SELECT COUNT(*), MIN(media_type) FROM objects").fetch_one(&pool).await.unwrap();
    assert_eq!((count, media_type.as_str()), (1, "application/pdf"));
    let overwrite = sqlx::query("UPDATE objects SET bytes = 'x'").execute(&pool).await.unwrap_err();
    assert!(overwrite.to_string().contains("never changed"), "{overwrite}");
    let remove = sqlx::query("DELETE FROM objects").execute(&pool).await.unwrap_err();
    assert!(remove.to_string().contains("never changed"), "{remove}");
}

/// An instance that kept its files on disk (the folder a `LocalFileStore`
/// writes) has them copied into the database, where every instance reads them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn files_kept_on_disk_are_copied_into_the_database() {
    let store = TestStore::postgres();
    let db = store.open().await;
    let folder = tempfile::tempdir().unwrap();
    let logo = b"\x89PNG\r\n\x1a\nlogo".to_vec();
    let key = infra::files::LocalFileStore::new(folder.path().to_path_buf()).put(&logo, "png").await.unwrap();
    std::fs::write(folder.path().join(format!("{}.png", "0".repeat(64))), b"not what the name says").unwrap();
    std::fs::write(folder.path().join("notes.txt"), b"not a stored file").unwrap();

    let files = Arc::new(DatabaseFileStore::new(postgres_pool(&db)));
    assert_eq!(files.import_folder(folder.path()).await.unwrap(), 1);
    assert_eq!(files.get(&key).await.unwrap(), Some(logo));
    assert_eq!(files.import_folder(folder.path()).await.unwrap(), 0, "already there");
    assert_eq!(files.import_folder(&folder.path().join("missing")).await.unwrap(), 0);
}
