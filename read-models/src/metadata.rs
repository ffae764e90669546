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

pub(crate) fn user(metadata: &HashMap<String, String>) -> Option<String> {
    metadata.get(USER).cloned()
}

pub(crate) fn client_address(metadata: &HashMap<String, String>) -> Option<String> {
    metadata.get(CLIENT_ADDRESS).cloned()
}
