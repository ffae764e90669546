//! Whether a compressor's coefficient sets describe a machine that can exist
//! (issue 21 item 1). A set is checked over a grid of its whole envelope,
//! never at one point, because a cubic fitted to a maker's points can cross
//! zero or run away inside a rectangle it was not fitted on:
//!
//! - capacity, power input, mass flow and current are positive;
//! - the COP of a capacity set and a power set of the same refrigerant stays
//!   below the Carnot COP of the same temperatures, COP_C = T_o / (T_c − T_o)
//!   in kelvin (second law; ASHRAE Handbook—Fundamentals 2021, ch. 2,
//!   "Refrigeration cycles", Carnot cycle). A set whose power was entered in
//!   kW where W are meant gives a COP about a thousand times too high;
//! - somewhere in the envelope the COP reaches [`LOWEST_PLAUSIBLE_COP`]: a
//!   capacity entered in kW against power in W never does;
//! - where a mass-flow set gives ṁ, the overall isentropic efficiency
//!   η = ṁ·(h₂ₛ − h₁) / P lies between [`ISENTROPIC_EFFICIENCY_MIN`] and
//!   [`ISENTROPIC_EFFICIENCY_MAX`] (ASHRAE Handbook—HVAC Systems and
//!   Equipment 2020, ch. 38 "Compressors", eq. 3; above 1 the compressor
//!   would need less work than the ideal one).
//!
//! Points with less than [`MIN_LIFT_K`] between condensing and evaporating
//! are left out: no compressor runs there (every maker's envelope stops well
//! before) and the Carnot COP grows without bound.

use serde::{Deserialize, Serialize};

use super::coefficients::{evaluate, Parameter};
use super::model::Polynomial;
use crate::properties::{dataset, RefrigerantData};

/// Grid divisions per axis: 21 × 21 points over the envelope.
pub const GRID_DIVISIONS: usize = 20;
/// Smallest condensing − evaporating difference checked, K.
pub const MIN_LIFT_K: f64 = 10.0;
/// Overall isentropic efficiency band (issue 21 item 1).
pub const ISENTROPIC_EFFICIENCY_MIN: f64 = 0.2;
pub const ISENTROPIC_EFFICIENCY_MAX: f64 = 1.0;
/// A COP no real compressor stays under over its whole envelope.
pub const LOWEST_PLAUSIBLE_COP: f64 = 0.05;
/// Suction superheat assumed for the efficiency check when the mass-flow set
/// states none, K (EN 12900's 10 K rating; a 5 K difference moves η by
/// under 2 %, far inside the band).
pub const CHECK_SUPERHEAT_K: f64 = 10.0;
/// A COP this many times the Carnot COP reads as power typed in kW (a real
/// compressor reaches 0.3 to 0.7 of Carnot; in kW, 300 to 700 times).
const POWER_IN_KW_RATIO: f64 = 50.0;
const KELVIN: f64 = 273.15;

/// What a set breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum PhysicalCheck {
    /// Capacity, power, mass flow or current at or below zero.
    NotPositive,
    /// COP at or above the Carnot COP.
    AboveCarnot,
    /// COP below [`LOWEST_PLAUSIBLE_COP`] over the whole envelope.
    CopTooLow,
    /// Isentropic efficiency outside 0.2 to 1.0.
    IsentropicEfficiency,
}

/// The likeliest reason, when the numbers point to one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum LikelyCause {
    /// Power in kW where W are meant (the COP is ~1000 times too high).
    PowerInKilowatts,
    /// Capacity in kW where W are meant (the COP is ~1000 times too low).
    CapacityInKilowatts,
    /// Mass flow in kg/s where kg/h are meant (η is 3600 times too low).
    MassFlowInKgPerSecond,
}

impl LikelyCause {
    fn text(self) -> &'static str {
        match self {
            Self::PowerInKilowatts => "la potencia parece estar en kW",
            Self::CapacityInKilowatts => "la capacidad parece estar en kW",
            Self::MassFlowInKgPerSecond => "el flujo másico parece estar en kg/s",
        }
    }
}

