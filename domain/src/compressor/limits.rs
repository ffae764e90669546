//! The ranges a compressor's data must be in (issue 14): wide enough for
//! every catalogue from a 1 kW hermetic to a 2 MW screw, narrow enough that
//! a typo (−4 cylinders, 250 % efficiency, a length of 1e20 mm) is refused
//! at its field instead of printed on a data sheet. The form shows the same
//! ranges (web `compressor-limits.ts`).

use super::CompressorError;
use crate::rules::too_long;

/// An inclusive upper bound, and a lower bound that is inclusive or not.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Range {
    pub min: f64,
    /// False: the value must be above `min` ("mayor a 0").
    pub min_inclusive: bool,
    pub max: f64,
    pub integer: bool,
}

impl Range {
    const fn above(min: f64, max: f64) -> Self {
        Self { min, min_inclusive: false, max, integer: false }
    }

    const fn between(min: f64, max: f64) -> Self {
        Self { min, min_inclusive: true, max, integer: false }
    }

    /// True for a finite value inside the range (and whole when it must be).
    pub fn contains(&self, value: f64) -> bool {
        let low = if self.min_inclusive { value >= self.min } else { value > self.min };
        value.is_finite() && low && value <= self.max && (!self.integer || value.fract() == 0.0)
    }
}

/// m³/h.
pub const DISPLACEMENT: Range = Range::above(0.0, 10_000.0);
pub const CYLINDERS: Range = Range { min: 1.0, min_inclusive: true, max: 16.0, integer: true };
/// kg.
pub const WEIGHT: Range = Range::above(0.0, 20_000.0);
/// bar, high and low side.
pub const MAX_PRESSURE: Range = Range::above(0.0, 200.0);
/// Single- or three-phase supply.
pub const PHASES: [f64; 2] = [1.0, 3.0];
/// Hz (nameplate 50/60, inverter-driven 10 to 120).
pub const FREQUENCY: Range = Range::between(10.0, 120.0);
/// A.
pub const RATED_CURRENT: Range = Range::above(0.0, 5_000.0);
/// A (locked rotor).
pub const STARTING_CURRENT: Range = Range::above(0.0, 20_000.0);
/// kW.
pub const POWER: Range = Range::above(0.0, 5_000.0);
/// %.
pub const EFFICIENCY: Range = Range::above(0.0, 100.0);
/// L.
pub const OIL_CHARGE: Range = Range::above(0.0, 1_000.0);
/// dB, sound power and sound pressure.
pub const SOUND_LEVEL: Range = Range::between(0.0, 150.0);
/// mm: length, width, height.
pub const DIMENSION: Range = Range::above(0.0, 10_000.0);
/// mm above the base.
pub const CONNECTION_HEIGHT: Range = Range::between(0.0, 10_000.0);
/// Characters of a short text field (connections, protection, oil type, service).
pub const TEXT_MAX_CHARS: usize = 100;
/// Lines of `availableOptions`, and characters per line.
pub const OPTIONS_MAX_LINES: usize = 50;
pub const OPTION_MAX_CHARS: usize = 200;
/// Largest coefficient magnitude accepted: far above any published set
/// (I-P capacity sets stay below 1e7) and far below what overflows a cubic.
pub const COEFFICIENT_MAX_ABS: f64 = 1e12;

pub(super) fn in_range(value: Option<f64>, range: Range, error: CompressorError) -> Result<(), CompressorError> {
    match value {
        Some(v) if !range.contains(v) => Err(error),
        _ => Ok(()),
    }
}

pub(super) fn short_text(value: &Option<String>, field: &'static str) -> Result<(), CompressorError> {
    match value {
        Some(text) if too_long(text, TEXT_MAX_CHARS) => Err(CompressorError::TextTooLong(field)),
        _ => Ok(()),
    }
}

/// A coefficient set's coefficients as given (before unit conversion) must
/// be numbers of a sane size: an unreadable entry is never stored as 0 here
/// (the importers' "non-numeric becomes 0" happens before, and is shown).
pub(super) fn check_coefficients(coefficients: &[f64; 10]) -> Result<(), CompressorError> {
    for (i, c) in coefficients.iter().enumerate() {
        if !c.is_finite() {
            return Err(CompressorError::CoefficientNotANumber(i + 1));
        }
        if c.abs() > COEFFICIENT_MAX_ABS {
            return Err(CompressorError::CoefficientOutOfRange(i + 1));
        }
    }
    Ok(())
}

/// A set's envelope temperatures must be finite and plausible, °C.
pub const ENVELOPE_TEMP: Range = Range::between(-100.0, 200.0);

