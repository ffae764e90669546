//! /api/projects (app-and-projects.md section 7) and, beyond the spec, the
//! history, versions, diffs, recalculation and duplication auditors use.

use std::collections::HashMap;

use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use domain::rules::{DomainError, Rejection};
use read_models::project_detail::ProjectDetail;
use serde_json::Value;

use super::api_error::ErrorBody;
use super::api_error::{ApiError, ApiJson, ApiPath, ApiQuery};
use super::if_match::{etag, IfMatch};
use super::project_request::{self, ProjectRequest};
use crate::projects::{self, Actor};
use crate::{AppError, AppState};

pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/projects", get(list).post(create))
        .route("/projects/{id}", get(detail).patch(update).delete(delete))
        .route("/projects/{id}/history", get(history))
        .route("/projects/{id}/versions/{version}", get(version))
        .route("/projects/{id}/diff", get(diff))
        .route("/projects/{id}/recalculate", post(recalculate))
        .route("/projects/{id}/duplicate", post(duplicate))
}

/// A detail answer with its version as `ETag`.
fn with_etag(status: StatusCode, detail: read_models::project_detail::ProjectDetail) -> Response {
    (status, [(header::ETAG, etag(detail.version))], ApiJson(detail)).into_response()
}

#[derive(Debug, thiserror::Error)]
enum BadQuery {
    #[error("Indique las versiones a comparar con from y to (números enteros)")]
    Versions,
}

impl DomainError for BadQuery {
    fn code(&self) -> &'static str {
        "project.versions_required"
    }
    fn rejection(&self) -> Rejection {
        Rejection::RuleViolation
    }
}

fn version_number(text: &str) -> Result<usize, ApiError> {
    text.trim().parse::<usize>().map_err(|_| ApiError::App(AppError::from_rule(BadQuery::Versions)))
}

#[utoipa::path(get, path = "/api/projects", operation_id = "listProjects", tag = "proyectos", responses((status = 200, description = "Proyectos guardados (sin los eliminados), el más reciente primero", body = Vec<read_models::project_list::ProjectListRow>)))]
#[tracing::instrument(skip_all)]
async fn list(State(state): State<AppState>) -> Result<Response, ApiError> {
    Ok(ApiJson(projects::list(&state).await?).into_response())
}

#[utoipa::path(post, path = "/api/projects", operation_id = "createProject", tag = "proyectos", request_body(content = ProjectRequest, description = "Campos del proyecto (sección 3); calculationResults se ignora: el servidor calcula"), responses((status = 201, description = "Proyecto creado y calculado; ETag con la versión", body = ProjectDetail), (status = 422, description = "Regla incumplida: 'Nombre requerido', 'Debe calcular antes de guardar'...", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn create(
    State(state): State<AppState>,
    actor: Actor,
    ApiJson(body): ApiJson<Value>,
) -> Result<Response, ApiError> {
    let (info, config) = ProjectRequest::from_json(body)?.into_domain()?;
    Ok(with_etag(StatusCode::CREATED, projects::create(&state, info, config, &actor).await?))
}

#[utoipa::path(get, path = "/api/projects/{id}", operation_id = "getProject", tag = "proyectos", params(("id" = String, Path, description = "Identificador")), responses((status = 200, description = "El proyecto con sus resultados; ETag con la versión", body = ProjectDetail), (status = 404, description = "No encontrado o eliminado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn detail(State(state): State<AppState>, ApiPath(id): ApiPath<String>) -> Result<Response, ApiError> {
    Ok(with_etag(StatusCode::OK, projects::get(&state, &id).await?))
}

#[utoipa::path(patch, path = "/api/projects/{id}", operation_id = "updateProject", tag = "proyectos", params(("id" = String, Path, description = "Identificador"), IfMatch), request_body(content = ProjectRequest, description = "Campos a cambiar (los ausentes se conservan)"), responses((status = 200, description = "Proyecto actualizado (recalculado si cambió la configuración)", body = ProjectDetail), (status = 404, description = "No encontrado", body = ErrorBody), (status = 412, description = "El proyecto cambió desde la versión de If-Match", body = ErrorBody), (status = 422, description = "Regla incumplida", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
#[tracing::instrument(skip(state, body))]
async fn update(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    IfMatch(expected): IfMatch,
    actor: Actor,
    ApiJson(body): ApiJson<Value>,
) -> Result<Response, ApiError> {
    let current = projects::get(&state, &id).await?;
    let (info, config) = ProjectRequest::from_json(project_request::merged(&current, body)?)?.into_domain()?;
    Ok(with_etag(StatusCode::OK, projects::change(&state, &id, expected, info, config, &actor).await?))
}