/// The first point of an envelope where a set or a pair of sets is not
/// physically possible.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PhysicalFault {
    pub check: PhysicalCheck,
    pub refrigerant: String,
    /// Ids of the sets involved, as the list holds them.
    pub sets: Vec<String>,
    /// °C.
    pub evap_temp: f64,
    /// °C.
    pub cond_temp: f64,
    /// The offending figure: W, kg/h or A (not positive), COP, or η.
    pub value: f64,
    /// What it must stay above or below (0, the Carnot COP, the band's edge).
    pub limit: f64,
    pub likely_cause: Option<LikelyCause>,
    /// In Spanish, for the review, the library and the refusal.
    pub message: String,
}

impl PhysicalFault {
    fn new(
        check: PhysicalCheck,
        sets: &[&Polynomial],
        (to, tc): (f64, f64),
        value: f64,
        limit: f64,
        likely_cause: Option<LikelyCause>,
    ) -> Self {
        let refrigerant = sets[0].refrigerant.clone();
        let at = format!("en evaporación {to:.1} °C y condensación {tc:.1} °C");
        let advice = likely_cause.map_or_else(
            || match check {
                PhysicalCheck::NotPositive => "revise los coeficientes o acote la envolvente".to_string(),
                PhysicalCheck::IsentropicEfficiency => "revise los coeficientes de flujo másico y potencia".to_string(),
                _ => "revise los coeficientes de capacidad y potencia".to_string(),
            },
            |c| c.text().to_string(),
        );
        let message = match check {
            PhysicalCheck::NotPositive => {
                let parameter = sets[0].parameter;
                format!(
                    "{} de {refrigerant} vale {} {} {at}; debe ser mayor que cero: {advice}",
                    parameter_name(parameter),
                    significant(value),
                    unit(parameter),
                )
            }
            PhysicalCheck::AboveCarnot => format!(
                "El COP de {refrigerant} ({}) supera el COP de Carnot ({limit:.2}) {at}: {advice}",
                significant(value)
            ),
            PhysicalCheck::CopTooLow => format!(
                "El COP de {refrigerant} no llega a {LOWEST_PLAUSIBLE_COP} en ninguna parte de su envolvente (máximo {} {at}): {advice}",
                significant(value)
            ),
            PhysicalCheck::IsentropicEfficiency => format!(
                "El rendimiento isentrópico de {refrigerant} ({}) sale del intervalo de {ISENTROPIC_EFFICIENCY_MIN} a {ISENTROPIC_EFFICIENCY_MAX} {at}: {advice}",
                significant(value)
            ),
        };
        Self {
            check,
            refrigerant,
            sets: sets.iter().map(|s| s.id.clone()).collect(),
            evap_temp: to,
            cond_temp: tc,
            value,
            limit,
            likely_cause,
            message,
        }
    }

    /// True when the fault involves the set of this id.
    pub fn involves(&self, id: &str) -> bool {
        self.sets.iter().any(|s| s == id)
    }
}

fn parameter_name(parameter: Parameter) -> &'static str {
    match parameter {
        Parameter::CoolingCapacity => "La capacidad frigorífica",
        Parameter::PowerInput => "La potencia absorbida",
        Parameter::Current => "La corriente",
        Parameter::MassFlow => "El flujo másico",
        Parameter::DischargeTemp => "La temperatura de descarga",
    }
}

fn unit(parameter: Parameter) -> &'static str {
    match parameter {
        Parameter::CoolingCapacity | Parameter::PowerInput => "W",
        Parameter::Current => "A",
        Parameter::MassFlow => "kg/h",
        Parameter::DischargeTemp => "°C",
    }
}

/// Four significant figures, so a COP of 2512 and one of 0.0021 both read.
fn significant(value: f64) -> String {
    if value == 0.0 || !value.is_finite() {
        return format!("{value}");
    }
    let decimals = (3 - value.abs().log10().floor() as i32).clamp(0, 6) as usize;
    format!("{value:.decimals$}")
}

/// Carnot COP of a cycle between two dew temperatures (°C).
pub fn carnot_cop(to: f64, tc: f64) -> f64 {
    (to + KELVIN) / (tc - to)
}

