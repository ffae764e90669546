//! Read models: one module per view, each named for the question it answers
//! and each an idempotent projection of domain events (the sequence guard is
//! applied by the projector in `app`, which stores `last_sequence` per row).

pub mod company_settings;
pub mod compressor_catalogue;
pub mod condenser_catalogue;
pub mod design_settings;
pub mod heat_exchanger_catalogue;
pub mod library_history;
mod metadata;
pub mod project_datasheets;
pub mod project_detail;
pub mod project_history;
pub mod project_list;
pub mod refrigerant_library;

pub use metadata::{CLIENT_ADDRESS, RECORDED_AT, USER, USER_EMAIL, USER_SUBJECT};
