//! Managing local accounts (`fichas users add`, `fichas users passwd`).

use anyhow::bail;

use super::accounts::{AccountStore, UserRecord};
use super::sessions::normalize_email;
use super::{passwords, Role};

fn check_password(password: &str) -> anyhow::Result<()> {
    if password.chars().count() < passwords::MIN_LENGTH {
        bail!("La contraseña debe tener al menos {} caracteres", passwords::MIN_LENGTH);
    }
    Ok(())
}

/// Whether `email` looks like an address (one `@` with text either side, no spaces).
pub(super) fn check_email(email: &str) -> anyhow::Result<()> {
    let valid = email.len() <= 254
        && !email.chars().any(char::is_whitespace)
        && email.split_once('@').is_some_and(|(local, domain)| !local.is_empty() && !domain.is_empty());
    if !valid {
        bail!("Correo electrónico no válido: {email}");
    }
    Ok(())
}

/// Adds an account: with a password for `--auth local`; without one for
/// `--auth oidc`, where the person's first sign-in with the provider under
/// this e-mail takes it (with the role given here).
///
/// # Errors
/// [`AddError::Invalid`] for an invalid e-mail, a blank name, a short
/// password or an e-mail already taken; a store failure.
pub async fn add(
    store: &dyn AccountStore,
    email: &str,
    name: &str,
    role: Role,
    password: Option<&str>,
) -> Result<UserRecord, AddError> {
    let invalid = |field: &'static str, error: anyhow::Error| AddError::Invalid { field, message: error.to_string() };
    let email = normalize_email(email);
    check_email(&email).map_err(|e| invalid("email", e))?;
    let name = name.trim();
    if name.is_empty() {
        return Err(AddError::Invalid { field: "name", message: "El nombre es obligatorio".into() });
    }
    let password_hash = match password {
        Some(password) => {
            check_password(password).map_err(|e| invalid("password", e))?;
            Some(passwords::hash(password)?)
        }
        None => None,
    };
    let user = UserRecord {
        id: uuid::Uuid::new_v4().to_string(),
        email: email.clone(),
        name: name.to_string(),
        role,
        password_hash,
        created_at: chrono::Utc::now().timestamp(),
        oidc_subject: None,
        disabled_at: None,
    };
    if !store.add_user(&user).await? {
        return Err(AddError::Invalid {
            field: "email",
            message: format!("Ya existe un usuario con el correo {email}"),
        });
    }
    Ok(user)
}

/// Why an account was not added.
#[derive(Debug, thiserror::Error)]
pub enum AddError {
    /// In Spanish, naming the field.
    #[error("{message}")]
    Invalid { field: &'static str, message: String },
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// Sets a new password and ends every open session of the account.
///
/// # Errors
/// A short password, an unknown e-mail, or a store failure.
pub async fn change_password(store: &dyn AccountStore, email: &str, password: &str) -> anyhow::Result<()> {
    check_password(password)?;
    let email = normalize_email(email);
    if !store.set_password(&email, &passwords::hash(password)?).await? {
        bail!("No existe un usuario con el correo {email}");
    }
    Ok(())
}

/// Why an administrator's change to an account was refused.
#[derive(Debug, thiserror::Error)]
pub enum AdminError {
    #[error("Usuario no encontrado")]
    NotFound,
    /// Nobody may lock themselves out (the last administrator would leave
    /// the company with none).
    #[error("No puede quitarse a sí mismo el rol de administrador ni desactivar su propia cuenta")]
    OwnAccount,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// Changes an account's role and whether it is disabled (ending its
/// sessions and stopping its tokens), as the administrator `by` asks.
///
/// # Errors
/// [`AdminError::OwnAccount`] when `by` would demote or disable themselves,
/// [`AdminError::NotFound`], a store failure.
pub async fn change(
    store: &dyn AccountStore,
    by: &str,
    user_id: &str,
    role: Option<Role>,
    disabled: Option<bool>,
    now: i64,
) -> Result<UserRecord, AdminError> {
    let Some(user) = store.user_by_id(user_id).await? else { return Err(AdminError::NotFound) };
    if user.id == by && (role.is_some_and(|r| r != Role::Administrador) || disabled == Some(true)) {
        return Err(AdminError::OwnAccount);
    }
    if let Some(role) = role.filter(|r| *r != user.role) {
        store.set_role(&user.id, role).await?;
    }
    match disabled {
        Some(true) if user.disabled_at.is_none() => {
            store.set_disabled(&user.id, Some(now)).await?;
        }
        Some(false) if user.disabled_at.is_some() => {
            store.set_disabled(&user.id, None).await?;
        }
        _ => {}
    }
    store.user_by_id(&user.id).await?.ok_or(AdminError::NotFound)
}
