//! The pure core of Fichas Técnicas: aggregates (commands, events, errors),
//! value types and, later, the engineering engine. No I/O lives here.

pub mod calculation;
pub mod catalogue_item;
pub mod company_settings;
pub mod compressor;
pub mod condenser;
pub mod datasheet;
pub mod design_config;
pub mod display_units;
pub mod engine;
pub mod equipment;
pub mod heat_exchanger;
pub mod number_format;
pub mod numbers;
pub mod phrases;
pub mod project;
pub mod properties;
pub mod recorded_english;
pub mod recorded_units;
pub mod refrigerant;
pub mod regulation;
pub mod rules;
pub mod saved_settings;
pub mod selection;
pub mod units;

// The crate by its own name in its unit tests, so that the fixture they
// share with the integration tests and benchmarks reads `domain::` alike.
#[cfg(test)]
extern crate self as domain;

#[cfg(test)]
#[path = "../tests/fixtures/copeland_3da3.rs"]
mod copeland_3da3;
