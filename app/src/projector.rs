//! Keeps a read model up to date from an aggregate's events.

use std::marker::PhantomData;
use std::sync::Arc;

use anyhow::Context;
use async_trait::async_trait;
use cqrs_es::{Aggregate, EventEnvelope, Query, View};

use crate::ports::{EventHistory, ViewRecord, ViewStore};

/// Rows are updated under one of this many locks (by a hash of the id).
const LOCK_STRIPES: usize = 64;

/// Applies events to the row of their aggregate in one view. Idempotent: an
/// event whose sequence the row has already seen is skipped, so replaying the
/// whole store over existing rows changes nothing.
///
/// Concurrent commands on one aggregate are dispatched concurrently and in
/// any order: each row is read and written under a lock, and a row that
/// would skip a sequence (an earlier commit not yet dispatched, or one lost
/// to a crash before its dispatch) is completed from the event store first.
pub struct Projector<V, A: Aggregate> {
    view: &'static str,
    store: Arc<dyn ViewStore>,
    history: Option<Arc<dyn EventHistory<A>>>,
    locks: Arc<Vec<tokio::sync::Mutex<()>>>,
    _types: PhantomData<fn() -> (V, A)>,
}

impl<V, A> Projector<V, A>
where
    V: View<A>,
    A: Aggregate,
{
    /// A projector fed every event in order (a replay of the store).
    pub fn new(view: &'static str, store: Arc<dyn ViewStore>) -> Self {
        let locks = Arc::new((0..LOCK_STRIPES).map(|_| tokio::sync::Mutex::new(())).collect());
        Self { view, store, history: None, locks, _types: PhantomData }
    }

    /// Fills a gap in the events it is given from `history` (needed behind
    /// a command bus, which dispatches concurrent commits in any order).
    #[must_use]
    pub fn with_history(mut self, history: Arc<dyn EventHistory<A>>) -> Self {
        self.history = Some(history);
        self
    }

    fn lock_for(&self, aggregate_id: &str) -> &tokio::sync::Mutex<()> {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        aggregate_id.hash(&mut hasher);
        &self.locks[(hasher.finish() % LOCK_STRIPES as u64) as usize]
    }

    /// Applies `events` and returns the stored row.
    pub async fn project(&self, aggregate_id: &str, events: &[EventEnvelope<A>]) -> anyhow::Result<()> {
        let _row = self.lock_for(aggregate_id).lock().await;
        let existing = self
            .store
            .load(self.view, aggregate_id)
            .await
            .with_context(|| format!("Failed to load view {} row {aggregate_id}", self.view))?;
        let (mut view, mut last_sequence) = match existing {
            Some(record) => (
                serde_json::from_value::<V>(record.payload)
                    .with_context(|| format!("Failed to read view {} row {aggregate_id}", self.view))?,
                record.last_sequence,
            ),
            None => (V::default(), 0),
        };
        let mut fresh: Vec<EventEnvelope<A>> = events.iter().filter(|e| e.sequence > last_sequence).cloned().collect();
        if fresh.is_empty() {
            return Ok(());
        }
        if let Some(history) = &self.history {
            let contiguous = fresh.iter().enumerate().all(|(i, e)| e.sequence == last_sequence + 1 + i);
            if !contiguous {
                fresh = history
                    .events(aggregate_id)
                    .await
                    .with_context(|| {
                        format!("Failed to read the events missing from view {} row {aggregate_id}", self.view)
                    })?
                    .into_iter()
                    .filter(|e| e.sequence > last_sequence)
                    .collect();
            }
        }
        for event in &fresh {
            view.update(event);
            last_sequence = event.sequence;
        }
        let record = ViewRecord {
            view_id: aggregate_id.to_string(),
            last_sequence,
            payload: serde_json::to_value(&view).context("Failed to serialize a view row")?,
        };
        self.store
            .save(self.view, record)
            .await
            .with_context(|| format!("Failed to save view {} row {aggregate_id}", self.view))
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
