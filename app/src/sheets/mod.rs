//! Data sheets (issue 10): the company and design settings they print with,
//! the images they show, the envelope chart, and the sheets themselves.

pub mod envelope;
pub mod images;
pub mod objects;
pub mod settings;
mod svg;
pub mod format;
pub mod model;
pub mod render;
pub mod pdf_dates;
pub mod print;
pub mod issue;
