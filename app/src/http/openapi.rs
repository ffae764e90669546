//! The API's OpenAPI description, served at /api/openapi.json
//! (ARCHITECTURE.md: publish an OpenAPI description of the API).

use utoipa::openapi::path::{Operation, ParameterIn};
use utoipa::openapi::{ContentBuilder, Ref, RefOr, ResponseBuilder};
use utoipa::{Modify, OpenApi};

use super::api_error::{ApiJson, ErrorBody, PROBLEM_JSON};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Fichas Técnicas · Refrigeración",
        description = "API de la biblioteca de equipos, refrigerantes y cálculos. Capacidades y potencias en W, temperaturas en °C, presiones en bar absolutos."
    ),
    paths(
        super::condenser_routes::list,
        super::condenser_routes::create,
        super::condenser_routes::update,
        super::condenser_routes::delete,
        super::condenser_routes::restore,
        super::heat_exchanger_routes::list,
        super::heat_exchanger_routes::create,
        super::heat_exchanger_routes::update,
        super::heat_exchanger_routes::delete,
        super::heat_exchanger_routes::restore,
        super::refrigerant_routes::list,
        super::refrigerant_routes::by_code,
        super::refrigerant_routes::generate,
        super::refrigerant_routes::change,
        super::refrigerant_routes::upload,
        super::refrigerant_routes::codes,
        super::refrigerant_routes::pressures,
        super::refrigerant_routes::contextual_table,
        super::refrigerant_routes::saturation_temperatures,
        super::refrigerant_routes::fluids,
        super::compressor_routes::list,
        super::compressor_routes::create,
        super::compressor_routes::update,
        super::compressor_routes::remove,
        super::compressor_routes::restore,
        super::compressor_routes::polynomials,
        super::compressor_routes::extract_polynomials,
        super::compressor_routes::confirm_import,
        super::compressor_routes::extract_datasheet,
        super::compressor_routes::add_polynomial,
        super::compressor_routes::update_polynomial,
        super::compressor_routes::default_envelope,
        super::calculation_routes::single,
        super::calculation_routes::rack,
        super::calculation_routes::chiller,
        super::selection_routes::compressors,
        super::selection_routes::compressors_at_duty,
        super::selection_routes::condensers,
        super::selection_routes::heat_exchangers,
        super::settings_routes::company,
        super::settings_routes::save_company,
        super::settings_routes::design,
        super::settings_routes::save_design,
        super::settings_routes::upload,
        super::object_routes::upload,
        super::object_routes::public,
        super::object_routes::envelope,
        super::object_routes::ph_diagram,
        super::object_routes::ph_diagram_svg,
        super::datasheet_routes::generate,
        super::datasheet_routes::list,
        super::datasheet_routes::pdf,
        super::datasheet_routes::regenerate,
        super::project_routes::list,
        super::project_routes::create,
        super::project_routes::detail,
        super::project_routes::update,
        super::project_routes::delete,
        super::project_routes::history,
        super::project_routes::version,
        super::project_routes::diff,
        super::project_routes::recalculate,
        super::project_routes::duplicate,
        super::auth_routes::login,
        super::auth_routes::logout,
        super::auth_routes::me,
        super::auth_routes::mode,
        super::oidc_routes::login,
        super::oidc_routes::callback,
        super::user_routes::list,
        super::user_routes::add,
        super::user_routes::change,
        super::auth_routes::list_tokens,
        super::auth_routes::create_token,
        super::auth_routes::revoke_token,
        super::library_history_routes::compressor,
        super::library_history_routes::polynomial,
        super::library_history_routes::condenser,
        super::library_history_routes::heat_exchanger,
        super::library_history_routes::refrigerant,
        super::units_routes::texts,
    ),
    components(schemas(
        ErrorBody,
        domain::calculation::CapacityControl,
        domain::calculation::CondenserFanType,
        domain::calculation::DivisionType,
        domain::calculation::CapacityMethod,
        domain::calculation::ChillerType,
        domain::calculation::CalculationMode,
        domain::calculation::CapacityUnit,
        domain::calculation::FlowRateUnit,
    )),
    modifiers(&CommonErrors, &BinaryAnswers, &Conditional)
)]
pub struct ApiDoc;

/// The answers every operation can give whatever its handler does, added
/// where the handler's own annotation does not describe them: the
/// extractors' 400s (`malformed_body`, `malformed_query`, `malformed_path`),
/// 413 and 415 for bodies, 404 for an id that names nothing, 409 for a write
/// that met a concurrent one, 500.
struct CommonErrors;

