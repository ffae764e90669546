//! Coefficient sets by speed (issue 27): which sets a duty point at a
//! supply or drive frequency uses, and the interpolation between the sets
//! of two neighbouring published speeds.
//!
//! Makers publish one ten-coefficient set per speed: AHRI 540-2020
//! (Performance Rating of Positive Displacement Refrigerant Compressors,
//! which rates variable-speed compressors at each published speed, one
//! coefficient set per speed or frequency) and EN 12900:2013 (Refrigerant
//! compressors: rating conditions, tolerances and presentation of
//! manufacturer's performance data, which asks the data of a variable-speed
//! compressor at its minimum, maximum and intermediate speeds); fixed-speed
//! models have one set per supply frequency (50 Hz for Europe,
//! 60 Hz for the Americas). A set is never scaled from another frequency:
//! capacity scales with speed but power, current and the envelope do not
//! scale with it, so a 60 Hz point with only 50 Hz sets is refused. Between
//! two published speeds, capacity and power are interpolated linearly in
//! speed (a positive-displacement compressor's flow is close to linear in
//! its speed; docs/decisions/2026-11-25-coefficient-sets-per-speed.md).
//! Outside the published speeds nothing is extrapolated.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::EngineError;
use crate::compressor::coefficients::Parameter;
use crate::compressor::model::Polynomial;

/// The frequencies of public supplies (IEC 60038:2009, 50 and 60 Hz).
pub const SUPPLY_FREQUENCIES: [f64; 2] = [50.0, 60.0];

/// Whether `frequency` (Hz) is a public supply's (IEC 60038:2009: 50 or
/// 60 Hz), not a drive's speed.
pub fn is_supply_frequency(frequency: f64) -> bool {
    SUPPLY_FREQUENCIES.iter().any(|s| (s - frequency).abs() < 0.5)
}

/// Two frequencies closer than this (Hz) are the same speed.
const SAME_SPEED_HZ: f64 = 0.05;

/// Where the method of [`Between`](SpeedPlan::Between) comes from, as the
/// answer and the sheet state it.
pub const INTERPOLATION_SOURCE: &str =
    "Interpolación lineal en la velocidad entre los polinomios publicados (AHRI 540-2020, EN 12900:2013)";

fn same_speed(a: f64, b: f64) -> bool {
    (a - b).abs() < SAME_SPEED_HZ
}

/// A frequency as messages print it: `60`, `47.5`.
pub fn hz(value: f64) -> String {
    if value.fract().abs() < 1e-9 {
        format!("{value:.0}")
    } else {
        format!("{value:.1}")
    }
}

/// `30, 50 y 70 Hz`.
fn list(speeds: &[f64]) -> String {
    let texts: Vec<String> = speeds.iter().map(|s| hz(*s)).collect();
    match texts.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} y {last} Hz", rest.join(", ")),
        Some((last, _)) => format!("{last} Hz"),
        None => String::new(),
    }
}

/// How the sets of one refrigerant meet a duty point's frequency.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SpeedPlan {
    /// Every set of the parameter, chosen by envelope as before frequencies
    /// were compared: none asked with at most one published, or the sets
    /// state none.
    AnySet,
    /// The sets published at this frequency.
    At(f64),
    /// Between the sets at `lower` and `upper` Hz, at `frequency`.
    Between { lower: f64, upper: f64, frequency: f64 },
}

/// The speeds (Hz, ascending) at which a compressor publishes both a
/// capacity and a power set for `refrigerant`.
pub fn published_speeds(sets: &[Polynomial], refrigerant: &str) -> Vec<f64> {
    let of = |parameter: Parameter| {
        sets.iter()
            .filter(move |p| p.refrigerant == refrigerant && p.parameter == parameter)
            .filter_map(Polynomial::frequency)
    };
    let powers: Vec<f64> = of(Parameter::PowerInput).collect();
    let mut speeds: Vec<f64> =
        of(Parameter::CoolingCapacity).filter(|f| powers.iter().any(|p| same_speed(*p, *f))).collect();
    speeds.sort_by(f64::total_cmp);
    speeds.dedup_by(|a, b| same_speed(*a, *b));
    speeds
}

