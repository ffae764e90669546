//! Refrigerant and secondary-fluid properties from the reference dataset
//! (ENGINEERING.md section 1).

mod dataset;
mod interp;
mod properties_error;
mod raw;
mod refrigerant;
mod secondary;
mod secondary_lookup;

pub use dataset::{dataset, normalize_code, Dataset};
pub use properties_error::PropertyError;
pub use raw::{IirShift, RefrigerantInfo, TriplePoint};
pub use refrigerant::{CriticalPoint, RefrigerantData, SaturationState, Side, VapourState};
pub use secondary::{SecondaryFluidInfo, SecondaryState, SecondaryTable};
pub use secondary_lookup::{secondary_fluids, secondary_properties, secondary_table};

/// Atmospheric pressure, Pa (gauge = absolute − this).
pub const ATMOSPHERIC_PA: f64 = 101_325.0;
/// 1 psi in bar (app-and-projects.md section 9).
pub const BAR_PER_PSI: f64 = 0.0689476;
