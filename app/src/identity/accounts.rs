//! The port where accounts, sessions and failed logins are kept: tables of
//! the store's own database (SQLite or PostgreSQL), so that every instance
//! on one database knows every session. Times are Unix seconds.

use async_trait::async_trait;

/// A person who may sign in.
#[derive(Debug, Clone, PartialEq)]
pub struct UserRecord {
    /// Random id; the `subject` recorded on every event the person causes.
    pub id: String,
    /// Lower case, trimmed; unique.
    pub email: String,
    pub name: String,
    pub role: super::Role,
    /// Argon2id PHC string; `None` until a password is set.
    pub password_hash: Option<String>,
    pub created_at: i64,
    /// The OpenID Connect provider's `sub` for this person, once they signed in with it.
    pub oidc_subject: Option<String>,
    /// When an administrator disabled the account; it then opens nothing.
    pub disabled_at: Option<i64>,
}

/// A signed-in browser. The cookie holds the token; the store keeps only
/// its SHA-256.
#[derive(Debug, Clone, PartialEq)]
pub struct SessionRecord {
    pub token_hash: String,
    pub user_id: String,
    /// Sent back by state-changing requests as `X-CSRF-Token` where the
    /// browser's Origin / Sec-Fetch-Site headers do not already prove them.
    pub csrf_token: String,
    pub created_at: i64,
    pub expires_at: i64,
}

/// A personal API token. The secret is shown once; the store keeps its SHA-256.
#[derive(Debug, Clone, PartialEq)]
pub struct TokenRecord {
    pub id: String,
    pub user_id: String,
    /// What the user called it ('script de importación').
    pub name: String,
    pub token_hash: String,
    pub created_at: i64,
}

#[async_trait]
pub trait AccountStore: Send + Sync {
    /// Adds a user; `false` when the e-mail is taken (nothing changes).
    async fn add_user(&self, user: &UserRecord) -> anyhow::Result<bool>;
    /// Sets a user's password hash and ends every session of that user;
    /// `false` when no user has this e-mail.
    async fn set_password(&self, email: &str, password_hash: &str) -> anyhow::Result<bool>;
    async fn user_by_email(&self, email: &str) -> anyhow::Result<Option<UserRecord>>;
    async fn user_by_id(&self, id: &str) -> anyhow::Result<Option<UserRecord>>;
    async fn user_by_oidc_subject(&self, subject: &str) -> anyhow::Result<Option<UserRecord>>;
    /// Ties an account to the provider's `sub` and takes the name and e-mail
    /// the provider gives now; `false` when the e-mail belongs to another account
    /// (nothing changes).
    async fn link_oidc(&self, user_id: &str, subject: &str, name: &str, email: &str) -> anyhow::Result<bool>;
    /// Every account, by name.
    async fn users(&self) -> anyhow::Result<Vec<UserRecord>>;
    /// Changes a role; `false` when there is no such account.
    async fn set_role(&self, user_id: &str, role: super::Role) -> anyhow::Result<bool>;
    /// Disables (`Some(time)`: its sessions end, its tokens stop) or enables
    /// (`None`) an account; `false` when there is no such account.
    async fn set_disabled(&self, user_id: &str, disabled_at: Option<i64>) -> anyhow::Result<bool>;
    async fn count_users(&self) -> anyhow::Result<i64>;
    async fn add_session(&self, session: &SessionRecord) -> anyhow::Result<()>;
    /// The unexpired session with this token hash and its user, if enabled.
    async fn session(&self, token_hash: &str, now: i64) -> anyhow::Result<Option<(SessionRecord, UserRecord)>>;
    /// Ends a session (logout); nothing when it does not exist.
    async fn remove_session(&self, token_hash: &str) -> anyhow::Result<()>;
    /// Notes a failed login for the rate limit.
    async fn add_failed_login(&self, email: &str, address: &str, at: i64) -> anyhow::Result<()>;
    /// Failed logins since `since`: for this e-mail, and from this address.
    async fn failed_logins(&self, email: &str, address: &str, since: i64) -> anyhow::Result<(i64, i64)>;
    /// Forgets an account's failed logins after a successful one, and every
    /// failed login or session older than `before`.
    async fn forget_failed_logins(&self, email: &str, before: i64) -> anyhow::Result<()>;
    async fn add_token(&self, token: &TokenRecord) -> anyhow::Result<()>;
    /// A user's unrevoked tokens, oldest first.
    async fn tokens_of(&self, user_id: &str) -> anyhow::Result<Vec<TokenRecord>>;
    /// Revokes one of the user's own tokens; `false` when the user has no such live token.
    async fn revoke_token(&self, user_id: &str, token_id: &str, at: i64) -> anyhow::Result<bool>;
    /// The unrevoked token with this hash and its user, if enabled.
    async fn token(&self, token_hash: &str) -> anyhow::Result<Option<(TokenRecord, UserRecord)>>;
}
