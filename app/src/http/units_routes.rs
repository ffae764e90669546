//! The figures inside the engine's texts in a person's display units
//! (issue 24 item 3): a calculation's warnings and the regulatory check's
//! findings are recorded in Spanish with SI figures ('Ningún condensador del
//! catálogo alcanza 30.8 kW'), and the screens show them to a person who
//! chose I-P or the Mexican mix. The conversion is the data sheet's own
//! (`domain::recorded_units`, the one table `data/units.json`); the answers
//! and the stored project stay SI, and the choice stays in the browser
//! (docs/decisions/2026-11-27-display-units.md).

use axum::routing::post;
use axum::Router;
use domain::display_units::UnitSystem;
use domain::recorded_units::in_units;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::api_error::{ApiError, ApiJson, ErrorBody};
use crate::AppState;

pub(super) fn routes() -> Router<AppState> {
    Router::new().route("/units/texts", post(texts))
}

/// A display unit system (/configuracion): `si`, `ip` or `mx`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum DisplaySystem {
    Si,
    Ip,
    Mx,
}

impl From<DisplaySystem> for UnitSystem {
    fn from(system: DisplaySystem) -> Self {
        match system {
            DisplaySystem::Si => UnitSystem::Si,
            DisplaySystem::Ip => UnitSystem::Ip,
            DisplaySystem::Mx => UnitSystem::Mx,
        }
    }
}

/// Texts as the engine recorded them, and the system to show them in.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TextsInUnits {
    pub system: DisplaySystem,
    pub texts: Vec<String>,
}

/// The same texts, in the same order, each figure in the system's units.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TextsInUnitsAnswer {
    pub texts: Vec<String>,
}

#[utoipa::path(
    post,
    path = "/api/units/texts",
    operation_id = "textsInUnits",
    tag = "unidades",
    request_body = TextsInUnits,
    responses(
        (status = 200, description = "Los textos, en el mismo orden, con cada cifra de una unidad SI que el motor escribe (°C, K, kW, bar, bar abs, kPa, kg, m, mm, L, m³, m/s, kg/m³, kJ/kg, K/m, kg/kW, L/kW) en las unidades del sistema, como las imprime la ficha: en `si`, sin cambios; en `ip`, °F, psig, BTU/h (con TR al lado), lb, ft...; en `mx`, solo presiones (psig, psia), pérdidas de carga (psi) y capacidades (TR). Lo demás del texto queda igual", body = TextsInUnitsAnswer),
        (status = 400, description = "Cuerpo mal formado (un sistema que no es si, ip ni mx)", body = ErrorBody),
    )
)]
#[tracing::instrument(skip_all)]
async fn texts(ApiJson(body): ApiJson<TextsInUnits>) -> Result<ApiJson<TextsInUnitsAnswer>, ApiError> {
    let system = UnitSystem::from(body.system);
    Ok(ApiJson(TextsInUnitsAnswer { texts: body.texts.iter().map(|text| in_units(text, system)).collect() }))
}
