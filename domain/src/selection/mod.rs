//! Selection: from a duty to ranked equipment (issue 22). Pure functions
//! over the catalogue's data; every figure comes from the same engine code
//! the calculations use, never from a second implementation.

mod compressors;
mod condensers;
mod selection_error;

pub use compressors::{
    compressors_at_duty, select_compressors, Band, CompressorCandidate, CompressorExclusions, CompressorSelection,
    CompressorSelectionAnswer, CountRange, DutyPoint, DutyStatus, ModelAtDuty, Redundancy, SortCriterion,
};
pub use condensers::{
    select_condensers, select_heat_exchangers, CondenserCandidate, CondenserSelection, CondenserSelectionAnswer,
    ExcludedUnit, ExclusionReason, HeatExchangerCandidate, HeatExchangerSelection, HeatExchangerSelectionAnswer,
    UnitExclusions,
};
pub use selection_error::SelectionError;
