//! A compressor model's data and its coefficient sets (library.md section 3).

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::coefficients::OutputUnit;
use super::coefficients::{
    grid_maximum, to_canonical_with_unit, CoefficientOrder, Parameter, UnitSystem, DEFAULT_COND_MAX, DEFAULT_COND_MIN,
    DEFAULT_EVAP_MAX, DEFAULT_EVAP_MIN, EN12900_FORMULA,
};
use super::envelope::{EnvelopePoint, EnvelopeSource};
use super::CompressorError;
use crate::rules::non_blank;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum CompressorType {
    Reciprocante,
    Tornillo,
    Scroll,
}

impl CompressorType {
    /// The API value (`reciprocante`, `tornillo`, `scroll`).
    pub fn key(self) -> &'static str {
        match self {
            Self::Reciprocante => "reciprocante",
            Self::Tornillo => "tornillo",
            Self::Scroll => "scroll",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        match value.trim().to_lowercase().as_str() {
            "reciprocante" | "reciprocating" | "semi-hermético" | "semihermético" | "semi-hermetic" | "piston"
            | "pistón" => Some(Self::Reciprocante),
            "tornillo" | "screw" => Some(Self::Tornillo),
            "scroll" | "espiral" => Some(Self::Scroll),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct TechnicalData {
    /// m³/h.
    pub displacement: Option<f64>,
    pub cylinders: Option<f64>,
    /// kg.
    pub weight: Option<f64>,
    /// bar.
    #[serde(rename = "maxPressureHP")]
    pub max_pressure_hp: Option<f64>,
    #[serde(rename = "maxPressureLP")]
    pub max_pressure_lp: Option<f64>,
    pub suction_connection: Option<String>,
    pub discharge_connection: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct MotorData {
    pub voltage: Option<String>,
    pub phases: Option<f64>,
    /// Hz.
    pub frequency: Option<f64>,
    /// A.
    pub rated_current: Option<f64>,
    pub starting_current: Option<f64>,
    /// kW.
    pub power: Option<f64>,
    /// %.
    pub efficiency: Option<f64>,
    pub protection_type: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct OilData {
    #[serde(rename = "type")]
    pub oil_type: Option<String>,
    /// L.
    pub charge: Option<f64>,
    pub service: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct SoundData {
    /// dB(A).
    pub sound_power_level: Option<f64>,
    pub sound_pressure_level: Option<f64>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct CompressorDimensions {
    /// mm.
    pub length: Option<f64>,
    pub width: Option<f64>,
    pub height: Option<f64>,
    pub connection_height: Option<f64>,
}

/// A valid compressor model.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompressorSpec {
    pub model: String,
    pub brand: Option<String>,
    #[serde(rename = "type")]
    pub compressor_type: CompressorType,
    pub refrigerant: String,
    pub voltage: String,
    pub technical_data: TechnicalData,
    pub motor_data: MotorData,
    pub oil_data: OilData,
    pub sound_data: SoundData,
    pub dimensions: CompressorDimensions,
    pub available_options: Option<Vec<String>>,
}

/// What the form or an import gives; absent fields take the spec's defaults
/// on register (reciprocante, R404A, 460V) and keep their value on update.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CompressorDraft {
    pub model: Option<String>,
    pub brand: Option<String>,
    pub compressor_type: Option<String>,
    pub refrigerant: Option<String>,
    pub voltage: Option<String>,
    pub technical_data: Option<TechnicalData>,
    pub motor_data: Option<MotorData>,
    pub oil_data: Option<OilData>,
    pub sound_data: Option<SoundData>,
    pub dimensions: Option<CompressorDimensions>,
    /// Free text, one option per line, or a list.
    pub available_options: Option<Vec<String>>,
}

/// Splits option lines, trims them and drops empty ones; nothing left is `None`.
pub fn normalize_options(lines: &[String]) -> Option<Vec<String>> {
    let options: Vec<String> =
        lines.iter().flat_map(|l| l.lines()).map(str::trim).filter(|l| !l.is_empty()).map(str::to_string).collect();
    (!options.is_empty()).then_some(options)
}

/// Canonical spelling of a refrigerant code as typed: `R-404A` is `R404A`,
/// `R-507` is `R507A`, `r134a` is `R134a`.
pub fn canonical_refrigerant(code: &str) -> String {
    let upper = code.trim().to_uppercase().replace(['-', ' '], "");
    match upper.as_str() {
        "R507" => "R507A".into(),
        _ => crate::properties::dataset().refrigerant(&upper).map_or(upper.clone(), |r| r.code().to_string()),
    }
}

/// A model or brand name as the catalogue compares names (a repeated
/// model is warned by it, the whole-catalogue import joins a compressor by
/// it, a catalogue file's models are matched by it): case and surrounding
/// spaces aside.
pub fn model_key(name: &str) -> String {
    name.trim().to_lowercase()
}

impl CompressorSpec {
    /// Same model of the same brand (case and surrounding spaces aside; no
    /// brand matches no brand). The catalogue allows it but warns (issue 14).
    pub fn same_model_as(&self, other: &CompressorSpec) -> bool {
        let key = model_key;
        key(&self.model) == key(&other.model) && self.brand.as_deref().map(key) == other.brand.as_deref().map(key)
    }

    /// The warning shown when a save repeats this compressor's brand and model.
    pub fn duplicate_message(&self) -> String {
        match &self.brand {
            Some(brand) => format!("Ya existe un compresor {} de la marca {}", self.model, brand),
            None => format!("Ya existe un compresor {} sin marca", self.model),
        }
    }

    pub fn from_draft(draft: CompressorDraft, base: Option<&CompressorSpec>) -> Result<Self, CompressorError> {
        let model =
            non_blank(draft.model.or_else(|| base.map(|b| b.model.clone()))).ok_or(CompressorError::ModelRequired)?;
        let compressor_type = match non_blank(draft.compressor_type) {
            Some(text) => CompressorType::parse(&text).ok_or(CompressorError::UnknownType(text))?,
            None => base.map_or(CompressorType::Reciprocante, |b| b.compressor_type),
        };
        let refrigerant = non_blank(draft.refrigerant)
            .map(|r| canonical_refrigerant(&r))
            .or_else(|| base.map(|b| b.refrigerant.clone()))
            .unwrap_or_else(|| "R404A".into());
        let voltage = non_blank(draft.voltage)
            .map(|v| if v.chars().all(|c| c.is_ascii_digit()) { format!("{v}V") } else { v })
            .or_else(|| base.map(|b| b.voltage.clone()))
            .unwrap_or_else(|| "460V".into());
        let available_options = match draft.available_options {
            Some(lines) => normalize_options(&lines),
            None => base.and_then(|b| b.available_options.clone()),
        };
        let spec = Self {
            model,
            brand: non_blank(draft.brand).or_else(|| base.and_then(|b| b.brand.clone())),
            compressor_type,
            refrigerant,
            voltage,
            technical_data: draft.technical_data.or_else(|| base.map(|b| b.technical_data.clone())).unwrap_or_default(),
            motor_data: draft.motor_data.or_else(|| base.map(|b| b.motor_data.clone())).unwrap_or_default(),
            oil_data: draft.oil_data.or_else(|| base.map(|b| b.oil_data.clone())).unwrap_or_default(),
            sound_data: draft.sound_data.or_else(|| base.map(|b| b.sound_data.clone())).unwrap_or_default(),
            dimensions: draft.dimensions.or_else(|| base.map(|b| b.dimensions.clone())).unwrap_or_default(),
            available_options,
        };
        spec.check_ranges()?;
        Ok(spec)
    }
}

impl CompressorSpec {
    /// Checks every field of a compressor against its range, in the order the
    /// form shows them (Básico, Técnico, Motor, Aceite/Sonido, Dimensiones).
    fn check_ranges(&self) -> Result<(), CompressorError> {
        use super::limits::*;
        use crate::rules::{too_long, BRAND_MAX_CHARS, MODEL_MAX_CHARS};
        use CompressorError as E;
        let spec = self;
        if too_long(&spec.model, MODEL_MAX_CHARS) {
            return Err(E::ModelTooLong);
        }
        if spec.brand.as_deref().is_some_and(|b| too_long(b, BRAND_MAX_CHARS)) {
            return Err(E::BrandTooLong);
        }
        if let Some(options) = &spec.available_options {
            if options.len() > OPTIONS_MAX_LINES || options.iter().any(|o| too_long(o, OPTION_MAX_CHARS)) {
                return Err(E::OptionsTooLong);
            }
        }
        let t = &spec.technical_data;
        in_range(t.displacement, DISPLACEMENT, E::DisplacementOutOfRange)?;
        in_range(t.cylinders, CYLINDERS, E::CylindersOutOfRange)?;
        in_range(t.weight, WEIGHT, E::WeightOutOfRange)?;
        in_range(t.max_pressure_hp, MAX_PRESSURE, E::MaxPressureHpOutOfRange)?;
        in_range(t.max_pressure_lp, MAX_PRESSURE, E::MaxPressureLpOutOfRange)?;
        short_text(&t.suction_connection, "technicalData.suctionConnection")?;
        short_text(&t.discharge_connection, "technicalData.dischargeConnection")?;
        let m = &spec.motor_data;
        short_text(&m.voltage, "motorData.voltage")?;
        if m.phases.is_some_and(|p| !PHASES.contains(&p)) {
            return Err(E::PhasesNotValid);
        }
        in_range(m.frequency, FREQUENCY, E::FrequencyOutOfRange)?;
        in_range(m.rated_current, RATED_CURRENT, E::RatedCurrentOutOfRange)?;
        in_range(m.starting_current, STARTING_CURRENT, E::StartingCurrentOutOfRange)?;
        in_range(m.power, POWER, E::PowerOutOfRange)?;
        in_range(m.efficiency, EFFICIENCY, E::EfficiencyOutOfRange)?;
        short_text(&m.protection_type, "motorData.protectionType")?;
        let o = &spec.oil_data;
        short_text(&o.oil_type, "oilData.type")?;
        in_range(o.charge, OIL_CHARGE, E::OilChargeOutOfRange)?;
        short_text(&o.service, "oilData.service")?;
        let s = &spec.sound_data;
        in_range(s.sound_power_level, SOUND_LEVEL, E::SoundPowerLevelOutOfRange)?;
        in_range(s.sound_pressure_level, SOUND_LEVEL, E::SoundPressureLevelOutOfRange)?;
        let d = &spec.dimensions;
        in_range(d.length, DIMENSION, E::LengthOutOfRange)?;
        in_range(d.width, DIMENSION, E::WidthOutOfRange)?;
        in_range(d.height, DIMENSION, E::HeightOutOfRange)?;
        in_range(d.connection_height, CONNECTION_HEIGHT, E::ConnectionHeightOutOfRange)
    }
}

/// How coefficients reached the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum ExtractionMethod {
    Manual,
    Csv,
    PdfText,
    Ocr,
    Idf,
    Llm,
}

/// The file an import came from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SourceFile {
    pub file_name: String,
    pub sha256: String,
    pub method: ExtractionMethod,
}

/// Conditions the manufacturer rated the set at.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct RatingConditions {
    /// K.
    pub superheat: Option<f64>,
    /// °C.
    pub return_gas_temp: Option<f64>,
    /// K.
    pub subcooling: Option<f64>,
    /// °C.
    pub liquid_temp: Option<f64>,
    /// Hz.
    pub frequency: Option<f64>,
    /// The source's own application class (e.g. EnergyPlus High/Med/Low).
    pub application: Option<String>,
    /// Published nominal capacity, W, and power, W (EnergyPlus comments).
    pub nominal_capacity: Option<f64>,
    pub nominal_power: Option<f64>,
    /// Whether the set's evaporating and condensing temperatures of a
    /// zeotropic blend are dew points or mid-points; absent: dew points,
    /// the convention of EN 12900 and AHRI 540 (issue 21 item 9).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub temperature_basis: Option<TemperatureBasis>,
}

/// Which saturation temperature of a zeotropic blend a figure is at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum TemperatureBasis {
    /// The dew point at the pressure (saturated vapour).
    #[default]
    Dew,
    /// The mean of the dew and bubble temperatures at the same pressure.
    MidPoint,
}

/// Where a coefficient set came from and in what form (ENGINEERING.md §2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Provenance {
    pub unit_system: UnitSystem,
    /// The output unit the source's label stated (`Capacidad [kW]`), when it
    /// stated one; it overrides the unit system's output unit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output_unit: Option<OutputUnit>,
    pub original_order: CoefficientOrder,
    /// The coefficients exactly as the source wrote them.
    pub original_coefficients: [f64; 10],
    pub rating: RatingConditions,
    pub source: Option<SourceFile>,
    /// Who confirmed the import, where known.
    pub reviewed_by: Option<String>,
    /// True once a user changed the coefficients after import.
    #[serde(default)]
    pub edited: bool,
}

