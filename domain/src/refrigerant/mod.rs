//! A refrigerant of the library (library.md sections 2, 3 and 5): its data
//! sheet, generated from the reference dataset, the equipment types that
//! offer it, and the P–T charts users uploaded to compare with it.

pub mod chart_match;
pub mod pt_chart;
mod refrigerant_aggregate;
mod refrigerant_commands;
mod refrigerant_error;
mod refrigerant_events;
pub mod sheet;
#[cfg(test)]
mod test_support;

pub use refrigerant_aggregate::Refrigerant;
pub use refrigerant_commands::RefrigerantCommand;
pub use refrigerant_error::RefrigerantError;
pub use refrigerant_events::RefrigerantEvent;
pub use sheet::RefrigerantSheet;
