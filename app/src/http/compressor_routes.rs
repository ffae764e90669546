//! /api/compressors and /api/polynomials (library.md section 7).

use axum::extract::multipart::MultipartRejection;
use axum::extract::{DefaultBodyLimit, Multipart, State};
use axum::http::StatusCode;
use axum::routing::{get, patch, post};
use axum::Router;
use domain::compressor::envelope::DefaultEnvelope;
use read_models::compressor_catalogue::{CompressorRow, PolynomialRow};
use serde::Deserialize;

use super::api_error::ErrorBody;
use super::api_error::{ApiError, ApiJson, ApiPath};
use super::catalogue_routes::{catalogue_handlers, Catalogue};
use super::if_match::IfMatch;
use super::multipart::file_field;
use crate::actor::Actor;
use crate::library::compressor_data::{CompressorInput, PolynomialInput};
use crate::library::compressors::{
    self, CompressorSaved, ConfirmedImport, DatasheetExtractionBody, NewCompressor, NewPolynomial,
    PolynomialExtractionBody,
};
use crate::library::uploads::MAX_UPLOAD_BYTES;
use crate::AppState;

pub(super) fn routes() -> Router<AppState> {
    let upload_limit = || DefaultBodyLimit::max(MAX_UPLOAD_BYTES + 64 * 1024);
    catalogue_routes()
        .route("/compressors/import-with-ai", post(extract_datasheet).layer(upload_limit()))
        .route("/compressors/{id}/polynomials", get(polynomials))
        .route("/compressors/{id}/import-polynomials", post(extract_polynomials).layer(upload_limit()))
        .route("/compressors/{id}/polynomials/import", post(confirm_import))
        .route("/polynomials", post(add_polynomial))
        .route("/polynomials/default-envelope", get(default_envelope))
        .route("/polynomials/{id}", patch(update_polynomial))
}

/// The list's filter: only the compressors that can use a refrigerant.
#[derive(Debug, Deserialize)]
pub(super) struct ListQuery {
    refrigerant: Option<String>,
}

/// Reads a `NewCompressor` part by part: it flattens the compressor's fields
/// beside `source`, and serde reads a flattened struct's fields without
/// `http::strict`, so `"technicalData": [null, null]` (a struct written as
/// an array) would pass as an empty part.
fn new_compressor(mut value: serde_json::Value) -> Result<NewCompressor, ApiError> {
    let malformed = |e: serde_json::Error| ApiError::MalformedBody {
        message: "Los datos enviados no tienen el formato esperado",
        detail: e.to_string(),
    };
    let source = value.as_object_mut().and_then(|fields| fields.remove("source"));
    let compressor: CompressorInput = super::strict::from_value(&value).map_err(malformed)?;
    let source = match source {
        Some(source) => super::strict::from_value(&source).map_err(malformed)?,
        None => None,
    };
    Ok(NewCompressor { compressor, source })
}

/// The compressor catalogue: the list filters by refrigerant, a create
/// (with the data sheet it came from) answers warnings, a delete is a removal.
pub(super) struct Compressors;

impl Catalogue for Compressors {
    const PATH: &'static str = "/compressors";
    type Filter = ListQuery;
    type Row = CompressorRow;
    type CreateBody = serde_json::Value;
    type Created = CompressorSaved;
    type UpdateBody = CompressorInput;
    type Updated = CompressorRow;

    async fn list(state: &AppState, query: ListQuery) -> Result<Vec<CompressorRow>, ApiError> {
        Ok(compressors::list(state, query.refrigerant.as_deref()).await?)
    }

    async fn create(state: &AppState, body: serde_json::Value, actor: &Actor) -> Result<CompressorSaved, ApiError> {
        let body = new_compressor(body)?;
        Ok(compressors::create(state, body, actor).await?)
    }

    async fn update(
        state: &AppState,
        id: &str,
        expected: Option<usize>,
        body: CompressorInput,
        actor: &Actor,
    ) -> Result<CompressorRow, ApiError> {
        Ok(compressors::update(state, id, expected, body, actor).await?)
    }