/// The grid points of an envelope (evaporating, condensing ranges) where a
/// compressor can run.
fn grid((evap_min, evap_max): (f64, f64), (cond_min, cond_max): (f64, f64)) -> impl Iterator<Item = (f64, f64)> {
    let n = GRID_DIVISIONS;
    let step = move |lo: f64, hi: f64, i: usize| lo + (hi - lo) * i as f64 / n as f64;
    (0..=n).flat_map(move |i| {
        let to = step(evap_min, evap_max, i);
        (0..=n).map(move |j| (to, step(cond_min, cond_max, j))).filter(|(to, tc)| tc - to >= MIN_LIFT_K)
    })
}

/// The part of two sets' envelopes they share, if any.
fn shared(a: &Polynomial, b: &Polynomial) -> Option<((f64, f64), (f64, f64))> {
    let evap = (a.evap_temp_min.max(b.evap_temp_min), a.evap_temp_max.min(b.evap_temp_max));
    let cond = (a.cond_temp_min.max(b.cond_temp_min), a.cond_temp_max.min(b.cond_temp_max));
    (evap.0 <= evap.1 && cond.0 <= cond.1).then_some((evap, cond))
}

fn envelope(set: &Polynomial) -> ((f64, f64), (f64, f64)) {
    ((set.evap_temp_min, set.evap_temp_max), (set.cond_temp_min, set.cond_temp_max))
}

/// A capacity, power, mass-flow or current set at or below zero somewhere
/// in its envelope (discharge temperature may be anything).
pub fn not_positive(set: &Polynomial) -> Option<PhysicalFault> {
    if set.parameter == Parameter::DischargeTemp {
        return None;
    }
    let (evap, cond) = envelope(set);
    grid(evap, cond)
        .map(|point| (point, evaluate(&set.coefficients, point.0, point.1)))
        .find(|(_, value)| !(*value > 0.0 && value.is_finite()))
        .map(|(point, value)| PhysicalFault::new(PhysicalCheck::NotPositive, &[set], point, value, 0.0, None))
}

/// The COP of a capacity set over a power set, checked at one point.
pub fn cop_at(capacity: &Polynomial, power: &Polynomial, (to, tc): (f64, f64)) -> Option<PhysicalFault> {
    let (q, p) = (evaluate(&capacity.coefficients, to, tc), evaluate(&power.coefficients, to, tc));
    if !(q > 0.0 && p > 0.0) || tc - to < MIN_LIFT_K {
        return None;
    }
    let (cop, carnot) = (q / p, carnot_cop(to, tc));
    (cop >= carnot).then(|| {
        // Power in kW: the COP is hundreds of times Carnot's, and a thousand
        // times more power brings it below. A COP just above Carnot's is a
        // fit run past its data, not a unit.
        let cause =
            (cop > POWER_IN_KW_RATIO * carnot && cop / 1000.0 < carnot).then_some(LikelyCause::PowerInKilowatts);
        PhysicalFault::new(PhysicalCheck::AboveCarnot, &[capacity, power], (to, tc), cop, carnot, cause)
    })
}

/// A capacity set and a power set of one refrigerant over the envelope they
/// share: above Carnot anywhere, or implausibly low everywhere.
pub fn cop_faults(capacity: &Polynomial, power: &Polynomial) -> Option<PhysicalFault> {
    let (evap, cond) = shared(capacity, power)?;
    let mut best: Option<((f64, f64), f64)> = None;
    for point in grid(evap, cond) {
        if let Some(fault) = cop_at(capacity, power, point) {
            return Some(fault);
        }
        let (q, p) =
            (evaluate(&capacity.coefficients, point.0, point.1), evaluate(&power.coefficients, point.0, point.1));
        if q > 0.0 && p > 0.0 && best.is_none_or(|(_, cop)| q / p > cop) {
            best = Some((point, q / p));
        }
    }
    let (point, cop) = best?;
    (cop < LOWEST_PLAUSIBLE_COP).then(|| {
        let cause = (cop * 1000.0 < carnot_cop(point.0, point.1)).then_some(LikelyCause::CapacityInKilowatts);
        PhysicalFault::new(PhysicalCheck::CopTooLow, &[capacity, power], point, cop, LOWEST_PLAUSIBLE_COP, cause)
    })
}

