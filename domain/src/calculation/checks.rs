//! The checks every calculation shares (app-and-projects.md sections 5 and 9).

use std::sync::LazyLock;

use serde::Deserialize;

use super::catalogue::Catalogue;
use super::input::{CompressorChoice, LinesConfig};
use super::CalculationError;
use crate::compressor::model::canonical_refrigerant;
use crate::engine::lines::Split;
use crate::engine::performance::CompressorData;
use crate::properties::{dataset, RefrigerantData};
#[cfg(test)]
use crate::rules::DomainError;

/// Evaporation and condensation ranges of section 9, °C. The condensing
/// range is each refrigerant's ([`cond_range`]); this one is section 9's,
/// which every refrigerant without applications of its own keeps.
pub const EVAP_RANGE: (f64, f64) = (-45.0, 7.5);
pub const COND_RANGE: (f64, f64) = (11.6, 62.0);
/// Circuits of a rack, of a condensing unit and of a chiller, at most
/// ('Un rack puede tener máximo 3 circuitos' ...).
pub const RACK_MAX_CIRCUITS: usize = 3;
pub const UNIT_MAX_CIRCUITS: usize = 2;
pub const CHILLER_MAX_CIRCUITS: usize = 4;

/// One application of a refrigerant with its condensing range, °C.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct CondensingApplication {
    pub refrigerant: String,
    /// As messages name it, in Spanish.
    pub application: String,
    pub min: f64,
    pub max: f64,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CondensingRanges {
    standard: Range,
    below_critical_k: f64,
    applications: Vec<CondensingApplication>,
}

#[derive(Deserialize)]
struct Range {
    min: f64,
    max: f64,
}

/// Refrigerants whose applications condense outside section 9's range
/// (issue 21 item 9; docs/decisions/2026-11-27-condensing-range-per-refrigerant.md),
/// in `domain/data/condensing-ranges.json`, which the web app reads too.
/// R744 as the low stage of a cascade condenses in the cascade heat
/// exchanger, on the high stage's evaporator, at −10 to +15 °C (ASHRAE
/// Handbook—Refrigeration 2018, ch. 3 "Carbon Dioxide Refrigeration
/// Systems", cascade systems); subcritical R744 condensing to a cold
/// ambient reaches 29 °C, 2 K below its critical point (31.0 °C), above
/// which it is a transcritical gas cooler that sets by condensing
/// temperature do not describe. The property tables stop 1 K below the
/// critical point (rounded down to 0.5 K), and a condenser needs a liquid:
/// every range ends at least `belowCriticalK` (1.5 K) below it.
static RANGES: LazyLock<CondensingRanges> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../data/condensing-ranges.json"))
        .expect("domain/data/condensing-ranges.json is valid")
});

/// The applications with a condensing range of their own.
pub fn condensing_applications() -> &'static [CondensingApplication] {
    &RANGES.applications
}

/// The condensing range of `r`, °C: the union of its applications' ranges
/// where it has some, else section 9's; never closer than 1.5 K to its
/// critical point.
pub fn cond_range(r: &RefrigerantData) -> (f64, f64) {
    let own: Vec<&CondensingApplication> =
        RANGES.applications.iter().filter(|a| a.refrigerant.eq_ignore_ascii_case(r.code())).collect();
    let (min, max) = if own.is_empty() {
        (RANGES.standard.min, RANGES.standard.max)
    } else {
        (
            own.iter().map(|a| a.min).fold(f64::INFINITY, f64::min),
            own.iter().map(|a| a.max).fold(f64::NEG_INFINITY, f64::max),
        )
    };
    (min, max.min(r.info.critical_temperature - RANGES.below_critical_k))
}

/// The widest condensing range of any refrigerant, °C (the API document's
/// bounds; each refrigerant is checked against its own).
pub fn widest_cond_range() -> (f64, f64) {
    RANGES.applications.iter().fold(COND_RANGE, |(lo, hi), a| (lo.min(a.min), hi.max(a.max)))
}

/// The condensing temperature within `r`'s range, naming the field.
pub fn cond_temp(r: &RefrigerantData, cond: f64) -> Result<f64, CalculationError> {
    in_range(cond, "condTemp", cond_range(r))
}
/// Pipe distance, m (section 5).
pub const PIPE_DISTANCE_RANGE: (f64, f64) = (1.0, 100.0);
/// The field run a rack or condensing unit is sized for when none is given
/// (section 9). A chiller has none by default: see [`field_run`].
pub const DEFAULT_PIPE_DISTANCE: f64 = 25.0;
/// Rise of a liquid line to its evaporators, m (flash-gas check): no
/// longer than the longest pipe run.
pub const LIQUID_LIFT_RANGE: (f64, f64) = (0.0, 100.0);
/// Section 9's default supply voltage.
pub const DEFAULT_VOLTAGE: f64 = 460.0;
/// Section 9's default condenser oversizing, %.
pub const DEFAULT_OVERSIZING: f64 = 10.0;

