//! SQLite's `PRAGMA data_version`, read on a connection of its own.
//!
//! The number changes whenever any other connection commits to the file:
//! this server's pool, another server on the same data folder, or the CLI.
//! Read synchronously (a microsecond or two: a look at the WAL index), it
//! tells the catalogue cache that nothing changed without the round trip
//! through sqlx's worker thread that a query costs (docs/BENCHMARKS.md).

use std::path::Path;
use std::sync::Mutex;

use anyhow::Context;
use rusqlite::{Connection, OpenFlags};

pub struct DataVersion {
    connection: Mutex<Connection>,
}

impl DataVersion {
    /// A read-only connection to the store's file; it never writes, so every
    /// commit it sees is somebody else's.
    pub fn open(file: &Path) -> anyhow::Result<Self> {
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let connection = Connection::open_with_flags(file, flags)
            .with_context(|| format!("Failed to open {} for its data version", file.display()))?;
        // No busy wait: the caller is an async task. A busy file answers an
        // error at once and the caller asks the store instead.
        connection.busy_timeout(std::time::Duration::ZERO).context("Failed to set the busy timeout")?;
        Ok(Self { connection: Mutex::new(connection) })
    }

    /// The current data version; equal to an earlier reading exactly when
    /// no other connection has committed since.
    pub fn read(&self) -> anyhow::Result<i64> {
        let connection = self.connection.lock().map_err(|_| anyhow::anyhow!("data version connection poisoned"))?;
        let mut statement =
            connection.prepare_cached("PRAGMA data_version").context("Failed to prepare PRAGMA data_version")?;
        statement.query_row([], |row| row.get(0)).context("Failed to read PRAGMA data_version")
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
}
