//! The two stores: embedded SQLite (default) and PostgreSQL.

mod accounts;
mod data_version;
mod event_repository;
mod history;
mod views;

use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use app::ports::ViewStore;
use app::server_config::StoreSettings;
use sqlx::postgres::PgPoolOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{PgPool, SqlitePool};

pub use accounts::{PostgresAccountStore, SqliteAccountStore};
pub use data_version::DataVersion;
pub use event_repository::EventRepository;
pub use history::StoredEvents;
pub use views::{PostgresViewStore, SqliteViewStore};

/// File name of the embedded store inside the data folder.
pub const SQLITE_FILE: &str = "fichas.sqlite3";

/// An open, migrated database holding events, snapshots and views.
#[derive(Clone, Debug)]
pub enum Database {
    /// The pool, and the connection that reads the file's data version.
    Sqlite(SqlitePool, Arc<DataVersion>),
    Postgres(PgPool),
}

impl Database {
    /// Opens the store the settings name and applies pending migrations.
    pub async fn open(store: &StoreSettings, data_dir: &Path) -> anyhow::Result<Self> {
        match store {
            StoreSettings::Embedded => Self::open_sqlite(data_dir).await,
            StoreSettings::Postgres { url } => Self::open_postgres(url).await,
        }
    }

    pub async fn open_sqlite(data_dir: &Path) -> anyhow::Result<Self> {
        std::fs::create_dir_all(data_dir)
            .with_context(|| format!("Failed to create the data folder {}", data_dir.display()))?;
        let options = SqliteConnectOptions::from_str("sqlite:")
            .context("Failed to build SQLite options")?
            .filename(data_dir.join(SQLITE_FILE))
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            // An embedded file has no connection to lose: pinging it before
            // each use would double the round trips through sqlx's worker
            // thread that a calculation makes (one fingerprint query).
            .test_before_acquire(false)
            .connect_with(options)
            .await
            .with_context(|| format!("Failed to open the embedded store in {}", data_dir.display()))?;
        sqlx::migrate!("./migrations/sqlite").run(&pool).await.context("Failed to migrate the embedded store")?;
        let data_version = DataVersion::open(&data_dir.join(SQLITE_FILE))?;
        Ok(Self::Sqlite(pool, Arc::new(data_version)))
    }

    pub async fn open_postgres(url: &str) -> anyhow::Result<Self> {
        let pool = PgPoolOptions::new()
            .max_connections(16)
            .acquire_timeout(Duration::from_secs(10))
            .connect(url)
            .await
            .context("Failed to connect to PostgreSQL (DATABASE_URL)")?;
        sqlx::migrate!("./migrations/postgres").run(&pool).await.context("Failed to migrate the PostgreSQL store")?;
        Ok(Self::Postgres(pool))
    }

    pub fn event_repository(&self) -> EventRepository {
        match self {
            Self::Sqlite(pool, _) => EventRepository::Sqlite(sqlite_es::SqliteEventRepository::new(pool.clone())),
            Self::Postgres(pool) => EventRepository::Postgres(postgres_es::PostgresEventRepository::new(pool.clone())),
        }
    }

    /// The aggregates of one type whose row in `view` is missing or behind
    /// their last event: events committed by a server that died before
    /// projecting them. One query, payloads left unread.
    pub async fn lagging_rows(&self, aggregate_type: &str, view: &str) -> anyhow::Result<Vec<String>> {
        const SQL_SQLITE: &str = "SELECT e.aggregate_id FROM (SELECT aggregate_id, MAX(sequence) AS last FROM events
             WHERE aggregate_type = ?1 GROUP BY aggregate_id) e
             LEFT JOIN views v ON v.view_name = ?2 AND v.view_id = e.aggregate_id
             WHERE v.last_sequence IS NULL OR v.last_sequence < e.last";
        const SQL_POSTGRES: &str = "SELECT e.aggregate_id FROM (SELECT aggregate_id, MAX(sequence) AS last FROM events
             WHERE aggregate_type = $1 GROUP BY aggregate_id) e
             LEFT JOIN views v ON v.view_name = $2 AND v.view_id = e.aggregate_id
             WHERE v.last_sequence IS NULL OR v.last_sequence < e.last";
        match self {
            Self::Sqlite(pool, _) => {
                sqlx::query_scalar(SQL_SQLITE).bind(aggregate_type).bind(view).fetch_all(pool).await
            }
            Self::Postgres(pool) => {
                sqlx::query_scalar(SQL_POSTGRES).bind(aggregate_type).bind(view).fetch_all(pool).await
            }
        }
        .with_context(|| format!("Failed to find the rows of view {view} behind their events"))
    }

    pub fn view_store(&self) -> Arc<dyn ViewStore> {
        match self {
            Self::Sqlite(pool, data_version) => Arc::new(SqliteViewStore::new(pool.clone(), data_version.clone())),
            Self::Postgres(pool) => Arc::new(PostgresViewStore::new(pool.clone())),
        }
    }

    /// Accounts, sessions and failed logins, in this database.
    pub fn account_store(&self) -> Arc<dyn app::identity::AccountStore> {
        match self {
            Self::Sqlite(pool, _) => Arc::new(SqliteAccountStore::new(pool.clone())),
            Self::Postgres(pool) => Arc::new(PostgresAccountStore::new(pool.clone())),
        }
    }

    pub async fn close(&self) {
        match self {
            Self::Sqlite(pool, data_version) => {
                // First, so that the pool's last connection is the file's
                // last and folds the WAL back into it.
                data_version.close();
                // Fold the write-ahead log into the file now, whatever the
                // connections' worker threads do later: after this the file
                // alone is a complete copy (SQLite, "Write-Ahead Logging",
                // section 3: checkpointing; TRUNCATE empties the log).
                if let Err(error) = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)").execute(pool).await {
                    tracing::warn!(error = %error, "the embedded store's write-ahead log was not folded into its file");
                }
                pool.close().await
            }
            Self::Postgres(pool) => pool.close().await,
        }
    }
}
