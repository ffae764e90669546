//! What a calculation reads from the catalogue, behind one trait, so the
//! same rules run on today's catalogue and on the copy a recorded
//! calculation kept (ARCHITECTURE.md 'Reproducibility and audit').

use std::cell::RefCell;

use serde::{Deserialize, Serialize};

use crate::engine::condenser::CondenserData;
use crate::engine::performance::CompressorData;

/// A plate heat exchanger, as a chiller calculation needs it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeatExchangerData {
    pub id: String,
    pub brand: String,
    pub model: String,
    pub capacity_kw: f64,
    /// Rated for heating only: never a chiller's evaporator. Absent from
    /// copies recorded before it was kept, and written only when true, so
    /// those copies serialise as they did.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub heating_only: bool,
    /// Rated for cooling only: never a water-cooled chiller's condenser
    /// (engine 1.13.0). Absent from copies recorded before it was kept, and
    /// written only when true.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cooling_only: bool,
    /// The maker's water-side pressure drop, kPa, at `rated_flow_lmin` L/min
    /// of water, when the library states it; absent from older copies, and
    /// written only when known, so those copies serialise as they did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pressure_drop_kpa: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated_flow_lmin: Option<f64>,
}

/// Catalogue lookups a calculation makes.
pub trait Catalogue {
    fn compressor_by_id(&self, id: &str) -> Option<CompressorData>;
    /// Live compressors of this model (case-insensitive), in catalogue order.
    fn compressors_by_model(&self, model: &str) -> Vec<CompressorData>;
    /// Every live condenser, in catalogue order (automatic selection).
    fn condensers(&self) -> Vec<CondenserData>;
    fn condenser(&self, id: &str) -> Option<CondenserData>;
    fn heat_exchanger(&self, id: &str) -> Option<HeatExchangerData>;
    /// Every live plate heat exchanger, in catalogue order (a water-cooled
    /// chiller's condenser selection, engine 1.13.0).
    fn heat_exchangers(&self) -> Vec<HeatExchangerData>;
}

/// The exact catalogue data one calculation used: the coefficient values,
/// not only their ids, so a later edit cannot change a recorded result.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct CatalogueSnapshot {
    pub compressors: Vec<CompressorData>,
    /// Each model looked up, lower case, with the ids found, in order.
    pub model_lookups: Vec<(String, Vec<String>)>,
    pub condensers: Vec<CondenserData>,
    /// Whether the whole condenser list was read (automatic selection).
    pub all_condensers: bool,
    pub heat_exchangers: Vec<HeatExchangerData>,
    /// Whether the whole plate exchanger list was read (a water-cooled
    /// chiller's condenser selection, engine 1.13.0); absent before, and
    /// written only when true.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub all_heat_exchangers: bool,
}

impl Catalogue for CatalogueSnapshot {
    fn compressor_by_id(&self, id: &str) -> Option<CompressorData> {
        self.compressors.iter().find(|c| c.id == id).cloned()
    }

    fn compressors_by_model(&self, model: &str) -> Vec<CompressorData> {
        let key = model.to_lowercase();
        self.model_lookups
            .iter()
            .find(|(m, _)| *m == key)
            .map(|(_, ids)| ids.iter().filter_map(|id| self.compressor_by_id(id)).collect())
            .unwrap_or_default()
    }

    fn condensers(&self) -> Vec<CondenserData> {
        if self.all_condensers {
            self.condensers.clone()
        } else {
            Vec::new()
        }
    }

    fn condenser(&self, id: &str) -> Option<CondenserData> {
        self.condensers.iter().find(|c| c.id == id).cloned()
    }

    fn heat_exchanger(&self, id: &str) -> Option<HeatExchangerData> {
        self.heat_exchangers.iter().find(|h| h.id == id).cloned()
    }

    fn heat_exchangers(&self) -> Vec<HeatExchangerData> {
        if self.all_heat_exchangers {
            self.heat_exchangers.clone()
        } else {
            Vec::new()
        }
    }
}

/// Answers from `inner` and keeps a copy of everything it answered.
pub struct RecordingCatalogue<'a> {
    inner: &'a dyn Catalogue,
    used: RefCell<CatalogueSnapshot>,
}

impl<'a> RecordingCatalogue<'a> {
    pub fn new(inner: &'a dyn Catalogue) -> Self {
        Self { inner, used: RefCell::new(CatalogueSnapshot::default()) }
    }

    /// What was read, in the order it was read.
    pub fn into_snapshot(self) -> CatalogueSnapshot {
        self.used.into_inner()
    }

    fn keep_compressor(&self, c: &CompressorData) {
        let mut used = self.used.borrow_mut();
        if !used.compressors.iter().any(|x| x.id == c.id) {
            used.compressors.push(c.clone());
        }
    }

    fn keep_condenser(&self, c: &CondenserData) {
        let mut used = self.used.borrow_mut();
        if !used.condensers.iter().any(|x| x.id == c.id) {
            used.condensers.push(c.clone());
        }
    }
}

impl Catalogue for RecordingCatalogue<'_> {
    fn compressor_by_id(&self, id: &str) -> Option<CompressorData> {
        let found = self.inner.compressor_by_id(id);
        if let Some(c) = &found {
            self.keep_compressor(c);
        }
        found
    }

    fn compressors_by_model(&self, model: &str) -> Vec<CompressorData> {
        let found = self.inner.compressors_by_model(model);
        found.iter().for_each(|c| self.keep_compressor(c));
        let key = model.to_lowercase();
        let mut used = self.used.borrow_mut();
        if !used.model_lookups.iter().any(|(m, _)| *m == key) {
            used.model_lookups.push((key, found.iter().map(|c| c.id.clone()).collect()));
        }
        found
    }

    fn condensers(&self) -> Vec<CondenserData> {
        let found = self.inner.condensers();
        {
            // The whole list, in catalogue order: selection depends on it.
            let mut used = self.used.borrow_mut();
            used.condensers.clone_from(&found);
            used.all_condensers = true;
        }
        found
    }

    fn condenser(&self, id: &str) -> Option<CondenserData> {
        let found = self.inner.condenser(id);
        if let Some(c) = &found {
            self.keep_condenser(c);
        }
        found
    }

    fn heat_exchanger(&self, id: &str) -> Option<HeatExchangerData> {
        let found = self.inner.heat_exchanger(id);
        if let Some(h) = &found {
            let mut used = self.used.borrow_mut();
            if !used.heat_exchangers.iter().any(|x| x.id == h.id) {
                used.heat_exchangers.push(h.clone());
            }
        }
        found
    }
    fn heat_exchangers(&self) -> Vec<HeatExchangerData> {
        let found = self.inner.heat_exchangers();
        {
            // The whole list, in catalogue order: selection depends on it;
            // one read by id before and not in it is kept after it.
            let mut used = self.used.borrow_mut();
            let earlier = std::mem::replace(&mut used.heat_exchangers, found.clone());
            used.heat_exchangers.extend(earlier.into_iter().filter(|h| !found.iter().any(|x| x.id == h.id)));
            used.all_heat_exchangers = true;
        }
        found
    }
}
