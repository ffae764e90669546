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

const USER_COLUMNS: &str = "id, email, name, role, password_hash, created_at, oidc_subject, disabled_at";
/// [`USER_COLUMNS`] of the table aliased `u`.
const U_COLUMNS: &str = "u.id, u.email, u.name, u.role, u.password_hash, u.created_at, u.oidc_subject, u.disabled_at";

/// The user whose [`USER_COLUMNS`] start at column `$at` of row `$r`.
macro_rules! user_at {
    ($r:expr, $at:expr) => {{
        let role: String = $r.get($at + 3);
        role.parse::<Role>().context("A stored user has an unknown role").map(|role| UserRecord {
            id: $r.get($at),
            email: $r.get($at + 1),
            name: $r.get($at + 2),
            role,
            password_hash: $r.get($at + 4),
            created_at: $r.get($at + 5),
            oidc_subject: $r.get($at + 6),
            disabled_at: $r.get($at + 7),
        })
    }};
}

macro_rules! account_store {
    ($store:ty) => {
        #[async_trait]
        impl AccountStore for $store {
            async fn add_user(&self, user: &UserRecord) -> anyhow::Result<bool> {
                let done = sqlx::query(&Self::sql(
                    "INSERT INTO users (id, email, name, role, password_hash, created_at, oidc_subject)
                     VALUES ($1, $2, $3, $4, $5, $6, $7)
                     ON CONFLICT (email) DO NOTHING",
                ))
                .bind(&user.id)
                .bind(&user.email)
                .bind(&user.name)
                .bind(user.role.as_str())
                .bind(&user.password_hash)
                .bind(user.created_at)
                .bind(&user.oidc_subject)
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
                row.map(|r| user_at!(r, 0)).transpose()
            }

            async fn user_by_id(&self, id: &str) -> anyhow::Result<Option<UserRecord>> {
                let row = sqlx::query(&Self::sql(&format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1")))
                    .bind(id)
                    .fetch_optional(&self.pool)
                    .await
                    .context("Failed to read a user")?;
                row.map(|r| user_at!(r, 0)).transpose()
            }

            async fn user_by_oidc_subject(&self, subject: &str) -> anyhow::Result<Option<UserRecord>> {
                let row = sqlx::query(&Self::sql(&format!("SELECT {USER_COLUMNS} FROM users WHERE oidc_subject = $1")))
                    .bind(subject)
                    .fetch_optional(&self.pool)
                    .await
                    .context("Failed to read a user")?;
                row.map(|r| user_at!(r, 0)).transpose()
            }

            async fn link_oidc(&self, user_id: &str, subject: &str, name: &str, email: &str) -> anyhow::Result<bool> {
                let taken = sqlx::query(&Self::sql("SELECT COUNT(*) FROM users WHERE email = $1 AND id <> $2"))
                    .bind(email)
                    .bind(user_id)
                    .fetch_one(&self.pool)
                    .await
                    .context("Failed to read a user")?
                    .get::<i64, _>(0);
                if taken > 0 {
                    return Ok(false);
                }
                let done =
                    sqlx::query(&Self::sql("UPDATE users SET oidc_subject = $1, name = $2, email = $3 WHERE id = $4"))
                        .bind(subject)
                        .bind(name)
                        .bind(email)
                        .bind(user_id)
                        .execute(&self.pool)
                        .await
                        .context("Failed to link a user to the provider")?;
                Ok(done.rows_affected() == 1)
            }

            async fn users(&self) -> anyhow::Result<Vec<UserRecord>> {
                let rows = sqlx::query(&format!("SELECT {USER_COLUMNS} FROM users ORDER BY name, email"))
                    .fetch_all(&self.pool)
                    .await
                    .context("Failed to list users")?;
                rows.into_iter().map(|r| user_at!(r, 0)).collect()
            }

            async fn set_role(&self, user_id: &str, role: Role) -> anyhow::Result<bool> {
                let done = sqlx::query(&Self::sql("UPDATE users SET role = $1 WHERE id = $2"))
                    .bind(role.as_str())
                    .bind(user_id)
                    .execute(&self.pool)
                    .await
                    .context("Failed to change a role")?;
                Ok(done.rows_affected() == 1)
            }

            async fn set_disabled(&self, user_id: &str, disabled_at: Option<i64>) -> anyhow::Result<bool> {
                let mut tx = self.pool.begin().await.context("Failed to begin a transaction")?;
                let done = sqlx::query(&Self::sql("UPDATE users SET disabled_at = $1 WHERE id = $2"))
                    .bind(disabled_at)
                    .bind(user_id)
                    .execute(&mut *tx)
                    .await
                    .context("Failed to disable or enable a user")?;
                if disabled_at.is_some() {
                    sqlx::query(&Self::sql("DELETE FROM sessions WHERE user_id = $1"))
                        .bind(user_id)
                        .execute(&mut *tx)
                        .await
                        .context("Failed to end a user's sessions")?;
                }
                tx.commit().await.context("Failed to commit disabling a user")?;
                Ok(done.rows_affected() == 1)
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
                let row = sqlx::query(&Self::sql(&format!(
                    "SELECT s.token_hash, s.user_id, s.csrf_token, s.created_at, s.expires_at, {U_COLUMNS}
                     FROM sessions s JOIN users u ON u.id = s.user_id
                     WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.disabled_at IS NULL"
                )))
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
                let user = user_at!(r, 5)?;
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
                let row = sqlx::query(&Self::sql(&format!(
                    "SELECT t.id, t.user_id, t.name, t.token_hash, t.created_at, {U_COLUMNS}
                     FROM api_tokens t JOIN users u ON u.id = t.user_id
                     WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND u.disabled_at IS NULL"
                )))
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
                let user = user_at!(r, 5)?;
                Ok(Some((token, user)))
            }
        }
    };
}

account_store!(SqliteAccountStore);
account_store!(PostgresAccountStore);
