//! The sheet the PDF benchmarks print (tools/bench/pdf.sh,
//! tools/bench/pdf-steps.sh): included by each example with `#[path]`.
//! `TEMPLATE=ficha-N` prints that template version instead of the current
//! one (before/after figures from one build); `HTML_IN=path` prints that
//! HTML instead (a variant of the sheet made with `HTML_OUT`, measured
//! without building again).

use app::sheets::model::{build, Images, Issue};
use app::sheets::render::render_html;
use app::sheets::template_versions::{template_version, TEMPLATE_VERSION};
use domain::company_settings::CompanyDetails;
use domain::design_config::DesignSettings;

pub const ISSUED_AT: &str = "2026-11-22T08:00:00Z";

/// The template version `TEMPLATE` names, by default the current one.
pub fn version() -> anyhow::Result<&'static str> {
    match std::env::var("TEMPLATE") {
        Ok(asked) => template_version(&asked).ok_or_else(|| anyhow::anyhow!("this build does not print {asked}")),
        Err(_) => Ok(TEMPLATE_VERSION),
    }
}

/// The fixture project's sheet as HTML, in the version `TEMPLATE` names.
pub fn compose(project: &serde_json::Value) -> anyhow::Result<String> {
    let issue = Issue { sheet_id: "bench".into(), issued_at: ISSUED_AT.into(), project_version: 1, shown_version: 1 };
    let sheet =
        build(project, &CompanyDetails::default(), &DesignSettings::default(), Images::default(), &issue, version()?);
    render_html(&sheet)
}

/// The HTML to print: `HTML_IN`'s file, or the composed sheet.
pub fn html(project: &serde_json::Value) -> anyhow::Result<String> {
    match std::env::var_os("HTML_IN") {
        Some(path) => Ok(std::fs::read_to_string(path)?),
        None => compose(project),
    }
}