/// A coefficient set as a user or importer gives it, before checks.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PolynomialDraft {
    pub refrigerant: Option<String>,
    pub parameter: Option<String>,
    pub formula: Option<String>,
    pub coefficients: [f64; 10],
    pub evap_temp_min: Option<f64>,
    pub evap_temp_max: Option<f64>,
    pub cond_temp_min: Option<f64>,
    pub cond_temp_max: Option<f64>,
    /// The envelope's corners as the source gives them (°F for an I-P set).
    pub envelope_polygon: Option<Vec<EnvelopePoint>>,
    pub unit_system: Option<UnitSystem>,
    /// The output unit the source's label stated, if any.
    pub output_unit: Option<OutputUnit>,
    pub order: Option<CoefficientOrder>,
    pub rating: RatingConditions,
}

/// A canonical coefficient set of the catalogue.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Polynomial {
    /// `p{n}`, unique within the compressor (the API shows `{compressorId}:p{n}`
    /// as `id`, so this one travels as `localId`).
    #[serde(rename = "localId")]
    pub id: String,
    pub refrigerant: String,
    pub parameter: Parameter,
    pub formula: String,
    /// EN 12900 order, SI units (W, A, °C, kg/h).
    pub coefficients: [f64; 10],
    pub evap_temp_min: f64,
    pub evap_temp_max: f64,
    pub cond_temp_min: f64,
    pub cond_temp_max: f64,
    /// The manufacturer's envelope polygon, °C, when the source drew one: a
    /// duty point must lie inside it as well as inside the limits above.
    /// Absent in sets recorded before it existed (and then not written, so
    /// their recorded form is unchanged).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub envelope_polygon: Option<Vec<EnvelopePoint>>,
    /// Where the envelope comes from, recorded from engine 1.13.0 on (tester
    /// report 3, defect 3). Absent in sets recorded before: read them with
    /// [`Polynomial::envelope_source`], never this field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub envelope_source: Option<EnvelopeSource>,
    pub provenance: Provenance,
    /// The set's largest value over its envelope grid, once computed.
    #[serde(skip)]
    pub grid_maximum_cache: GridMaximum,
}