pub fn in_range(value: f64, field: &'static str, (min, max): (f64, f64)) -> Result<f64, CalculationError> {
    if value < min || value > max {
        return Err(CalculationError::OutOfRange { field, value, min, max });
    }
    Ok(value)
}

/// Both temperatures in range (the condensing one in `r`'s), evaporation
/// below condensation.
pub fn temperatures(r: &RefrigerantData, evap: f64, cond: f64) -> Result<(), CalculationError> {
    in_range(evap, "evapTemp", EVAP_RANGE)?;
    cond_temp(r, cond)?;
    if evap >= cond {
        return Err(CalculationError::EvaporationAboveCondensation { evap, cond });
    }
    Ok(())
}

pub fn refrigerant(code: Option<&str>) -> Result<&'static RefrigerantData, CalculationError> {
    let code = code.map(str::trim).filter(|c| !c.is_empty()).ok_or(CalculationError::MissingFields)?;
    let canonical = canonical_refrigerant(code);
    dataset().refrigerant(&canonical).map_err(|_| CalculationError::UnknownRefrigerant {
        code: code.to_string(),
        closest: dataset().closest(code, 3),
    })
}

/// The supply voltage: section 9's default when absent, never a guess for a
/// value given (0 or negative is refused).
pub fn voltage(value: Option<f64>) -> Result<f64, CalculationError> {
    match value {
        None => Ok(DEFAULT_VOLTAGE),
        Some(v) if v > 0.0 => Ok(v),
        Some(_) => Err(CalculationError::Voltage),
    }
}

/// The supply (or drive) frequency, Hz: absent is not asked (the sets as
/// published); given, within the catalogue's motor range, never clipped.
pub fn frequency(value: Option<f64>) -> Result<Option<f64>, CalculationError> {
    let range = crate::compressor::limits::FREQUENCY;
    match value {
        Some(v) if !range.contains(v) => Err(CalculationError::Frequency { value: v, min: range.min, max: range.max }),
        other => Ok(other),
    }
}

pub fn pipe_distance(value: Option<f64>) -> Result<f64, CalculationError> {
    let distance = value.unwrap_or(DEFAULT_PIPE_DISTANCE);
    if !(PIPE_DISTANCE_RANGE.0..=PIPE_DISTANCE_RANGE.1).contains(&distance) {
        return Err(CalculationError::PipeDistance);
    }
    Ok(distance)
}

/// A packaged unit's (a chiller's) field run, m: its refrigerant circuit
/// is piped in the factory, so without a distance there is no field run (0,
/// issue 24) rather than section 9's 25 m; a given distance (a remote
/// condenser's run) is checked like any other.
pub fn field_run(value: Option<f64>) -> Result<f64, CalculationError> {
    match value {
        None => Ok(0.0),
        given => pipe_distance(given),
    }
}

fn non_blank(value: Option<&str>) -> Option<&str> {
    value.map(str::trim).filter(|s| !s.is_empty())
}

/// Finds a compressor by id (which wins) or by model, preferring one with
/// coefficient sets for the refrigerant when several share a model.
pub fn resolve(
    catalogue: &dyn Catalogue,
    choice: &CompressorChoice,
    refrigerant: &str,
) -> Result<CompressorData, CalculationError> {
    let id = non_blank(choice.compressor_id.as_deref());
    let model = non_blank(choice.model.as_deref());
    let found = match (id, model) {
        (Some(id), _) => catalogue.compressor_by_id(id),
        (None, Some(model)) => {
            let same = catalogue.compressors_by_model(model);
            let with_sets = same.iter().position(|c| c.polynomials.iter().any(|p| p.refrigerant == refrigerant));
            with_sets.or((!same.is_empty()).then_some(0)).and_then(|i| same.into_iter().nth(i))
        }
        (None, None) => return Err(CalculationError::IncompleteCompressors),
    };
    found.ok_or_else(|| CalculationError::UnknownCompressor(id.or(model).unwrap_or_default().to_string()))
}

