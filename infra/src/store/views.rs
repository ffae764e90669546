//! The `views` table on each store.

use std::sync::Arc;

use anyhow::Context;
use app::ports::{OpenRow, ViewRecord, ViewStore};
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

/// Rows are opened under one of this many locks per process (by a hash of
/// view and id): callers wait here without holding a database connection.
const LOCK_STRIPES: usize = 64;

fn row_lock(view: &str, view_id: &str) -> Arc<tokio::sync::Mutex<()>> {
    use std::hash::{Hash, Hasher};
    static STRIPES: std::sync::LazyLock<Vec<Arc<tokio::sync::Mutex<()>>>> =
        std::sync::LazyLock::new(|| (0..LOCK_STRIPES).map(|_| Arc::default()).collect());
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    (view, view_id).hash(&mut hasher);
    STRIPES[(hasher.finish() % LOCK_STRIPES as u64) as usize].clone()
}

/// A row of the embedded store, held by this process's lock: one server
/// owns the file (a CLI import beside it only adds rows, and saving never
/// moves a row back).
struct SqliteRow {
    pool: SqlitePool,
    view: String,
    current: Option<ViewRecord>,
    _lock: tokio::sync::OwnedMutexGuard<()>,
}

impl SqliteViewStore {
    async fn open_row(&self, view: &str, view_id: &str) -> anyhow::Result<Box<dyn OpenRow>> {
        let lock = row_lock(view, view_id).lock_owned().await;
        let current = self.load(view, view_id).await?;
        Ok(Box::new(SqliteRow { pool: self.pool.clone(), view: view.to_string(), current, _lock: lock }))
    }
}

#[async_trait]
impl OpenRow for SqliteRow {
    fn current(&self) -> Option<&ViewRecord> {
        self.current.as_ref()
    }

    async fn save(self: Box<Self>, record: ViewRecord) -> anyhow::Result<()> {
        sqlx::query(SQLITE.save)
            .bind(&self.view)
            .bind(&record.view_id)
            .bind(sequence(&record)?)
            .bind(&record.payload)
            .execute(&self.pool)
            .await
            .context("Failed to upsert a view row")?;
        Ok(())
    }
}

/// Advisory locks taken by projections, in their own class so that no other
/// lock of the database can collide with them.
const ROW_LOCK_CLASS: i32 = 0x6669_6368;

/// A row of the PostgreSQL store, held by a transaction-level advisory lock
/// (PostgreSQL 18 manual, 13.3.5 "Advisory Locks"): every instance sharing
/// the database waits for it, and it is released when the transaction ends,
/// by commit, rollback or the connection's death.
struct PostgresRow {
    transaction: sqlx::Transaction<'static, sqlx::Postgres>,
    view: String,
    current: Option<ViewRecord>,
    _lock: tokio::sync::OwnedMutexGuard<()>,
}

impl PostgresViewStore {
    async fn open_row(&self, view: &str, view_id: &str) -> anyhow::Result<Box<dyn OpenRow>> {
        let lock = row_lock(view, view_id).lock_owned().await;
        let mut transaction = self.pool.begin().await.context("Failed to begin a view row update")?;
        sqlx::query("SELECT pg_advisory_xact_lock($1, hashtext($2 || '/' || $3))")
            .bind(ROW_LOCK_CLASS)
            .bind(view)
            .bind(view_id)
            .execute(&mut *transaction)
            .await
            .context("Failed to lock a view row")?;
        let row = sqlx::query(POSTGRES.load)
            .bind(view)
            .bind(view_id)
            .fetch_optional(&mut *transaction)
            .await
            .context("Failed to query a view row")?;
        let current = row.map(|r| record(r.get(0), r.get(1), r.get(2))).transpose()?;
        Ok(Box::new(PostgresRow { transaction, view: view.to_string(), current, _lock: lock }))
    }
}

#[async_trait]
impl OpenRow for PostgresRow {
    fn current(&self) -> Option<&ViewRecord> {
        self.current.as_ref()
    }

    async fn save(self: Box<Self>, record: ViewRecord) -> anyhow::Result<()> {
        let Self { mut transaction, view, .. } = *self;
        sqlx::query(POSTGRES.save)
            .bind(&view)
            .bind(&record.view_id)
            .bind(sequence(&record)?)
            .bind(&record.payload)
            .execute(&mut *transaction)
            .await
            .context("Failed to upsert a view row")?;
        transaction.commit().await.context("Failed to commit a view row")
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

            async fn open_row(&self, view: &str, view_id: &str) -> anyhow::Result<Box<dyn OpenRow>> {
                <$store>::open_row(self, view, view_id).await
            }
        }
    };
}

view_store!(SqliteViewStore, SQLITE);
view_store!(PostgresViewStore, POSTGRES);
