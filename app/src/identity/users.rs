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

fn check_email(email: &str) -> anyhow::Result<()> {
    let valid = email.len() <= 254
        && !email.chars().any(char::is_whitespace)
        && email.split_once('@').is_some_and(|(local, domain)| !local.is_empty() && !domain.is_empty());
    if !valid {
        bail!("Correo electrónico no válido: {email}");
    }
    Ok(())
}

/// Adds a local account with its password.
///
/// # Errors
/// An invalid e-mail, a blank name, a short password, an e-mail already
/// taken, or a store failure.
pub async fn add(
    store: &dyn AccountStore,
    email: &str,
    name: &str,
    role: Role,
    password: &str,
) -> anyhow::Result<UserRecord> {
    let email = normalize_email(email);
    check_email(&email)?;
    let name = name.trim();
    if name.is_empty() {
        bail!("El nombre es obligatorio");
    }
    check_password(password)?;
    let user = UserRecord {
        id: uuid::Uuid::new_v4().to_string(),
        email: email.clone(),
        name: name.to_string(),
        role,
        password_hash: Some(passwords::hash(password)?),
        created_at: chrono::Utc::now().timestamp(),
    };
    if !store.add_user(&user).await? {
        bail!("Ya existe un usuario con el correo {email}");
    }
    Ok(user)
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
