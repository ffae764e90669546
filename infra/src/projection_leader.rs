//! Several instances on one PostgreSQL: one of them, whichever holds a
//! session-level advisory lock, keeps bringing the views up to the events
//! (what an instance committed and then died before projecting, or what a
//! projection failed to save). The others wait to take over: the lock is
//! released when its holder's connection closes, by exit or by kill -9.

use std::time::Duration;

use anyhow::Context;
use sqlx::{ConnectOptions, Connection, PgConnection};

use crate::store::Database;

/// How often the leader looks for rows behind their events, and how often
/// the others try to become the leader. Each look is one grouped query per
/// view over the events' primary key.
pub const INTERVAL: Duration = Duration::from_secs(2);

/// The lock's key, in a class of its own (see `store::views`' row locks).
const LEADER_LOCK: (i32, i32) = (0x6669_6368, 0);

/// Runs until the task is dropped; a no-op on the embedded store, which one
/// server owns and catches up on start.
pub async fn run(db: Database) {
    let Database::Postgres(pool) = &db else { return };
    let options = (*pool.connect_options()).clone();
    loop {
        if let Err(error) = lead_while_possible(&db, &options).await {
            tracing::warn!(error = ?error, "catching up views from another instance's commits paused");
        }
        tokio::time::sleep(INTERVAL).await;
    }
}

/// Takes the lock if free, then catches up every `INTERVAL` until the
/// connection that holds it fails.
async fn lead_while_possible(db: &Database, options: &sqlx::postgres::PgConnectOptions) -> anyhow::Result<()> {
    let mut connection: PgConnection =
        options.connect().await.context("Failed to open the connection that holds the catch-up lock")?;
    loop {
        let leading: bool = sqlx::query_scalar("SELECT pg_try_advisory_lock($1, $2)")
            .bind(LEADER_LOCK.0)
            .bind(LEADER_LOCK.1)
            .fetch_one(&mut connection)
            .await
            .context("Failed to try the catch-up lock")?;
        if leading {
            break;
        }
        tokio::time::sleep(INTERVAL).await;
    }
    tracing::info!("this instance catches up views for every instance");
    loop {
        match crate::wiring::catch_up_views(db).await {
            Ok(0) => {}
            Ok(rows) => tracing::warn!(rows, "view rows brought up to events another instance did not project"),
            Err(error) => tracing::error!(error = ?error, "catching up views failed"),
        }
        tokio::time::sleep(INTERVAL).await;
        // Still holding the lock: the connection that took it is alive.
        connection.ping().await.context("Lost the connection that holds the catch-up lock")?;
    }
}
