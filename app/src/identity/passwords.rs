//! Password hashing: Argon2id with the crate's defaults (m = 19 MiB, t = 2,
//! p = 1: OWASP Password Storage Cheat Sheet, 2023, first Argon2id option),
//! stored as a PHC string so the parameters travel with the hash.

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;

/// Shortest password `fichas users` accepts (NIST SP 800-63B 5.1.1.2 asks
/// for at least 8; a company tool asks a little more).
pub const MIN_LENGTH: usize = 10;

/// The PHC string of `password` with a fresh random salt.
///
/// # Errors
/// Only if the hasher fails (it does not for these parameters).
pub fn hash(password: &str) -> anyhow::Result<String> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| anyhow::anyhow!("Failed to hash a password: {e}"))
}

/// Whether `password` matches the stored PHC string. A malformed stored
/// hash matches nothing.
pub fn verify(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored)
        .is_ok_and(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
}

/// Spends the time a real verification takes, so that an unknown e-mail
/// answers as slowly as a wrong password (no account enumeration by timing).
pub fn verify_nothing(password: &str) {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let stored = DUMMY.get_or_init(|| hash("contraseña de relleno").unwrap_or_default());
    let _ = verify(password, stored);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_verify_the_password_it_hashed_and_no_other() {
        let stored = hash("correcto caballo batería").unwrap();
        assert!(stored.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{stored}");
        assert!(verify("correcto caballo batería", &stored));
        assert!(!verify("correcto caballo bateria", &stored));
        assert!(!verify("x", "no es un hash"));
    }

    #[test]
    fn it_should_salt_every_hash() {
        assert_ne!(hash("misma clave 123").unwrap(), hash("misma clave 123").unwrap());
    }
}
