//! Keeps a read model up to date from an aggregate's events.

use std::marker::PhantomData;
use std::sync::Arc;

use anyhow::Context;
use async_trait::async_trait;
use cqrs_es::{Aggregate, EventEnvelope, Query, View};

use crate::ports::{ViewRecord, ViewStore};

/// Applies events to the row of their aggregate in one view. Idempotent: an
/// event whose sequence the row has already seen is skipped, so replaying the
/// whole store over existing rows changes nothing.
pub struct Projector<V, A> {
    view: &'static str,
    store: Arc<dyn ViewStore>,
    _types: PhantomData<fn() -> (V, A)>,
}

impl<V, A> Projector<V, A>
where
    V: View<A>,
    A: Aggregate,
{
    pub fn new(view: &'static str, store: Arc<dyn ViewStore>) -> Self {
        Self { view, store, _types: PhantomData }
    }

    /// Applies `events` and returns the stored row.
    pub async fn project(
        &self,
        aggregate_id: &str,
        events: &[EventEnvelope<A>],
    ) -> anyhow::Result<()> {
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
        let fresh: Vec<_> = events.iter().filter(|e| e.sequence > last_sequence).collect();
        if fresh.is_empty() {
            return Ok(());
        }
        for event in fresh {
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
