//! The recorded answers of the four equipment types (`sheets/fixtures`), as
//! the sections' tests read them.

use serde_json::Value;

use super::source::Source;

/// The project detail of `kind` as the projects API gives it
/// (`serde_json::to_value` of the detail): the configuration through the
/// domain's types, so that a number reads as the f64 it is stored as.
pub fn detail(kind: &str) -> Value {
    let text = match kind {
        "rack" => include_str!("../fixtures/rack.json"),
        "condensadora" => include_str!("../fixtures/condensadora.json"),
        "chiller" => include_str!("../fixtures/chiller.json"),
        // Tester report 3's json/chiller-fail.json as engine 1.11.0 answered
        // it: circuit 1's condenser selection failed.
        "chiller-fail" => include_str!("../fixtures/chiller-fail.json"),
        _ => include_str!("../fixtures/motocompresora.json"),
    };
    let mut project: Value = serde_json::from_str(text).unwrap();
    let info: domain::project::ProjectInfo = serde_json::from_value(project.clone()).unwrap();
    let config: domain::project::ProjectConfig = serde_json::from_value(project.clone()).unwrap();
    for part in [serde_json::to_value(info).unwrap(), serde_json::to_value(config).unwrap()] {
        for (key, value) in part.as_object().unwrap() {
            project[key] = value.clone();
        }
    }
    project
}

/// The recorded sources of `kind`, read as a sheet reads them.
pub fn source(kind: &str) -> Source {
    let (source, failure) = Source::read(&detail(kind));
    assert_eq!(failure, None, "{kind}");
    source
}

/// The four types whose recorded sheets the pin tests digest, in order.
pub const KINDS: [&str; 4] = ["rack", "condensadora", "chiller", "motocompresora"];

/// The SHA-256 of the HTML of the sheet of `project` issued as `version`
/// with the pin tests' one issue (sheet 's-1', 22 Nov 2026, version 4),
/// the default company and design, no images; `appendix` prints the
/// traceability appendix.
pub fn html_digest(project: &Value, version: &'static str, appendix: bool) -> String {
    use crate::sheets::model::{build, Images, Issue};
    let issue = Issue {
        sheet_id: "s-1".into(),
        issued_at: "2026-11-22T08:30:00Z".into(),
        project_version: 4,
        shown_version: 4,
    };
    let design = domain::design_config::DesignSettings { traceability_appendix: appendix, ..Default::default() };
    let images = Images { logo: None, equipment: None, design: vec![] };
    let company = domain::company_settings::CompanyDetails::default();
    let sheet = build(project, &company, &design, images, &issue, version);
    crate::ports::sha256_hex(crate::sheets::render::render_html(&sheet).unwrap().as_bytes())
}

/// The digests a pin test compares: for each of [`KINDS`] in order, the
/// sheet of each project `variants` makes of it (SI and I-P, a language).
pub fn pinned_digests(version: &'static str, appendix: bool, variants: impl Fn(&str) -> Vec<Value>) -> Vec<String> {
    KINDS.iter().flat_map(|kind| variants(kind)).map(|project| html_digest(&project, version, appendix)).collect()
}