const JSON: &str = "application/json";
const MULTIPART: &str = "multipart/form-data";

fn error_response(description: &str) -> RefOr<utoipa::openapi::Response> {
    let content = ContentBuilder::new().schema(Some(Ref::from_schema_name("ErrorBody"))).build();
    RefOr::T(ResponseBuilder::new().description(description).content(PROBLEM_JSON, content).build())
}

/// Error answers are RFC 9457 problems: the handlers' annotations say
/// `body = ErrorBody` (utoipa's default `application/json`); the document
/// gives them the media type the server sends.
fn errors_as_problems(operation: &mut Operation) {
    for (status, response) in operation.responses.responses.iter_mut() {
        let RefOr::T(response) = response else { continue };
        if !(status.starts_with('4') || status.starts_with('5')) {
            continue;
        }
        if let Some(content) = response.content.shift_remove(JSON) {
            response.content.insert(PROBLEM_JSON.to_string(), content);
        }
    }
}

fn add_common_errors(path: &str, method: axum::http::Method, operation: &mut Operation) {
    let writes = method != axum::http::Method::GET;
    let body_types: Vec<String> = match &operation.request_body {
        Some(RefOr::T(body)) => body.content.keys().cloned().collect(),
        _ => Vec::new(),
    };
    let json_body = body_types.iter().any(|t| t == JSON);
    let any_body = json_body || body_types.iter().any(|t| t == MULTIPART);
    let parameters = operation.parameters.iter().flatten();
    let has_query = parameters
        .filter_map(|p| if let RefOr::T(p) = p { Some(p) } else { None })
        .any(|p| matches!(p.parameter_in, ParameterIn::Query | ParameterIn::Header));
    let has_path = path.contains('{');
    let mut errors: Vec<(&str, &str)> = Vec::new();
    if json_body {
        errors.push((
            "400",
            "Solicitud mal formada: JSON inválido o de otra forma (malformed_body), parámetros o dirección ilegibles",
        ));
        errors.push(("415", "El cuerpo no se declaró como JSON (Content-Type: application/json)"));
        errors.push(("422", "Regla incumplida (mensaje en español), p. ej. texto con el carácter nulo"));
    } else if any_body || has_query || has_path {
        errors.push((
            "400",
            "Solicitud mal formada: parámetros de consulta (malformed_query) o dirección (malformed_path) ilegibles",
        ));
    }
    if any_body {
        errors.push(("413", "La solicitud excede el tamaño máximo permitido (2 MB para JSON, 10 MB por archivo)"));
    }
    if has_path {
        errors.push(("404", "No encontrado"));
    }
    if writes {
        errors.push((
            "409",
            "Escritura concurrente: otro usuario modificó el registro al mismo tiempo (version_conflict)",
        ));
    }
    if super::access::access_for(&method, path).is_some_and(|a| a != crate::identity::Access::Public) {
        errors.push(("401", "Sin sesión (con --auth local): inicie sesión (auth.required)"));
        errors.push((
            "403",
            "Su rol no permite esta acción (auth.forbidden), o una escritura sin prueba de origen (auth.csrf)",
        ));
    }
    errors.push(("500", "Error interno del servidor (la causa queda en el registro)"));
    for (status, description) in errors {
        operation.responses.responses.entry(status.to_string()).or_insert_with(|| error_response(description));
    }
    errors_as_problems(operation);
}

impl Modify for CommonErrors {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for (path, item) in openapi.paths.paths.iter_mut() {
            use axum::http::Method;
            let operations = [
                (Method::GET, &mut item.get),
                (Method::POST, &mut item.post),
                (Method::PUT, &mut item.put),
                (Method::PATCH, &mut item.patch),
                (Method::DELETE, &mut item.delete),
            ];
            for (method, operation) in operations {
                if let Some(operation) = operation.as_mut() {
                    add_common_errors(path, method, operation);
                }
            }
        }
    }
}

/// Gives every non-JSON answer (PDF sheets, images, the envelope SVG) the
/// schema `{type: string, format: binary}`, so generators hand the caller
/// bytes (openapi-python-client's `File`, openapi-typescript's `Blob`)
/// instead of skipping an answer without a schema.
struct BinaryAnswers;

