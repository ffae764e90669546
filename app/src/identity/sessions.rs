//! Signing in and out, and who a session cookie names. Failed logins are
//! limited per account and per client address, counted in the store so that
//! every instance sees the same count.

use super::accounts::{AccountStore, SessionRecord, UserRecord};
use super::{passwords, secrets, Identity, Via};

/// A session lasts this long from login, whatever happens (12 hours: one
/// working day; OWASP Session Management Cheat Sheet, absolute timeout).
pub const SESSION_SECONDS: i64 = 12 * 3600;
/// The window failed logins are counted in.
pub const WINDOW_SECONDS: i64 = 15 * 60;
/// Failed logins one account may have in the window before it must wait.
pub const ACCOUNT_LIMIT: i64 = 5;
/// Failed logins one address may make in the window (an office behind one
/// address signs in for many people).
pub const ADDRESS_LIMIT: i64 = 20;

/// Why a login did not open a session.
#[derive(Debug, thiserror::Error)]
pub enum LoginError {
    /// Unknown e-mail, wrong password, or no password set: one answer for
    /// all three, so that nobody learns which accounts exist.
    #[error("Correo electrónico o contraseña incorrectos")]
    BadCredentials,
    #[error("Demasiados intentos fallidos de inicio de sesión. Espere 15 minutos e intente de nuevo.")]
    TooManyAttempts,
    /// Told only to whoever proved who they are (right password, or the provider).
    #[error("Su cuenta está desactivada: pida a un administrador que la active")]
    Disabled,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// A session just opened: the secret for the cookie, and its CSRF token.
#[derive(Debug)]
pub struct NewSession {
    pub token: String,
    pub csrf_token: String,
    pub user: UserRecord,
    pub expires_at: i64,
}

/// E-mails compare trimmed and in lower case.
pub fn normalize_email(email: &str) -> String {
    email.trim().to_lowercase()
}

/// Checks the password and opens a session.
///
/// # Errors
/// [`LoginError::TooManyAttempts`] before any password check when the
/// account or the address failed too often in the last 15 minutes;
/// [`LoginError::BadCredentials`] otherwise on any mismatch.
pub async fn login(
    store: &dyn AccountStore,
    email: &str,
    password: &str,
    address: &str,
    now: i64,
) -> Result<NewSession, LoginError> {
    let email = normalize_email(email);
    let (by_account, by_address) = store.failed_logins(&email, address, now - WINDOW_SECONDS).await?;
    if by_account >= ACCOUNT_LIMIT || by_address >= ADDRESS_LIMIT {
        return Err(LoginError::TooManyAttempts);
    }
    let user = store.user_by_email(&email).await?;
    let matches = match user.as_ref().and_then(|u| u.password_hash.as_deref()) {
        Some(stored) => passwords::verify(password, stored),
        None => {
            passwords::verify_nothing(password);
            false
        }
    };
    let Some(user) = user.filter(|_| matches) else {
        store.add_failed_login(&email, address, now).await?;
        return Err(LoginError::BadCredentials);
    };
    store.forget_failed_logins(&email, now - WINDOW_SECONDS).await?;
    open(store, user, now).await
}

/// Opens a session for a person who proved who they are (a password here,
/// or the OpenID Connect provider).
///
/// # Errors
/// [`LoginError::Disabled`] for a disabled account; a store failure.
pub async fn open(store: &dyn AccountStore, user: UserRecord, now: i64) -> Result<NewSession, LoginError> {
    if user.disabled_at.is_some() {
        return Err(LoginError::Disabled);
    }
    let token = secrets::random_token();
    let session = SessionRecord {
        token_hash: secrets::stored_form(&token),
        user_id: user.id.clone(),
        csrf_token: secrets::random_token(),
        created_at: now,
        expires_at: now + SESSION_SECONDS,
    };
    store.add_session(&session).await?;
    Ok(NewSession { token, csrf_token: session.csrf_token, user, expires_at: session.expires_at })
}

/// Who the session cookie `token` names, if it is open.
///
/// # Errors
/// When the store cannot be read.
pub async fn resolve(store: &dyn AccountStore, token: &str, now: i64) -> anyhow::Result<Option<Identity>> {
    Ok(store.session(&secrets::stored_form(token), now).await?.map(|(session, user)| Identity {
        subject: Some(user.id),
        name: user.name,
        email: Some(user.email),
        role: user.role,
        via: Via::Session { csrf_token: session.csrf_token },
    }))
}

/// Ends the session `token` names (server side: the cookie is worthless after).
///
/// # Errors
/// When the store cannot be written.
pub async fn logout(store: &dyn AccountStore, token: &str) -> anyhow::Result<()> {
    store.remove_session(&secrets::stored_form(token)).await
}
