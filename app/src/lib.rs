//! Use cases, the HTTP API, the ports `infra` implements, and configuration.
//! Knows the domain and the read models; knows no database or browser.

pub mod actor;

/// The application's version: what the settings screen shows
/// (app-and-projects.md section 2, 'Versión 1.0.0') and, from `ficha-10`,
/// what a sheet's PDF names as its Creator. A sheet's Creator is fixed by
/// its template version (`sheets::template_versions::creator_version`):
/// changing this needs a new template version.
pub const APP_VERSION: &str = "1.0.0";
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
