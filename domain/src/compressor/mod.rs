//! A compressor model of the catalogue with its EN 12900 coefficient sets
//! (library.md sections 2, 3 and 5; ENGINEERING.md section 2).

mod aggregate;
pub mod coefficients;
mod commands;
pub mod envelope;
mod error;
mod events;
pub mod families;
pub mod labels;
pub mod limits;
pub mod model;
pub mod physics;

pub use aggregate::Compressor;
pub use commands::CompressorCommand;
pub use error::CompressorError;
pub use events::CompressorEvent;
