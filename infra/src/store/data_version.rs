//! SQLite's `PRAGMA data_version`, read on a connection of its own.
//!
//! The number changes whenever any other connection commits to the file:
//! this server's pool, another server on the same data folder, or the CLI.
//! Read synchronously (a microsecond or two: a look at the WAL index), it
//! tells the catalogue cache that nothing changed without the round trip
//! through sqlx's worker thread that a query costs (docs/BENCHMARKS.md).
//! The store closes it before its pool, so that the pool's last connection
//! is the file's last and folds the WAL back into it.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, TryLockError};

use anyhow::Context;
use rusqlite::{Connection, OpenFlags};

#[derive(Debug)]
pub struct DataVersion {
    /// `None` once closed.
    connection: Mutex<Option<Connection>>,
    warned: AtomicBool,
}

impl DataVersion {
    /// A read-only connection to the store's file; it never writes, so every
    /// commit it sees is somebody else's.
    pub fn open(file: &Path) -> anyhow::Result<Self> {
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let connection = Connection::open_with_flags(file, flags)
            .with_context(|| format!("Failed to open {} for its data version", file.display()))?;
        // No busy handler: the caller is an async task, and a busy file is
        // answered by asking the store instead.
        connection.busy_timeout(std::time::Duration::ZERO).context("Failed to set the busy timeout")?;
        Ok(Self { connection: Mutex::new(Some(connection)), warned: AtomicBool::new(false) })
    }

    /// The current data version, equal to an earlier reading exactly when no
    /// other connection has committed since; `None` when it cannot be read
    /// at once (another task is reading it, the file is busy, the store is
    /// closed), and the caller then asks the store.
    pub fn read(&self) -> Option<i64> {
        let guard = match self.connection.try_lock() {
            Ok(guard) => guard,
            Err(TryLockError::WouldBlock) => return None,
            Err(TryLockError::Poisoned(_)) => {
                self.warn_once(&anyhow::anyhow!("the data version connection is poisoned"));
                return None;
            }
        };
        let connection = guard.as_ref()?;
        let reading = connection
            .prepare_cached("PRAGMA data_version")
            .and_then(|mut statement| statement.query_row([], |row| row.get(0)))
            .context("Failed to read PRAGMA data_version");
        reading.inspect_err(|e| self.warn_once(e)).ok()
    }

    /// Closes the connection; later readings are `None`.
    pub fn close(&self) {
        let mut guard = self.connection.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        guard.take();
    }

    fn warn_once(&self, error: &anyhow::Error) {
        if !self.warned.swap(true, Ordering::Relaxed) {
            tracing::warn!(error = ?error, "data version not read; calculations query the catalogue's version");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_exactly_when_another_connection_commits() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("store.sqlite3");
        let writer = Connection::open(&file).unwrap();
        writer.pragma_update(None, "journal_mode", "wal").unwrap();
        writer.execute("CREATE TABLE t (x INTEGER)", []).unwrap();

        let version = DataVersion::open(&file).unwrap();
        let first = version.read().unwrap();
        assert_eq!(version.read().unwrap(), first, "nothing was committed");

        writer.execute("INSERT INTO t VALUES (1)", []).unwrap();
        let second = version.read().unwrap();
        assert_ne!(second, first, "a commit by another connection");
        assert_eq!(version.read().unwrap(), second);

        // A transaction rolled back commits nothing.
        writer.execute_batch("BEGIN; INSERT INTO t VALUES (2); ROLLBACK;").unwrap();
        assert_eq!(version.read().unwrap(), second);

        // A connection opened later, as the CLI does, is another connection.
        Connection::open(&file).unwrap().execute("DELETE FROM t", []).unwrap();
        assert_ne!(version.read().unwrap(), second);
    }

    #[test]
    fn answers_nothing_rather_than_wait_and_nothing_once_closed() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("store.sqlite3");
        Connection::open(&file).unwrap().execute("CREATE TABLE t (x INTEGER)", []).unwrap();
        let version = DataVersion::open(&file).unwrap();
        assert!(version.read().is_some());
        {
            let _reading = version.connection.lock().unwrap();
            assert_eq!(version.read(), None, "another task holds the connection");
        }
        assert!(version.read().is_some());
        version.close();
        assert_eq!(version.read(), None);
    }
}
