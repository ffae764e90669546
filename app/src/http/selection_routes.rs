//! Selection endpoints: from a duty to ranked equipment (issue 22).

use axum::extract::State;
use axum::routing::post;
use axum::Router;
use domain::selection::{CompressorSelection, CompressorSelectionAnswer};

use super::api_error::{ApiError, ApiJson, ErrorBody};
use crate::calculations;
use crate::AppState;

pub(super) fn routes() -> Router<AppState> {
    Router::new().route("/selection/compressors", post(compressors))
}

#[utoipa::path(
    post,
    path = "/api/selection/compressors",
    operation_id = "selectCompressors",
    tag = "selección",
    request_body = CompressorSelection,
    responses(
        (status = 200, description = "Todos los compresores del catálogo que cumplen la capacidad requerida dentro de la banda, de uno en uno o en grupos iguales, ordenados según `criterion`; `excluded` cuenta los demás por motivo. Una lista vacía es una respuesta válida. Unidades: requiredCapacity en kW (como la envían las pantallas); coolingCapacity, powerInput y capacityAtCondPlus5 en W, current en A, margin en %, envelopeDistanceK en K; las cifras son las de /api/calculate multiplicadas por count", body = CompressorSelectionAnswer),
        (status = 422, description = "Dato inválido: el campo se nombra en `field` (capacidad no positiva, evaporación no menor que la condensación, refrigerante desconocido, count o band incoherentes)", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
async fn compressors(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<CompressorSelection>,
) -> Result<ApiJson<CompressorSelectionAnswer>, ApiError> {
    Ok(ApiJson(calculations::select_compressors(&state, body).await?))
}
