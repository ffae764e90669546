//! How data sheets look (app-and-projects.md, 'PDF design' and section 3):
//! colours, logo and its position, footer text and one image per equipment
//! type. One instance per installation, versioned by events, so a sheet
//! can be printed again with the design it was issued with.

mod aggregate;
mod commands;
mod error;
mod events;

pub use aggregate::{is_object_url, DesignConfig, DesignSettings, LogoPosition, DESIGN_CONFIG_ID, OBJECT_URL_PREFIX};
pub use commands::{DesignConfigCommand, DesignDraft};
pub use error::DesignConfigError;
pub use events::DesignConfigEvent;