/// [`Polynomial::grid_maximum`] kept with the set, so that a catalogue held
/// in memory searches each envelope once rather than on every calculation.
/// It is not part of the set's identity (equal whatever it holds) nor of its
/// recorded form, and it remembers the exact inputs it was computed from: a
/// set whose coefficients or envelope changed never reads a stale value.
#[derive(Debug, Clone, Default)]
pub struct GridMaximum(OnceLock<([u64; 15], f64)>);

impl PartialEq for GridMaximum {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Polynomial {
    /// The largest value over the `(n + 1) × (n + 1)` grid spanning the
    /// set's envelope, as [`grid_maximum`] gives it; computed on the first
    /// call and remembered by this value (and by its clones made after).
    pub fn grid_maximum(&self, n: usize) -> f64 {
        let mut key = [0u64; 15];
        for (k, v) in key.iter_mut().zip(self.coefficients.iter().chain(&[
            self.evap_temp_min,
            self.evap_temp_max,
            self.cond_temp_min,
            self.cond_temp_max,
        ])) {
            *k = v.to_bits();
        }
        key[14] = n as u64;
        if let Some((k, value)) = self.grid_maximum_cache.0.get() {
            if *k == key {
                return *value;
            }
        }
        let value = grid_maximum(
            &self.coefficients,
            (self.evap_temp_min, self.evap_temp_max),
            (self.cond_temp_min, self.cond_temp_max),
            n,
        );
        // Only the first value is kept; a later, different input recomputes.
        let _ = self.grid_maximum_cache.0.set((key, value));
        value
    }