    async fn delete(state: &AppState, id: &str, expected: Option<usize>, actor: &Actor) -> Result<(), ApiError> {
        Ok(compressors::remove(state, id, expected, actor).await?)
    }

    async fn restore(state: &AppState, id: &str, actor: &Actor) -> Result<CompressorRow, ApiError> {
        Ok(compressors::restore(state, id, actor).await?)
    }
}

catalogue_handlers! {
    Compressors;
    #[utoipa::path(get, path = "/api/compressors", operation_id = "listCompressors", tag = "compresores", params(("refrigerant" = Option<String>, Query)), responses((status = 200, description = "Compresores vigentes", body = Vec<CompressorRow>)))]
    fn list;
    #[utoipa::path(post, path = "/api/compressors", operation_id = "createCompressor", tag = "compresores", request_body = NewCompressor, responses((status = 201, description = "Compresor registrado, con avisos (p. ej. modelo repetido de la misma marca)", body = CompressorSaved), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
    fn create;
    #[utoipa::path(patch, path = "/api/compressors/{id}", operation_id = "updateCompressor", tag = "compresores", params(("id" = String, Path, description = "Identificador"), IfMatch), request_body = CompressorInput, responses((status = 200, description = "Compresor actualizado", body = CompressorRow), (status = 404, description = "No encontrado", body = ErrorBody), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
    fn update;
    #[utoipa::path(delete, path = "/api/compressors/{id}", operation_id = "deleteCompressor", tag = "compresores", params(("id" = String, Path, description = "Identificador"), IfMatch), responses((status = 204, description = "Eliminado (como evento)"), (status = 404, description = "No encontrado", body = ErrorBody)))]
    fn remove;
    #[utoipa::path(post, path = "/api/compressors/{id}/restore", operation_id = "restoreCompressor", tag = "compresores", params(("id" = String, Path, description = "Identificador")), responses((status = 200, description = "Compresor restaurado con sus polinomios (evento CompressorRestored)", body = CompressorRow), (status = 404, description = "No encontrado", body = ErrorBody), (status = 409, description = "El compresor no está eliminado", body = ErrorBody)))]
    fn restore;
}

#[utoipa::path(get, path = "/api/compressors/{id}/polynomials", operation_id = "listCompressorPolynomials", tag = "compresores", params(("id" = String, Path, description = "Identificador")), responses((status = 200, description = "Juegos de coeficientes", body = Vec<PolynomialAnswer>), (status = 404, description = "No encontrado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn polynomials(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<ApiJson<Vec<PolynomialAnswer>>, ApiError> {
    Ok(ApiJson(compressors::polynomials(&state, &id).await?.into_iter().map(PolynomialAnswer::from).collect()))
}

#[utoipa::path(get, path = "/api/polynomials/default-envelope", operation_id = "getDefaultEnvelope", tag = "compresores", responses((status = 200, description = "Los límites por defecto de la herramienta (library.md sección 5: evaporación −45 a 7,5 °C, condensación 11,6 a 62 °C), que toma un juego cuya fuente no indica su envolvente, y las palabras con que la ficha y las pantallas los nombran: no son la envolvente de ningún compresor", body = DefaultEnvelope)))]
#[tracing::instrument]
async fn default_envelope() -> ApiJson<DefaultEnvelope> {
    ApiJson(DefaultEnvelope::of_spec())
}

/// A coefficient set as the spec's Polynomial names its terms (`c1`..`c10`,
/// EN 12900 order, SI), beside the `coefficients` array the library screen reads.
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
pub(super) struct PolynomialAnswer {
    #[serde(flatten)]
    row: PolynomialRow,
    c1: f64,
    c2: f64,
    c3: f64,
    c4: f64,
    c5: f64,
    c6: f64,
    c7: f64,
    c8: f64,
    c9: f64,
    c10: f64,
}

