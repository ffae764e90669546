//! The contract of the editor's copy of the calculation's 422 rules
//! (web/src/features/project-editor/utils/server-rules.ts): every case of
//! the shared table, posted to the real calculation endpoint, is refused
//! with its code, its field and, to the letter, its Spanish message. The
//! web's unit test (server-rules.test.ts) asks the editor's checks the same
//! cases, so a rule or a wording changed on one side fails a test.

use serde_json::Value;

use crate::helpers::{demo_catalogue, spawn_app, status_and_json};
use crate::support::TestStore;

/// The shared table (the web's fixture; the test reads it when it is built).
const CASES: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../web/src/features/project-editor/utils/fixtures/server-rules.json"
));

#[tokio::test]
async fn every_rule_the_editor_says_before_sending_is_the_servers_to_the_letter() {
    let app = spawn_app(TestStore::sqlite()).await;
    demo_catalogue(&app).await;
    let table: Value = serde_json::from_str(CASES).expect("server-rules.json is JSON");
    let cases = table["cases"].as_array().expect("a list of cases");
    assert!(cases.len() >= 12, "{} cases", cases.len());
    let fluids = app.list("/api/fluids").await;
    for case in cases {
        let path = case["path"].as_str().unwrap();
        let (status, error) = status_and_json(app.post(path, &case["body"]).await).await;
        let answered = (status, &error["code"], &error["field"], &error["message"]);
        assert_eq!(answered, (422, &case["rule"], &case["field"], &case["message"]), "{case}");
        // A quoted fluid is the one the editor lists, with its freezing point.
        if let Some(fluid) = case.get("fluid") {
            let listed = fluids.iter().find(|f| f["value"] == fluid["value"]).unwrap_or_else(|| panic!("{fluid}"));
            for key in ["label", "concentration", "freezingPoint"] {
                assert_eq!(listed[key].as_f64(), fluid[key].as_f64(), "{key} of {fluid}");
                assert_eq!(listed[key].as_str(), fluid[key].as_str(), "{key} of {fluid}");
            }
        }
    }
}
