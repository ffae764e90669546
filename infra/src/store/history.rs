//! Reading an aggregate's committed events back for auditors.

use std::marker::PhantomData;

use anyhow::Context;
use app::ports::EventHistory;
use async_trait::async_trait;
use cqrs_es::persist::PersistedEventRepository;
use cqrs_es::{Aggregate, EventEnvelope};

use super::EventRepository;

/// Events as stored, in sequence order, on either store.
pub struct StoredEvents<A> {
    repository: EventRepository,
    _aggregate: PhantomData<fn() -> A>,
}

impl<A> StoredEvents<A> {
    pub fn new(repository: EventRepository) -> Self {
        Self { repository, _aggregate: PhantomData }
    }
}

#[async_trait]
impl<A: Aggregate> EventHistory<A> for StoredEvents<A> {
    async fn events(&self, aggregate_id: &str) -> anyhow::Result<Vec<EventEnvelope<A>>> {
        let serialized = self
            .repository
            .get_events::<A>(aggregate_id)
            .await
            .map_err(|e| anyhow::anyhow!("{e}"))
            .with_context(|| format!("Failed to read the events of {} {aggregate_id}", A::TYPE))?;
        let mut events = serialized
            .into_iter()
            .map(|e| EventEnvelope::<A>::try_from(e).map_err(|e| anyhow::anyhow!("{e}")))
            .collect::<anyhow::Result<Vec<_>>>()
            .with_context(|| format!("Failed to read an event of {} {aggregate_id}", A::TYPE))?;
        events.sort_by_key(|e| e.sequence);
        Ok(events)
    }
}
