//! The lifecycle of a record an installation has one of, shared by the
//! company settings and the PDF design: it starts at its defaults; a save
//! applies a draft over what is in force and checks the record's rules; the
//! first save is recorded even when it keeps the defaults (a choice worth
//! recording), a later one only when it changes something. One aggregate,
//! [`SavedSettings`], runs it for both; what differs is named by each kind
//! ([`SettingsKind`]): its record and rules, its command, event and error
//! (the recorded aggregate types and `event_type`s stay as they were).

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// One kind of settings record, named.
pub trait SettingsKind: Send + Sync + 'static {
    /// The aggregate type the events are stored under.
    const TYPE: &'static str;
    type Settings: Default + Clone + PartialEq + std::fmt::Debug + Serialize + DeserializeOwned + Send + Sync;
    type Draft;
    type Command: Send + Sync;
    type Event: DomainEvent;
    type Error: std::error::Error + Send + Sync;

    /// The draft a save command carries.
    fn draft(command: Self::Command) -> Self::Draft;
    /// `draft` applied over `current`, every rule checked.
    fn merged(current: &Self::Settings, draft: Self::Draft) -> Result<Self::Settings, Self::Error>;
    /// The kind's saved event.
    fn saved(settings: Self::Settings) -> Self::Event;
    /// What a saved event put in force.
    fn settings(event: Self::Event) -> Self::Settings;
}

/// The aggregate of every settings kind: the record in force, and whether
/// anyone saved it.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SavedSettings<K: SettingsKind> {
    settings: K::Settings,
    saved: bool,
}

impl<K: SettingsKind> Default for SavedSettings<K> {
    fn default() -> Self {
        Self { settings: K::Settings::default(), saved: false }
    }
}

impl<K: SettingsKind> std::fmt::Debug for SavedSettings<K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct(K::TYPE).field("settings", &self.settings).field("saved", &self.saved).finish()
    }
}

impl<K: SettingsKind> Aggregate for SavedSettings<K> {
    const TYPE: &'static str = K::TYPE;
    type Command = K::Command;
    type Event = K::Event;
    type Error = K::Error;
    type Services = ();

    async fn handle(
        &mut self,
        command: Self::Command,
        _services: &Self::Services,
        sink: &EventSink<Self>,
    ) -> Result<(), Self::Error> {
        let settings = K::merged(&self.settings, K::draft(command))?;
        // A first save of the defaults is a choice worth recording; a later
        // save that changes nothing is not (as for every aggregate here).
        if self.saved && settings == self.settings {
            return Ok(());
        }
        sink.write(K::saved(settings), self).await;
        Ok(())
    }

    fn apply(&mut self, event: Self::Event) {
        self.settings = K::settings(event);
        self.saved = true;
    }
}