impl Modify for BinaryAnswers {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, SchemaFormat, Type};
        for item in openapi.paths.paths.values_mut() {
            let operations = [&mut item.get, &mut item.post, &mut item.put, &mut item.patch, &mut item.delete];
            for operation in operations.into_iter().flatten() {
                for response in operation.responses.responses.values_mut() {
                    let RefOr::T(response) = response else { continue };
                    for (media, content) in response.content.iter_mut() {
                        let RefOr::T(content) = content else { continue };
                        if media.contains("json") || content.schema.is_some() {
                            continue;
                        }
                        let binary = ObjectBuilder::new()
                            .schema_type(Type::String)
                            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Binary)));
                        content.schema = Some(RefOr::T(binary.into()));
                    }
                }
            }
        }
    }
}

/// HTTP conditional requests in the document (issue 25, item 5): every GET
/// `http/etag.rs` answers conditionally takes `If-None-Match`, says its 200
/// carries an `ETag` and lists the 304; every write that takes `If-Match`
/// lists the 412 a stale version gets.
struct Conditional;

fn header_parameter(name: &str, description: &str) -> RefOr<utoipa::openapi::path::Parameter> {
    use utoipa::openapi::path::ParameterBuilder;
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    use utoipa::openapi::Required;
    RefOr::T(
        ParameterBuilder::new()
            .name(name)
            .parameter_in(ParameterIn::Header)
            .required(Required::False)
            .description(Some(description))
            .schema(Some(ObjectBuilder::new().schema_type(Type::String)))
            .build(),
    )
}

fn etag_header() -> RefOr<utoipa::openapi::header::Header> {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    let mut header = utoipa::openapi::header::Header::new(ObjectBuilder::new().schema_type(Type::String));
    header.description = Some(
        "Validador del contenido: la versión de un proyecto (\"3\", fuerte) o W/\"<SHA-256 del JSON>\" (débil)"
            .to_string(),
    );
    RefOr::T(header)
}

const IF_NONE_MATCH_DESCRIPTION: &str =
    "ETag de una respuesta anterior (o varios, separados por comas, o *): si sigue vigente, 304 sin cuerpo";
const STALE_DESCRIPTION: &str = "La versión de If-Match ya no es la vigente: otro usuario modificó el registro \
     (project.version_mismatch, version_mismatch). Recárguelo e intente de nuevo";

fn takes_header(operation: &Operation, name: &str) -> bool {
    operation
        .parameters
        .iter()
        .flatten()
        .any(|p| matches!(p, RefOr::T(p) if p.parameter_in == ParameterIn::Header && p.name.eq_ignore_ascii_case(name)))
}

impl Modify for Conditional {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for (path, item) in openapi.paths.paths.iter_mut() {
            if let Some(get) = item.get.as_mut().filter(|_| super::etag::is_conditional(path)) {
                get.parameters
                    .get_or_insert_with(Vec::new)
                    .push(header_parameter("If-None-Match", IF_NONE_MATCH_DESCRIPTION));
                if let Some(RefOr::T(ok)) = get.responses.responses.get_mut("200") {
                    ok.headers.insert("ETag".to_string(), etag_header());
                }
                let mut not_modified = ResponseBuilder::new()
                    .description("No modificado: el ETag de If-None-Match sigue vigente (sin cuerpo)")
                    .build();
                not_modified.headers.insert("ETag".to_string(), etag_header());
                get.responses.responses.insert("304".to_string(), RefOr::T(not_modified));
            }
            let writes = [&mut item.post, &mut item.put, &mut item.patch, &mut item.delete];
            for operation in writes.into_iter().flatten() {
                if takes_header(operation, "If-Match") {
                    operation.responses.responses.insert("412".to_string(), error_response(STALE_DESCRIPTION));
                }
            }
        }
    }
}

/// The served document: utoipa's, without the empty defaults it writes on
/// every field of a `#[serde(default)]` struct (`null`, `""`, `false`, `[]`,
/// `{}`, an object of nulls on a flattened one). An empty default says
/// nothing an absent field does not, and generators read a default as
/// "always present": openapi-typescript (`defaultNonNullable`, its default)
/// made every such field required in a client's request types. Defaults
/// that carry a value (the engine's 0.85 power factor) stay.
pub(super) async fn document() -> ApiJson<serde_json::Value> {
    ApiJson(served().clone())
}

