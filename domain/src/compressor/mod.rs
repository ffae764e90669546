//! A compressor model of the catalogue with its EN 12900 coefficient sets
//! (library.md sections 2, 3 and 5; ENGINEERING.md section 2).

pub mod coefficients;
mod compressor_aggregate;
mod compressor_commands;
mod compressor_error;
mod compressor_events;
pub mod envelope;
pub mod families;
pub mod file_models;
pub mod labels;
pub mod limits;
pub mod model;
pub mod physics;
pub mod set_reading;

pub use compressor_aggregate::Compressor;
pub use compressor_commands::CompressorCommand;
pub use compressor_error::CompressorError;
pub use compressor_events::CompressorEvent;
