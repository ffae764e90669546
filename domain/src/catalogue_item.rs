//! The lifecycle a catalogue entry goes through, shared by condensers and
//! plate heat exchangers: created once; updated when a draft changes its
//! spec (a draft that changes nothing records nothing); deleted and
//! restored as events, never erased. One aggregate, [`CatalogueItem`], runs
//! it for both; what differs is named by each kind ([`ItemKind`]): its spec
//! and its rules ([`ItemSpec`]), its command, event and error enums (the
//! recorded aggregate types and `event_type`s stay as they were).

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A catalogue entry's validated data, built from a draft over the current
/// one (none when creating) by the entry's own rules.
pub trait ItemSpec: Sized + PartialEq {
    type Draft;
    type Error;

    fn from_draft(draft: Self::Draft, base: Option<&Self>) -> Result<Self, Self::Error>;
}

/// Why a lifecycle step is refused, whatever the entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Creating an id that exists (deleted or not).
    AlreadyExists,
    /// Changing or deleting an id that does not exist or is deleted;
    /// restoring one that never existed.
    NotFound,
    /// Restoring an entry that is not deleted.
    NotDeleted,
}

/// `From<Refusal>` for a kind's error enum, whose variants `AlreadyExists`,
/// `NotFound` and `NotDeleted` say the refusals its own way.
macro_rules! refusals_as_variants {
    ($error:ty) => {
        impl From<$crate::catalogue_item::Refusal> for $error {
            fn from(refusal: $crate::catalogue_item::Refusal) -> Self {
                match refusal {
                    $crate::catalogue_item::Refusal::AlreadyExists => Self::AlreadyExists,
                    $crate::catalogue_item::Refusal::NotFound => Self::NotFound,
                    $crate::catalogue_item::Refusal::NotDeleted => Self::NotDeleted,
                }
            }
        }
    };
}
pub(crate) use refusals_as_variants;

/// What a command does to the entry: the payload of its event.
#[derive(Debug, Clone, PartialEq)]
pub enum Change<S> {
    Created(S),
    Updated(S),
    Deleted,
    Restored,
}

/// The entry's state: its current spec, and whether it is deleted. Its JSON
/// is `{spec, deleted}`, as the aggregates serialised before sharing it.
#[derive(Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ItemState<S> {
    spec: Option<S>,
    deleted: bool,
}

impl<S> Default for ItemState<S> {
    fn default() -> Self {
        Self { spec: None, deleted: false }
    }
}

impl<S: ItemSpec> ItemState<S>
where
    S::Error: From<Refusal>,
{
    fn live_spec(&self) -> Result<&S, Refusal> {
        match (&self.spec, self.deleted) {
            (Some(spec), false) => Ok(spec),
            _ => Err(Refusal::NotFound),
        }
    }

    pub fn create(&self, draft: S::Draft) -> Result<Change<S>, S::Error> {
        if self.spec.is_some() {
            return Err(Refusal::AlreadyExists.into());
        }
        Ok(Change::Created(S::from_draft(draft, None)?))
    }

    /// `None` when the draft changes nothing: no event is recorded.
    pub fn update(&self, draft: S::Draft) -> Result<Option<Change<S>>, S::Error> {
        let current = self.live_spec()?;
        let spec = S::from_draft(draft, Some(current))?;
        Ok((&spec != current).then_some(Change::Updated(spec)))
    }

    pub fn delete(&self) -> Result<Change<S>, S::Error> {
        self.live_spec()?;
        Ok(Change::Deleted)
    }

    pub fn restore(&self) -> Result<Change<S>, S::Error> {
        match (&self.spec, self.deleted) {
            (None, _) => Err(Refusal::NotFound.into()),
            (Some(_), false) => Err(Refusal::NotDeleted.into()),
            (Some(_), true) => Ok(Change::Restored),
        }
    }

    pub fn apply(&mut self, change: Change<S>) {
        match change {
            Change::Created(spec) | Change::Updated(spec) => self.spec = Some(spec),
            Change::Deleted => self.deleted = true,
            Change::Restored => self.deleted = false,
        }
    }
}

