use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};

use super::model::{CompressorSpec, Polynomial, SourceFile};

/// Facts about a catalogue compressor. Never rename a variant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum CompressorEvent {
    CompressorRegistered {
        spec: CompressorSpec,
        source: Option<SourceFile>,
    },
    CompressorUpdated {
        spec: CompressorSpec,
    },
    CompressorRemoved {},
    /// A removed compressor is back, with the coefficient sets it had.
    CompressorRestored {},
    PolynomialsImported {
        source: Option<SourceFile>,
        polynomials: Vec<Polynomial>,
        replaced: Vec<String>,
    },
    PolynomialUpdated {
        polynomial: Polynomial,
    },
}

impl DomainEvent for CompressorEvent {
    fn event_type(&self) -> String {
        match self {
            Self::CompressorRegistered { .. } => "CompressorRegistered",
            Self::CompressorUpdated { .. } => "CompressorUpdated",
            Self::CompressorRemoved {} => "CompressorRemoved",
            Self::CompressorRestored {} => "CompressorRestored",
            Self::PolynomialsImported { .. } => "PolynomialsImported",
            Self::PolynomialUpdated { .. } => "PolynomialUpdated",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1.0".to_string()
    }
}
