//! Accounts, sessions and failed logins on each store (`identity::AccountStore`).

use anyhow::Context;
use app::identity::{AccountStore, Role, SessionRecord, TokenRecord, UserRecord};
use async_trait::async_trait;
use sqlx::{PgPool, Row, SqlitePool};

pub struct SqliteAccountStore {
    pool: SqlitePool,
}

impl SqliteAccountStore {
    pub fn new(pool: SqlitePool) -> Self {
        Self { pool }
    }

    /// The statements are written with PostgreSQL's `$n`; SQLite reads `?n` alike.
    fn sql(text: &str) -> String {
        text.replace('$', "?")
    }
}

pub struct PostgresAccountStore {
    pool: PgPool,
}

impl PostgresAccountStore {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }

    fn sql(text: &str) -> String {
        text.to_string()
    }
}

const USER_COLUMNS: &str = "id, email, name, role, password_hash, created_at";

fn user_of(
    id: String,
    email: String,
    name: String,
    role: String,
    hash: Option<String>,
    at: i64,
) -> anyhow::Result<UserRecord> {
    let role: Role = role.parse().context("A stored user has an unknown role")?;
    Ok(UserRecord { id, email, name, role, password_hash: hash, created_at: at })
}

macro_rules! account_store {
    ($store:ty) => {
        #[async_trait]
        impl AccountStore for $store {
            async fn add_user(&self, user: &UserRecord) -> anyhow::Result<bool> {
                let done = sqlx::query(&Self::sql(
                    "INSERT INTO users (id, email, name, role, password_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)
                     ON CONFLICT (email) DO NOTHING",
                ))
                .bind(&user.id)
                .bind(&user.email)
                .bind(&user.name)
                .bind(user.role.as_str())
                .bind(&user.password_hash)
                .bind(user.created_at)
                .execute(&self.pool)
                .await
                .context("Failed to add a user")?;
                Ok(done.rows_affected() == 1)
            }

            async fn set_password(&self, email: &str, password_hash: &str) -> anyhow::Result<bool> {
                let mut tx = self.pool.begin().await.context("Failed to begin a transaction")?;
                let done = sqlx::query(&Self::sql("UPDATE users SET password_hash = $1 WHERE email = $2"))
                    .bind(password_hash)
                    .bind(email)
                    .execute(&mut *tx)
                    .await
                    .context("Failed to set a password")?;
                sqlx::query(&Self::sql(
                    "DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE email = $1)",
                ))
                .bind(email)
                .execute(&mut *tx)
                .await
                .context("Failed to end a user's sessions")?;
                tx.commit().await.context("Failed to commit a password change")?;
                Ok(done.rows_affected() == 1)
            }

            async fn user_by_email(&self, email: &str) -> anyhow::Result<Option<UserRecord>> {
                let row = sqlx::query(&Self::sql(&format!("SELECT {USER_COLUMNS} FROM users WHERE email = $1")))
                    .bind(email)
                    .fetch_optional(&self.pool)
                    .await
                    .context("Failed to read a user")?;
                row.map(|r| user_of(r.get(0), r.get(1), r.get(2), r.get(3), r.get(4), r.get(5))).transpose()
            }

            async fn count_users(&self) -> anyhow::Result<i64> {
                let row = sqlx::query("SELECT COUNT(*) FROM users")
                    .fetch_one(&self.pool)
                    .await
                    .context("Failed to count users")?;
                Ok(row.get(0))
            }

            async fn add_session(&self, session: &SessionRecord) -> anyhow::Result<()> {
                sqlx::query(&Self::sql(
                    "INSERT INTO sessions (token_hash, user_id, csrf_token, created_at, expires_at)
                     VALUES ($1, $2, $3, $4, $5)",
                ))
                .bind(&session.token_hash)
                .bind(&session.user_id)
                .bind(&session.csrf_token)
                .bind(session.created_at)
                .bind(session.expires_at)
                .execute(&self.pool)
                .await
                .context("Failed to add a session")?;
                Ok(())
            }

            async fn session(&self, token_hash: &str, now: i64) -> anyhow::Result<Option<(SessionRecord, UserRecord)>> {
                let row = sqlx::query(&Self::sql(
                    "SELECT s.token_hash, s.user_id, s.csrf_token, s.created_at, s.expires_at,
                            u.id, u.email, u.name, u.role, u.password_hash, u.created_at
                     FROM sessions s JOIN users u ON u.id = s.user_id
                     WHERE s.token_hash = $1 AND s.expires_at > $2",
                ))
                .bind(token_hash)
                .bind(now)
                .fetch_optional(&self.pool)
                .await
                .context("Failed to read a session")?;
                let Some(r) = row else { return Ok(None) };
                let session = SessionRecord {
                    token_hash: r.get(0),
                    user_id: r.get(1),
                    csrf_token: r.get(2),
                    created_at: r.get(3),
                    expires_at: r.get(4),
                };
                let user = user_of(r.get(5), r.get(6), r.get(7), r.get(8), r.get(9), r.get(10))?;
                Ok(Some((session, user)))
            }

            async fn remove_session(&self, token_hash: &str) -> anyhow::Result<()> {
                sqlx::query(&Self::sql("DELETE FROM sessions WHERE token_hash = $1"))
                    .bind(token_hash)
                    .execute(&self.pool)
                    .await
                    .context("Failed to end a session")?;
                Ok(())
            }

            async fn add_failed_login(&self, email: &str, address: &str, at: i64) -> anyhow::Result<()> {
                sqlx::query(&Self::sql("INSERT INTO failed_logins (email, address, at) VALUES ($1, $2, $3)"))
                    .bind(email)
                    .bind(address)
                    .bind(at)
                    .execute(&self.pool)
                    .await
                    .context("Failed to note a failed login")?;
                Ok(())
            }

            async fn failed_logins(&self, email: &str, address: &str, since: i64) -> anyhow::Result<(i64, i64)> {
                let row = sqlx::query(&Self::sql(
                    "SELECT (SELECT COUNT(*) FROM failed_logins WHERE email = $1 AND at > $3),
                            (SELECT COUNT(*) FROM failed_logins WHERE address = $2 AND at > $3)",
                ))
                .bind(email)
                .bind(address)
                .bind(since)
                .fetch_one(&self.pool)
                .await
                .context("Failed to count failed logins")?;
                Ok((row.get(0), row.get(1)))
            }

            async fn forget_failed_logins(&self, email: &str, before: i64) -> anyhow::Result<()> {
                sqlx::query(&Self::sql("DELETE FROM failed_logins WHERE email = $1 OR at <= $2"))
                    .bind(email)
                    .bind(before)
                    .execute(&self.pool)
                    .await
                    .context("Failed to forget failed logins")?;
                sqlx::query(&Self::sql("DELETE FROM sessions WHERE expires_at <= $1"))
                    .bind(before)
                    .execute(&self.pool)
                    .await
                    .context("Failed to forget expired sessions")?;
                Ok(())
            }

            async fn add_token(&self, token: &TokenRecord) -> anyhow::Result<()> {
                sqlx::query(&Self::sql(
                    "INSERT INTO api_tokens (id, user_id, name, token_hash, created_at) VALUES ($1, $2, $3, $4, $5)",
                ))
                .bind(&token.id)
                .bind(&token.user_id)
                .bind(&token.name)
                .bind(&token.token_hash)
                .bind(token.created_at)
                .execute(&self.pool)
                .await
                .context("Failed to add an API token")?;
                Ok(())
            }

            async fn tokens_of(&self, user_id: &str) -> anyhow::Result<Vec<TokenRecord>> {
                let rows = sqlx::query(&Self::sql(
                    "SELECT id, user_id, name, token_hash, created_at FROM api_tokens
                     WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at, id",
                ))
                .bind(user_id)
                .fetch_all(&self.pool)
                .await
                .context("Failed to list API tokens")?;
                Ok(rows
                    .into_iter()
                    .map(|r| TokenRecord {
                        id: r.get(0),
                        user_id: r.get(1),
                        name: r.get(2),
                        token_hash: r.get(3),
                        created_at: r.get(4),
                    })
                    .collect())
            }

            async fn revoke_token(&self, user_id: &str, token_id: &str, at: i64) -> anyhow::Result<bool> {
                let done = sqlx::query(&Self::sql(
                    "UPDATE api_tokens SET revoked_at = $1 WHERE id = $2 AND user_id = $3 AND revoked_at IS NULL",
                ))
                .bind(at)
                .bind(token_id)
                .bind(user_id)
                .execute(&self.pool)
                .await
                .context("Failed to revoke an API token")?;
                Ok(done.rows_affected() == 1)
            }

            async fn token(&self, token_hash: &str) -> anyhow::Result<Option<(TokenRecord, UserRecord)>> {
                let row = sqlx::query(&Self::sql(
                    "SELECT t.id, t.user_id, t.name, t.token_hash, t.created_at,
                            u.id, u.email, u.name, u.role, u.password_hash, u.created_at
                     FROM api_tokens t JOIN users u ON u.id = t.user_id
                     WHERE t.token_hash = $1 AND t.revoked_at IS NULL",
                ))
                .bind(token_hash)
                .fetch_optional(&self.pool)
                .await
                .context("Failed to read an API token")?;
                let Some(r) = row else { return Ok(None) };
                let token = TokenRecord {
                    id: r.get(0),
                    user_id: r.get(1),
                    name: r.get(2),
                    token_hash: r.get(3),
                    created_at: r.get(4),
                };
                let user = user_of(r.get(5), r.get(6), r.get(7), r.get(8), r.get(9), r.get(10))?;
                Ok(Some((token, user)))
            }
        }
    };
}

account_store!(SqliteAccountStore);
account_store!(PostgresAccountStore);
