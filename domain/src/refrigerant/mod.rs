//! A refrigerant of the library (library.md sections 2, 3 and 5): its data
//! sheet, generated from the reference dataset, the equipment types that
//! offer it, and the P–T charts users uploaded to compare with it.

mod aggregate;
pub mod chart_match;
mod commands;
mod error;
mod events;
pub mod pt_chart;
pub mod sheet;
#[cfg(test)]
mod test_support;

pub use aggregate::Refrigerant;
pub use commands::RefrigerantCommand;
pub use error::RefrigerantError;
pub use events::RefrigerantEvent;
pub use sheet::RefrigerantSheet;