/// Overall isentropic efficiency at one point (mass flow in kg/h, power in
/// W), suction at `superheat` above the evaporating dew point; `None` where
/// the property tables do not reach.
pub fn isentropic_efficiency(
    refrigerant: &RefrigerantData,
    (to, tc): (f64, f64),
    superheat: f64,
    mass_flow_kg_h: f64,
    power_w: f64,
) -> Option<f64> {
    let (_, p_evap) = refrigerant.pressures(to).ok()?;
    let (_, p_cond) = refrigerant.pressures(tc).ok()?;
    let suction = refrigerant.vapour_pt(p_evap, to + superheat).ok()?;
    let ideal = refrigerant.vapour_ps(p_cond, suction.s).ok()?;
    Some(mass_flow_kg_h / 3600.0 * (ideal.h - suction.h) / power_w)
}

/// The efficiency band at one point; `None` when inside it or not computable.
pub fn efficiency_at(
    refrigerant: &RefrigerantData,
    mass_flow: &Polynomial,
    power: &Polynomial,
    (to, tc): (f64, f64),
) -> Option<PhysicalFault> {
    let (m, p) = (evaluate(&mass_flow.coefficients, to, tc), evaluate(&power.coefficients, to, tc));
    if !(m > 0.0 && p > 0.0) || tc - to < MIN_LIFT_K {
        return None;
    }
    let superheat = suction_superheat(mass_flow, to);
    let eta = isentropic_efficiency(refrigerant, (to, tc), superheat, m, p)?;
    let (low, high) = (eta < ISENTROPIC_EFFICIENCY_MIN, eta > ISENTROPIC_EFFICIENCY_MAX);
    (low || high).then(|| {
        let in_band = |v: f64| (ISENTROPIC_EFFICIENCY_MIN..=ISENTROPIC_EFFICIENCY_MAX).contains(&v);
        let cause = (low && in_band(eta * 3600.0)).then_some(LikelyCause::MassFlowInKgPerSecond);
        let limit = if low { ISENTROPIC_EFFICIENCY_MIN } else { ISENTROPIC_EFFICIENCY_MAX };
        PhysicalFault::new(PhysicalCheck::IsentropicEfficiency, &[mass_flow, power], (to, tc), eta, limit, cause)
    })
}

fn suction_superheat(set: &Polynomial, to: f64) -> f64 {
    let rating = &set.provenance.rating;
    match (rating.return_gas_temp.filter(|t| *t > to), rating.superheat) {
        (Some(t), _) => t - to,
        (None, Some(sh)) if sh >= 0.0 => sh,
        _ => CHECK_SUPERHEAT_K,
    }
}

/// The efficiency band over the envelope a mass-flow and a power set share.
pub fn efficiency_faults(mass_flow: &Polynomial, power: &Polynomial) -> Option<PhysicalFault> {
    let refrigerant = dataset().refrigerant(&mass_flow.refrigerant).ok()?;
    let (evap, cond) = shared(mass_flow, power)?;
    grid(evap, cond).find_map(|point| efficiency_at(refrigerant, mass_flow, power, point))
}

/// The checks at one duty point (inside or outside the envelope): capacity,
/// power and mass flow positive, COP below Carnot, efficiency in its band.
pub fn check_point(
    refrigerant: &RefrigerantData,
    capacity: &Polynomial,
    power: &Polynomial,
    mass_flow: Option<&Polynomial>,
    (to, tc): (f64, f64),
) -> Option<PhysicalFault> {
    let sets = [Some(capacity), Some(power), mass_flow];
    sets.into_iter()
        .flatten()
        .find_map(|set| {
            let value = evaluate(&set.coefficients, to, tc);
            (!(value > 0.0 && value.is_finite()))
                .then(|| PhysicalFault::new(PhysicalCheck::NotPositive, &[set], (to, tc), value, 0.0, None))
        })
        .or_else(|| cop_at(capacity, power, (to, tc)))
        .or_else(|| mass_flow.and_then(|m| efficiency_at(refrigerant, m, power, (to, tc))))
}

/// [`check_sets`] made once for a list of sets and remembered with its
/// fingerprint (ids, refrigerants, parameters, coefficients, envelopes,
/// rating superheat): a changed list never reads a stale answer. Not part of
/// any value's identity or recorded form.
#[derive(Debug, Clone, Default)]
pub struct CheckedSets(std::sync::OnceLock<(u64, Vec<PhysicalFault>)>);