    /// How far (to, tc) lies outside the envelope, K: the sum of the
    /// distances past each limit of the rectangle, plus the distance to the
    /// polygon where the set has one and the point is outside it; 0 inside.
    pub fn distance_outside(&self, to: f64, tc: f64) -> f64 {
        let below = |v: f64, lo: f64| (lo - v).max(0.0);
        let rectangle = below(to, self.evap_temp_min)
            + below(self.evap_temp_max, to)
            + below(tc, self.cond_temp_min)
            + below(self.cond_temp_max, tc);
        let polygon =
            self.envelope_polygon.as_deref().map_or(0.0, |p| (-super::envelope::signed_margin(p, to, tc)).max(0.0));
        rectangle + polygon
    }

    /// K from (to, tc) to the nearest edge of the envelope (rectangle and
    /// polygon): positive inside, negative outside, 0 on an edge.
    pub fn envelope_margin(&self, to: f64, tc: f64) -> f64 {
        let rectangle = (to - self.evap_temp_min)
            .min(self.evap_temp_max - to)
            .min(tc - self.cond_temp_min)
            .min(self.cond_temp_max - tc);
        self.envelope_polygon.as_deref().map_or(rectangle, |p| rectangle.min(super::envelope::signed_margin(p, to, tc)))
    }

