//! Random secrets (session cookies, CSRF tokens, API tokens) and the form
//! they are stored in: only their SHA-256 (`ports::sha256_hex`), so a copy
//! of the database opens no session.

use argon2::password_hash::rand_core::{OsRng, RngCore};
use base64::Engine;

/// 32 random bytes from the operating system, base64url without padding.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    OsRng.fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// What the store keeps of a secret.
pub fn stored_form(secret: &str) -> String {
    crate::ports::sha256_hex(secret.as_bytes())
}

/// Equality that takes the same time wherever the first difference is.
pub fn same(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_make_distinct_url_safe_tokens() {
        let (a, b) = (random_token(), random_token());
        assert_ne!(a, b);
        assert_eq!(a.len(), 43);
        assert!(a.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'));
        assert_eq!(stored_form(&a).len(), 64);
        assert!(same(&a, &a.clone()) && !same(&a, &b));
    }
}