/// The plan for `requested` Hz (`None`: not asked) over `speeds`, the
/// compressor's published speeds.
pub fn plan(model: &str, speeds: &[f64], requested: Option<f64>) -> Result<SpeedPlan, EngineError> {
    let Some(f) = requested else {
        return match speeds {
            [] | [_] => Ok(SpeedPlan::AnySet),
            _ => Err(EngineError::FrequencyRequired { model: model.into(), speeds: list(speeds) }),
        };
    };
    let (Some(&lowest), Some(&highest)) = (speeds.first(), speeds.last()) else {
        return Ok(SpeedPlan::AnySet);
    };
    if let Some(&exact) = speeds.iter().find(|s| same_speed(**s, f)) {
        return Ok(SpeedPlan::At(exact));
    }
    if speeds.len() == 1 {
        return Err(EngineError::FrequencyNotPublished { model: model.into(), requested: hz(f), speeds: list(speeds) });
    }
    if f < lowest || f > highest {
        return Err(EngineError::SpeedOutOfRange {
            model: model.into(),
            requested: hz(f),
            lowest: hz(lowest),
            highest: hz(highest),
        });
    }
    let upper = speeds.iter().copied().find(|s| *s > f).unwrap_or(highest);
    let lower = speeds.iter().copied().rev().find(|s| *s < f).unwrap_or(lowest);
    Ok(SpeedPlan::Between { lower, upper, frequency: f })
}

/// The speeds a drive runs a variable-speed compressor between: the lowest
/// and highest at which it publishes sets for the refrigerant (engine
/// 1.14.0; issue 23). A compressor is variable-speed when it publishes two
/// or more speeds and one of them is not a supply frequency: sets at 50
/// and 60 Hz only are one fixed-speed model's two supplies (Europe and the
/// Americas), whereas a drive's published speeds span a range (30 to
/// 70 Hz, 25 to 100 rps). One speed, or none, is no drive range.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DriveSpeeds {
    /// Hz.
    pub lowest: f64,
    /// Hz.
    pub highest: f64,
}

impl DriveSpeeds {
    /// The range of `speeds` (ascending), when there are two or more.
    pub fn of(speeds: &[f64]) -> Option<Self> {
        match speeds {
            [lowest, .., highest] if !speeds.iter().all(|f| is_supply_frequency(*f)) => {
                Some(Self { lowest: *lowest, highest: *highest })
            }
            _ => None,
        }
    }
}

/// The interpolation a result used, as its answer states it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SpeedInterpolation {
    /// Hz of the neighbouring published sets.
    pub lower_frequency: f64,
    pub upper_frequency: f64,
    /// Share of the upper set: (f − lower) / (upper − lower).
    pub upper_weight: f64,
    /// The method and its sources ([`INTERPOLATION_SOURCE`]).
    pub method: String,
}

/// A set a result uses: a published set, or one interpolated between two,
/// with the catalogue ids it comes from.
#[derive(Debug, Clone)]
pub struct ChosenSet<'a> {
    pub set: Cow<'a, Polynomial>,
    pub ids: Vec<String>,
}

impl ChosenSet<'_> {
    pub fn involves(&self, fault_involves: impl Fn(&str) -> bool) -> bool {
        self.ids.iter().any(|id| fault_involves(id))
    }
}

/// The set of `parameter` for `refrigerant` among those `at` keeps whose
/// envelope holds the point, else the nearest one.
fn nearest<'a>(
    sets: &'a [Polynomial],
    refrigerant: &str,
    parameter: Parameter,
    (to, tc): (f64, f64),
    at: impl Fn(&Polynomial) -> bool,
) -> Option<&'a Polynomial> {
    sets.iter()
        .filter(|p| p.refrigerant == refrigerant && p.parameter == parameter && at(p))
        .min_by(|a, b| a.distance_outside(to, tc).total_cmp(&b.distance_outside(to, tc)))
}

/// The set of `parameter` the plan gives at the point (°C), if the
/// compressor has one there (both neighbours for an interpolation).
pub fn choose<'a>(
    sets: &'a [Polynomial],
    refrigerant: &str,
    parameter: Parameter,
    plan: SpeedPlan,
    point: (f64, f64),
) -> Option<ChosenSet<'a>> {
    let at = |f: f64| nearest(sets, refrigerant, parameter, point, |p| p.frequency().is_some_and(|s| same_speed(s, f)));
    let one = |p: &'a Polynomial| ChosenSet { ids: vec![p.id.clone()], set: Cow::Borrowed(p) };
    match plan {
        SpeedPlan::AnySet => nearest(sets, refrigerant, parameter, point, |_| true).map(one),
        SpeedPlan::At(f) => at(f).map(one),
        SpeedPlan::Between { lower, upper, frequency } => {
            let (lo, hi) = (at(lower)?, at(upper)?);
            let weight = (frequency - lower) / (upper - lower);
            Some(ChosenSet {
                ids: vec![lo.id.clone(), hi.id.clone()],
                set: Cow::Owned(blend(lo, hi, weight, frequency)),
            })
        }
    }
}

