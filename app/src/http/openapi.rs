//! The API's OpenAPI description, served at /api/openapi.json
//! (ARCHITECTURE.md: publish an OpenAPI description of the API).

use utoipa::openapi::path::{Operation, ParameterIn};
use utoipa::openapi::{ContentBuilder, Ref, RefOr, ResponseBuilder};
use utoipa::{Modify, OpenApi};

use super::error::ApiJson;

/// Every error answer (STYLE.md point 5).
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    /// Stable machine-readable code, e.g. `condenser.model_required`.
    pub code: String,
    /// Spanish text for the user.
    pub message: String,
    /// The same text, for the upload endpoints that read `error`.
    pub error: String,
    /// The input the rule is about, when there is one.
    pub field: Option<String>,
    /// A parser's own account of a malformed body.
    pub detail: Option<String>,
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Fichas Técnicas · Refrigeración",
        description = "API de la biblioteca de equipos, refrigerantes y cálculos. Capacidades y potencias en W, temperaturas en °C, presiones en bar absolutos."
    ),
    paths(
        super::condensers::list,
        super::condensers::create,
        super::condensers::update,
        super::condensers::delete,
        super::condensers::restore,
        super::heat_exchangers::list,
        super::heat_exchangers::create,
        super::heat_exchangers::update,
        super::heat_exchangers::delete,
        super::heat_exchangers::restore,
        super::refrigerants::list,
        super::refrigerants::by_code,
        super::refrigerants::generate,
        super::refrigerants::change,
        super::refrigerants::upload,
        super::refrigerants::codes,
        super::refrigerants::pressures,
        super::refrigerants::contextual_table,
        super::refrigerants::fluids,
        super::compressors::list,
        super::compressors::create,
        super::compressors::update,
        super::compressors::remove,
        super::compressors::restore,
        super::compressors::polynomials,
        super::compressors::extract_polynomials,
        super::compressors::confirm_import,
        super::compressors::extract_datasheet,
        super::compressors::add_polynomial,
        super::compressors::update_polynomial,
        super::calculations::single,
        super::calculations::rack,
        super::calculations::chiller,
        super::sheet_settings::company,
        super::sheet_settings::save_company,
        super::sheet_settings::design,
        super::sheet_settings::save_design,
        super::sheet_settings::upload,
        super::objects::upload,
        super::objects::public,
        super::objects::envelope,
        super::datasheets::generate,
        super::datasheets::list,
        super::datasheets::pdf,
        super::datasheets::regenerate,
        super::projects::list,
        super::projects::create,
        super::projects::detail,
        super::projects::update,
        super::projects::delete,
        super::projects::history,
        super::projects::version,
        super::projects::diff,
        super::projects::recalculate,
        super::projects::duplicate,
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
    modifiers(&CommonErrors)
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
    RefOr::T(ResponseBuilder::new().description(description).content(JSON, content).build())
}

fn add_common_errors(path: &str, operation: &mut Operation, writes: bool) {
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
    errors.push(("500", "Error interno del servidor (la causa queda en el registro)"));
    for (status, description) in errors {
        operation.responses.responses.entry(status.to_string()).or_insert_with(|| error_response(description));
    }
}

impl Modify for CommonErrors {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for (path, item) in openapi.paths.paths.iter_mut() {
            if let Some(operation) = item.get.as_mut() {
                add_common_errors(path, operation, false);
            }
            for operation in [&mut item.post, &mut item.put, &mut item.patch, &mut item.delete] {
                if let Some(operation) = operation.as_mut() {
                    add_common_errors(path, operation, true);
                }
            }
        }
    }
}

pub(super) async fn document() -> ApiJson<utoipa::openapi::OpenApi> {
    ApiJson(ApiDoc::openapi())
}
