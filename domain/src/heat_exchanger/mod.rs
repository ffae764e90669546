//! A plate heat exchanger of the equipment library (library.md sections 3 and 5).

mod heat_exchanger_aggregate;
mod heat_exchanger_commands;
mod heat_exchanger_error;
mod heat_exchanger_events;
mod water_pressure_drop;

pub use heat_exchanger_aggregate::{
    duplicate_message, ApplicationType, HeatExchanger, HeatExchangerKind, HeatExchangerSpec, CAPACITY_MAX_KW,
    CAPACITY_MIN_KW, NOTES_MAX_CHARS, PRESSURE_DROP_RANGE_KPA, RATED_FLOW_RANGE_LMIN,
};
pub use heat_exchanger_commands::{HeatExchangerCommand, HeatExchangerDraft};
pub use heat_exchanger_error::HeatExchangerError;
pub use heat_exchanger_events::HeatExchangerEvent;
pub use water_pressure_drop::{pressure_drop_at, WaterPressureDrop, FLOW_EXPONENT};
