//! A condenser of the equipment library (library.md sections 3 and 5).

mod aggregate;
mod commands;
mod error;
mod events;

pub use aggregate::{Condenser, CondenserSpec, DEFAULT_RATED_DELTA_T};
pub use commands::{CondenserCommand, CondenserDraft};
pub use error::CondenserError;
pub use events::CondenserEvent;