impl From<PolynomialRow> for PolynomialAnswer {
    fn from(mut row: PolynomialRow) -> Self {
        // Every answer says where the envelope comes from, a set recorded
        // before the flag as its polygon and limits read (tester report 3, defect 3).
        row.polynomial.envelope_source = Some(row.polynomial.envelope_source());
        let [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10] = row.polynomial.coefficients;
        Self { row, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10 }
    }
}

#[utoipa::path(post, path = "/api/compressors/{id}/import-polynomials", operation_id = "extractCompressorPolynomials", tag = "compresores", params(("id" = String, Path, description = "Identificador")), request_body(content = super::multipart::FileUpload, content_type = "multipart/form-data", description = "Campo `file`: CSV, IDF, PDF, JPG o PNG"), responses((status = 200, description = "Polinomios extraídos para revisión (nada se guarda)", body = PolynomialExtractionBody), (status = 404, description = "No encontrado", body = ErrorBody), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip(state, multipart))]
async fn extract_polynomials(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<ApiJson<PolynomialExtractionBody>, ApiError> {
    let upload = file_field(multipart).await?;
    Ok(ApiJson(compressors::extract_polynomials(&state, &id, upload).await?.into()))
}

#[utoipa::path(post, path = "/api/compressors/{id}/polynomials/import", operation_id = "confirmCompressorPolynomialImport", tag = "compresores", params(("id" = String, Path, description = "Identificador")), request_body = ConfirmedImport, responses((status = 200, description = "Importación registrada como un evento", body = CompressorRow), (status = 404, description = "No encontrado", body = ErrorBody), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip(state, body))]
async fn confirm_import(
    State(state): State<AppState>,
    actor: Actor,
    ApiPath(id): ApiPath<String>,
    ApiJson(body): ApiJson<ConfirmedImport>,
) -> Result<ApiJson<CompressorRow>, ApiError> {
    Ok(ApiJson(compressors::confirm_import(&state, &id, body, &actor).await?))
}

#[utoipa::path(post, path = "/api/compressors/import-with-ai", operation_id = "extractCompressorDatasheet", tag = "compresores", request_body(content = super::multipart::FileUpload, content_type = "multipart/form-data", description = "Campo `file`: PDF, JPG o PNG"), responses((status = 200, description = "Datos de la ficha para revisión", body = DatasheetExtractionBody), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip(state, multipart))]
async fn extract_datasheet(
    State(state): State<AppState>,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<ApiJson<DatasheetExtractionBody>, ApiError> {
    let upload = file_field(multipart).await?;
    Ok(ApiJson(compressors::extract_datasheet(&state, upload).await?.into()))
}

#[utoipa::path(post, path = "/api/polynomials", operation_id = "createPolynomial", tag = "compresores", request_body = NewPolynomial, responses((status = 201, description = "Polinomio agregado", body = PolynomialAnswer), (status = 404, description = "No encontrado", body = ErrorBody), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn add_polynomial(
    State(state): State<AppState>,
    actor: Actor,
    ApiJson(body): ApiJson<NewPolynomial>,
) -> Result<(StatusCode, ApiJson<PolynomialAnswer>), ApiError> {
    Ok((StatusCode::CREATED, ApiJson(compressors::add_polynomial(&state, body, &actor).await?.into())))
}

#[utoipa::path(patch, path = "/api/polynomials/{id}", operation_id = "updatePolynomial", tag = "compresores", params(("id" = String, Path, description = "{compressorId}:p{n}"), IfMatch), request_body = PolynomialInput, responses((status = 200, description = "Polinomio guardado", body = PolynomialAnswer), (status = 404, description = "No encontrado", body = ErrorBody), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip(state, body))]
async fn update_polynomial(
    State(state): State<AppState>,
    actor: Actor,
    ApiPath(id): ApiPath<String>,
    IfMatch(expected): IfMatch,
    ApiJson(body): ApiJson<PolynomialInput>,
) -> Result<ApiJson<PolynomialAnswer>, ApiError> {
    Ok(ApiJson(compressors::update_polynomial(&state, &id, expected, body, &actor).await?.into()))
}
