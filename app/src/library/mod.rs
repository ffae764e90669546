//! Use cases of the equipment library.

pub mod condensers;
pub mod fluids;
pub mod heat_exchangers;
pub mod refrigerants;
pub mod uploads;
mod rows;
