//! An issued data sheet: the facts that let anyone print it again and show
//! it is the same document (ARCHITECTURE.md, 'Reproducibility and audit').

use serde::{Deserialize, Serialize};

/// Everything recorded when a sheet is issued. With the project's events up
/// to `project_version`, the company and design settings at their versions,
/// the template of `template_version` and a browser of the same `renderer`,
/// printing again gives a PDF whose SHA-256 is `pdf_sha256`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct IssuedDatasheet {
    pub sheet_id: String,
    pub project_id: String,
    /// The project version the sheet shows.
    pub project_version: usize,
    pub company_settings_version: usize,
    pub design_settings_version: usize,
    pub template_version: String,
    /// The browser that printed it, e.g. `Chromium/156.0.8078.79`.
    pub renderer: String,
    pub html_sha256: String,
    pub pdf_sha256: String,
    /// Where the PDF bytes are kept (content-addressed).
    pub pdf_key: String,
    pub file_name: String,
    /// RFC 3339 UTC; printed on the sheet and written into the PDF's dates.
    pub issued_at: String,
}

/// The file name a sheet is offered under (app-and-projects.md section 7):
/// `ficha-tecnica-{id}.pdf`, as the project list names it.
pub fn file_name(project_id: &str) -> String {
    format!("ficha-tecnica-{project_id}.pdf")
}