    /// Where the set's envelope comes from: as recorded, or for a set
    /// recorded before the flag existed, as [`EnvelopeSource::of_recorded`]
    /// reads its polygon and limits.
    pub fn envelope_source(&self) -> EnvelopeSource {
        self.envelope_source.unwrap_or_else(|| {
            EnvelopeSource::of_recorded(
                self.envelope_polygon.is_some(),
                [self.evap_temp_min, self.evap_temp_max, self.cond_temp_min, self.cond_temp_max],
            )
        })
    }

    /// Hz the set is rated at: the supply frequency of a fixed-speed set,
    /// the drive frequency of a variable-speed one (AHRI 540-2020 and
    /// EN 12900:2013 publish one coefficient set per speed). It is the
    /// set's rating condition `rating.frequency`, recorded with every set
    /// since the first imports; `None` where the source states none.
    pub fn frequency(&self) -> Option<f64> {
        self.provenance.rating.frequency
    }

    /// Same refrigerant, parameter, frequency and envelope: a re-import
    /// replaces it. Sets at other speeds stay beside it.
    pub fn same_slot(&self, other: &Polynomial) -> bool {
        self.refrigerant == other.refrigerant
            && self.parameter == other.parameter
            && self.frequency() == other.frequency()
            && self.evap_temp_min == other.evap_temp_min
            && self.evap_temp_max == other.evap_temp_max
            && self.cond_temp_min == other.cond_temp_min
            && self.cond_temp_max == other.cond_temp_max
    }

