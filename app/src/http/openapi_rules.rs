//! Rules the server checks, written into the served OpenAPI document from
//! the constants the checks themselves use (issue 25 item 2): lengths, non
//! blank text, ranges, fixed lists, dates, and the fields a create needs
//! that an update (a PATCH, which merges) does not.
//!
//! Most request types are the domain's or the routes' own structs, shared
//! by POST and PATCH and by answers; a `#[schema(...)]` attribute takes only
//! literals, and the domain keeps its limits in constants. So the rules are
//! a table here, applied to the generated document: each names the schema
//! and field, and takes its bound from the domain constant the check reads.
//! `tests` below checks that every named schema and field exists, so a
//! renamed field breaks a test rather than silently losing its rule; the
//! reliability suite's `fuzz` step (schemathesis) checks that the server
//! accepts what the document describes.

use serde_json::{json, Map, Value};

/// What a field must be.
#[derive(Debug, Clone, Copy)]
pub(super) enum Rule {
    /// Text with something besides spaces, at most this many characters.
    NonBlank(usize),
    /// Text of at most this many characters.
    MaxChars(usize),
    /// A number from `.0` to `.1`, both included.
    Between(f64, f64),
    /// A number above this.
    Above(f64),
    /// A whole number from `.0` to `.1`.
    Whole(f64, f64),
    /// A compressor data range (`domain::compressor::limits`).
    Limits(domain::compressor::limits::Range),
    /// One of the values of the named enumeration schema.
    OneOf(&'static str),
    /// Text matching this pattern.
    Pattern(&'static str),
    /// A list of at least this many items.
    MinItems(usize),
    /// A list of at most this many items.
    MaxItems(usize),
}

use domain::compressor::limits as compressor;
use domain::condenser;
use Rule::*;

const EVAP: (f64, f64) = domain::calculation::EVAP_RANGE;

/// `YYYY-MM-DD` as `domain::regulation::Date::parse` reads it (month 1 to 12,
/// day 1 to 31; spaces around are trimmed). A pattern, not `format: date`:
/// a format is only an annotation in JSON Schema 2020-12, and generators
/// (schemathesis among them) send any text for it.
const DATE: &str = r"^\s*[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])\s*$";

/// A coefficient typed by hand: a number (text that reads as one), never
/// empty, its magnitude under `limits::COEFFICIENT_MAX_ABS` (1e12).
const COEFFICIENT_TEXT: &str = r"^\s*[-+]?[0-9]{1,6}([.,][0-9]{1,6})?([eE](-[0-9]{1,2}|\+?[0-5]))?\s*$";

/// (schema, field, rule): fields of request bodies.
fn field_rules() -> Vec<(&'static str, &'static str, Rule)> {
    let (cond_min, cond_max) = domain::calculation::widest_cond_range();
    let model = NonBlank(domain::rules::MODEL_MAX_CHARS);
    let brand = MaxChars(domain::rules::BRAND_MAX_CHARS);
    let company = domain::company_settings::MAX_LENGTH;
    let image = Pattern(domain::design_config::OBJECT_URL_PATTERN);
    let duty = Between(domain::selection::DUTY_RANGE_KW.0, domain::selection::DUTY_RANGE_KW.1);
    let oversizing = Between(domain::selection::OVERSIZING_RANGE_PCT.0, domain::selection::OVERSIZING_RANGE_PCT.1);
    vec![
        // Regulatory fields of every calculation and project.
        ("RegulatoryRequest", "referenceDate", Pattern(DATE)),
        ("RegulatoryFields", "referenceDate", Pattern(DATE)),
        // Projects (app-and-projects.md): a name, at most three images.
        ("ProjectBody", "name", NonBlank(usize::MAX)),
        ("ProjectBody", "designImages", MaxItems(domain::project::MAX_DESIGN_IMAGES)),
        // Condensers (library.md section 7).
        ("CondenserBody", "model", model),
        ("CondenserBody", "capacity", Between(condenser::CAPACITY_MIN_KW, condenser::CAPACITY_MAX_KW)),
        ("CondenserBody", "fanCount", Whole(1.0, 999_999_999.0)),
        ("CondenserBody", "fanPowerConsumption", Between(condenser::FAN_POWER_MIN_KW, condenser::FAN_POWER_MAX_KW)),
        (
            "CondenserBody",
            "ratedDeltaT",
            Between(domain::condenser::RATED_DELTA_T_RANGE.0, domain::condenser::RATED_DELTA_T_RANGE.1),
        ),
        ("Dimensions", "length", Above(0.0)),
        ("Dimensions", "width", Above(0.0)),
        ("Dimensions", "height", Above(0.0)),
        ("Dimensions", "weight", Above(0.0)),
        // Plate heat exchangers (library.md section 9).
        ("HeatExchangerBody", "model", model),
        ("HeatExchangerBody", "brand", NonBlank(domain::rules::BRAND_MAX_CHARS)),
        (
            "HeatExchangerBody",
            "capacityKw",
            Between(domain::heat_exchanger::CAPACITY_MIN_KW, domain::heat_exchanger::CAPACITY_MAX_KW),
        ),
        ("HeatExchangerBody", "applicationType", OneOf("ApplicationType")),
        ("HeatExchangerBody", "notes", MaxChars(domain::heat_exchanger::NOTES_MAX_CHARS)),
        // Compressors (issue 14's ranges).
        ("CompressorInput", "model", model),
        ("CompressorInput", "brand", brand),
        ("TechnicalData", "displacement", Limits(compressor::DISPLACEMENT)),
        ("TechnicalData", "cylinders", Limits(compressor::CYLINDERS)),
        ("TechnicalData", "weight", Limits(compressor::WEIGHT)),
        ("TechnicalData", "maxPressureHP", Limits(compressor::MAX_PRESSURE)),
        ("TechnicalData", "maxPressureLP", Limits(compressor::MAX_PRESSURE)),
        ("TechnicalData", "suctionConnection", MaxChars(compressor::TEXT_MAX_CHARS)),
        ("TechnicalData", "dischargeConnection", MaxChars(compressor::TEXT_MAX_CHARS)),
        ("MotorData", "voltage", MaxChars(compressor::TEXT_MAX_CHARS)),
        ("MotorData", "frequency", Limits(compressor::FREQUENCY)),
        ("MotorData", "ratedCurrent", Limits(compressor::RATED_CURRENT)),
        ("MotorData", "startingCurrent", Limits(compressor::STARTING_CURRENT)),
        ("MotorData", "power", Limits(compressor::POWER)),
        ("MotorData", "efficiency", Limits(compressor::EFFICIENCY)),
        ("MotorData", "protectionType", MaxChars(compressor::TEXT_MAX_CHARS)),
        ("OilData", "type", MaxChars(compressor::TEXT_MAX_CHARS)),
        ("OilData", "charge", Limits(compressor::OIL_CHARGE)),
        ("OilData", "service", MaxChars(compressor::TEXT_MAX_CHARS)),
        ("SoundData", "soundPowerLevel", Limits(compressor::SOUND_LEVEL)),
        ("SoundData", "soundPressureLevel", Limits(compressor::SOUND_LEVEL)),
        ("CompressorDimensions", "length", Limits(compressor::DIMENSION)),
        ("CompressorDimensions", "width", Limits(compressor::DIMENSION)),
        ("CompressorDimensions", "height", Limits(compressor::DIMENSION)),
        ("CompressorDimensions", "connectionHeight", Limits(compressor::CONNECTION_HEIGHT)),
        // Calculations: a rack has circuits.
        ("RackRequest", "circuits", MinItems(1)),
        // Coefficient sets: a refrigerant is named (a set is for one).
        ("PolynomialInput", "refrigerant", NonBlank(usize::MAX)),
        // Selections (selection.md): the duty point inside the calculation's ranges.
        ("CompressorSelection", "evapTemp", Between(EVAP.0, EVAP.1)),
        ("CompressorSelection", "condTemp", Between(cond_min, cond_max)),
        ("CompressorSelection", "requiredCapacity", duty),
        ("DutyPoint", "evapTemp", Between(EVAP.0, EVAP.1)),
        ("DutyPoint", "condTemp", Between(cond_min, cond_max)),
        ("CondenserSelection", "heatRejection", duty),
        ("CondenserSelection", "condTemp", Between(cond_min, cond_max)),
        (
            "CondenserSelection",
            "ambientTemp",
            Between(domain::selection::AMBIENT_RANGE_C.0, domain::selection::AMBIENT_RANGE_C.1),
        ),
        ("CondenserSelection", "oversizing", oversizing),
        ("HeatExchangerSelection", "requiredCapacity", duty),
        ("HeatExchangerSelection", "oversizing", oversizing),
        // Company settings and the sheets' design.
        ("CompanyBody", "companyName", NonBlank(company)),
        ("CompanyBody", "email", MaxChars(company)),
        ("CompanyBody", "phone", MaxChars(company)),
        ("CompanyBody", "website", MaxChars(company)),
        ("CompanyBody", "jurisdiction", OneOf("Jurisdiction")),
        ("CompanyBody", "numberLocale", OneOf("NumberLocale")),
        ("DesignBody", "logoPosition", OneOf("LogoPosition")),
        ("DesignBody", "logoUrl", image),
        ("DesignBody", "rackImageUrl", image),
        ("DesignBody", "chillerImageUrl", image),
        ("DesignBody", "condensingUnitImageUrl", image),
        ("DesignBody", "motorCompressorImageUrl", image),
        ("DesignBody", "heatPumpImageUrl", image),
    ]
}

/// Rules of the split-off copies only (applied after [`SPLITS`]).
fn typed_rules() -> Vec<(&'static str, &'static str, Rule)> {
    let max = compressor::COEFFICIENT_MAX_ABS;
    ["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9", "c10"]
        .into_iter()
        .flat_map(|c| [("TypedPolynomial", c, Pattern(COEFFICIENT_TEXT)), ("TypedPolynomial", c, Between(-max, max))])
        .collect()
}

/// (operationId, parameter, rule): query and path parameters.
fn parameter_rules() -> Vec<(&'static str, &'static str, Rule)> {
    let (low, high) = crate::library::refrigerants::QUERY_TEMP_RANGE;
    let temperature = Between(low, high);
    let versions = Whole(0.0, u32::MAX.into());
    vec![
        ("getPhDiagram", "refrigerant", NonBlank(usize::MAX)),
        ("getPhDiagram", "evapTemp", temperature),
        ("getPhDiagram", "condTemp", temperature),
        ("drawPhDiagram", "refrigerant", NonBlank(usize::MAX)),
        ("drawPhDiagram", "evapTemp", temperature),
        ("drawPhDiagram", "condTemp", temperature),
        ("getRefrigerantPressures", "evapTemp", temperature),
        ("getRefrigerantPressures", "condTemp", temperature),
        ("getRefrigerantTable", "evapTemp", temperature),
        ("getRefrigerantTable", "condTemp", temperature),
        ("diffProjectVersions", "from", versions),
        ("diffProjectVersions", "to", versions),
    ]
}

/// A request schema shared by a create and an update, split in two: the
/// update (a PATCH merges, so every field stays optional) gets a copy under
/// `patch_name`, and the create's keeps the name and requires `required`.
struct Split {
    schema: &'static str,
    update: &'static str,
    patch_name: &'static str,
}

const SPLITS: &[Split] = &[
    Split { schema: "ProjectBody", update: "updateProject", patch_name: "ProjectPatch" },
    Split { schema: "CondenserBody", update: "updateCondenser", patch_name: "CondenserPatch" },
    Split { schema: "HeatExchangerBody", update: "updateHeatExchanger", patch_name: "HeatExchangerPatch" },
    // Not a create and an update: a set typed by hand (PATCH) refuses an
    // empty coefficient, where a confirmed import reads it as 0.
    Split { schema: "PolynomialInput", update: "updatePolynomial", patch_name: "TypedPolynomial" },
];

/// (schema, fields): what a create must carry. Absent, the rule refuses it
/// ('Modelo es requerido', 'Seleccione un tipo de equipo').
const REQUIRED: &[(&str, &[&str])] = &[
    ("ProjectBody", &["name", "equipmentType"]),
    ("CondenserBody", &["model", "capacity", "fanCount", "fanPowerConsumption"]),
    ("HeatExchangerBody", &["model", "brand", "capacityKw", "applicationType"]),
    ("NewCompressor", &["model"]),
    ("PolynomialInput", &["refrigerant"]),
    ("TypedPolynomial", &["refrigerant"]),
    // 'Por favor complete todos los campos requeridos', 'Campos incompletos'.
    ("SingleRequest", &["evapTemp", "condTemp"]),
    ("RackRequest", &["condTemp", "circuits"]),
    ("ChillerRequest", &["condTemp", "chillerConfig"]),
];

/// Writes every rule into `document` (the served one, as JSON).
pub(super) fn apply(document: &mut Value) {
    for (schema, field, rule) in field_rules() {
        let enums = enum_values(document, rule);
        if let Some(property) = locate(document, schema, field).and_then(|p| document.pointer_mut(&p)) {
            constrain(property, rule, enums);
        }
    }
    for (operation, name, rule) in parameter_rules() {
        if let Some(schema) = parameter_schema(document, operation, name) {
            constrain(schema, rule, None);
        }
    }
    for split in SPLITS {
        let Some(copy) = document.pointer(&schema_pointer(split.schema)).cloned() else { continue };
        if let Some(schemas) = document.pointer_mut("/components/schemas").and_then(Value::as_object_mut) {
            schemas.insert(split.patch_name.to_string(), copy);
        }
        if let Some(body) = operation_mut(document, split.update)
            .and_then(|o| o.pointer_mut("/requestBody/content/application~1json/schema"))
        {
            *body = json!({"$ref": format!("#/components/schemas/{}", split.patch_name)});
        }
    }
    for (schema, field, rule) in typed_rules() {
        if let Some(property) = locate(document, schema, field).and_then(|p| document.pointer_mut(&p)) {
            constrain(property, rule, None);
        }
    }
    for (schema, fields) in REQUIRED {
        require(document, schema, fields);
    }
}

fn schema_pointer(schema: &str) -> String {
    format!("/components/schemas/{schema}")
}

/// The JSON pointer of `field`'s schema in the component `schema`: among its
/// own properties, or those of an `allOf` part, following `$ref`s.
fn locate(document: &Value, schema: &str, field: &str) -> Option<String> {
    let base = schema_pointer(schema);
    let node = document.pointer(&base)?;
    if node.pointer(&format!("/properties/{field}")).is_some() {
        return Some(format!("{base}/properties/{field}"));
    }
    for (i, part) in node.get("allOf")?.as_array()?.iter().enumerate() {
        if part.pointer(&format!("/properties/{field}")).is_some() {
            return Some(format!("{base}/allOf/{i}/properties/{field}"));
        }
        if let Some(name) = part.get("$ref").and_then(Value::as_str).and_then(|r| r.rsplit('/').next()) {
            if let Some(found) = locate(document, name, field) {
                return Some(found);
            }
        }
    }
    None
}

fn enum_values(document: &Value, rule: Rule) -> Option<Value> {
    let OneOf(name) = rule else { return None };
    document.pointer(&format!("{}/enum", schema_pointer(name))).cloned()
}

fn constrain(property: &mut Value, rule: Rule, enums: Option<Value>) {
    let Some(map) = property.as_object_mut() else { return };
    match rule {
        NonBlank(max) => {
            set(map, "pattern", json!(r"\S"));
            if max != usize::MAX {
                set(map, "maxLength", json!(max));
            }
        }
        MaxChars(max) => set(map, "maxLength", json!(max)),
        Between(min, max) => {
            set(map, "minimum", json!(min));
            set(map, "maximum", json!(max));
        }
        Above(min) => set(map, "exclusiveMinimum", json!(min)),
        Whole(min, max) => {
            set(map, "minimum", json!(min));
            set(map, "maximum", json!(max));
            set(map, "multipleOf", json!(1));
        }
        Limits(range) => {
            set(map, if range.min_inclusive { "minimum" } else { "exclusiveMinimum" }, json!(range.min));
            set(map, "maximum", json!(range.max));
            if range.integer {
                set(map, "multipleOf", json!(1));
            }
        }
        OneOf(_) => {
            if let Some(Value::Array(mut values)) = enums {
                // A field that may be left out keeps null among its values.
                let nullable =
                    map.get("type").is_some_and(|t| t.as_array().is_some_and(|t| t.contains(&json!("null"))));
                if nullable {
                    values.push(Value::Null);
                }
                map.remove("type");
                set(map, "enum", Value::Array(values));
            }
        }
        Pattern(pattern) => set(map, "pattern", json!(pattern)),
        MinItems(min) => set(map, "minItems", json!(min)),
        MaxItems(max) => set(map, "maxItems", json!(max)),
    }
}

fn set(map: &mut Map<String, Value>, key: &str, value: Value) {
    map.insert(key.to_string(), value);
}

fn operation_mut<'a>(document: &'a mut Value, id: &str) -> Option<&'a mut Value> {
    document
        .get_mut("paths")?
        .as_object_mut()?
        .values_mut()
        .flat_map(|item| item.as_object_mut().into_iter().flat_map(|methods| methods.values_mut()))
        .find(|operation| operation.get("operationId").and_then(Value::as_str) == Some(id))
}

