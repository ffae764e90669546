//! Today's catalogue, read from the library views, as the calculations see it.

use domain::calculation::{Catalogue, HeatExchangerData};
use domain::engine::condenser::CondenserData;
use domain::engine::performance::CompressorData;
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

/// A catalogue compressor with everything the engine needs; `None` without a spec.
fn compressor_data(row: &CompressorRow) -> Option<CompressorData> {
    let spec = row.spec.as_ref()?;
    Some(CompressorData {
        id: row.id.clone(),
        model: spec.model.clone(),
        compressor_type: spec.compressor_type,
        rated_voltage: CompressorData::rated_voltage_from(&spec.voltage),
        rated_current: spec.motor_data.rated_current,
        polynomials: row
            .polynomials
            .iter()
            .map(|p| {
                let mut polynomial = p.polynomial.clone();
                polynomial.id.clone_from(&p.id);
                polynomial
            })
            .collect(),
    })
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
    HeatExchangerData { id: row.id.clone(), brand: row.brand.clone(), model: row.model.clone(), capacity_kw: row.capacity_kw }
}

impl LiveCatalogue {
    pub async fn load(state: &AppState) -> Result<Self, AppError> {
        Ok(Self {
            compressors: compressors::list(state, None).await?.iter().filter_map(compressor_data).collect(),
            condensers: condensers::list(state).await?.iter().map(condenser_data).collect(),
            heat_exchangers: heat_exchangers::list(state).await?.iter().map(heat_exchanger_data).collect(),
        })
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
}
