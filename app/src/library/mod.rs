//! Use cases of the equipment library.

pub mod catalogue_models;
pub mod compressor_data;
pub mod compressors;
pub mod condensers;
pub mod fluids;
pub mod heat_exchangers;
pub mod history;
pub mod refrigerants;
pub(crate) mod rows;
pub mod uploads;