fn parameter_schema<'a>(document: &'a mut Value, operation: &str, name: &str) -> Option<&'a mut Value> {
    operation_mut(document, operation)?
        .get_mut("parameters")?
        .as_array_mut()?
        .iter_mut()
        .find(|p| p.get("name").and_then(Value::as_str) == Some(name))?
        .get_mut("schema")
}

/// The field's schema as a create needs it: not null (`type` without it,
/// or the one non-null alternative of a `oneOf`), and text with something
/// in it (blank text reads as absent): a number-or-text field's pattern
/// without its empty alternative, `\S` for other text.
fn present(property: &Value) -> Value {
    let mut narrowed = property.clone();
    if let Some(types) = property.get("type").and_then(Value::as_array) {
        let kept: Vec<Value> = types.iter().filter(|t| *t != "null").cloned().collect();
        let text = kept.contains(&json!("string"));
        narrowed["type"] = if kept.len() == 1 { kept[0].clone() } else { Value::Array(kept) };
        if text {
            let pattern = match property.get("pattern").and_then(Value::as_str) {
                Some(crate::schemas::NUMBER_TEXT) => Some(crate::schemas::NUMBER_TEXT_PRESENT),
                Some(_) => None,
                None => Some(r"\S"),
            };
            if let Some(pattern) = pattern {
                narrowed["pattern"] = json!(pattern);
            }
        }
        return narrowed;
    }
    if let Some(options) = property.get("oneOf").and_then(Value::as_array) {
        let kept: Vec<&Value> = options.iter().filter(|o| o.get("type") != Some(&json!("null"))).collect();
        if let [only] = kept.as_slice() {
            let mut only = (*only).clone();
            if let (Some(description), Some(map)) = (property.get("description"), only.as_object_mut()) {
                map.entry("description").or_insert_with(|| description.clone());
            }
            return only;
        }
    }
    if let Some(Value::Array(values)) = property.get("enum") {
        narrowed["enum"] = Value::Array(values.iter().filter(|v| !v.is_null()).cloned().collect());
    }
    narrowed
}

