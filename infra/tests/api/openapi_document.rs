//! Issue 25: a document that client generators read. Every operation has a
//! unique camelCase operationId and a tag, no schema is a bare boolean
//! (`items: false`, which openapi-python-client cannot read), and every
//! non-JSON success answer says it is binary. Generic over the document, so
//! endpoints added later are held to the same rules.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::helpers::spawn_app;
use crate::support::TestStore;

async fn document() -> Value {
    let app = spawn_app(TestStore::sqlite()).await;
    app.get("/api/openapi.json").await.json().await.unwrap()
}

fn operations(doc: &Value) -> Vec<(String, &Value)> {
    let mut found = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            found.push((format!("{} {path}", method.to_uppercase()), operation));
        }
    }
    found
}

fn is_camel_case(id: &str) -> bool {
    let mut chars = id.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase()) && chars.all(|c| c.is_ascii_alphanumeric())
}

#[tokio::test]
async fn every_operation_has_a_unique_camel_case_id_and_a_tag() {
    let doc = document().await;
    let mut owners: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut problems = Vec::new();
    for (name, operation) in operations(&doc) {
        match operation["operationId"].as_str() {
            Some(id) if is_camel_case(id) => owners.entry(id.to_string()).or_default().push(name.clone()),
            other => problems.push(format!("{name}: operationId {other:?} is not camelCase")),
        }
        if operation["tags"].as_array().is_none_or(|tags| tags.is_empty()) {
            problems.push(format!("{name}: no tag"));
        }
    }
    for (id, names) in owners.iter().filter(|(_, names)| names.len() > 1) {
        problems.push(format!("operationId {id} used by {}", names.join(", ")));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The names a reader expects, not the handlers' (`list`, `create`).
    for id in ["listCompressors", "createProject", "generateProjectPdf", "calculateRack"] {
        assert!(owners.contains_key(id), "{id} missing");
    }
}

/// Every place where JSON Schema puts a schema, with the document path.
fn boolean_schemas(value: &Value, at: String, found: &mut Vec<String>) {
    const ONE: [&str; 8] = ["items", "not", "contains", "propertyNames", "if", "then", "else", "unevaluatedItems"];
    const MANY: [&str; 4] = ["allOf", "anyOf", "oneOf", "prefixItems"];
    const MAP: [&str; 3] = ["properties", "patternProperties", "$defs"];
    match value {
        Value::Object(map) => {
            for (key, child) in map {
                let here = format!("{at}/{key}");
                if ONE.contains(&key.as_str()) && child.is_boolean() {
                    found.push(here.clone());
                }
                if MANY.contains(&key.as_str()) {
                    for (i, item) in child.as_array().into_iter().flatten().enumerate() {
                        if item.is_boolean() {
                            found.push(format!("{here}/{i}"));
                        }
                    }
                }
                if MAP.contains(&key.as_str()) {
                    for (name, item) in child.as_object().into_iter().flatten() {
                        if item.is_boolean() {
                            found.push(format!("{here}/{name}"));
                        }
                    }
                }
                boolean_schemas(child, here, found);
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                boolean_schemas(item, format!("{at}/{i}"), found);
            }
        }
        _ => {}
    }
}

#[tokio::test]
async fn no_schema_is_a_bare_boolean() {
    let doc = document().await;
    let mut found = Vec::new();
    boolean_schemas(&doc, String::new(), &mut found);
    assert!(found.is_empty(), "boolean schemas at:\n{}", found.join("\n"));
}

#[tokio::test]
async fn every_non_json_success_answer_is_typed_binary() {
    let doc = document().await;
    let mut problems = Vec::new();
    let mut binaries = 0;
    for (name, operation) in operations(&doc) {
        for (status, response) in operation["responses"].as_object().unwrap() {
            if !status.starts_with('2') {
                continue;
            }
            for (media, content) in response["content"].as_object().into_iter().flatten() {
                if media.contains("json") {
                    continue;
                }
                binaries += 1;
                let schema = &content["schema"];
                if schema["type"] != "string" || schema["format"] != "binary" {
                    problems.push(format!("{name} {status} {media}: schema {schema} is not binary"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Two PDFs, two images at least.
    assert!(binaries >= 4, "only {binaries} binary answers");
}

/// Issue 25 item 5 in the document: the conditional GETs take
/// `If-None-Match`, give an `ETag` and list their 304; the writes that take
/// `If-Match` (projects and library items) list the 412 of a stale version.
#[tokio::test]
async fn conditional_requests_are_described() {
    let doc = document().await;
    let header = |operation: &Value, name: &str| {
        operation["parameters"].as_array().into_iter().flatten().any(|p| p["in"] == "header" && p["name"] == name)
    };
    let by_id: BTreeMap<String, Value> = operations(&doc)
        .into_iter()
        .map(|(_, operation)| (operation["operationId"].as_str().unwrap().to_string(), operation.clone()))
        .collect();
    for id in ["listCompressors", "listCondensers", "listHeatExchangers", "listRefrigerantSheets", "getProject"] {
        let operation = by_id.get(id).unwrap_or_else(|| panic!("no operation {id}"));
        assert!(header(operation, "If-None-Match"), "{id} does not take If-None-Match");
        assert!(operation["responses"]["200"]["headers"]["ETag"].is_object(), "{id}: its 200 has no ETag");
        assert!(operation["responses"]["304"].is_object(), "{id}: no 304");
    }
    for id in [
        "updateProject",
        "deleteProject",
        "recalculateProject",
        "updateCompressor",
        "deleteCompressor",
        "updatePolynomial",
        "updateCondenser",
        "deleteCondenser",
        "updateHeatExchanger",
        "deleteHeatExchanger",
        "updateRefrigerantSheet",
    ] {
        let operation = by_id.get(id).unwrap_or_else(|| panic!("no operation {id}"));
        assert!(header(operation, "If-Match"), "{id} does not take If-Match");
        let stale = &operation["responses"]["412"];
        assert!(stale["content"]["application/problem+json"].is_object(), "{id}: no 412 problem: {stale}");
    }
    let calculate = by_id.get("calculateRack").unwrap();
    assert!(!header(calculate, "If-None-Match") && calculate["responses"].get("304").is_none());
}

/// Issue 25 item 2: rules no schema keyword states are in the description
/// of each operation that enforces them.
#[tokio::test]
async fn cross_field_rules_are_in_the_operations_descriptions() {
    let doc = document().await;
    let description = |wanted: &str| {
        operations(&doc)
            .into_iter()
            .find(|(_, operation)| operation["operationId"] == wanted)
            .and_then(|(_, operation)| operation["description"].as_str().map(str::to_string))
            .unwrap_or_else(|| panic!("{wanted} has no description"))
    };
    for id in ["calculateSingleCompressor", "calculateRack", "calculateChiller", "createProject", "updateProject"] {
        let text = description(id);
        assert!(text.contains("Reglas entre campos"), "{id}: {text}");
        assert!(text.contains("debe ser menor que la de condensación"), "{id}: {text}");
    }
    for id in ["calculateRack", "createProject"] {
        assert!(description(id).contains("deben sumar 100 %"), "{id}");
    }
    assert!(description("calculateChiller").contains("punto de congelación"));
    assert!(description("updatePolynomial").contains("evapTempMin < evapTempMax"));
}

/// Issue 25 item 2: the design's colours state their `#RRGGBB` rule as a
/// pattern, and a colour the pattern admits is saved.
#[tokio::test]
async fn the_design_colours_state_their_pattern() {
    let app = crate::helpers::spawn_app(TestStore::sqlite()).await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    for field in ["headerColor", "footerColor", "accentColor"] {
        let pattern = doc["components"]["schemas"]["DesignBody"]["properties"][field]["pattern"].as_str();
        assert_eq!(pattern, Some(r"^\s*#[0-9A-Fa-f]{6}\s*$"), "{field}");
    }
    let response = app.post("/api/design-config", &serde_json::json!({ "headerColor": " #A1b2C3 " })).await;
    assert_eq!(response.status(), 200);
    let response = app.post("/api/design-config", &serde_json::json!({ "headerColor": "azul" })).await;
    assert_eq!(response.status(), 422);
}

/// The schema a documented field refers to: its `$ref`, alone or inside
/// the `oneOf`/`allOf` that adds `null` or a description.
fn referenced<'a>(doc: &'a Value, field: &Value) -> &'a Value {
    fn first_ref(value: &Value) -> Option<&str> {
        match value {
            Value::Object(map) => map.get("$ref").and_then(Value::as_str).or_else(|| map.values().find_map(first_ref)),
            Value::Array(items) => items.iter().find_map(first_ref),
            _ => None,
        }
    }
    let name = first_ref(field).and_then(|r| r.strip_prefix("#/components/schemas/"));
    &doc["components"]["schemas"][name.unwrap_or_else(|| panic!("no ref: {field}"))]
}

/// A property of an object schema, in its own `properties` or in a part of
/// its `allOf` (how a `#[serde(flatten)]` field is documented).
fn property<'a>(doc: &'a Value, schema: &'a Value, name: &str) -> Option<&'a Value> {
    if let Some(found) = schema["properties"].get(name) {
        return Some(found);
    }
    if let Some(reference) = schema["$ref"].as_str() {
        let target = reference.strip_prefix("#/components/schemas/")?;
        return property(doc, &doc["components"]["schemas"][target], name);
    }
    schema["allOf"].as_array()?.iter().find_map(|part| property(doc, part, name))
}

/// Issue 28: the chiller calculation's settings and a project's chiller
/// configuration are two types; each is documented under its own name, so
/// the calculation's `chillerConfig` states `condTemp` and a project's does
/// not state the calculation's fields, nor the calculation the project's.
#[tokio::test]
async fn the_chiller_calculation_and_the_project_document_their_own_configuration() {
    let doc = document().await;
    let schemas = &doc["components"]["schemas"];
    let configuration = |body: &str| {
        let field =
            property(&doc, &schemas[body], "chillerConfig").unwrap_or_else(|| panic!("{body}: no chillerConfig"));
        referenced(&doc, field)
    };
    let (calculation, project) = (configuration("ChillerRequest"), configuration("ProjectBody"));
    assert!(property(&doc, calculation, "condTemp").is_some(), "{calculation}");
    assert!(property(&doc, calculation, "modelName").is_none(), "{calculation}");
    assert!(property(&doc, project, "modelName").is_some(), "{project}");
    assert!(property(&doc, project, "condTemp").is_none(), "{project}");
}
