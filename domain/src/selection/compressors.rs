//! Compressor selection: every catalogue compressor of the refrigerant at
//! the duty point, in counts of identical units, ranked. The figures are
//! `engine::performance::performance`'s, exactly what POST /api/calculate
//! gives for one compressor, times the count (W, W, A).

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

use super::SelectionError;
use crate::calculation::{frequency, refrigerant, temperatures, voltage};
use crate::compressor::coefficients::Parameter;
use crate::compressor::model::{CompressorType, Polynomial};
use crate::engine::performance::{choose_set, performance, CompressorData, Duty, Performance, TemperatureStatement};
use crate::engine::speed::{self, SpeedInterpolation};
use crate::engine::Defaults;
use crate::properties::RefrigerantData;

/// The largest count of identical compressors a selection considers (a
/// rack circuit holds up to 12 in the screens).
pub const MAX_COUNT: u32 = 12;
/// K above the condensing temperature of the hot-day figure.
const HOT_DAY_RISE_K: f64 = 5.0;

/// How many identical compressors a candidate may have (1 to `MAX_COUNT`,
/// the schema's maximum).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CountRange {
    #[serde(deserialize_with = "crate::numbers::whole_u32")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub min: u32,
    #[serde(deserialize_with = "crate::numbers::whole_u32")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub max: u32,
}

impl Default for CountRange {
    fn default() -> Self {
        Self { min: 1, max: 1 }
    }
}

/// The accepted capacity, in % of the required capacity.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Band {
    pub min: f64,
    pub max: f64,
}

impl Default for Band {
    /// 100 to 120 %: meets the duty, at most 20 % over (issue 22).
    fn default() -> Self {
        Self { min: 100.0, max: 120.0 }
    }
}

/// `N`: all compressors together meet the duty. `N+1`: with any one of
/// them off, the rest still do.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Redundancy {
    #[default]
    #[serde(rename = "N")]
    N,
    #[serde(rename = "N+1")]
    NPlusOne,
}

impl Redundancy {
    fn spares(self) -> u32 {
        match self {
            Self::N => 0,
            Self::NPlusOne => 1,
        }
    }
}

/// The ranking rule, stated in the answer.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum SortCriterion {
    /// Highest COP at the duty first (then smaller margin, fewer units).
    #[default]
    HighestCop,
    /// Capacity closest above the duty first (then higher COP).
    SmallestMargin,
    /// Fewest compressors first (then higher COP).
    FewestCompressors,
}

/// What to select for: the duty point and the rules.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompressorSelection {
    pub refrigerant: String,
    /// °C, dew.
    pub evap_temp: f64,
    /// °C, dew.
    pub cond_temp: f64,
    /// kW, as the screens send it.
    pub required_capacity: f64,
    /// K; the catalogue set's rating when absent.
    #[serde(default)]
    pub superheat: Option<f64>,
    /// K; the catalogue set's rating when absent.
    #[serde(default)]
    pub subcooling: Option<f64>,
    /// V; 460 V when absent, as the calculation.
    #[serde(default)]
    pub voltage: Option<f64>,
    /// Hz: the supply frequency, or the drive frequency of a variable-speed
    /// compressor (issue 27). Chooses each compressor's sets as POST
    /// /api/calculate does: the sets published at it, interpolated in speed
    /// between two published speeds, never scaled from another frequency.
    /// Absent: the sets as published.
    #[serde(default)]
    pub frequency: Option<f64>,
    /// Only this type when given.
    #[serde(default)]
    pub compressor_type: Option<CompressorType>,
    #[serde(default)]
    pub count: CountRange,
    #[serde(default)]
    pub redundancy: Redundancy,
    #[serde(default)]
    pub band: Band,
    #[serde(default)]
    pub sort: SortCriterion,
}

/// One way to meet the duty: `count` identical compressors.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompressorCandidate {
    pub model: String,
    pub compressor_id: String,
    pub compressor_type: CompressorType,
    pub count: u32,
    /// W, all `count` compressors at the duty.
    pub cooling_capacity: f64,
    /// W, all `count` compressors at the duty.
    pub power_input: f64,
    /// A at the supply voltage, all `count` compressors.
    pub current: f64,
    /// Cooling capacity over power input at the duty.
    pub cop: f64,
    /// W, all `count` compressors at the condensing temperature + 5 K (a hot
    /// day); `None` when that point is outside the envelope.
    pub capacity_at_cond_plus5: Option<f64>,
    /// %, the capacity that meets the duty (without the spare under N+1)
    /// above the required capacity.
    pub margin: f64,
    /// K from the duty point to the nearest edge of the capacity set's envelope.
    pub envelope_distance_k: f64,
    /// Hz the figures are at (the sets' stated frequency); `None` when the
    /// sets state none.
    pub frequency: Option<f64>,
    /// Present when the figures interpolate in speed between two published sets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub speed_interpolation: Option<SpeedInterpolation>,
    /// Which temperatures these are (issue 21 item 9): the calculation's
    /// own statement (`Performance::temperature_basis`): the duty's are dew
    /// points; the set's basis, and the point it was read at.
    pub temperature_basis: Option<TemperatureStatement>,
}

