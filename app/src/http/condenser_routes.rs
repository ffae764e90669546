//! /api/condensers (library.md section 7).

use domain::condenser::CondenserDraft;
use domain::rules::Dimensions;
use read_models::condenser_catalogue::CondenserRow;
use serde::Deserialize;

use super::api_error::{ApiError, ErrorBody};
use super::catalogue_routes::{catalogue_handlers, Catalogue, NoFilter};
use super::if_match::IfMatch;
use crate::actor::Actor;
use crate::library::condensers;
use crate::AppState;

pub(super) fn routes() -> axum::Router<AppState> {
    catalogue_routes()
}

/// The dialog's body; every field optional so a missing one gets the
/// rule's own message rather than a parse error.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct CondenserBody {
    model: Option<String>,
    capacity: Option<f64>,
    /// Read as a number so 2.5 breaks the integer rule instead of the parser.
    fan_count: Option<f64>,
    fan_power_consumption: Option<f64>,
    is_microchannel: Option<bool>,
    /// `{length, width, height}` mm and `weight` kg, each optional.
    dimensions: Option<Dimensions>,
    #[serde(rename = "ratedDeltaT")]
    rated_delta_t: Option<f64>,
}

impl From<CondenserBody> for CondenserDraft {
    fn from(body: CondenserBody) -> Self {
        Self {
            model: body.model,
            capacity: body.capacity,
            fan_count: body.fan_count.map(|n| if n.fract() == 0.0 && n.abs() < 1e9 { n as i64 } else { 0 }),
            fan_power_consumption: body.fan_power_consumption,
            is_microchannel: body.is_microchannel,
            dimensions: body.dimensions,
            rated_delta_t: body.rated_delta_t,
        }
    }
}

/// The condenser catalogue: a row answers every write.
pub(super) struct Condensers;

impl Catalogue for Condensers {
    const PATH: &'static str = "/condensers";
    type Filter = NoFilter;
    type Row = CondenserRow;
    type CreateBody = CondenserBody;
    type Created = CondenserRow;
    type UpdateBody = CondenserBody;
    type Updated = CondenserRow;

    async fn list(state: &AppState, _: NoFilter) -> Result<Vec<CondenserRow>, ApiError> {
        Ok(condensers::list(state).await?)
    }

    async fn create(state: &AppState, body: CondenserBody, actor: &Actor) -> Result<CondenserRow, ApiError> {
        Ok(condensers::create(state, body.into(), actor).await?)
    }

    async fn update(
        state: &AppState,
        id: &str,
        expected: Option<usize>,
        body: CondenserBody,
        actor: &Actor,
    ) -> Result<CondenserRow, ApiError> {
        Ok(condensers::update(state, id, expected, body.into(), actor).await?)
    }

    async fn delete(state: &AppState, id: &str, expected: Option<usize>, actor: &Actor) -> Result<(), ApiError> {
        Ok(condensers::delete(state, id, expected, actor).await?)
    }

    async fn restore(state: &AppState, id: &str, actor: &Actor) -> Result<CondenserRow, ApiError> {
        Ok(condensers::restore(state, id, actor).await?)
    }
}

catalogue_handlers! {
    Condensers;
    #[utoipa::path(get, path = "/api/condensers", operation_id = "listCondensers", tag = "condensadores", responses((status = 200, description = "Condensadores vigentes, por modelo", body = Vec<CondenserRow>)))]
    fn list;
    #[utoipa::path(post, path = "/api/condensers", operation_id = "createCondenser", tag = "condensadores", request_body = CondenserBody, responses((status = 201, description = "Condensador creado", body = CondenserRow), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
    fn create;
    #[utoipa::path(patch, path = "/api/condensers/{id}", operation_id = "updateCondenser", tag = "condensadores", params(("id" = String, Path, description = "Identificador"), IfMatch), request_body = CondenserBody, responses((status = 200, description = "Condensador actualizado", body = CondenserRow), (status = 404, description = "No encontrado", body = ErrorBody), (status = 409, description = "Escritura concurrente", body = ErrorBody), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
    fn update;
    #[utoipa::path(delete, path = "/api/condensers/{id}", operation_id = "deleteCondenser", tag = "condensadores", params(("id" = String, Path, description = "Identificador"), IfMatch), responses((status = 204, description = "Eliminado (como evento)"), (status = 404, description = "No encontrado", body = ErrorBody)))]
    fn delete;
    #[utoipa::path(post, path = "/api/condensers/{id}/restore", operation_id = "restoreCondenser", tag = "condensadores", params(("id" = String, Path, description = "Identificador")), responses((status = 200, description = "Condensador restaurado (evento CondenserRestored)", body = CondenserRow), (status = 404, description = "No encontrado", body = ErrorBody), (status = 409, description = "El condensador no está eliminado", body = ErrorBody)))]
    fn restore;
}
