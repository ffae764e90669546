//! Selection endpoints: from a duty to ranked equipment (issue 22).

use axum::extract::State;
use axum::routing::post;
use axum::Router;
use domain::selection::{
    CompressorSelection, CompressorSelectionAnswer, CondenserSelection, CondenserSelectionAnswer, DutyPoint,
    HeatExchangerSelection, HeatExchangerSelectionAnswer, ModelAtDuty,
};

use super::api_error::{ApiError, ApiJson, ErrorBody};
use crate::calculations;
use crate::AppState;

pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/selection/compressors", post(compressors))
        .route("/selection/compressors/at-duty", post(compressors_at_duty))
        .route("/selection/condensers", post(condensers))
        .route("/selection/heat-exchangers", post(heat_exchangers))
}

#[utoipa::path(
    post,
    path = "/api/selection/compressors",
    operation_id = "selectCompressors",
    tag = "selección",
    request_body = CompressorSelection,
    responses(
        (status = 200, description = "Todos los compresores del catálogo que cumplen la capacidad requerida dentro de la banda, de uno en uno o en grupos iguales, ordenados según `criterion`; `excluded` cuenta los demás por motivo. Una lista vacía es una respuesta válida. Unidades: requiredCapacity en kW (como la envían las pantallas); coolingCapacity, powerInput y capacityAtCondPlus5 en W, current en A, margin en %, envelopeDistanceK en K; las cifras son las de /api/calculate multiplicadas por count; `temperatureBasis` dice, como /api/calculate, que las temperaturas del punto son de rocío y en qué base (rocío o punto medio) y punto se leyó el juego del fabricante", body = CompressorSelectionAnswer),
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

#[utoipa::path(
    post,
    path = "/api/selection/compressors/at-duty",
    operation_id = "listCompressorsAtDuty",
    tag = "selección",
    request_body = DutyPoint,
    responses(
        (status = 200, description = "Cada compresor del catálogo, en el orden del catálogo, en el punto de trabajo como un solo compresor: lo que las listas de modelos muestran junto a cada nombre. `status`: ok (cifras dadas), outOfEnvelope (el punto queda fuera de su envolvente), otherRefrigerant (sin juegos de capacidad y potencia del refrigerante) o notCalculable. Unidades: coolingCapacity y powerInput en W (las de /api/calculate), envelopeDistanceK en K (negativa fuera de la envolvente); `temperatureBasis` (solo con status ok) dice, como /api/calculate, que las temperaturas son de rocío y en qué base y punto se leyó el juego del fabricante", body = [ModelAtDuty]),
        (status = 422, description = "Dato inválido: el campo se nombra en `field` (evaporación no menor que la condensación, refrigerante desconocido)", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
async fn compressors_at_duty(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<DutyPoint>,
) -> Result<ApiJson<Vec<ModelAtDuty>>, ApiError> {
    Ok(ApiJson(calculations::compressors_at_duty(&state, body).await?))
}

#[utoipa::path(
    post,
    path = "/api/selection/condensers",
    operation_id = "selectCondensers",
    tag = "selección",
    request_body = CondenserSelection,
    responses(
        (status = 200, description = "Los condensadores del catálogo cuya capacidad al ΔT de diseño (condensación − ambiente) queda entre el calor a rechazar más el sobredimensionamiento pedido (10 % si falta) y 20 puntos más, el más ajustado primero (el que elige la selección automática); `excluded` cuenta los demás por motivo. Unidades: heatRejection en kW (como la envían las pantallas); capacity, requiredCapacity y fanPowerConsumption (por ventilador) en W, margin en %, designDeltaT en K", body = CondenserSelectionAnswer),
        (status = 422, description = "Dato inválido: el campo se nombra en `field` (calor no positivo, ambiente no menor que la condensación, refrigerante desconocido, sobredimensionamiento fuera de 0 a 100)", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
async fn condensers(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<CondenserSelection>,
) -> Result<ApiJson<CondenserSelectionAnswer>, ApiError> {
    Ok(ApiJson(calculations::select_condensers(&state, body).await?))
}

#[utoipa::path(
    post,
    path = "/api/selection/heat-exchangers",
    operation_id = "selectHeatExchangers",
    tag = "selección",
    request_body = HeatExchangerSelection,
    responses(
        (status = 200, description = "Los intercambiadores de placas del catálogo cuya capacidad queda entre la requerida más el sobredimensionamiento pedido (0 % si falta) y 20 puntos más, el más ajustado primero; `excluded` cuenta los demás por motivo. Unidades: requiredCapacity de la petición en kW; capacity y requiredCapacity de la respuesta en W, margin en %", body = HeatExchangerSelectionAnswer),
        (status = 422, description = "Dato inválido: el campo se nombra en `field` (capacidad no positiva, refrigerante desconocido, sobredimensionamiento fuera de 0 a 100)", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
async fn heat_exchangers(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<HeatExchangerSelection>,
) -> Result<ApiJson<HeatExchangerSelectionAnswer>, ApiError> {
    Ok(ApiJson(calculations::select_heat_exchangers(&state, body).await?))
}
