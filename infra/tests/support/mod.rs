//! Shared test support: a private PostgreSQL cluster started once per test
//! process from Debian's `postgresql` package, in a temporary folder on a
//! loopback port, and stopped when the process exits.
#![allow(dead_code)]

pub mod postgres;

use std::path::PathBuf;

use infra::store::Database;

/// A store under test and what keeps it alive.
pub enum TestStore {
    Sqlite(tempfile::TempDir),
    Postgres { url: String },
}

impl TestStore {
    pub fn sqlite() -> Self {
        Self::Sqlite(tempfile::tempdir().expect("Failed to create a temporary data folder"))
    }

    pub fn postgres() -> Self {
        Self::Postgres { url: postgres::fresh_database() }
    }

    pub fn data_dir(&self) -> PathBuf {
        match self {
            Self::Sqlite(dir) => dir.path().to_path_buf(),
            Self::Postgres { .. } => std::env::temp_dir(),
        }
    }

    pub fn settings_store(&self) -> app::settings::StoreSettings {
        match self {
            Self::Sqlite(_) => app::settings::StoreSettings::Embedded,
            Self::Postgres { url } => app::settings::StoreSettings::Postgres { url: url.clone() },
        }
    }

    /// Opens (and migrates) the store; calling it again is a restart.
    pub async fn open(&self) -> Database {
        Database::open(&self.settings_store(), &self.data_dir()).await.expect("Failed to open the store under test")
    }
}

/// Declares one `#[tokio::test]` per store for an `async fn(TestStore)`.
#[macro_export]
macro_rules! on_both_stores {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name($crate::support::TestStore::sqlite()).await
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name($crate::support::TestStore::postgres()).await
                }
            )*
        }
    };
}
