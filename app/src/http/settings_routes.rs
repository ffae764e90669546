//! /api/company-settings and /api/design-config (issue 10; the shapes are
//! the projects API contract's 'Settings' section).

use axum::extract::{DefaultBodyLimit, Multipart, State};
use axum::routing::{get, post};
use axum::Router;
use domain::company_settings::CompanyDraft;
use domain::design_config::{DesignDraft, LogoPosition};
use domain::number_format::NumberLocale;
use domain::regulation::Jurisdiction;
use read_models::company_settings::CompanySettingsRow;
use read_models::design_settings::DesignSettingsRow;
use serde::{Deserialize, Serialize};

use super::api_error::ErrorBody;
use super::api_error::{ApiError, ApiJson};
use crate::actor::Actor;
use crate::library::uploads::MAX_UPLOAD_BYTES;
use crate::sheets::{objects, sheet_settings};
use crate::AppState;

/// Shown on /configuracion (app-and-projects.md section 2): the one version.
pub use crate::APP_VERSION;
pub const LAST_UPDATE: &str = "Enero 2025";

pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/company-settings", get(company).post(save_company))
        .route("/design-config", get(design).post(save_design))
        .route("/design-config/upload", post(upload).layer(DefaultBodyLimit::max(MAX_UPLOAD_BYTES + 64 * 1024)))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct CompanyBody {
    company_name: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    website: Option<String>,
    /// Formato de los números en pantallas y fichas: es-MX (punto decimal, por
    /// defecto), es-ES, es-AR, es-CL o es-CO (coma decimal). Ausente: se conserva.
    #[schema(example = "es-ES")]
    number_locale: Option<String>,
    /// Jurisdicción por defecto de los proyectos y cálculos (reglas de la
    /// verificación normativa): EU, ES, MX u other. Ausente: se conserva.
    #[schema(example = "MX")]
    jurisdiction: Option<String>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct CompanyAnswer {
    company_name: String,
    email: String,
    phone: String,
    website: String,
    /// Formato de los números: es-MX (punto decimal, por defecto), es-ES,
    /// es-AR, es-CL o es-CO (coma decimal).
    number_locale: NumberLocale,
    /// Jurisdicción por defecto: EU, ES, MX u other.
    jurisdiction: Jurisdiction,
    app_version: &'static str,
    last_update: &'static str,
    /// Event version; 0 when never saved.
    version: usize,
    updated_at: Option<String>,
}

impl From<CompanySettingsRow> for CompanyAnswer {
    fn from(row: CompanySettingsRow) -> Self {
        Self {
            company_name: row.details.company_name,
            email: row.details.email,
            phone: row.details.phone,
            website: row.details.website,
            number_locale: row.details.number_locale,
            jurisdiction: row.details.jurisdiction,
            app_version: APP_VERSION,
            last_update: LAST_UPDATE,
            version: row.version,
            updated_at: row.updated_at,
        }
    }
}

#[utoipa::path(get, path = "/api/company-settings", operation_id = "getCompanySettings", tag = "configuración", responses((status = 200, description = "Datos de la empresa (valores por defecto, versión 0, si nunca se guardaron)", body = CompanyAnswer)))]
#[tracing::instrument(skip_all)]
async fn company(State(state): State<AppState>) -> Result<ApiJson<CompanyAnswer>, ApiError> {
    Ok(ApiJson(sheet_settings::company(&state).await?.into()))
}

#[utoipa::path(post, path = "/api/company-settings", operation_id = "saveCompanySettings", tag = "configuración", request_body = CompanyBody, responses((status = 200, description = "Guardado", body = CompanyAnswer), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn save_company(
    State(state): State<AppState>,
    actor: Actor,
    ApiJson(body): ApiJson<CompanyBody>,
) -> Result<ApiJson<CompanyAnswer>, ApiError> {
    let draft = CompanyDraft {
        company_name: body.company_name,
        email: body.email,
        phone: body.phone,
        website: body.website,
        number_locale: body.number_locale,
        jurisdiction: body.jurisdiction,
    };
    Ok(ApiJson(sheet_settings::save_company(&state, draft, &actor).await?.into()))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct DesignBody {
    /// `#RRGGBB` (domain::design_config's `color` rule; surrounding spaces are trimmed)
    #[schema(pattern = r"^\s*#[0-9A-Fa-f]{6}\s*$")]
    header_color: Option<String>,
    /// `#RRGGBB`
    #[schema(pattern = r"^\s*#[0-9A-Fa-f]{6}\s*$")]
    footer_color: Option<String>,
    /// `#RRGGBB`
    #[schema(pattern = r"^\s*#[0-9A-Fa-f]{6}\s*$")]
    accent_color: Option<String>,
    /// top-left, top-center o top-right
    logo_position: Option<String>,
    footer_text: Option<String>,
    logo_url: Option<String>,
    rack_image_url: Option<String>,
    condensing_unit_image_url: Option<String>,
    chiller_image_url: Option<String>,
    heat_pump_image_url: Option<String>,
    motor_compressor_image_url: Option<String>,
    /// Imprimir el anexo 'Trazabilidad' (identificadores y huellas) tras la ficha
    traceability_appendix: Option<bool>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct DesignAnswer {
    header_color: String,
    footer_color: String,
    accent_color: String,
    logo_position: LogoPosition,
    footer_text: String,
    logo_url: String,
    rack_image_url: String,
    condensing_unit_image_url: String,
    chiller_image_url: String,
    heat_pump_image_url: String,
    motor_compressor_image_url: String,
    traceability_appendix: bool,
    /// Event version; 0 when never saved.
    version: usize,
    updated_at: Option<String>,
}

impl From<DesignSettingsRow> for DesignAnswer {
    fn from(row: DesignSettingsRow) -> Self {
        let s = row.settings;
        Self {
            header_color: s.header_color,
            footer_color: s.footer_color,
            accent_color: s.accent_color,
            logo_position: s.logo_position,
            footer_text: s.footer_text,
            logo_url: s.logo_url,
            rack_image_url: s.rack_image_url,
            condensing_unit_image_url: s.condensing_unit_image_url,
            chiller_image_url: s.chiller_image_url,
            heat_pump_image_url: s.heat_pump_image_url,
            motor_compressor_image_url: s.motor_compressor_image_url,
            traceability_appendix: s.traceability_appendix,
            version: row.version,
            updated_at: row.updated_at,
        }
    }
}

#[utoipa::path(get, path = "/api/design-config", operation_id = "getDesignConfig", tag = "configuración", responses((status = 200, description = "Diseño de PDF vigente (valores por defecto, versión 0, si nunca se guardó)", body = DesignAnswer)))]
#[tracing::instrument(skip_all)]
async fn design(State(state): State<AppState>) -> Result<ApiJson<DesignAnswer>, ApiError> {
    Ok(ApiJson(sheet_settings::design(&state).await?.into()))
}

#[utoipa::path(post, path = "/api/design-config", operation_id = "saveDesignConfig", tag = "configuración", request_body = DesignBody, responses((status = 200, description = "Guardado", body = DesignAnswer), (status = 422, description = "Regla incumplida, p. ej. 'Color inválido: use el formato #RRGGBB'", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn save_design(
    State(state): State<AppState>,
    actor: Actor,
    ApiJson(body): ApiJson<DesignBody>,
) -> Result<ApiJson<DesignAnswer>, ApiError> {
    let draft = DesignDraft {
        header_color: body.header_color,
        footer_color: body.footer_color,
        accent_color: body.accent_color,
        logo_position: body.logo_position,
        footer_text: body.footer_text,
        logo_url: body.logo_url,
        rack_image_url: body.rack_image_url,
        condensing_unit_image_url: body.condensing_unit_image_url,
        chiller_image_url: body.chiller_image_url,
        heat_pump_image_url: body.heat_pump_image_url,
        motor_compressor_image_url: body.motor_compressor_image_url,
        traceability_appendix: body.traceability_appendix,
    };
    Ok(ApiJson(sheet_settings::save_design(&state, draft, &actor).await?.into()))
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub(super) struct UploadAnswer {
    url: String,
}

#[utoipa::path(post, path = "/api/design-config/upload", operation_id = "uploadDesignImage", tag = "configuración", request_body(content = super::multipart::FileUpload, content_type = "multipart/form-data", description = "Campo `file`: PNG, JPG o SVG de hasta 10 MB"), responses((status = 200, description = "Imagen guardada", body = UploadAnswer), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn upload(
    State(state): State<AppState>,
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<ApiJson<UploadAnswer>, ApiError> {
    let upload = super::multipart::file_field(multipart).await?;
    let stored = objects::upload_image(&state, upload).await?;
    Ok(ApiJson(UploadAnswer { url: stored.url }))
}
