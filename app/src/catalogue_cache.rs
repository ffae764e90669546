//! Today's catalogue, read from the library views, as the calculations see
//! it; kept in memory between requests while the views do not change.

use std::sync::{Arc, Mutex};

use anyhow::Context;

use domain::calculation::{Catalogue, HeatExchangerData};
use domain::engine::condenser::CondenserData;
use domain::engine::performance::CompressorData;
use domain::heat_exchanger::ApplicationType;
use read_models::compressor_catalogue::CompressorRow;
use read_models::condenser_catalogue::CondenserRow;
use read_models::heat_exchanger_catalogue::HeatExchangerRow;

use crate::library::{compressors, condensers, heat_exchangers};
use crate::{AppError, AppState};

/// Live compressors, condensers and plate heat exchangers, in catalogue order.
pub struct LiveCatalogue {
    compressors: Vec<CompressorData>,
    condensers: Vec<CondenserData>,
    heat_exchangers: Vec<HeatExchangerData>,
}

/// A catalogue compressor with everything the engine needs, its envelopes
/// already searched (the catalogue is kept between requests); `None` without
/// a spec.
fn compressor_data(row: &CompressorRow) -> Option<CompressorData> {
    let spec = row.spec.as_ref()?;
    let data = CompressorData {
        checked: Default::default(),
        id: row.id.clone(),
        model: spec.model.clone(),
        compressor_type: spec.compressor_type,
        rated_voltage: CompressorData::rated_voltage_from(&spec.voltage),
        rated_current: spec.motor_data.rated_current,
        rated_frequency: spec.motor_data.frequency,
        polynomials: row
            .polynomials
            .iter()
            .map(|p| {
                let mut polynomial = p.polynomial.clone();
                polynomial.id.clone_from(&p.id);
                polynomial
            })
            .collect(),
    };
    Some(data.with_envelope_maxima())
}

fn condenser_data(row: &CondenserRow) -> CondenserData {
    CondenserData {
        id: row.id.clone(),
        model: row.model.clone(),
        capacity: row.capacity,
        fan_count: row.fan_count,
        fan_power_consumption: row.fan_power_consumption,
        is_microchannel: row.is_microchannel,
        rated_delta_t: row.rated_delta_t,
    }
}

fn heat_exchanger_data(row: &HeatExchangerRow) -> HeatExchangerData {
    HeatExchangerData {
        id: row.id.clone(),
        brand: row.brand.clone(),
        model: row.model.clone(),
        capacity_kw: row.capacity_kw,
        heating_only: row.application_type == ApplicationType::Heating,
        cooling_only: row.application_type == ApplicationType::Cooling,
        pressure_drop_kpa: row.pressure_drop_kpa,
        rated_flow_lmin: row.rated_flow_lmin,
    }
}

/// The views the catalogue is read from.
const VIEWS: [&str; 3] = [
    read_models::compressor_catalogue::VIEW_NAME,
    read_models::condenser_catalogue::VIEW_NAME,
    read_models::heat_exchanger_catalogue::VIEW_NAME,
];

/// The last catalogue read and the views' fingerprint it was read at. A
/// change made by this instance, another instance on the same PostgreSQL,
/// or the CLI is seen by the next calculation; nothing is ever stale. Each
/// request first reads the store's change counter (no round trip, the
/// embedded store only): while it has not moved since the fingerprint was
/// last confirmed, nothing was committed and the catalogue is current.
/// Otherwise one fingerprint query decides.
#[derive(Default)]
pub struct CatalogueCache {
    current: Mutex<Option<Kept>>,
}

/// The views' row count and sum of sequences.
type Fingerprint = (i64, i64);

struct Kept {
    fingerprint: Fingerprint,
    /// The store's change counter read before `fingerprint` was last
    /// confirmed: while it is still the same, so is the fingerprint. Always
    /// from the view store of the same `AppState` (each store's counter
    /// counts on its own connection).
    counter: Option<i64>,
    catalogue: Arc<LiveCatalogue>,
}

impl CatalogueCache {
    fn at_counter(&self, counter: i64) -> Option<Arc<LiveCatalogue>> {
        let guard = self.current.lock().ok()?;
        guard.as_ref().filter(|k| k.counter == Some(counter)).map(|k| k.catalogue.clone())
    }

    /// The kept catalogue if it was read at `fingerprint`; `counter` (read
    /// before the fingerprint) then vouches for it until it moves.
    fn cached(&self, fingerprint: Fingerprint, counter: Option<i64>) -> Option<Arc<LiveCatalogue>> {
        let mut guard = self.current.lock().ok()?;
        let kept = guard.as_mut().filter(|k| k.fingerprint == fingerprint)?;
        kept.counter = counter;
        Some(kept.catalogue.clone())
    }