    /// Checks a draft and brings it to canonical form.
    pub fn from_draft(
        id: String,
        draft: PolynomialDraft,
        source: Option<SourceFile>,
        reviewed_by: Option<String>,
    ) -> Result<Self, CompressorError> {
        let refrigerant = non_blank(draft.refrigerant)
            .map(|r| canonical_refrigerant(&r))
            .ok_or(CompressorError::RefrigerantNotDetected)?;
        let parameter = Parameter::parse(draft.parameter.as_deref());
        let units = draft.unit_system.unwrap_or(UnitSystem::Si);
        let order = draft.order.unwrap_or(CoefficientOrder::En12900);
        super::limits::check_coefficients(&draft.coefficients)?;
        let original = draft.coefficients;
        if draft.output_unit.is_some_and(|u| !u.fits(parameter)) {
            return Err(CompressorError::UnitDoesNotFitParameter);
        }
        // An I-P set's envelope is in °F like its inputs; the defaults are °C.
        let celsius = |v: f64| if units == UnitSystem::Ip { crate::units::fahrenheit_to_celsius(v) } else { v };
        let polygon = draft.envelope_polygon.map(|points| {
            points.iter().map(|p| EnvelopePoint { to: celsius(p.to), tc: celsius(p.tc) }).collect::<Vec<_>>()
        });
        if let Some(points) = &polygon {
            super::envelope::check_polygon(points)?;
        }
        // The maker's envelope only where the source draws it or states all
        // four limits; a limit taken from the spec's defaults makes the
        // whole envelope the tool's (no in/out verdict rests on it).
        let stated = [draft.evap_temp_min, draft.evap_temp_max, draft.cond_temp_min, draft.cond_temp_max]
            .iter()
            .all(|v| v.is_some_and(f64::is_finite));
        let envelope_source = match (&polygon, stated) {
            (Some(_), _) => EnvelopeSource::MakerPolygon,
            (None, true) => EnvelopeSource::MakerRanges,
            (None, false) => EnvelopeSource::ToolDefaults,
        };
        // A limit the source does not state is the polygon's, else the spec's default.
        let bounds = polygon.as_deref().map(super::envelope::bounds);
        let envelope = |v: Option<f64>, from_polygon: Option<f64>, default: f64| {
            v.filter(|v| v.is_finite()).map(celsius).or(from_polygon).unwrap_or(default)
        };
        let evap_temp_min = envelope(draft.evap_temp_min, bounds.map(|b| b.0), DEFAULT_EVAP_MIN);
        let evap_temp_max = envelope(draft.evap_temp_max, bounds.map(|b| b.1), DEFAULT_EVAP_MAX);
        let cond_temp_min = envelope(draft.cond_temp_min, bounds.map(|b| b.2), DEFAULT_COND_MIN);
        let cond_temp_max = envelope(draft.cond_temp_max, bounds.map(|b| b.3), DEFAULT_COND_MAX);
        if evap_temp_min >= evap_temp_max || cond_temp_min >= cond_temp_max || evap_temp_min >= cond_temp_max {
            return Err(CompressorError::InvalidEnvelope);
        }
        let polynomial = Self {
            id,
            refrigerant,
            parameter,
            formula: non_blank(draft.formula).unwrap_or_else(|| EN12900_FORMULA.to_string()),
            coefficients: to_canonical_with_unit(parameter, units, draft.output_unit, order, &original),
            evap_temp_min,
            evap_temp_max,
            cond_temp_min,
            cond_temp_max,
            envelope_polygon: polygon,
            envelope_source: Some(envelope_source),
            provenance: Provenance {
                unit_system: units,
                output_unit: draft.output_unit,
                original_order: order,
                original_coefficients: original,
                rating: draft.rating,
                source,
                reviewed_by,
                edited: false,
            },
            grid_maximum_cache: GridMaximum::default(),
        };
        super::limits::check_envelope([
            polynomial.evap_temp_min,
            polynomial.evap_temp_max,
            polynomial.cond_temp_min,
            polynomial.cond_temp_max,
        ])?;
        Ok(polynomial)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set() -> Polynomial {
        let draft = PolynomialDraft {
            refrigerant: Some("R404A".into()),
            parameter: Some("current".into()),
            // Largest inside the envelope (to = -17.3, tc = 37.7 °C), off both grids.
            coefficients: [3.5, -0.346, 0.754, -0.01, 0.0, -0.01, 1e-6, -2e-6, 3e-6, 4e-6],
            evap_temp_min: Some(-40.0),
            evap_temp_max: Some(5.0),
            cond_temp_min: Some(20.0),
            cond_temp_max: Some(55.0),
            ..Default::default()
        };
        Polynomial::from_draft("p1".into(), draft, None, None).unwrap()
    }

    fn searched(p: &Polynomial, n: usize) -> f64 {
        grid_maximum(&p.coefficients, (p.evap_temp_min, p.evap_temp_max), (p.cond_temp_min, p.cond_temp_max), n)
    }

    #[test]
    fn a_drawn_envelope_is_kept_in_celsius_and_gives_the_limits_the_source_left_out() {
        // The polygon of an I-P sheet, °F: −40/4.4 °C evaporating, 10/54.4 °C condensing.
        let corners = [(-40.0, 50.0), (-40.0, 100.0), (0.0, 130.0), (40.0, 130.0), (40.0, 50.0)];
        let draft = PolynomialDraft {
            refrigerant: Some("R404A".into()),
            parameter: Some("coolingCapacity".into()),
            coefficients: [1000.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
            envelope_polygon: Some(corners.map(|(to, tc)| EnvelopePoint { to, tc }).to_vec()),
            cond_temp_max: Some(120.0),
            unit_system: Some(UnitSystem::Ip),
            ..Default::default()
        };
        let p = Polynomial::from_draft("p1".into(), draft, None, None).unwrap();
        let polygon = p.envelope_polygon.as_ref().unwrap();
        assert!((polygon[2].to - (-160.0 / 9.0)).abs() < 1e-12 && (polygon[2].tc - 490.0 / 9.0).abs() < 1e-12);
        assert_eq!((p.evap_temp_min, p.cond_temp_min), (-40.0, 10.0));
        assert!((p.evap_temp_max - 40.0 / 9.0).abs() < 1e-12);
        // The stated limit wins over the polygon's: 120 °F.
        assert!((p.cond_temp_max - 440.0 / 9.0).abs() < 1e-12);
        assert!(p.distance_outside(-30.0, 52.0) > 0.0, "past the stated condensing limit");
        assert_eq!(p.distance_outside(-1.0, 48.0), 0.0);
        assert!(p.distance_outside(-39.0, 45.0) > 0.0, "in the corner the polygon cuts off");
    }

    /// Tester report 3, defect 3: the set records where its envelope comes
    /// from; a set recorded before the flag reads it from what it holds.
    #[test]
    fn a_set_records_whether_its_envelope_is_the_makers_or_the_defaults() {
        assert_eq!(set().envelope_source, Some(EnvelopeSource::MakerRanges));
        let bare = PolynomialDraft { refrigerant: Some("R290".into()), ..Default::default() };
        let defaults = Polynomial::from_draft("p1".into(), bare.clone(), None, None).unwrap();
        assert_eq!(defaults.envelope_source, Some(EnvelopeSource::ToolDefaults));
        assert_eq!((defaults.evap_temp_min, defaults.cond_temp_max), (-45.0, 62.0));
        // Evaporating limits only: the condensing ones are the tool's.
        let half = PolynomialDraft { evap_temp_min: Some(-25.0), evap_temp_max: Some(10.0), ..bare.clone() };
        let half = Polynomial::from_draft("p1".into(), half, None, None).unwrap();
        assert_eq!(half.envelope_source(), EnvelopeSource::ToolDefaults);
        let drawn = [(-25.0, 20.0), (-25.0, 50.0), (10.0, 60.0), (10.0, 20.0)].map(|(to, tc)| EnvelopePoint { to, tc });
        let drawn = PolynomialDraft { envelope_polygon: Some(drawn.to_vec()), ..bare };
        let drawn = Polynomial::from_draft("p1".into(), drawn, None, None).unwrap();
        assert_eq!(drawn.envelope_source(), EnvelopeSource::MakerPolygon);
        // Recorded before the flag: the JSON without it.
        let old = |p: &Polynomial| {
            let mut json = serde_json::to_value(p).unwrap();
            json.as_object_mut().unwrap().remove("envelopeSource");
            serde_json::from_value::<Polynomial>(json).unwrap()
        };
        assert_eq!(old(&defaults).envelope_source, None);
        assert_eq!(old(&defaults).envelope_source(), EnvelopeSource::ToolDefaults);
        assert_eq!(old(&set()).envelope_source(), EnvelopeSource::MakerRanges);
        assert_eq!(old(&drawn).envelope_source(), EnvelopeSource::MakerPolygon);
        assert_eq!(serde_json::to_value(&defaults).unwrap()["envelopeSource"], "toolDefaults");
    }

    #[test]
    fn a_set_without_a_polygon_records_exactly_what_it_did_before() {
        let p = set();
        let json = serde_json::to_value(&p).unwrap();
        assert!(json.get("envelopePolygon").is_none());
        let back: Polynomial = serde_json::from_value(json).unwrap();
        assert_eq!(back.envelope_polygon, None);
    }

    #[test]
    fn the_kept_grid_maximum_is_the_search_and_travels_with_clones() {
        let p = set();
        assert!(p.grid_maximum_cache.0.get().is_none());
        let value = p.grid_maximum(100);
        assert_eq!(value.to_bits(), searched(&p, 100).to_bits());
        let copy = p.clone();
        assert_eq!(copy.grid_maximum_cache.0.get().map(|(_, v)| v.to_bits()), Some(value.to_bits()));
        assert_eq!(copy.grid_maximum(100).to_bits(), value.to_bits());
    }

    #[test]
    fn a_changed_set_or_grid_never_reads_the_kept_value() {
        let mut p = set();
        let first = p.grid_maximum(100);
        assert_ne!(p.grid_maximum(10).to_bits(), first.to_bits());
        assert_eq!(p.grid_maximum(10).to_bits(), searched(&p, 10).to_bits());
        p.coefficients[0] += 1.0;
        assert_eq!(p.grid_maximum(100).to_bits(), searched(&p, 100).to_bits());
        assert_ne!(p.grid_maximum(100).to_bits(), first.to_bits());
        p.cond_temp_max = 45.0;
        assert_eq!(p.grid_maximum(100).to_bits(), searched(&p, 100).to_bits());
    }

    #[test]
    fn the_kept_value_is_neither_identity_nor_recorded() {
        let p = set();
        let fresh = set();
        p.grid_maximum(100);
        assert_eq!(p, fresh);
        assert_eq!(serde_json::to_value(&p).unwrap(), serde_json::to_value(&fresh).unwrap());
        let back: Polynomial = serde_json::from_value(serde_json::to_value(&p).unwrap()).unwrap();
        assert!(back.grid_maximum_cache.0.get().is_none());
        assert_eq!(back, p);
    }
}
