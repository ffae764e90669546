//! The API's OpenAPI description, served at /api/openapi.json
//! (ARCHITECTURE.md: publish an OpenAPI description of the API).

use axum::Json;
use utoipa::OpenApi;

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
    components(schemas(ErrorBody))
)]
pub struct ApiDoc;

pub(super) async fn document() -> Json<utoipa::openapi::OpenApi> {
    Json(ApiDoc::openapi())
}
