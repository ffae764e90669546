//! How data sheets look (app-and-projects.md, 'PDF design' and section 3):
//! colours, logo and its position, footer text and one image per equipment
//! type. One instance per installation, versioned by events, so a sheet
//! can be printed again with the design it was issued with.

mod design_config_aggregate;
mod design_config_commands;
mod design_config_error;
mod design_config_events;

pub use design_config_aggregate::{
    is_object_url, DesignConfig, DesignConfigKind, DesignSettings, LogoPosition, DESIGN_CONFIG_ID, MAX_FOOTER_TEXT,
    OBJECT_URL_PATTERN, OBJECT_URL_PREFIX,
};
pub use design_config_commands::{DesignConfigCommand, DesignDraft};
pub use design_config_error::DesignConfigError;
pub use design_config_events::DesignConfigEvent;