/// The set at `frequency` between `lo` and `hi`: each coefficient
/// interpolated with the weight of `hi`, which (the polynomial being linear
/// in its coefficients) is the values interpolated at every point; the
/// envelope limits both sets share, and the lower set's polygon (where its
/// source drew one) and rating conditions.
pub fn blend(lo: &Polynomial, hi: &Polynomial, weight: f64, frequency: f64) -> Polynomial {
    let mut set = lo.clone();
    set.id = format!("{}+{}", lo.id, hi.id);
    for (c, (a, b)) in set.coefficients.iter_mut().zip(lo.coefficients.iter().zip(&hi.coefficients)) {
        *c = a + weight * (b - a);
    }
    set.evap_temp_min = lo.evap_temp_min.max(hi.evap_temp_min);
    set.evap_temp_max = lo.evap_temp_max.min(hi.evap_temp_max);
    set.cond_temp_min = lo.cond_temp_min.max(hi.cond_temp_min);
    set.cond_temp_max = lo.cond_temp_max.min(hi.cond_temp_max);
    if set.evap_temp_min >= set.evap_temp_max || set.cond_temp_min >= set.cond_temp_max {
        // Envelopes that do not overlap: the point is outside whichever it
        // is, and the lower set's limits say so.
        [set.evap_temp_min, set.evap_temp_max, set.cond_temp_min, set.cond_temp_max] =
            [lo.evap_temp_min, lo.evap_temp_max, lo.cond_temp_min, lo.cond_temp_max];
    }
    set.provenance.rating.frequency = Some(frequency);
    set.grid_maximum_cache = Default::default();
    set
}