/// The served document, built once.
pub(super) fn served() -> &'static serde_json::Value {
    static DOCUMENT: std::sync::OnceLock<serde_json::Value> = std::sync::OnceLock::new();
    DOCUMENT.get_or_init(|| {
        let mut document = serde_json::to_value(ApiDoc::openapi()).unwrap_or_default();
        strip_empty_defaults(&mut document);
        super::openapi_rules::apply(&mut document);
        document
    })
}

fn strip_empty_defaults(value: &mut serde_json::Value) {
    use serde_json::Value;
    match value {
        Value::Object(map) => {
            let nothing = match map.get("default") {
                Some(Value::Null | Value::Bool(false)) => true,
                Some(Value::String(text)) => text.is_empty(),
                Some(Value::Array(items)) => items.is_empty(),
                Some(Value::Object(fields)) => fields.values().all(Value::is_null),
                _ => false,
            };
            if nothing {
                map.remove("default");
            }
            map.values_mut().for_each(strip_empty_defaults);
        }
        Value::Array(items) => items.iter_mut().for_each(strip_empty_defaults),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn it_should_serve_no_empty_defaults_and_keep_real_ones() {
        let ApiJson(document) = document().await;
        let text = document.to_string();
        assert!(!text.contains("\"default\":null"), "a null default is left");
        assert_ne!(serde_json::to_value(ApiDoc::openapi()).unwrap(), document, "nothing was stripped");
        let mut sample = serde_json::json!({
            "a": {"default": 25}, "b": {"default": {"x": null}}, "c": {"default": {}}, "d": {"default": ""},
            "e": {"default": []}, "f": {"default": false}, "g": {"default": "rack"}, "h": {"default": [1]},
        });
        strip_empty_defaults(&mut sample);
        let kept = serde_json::json!({
            "a": {"default": 25}, "b": {}, "c": {}, "d": {}, "e": {}, "f": {}, "g": {"default": "rack"}, "h": {"default": [1]},
        });
        assert_eq!(sample, kept);
    }

    /// The Rust files under `dir`, recursively.
    fn rust_files(dir: &std::path::Path, found: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                rust_files(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                found.push(path);
            }
        }
    }

    /// The schema names the `ToSchema` derives in `text` give: the type's
    /// name, or the one its `#[schema(as = ...)]` states.
    fn schema_names(text: &str) -> Vec<String> {
        let mut names = Vec::new();
        let mut rest = text;
        while let Some(at) = rest.find("#[derive(") {
            rest = &rest[at..];
            let derive = &rest[..rest.find(")]").map_or(rest.len(), |end| end + 2)];
            rest = &rest[derive.len()..];
            if !derive.contains("ToSchema") {
                continue;
            }
            let Some(item) = [" struct ", " enum "].iter().filter_map(|k| rest.find(k).map(|i| (i, k.len()))).min()
            else {
                break;
            };
            let ident: String =
                rest[item.0 + item.1..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            let attributes = &rest[..item.0];
            let alias = attributes.find("schema(as = ").map(|i| {
                let path: String = attributes[i + 12..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                    .collect();
                path.rsplit("::").next().unwrap_or_default().to_string()
            });
            names.push(alias.unwrap_or(ident));
        }
        names
    }

    /// Issue 28: utoipa names a schema after its type (or its `as`) and
    /// keeps one schema per name, so two types with one name leave one of
    /// them described with the other's fields. Every `ToSchema` type in the
    /// crates the document draws on has a name of its own.
    #[test]
    fn no_two_types_share_a_schema_name() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut owners: std::collections::BTreeMap<String, Vec<String>> = Default::default();
        for krate in ["app", "domain", "read-models"] {
            let mut files = Vec::new();
            rust_files(&root.join(krate).join("src"), &mut files);
            for file in files {
                for name in schema_names(&std::fs::read_to_string(&file).unwrap()) {
                    owners.entry(name).or_default().push(file.display().to_string());
                }
            }
        }
        assert!(owners.len() > 50, "the scan found {} names", owners.len());
        let shared: Vec<_> = owners.iter().filter(|(_, files)| files.len() > 1).collect();
        assert!(shared.is_empty(), "{shared:?}");
        let sample = "#[derive(utoipa::ToSchema)]\n#[schema(as = Body)]\npub struct Request {}\n#[derive(Debug)]\nstruct Other;\n#[derive(ToSchema)]\npub(crate) enum Kind {}";
        assert_eq!(schema_names(sample), ["Body", "Kind"]);
    }
}
