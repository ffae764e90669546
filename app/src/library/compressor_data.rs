//! The shapes compressor data and coefficient sets travel in: extracted from
//! files, reviewed in the browser, sent back to be saved (library.md §3, §7).

use domain::compressor::coefficients::OutputUnit;
use domain::compressor::coefficients::{CoefficientOrder, UnitSystem};
use domain::compressor::envelope::EnvelopePoint;
use domain::compressor::model::{
    CompressorDimensions, CompressorDraft, ExtractionMethod, MotorData, OilData, PolynomialDraft, RatingConditions,
    SoundData, TechnicalData,
};
use domain::compressor::set_reading::SetReading;
use domain::numbers::{number_or_text, NumberText};
use serde::{Deserialize, Serialize};

/// A number field's value, if it is one (`domain::numbers` reads the text).
pub fn number(value: &Option<NumberText>) -> Option<f64> {
    value.as_ref().and_then(NumberText::value)
}

/// One coefficient set as the spec's calls carry it (c1..c10 flat).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct PolynomialInput {
    pub refrigerant: Option<String>,
    pub parameter: Option<String>,
    pub formula: Option<String>,
    #[schema(schema_with = crate::schemas::number)]
    #[serde(deserialize_with = "number_or_text")]
    pub c1: Option<NumberText>,
    #[schema(schema_with = crate::schemas::number)]
    #[serde(deserialize_with = "number_or_text")]
    pub c2: Option<NumberText>,
    #[schema(schema_with = crate::schemas::number)]
    #[serde(deserialize_with = "number_or_text")]
    pub c3: Option<NumberText>,
    #[schema(schema_with = crate::schemas::number)]
    #[serde(deserialize_with = "number_or_text")]
    pub c4: Option<NumberText>,
    #[schema(schema_with = crate::schemas::number)]
    #[serde(deserialize_with = "number_or_text")]
    pub c5: Option<NumberText>,
    #[schema(schema_with = crate::schemas::number)]
    #[serde(deserialize_with = "number_or_text")]
    pub c6: Option<NumberText>,
    #[schema(schema_with = crate::schemas::number)]
    #[serde(deserialize_with = "number_or_text")]
    pub c7: Option<NumberText>,
    #[schema(schema_with = crate::schemas::number)]
    #[serde(deserialize_with = "number_or_text")]
    pub c8: Option<NumberText>,
    #[schema(schema_with = crate::schemas::number)]
    #[serde(deserialize_with = "number_or_text")]
    pub c9: Option<NumberText>,
    #[schema(schema_with = crate::schemas::number)]
    #[serde(deserialize_with = "number_or_text")]
    pub c10: Option<NumberText>,
    #[schema(schema_with = crate::schemas::temperature)]
    #[serde(deserialize_with = "number_or_text")]
    pub evap_temp_min: Option<NumberText>,
    #[schema(schema_with = crate::schemas::temperature)]
    #[serde(deserialize_with = "number_or_text")]
    pub evap_temp_max: Option<NumberText>,
    #[schema(schema_with = crate::schemas::temperature)]
    #[serde(deserialize_with = "number_or_text")]
    pub cond_temp_min: Option<NumberText>,
    #[schema(schema_with = crate::schemas::temperature)]
    #[serde(deserialize_with = "number_or_text")]
    pub cond_temp_max: Option<NumberText>,
    /// The envelope polygon the file draws (pairs of to / tc, in the set's
    /// temperature unit), when it draws one; the limits above are its box
    /// unless the file states them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub envelope_polygon: Option<Vec<EnvelopePoint>>,
    /// How the source wrote the coefficients (converted at import): `si` or `ip`.
    pub unit_system: Option<UnitSystem>,
    /// The output unit the file's label stated (`W`, `kW`, `Btu/h`, `A`,
    /// `kg/h`, `kg/s`, `lb/h`, `°C`, `°F`); converted to W, A, kg/h, °C at import.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub output_unit: Option<OutputUnit>,
    /// The parameter's label as the file wrote it (`Capacidad frigorífica [W]`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source_label: Option<String>,
    /// True when the file's label names no known parameter: the review step
    /// shows `sourceLabel` and the user must choose the parameter.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub parameter_unrecognised: bool,
    /// Coefficients the file wrote as something other than a number
    /// (`c10` → `x`): imported as 0 (library.md section 5), and the review
    /// step shows each one.
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub non_numeric: std::collections::BTreeMap<String, String>,
    /// `en12900` or `energyPlus`.
    pub coefficient_order: Option<CoefficientOrder>,
    pub rating: Option<RatingConditions>,
    /// Hz the set is rated at (the supply's; the drive's for a
    /// variable-speed set) where the file states it: an IDF object name, a
    /// CSV column, a heading such as `50 Hz` (issue 27). The review shows it
    /// and it becomes the set's `rating.frequency`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frequency: Option<f64>,
    /// The model the file gives this set to (a CSV's model column, an IDF
    /// compressor), when it names one. A file of several models is imported
    /// into one compressor one model at a time: `ConfirmedImport.model`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
}

