//! Who may use the server: local accounts (Argon2id passwords) or the
//! company's OpenID Connect provider, sessions
//! kept in the store's database (revocable, valid on every instance), the
//! three roles, and the single local user of a loopback server with no
//! identity configured. The HTTP layer (`http::access`) asks this module who
//! a request is and whether the route's table entry lets that role in.

pub mod accounts;
pub mod oidc;
pub mod passwords;
pub mod roles;
pub mod secrets;
pub mod sessions;
pub mod tokens;
pub mod users;

pub use accounts::{AccountStore, SessionRecord, TokenRecord, UserRecord};
pub use roles::{Access, Role};

/// Who a request acts for, once resolved.
#[derive(Debug, Clone, PartialEq)]
pub struct Identity {
    /// Stable id of the person: a local account's id (or the provider's
    /// `sub` for OpenID Connect); `None` for the single local user.
    pub subject: Option<String>,
    pub name: String,
    pub email: Option<String>,
    pub role: Role,
    pub via: Via,
}

/// How the request proved who it is.
#[derive(Debug, Clone, PartialEq)]
pub enum Via {
    /// A session cookie; state-changing requests must also pass the CSRF check.
    Session { csrf_token: String },
    /// A personal API token (`Authorization: Bearer`): not sent by browsers
    /// on their own, so no CSRF check.
    Token,
    /// No identity configured on a loopback address: everyone is the one
    /// local user, with every permission (the name comes from the browser).
    SingleUser,
}

impl Identity {
    /// The single local user of a loopback server without accounts.
    pub fn single_user() -> Self {
        Self {
            subject: None,
            name: "Usuario local".into(),
            email: None,
            role: Role::Administrador,
            via: Via::SingleUser,
        }
    }
}