    fn keep(&self, fingerprint: Fingerprint, counter: Option<i64>, catalogue: Arc<LiveCatalogue>) {
        if let Ok(mut guard) = self.current.lock() {
            *guard = Some(Kept { fingerprint, counter, catalogue });
        }
    }
}

impl LiveCatalogue {
    /// Today's catalogue, from memory when the views have not changed.
    pub async fn load(state: &AppState) -> Result<Arc<Self>, AppError> {
        // Read before the fingerprint, so a commit in between moves it.
        let counter = state.views.change_counter();
        if let Some(catalogue) = counter.and_then(|c| state.catalogue_cache.at_counter(c)) {
            return Ok(catalogue);
        }
        let fingerprint = state.views.fingerprint(VIEWS).await.context("Failed to check the catalogue version")?;
        if let Some(catalogue) = state.catalogue_cache.cached(fingerprint, counter) {
            return Ok(catalogue);
        }
        let catalogue = Arc::new(Self::read(state).await?);
        // Keep it only if nothing was written while reading.
        if state.views.fingerprint(VIEWS).await.context("Failed to check the catalogue version")? == fingerprint {
            state.catalogue_cache.keep(fingerprint, counter, catalogue.clone());
        }
        Ok(catalogue)
    }

    async fn read(state: &AppState) -> Result<Self, AppError> {
        Ok(Self {
            compressors: compressors::list(state, None).await?.iter().filter_map(compressor_data).collect(),
            condensers: condensers::list(state).await?.iter().map(condenser_data).collect(),
            heat_exchangers: heat_exchangers::list(state).await?.iter().map(heat_exchanger_data).collect(),
        })
    }
}

impl LiveCatalogue {
    /// Every live compressor with a spec, in catalogue order (selection).
    pub fn compressors(&self) -> &[CompressorData] {
        &self.compressors
    }

    /// Every live plate heat exchanger, in catalogue order (selection).
    pub fn heat_exchangers(&self) -> &[HeatExchangerData] {
        &self.heat_exchangers
    }
}

impl Catalogue for LiveCatalogue {
    fn compressor_by_id(&self, id: &str) -> Option<CompressorData> {
        self.compressors.iter().find(|c| c.id == id).cloned()
    }

    fn compressors_by_model(&self, model: &str) -> Vec<CompressorData> {
        self.compressors.iter().filter(|c| c.model.eq_ignore_ascii_case(model)).cloned().collect()
    }

    fn condensers(&self) -> Vec<CondenserData> {
        self.condensers.clone()
    }

    fn condenser(&self, id: &str) -> Option<CondenserData> {
        self.condensers.iter().find(|c| c.id == id).cloned()
    }

    fn heat_exchanger(&self, id: &str) -> Option<HeatExchangerData> {
        self.heat_exchangers.iter().find(|h| h.id == id).cloned()
    }
    fn heat_exchangers(&self) -> Vec<HeatExchangerData> {
        self.heat_exchangers.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn empty() -> Arc<LiveCatalogue> {
        Arc::new(LiveCatalogue { compressors: Vec::new(), condensers: Vec::new(), heat_exchangers: Vec::new() })
    }

    #[test]
    fn a_counter_vouches_only_for_the_fingerprint_confirmed_after_it() {
        let cache = CatalogueCache::default();
        let read_at_one = empty();
        cache.keep((3, 10), Some(5), read_at_one.clone());
        assert!(Arc::ptr_eq(&cache.at_counter(5).unwrap(), &read_at_one));
        // Something was committed: the counter alone no longer answers.
        assert!(cache.at_counter(6).is_none());
        // The fingerprint says it was not the catalogue; the new counter
        // (read before that query) vouches from now on, the old one not.
        assert!(Arc::ptr_eq(&cache.cached((3, 10), Some(6)).unwrap(), &read_at_one));
        assert!(cache.at_counter(6).is_some());
        assert!(cache.at_counter(5).is_none());
        // The catalogue changed: neither the fingerprint nor the counter answers.
        assert!(cache.cached((3, 11), Some(7)).is_none());
        assert!(cache.at_counter(7).is_none());
        // A store without a counter (PostgreSQL) is answered by fingerprints only.
        let read_at_two = empty();
        cache.keep((3, 11), None, read_at_two.clone());
        assert!(cache.at_counter(6).is_none());
        assert!(Arc::ptr_eq(&cache.cached((3, 11), None).unwrap(), &read_at_two));
    }
}
