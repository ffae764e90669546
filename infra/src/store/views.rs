//! The `views` table on each store.

use std::sync::Arc;

use anyhow::Context;
use app::ports::{ViewRecord, ViewStore};
use async_trait::async_trait;
use serde_json::Value;
use sqlx::{PgPool, Row, SqlitePool};

use super::data_version::DataVersion;

pub struct SqliteViewStore {
    pool: SqlitePool,
    data_version: Arc<DataVersion>,
}

impl SqliteViewStore {
    pub fn new(pool: SqlitePool, data_version: Arc<DataVersion>) -> Self {
        Self { pool, data_version }
    }

    fn change_counter(&self) -> Option<i64> {
        self.data_version.read()
    }
}

pub struct PostgresViewStore {
    pool: PgPool,
}

impl PostgresViewStore {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }

    /// PostgreSQL has no counter to read without a round trip: each check
    /// is a fingerprint query.
    fn change_counter(&self) -> Option<i64> {
        None
    }
}

fn record(view_id: String, last_sequence: i64, payload: Value) -> anyhow::Result<ViewRecord> {
    Ok(ViewRecord {
        view_id,
        last_sequence: usize::try_from(last_sequence).context("negative view sequence")?,
        payload,
    })
}

fn sequence(record: &ViewRecord) -> anyhow::Result<i64> {
    i64::try_from(record.last_sequence).context("view sequence too large")
}

/// The four statements of a view store, in one SQL dialect.
struct Statements {
    load: &'static str,
    save: &'static str,
    list: &'static str,
    clear: &'static str,
    fingerprint: &'static str,
}

const SQLITE: Statements = Statements {
    load: "SELECT view_id, last_sequence, payload FROM views WHERE view_name = ? AND view_id = ?",
    save: "INSERT INTO views (view_name, view_id, last_sequence, payload) VALUES (?, ?, ?, ?)
           ON CONFLICT (view_name, view_id) DO UPDATE
           SET last_sequence = excluded.last_sequence, payload = excluded.payload
           WHERE excluded.last_sequence > views.last_sequence",
    list: "SELECT view_id, last_sequence, payload FROM views WHERE view_name = ?",
    clear: "DELETE FROM views WHERE view_name = ?",
    fingerprint: "SELECT COUNT(*), COALESCE(SUM(last_sequence), 0) FROM views WHERE view_name IN (?, ?, ?)",
};

const POSTGRES: Statements = Statements {
    load: "SELECT view_id, last_sequence, payload FROM views WHERE view_name = $1 AND view_id = $2",
    save: "INSERT INTO views (view_name, view_id, last_sequence, payload) VALUES ($1, $2, $3, $4)
           ON CONFLICT (view_name, view_id) DO UPDATE
           SET last_sequence = excluded.last_sequence, payload = excluded.payload
           WHERE excluded.last_sequence > views.last_sequence",
    list: "SELECT view_id, last_sequence, payload FROM views WHERE view_name = $1",
    clear: "DELETE FROM views WHERE view_name = $1",
    fingerprint:
        "SELECT COUNT(*), CAST(COALESCE(SUM(last_sequence), 0) AS BIGINT) FROM views WHERE view_name IN ($1, $2, $3)",
};

/// The same logic over either pool; only the statements differ. Saving never
/// moves a row back to an older sequence.
macro_rules! view_store {
    ($store:ty, $sql:expr) => {
        #[async_trait]
        impl ViewStore for $store {
            async fn load(&self, view: &str, view_id: &str) -> anyhow::Result<Option<ViewRecord>> {
                let row = sqlx::query($sql.load)
                    .bind(view)
                    .bind(view_id)
                    .fetch_optional(&self.pool)
                    .await
                    .context("Failed to query a view row")?;
                row.map(|r| record(r.get(0), r.get(1), r.get(2))).transpose()
            }

            async fn save(&self, view: &str, record: ViewRecord) -> anyhow::Result<()> {
                sqlx::query($sql.save)
                    .bind(view)
                    .bind(&record.view_id)
                    .bind(sequence(&record)?)
                    .bind(&record.payload)
                    .execute(&self.pool)
                    .await
                    .context("Failed to upsert a view row")?;
                Ok(())
            }

            async fn list(&self, view: &str) -> anyhow::Result<Vec<ViewRecord>> {
                let rows = sqlx::query($sql.list)
                    .bind(view)
                    .fetch_all(&self.pool)
                    .await
                    .context("Failed to list view rows")?;
                rows.into_iter().map(|r| record(r.get(0), r.get(1), r.get(2))).collect()
            }

            async fn clear(&self, view: &str) -> anyhow::Result<()> {
                sqlx::query($sql.clear).bind(view).execute(&self.pool).await.context("Failed to clear a view")?;
                Ok(())
            }

            async fn fingerprint(&self, views: [&str; 3]) -> anyhow::Result<(i64, i64)> {
                let row = sqlx::query($sql.fingerprint)
                    .bind(views[0])
                    .bind(views[1])
                    .bind(views[2])
                    .fetch_one(&self.pool)
                    .await
                    .context("Failed to fingerprint views")?;
                Ok((row.get(0), row.get(1)))
            }

            fn change_counter(&self) -> Option<i64> {
                <$store>::change_counter(self)
            }
        }
    };
}

view_store!(SqliteViewStore, SQLITE);
view_store!(PostgresViewStore, POSTGRES);
