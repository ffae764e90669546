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
