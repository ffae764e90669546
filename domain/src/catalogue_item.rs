//! The lifecycle a catalogue entry goes through, shared by condensers and
//! plate heat exchangers: created once; updated when a draft changes its
//! spec (a draft that changes nothing records nothing); deleted and
//! restored as events, never erased. What differs between the two is named
//! by each aggregate: its spec and its rules ([`ItemSpec`]), its command,
//! event and error enums (the recorded `event_type`s stay as they were).

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
