//! A coefficient set as an importer reads it from a file (library.md
//! sections 3 and 5): the set's values, each as the file states it or
//! absent, with what the review step must show about it (a label that
//! names no parameter, coefficients that were not numbers). The import
//! rule turns it into a [`PolynomialDraft`].

use std::collections::BTreeMap;

use super::coefficients::{CoefficientOrder, OutputUnit, UnitSystem};
use super::envelope::EnvelopePoint;
use super::model::{PolynomialDraft, RatingConditions};

#[derive(Debug, Clone, Default, PartialEq)]
pub struct SetReading {
    pub refrigerant: Option<String>,
    pub parameter: Option<String>,
    pub formula: Option<String>,
    /// c1..c10 as the file gives them; absent where it has no such column.
    pub coefficients: [Option<f64>; 10],
    pub evap_temp_min: Option<f64>,
    pub evap_temp_max: Option<f64>,
    pub cond_temp_min: Option<f64>,
    pub cond_temp_max: Option<f64>,
    /// The envelope polygon the file draws, in the set's temperature unit.
    pub envelope_polygon: Option<Vec<EnvelopePoint>>,
    /// How the file wrote the coefficients (converted at import).
    pub unit_system: Option<UnitSystem>,
    /// The output unit the file's label stated.
    pub output_unit: Option<OutputUnit>,
    /// The parameter's label as the file wrote it.
    pub source_label: Option<String>,
    /// The label names no known parameter: the user must choose it.
    pub parameter_unrecognised: bool,
    /// Coefficients the file wrote as something other than a number
    /// (`c10` → `x`): read as 0, each shown on review.
    pub non_numeric: BTreeMap<String, String>,
    pub order: Option<CoefficientOrder>,
    pub rating: Option<RatingConditions>,
    /// Hz the set is rated at, where the file states it (issue 27).
    pub frequency: Option<f64>,
    /// The catalogue model the file gives this set to (a CSV's model
    /// column, an IDF compressor object), when it names one; a file may
    /// hold several models ([`super::file_models`]).
    pub model: Option<String>,
}

impl SetReading {
    /// With c1..c10 set to `values`.
    pub fn with_coefficients(self, values: [f64; 10]) -> Self {
        Self { coefficients: values.map(Some), ..self }
    }

    /// The set to import: an absent or non-numeric coefficient is 0
    /// (library.md section 5), the stated frequency the rating's.
    pub fn into_draft(self) -> PolynomialDraft {
        PolynomialDraft {
            coefficients: self.coefficients.map(|c| c.unwrap_or(0.0)),
            evap_temp_min: self.evap_temp_min,
            evap_temp_max: self.evap_temp_max,
            cond_temp_min: self.cond_temp_min,
            cond_temp_max: self.cond_temp_max,
            envelope_polygon: self.envelope_polygon,
            refrigerant: self.refrigerant,
            parameter: self.parameter,
            formula: self.formula,
            unit_system: self.unit_system,
            output_unit: self.output_unit,
            order: self.order,
            rating: RatingConditions {
                frequency: self.frequency.or(self.rating.as_ref().and_then(|r| r.frequency)),
                ..self.rating.unwrap_or_default()
            },
        }
    }
}
