//! A plate heat exchanger of the equipment library (library.md sections 3 and 5).

mod aggregate;
mod commands;
mod error;
mod events;

pub use aggregate::{duplicate_message, ApplicationType, HeatExchanger, HeatExchangerSpec};
pub use commands::{HeatExchangerCommand, HeatExchangerDraft};
pub use error::HeatExchangerError;
pub use events::HeatExchangerEvent;
