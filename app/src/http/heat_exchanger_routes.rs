//! /api/heat-exchangers (library.md section 7).

use domain::heat_exchanger::HeatExchangerDraft;
use read_models::heat_exchanger_catalogue::HeatExchangerRow;
use serde::{Deserialize, Deserializer};

use super::api_error::{ApiError, ErrorBody};
use super::catalogue_routes::{catalogue_handlers, Catalogue, NoFilter};
use super::if_match::IfMatch;
use crate::actor::Actor;
use crate::library::heat_exchangers::{self, HeatExchangerSaved};
use crate::AppState;

pub(super) fn routes() -> axum::Router<AppState> {
    catalogue_routes()
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct HeatExchangerBody {
    model: Option<String>,
    brand: Option<String>,
    capacity_kw: Option<f64>,
    /// Free text: the domain refuses values other than cooling, heating, both.
    application_type: Option<String>,
    notes: Option<String>,
    /// Water-side pressure drop the maker rates, kPa, at `ratedFlowLmin`
    /// of water; given with it or not at all. On an update, null clears it
    /// (with `ratedFlowLmin`) and leaving it out keeps it.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<f64>)]
    pressure_drop_kpa: Option<Option<f64>>,
    /// Water flow of that rating, L/min.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<f64>)]
    rated_flow_lmin: Option<Option<f64>>,
}

/// A field that is in the body, null or not: `Some(None)` for null, so an
/// update can clear it; left out, the field's default (`None`) keeps it.
fn present<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Option<f64>>, D::Error> {
    Option::<f64>::deserialize(deserializer).map(Some)
}

impl From<HeatExchangerBody> for HeatExchangerDraft {
    fn from(body: HeatExchangerBody) -> Self {
        Self {
            model: body.model,
            brand: body.brand,
            capacity_kw: body.capacity_kw,
            application_type: body.application_type,
            notes: body.notes,
            pressure_drop_kpa: body.pressure_drop_kpa,
            rated_flow_lmin: body.rated_flow_lmin,
        }
    }
}

/// The plate heat exchanger catalogue: a create or update answers the row
/// with warnings (another exchanger of the same brand and model).
pub(super) struct HeatExchangers;

impl Catalogue for HeatExchangers {
    const PATH: &'static str = "/heat-exchangers";
    type Filter = NoFilter;
    type Row = HeatExchangerRow;
    type CreateBody = HeatExchangerBody;
    type Created = HeatExchangerSaved;
    type UpdateBody = HeatExchangerBody;
    type Updated = HeatExchangerSaved;

    async fn list(state: &AppState, _: NoFilter) -> Result<Vec<HeatExchangerRow>, ApiError> {
        Ok(heat_exchangers::list(state).await?)
    }

    async fn create(state: &AppState, body: HeatExchangerBody, actor: &Actor) -> Result<HeatExchangerSaved, ApiError> {
        Ok(heat_exchangers::create(state, body.into(), actor).await?)
    }

    async fn update(
        state: &AppState,
        id: &str,
        expected: Option<usize>,
        body: HeatExchangerBody,
        actor: &Actor,
    ) -> Result<HeatExchangerSaved, ApiError> {
        Ok(heat_exchangers::update(state, id, expected, body.into(), actor).await?)
    }

    async fn delete(state: &AppState, id: &str, expected: Option<usize>, actor: &Actor) -> Result<(), ApiError> {
        Ok(heat_exchangers::delete(state, id, expected, actor).await?)
    }

    async fn restore(state: &AppState, id: &str, actor: &Actor) -> Result<HeatExchangerRow, ApiError> {
        Ok(heat_exchangers::restore(state, id, actor).await?)
    }
}

catalogue_handlers! {
    HeatExchangers;
    #[utoipa::path(get, path = "/api/heat-exchangers", operation_id = "listHeatExchangers", tag = "intercambiadores", responses((status = 200, description = "Intercambiadores vigentes", body = Vec<HeatExchangerRow>)))]
    fn list;
    #[utoipa::path(post, path = "/api/heat-exchangers", operation_id = "createHeatExchanger", tag = "intercambiadores", request_body = HeatExchangerBody, responses((status = 201, description = "Intercambiador creado, con avisos (p. ej. modelo repetido de la misma marca)", body = HeatExchangerSaved), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
    fn create;
    #[utoipa::path(patch, path = "/api/heat-exchangers/{id}", operation_id = "updateHeatExchanger", tag = "intercambiadores", params(("id" = String, Path, description = "Identificador"), IfMatch), request_body = HeatExchangerBody, responses((status = 200, description = "Intercambiador actualizado, con avisos", body = HeatExchangerSaved), (status = 404, description = "No encontrado", body = ErrorBody), (status = 422, description = "Regla incumplida (mensaje en español)", body = ErrorBody), (status = 400, description = "JSON mal formado", body = ErrorBody)))]
    fn update;
    #[utoipa::path(delete, path = "/api/heat-exchangers/{id}", operation_id = "deleteHeatExchanger", tag = "intercambiadores", params(("id" = String, Path, description = "Identificador"), IfMatch), responses((status = 204, description = "Eliminado (como evento)"), (status = 404, description = "No encontrado", body = ErrorBody)))]
    fn delete;
    #[utoipa::path(post, path = "/api/heat-exchangers/{id}/restore", operation_id = "restoreHeatExchanger", tag = "intercambiadores", params(("id" = String, Path, description = "Identificador")), responses((status = 200, description = "Intercambiador restaurado (evento HeatExchangerRestored)", body = HeatExchangerRow), (status = 404, description = "No encontrado", body = ErrorBody), (status = 409, description = "El intercambiador no está eliminado", body = ErrorBody)))]
    fn restore;
}
