use super::model::{CompressorDraft, PolynomialDraft, SourceFile};

#[derive(Debug, Clone, PartialEq)]
pub enum CompressorCommand {
    RegisterCompressor {
        draft: CompressorDraft,
        source: Option<SourceFile>,
    },
    UpdateCompressor(CompressorDraft),
    RemoveCompressor,
    /// Undoes a removal ('Deshacer'): the compressor and its coefficient sets
    /// come back as they were; the removal stays in the history.
    RestoreCompressor,
    /// One import: every set of one file (or one manual entry), replacing
    /// sets of the same refrigerant, parameter and envelope.
    ImportPolynomials {
        source: Option<SourceFile>,
        polynomials: Vec<PolynomialDraft>,
        reviewed_by: Option<String>,
    },
    /// A user's edit of one set (coefficients in canonical EN 12900 / SI form).
    UpdatePolynomial {
        polynomial_id: String,
        draft: PolynomialDraft,
    },
}
