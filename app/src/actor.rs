//! Who issues a command, and the one way to build the metadata its events
//! are recorded with: there is no event without an actor.

use std::collections::HashMap;

/// Who issued a command. From a request with an identity configured: the
/// signed-in person (subject, name, e-mail) of the session, never a name the
/// request states; from the single local user of a loopback server: the
/// name the browser sends in `X-Fichas-Usuario` ('anónimo' when unset);
/// always the client address. From the server itself or a command of the
/// binary: [`Actor::system`].
#[derive(Debug, Clone, PartialEq)]
pub struct Actor {
    pub name: String,
    pub address: Option<String>,
    /// The account's stable id, when the person signed in.
    pub subject: Option<String>,
    pub email: Option<String>,
}

/// Name given to a request's actor who set none.
pub const ANONYMOUS: &str = "anónimo";

/// Name of the server acting on its own (rebuilding stored sheets at start).
pub const SYSTEM: &str = "sistema";

impl Actor {
    /// The server or one of the binary's commands, named by what it is
    /// (`sistema`, `fichas import-catalogue`); no client address.
    pub fn system(name: &str) -> Self {
        Self { name: name.to_string(), address: None, subject: None, email: None }
    }
}

/// Event metadata: when (UTC, read here, never in `handle`) and who. Only
/// [`EventMetadata::new`] builds one, from an [`Actor`].
#[derive(Debug, Clone, PartialEq)]
pub struct EventMetadata(HashMap<String, String>);

impl EventMetadata {
    /// Metadata for a command `actor` issues now.
    pub fn new(actor: &Actor) -> Self {
        let mut m = HashMap::from([
            (
                read_models::RECORDED_AT.to_string(),
                chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
            ),
            (read_models::USER.to_string(), actor.name.clone()),
        ]);
        let optional = [
            (read_models::CLIENT_ADDRESS, &actor.address),
            (read_models::USER_SUBJECT, &actor.subject),
            (read_models::USER_EMAIL, &actor.email),
        ];
        for (key, value) in optional {
            if let Some(value) = value {
                m.insert(key.to_string(), value.clone());
            }
        }
        Self(m)
    }

    /// The key-value form the event store records.
    pub fn into_map(self) -> HashMap<String, String> {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_record_who_from_where_and_when() {
        let actor = Actor {
            name: "Ana".into(),
            address: Some("10.0.0.7".into()),
            subject: Some("u-1".into()),
            email: Some("ana@example.com".into()),
        };
        let m = EventMetadata::new(&actor).into_map();
        assert_eq!(m[read_models::USER], "Ana");
        assert_eq!(m[read_models::CLIENT_ADDRESS], "10.0.0.7");
        assert_eq!(m[read_models::USER_SUBJECT], "u-1");
        assert_eq!(m[read_models::USER_EMAIL], "ana@example.com");
        assert!(chrono::DateTime::parse_from_rfc3339(&m[read_models::RECORDED_AT]).is_ok());
    }

    #[test]
    fn it_should_name_the_system_without_an_address() {
        let m = EventMetadata::new(&Actor::system(SYSTEM)).into_map();
        assert_eq!(m[read_models::USER], "sistema");
        assert!(!m.contains_key(read_models::CLIENT_ADDRESS));
        assert!(!m.contains_key(read_models::USER_SUBJECT));
    }
}
