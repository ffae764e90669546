//! Condenser and plate-exchanger selection (issue 22 item 4): every
//! catalogue unit that meets the duty, ranked closest above it first, with
//! the reasons the rest were left out. The capacities are the calculation's
//! own (`CondenserData::capacity_at`), and the first condenser is the one
//! the automatic selection of a condensing unit picks (`auto_select`).

use serde::{Deserialize, Serialize};

use super::SelectionError;
use crate::calculation::{refrigerant, HeatExchangerData, DEFAULT_OVERSIZING};
use crate::engine::condenser::CondenserData;

/// Above the oversizing asked, how far a condenser may go before it counts
/// as oversized, in % (the automatic selection's out-of-range rule).
const OVERSIZED_ABOVE_PCT: f64 = 20.0;

/// What to select a condenser for: the heat to reject at the design ΔT.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CondenserSelection {
    pub refrigerant: String,
    /// kW, Σ(Q + P) (+ oil cooling) as the calculation gives it.
    pub heat_rejection: f64,
    /// °C.
    pub ambient_temp: f64,
    /// °C.
    pub cond_temp: f64,
    /// %, 10 when absent (the condensing unit's default).
    #[serde(default)]
    pub oversizing: Option<f64>,
    #[serde(default)]
    pub microchannel_only: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CondenserCandidate {
    pub condenser_id: String,
    pub model: String,
    /// W at the design ΔT (condensing − ambient).
    pub capacity: f64,
    /// capacity / heat rejection − 1, %.
    pub margin: f64,
    pub fan_count: u32,
    /// W per fan.
    pub fan_power_consumption: f64,
    pub is_microchannel: bool,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UnitExclusions {
    /// Below the heat rejection plus the oversizing asked.
    pub undersized: u32,
    /// More than 20 points above it.
    pub oversized: u32,
    /// Not microchannel when only microchannel was asked.
    pub not_microchannel: u32,
    /// Plate exchangers rated for heating only: not an evaporator.
    #[serde(default)]
    pub heating_only: u32,
}

/// Why a catalogue unit is not a candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum ExclusionReason {
    Undersized,
    Oversized,
    NotMicrochannel,
    HeatingOnly,
}

/// A unit left out, with its figures, so a picker can show it and why.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ExcludedUnit {
    pub id: String,
    pub model: String,
    /// W at the design conditions (condensers) or the catalogue's (plate
    /// exchangers).
    pub capacity: f64,
    /// capacity / duty − 1, %.
    pub margin: f64,
    pub reason: ExclusionReason,
}

impl UnitExclusions {
    fn count(&mut self, reason: ExclusionReason) {
        match reason {
            ExclusionReason::Undersized => self.undersized += 1,
            ExclusionReason::Oversized => self.oversized += 1,
            ExclusionReason::NotMicrochannel => self.not_microchannel += 1,
            ExclusionReason::HeatingOnly => self.heating_only += 1,
        }
    }
}

/// The units left out, nearest miss first: the smallest distance from the
/// band, so the first undersized one is the largest of them.
fn nearest_misses_first(units: &mut [ExcludedUnit], (low, high): (f64, f64)) {
    let distance = |u: &ExcludedUnit| {
        if u.margin < low {
            low - u.margin
        } else if u.margin > high {
            u.margin - high
        } else {
            0.0
        }
    };
    units.sort_by(|a, b| distance(a).total_cmp(&distance(b)));
}