/// Compressors left out, by reason; each compressor counts once.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompressorExclusions {
    /// Duty point outside the envelope of its capacity set.
    pub out_of_envelope: u32,
    /// Below the band even with the most compressors allowed.
    pub undersized: u32,
    /// Above the band with the fewest allowed, or no count lands in it.
    pub oversized: u32,
    /// No capacity and power sets for the refrigerant.
    pub other_refrigerant: u32,
    /// Another compressor type than the one asked for.
    pub other_type: u32,
    /// The engine refused the duty point (e.g. outside the property tables).
    pub not_calculable: u32,
    /// No sets at the frequency asked (a 50 Hz set is never scaled to
    /// 60 Hz), a speed outside the published ones, or several speeds
    /// published and no frequency asked.
    #[serde(default)]
    pub other_frequency: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompressorSelectionAnswer {
    /// The rule the candidates are ranked by.
    pub criterion: SortCriterion,
    /// Hz the selection was made at, as asked; `None`: the sets as published.
    pub frequency: Option<f64>,
    /// Best first.
    pub candidates: Vec<CompressorCandidate>,
    pub excluded: CompressorExclusions,
    /// Compressors considered: every one in the catalogue.
    pub considered: u32,
}

/// K from (to, tc) to the nearest edge of the set's envelope (its polygon
/// included); 0 on an edge, negative outside.
fn envelope_distance(set: &Polynomial, to: f64, tc: f64) -> f64 {
    set.envelope_margin(to, tc)
}

fn validate(request: &CompressorSelection) -> Result<(&'static RefrigerantData, Duty), SelectionError> {
    let r = refrigerant(Some(&request.refrigerant))?;
    temperatures(r, request.evap_temp, request.cond_temp)?;
    if !super::duty_in_range(request.required_capacity) {
        return Err(SelectionError::Capacity(request.required_capacity));
    }
    let CountRange { min, max } = request.count;
    if min < 1 || max > MAX_COUNT || min > max {
        return Err(SelectionError::Count);
    }
    let Band { min, max } = request.band;
    if !(min > 0.0 && min <= max && max.is_finite()) {
        return Err(SelectionError::Band);
    }
    if request.redundancy == Redundancy::NPlusOne && request.count.max < 2 {
        return Err(SelectionError::Redundancy);
    }
    let duty = Duty {
        to: request.evap_temp,
        tc: request.cond_temp,
        voltage: voltage(request.voltage)?,
        superheat: request.superheat,
        subcooling: request.subcooling,
        frequency: frequency(request.frequency)?,
    };
    // The calculation refuses a negative superheat or subcooling; so does
    // the selection, once, rather than excluding every compressor.
    if let Some(sh) = duty.superheat.filter(|v| *v < 0.0) {
        return Err(SelectionError::Calculation(crate::engine::EngineError::NegativeSuperheat(sh).into()));
    }
    if let Some(sc) = duty.subcooling.filter(|v| *v < 0.0) {
        return Err(SelectionError::Calculation(crate::engine::EngineError::NegativeSubcooling(sc).into()));
    }
    Ok((r, duty))
}

/// Why one compressor is out, or its performance at the duty.
enum Verdict {
    Considered(Box<Performance>, f64),
    OtherType,
    OtherRefrigerant,
    OutOfEnvelope,
    NotCalculable,
    OtherFrequency,
}

/// The capacity set a duty point at `duty.frequency` uses (the one
/// POST /api/calculate would use), or why there is none.
fn capacity_set_at<'a>(
    c: &'a CompressorData,
    r: &RefrigerantData,
    duty: Duty,
) -> Result<speed::ChosenSet<'a>, Verdict> {
    let set = |parameter| choose_set(&c.polynomials, r.code(), parameter, duty.to, duty.tc);
    if set(Parameter::CoolingCapacity).is_none() || set(Parameter::PowerInput).is_none() {
        return Err(Verdict::OtherRefrigerant);
    }
    let plan = c.speed_plan(r.code(), duty.frequency).map_err(|_| Verdict::OtherFrequency)?;
    let chosen = |parameter| speed::choose(&c.polynomials, r.code(), parameter, plan, (duty.to, duty.tc));
    match (chosen(Parameter::CoolingCapacity), chosen(Parameter::PowerInput)) {
        (Some(capacity), Some(_)) => Ok(capacity),
        _ => Err(Verdict::OtherFrequency),
    }
}