/// Makes `schema` require `fields`, none of them null or blank, in the
/// part of the schema that declares each (generators read `required` and
/// a property's type from one place). A field declared by a `$ref`'d part
/// is required after that part is copied in, so the referenced schema's
/// other users (an update's body) are not changed.
fn require(document: &mut Value, schema: &str, fields: &[&str]) {
    let own = format!("{}/", schema_pointer(schema));
    for field in fields {
        let mut pointer = locate(document, schema, field);
        if pointer.as_deref().is_some_and(|p| !p.starts_with(&own)) {
            inline_references(document, schema);
            pointer = locate(document, schema, field);
        }
        let Some(pointer) = pointer else { continue };
        let Some(property) = document.pointer(&pointer).map(present) else { continue };
        if let Some(slot) = document.pointer_mut(&pointer) {
            *slot = property;
        }
        let owner = pointer.trim_end_matches(&format!("/properties/{field}")).to_string();
        if let Some(Value::Object(owner)) = document.pointer_mut(&owner) {
            let required = owner.entry("required").or_insert_with(|| json!([]));
            if let Some(list) = required.as_array_mut().filter(|l| !l.contains(&json!(field))) {
                list.push(json!(field));
            }
        }
    }
}

/// Replaces each `$ref` part of `schema`'s `allOf` by a copy of the schema
/// it names.
fn inline_references(document: &mut Value, schema: &str) {
    let Some(parts) = document.pointer(&format!("{}/allOf", schema_pointer(schema))).and_then(Value::as_array) else {
        return;
    };
    let copies: Vec<Value> = parts
        .iter()
        .map(|part| match part.get("$ref").and_then(Value::as_str).and_then(|r| r.rsplit('/').next()) {
            Some(name) => document.pointer(&schema_pointer(name)).cloned().unwrap_or_else(|| part.clone()),
            None => part.clone(),
        })
        .collect();
    if let Some(slot) = document.pointer_mut(&format!("{}/allOf", schema_pointer(schema))) {
        *slot = Value::Array(copies);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use utoipa::OpenApi;

    fn raw() -> Value {
        serde_json::to_value(super::super::openapi::ApiDoc::openapi()).unwrap()
    }

    #[test]
    fn it_should_find_every_field_and_parameter_it_names() {
        let mut document = raw();
        for (schema, field, _) in field_rules() {
            assert!(locate(&document, schema, field).is_some(), "{schema}.{field} is not in the document");
        }
        for (operation, name, _) in parameter_rules() {
            assert!(parameter_schema(&mut document, operation, name).is_some(), "{operation}: no parameter {name}");
        }
        for (schema, fields) in REQUIRED {
            if SPLITS.iter().any(|s| s.patch_name == *schema) {
                continue;
            }
            for field in *fields {
                assert!(locate(&document, schema, field).is_some(), "{schema}.{field} is not in the document");
            }
        }
        for split in SPLITS {
            assert!(operation_mut(&mut document, split.update).is_some(), "no operation {}", split.update);
        }
    }

    #[test]
    fn it_should_take_bounds_from_the_domain_and_split_create_from_update() {
        let mut document = raw();
        apply(&mut document);
        let create = &document["components"]["schemas"]["CondenserBody"];
        assert_eq!(create["properties"]["capacity"]["minimum"], json!(domain::condenser::CAPACITY_MIN_KW));
        assert_eq!(create["required"], json!(["model", "capacity", "fanCount", "fanPowerConsumption"]));
        assert_eq!(create["properties"]["model"]["type"], json!("string"));
        assert_eq!(create["properties"]["model"]["pattern"], json!(r"\S"));
        let new_compressor = &document["components"]["schemas"]["NewCompressor"];
        assert!(
            new_compressor["allOf"][0].get("$ref").is_none(),
            "the compressor's part is copied in: {new_compressor}"
        );
        assert_eq!(new_compressor["allOf"][0]["required"], json!(["model"]));
        let update = &document["components"]["schemas"]["CompressorInput"];
        assert!(update.get("required").is_none(), "the update's schema is unchanged: {update}");
        let patch = &document["components"]["schemas"]["CondenserPatch"];
        assert!(patch.get("allOf").is_none() && patch.get("required").is_none(), "{patch}");
        assert_eq!(patch["properties"]["capacity"]["minimum"], json!(domain::condenser::CAPACITY_MIN_KW));
        let update = operation_mut(&mut document, "updateCondenser").unwrap().clone();
        assert_eq!(
            update["requestBody"]["content"]["application/json"]["schema"]["$ref"],
            json!("#/components/schemas/CondenserPatch")
        );
        let cylinders = &document["components"]["schemas"]["TechnicalData"]["properties"]["cylinders"];
        assert_eq!((cylinders["minimum"].clone(), cylinders["multipleOf"].clone()), (json!(1.0), json!(1)));
        let displacement = &document["components"]["schemas"]["TechnicalData"]["properties"]["displacement"];
        assert_eq!(displacement["exclusiveMinimum"], json!(0.0));
        let jurisdiction = &document["components"]["schemas"]["CompanyBody"]["properties"]["jurisdiction"];
        assert_eq!(jurisdiction["enum"], json!(["EU", "ES", "MX", "other", null]));
    }

    #[test]
    fn it_should_state_dates_and_object_urls_the_domain_reads() {
        assert!(domain::regulation::Date::parse("2026-02-28").is_some());
        let url = format!("{}{}.png", domain::design_config::OBJECT_URL_PREFIX, "a".repeat(64));
        assert!(domain::design_config::is_object_url(&url));
        assert!(domain::design_config::OBJECT_URL_PATTERN.contains(domain::design_config::OBJECT_URL_PREFIX));
    }
}
