//! Adapters behind the ports of `app` (event stores and view stores on SQLite
//! and PostgreSQL), and the composition root that wires them into the
//! `fichas` binary.

pub mod application;
pub mod audit;
pub mod catalogue_import;
pub mod extract;
pub mod files;
pub mod importers;
pub mod lingering_close;
pub mod oidc;
pub mod pdf;
pub mod projection_leader;
pub mod serve;
pub mod store;
pub mod wiring;
