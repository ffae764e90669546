//! Use cases of the equipment library.

pub mod condensers;
pub mod heat_exchangers;
mod rows;