#[utoipa::path(delete, path = "/api/projects/{id}", operation_id = "deleteProject", tag = "proyectos", params(("id" = String, Path, description = "Identificador"), IfMatch), responses((status = 204, description = "Eliminado (como evento; el historial sigue legible)"), (status = 404, description = "No encontrado", body = ErrorBody), (status = 412, description = "El proyecto cambió desde la versión de If-Match", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn delete(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    IfMatch(expected): IfMatch,
    actor: Actor,
) -> Result<StatusCode, ApiError> {
    projects::delete(&state, &id, expected, &actor).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[utoipa::path(get, path = "/api/projects/{id}/history", operation_id = "getProjectHistory", tag = "proyectos", params(("id" = String, Path, description = "Identificador")), responses((status = 200, description = "Un registro por evento: versión, tipo, cuándo, quién, resumen en español", body = Vec<read_models::project_history::HistoryEntry>), (status = 404, description = "No encontrado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn history(State(state): State<AppState>, ApiPath(id): ApiPath<String>) -> Result<Response, ApiError> {
    Ok(ApiJson(projects::history(&state, &id).await?).into_response())
}

#[utoipa::path(get, path = "/api/projects/{id}/versions/{version}", operation_id = "getProjectVersion", tag = "proyectos", params(("id" = String, Path, description = "Identificador"), ("version" = usize, Path, description = "Versión (1 = creación)")), responses((status = 200, description = "El proyecto tal como era en esa versión", body = ProjectDetail), (status = 404, description = "Proyecto o versión inexistente", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn version(
    State(state): State<AppState>,
    ApiPath((id, version)): ApiPath<(String, String)>,
) -> Result<Response, ApiError> {
    // Text that is no version names none: version 0, which no project has (404).
    let n = version.trim().parse::<usize>().unwrap_or(0);
    Ok(with_etag(StatusCode::OK, projects::at_version(&state, &id, n).await?))
}

#[utoipa::path(get, path = "/api/projects/{id}/diff", operation_id = "diffProjectVersions", tag = "proyectos", params(("id" = String, Path, description = "Identificador"), ("from" = usize, Query, description = "Versión inicial"), ("to" = usize, Query, description = "Versión final")), responses((status = 200, description = "Entradas cambiadas y resultados con su variación (W, A, °C; %)", body = crate::projects::diff::ProjectDiff), (status = 404, description = "Proyecto o versión inexistente", body = ErrorBody), (status = 422, description = "from y to requeridos", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn diff(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    ApiQuery(query): ApiQuery<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    let from = version_number(query.get("from").map_or("", String::as_str))?;
    let to = version_number(query.get("to").map_or("", String::as_str))?;
    Ok(ApiJson(projects::compare(&state, &id, from, to).await?).into_response())
}

#[utoipa::path(post, path = "/api/projects/{id}/recalculate", operation_id = "recalculateProject", tag = "proyectos", params(("id" = String, Path, description = "Identificador"), IfMatch), responses((status = 200, description = "Recalculado con el catálogo vigente: qué resultados cambiaron y cuánto", body = crate::projects::Recalculation), (status = 404, description = "No encontrado", body = ErrorBody), (status = 412, description = "El proyecto cambió desde la versión de If-Match", body = ErrorBody), (status = 422, description = "El catálogo vigente no permite calcular", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn recalculate(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    IfMatch(expected): IfMatch,
    actor: Actor,
) -> Result<Response, ApiError> {
    let answer = projects::recalculate(&state, &id, expected, &actor).await?;
    Ok(([(header::ETAG, etag(answer.version))], ApiJson(answer)).into_response())
}

#[utoipa::path(post, path = "/api/projects/{id}/duplicate", operation_id = "duplicateProject", tag = "proyectos", params(("id" = String, Path, description = "Identificador")), responses((status = 201, description = "Copia '{nombre} (Copia)' que registra de dónde viene", body = ProjectDetail), (status = 404, description = "No encontrado", body = ErrorBody)))]
#[tracing::instrument(skip(state))]
async fn duplicate(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    actor: Actor,
) -> Result<Response, ApiError> {
    Ok(with_etag(StatusCode::CREATED, projects::duplicate(&state, &id, &actor).await?))
}
