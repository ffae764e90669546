//! A condenser of the equipment library (library.md sections 3 and 5).

mod condenser_aggregate;
mod condenser_commands;
mod condenser_error;
mod condenser_events;

pub use condenser_aggregate::{
    capacity_refusal, fan_power_too_high, Condenser, CondenserKind, CondenserSpec, CAPACITY_MAX_KW, CAPACITY_MIN_KW,
    DEFAULT_RATED_DELTA_T, FAN_POWER_MAX_KW, FAN_POWER_MIN_KW, RATED_DELTA_T_RANGE,
};
pub use condenser_commands::{CondenserCommand, CondenserDraft};
pub use condenser_error::CondenserError;
pub use condenser_events::CondenserEvent;