/// How a lines configuration splits the flow; 1 to 4 lines, never clipped.
pub fn split(config: Option<&LinesConfig>) -> Result<Split, CalculationError> {
    let Some(config) = config else { return Ok(Split::Single) };
    let n = config.number_of_lines.unwrap_or(1.0);
    if n.fract() != 0.0 || !(1.0..=4.0).contains(&n) {
        return Err(CalculationError::NumberOfLines);
    }
    let n = n as usize;
    if n == 1 {
        return Ok(Split::Single);
    }
    let Some(values) = config.division.as_ref().and_then(|d| d.values.clone()) else {
        return Ok(Split::Equal(n));
    };
    let mut values: Vec<f64> = values.into_iter().take(n).collect();
    values.resize(n, 0.0);
    Ok(match config.division.as_ref().and_then(|d| d.kind.as_deref()) {
        Some("capacity") => Split::Capacities(values),
        _ => Split::Percentages(values),
    })
}

/// The sizes a lines configuration fixes, one per line (issue 22 item 3);
/// an empty entry leaves its line automatic. More sizes than lines is
/// refused, never dropped.
pub fn fixed_sizes(config: Option<&LinesConfig>) -> Result<Vec<Option<String>>, CalculationError> {
    let Some(config) = config else { return Ok(Vec::new()) };
    let sizes = config.sizes.clone().unwrap_or_default();
    let lines = config.number_of_lines.unwrap_or(1.0).max(1.0) as usize;
    if sizes.len() > lines {
        return Err(CalculationError::TooManyLineSizes { sizes: sizes.len(), lines });
    }
    Ok(sizes.into_iter().map(|s| Some(s.trim().to_string()).filter(|s| !s.is_empty())).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_refuse_more_than_four_lines_instead_of_clipping() {
        let five = LinesConfig { number_of_lines: Some(5.0), ..Default::default() };
        assert_eq!(split(Some(&five)), Err(CalculationError::NumberOfLines));
        let half = LinesConfig { number_of_lines: Some(1.5), ..Default::default() };
        assert_eq!(split(Some(&half)), Err(CalculationError::NumberOfLines));
    }

    #[test]
    fn it_should_split_equally_without_a_division() {
        let two = LinesConfig { number_of_lines: Some(2.0), ..Default::default() };
        assert_eq!(split(Some(&two)), Ok(Split::Equal(2)));
        assert_eq!(split(None), Ok(Split::Single));
    }

    #[test]
    fn it_should_name_the_field_in_spanish_when_a_temperature_is_out_of_range() {
        let r404a = dataset().refrigerant("R404A").unwrap();
        let error = temperatures(r404a, -60.0, 40.0).unwrap_err();
        assert!(error.to_string().starts_with("Temperatura de evaporación fuera de rango"), "{error}");
        let error = temperatures(r404a, -10.0, 70.0).unwrap_err();
        assert!(error.to_string().starts_with("Temperatura de condensación fuera de rango: 70 °C"), "{error}");
    }

    /// Issue 21 item 9: an R744 cascade low stage condenses at −10 to
    /// +15 °C, which section 9's global range (11.6 to 62 °C) refused; the
    /// range is the refrigerant's. R404A keeps section 9's; R744 stops at
    /// 29 °C, 2 K below its critical point (31.0 °C).
    #[test]
    fn the_condensing_range_is_the_refrigerants() {
        let co2 = dataset().refrigerant("R744").unwrap();
        let r404a = dataset().refrigerant("R404A").unwrap();
        assert_eq!(temperatures(co2, -35.0, -10.0), Ok(()));
        assert_eq!(temperatures(co2, -40.0, 5.0), Ok(()));
        assert_eq!(temperatures(co2, -10.0, 29.0), Ok(()));
        let (min, max) = cond_range(co2);
        assert_eq!(min, -10.0);
        assert!((max - 29.0).abs() < 1e-9 && max < co2.info.critical_temperature - 1.5, "{max}");
        let error = temperatures(co2, -40.0, 30.5).unwrap_err();
        assert_eq!(error.field(), Some("condTemp"));
        assert!(matches!(temperatures(r404a, -35.0, 5.0), Err(CalculationError::OutOfRange { field: "condTemp", .. })));
        assert_eq!(cond_range(r404a), COND_RANGE);
        assert_eq!(widest_cond_range(), (-10.0, 62.0));
        // The shared file's standard range is section 9's.
        assert_eq!((RANGES.standard.min, RANGES.standard.max), COND_RANGE);
    }

    #[test]
    fn it_should_default_the_voltage_and_pipe_distance() {
        assert_eq!(voltage(None), Ok(460.0));
        assert_eq!(voltage(Some(0.0)), Err(CalculationError::Voltage));
        assert_eq!(voltage(Some(-380.0)), Err(CalculationError::Voltage));
        assert_eq!(pipe_distance(None), Ok(25.0));
        assert_eq!(pipe_distance(Some(101.0)), Err(CalculationError::PipeDistance));
    }
}
