//! /api/objects (uploaded images) and /api/charts (the envelope chart and
//! the p-h diagram).

use std::collections::HashMap;

use axum::extract::{DefaultBodyLimit, Multipart, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;

use super::api_error::ErrorBody;
use super::api_error::{ApiError, ApiJson, ApiPath, ApiQuery};
use crate::library::uploads::MAX_UPLOAD_BYTES;
use crate::sheets::envelope::chart_from_query;
use crate::sheets::format::Figures;
use crate::sheets::objects::{self, StoredObject};
use crate::sheets::ph_chart::{diagram_from_query, in_reference, ph_svg, units_from_query};
use crate::AppState;

pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/objects/upload", post(upload).layer(DefaultBodyLimit::max(MAX_UPLOAD_BYTES + 64 * 1024)))
        .route("/objects/public/{key}", get(public))
        .route("/charts/envelope.svg", get(envelope))
        .route("/charts/ph", get(ph_diagram))
        .route("/charts/ph.svg", get(ph_diagram_svg))
}

/// An SVG may be opened on its own; it must not run or load anything.
const SVG_POLICY: &str = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

#[utoipa::path(post, path = "/api/objects/upload", operation_id = "uploadImage", tag = "archivos", request_body(content = super::multipart::FileUpload, content_type = "multipart/form-data", description = "Campo `file`: PNG, JPG o SVG de hasta 10 MB (el SVG se depura)"), responses((status = 200, description = "Imagen guardada por su contenido", body = StoredObject), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn upload(
    State(state): State<AppState>,
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<ApiJson<StoredObject>, ApiError> {
    let upload = super::multipart::file_field(multipart).await?;
    Ok(ApiJson(objects::upload_image(&state, upload).await?))
}

#[utoipa::path(get, path = "/api/objects/public/{key}", operation_id = "getImage", tag = "archivos", params(("key" = String, Path, description = "<sha256>.<png|jpg|svg>")), responses((status = 200, description = "La imagen (PNG, JPEG o SVG), con el tipo comprobado al subirla", content_type = "image/*"), (status = 404, description = "No encontrada", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn public(State(state): State<AppState>, ApiPath(key): ApiPath<String>) -> Result<Response, ApiError> {
    let Some((kind, bytes)) = objects::public_image(&state, &key).await? else {
        return Err(ApiError::RouteNotFound);
    };
    Ok((
        [
            (header::CONTENT_TYPE, kind.content_type()),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::CONTENT_SECURITY_POLICY, SVG_POLICY),
            // Content-addressed: the key always names these bytes.
            (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
        ],
        bytes,
    )
        .into_response())
}

#[utoipa::path(get, path = "/api/charts/envelope.svg", operation_id = "drawEnvelopeChart", tag = "archivos", params(("evapMin" = f64, Query), ("evapMax" = f64, Query), ("condMin" = f64, Query), ("condMax" = f64, Query), ("evap" = f64, Query), ("cond" = f64, Query), ("label" = Option<String>, Query), ("polygon" = Option<String>, Query, description = "Envolvente del fabricante: puntos 'to,tc' en °C separados por ';' (3 a 64)"), ("defaults" = Option<String>, Query, description = "1: los límites son los por defecto de la herramienta (envolvente del fabricante no indicada): se dibujan a trazos y el punto no se juzga dentro")), responses((status = 200, description = "Envolvente de operación con el punto de trabajo (image/svg+xml)", content_type = "image/svg+xml"), (status = 422, description = "Parámetro faltante o inválido (mensaje en español)", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn envelope(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    // Labels in the company's number locale, as the screen around the chart.
    let locale = crate::sheets::sheet_settings::company(&state).await?.details.number_locale;
    let svg = chart_from_query(&query, locale)?;
    Ok(([(header::CONTENT_TYPE, "image/svg+xml"), (header::CONTENT_SECURITY_POLICY, SVG_POLICY)], svg).into_response())
}

#[utoipa::path(get, path = "/api/charts/ph", operation_id = "getPhDiagram", tag = "archivos", params(("refrigerant" = String, Query), ("evapTemp" = f64, Query, description = "°C, punto de rocío"), ("condTemp" = f64, Query, description = "°C, punto de rocío"), ("superheat" = f64, Query, description = "K"), ("subcooling" = f64, Query, description = "K"), ("dischargeTemp" = Option<f64>, Query, description = "°C; sin ella, descarga isentrópica"), ("units" = Option<String>, Query, description = "SI o IP. IP: h y s con la referencia de ASHRAE (0 en el líquido saturado a -40 °F), como el diagrama en I-P; si falta, SI (referencia IIR)")), responses((status = 200, description = "Domo de saturación y puntos 1 a 4 del ciclo (Pa, °C, J/kg, J/(kg·K))", body = domain::engine::ph_cycle::PhDiagram), (status = 404, description = "Refrigerante desconocido (properties.unknown_refrigerant), con los códigos más cercanos", body = ErrorBody), (status = 422, description = "Parámetro faltante o inválido (mensaje en español)", body = ErrorBody)))]
#[tracing::instrument]
async fn ph_diagram(
    ApiQuery(query): ApiQuery<HashMap<String, String>>,
) -> Result<ApiJson<domain::engine::ph_cycle::PhDiagram>, ApiError> {
    let units = units_from_query(&query)?;
    let diagram = diagram_from_query(&query)?;
    Ok(ApiJson(in_reference(diagram, units)))
}

#[utoipa::path(get, path = "/api/charts/ph.svg", operation_id = "drawPhDiagram", tag = "archivos", params(("refrigerant" = String, Query), ("evapTemp" = f64, Query), ("condTemp" = f64, Query), ("superheat" = f64, Query), ("subcooling" = f64, Query), ("dischargeTemp" = Option<f64>, Query), ("units" = Option<String>, Query, description = "SI o IP. IP: psia, BTU/lb y °F, como la ficha en I-P; si falta, SI")), responses((status = 200, description = "Diagrama p-h del ciclo (image/svg+xml)", content_type = "image/svg+xml"), (status = 404, description = "Refrigerante desconocido (properties.unknown_refrigerant), con los códigos más cercanos", body = ErrorBody), (status = 422, description = "Parámetro faltante o inválido (mensaje en español)", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn ph_diagram_svg(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    let units = units_from_query(&query)?;
    let diagram = diagram_from_query(&query)?;
    // Labels in the company's number locale, as the screen around the chart.
    let locale = crate::sheets::sheet_settings::company(&state).await?.details.number_locale;
    let svg = ph_svg(&diagram, Figures { units, ..Figures::in_locale(locale) });
    Ok(([(header::CONTENT_TYPE, "image/svg+xml"), (header::CONTENT_SECURITY_POLICY, SVG_POLICY)], svg).into_response())
}
