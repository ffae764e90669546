use std::collections::HashMap;

/// Metadata key holding when an event was recorded (RFC 3339, UTC).
pub const RECORDED_AT: &str = "recorded_at";
/// Metadata key holding who issued the command, where a user is known.
pub const USER: &str = "user";

pub(crate) fn recorded_at(metadata: &HashMap<String, String>) -> Option<String> {
    metadata.get(RECORDED_AT).cloned()
}

/// Metadata key holding the client address a command came from.
pub const CLIENT_ADDRESS: &str = "client_address";

/// Metadata key holding the signed-in person's stable id (absent on events
/// recorded without an identity, and on every event before issue 26).
pub const USER_SUBJECT: &str = "user_subject";
/// Metadata key holding the signed-in person's e-mail.
pub const USER_EMAIL: &str = "user_email";

pub(crate) fn user_subject(metadata: &HashMap<String, String>) -> Option<String> {
    metadata.get(USER_SUBJECT).cloned()
}

pub(crate) fn user_email(metadata: &HashMap<String, String>) -> Option<String> {
    metadata.get(USER_EMAIL).cloned()
}

pub(crate) fn user(metadata: &HashMap<String, String>) -> Option<String> {
    metadata.get(USER).cloned()
}

pub(crate) fn client_address(metadata: &HashMap<String, String>) -> Option<String> {
    metadata.get(CLIENT_ADDRESS).cloned()
}