impl PartialEq for CheckedSets {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl CheckedSets {
    pub fn faults(&self, sets: &[Polynomial]) -> Vec<PhysicalFault> {
        let key = fingerprint(sets);
        if let Some((k, faults)) = self.0.get() {
            if *k == key {
                return faults.clone();
            }
        }
        let faults = check_sets(sets);
        let _ = self.0.set((key, faults.clone()));
        faults
    }
}

fn fingerprint(sets: &[Polynomial]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for s in sets {
        (&s.id, &s.refrigerant, s.parameter.key()).hash(&mut h);
        let rating = &s.provenance.rating;
        let numbers = [s.evap_temp_min, s.evap_temp_max, s.cond_temp_min, s.cond_temp_max];
        for v in s.coefficients.iter().chain(&numbers) {
            v.to_bits().hash(&mut h);
        }
        (rating.superheat.map(f64::to_bits), rating.return_gas_temp.map(f64::to_bits)).hash(&mut h);
        rating.frequency.map(f64::to_bits).hash(&mut h);
    }
    h.finish()
}

/// Every fault of a compressor's sets: each set alone, then each capacity
/// and each mass-flow set with each power set of its refrigerant whose
/// envelope overlaps. Empty when the data can describe a real compressor.
pub fn check_sets(sets: &[Polynomial]) -> Vec<PhysicalFault> {
    let mut faults: Vec<PhysicalFault> = sets.iter().filter_map(not_positive).collect();
    // A set already refused alone is not paired: its first fault says enough.
    let sound: Vec<&Polynomial> = sets.iter().filter(|s| !faults.iter().any(|f| f.involves(&s.id))).collect();
    let of = |parameter: Parameter| sound.iter().copied().filter(move |s| s.parameter == parameter);
    for set in of(Parameter::CoolingCapacity).chain(of(Parameter::MassFlow)) {
        for power in partners(set, of(Parameter::PowerInput)) {
            faults.extend(match set.parameter {
                Parameter::CoolingCapacity => cop_faults(set, power),
                _ => efficiency_faults(set, power),
            });
        }
    }
    faults
}

/// The power sets a capacity or mass-flow set is checked with (only those
/// at its own speed: a 30 Hz capacity over a 70 Hz power is no compressor),
/// from the closest match down: the power sets of its refrigerant rated over the very
/// same envelope at the same rating conditions (one entry of a maker's
/// table: EnergyPlus entries carry their nominal ratings), else over the same
/// envelope, else every one whose envelope overlaps.
fn partners<'a>(set: &Polynomial, powers: impl Iterator<Item = &'a Polynomial>) -> Vec<&'a Polynomial> {
    let overlapping: Vec<&Polynomial> = powers
        .filter(|p| p.refrigerant == set.refrigerant && p.frequency() == set.frequency() && shared(set, p).is_some())
        .collect();
    let same_envelope: Vec<&Polynomial> =
        overlapping.iter().copied().filter(|p| envelope(p) == envelope(set)).collect();
    let same_entry: Vec<&Polynomial> =
        same_envelope.iter().copied().filter(|p| p.provenance.rating == set.provenance.rating).collect();
    [same_entry, same_envelope, overlapping].into_iter().find(|c| !c.is_empty()).unwrap_or_default()
}

/// The faults new sets bring into a compressor holding `current` (an
/// import replaces the sets of the same slot, an edit the set of the same
/// id): only those that involve a new set, so data recorded before the check
/// never blocks a sound addition.
pub fn faults_of_new(current: &[Polynomial], new: &[Polynomial]) -> Vec<PhysicalFault> {
    let mut all: Vec<Polynomial> =
        current.iter().filter(|c| !new.iter().any(|n| n.id == c.id || n.same_slot(c))).cloned().collect();
    all.extend(new.iter().cloned());
    check_sets(&all).into_iter().filter(|f| new.iter().any(|n| f.involves(&n.id))).collect()
}

#[cfg(test)]
#[path = "physics_tests.rs"]
mod tests;
