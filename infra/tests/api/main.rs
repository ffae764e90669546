//! HTTP tests against the real server on port 0, on both stores.

#[path = "../support/mod.rs"]
mod support;

mod browser_process;
mod calculations;
mod compressors;
mod condensers;
mod conditional_reads;
mod datasheets;
mod delivery;
mod envelope_import;
mod errors;
mod heat_exchangers;
mod helpers;
mod identity;
mod library_safety;
mod multi_model_import;
mod objects;
mod oidc_sign_in;
mod openapi_document;
mod ph_diagram;
mod plate_condensers;
mod projects;
mod refrigerant_rebuild;
mod refrigerants;
mod regulatory;
mod selection;
mod server_rules;
mod sheet_charts;
mod sheet_language;
mod sheet_render;
mod sheet_scale;
mod sheet_settings;
mod sheet_signing;
mod sheet_types;
mod sheet_units;
mod sheet_water;
mod shell;
mod slow_clients;
mod unread_bodies;
mod user_admin;
mod variable_speed;
mod view_shapes;
