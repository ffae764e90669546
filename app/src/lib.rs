//! Use cases, the HTTP API, the ports `infra` implements, and configuration.
//! Knows the domain and the read models; knows no database or browser.

pub mod actor;
pub mod calculations;
pub mod catalogue_cache;
pub mod error;
pub mod http;
pub mod identity;
pub mod library;
pub mod ports;
pub mod projector;
pub mod projects;
pub mod schemas;
pub mod server_config;
pub mod sheets;
pub mod state;

pub use error::AppError;
pub use state::AppState;