fn judge(c: &CompressorData, request: &CompressorSelection, r: &RefrigerantData, duty: Duty) -> Verdict {
    if request.compressor_type.is_some_and(|t| t != c.compressor_type) {
        return Verdict::OtherType;
    }
    let capacity_set = match capacity_set_at(c, r, duty) {
        Ok(set) => set,
        Err(verdict) => return verdict,
    };
    let distance = envelope_distance(&capacity_set.set, duty.to, duty.tc);
    if distance < 0.0 {
        return Verdict::OutOfEnvelope;
    }
    match performance(c, r, duty, &Defaults::default()) {
        Ok(p) if p.in_envelope && p.cooling_capacity > 0.0 && p.power_input > 0.0 => {
            Verdict::Considered(Box::new(p), distance)
        }
        Ok(p) if !p.in_envelope => Verdict::OutOfEnvelope,
        _ => Verdict::NotCalculable,
    }
}

/// Selects from `catalogue` every compressor, in every count of
/// `request.count`, whose capacity meeting the duty (without the spare
/// under N+1) lies in `request.band`; ranked by `request.sort`. Exhaustive:
/// each compressor is either a candidate or counted in one exclusion. The
/// hot-day figure is computed for candidates only.
pub fn select_compressors(
    request: &CompressorSelection,
    catalogue: &[CompressorData],
) -> Result<CompressorSelectionAnswer, SelectionError> {
    let (r, duty) = validate(request)?;
    let required_w = request.required_capacity * 1000.0;
    let spares = request.redundancy.spares();
    let first = request.count.min.max(1 + spares);
    let mut excluded = CompressorExclusions::default();
    let mut candidates = Vec::new();
    for c in catalogue {
        let (perf, distance) = match judge(c, request, r, duty) {
            Verdict::Considered(p, d) => (p, d),
            Verdict::OtherType => {
                excluded.other_type += 1;
                continue;
            }
            Verdict::OtherRefrigerant => {
                excluded.other_refrigerant += 1;
                continue;
            }
            Verdict::OutOfEnvelope => {
                excluded.out_of_envelope += 1;
                continue;
            }
            Verdict::NotCalculable => {
                excluded.not_calculable += 1;
                continue;
            }
            Verdict::OtherFrequency => {
                excluded.other_frequency += 1;
                continue;
            }
        };
        let percent = |n: u32| 100.0 * f64::from(n - spares) * perf.cooling_capacity / required_w;
        let in_band: Vec<u32> = (first..=request.count.max)
            .filter(|n| (request.band.min..=request.band.max).contains(&percent(*n)))
            .collect();
        if in_band.is_empty() {
            if first > request.count.max || percent(request.count.max) < request.band.min {
                excluded.undersized += 1;
            } else {
                excluded.oversized += 1;
            }
            continue;
        }
        let hot = performance(c, r, Duty { tc: duty.tc + HOT_DAY_RISE_K, ..duty }, &Defaults::default())
            .ok()
            .filter(|p| p.in_envelope)
            .map(|p| p.cooling_capacity);
        for n in in_band {
            let k = f64::from(n);
            candidates.push(CompressorCandidate {
                model: c.model.clone(),
                compressor_id: c.id.clone(),
                compressor_type: c.compressor_type,
                count: n,
                cooling_capacity: perf.cooling_capacity * k,
                power_input: perf.power_input * k,
                current: perf.current * k,
                cop: perf.cooling_capacity / perf.power_input,
                capacity_at_cond_plus5: hot.map(|q| q * k),
                margin: percent(n) - 100.0,
                envelope_distance_k: distance,
                frequency: perf.frequency,
                speed_interpolation: perf.speed_interpolation.clone(),
                temperature_basis: perf.temperature_basis,
            });
        }
    }
    candidates.sort_by(|a, b| rank(request.sort, a, b));
    Ok(CompressorSelectionAnswer {
        criterion: request.sort,
        frequency: duty.frequency,
        candidates,
        excluded,
        considered: u32::try_from(catalogue.len()).unwrap_or(u32::MAX),
    })
}

/// A duty point to read every model of a pick list at.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DutyPoint {
    pub refrigerant: String,
    /// °C, dew.
    pub evap_temp: f64,
    /// °C, dew.
    pub cond_temp: f64,
    /// K; the catalogue set's rating when absent.
    #[serde(default)]
    pub superheat: Option<f64>,
    /// K; the catalogue set's rating when absent.
    #[serde(default)]
    pub subcooling: Option<f64>,
    /// V; 460 V when absent, as the calculation.
    #[serde(default)]
    pub voltage: Option<f64>,
    /// Hz: chooses the sets as in POST /api/calculate (issue 27).
    #[serde(default)]
    pub frequency: Option<f64>,
}

