//! Personal API tokens for scripts and generated clients: created and
//! revoked by their user, shown once, kept hashed, acting with the user's
//! role (`Authorization: Bearer fichas_...`).

use super::accounts::{AccountStore, TokenRecord};
use super::{secrets, Identity, Via};

/// Every token starts with this, so a leaked one is recognisable (secret scanners).
pub const PREFIX: &str = "fichas_";

/// A token just made: the only time its secret is seen.
#[derive(Debug)]
pub struct NewToken {
    pub record: TokenRecord,
    pub secret: String,
}

/// Makes a token for `user_id`.
///
/// # Errors
/// When the store cannot be written.
pub async fn create(store: &dyn AccountStore, user_id: &str, name: &str, now: i64) -> anyhow::Result<NewToken> {
    let secret = format!("{PREFIX}{}", secrets::random_token());
    let record = TokenRecord {
        id: uuid::Uuid::new_v4().to_string(),
        user_id: user_id.to_string(),
        name: name.trim().chars().take(120).collect(),
        token_hash: secrets::stored_form(&secret),
        created_at: now,
    };
    store.add_token(&record).await?;
    Ok(NewToken { record, secret })
}

/// Who the bearer `secret` names, if it is a live token.
///
/// # Errors
/// When the store cannot be read.
pub async fn resolve(store: &dyn AccountStore, secret: &str) -> anyhow::Result<Option<Identity>> {
    if !secret.starts_with(PREFIX) {
        return Ok(None);
    }
    Ok(store.token(&secrets::stored_form(secret)).await?.map(|(_, user)| Identity {
        subject: Some(user.id),
        name: user.name,
        email: Some(user.email),
        role: user.role,
        via: Via::Token,
    }))
}
