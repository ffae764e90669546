//! A plate heat exchanger of the equipment library (library.md sections 3 and 5).

mod heat_exchanger_aggregate;
mod heat_exchanger_commands;
mod heat_exchanger_error;
mod heat_exchanger_events;

pub use heat_exchanger_aggregate::{
    duplicate_message, ApplicationType, HeatExchanger, HeatExchangerKind, HeatExchangerSpec, CAPACITY_MAX_KW,
    CAPACITY_MIN_KW, NOTES_MAX_CHARS,
};
pub use heat_exchanger_commands::{HeatExchangerCommand, HeatExchangerDraft};
pub use heat_exchanger_error::HeatExchangerError;
pub use heat_exchanger_events::HeatExchangerEvent;