impl PolynomialInput {
    pub fn coefficients(&self) -> [&Option<NumberText>; 10] {
        [&self.c1, &self.c2, &self.c3, &self.c4, &self.c5, &self.c6, &self.c7, &self.c8, &self.c9, &self.c10]
    }

    /// For imports: the import rule of [`SetReading::into_draft`]
    /// (non-numeric coefficients become 0, library.md section 5).
    pub fn into_draft(self) -> PolynomialDraft {
        SetReading::from(self).into_draft()
    }

    /// For a set typed by hand (the polynomial panel, `POST /api/polynomials`):
    /// an absent coefficient is 0 (the spec's default formula has five
    /// terms), but a given one that is empty or unreadable stays unreadable
    /// (NaN), so the domain refuses it at its field instead of storing 0.
    pub fn into_typed_draft(self) -> PolynomialDraft {
        let coefficients = self.coefficients().map(|c| match c {
            None => 0.0,
            given => number(given).unwrap_or(f64::NAN),
        });
        PolynomialDraft { coefficients, ..self.into_draft() }
    }
}

/// The DTO's numbers read (a text that is no number is absent).
impl From<PolynomialInput> for SetReading {
    fn from(p: PolynomialInput) -> Self {
        Self {
            coefficients: p.coefficients().map(number),
            evap_temp_min: number(&p.evap_temp_min),
            evap_temp_max: number(&p.evap_temp_max),
            cond_temp_min: number(&p.cond_temp_min),
            cond_temp_max: number(&p.cond_temp_max),
            refrigerant: p.refrigerant,
            parameter: p.parameter,
            formula: p.formula,
            envelope_polygon: p.envelope_polygon,
            unit_system: p.unit_system,
            output_unit: p.output_unit,
            source_label: p.source_label,
            parameter_unrecognised: p.parameter_unrecognised,
            non_numeric: p.non_numeric,
            order: p.coefficient_order,
            rating: p.rating,
            frequency: p.frequency,
            model: p.model,
        }
    }
}

/// A set a file gave, as the review screen receives it.
impl From<SetReading> for PolynomialInput {
    fn from(r: SetReading) -> Self {
        let [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10] = r.coefficients.map(|c| c.map(NumberText::from));
        Self {
            refrigerant: r.refrigerant,
            parameter: r.parameter,
            formula: r.formula,
            c1,
            c2,
            c3,
            c4,
            c5,
            c6,
            c7,
            c8,
            c9,
            c10,
            evap_temp_min: r.evap_temp_min.map(NumberText::from),
            evap_temp_max: r.evap_temp_max.map(NumberText::from),
            cond_temp_min: r.cond_temp_min.map(NumberText::from),
            cond_temp_max: r.cond_temp_max.map(NumberText::from),
            envelope_polygon: r.envelope_polygon,
            unit_system: r.unit_system,
            output_unit: r.output_unit,
            source_label: r.source_label,
            parameter_unrecognised: r.parameter_unrecognised,
            non_numeric: r.non_numeric,
            coefficient_order: r.order,
            rating: r.rating,
            frequency: r.frequency,
            model: r.model,
        }
    }
}

