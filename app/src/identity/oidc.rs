//! Signing in with the company's OpenID Connect provider (`--auth oidc`):
//! the authorization code flow with PKCE. The protocol (discovery, the
//! authorization URL, the code exchange, the ID token's signature, issuer,
//! audience, expiry and nonce) is the `openidconnect` crate's, behind the
//! [`OpenIdProvider`] port (infra::oidc); this module decides who the
//! verified person is here and opens a session as for a local account.

use async_trait::async_trait;

use super::accounts::{AccountStore, UserRecord};
use super::sessions::{self, normalize_email, LoginError, NewSession};
use super::Role;

/// What the browser keeps while it is at the provider (in a short-lived
/// HttpOnly cookie), and checks on its way back.
#[derive(Debug, Clone, PartialEq)]
pub struct PendingLogin {
    /// The `state` parameter: the answer must bring it back (login CSRF).
    pub state: String,
    /// The ID token must carry it (replay).
    pub nonce: String,
    /// PKCE: the token request proves it started the flow.
    pub pkce_verifier: String,
}

/// A sign-in to start: where to send the browser, and what to keep.
#[derive(Debug, Clone)]
pub struct Authorization {
    pub url: String,
    pub pending: PendingLogin,
}

/// Who the provider says signed in, from a verified ID token.
#[derive(Debug, Clone, PartialEq)]
pub struct VerifiedClaims {
    /// `sub`: stable at this provider.
    pub subject: String,
    pub name: Option<String>,
    pub email: Option<String>,
    /// `email_verified`; absent when the provider does not say (Entra ID).
    pub email_verified: Option<bool>,
}

/// The provider, as the sign-in needs it.
#[async_trait]
pub trait OpenIdProvider: Send + Sync {
    /// The authorization URL (scopes openid, profile, email; a PKCE S256
    /// challenge; fresh state and nonce).
    async fn authorize(&self) -> anyhow::Result<Authorization>;
    /// Exchanges the code (with the PKCE verifier and the client secret) and
    /// verifies the ID token against the provider's keys and the nonce.
    async fn verify(&self, code: &str, pending: &PendingLogin) -> anyhow::Result<VerifiedClaims>;
}

/// Why a provider's answer opened no session.
#[derive(Debug, thiserror::Error)]
pub enum OidcError {
    #[error("the ID token has no e-mail")]
    NoEmail,
    #[error("the e-mail belongs to another account")]
    EmailTaken,
    #[error(transparent)]
    Login(#[from] LoginError),
}

/// Finds (or makes) the account of a verified person and opens a session:
/// by the provider's `sub`; the first time, by the e-mail of an account an
/// administrator added (unless the provider says the e-mail is not
/// verified); otherwise a new account with `default_role`. The name and
/// e-mail are the ID token's, refreshed at every sign-in.
///
/// # Errors
/// [`OidcError::NoEmail`] when the token has no e-mail,
/// [`OidcError::EmailTaken`] when its e-mail is another linked account's,
/// [`LoginError::Disabled`] for a disabled account, a store failure.
pub async fn sign_in(
    store: &dyn AccountStore,
    claims: &VerifiedClaims,
    default_role: Role,
    now: i64,
) -> Result<NewSession, OidcError> {
    let email = claims.email.as_deref().map(normalize_email).filter(|e| super::users::check_email(e).is_ok());
    let Some(email) = email else { return Err(OidcError::NoEmail) };
    let name = claims.name.as_deref().map(str::trim).filter(|n| !n.is_empty()).unwrap_or(&email).to_string();
    let known = match store.user_by_oidc_subject(&claims.subject).await.map_err(LoginError::Internal)? {
        Some(user) => Some(user),
        None if claims.email_verified != Some(false) => {
            store.user_by_email(&email).await.map_err(LoginError::Internal)?.filter(|u| u.oidc_subject.is_none())
        }
        None => None,
    };
    let user = match known {
        Some(user) => {
            if !store.link_oidc(&user.id, &claims.subject, &name, &email).await.map_err(LoginError::Internal)? {
                return Err(OidcError::EmailTaken);
            }
            UserRecord { oidc_subject: Some(claims.subject.clone()), name, email, ..user }
        }
        None => {
            let user = UserRecord {
                id: uuid::Uuid::new_v4().to_string(),
                email,
                name,
                role: default_role,
                password_hash: None,
                created_at: now,
                oidc_subject: Some(claims.subject.clone()),
                disabled_at: None,
            };
            if !store.add_user(&user).await.map_err(LoginError::Internal)? {
                return Err(OidcError::EmailTaken);
            }
            user
        }
    };
    Ok(sessions::open(store, user, now).await?)
}
