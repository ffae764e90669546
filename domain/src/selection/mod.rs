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

/// Duties a selection reads, kW (a required capacity, a heat to reject):
/// above zero and below any plant's, so every margin (capacity ÷ duty) and
/// requirement (duty × 1000 × (1 + oversizing)) stays a finite number.
pub const DUTY_RANGE_KW: (f64, f64) = (0.001, 1_000_000.0);

/// Ambient temperatures a condenser selection reads, °C.
pub const AMBIENT_RANGE_C: (f64, f64) = (-50.0, 60.0);

/// Oversizing a condenser or plate exchanger selection accepts, %.
pub const OVERSIZING_RANGE_PCT: (f64, f64) = (0.0, 100.0);

/// True when `kw` is a duty inside [`DUTY_RANGE_KW`].
pub(crate) fn duty_in_range(kw: f64) -> bool {
    (DUTY_RANGE_KW.0..=DUTY_RANGE_KW.1).contains(&kw)
}