/// What a command asks of an entry, whatever the entry.
#[derive(Debug, Clone, PartialEq)]
pub enum Step<D> {
    Create(D),
    Update(D),
    Delete,
    Restore,
}

/// One kind of catalogue entry, named: its aggregate type, spec (with its
/// rules), and how its own command and event enums say a [`Step`] and a
/// [`Change`] (their variant names are recorded, so each kind keeps its own).
pub trait ItemKind: Send + Sync + 'static {
    /// The aggregate type the events are stored under.
    const TYPE: &'static str;
    type Spec: ItemSpec<Error = Self::Error> + std::fmt::Debug + Serialize + DeserializeOwned + Send + Sync;
    type Command: Send + Sync;
    type Event: DomainEvent;
    type Error: std::error::Error + From<Refusal> + Send + Sync;

    fn step(command: Self::Command) -> Step<<Self::Spec as ItemSpec>::Draft>;
    fn event(change: Change<Self::Spec>) -> Self::Event;
    fn change(event: Self::Event) -> Change<Self::Spec>;
}

/// The aggregate of every catalogue entry kind: the shared lifecycle over
/// the kind's spec. Its JSON is the state's, `{spec, deleted}`.
#[derive(Serialize, Deserialize)]
#[serde(transparent, bound = "")]
pub struct CatalogueItem<K: ItemKind>(ItemState<K::Spec>);

impl<K: ItemKind> Default for CatalogueItem<K> {
    fn default() -> Self {
        Self(ItemState::default())
    }
}

impl<K: ItemKind> std::fmt::Debug for CatalogueItem<K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple(K::TYPE).field(&self.0.spec).field(&self.0.deleted).finish()
    }
}

impl<K: ItemKind> Aggregate for CatalogueItem<K> {
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
        let change = match K::step(command) {
            Step::Create(draft) => self.0.create(draft)?,
            Step::Update(draft) => match self.0.update(draft)? {
                Some(change) => change,
                None => return Ok(()),
            },
            Step::Delete => self.0.delete()?,
            Step::Restore => self.0.restore()?,
        };
        sink.write(K::event(change), self).await;
        Ok(())
    }

    fn apply(&mut self, event: Self::Event) {
        self.0.apply(K::change(event));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
    struct Name(String);

    #[derive(Debug, PartialEq)]
    enum Error {
        Blank,
        Refused(Refusal),
    }

    impl From<Refusal> for Error {
        fn from(r: Refusal) -> Self {
            Self::Refused(r)
        }
    }

    impl ItemSpec for Name {
        type Draft = &'static str;
        type Error = Error;

        fn from_draft(draft: &'static str, _: Option<&Self>) -> Result<Self, Error> {
            if draft.trim().is_empty() {
                return Err(Error::Blank);
            }
            Ok(Name(draft.trim().into()))
        }
    }

    #[test]
    fn it_should_go_through_create_update_delete_and_restore() {
        let mut state = ItemState::<Name>::default();
        assert_eq!(state.update("x"), Err(Error::Refused(Refusal::NotFound)));
        assert_eq!(state.create(" "), Err(Error::Blank));
        let created = state.create("A").unwrap();
        assert_eq!(created, Change::Created(Name("A".into())));
        state.apply(created);
        assert_eq!(state.create("B"), Err(Error::Refused(Refusal::AlreadyExists)));
        assert_eq!(state.update(" A "), Ok(None), "a draft that changes nothing records nothing");
        assert_eq!(state.restore(), Err(Error::Refused(Refusal::NotDeleted)));
        state.apply(state.delete().unwrap());
        assert_eq!(state.delete(), Err(Error::Refused(Refusal::NotFound)));
        assert_eq!(state.update("C"), Err(Error::Refused(Refusal::NotFound)));
        state.apply(state.restore().unwrap());
        assert_eq!(state.update("C"), Ok(Some(Change::Updated(Name("C".into())))));
    }

    #[test]
    fn it_should_keep_the_json_shape_of_snapshots_taken_before() {
        let mut state = ItemState::<Name>::default();
        state.apply(Change::Created(Name("A".into())));
        assert_eq!(serde_json::to_value(&state).unwrap(), serde_json::json!({ "spec": "A", "deleted": false }));
    }
}