/// The band rule on one unit's margin.
fn band_reason(m: f64, (low, high): (f64, f64)) -> Option<ExclusionReason> {
    if m < low {
        Some(ExclusionReason::Undersized)
    } else if m > high {
        Some(ExclusionReason::Oversized)
    } else {
        None
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CondenserSelectionAnswer {
    /// K, condensing minus ambient.
    pub design_delta_t: f64,
    /// W the candidates meet: heat rejection × (1 + oversizing).
    pub required_capacity: f64,
    /// Closest above the requirement first.
    pub candidates: Vec<CondenserCandidate>,
    pub excluded: UnitExclusions,
    /// Every unit left out, nearest miss first, with its reason.
    pub excluded_units: Vec<ExcludedUnit>,
    pub considered: u32,
}

/// The band a unit's margin must fall in, %: from the oversizing asked to
/// 20 points above it.
fn band(oversizing: f64) -> (f64, f64) {
    (oversizing, oversizing + OVERSIZED_ABOVE_PCT)
}

fn margin(capacity: f64, duty: f64) -> f64 {
    (capacity / duty - 1.0) * 100.0
}

pub fn select_condensers(
    request: &CondenserSelection,
    catalogue: &[CondenserData],
) -> Result<CondenserSelectionAnswer, SelectionError> {
    let r = refrigerant(Some(&request.refrigerant))?;
    crate::calculation::cond_temp(r, request.cond_temp)?;
    crate::calculation::in_range(request.ambient_temp, "ambientTemp", super::AMBIENT_RANGE_C)?;
    if !super::duty_in_range(request.heat_rejection) {
        return Err(SelectionError::HeatRejection(request.heat_rejection));
    }
    let design_delta_t = request.cond_temp - request.ambient_temp;
    if design_delta_t.is_nan() || design_delta_t <= 0.0 {
        return Err(SelectionError::AmbientNotBelowCondensing {
            ambient: request.ambient_temp,
            cond: request.cond_temp,
        });
    }
    let oversizing = request.oversizing.unwrap_or(DEFAULT_OVERSIZING);
    if !(super::OVERSIZING_RANGE_PCT.0..=super::OVERSIZING_RANGE_PCT.1).contains(&oversizing) {
        return Err(SelectionError::Oversizing(oversizing));
    }
    let duty = request.heat_rejection * 1000.0;
    let band = band(oversizing);
    let mut excluded = UnitExclusions::default();
    let mut excluded_units = Vec::new();
    let mut candidates = Vec::new();
    for c in catalogue {
        let capacity = c.capacity_at(design_delta_t);
        let m = margin(capacity, duty);
        let reason = if request.microchannel_only && !c.is_microchannel {
            Some(ExclusionReason::NotMicrochannel)
        } else {
            band_reason(m, band)
        };
        match reason {
            Some(reason) => {
                excluded.count(reason);
                excluded_units.push(ExcludedUnit {
                    id: c.id.clone(),
                    model: c.model.clone(),
                    capacity,
                    margin: m,
                    reason,
                });
            }
            None => candidates.push(CondenserCandidate {
                condenser_id: c.id.clone(),
                model: c.model.clone(),
                capacity,
                margin: m,
                fan_count: c.fan_count,
                fan_power_consumption: c.fan_power_consumption * 1000.0,
                is_microchannel: c.is_microchannel,
            }),
        }
    }
    candidates.sort_by(|a, b| a.capacity.total_cmp(&b.capacity));
    nearest_misses_first(&mut excluded_units, band);
    Ok(CondenserSelectionAnswer {
        design_delta_t,
        required_capacity: duty * (1.0 + oversizing / 100.0),
        candidates,
        excluded,
        excluded_units,
        considered: catalogue.len() as u32,
    })
}

/// What to select a plate exchanger for: a chiller circuit's duty.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeatExchangerSelection {
    pub refrigerant: String,
    /// kW.
    pub required_capacity: f64,
    /// %, 0 when absent: the chiller's check is capacity ≥ requirement.
    #[serde(default)]
    pub oversizing: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeatExchangerCandidate {
    pub heat_exchanger_id: String,
    pub brand: String,
    pub model: String,
    /// W, the catalogue's.
    pub capacity: f64,
    /// capacity / requirement − 1, %.
    pub margin: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeatExchangerSelectionAnswer {
    /// W the candidates meet.
    pub required_capacity: f64,
    /// Closest above the requirement first.
    pub candidates: Vec<HeatExchangerCandidate>,
    pub excluded: UnitExclusions,
    /// Every unit left out, nearest miss first, with its reason.
    pub excluded_units: Vec<ExcludedUnit>,
    pub considered: u32,
}

pub fn select_heat_exchangers(
    request: &HeatExchangerSelection,
    catalogue: &[HeatExchangerData],
) -> Result<HeatExchangerSelectionAnswer, SelectionError> {
    refrigerant(Some(&request.refrigerant))?;
    if !super::duty_in_range(request.required_capacity) {
        return Err(SelectionError::Capacity(request.required_capacity));
    }
    let oversizing = request.oversizing.unwrap_or(0.0);
    if !(super::OVERSIZING_RANGE_PCT.0..=super::OVERSIZING_RANGE_PCT.1).contains(&oversizing) {
        return Err(SelectionError::Oversizing(oversizing));
    }
    let duty = request.required_capacity * 1000.0;
    let band = band(oversizing);
    let mut excluded = UnitExclusions::default();
    let mut excluded_units = Vec::new();
    let mut candidates = Vec::new();
    for hx in catalogue {
        let capacity = hx.capacity_kw * 1000.0;
        let m = margin(capacity, duty);
        let reason = if hx.heating_only { Some(ExclusionReason::HeatingOnly) } else { band_reason(m, band) };
        match reason {
            Some(reason) => {
                excluded.count(reason);
                let model = format!("{} {}", hx.brand, hx.model).trim().to_string();
                excluded_units.push(ExcludedUnit { id: hx.id.clone(), model, capacity, margin: m, reason });
            }
            None => candidates.push(HeatExchangerCandidate {
                heat_exchanger_id: hx.id.clone(),
                brand: hx.brand.clone(),
                model: hx.model.clone(),
                capacity,
                margin: m,
            }),
        }
    }
    candidates.sort_by(|a, b| a.capacity.total_cmp(&b.capacity));
    nearest_misses_first(&mut excluded_units, band);
    Ok(HeatExchangerSelectionAnswer {
        required_capacity: duty * (1.0 + oversizing / 100.0),
        candidates,
        excluded,
        excluded_units,
        considered: catalogue.len() as u32,
    })
}

#[cfg(test)]
#[path = "condensers_tests.rs"]
mod tests;