/// A draft an importer read, as the review screen receives it.
impl From<CompressorDraft> for CompressorInput {
    fn from(d: CompressorDraft) -> Self {
        Self {
            model: d.model,
            brand: d.brand,
            compressor_type: d.compressor_type,
            refrigerant: d.refrigerant,
            voltage: d.voltage.map(NumberText::from),
            technical_data: d.technical_data,
            motor_data: d.motor_data,
            oil_data: d.oil_data,
            sound_data: d.sound_data,
            dimensions: d.dimensions,
            available_options: d.available_options.map(OptionsInput::Lines),
        }
    }
}

/// Options arrive as a list or as text with one option per line.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum OptionsInput {
    Lines(Vec<String>),
    Text(String),
}

/// A compressor as the form, the data-sheet import and the API carry it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct CompressorInput {
    pub model: Option<String>,
    pub brand: Option<String>,
    #[serde(rename = "type")]
    pub compressor_type: Option<String>,
    pub refrigerant: Option<String>,
    /// The manufacturer's voltage label, free text ("460V", "208-230/3/60").
    #[schema(schema_with = crate::schemas::voltage_label)]
    #[serde(deserialize_with = "number_or_text")]
    pub voltage: Option<NumberText>,
    pub technical_data: Option<TechnicalData>,
    pub motor_data: Option<MotorData>,
    pub oil_data: Option<OilData>,
    pub sound_data: Option<SoundData>,
    pub dimensions: Option<CompressorDimensions>,
    pub available_options: Option<OptionsInput>,
}

impl CompressorInput {
    pub fn into_draft(self) -> CompressorDraft {
        CompressorDraft {
            model: self.model,
            brand: self.brand,
            compressor_type: self.compressor_type,
            refrigerant: self.refrigerant,
            voltage: match self.voltage {
                Some(NumberText::Number(n)) => Some(n.to_string()),
                Some(NumberText::Text(s)) => Some(s),
                _ => None,
            },
            technical_data: self.technical_data,
            motor_data: self.motor_data,
            oil_data: self.oil_data,
            sound_data: self.sound_data,
            dimensions: self.dimensions,
            available_options: self.available_options.map(|o| match o {
                OptionsInput::Lines(lines) => lines,
                OptionsInput::Text(text) => vec![text],
            }),
        }
    }
}

/// What an extractor found in a polynomial file.
#[derive(Debug, Clone, PartialEq)]
pub struct ExtractedPolynomials {
    pub method: ExtractionMethod,
    pub polynomials: Vec<SetReading>,
    /// Lines the reader could not use, in Spanish, for the review screen.
    pub warnings: Vec<String>,
    /// The lines (or table) of the file the sets' envelope was read from,
    /// when the file states it apart from the coefficient table.
    pub envelope_sources: Vec<String>,
    /// Lines about an envelope the reader could not place (no evaporating or
    /// condensing label, no temperature scale, two different envelopes): the
    /// review shows them and the user types the limits.
    pub envelope_unplaced: Vec<String>,
}

/// [`ExtractedPolynomials`] as the review screen receives it.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[schema(as = ExtractedPolynomials)]
#[serde(rename_all = "camelCase")]
pub struct ExtractedPolynomialsBody {
    pub method: ExtractionMethod,
    pub polynomials: Vec<PolynomialInput>,
    pub warnings: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub envelope_sources: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub envelope_unplaced: Vec<String>,
}

impl From<ExtractedPolynomials> for ExtractedPolynomialsBody {
    fn from(e: ExtractedPolynomials) -> Self {
        Self {
            method: e.method,
            polynomials: e.polynomials.into_iter().map(PolynomialInput::from).collect(),
            warnings: e.warnings,
            envelope_sources: e.envelope_sources,
            envelope_unplaced: e.envelope_unplaced,
        }
    }
}

impl ExtractedPolynomials {
    pub fn new(method: ExtractionMethod, polynomials: Vec<SetReading>, warnings: Vec<String>) -> Self {
        Self { method, polynomials, warnings, envelope_sources: Vec::new(), envelope_unplaced: Vec::new() }
    }
}

/// What an extractor found in a compressor data sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct ExtractedDatasheet {
    pub method: ExtractionMethod,
    pub compressor: CompressorDraft,
    /// For each field found, the line of the sheet it was read from (keys
    /// as the API names fields: `model`, `technicalData.displacement`...),
    /// or the model family the type was taken from.
    pub sources: std::collections::BTreeMap<String, String>,
}
