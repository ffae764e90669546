//! Data sheets (issue 10): the company and design settings they print with,
//! the images they show, the envelope chart, and the sheets themselves.

pub mod chart_labels;
pub mod chromium_info;
pub mod envelope;
pub mod format;
pub mod glyph_widths;
pub mod images;
pub mod issue;
pub mod language;
pub mod model;
pub mod objects;
pub mod pdf_dates;
pub mod pdf_info;
pub mod ph_chart;
pub mod print;
pub mod render;
pub mod sections;
pub mod sheet_settings;
mod svg;
pub mod template_versions;