/// What a plan states on the answer: the frequency used and, between two
/// sets, the interpolation.
pub fn statement(plan: SpeedPlan, capacity: &Polynomial) -> (Option<f64>, Option<SpeedInterpolation>) {
    match plan {
        SpeedPlan::AnySet => (capacity.frequency(), None),
        SpeedPlan::At(f) => (Some(f), None),
        SpeedPlan::Between { lower, upper, frequency } => (
            Some(frequency),
            Some(SpeedInterpolation {
                lower_frequency: lower,
                upper_frequency: upper,
                upper_weight: (frequency - lower) / (upper - lower),
                method: INTERPOLATION_SOURCE.into(),
            }),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_use_the_sets_as_before_when_no_frequency_is_asked_and_at_most_one_is_published() {
        assert_eq!(plan("X", &[], None), Ok(SpeedPlan::AnySet));
        assert_eq!(plan("X", &[50.0], None), Ok(SpeedPlan::AnySet));
        assert_eq!(plan("X", &[], Some(60.0)), Ok(SpeedPlan::AnySet));
    }

    #[test]
    fn it_should_take_the_published_set_at_the_frequency_asked() {
        assert_eq!(plan("X", &[50.0, 60.0], Some(60.0)), Ok(SpeedPlan::At(60.0)));
        assert_eq!(plan("X", &[50.0], Some(50.02)), Ok(SpeedPlan::At(50.0)));
    }

    #[test]
    fn it_should_refuse_60_hz_with_only_a_50_hz_set_never_scaling_it() {
        let error = plan("ZB45", &[50.0], Some(60.0)).unwrap_err();
        assert_eq!(
            error.to_string(),
            "El compresor ZB45 no tiene polinomios a 60 Hz (solo a 50 Hz): no se escalan desde otra frecuencia"
        );
    }

    #[test]
    fn it_should_refuse_a_speed_outside_the_published_ones() {
        let error = plan("VS", &[30.0, 50.0, 70.0], Some(25.0)).unwrap_err();
        assert_eq!(
            error.to_string(),
            "La frecuencia de 25 Hz está fuera de las velocidades publicadas del compresor VS (30 a 70 Hz)"
        );
        assert!(plan("VS", &[30.0, 50.0, 70.0], Some(72.5)).is_err());
    }

    #[test]
    fn it_should_ask_for_the_frequency_when_several_are_published() {
        let error = plan("VS", &[30.0, 50.0, 70.0], None).unwrap_err();
        assert_eq!(error.to_string(), "El compresor VS tiene polinomios a 30, 50 y 70 Hz: indique la frecuencia");
    }

    fn set(id: &str, frequency: f64, c1: f64, envelope: [f64; 4]) -> Polynomial {
        use crate::compressor::model::{PolynomialDraft, RatingConditions};
        let draft = PolynomialDraft {
            refrigerant: Some("R404A".into()),
            parameter: Some("coolingCapacity".into()),
            coefficients: [c1, 30.0 * c1 / 1000.0, -10.0, 0.5, -0.2, 0.01, 0.001, 0.0, 0.0, 0.0],
            evap_temp_min: Some(envelope[0]),
            evap_temp_max: Some(envelope[1]),
            cond_temp_min: Some(envelope[2]),
            cond_temp_max: Some(envelope[3]),
            rating: RatingConditions { frequency: Some(frequency), ..Default::default() },
            ..Default::default()
        };
        Polynomial::from_draft(id.into(), draft, None, None).unwrap()
    }

    #[test]
    fn a_blended_set_is_the_linear_interpolation_of_the_values_in_speed_over_the_shared_envelope() {
        use crate::compressor::coefficients::evaluate;
        let slow = set("p1", 30.0, 4000.0, [-30.0, 5.0, 20.0, 50.0]);
        let fast = set("p2", 70.0, 9000.0, [-25.0, 7.5, 25.0, 55.0]);
        let sets = [slow.clone(), fast.clone()];
        let plan = SpeedPlan::Between { lower: 30.0, upper: 70.0, frequency: 40.0 };
        let chosen = choose(&sets, "R404A", Parameter::CoolingCapacity, plan, (-10.0, 40.0)).unwrap();
        assert_eq!(chosen.ids, ["p1", "p2"]);
        for (to, tc) in [(-10.0, 40.0), (0.0, 30.0), (-20.0, 45.0)] {
            let expected = evaluate(&slow.coefficients, to, tc) * 0.75 + evaluate(&fast.coefficients, to, tc) * 0.25;
            assert!((evaluate(&chosen.set.coefficients, to, tc) - expected).abs() < 1e-9 * expected.abs());
        }
        let s = &chosen.set;
        assert_eq!([s.evap_temp_min, s.evap_temp_max, s.cond_temp_min, s.cond_temp_max], [-25.0, 5.0, 25.0, 50.0]);
        assert_eq!(s.frequency(), Some(40.0));
        let (frequency, interpolation) = statement(plan, s);
        assert_eq!(frequency, Some(40.0));
        assert_eq!(interpolation.unwrap().upper_weight, 0.25);
        // A published speed takes its own set, unchanged.
        let at = choose(&sets, "R404A", Parameter::CoolingCapacity, SpeedPlan::At(70.0), (-10.0, 40.0)).unwrap();
        assert_eq!((at.ids.as_slice(), at.set.as_ref()), (["p2".to_string()].as_slice(), &fast));
    }

    #[test]
    fn a_drive_range_is_a_spread_of_speeds_not_the_two_supply_frequencies() {
        assert_eq!(DriveSpeeds::of(&[30.0, 50.0, 70.0]), Some(DriveSpeeds { lowest: 30.0, highest: 70.0 }));
        assert_eq!(DriveSpeeds::of(&[50.0, 60.0]), None, "a fixed-speed model's 50 and 60 Hz sets");
        assert_eq!(DriveSpeeds::of(&[60.0]), None);
        assert_eq!(DriveSpeeds::of(&[]), None);
    }

    #[test]
    fn it_should_interpolate_between_the_neighbouring_speeds() {
        assert_eq!(
            plan("VS", &[30.0, 50.0, 70.0], Some(60.0)),
            Ok(SpeedPlan::Between { lower: 50.0, upper: 70.0, frequency: 60.0 })
        );
        assert_eq!(
            plan("VS", &[30.0, 50.0, 70.0], Some(35.0)),
            Ok(SpeedPlan::Between { lower: 30.0, upper: 50.0, frequency: 35.0 })
        );
    }
}