/// Whether one model can run at the duty point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum DutyStatus {
    /// Inside its envelope: the figures are given.
    Ok,
    /// The duty point is outside the envelope of its capacity set.
    OutOfEnvelope,
    /// No capacity and power sets for the refrigerant.
    OtherRefrigerant,
    /// The engine refused the point (e.g. outside the property tables).
    NotCalculable,
    /// No sets at the frequency asked, or a speed outside the published ones.
    OtherFrequency,
}

/// One catalogue model at a duty point, as one compressor.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ModelAtDuty {
    pub compressor_id: String,
    pub model: String,
    pub compressor_type: CompressorType,
    pub status: DutyStatus,
    /// W at the duty; only when `status` is `ok`.
    pub cooling_capacity: Option<f64>,
    /// W at the duty; only when `status` is `ok`.
    pub power_input: Option<f64>,
    /// Cooling capacity over power input; only when `status` is `ok`.
    pub cop: Option<f64>,
    /// K from the duty point to the nearest envelope edge, negative outside;
    /// absent without a capacity set for the refrigerant.
    pub envelope_distance_k: Option<f64>,
    /// Hz the figures are at; only when `status` is `ok` and the sets state it.
    #[serde(default)]
    pub frequency: Option<f64>,
    /// Which temperatures the figures are at (issue 21 item 9), as the
    /// calculation states them; only when `status` is `ok`.
    #[serde(default)]
    pub temperature_basis: Option<TemperatureStatement>,
}

/// Every catalogue compressor at one duty point, in catalogue order: what
/// a model pick list shows beside each name (the capacity at the circuit's
/// duty) and why a model cannot be chosen. The figures are the
/// calculation's own for one compressor.
pub fn compressors_at_duty(
    request: &DutyPoint,
    catalogue: &[CompressorData],
) -> Result<Vec<ModelAtDuty>, SelectionError> {
    let selection = CompressorSelection {
        refrigerant: request.refrigerant.clone(),
        evap_temp: request.evap_temp,
        cond_temp: request.cond_temp,
        required_capacity: 1.0,
        superheat: request.superheat,
        subcooling: request.subcooling,
        voltage: request.voltage,
        frequency: request.frequency,
        compressor_type: None,
        count: CountRange::default(),
        redundancy: Redundancy::default(),
        band: Band::default(),
        sort: SortCriterion::default(),
    };
    let (r, duty) = validate(&selection)?;
    Ok(catalogue
        .iter()
        .map(|c| {
            let distance = match capacity_set_at(c, r, duty) {
                Ok(chosen) => Some(envelope_distance(&chosen.set, duty.to, duty.tc)),
                Err(_) => choose_set(&c.polynomials, r.code(), Parameter::CoolingCapacity, duty.to, duty.tc)
                    .map(|set| envelope_distance(set, duty.to, duty.tc)),
            };
            let mut row = ModelAtDuty {
                compressor_id: c.id.clone(),
                model: c.model.clone(),
                compressor_type: c.compressor_type,
                status: DutyStatus::Ok,
                cooling_capacity: None,
                power_input: None,
                cop: None,
                envelope_distance_k: distance,
                frequency: None,
                temperature_basis: None,
            };
            match judge(c, &selection, r, duty) {
                Verdict::Considered(p, _) => {
                    row.cooling_capacity = Some(p.cooling_capacity);
                    row.power_input = Some(p.power_input);
                    row.cop = Some(p.cooling_capacity / p.power_input);
                    row.frequency = p.frequency;
                    row.temperature_basis = p.temperature_basis;
                }
                Verdict::OtherFrequency => row.status = DutyStatus::OtherFrequency,
                Verdict::OtherRefrigerant | Verdict::OtherType => row.status = DutyStatus::OtherRefrigerant,
                Verdict::OutOfEnvelope => row.status = DutyStatus::OutOfEnvelope,
                Verdict::NotCalculable => row.status = DutyStatus::NotCalculable,
            }
            row
        })
        .collect())
}

fn rank(sort: SortCriterion, a: &CompressorCandidate, b: &CompressorCandidate) -> Ordering {
    let cop = b.cop.total_cmp(&a.cop);
    let margin = a.margin.total_cmp(&b.margin);
    let count = a.count.cmp(&b.count);
    let primary = match sort {
        SortCriterion::HighestCop => cop.then(margin).then(count),
        SortCriterion::SmallestMargin => margin.then(cop).then(count),
        SortCriterion::FewestCompressors => count.then(cop).then(margin),
    };
    primary.then_with(|| a.model.cmp(&b.model)).then_with(|| a.compressor_id.cmp(&b.compressor_id))
}

#[cfg(test)]
#[path = "compressors_tests.rs"]
mod tests;