/// Checks a canonical set's envelope limits (after °F became °C): evaporating
/// minimum and maximum, condensing minimum and maximum.
pub(super) fn check_envelope(limits: [f64; 4]) -> Result<(), CompressorError> {
    if limits.iter().any(|t| !ENVELOPE_TEMP.contains(*t)) {
        return Err(CompressorError::EnvelopeOutOfRange);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::model::{
        CompressorDimensions, CompressorDraft, CompressorSpec, MotorData, SoundData, TechnicalData,
    };
    use super::*;
    use crate::rules::{BRAND_MAX_CHARS, MODEL_MAX_CHARS};

    fn spec_with(change: impl FnOnce(&mut CompressorDraft)) -> Result<CompressorSpec, CompressorError> {
        let mut draft = CompressorDraft { model: Some("4GE-23Y".into()), ..Default::default() };
        change(&mut draft);
        CompressorSpec::from_draft(draft, None)
    }

    fn technical(data: TechnicalData) -> Result<CompressorSpec, CompressorError> {
        spec_with(|d| d.technical_data = Some(data))
    }

    fn motor(data: MotorData) -> Result<CompressorSpec, CompressorError> {
        spec_with(|d| d.motor_data = Some(data))
    }

    #[test]
    fn it_should_see_the_same_model_of_the_same_brand_as_a_duplicate() {
        let a = spec_with(|d| d.brand = Some("Bitzer".into())).unwrap();
        let b = spec_with(|d| {
            d.model = Some(" 4ge-23y ".into());
            d.brand = Some("BITZER".into());
        })
        .unwrap();
        let other_brand = spec_with(|d| d.brand = Some("Copeland".into())).unwrap();
        let no_brand = spec_with(|_| ()).unwrap();
        assert!(a.same_model_as(&b));
        assert!(!a.same_model_as(&other_brand));
        assert!(!a.same_model_as(&no_brand));
        assert!(no_brand.same_model_as(&no_brand.clone()));
        assert_eq!(a.duplicate_message(), "Ya existe un compresor 4GE-23Y de la marca Bitzer");
    }

    #[test]
    fn it_should_accept_a_real_semi_hermetic_compressor() {
        let spec = spec_with(|d| {
            d.technical_data = Some(TechnicalData {
                displacement: Some(73.6),
                cylinders: Some(4.0),
                weight: Some(181.0),
                max_pressure_hp: Some(32.0),
                max_pressure_lp: Some(19.0),
                ..Default::default()
            });
            d.motor_data = Some(MotorData {
                phases: Some(3.0),
                frequency: Some(60.0),
                rated_current: Some(24.2),
                starting_current: Some(105.0),
                power: Some(11.2),
                efficiency: Some(92.0),
                ..Default::default()
            });
            d.sound_data = Some(SoundData { sound_power_level: Some(78.0), sound_pressure_level: Some(70.0) });
        });
        assert!(spec.is_ok(), "{spec:?}");
    }

    #[test]
    fn it_should_not_accept_negative_fractional_or_too_many_cylinders() {
        for cylinders in [-4.0, 0.0, 2.5, 17.0] {
            let result = technical(TechnicalData { cylinders: Some(cylinders), ..Default::default() });
            assert_eq!(result, Err(CompressorError::CylindersOutOfRange), "{cylinders}");
        }
        assert!(technical(TechnicalData { cylinders: Some(16.0), ..Default::default() }).is_ok());
    }

    #[test]
    fn it_should_not_accept_an_efficiency_above_one_hundred_percent_or_none_at_all() {
        for efficiency in [250.0, 100.5, 0.0, -1.0, f64::NAN] {
            let result = motor(MotorData { efficiency: Some(efficiency), ..Default::default() });
            assert_eq!(result, Err(CompressorError::EfficiencyOutOfRange), "{efficiency}");
        }
        assert!(motor(MotorData { efficiency: Some(100.0), ..Default::default() }).is_ok());
    }

    #[test]
    fn it_should_not_accept_a_length_of_1e20_millimetres() {
        let dimensions = CompressorDimensions { length: Some(1e20), ..Default::default() };
        assert_eq!(spec_with(|d| d.dimensions = Some(dimensions)), Err(CompressorError::LengthOutOfRange));
    }

    #[test]
    fn it_should_check_each_dimension_at_its_own_field() {
        let cases = [
            (CompressorDimensions { width: Some(0.0), ..Default::default() }, CompressorError::WidthOutOfRange),
            (CompressorDimensions { height: Some(10_001.0), ..Default::default() }, CompressorError::HeightOutOfRange),
            (
                CompressorDimensions { connection_height: Some(-1.0), ..Default::default() },
                CompressorError::ConnectionHeightOutOfRange,
            ),
        ];
        for (dimensions, error) in cases {
            assert_eq!(spec_with(|d| d.dimensions = Some(dimensions)), Err(error));
        }
        let floor = CompressorDimensions { connection_height: Some(0.0), ..Default::default() };
        assert!(spec_with(|d| d.dimensions = Some(floor)).is_ok());
    }

    #[test]
    fn it_should_check_the_technical_ranges() {
        let cases = [
            (TechnicalData { displacement: Some(0.0), ..Default::default() }, CompressorError::DisplacementOutOfRange),
            (TechnicalData { weight: Some(20_001.0), ..Default::default() }, CompressorError::WeightOutOfRange),
            (
                TechnicalData { max_pressure_hp: Some(-3.0), ..Default::default() },
                CompressorError::MaxPressureHpOutOfRange,
            ),
            (
                TechnicalData { max_pressure_lp: Some(250.0), ..Default::default() },
                CompressorError::MaxPressureLpOutOfRange,
            ),
        ];
        for (data, error) in cases {
            assert_eq!(technical(data), Err(error));
        }
    }

    #[test]
    fn it_should_check_the_motor_ranges() {
        let cases = [
            (MotorData { phases: Some(2.0), ..Default::default() }, CompressorError::PhasesNotValid),
            (MotorData { frequency: Some(5.0), ..Default::default() }, CompressorError::FrequencyOutOfRange),
            (MotorData { rated_current: Some(0.0), ..Default::default() }, CompressorError::RatedCurrentOutOfRange),
            (
                MotorData { starting_current: Some(20_001.0), ..Default::default() },
                CompressorError::StartingCurrentOutOfRange,
            ),
            (MotorData { power: Some(-11.0), ..Default::default() }, CompressorError::PowerOutOfRange),
        ];
        for (data, error) in cases {
            assert_eq!(motor(data), Err(error));
        }
        assert!(motor(MotorData { phases: Some(1.0), ..Default::default() }).is_ok());
    }

    #[test]
    fn it_should_check_oil_and_sound() {
        use super::super::model::OilData;
        let oil = OilData { charge: Some(0.0), ..Default::default() };
        assert_eq!(spec_with(|d| d.oil_data = Some(oil)), Err(CompressorError::OilChargeOutOfRange));
        let loud = SoundData { sound_power_level: Some(151.0), ..Default::default() };
        assert_eq!(spec_with(|d| d.sound_data = Some(loud)), Err(CompressorError::SoundPowerLevelOutOfRange));
        let negative = SoundData { sound_pressure_level: Some(-1.0), ..Default::default() };
        assert_eq!(spec_with(|d| d.sound_data = Some(negative)), Err(CompressorError::SoundPressureLevelOutOfRange));
    }

    #[test]
    fn it_should_limit_the_length_of_model_brand_and_texts() {
        let long = |n: usize| "Ñ".repeat(n);
        assert!(spec_with(|d| d.model = Some(long(MODEL_MAX_CHARS))).is_ok());
        assert_eq!(spec_with(|d| d.model = Some(long(MODEL_MAX_CHARS + 1))), Err(CompressorError::ModelTooLong));
        assert_eq!(spec_with(|d| d.brand = Some(long(BRAND_MAX_CHARS + 1))), Err(CompressorError::BrandTooLong));
        let data = TechnicalData { suction_connection: Some(long(101)), ..Default::default() };
        let error = technical(data).unwrap_err();
        assert_eq!(error, CompressorError::TextTooLong("technicalData.suctionConnection"));
        assert_eq!(crate::rules::DomainError::field(&error), Some("technicalData.suctionConnection"));
        let options = vec!["x\n".repeat(OPTIONS_MAX_LINES + 1)];
        assert_eq!(spec_with(|d| d.available_options = Some(options)), Err(CompressorError::OptionsTooLong));
    }

    #[test]
    fn it_should_apply_the_ranges_to_the_merged_result_of_an_update() {
        let base = spec_with(|_| ()).unwrap();
        let update = CompressorDraft {
            motor_data: Some(MotorData { efficiency: Some(250.0), ..Default::default() }),
            ..Default::default()
        };
        assert_eq!(CompressorSpec::from_draft(update, Some(&base)), Err(CompressorError::EfficiencyOutOfRange));
    }

    #[test]
    fn it_should_refuse_a_coefficient_that_is_not_a_number_or_too_large() {
        let mut c = [1.0; 10];
        assert_eq!(check_coefficients(&c), Ok(()));
        c[3] = f64::NAN;
        assert_eq!(check_coefficients(&c), Err(CompressorError::CoefficientNotANumber(4)));
        c[3] = f64::INFINITY;
        assert_eq!(check_coefficients(&c), Err(CompressorError::CoefficientNotANumber(4)));
        c[3] = -2e12;
        assert_eq!(check_coefficients(&c), Err(CompressorError::CoefficientOutOfRange(4)));
        let error = CompressorError::CoefficientNotANumber(10);
        assert_eq!(crate::rules::DomainError::field(&error), Some("c10"));
        assert_eq!(error.to_string(), "El coeficiente c10 debe ser un número");
    }
}
