//! One event repository type over both stores, so the rest of the program
//! is written once.

use cqrs_es::persist::{PersistedEventRepository, PersistenceError, ReplayStream, SerializedEvent, SerializedSnapshot};
use cqrs_es::Aggregate;
use postgres_es::PostgresEventRepository;
use serde_json::Value;
use sqlite_es::SqliteEventRepository;

pub enum EventRepository {
    Sqlite(SqliteEventRepository),
    Postgres(PostgresEventRepository),
}

impl PersistedEventRepository for EventRepository {
    async fn get_events<A: Aggregate>(&self, aggregate_id: &str) -> Result<Vec<SerializedEvent>, PersistenceError> {
        match self {
            Self::Sqlite(r) => r.get_events::<A>(aggregate_id).await,
            Self::Postgres(r) => r.get_events::<A>(aggregate_id).await,
        }
    }

    async fn get_last_events<A: Aggregate>(
        &self,
        aggregate_id: &str,
        last_sequence: usize,
    ) -> Result<Vec<SerializedEvent>, PersistenceError> {
        match self {
            Self::Sqlite(r) => r.get_last_events::<A>(aggregate_id, last_sequence).await,
            Self::Postgres(r) => r.get_last_events::<A>(aggregate_id, last_sequence).await,
        }
    }

    async fn get_snapshot<A: Aggregate>(
        &self,
        aggregate_id: &str,
    ) -> Result<Option<SerializedSnapshot>, PersistenceError> {
        match self {
            Self::Sqlite(r) => r.get_snapshot::<A>(aggregate_id).await,
            Self::Postgres(r) => r.get_snapshot::<A>(aggregate_id).await,
        }
    }

    async fn persist<A: Aggregate>(
        &self,
        events: &[SerializedEvent],
        snapshot_update: Option<(String, Value, usize)>,
    ) -> Result<(), PersistenceError> {
        match self {
            Self::Sqlite(r) => r.persist::<A>(events, snapshot_update).await,
            Self::Postgres(r) => r.persist::<A>(events, snapshot_update).await,
        }
    }

    async fn stream_events<A: Aggregate>(&self, aggregate_id: &str) -> Result<ReplayStream, PersistenceError> {
        match self {
            Self::Sqlite(r) => r.stream_events::<A>(aggregate_id).await,
            Self::Postgres(r) => r.stream_events::<A>(aggregate_id).await,
        }
    }

    async fn stream_all_events<A: Aggregate>(&self) -> Result<ReplayStream, PersistenceError> {
        match self {
            Self::Sqlite(r) => r.stream_all_events::<A>().await,
            Self::Postgres(r) => r.stream_all_events::<A>().await,
        }
    }
}
