//! Refrigerant and secondary-fluid properties from the reference dataset
//! (ENGINEERING.md section 1).

mod dataset;
mod error;
mod interp;
mod refrigerant;
mod secondary;

pub use dataset::{dataset, normalize_code, Dataset, RefrigerantInfo, TriplePoint};
pub use error::PropertyError;
pub use refrigerant::{RefrigerantData, SaturationState, Side, VapourState};
pub use secondary::{
    secondary_fluids, secondary_properties, secondary_table, SecondaryFluidInfo, SecondaryState, SecondaryTable,
};

/// Atmospheric pressure, Pa (gauge = absolute − this).
pub const ATMOSPHERIC_PA: f64 = 101_325.0;
/// 1 psi in bar (app-and-projects.md section 9).
pub const BAR_PER_PSI: f64 = 0.0689476;
