//! Keeps a read model up to date from an aggregate's events.

use std::marker::PhantomData;
use std::sync::Arc;

use anyhow::Context;
use async_trait::async_trait;
use cqrs_es::{Aggregate, EventEnvelope, Query, View};

use crate::ports::{EventHistory, ViewRecord, ViewStore};

/// Applies events to the row of their aggregate in one view. Idempotent: an
/// event whose sequence the row has already seen is skipped, so replaying the
/// whole store over existing rows changes nothing.
///
/// Concurrent commands on one aggregate are dispatched concurrently and in
/// any order, by this instance or another sharing the database: each row is
/// read and written while held (`ViewStore::open_row`), so an event is
/// applied to it once, and a row that would skip a sequence (an earlier
/// commit not yet dispatched, or one lost to a crash before its dispatch) is
/// completed from the event store first.
pub struct Projector<V, A: Aggregate> {
    view: &'static str,
    store: Arc<dyn ViewStore>,
    history: Option<Arc<dyn EventHistory<A>>>,
    _types: PhantomData<fn() -> (V, A)>,
}

impl<V, A> Projector<V, A>
where
    V: View<A>,
    A: Aggregate,
{
    /// A projector fed every event in order (a replay of the store).
    pub fn new(view: &'static str, store: Arc<dyn ViewStore>) -> Self {
        Self { view, store, history: None, _types: PhantomData }
    }

    /// Fills a gap in the events it is given from `history` (needed behind
    /// a command bus, which dispatches concurrent commits in any order).
    #[must_use]
    pub fn with_history(mut self, history: Arc<dyn EventHistory<A>>) -> Self {
        self.history = Some(history);
        self
    }

    /// Applies `events` to the stored row.
    pub async fn project(&self, aggregate_id: &str, events: &[EventEnvelope<A>]) -> anyhow::Result<()> {
        let mut known: Vec<EventEnvelope<A>> = events.to_vec();
        let mut completed = false;
        loop {
            let row = self
                .store
                .open_row(self.view, aggregate_id)
                .await
                .with_context(|| format!("Failed to open view {} row {aggregate_id}", self.view))?;
            let last_sequence = row.current().map_or(0, |r| r.last_sequence);
            let fresh: Vec<&EventEnvelope<A>> = known.iter().filter(|e| e.sequence > last_sequence).collect();
            if fresh.is_empty() {
                return Ok(());
            }
            let contiguous = fresh.iter().enumerate().all(|(i, e)| e.sequence == last_sequence + 1 + i);
            match &self.history {
                // Read the missing events without holding the row (and, on
                // PostgreSQL, a connection), then open it again.
                Some(history) if !contiguous && !completed => {
                    drop(row);
                    known = history.events(aggregate_id).await.with_context(|| {
                        format!("Failed to read the events missing from view {} row {aggregate_id}", self.view)
                    })?;
                    completed = true;
                }
                _ => return self.apply(row, aggregate_id, &fresh).await,
            }
        }
    }

    async fn apply(
        &self,
        row: Box<dyn crate::ports::OpenRow>,
        aggregate_id: &str,
        fresh: &[&EventEnvelope<A>],
    ) -> anyhow::Result<()> {
        let (mut view, mut last_sequence) = match row.current() {
            Some(record) => (
                serde_json::from_value::<V>(record.payload.clone())
                    .with_context(|| format!("Failed to read view {} row {aggregate_id}", self.view))?,
                record.last_sequence,
            ),
            None => (V::default(), 0),
        };
        for event in fresh {
            view.update(event);
            last_sequence = event.sequence;
        }
        let record = ViewRecord {
            view_id: aggregate_id.to_string(),
            last_sequence,
            payload: serde_json::to_value(&view).context("Failed to serialize a view row")?,
        };
        row.save(record).await.with_context(|| format!("Failed to save view {} row {aggregate_id}", self.view))
    }
}

#[async_trait]
impl<V, A> Query<A> for Projector<V, A>
where
    V: View<A>,
    A: Aggregate + 'static,
{
    async fn dispatch(&self, aggregate_id: &str, events: &[EventEnvelope<A>]) {
        if let Err(error) = self.project(aggregate_id, events).await {
            // The events are committed; `fichas rebuild-views` repairs the row.
            tracing::error!(view = self.view, aggregate_id, error = ?error, "projection failed");
        }
    }
}
