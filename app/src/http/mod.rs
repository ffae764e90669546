//! The HTTP API (the spec's endpoints) and the built SPA, on one router.

mod calculation_dto;
mod calculations;
mod compressors;
mod condensers;
mod datasheets;
pub mod error;
mod heat_exchangers;
mod multipart;
mod objects;
pub mod openapi;
mod project_body;
mod projects;
mod refrigerants;
mod security;
mod sheet_settings;
mod strict;

use std::path::Path;

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::get;
use axum::Router;
use serde_json::json;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::trace::TraceLayer;

use crate::AppState;
use error::{ApiError, ApiJson};

/// The whole application: `/api/*`, `/health`, and the SPA from `web_dir`
/// (any path that is not a file serves `index.html`, so deep links work).
pub fn router(state: AppState, web_dir: Option<&Path>) -> Router {
    let mut api = Router::new()
        .merge(calculations::routes())
        .merge(compressors::routes())
        .merge(condensers::routes())
        .merge(heat_exchangers::routes())
        .merge(refrigerants::routes())
        .merge(sheet_settings::routes())
        .merge(objects::routes())
        .merge(datasheets::routes())
        .merge(projects::routes())
        .route("/openapi.json", get(openapi::document))
        .fallback(|| async { ApiError::RouteNotFound })
        .method_not_allowed_fallback(|| async { ApiError::MethodNotAllowed });
    if let Some(dir) = web_dir {
        // The API reference page, built by the web build (Swagger UI reading /api/openapi.json).
        api = api.route_service("/docs", ServeFile::new(dir.join("api-docs/index.html")));
    }
    let mut router = Router::new().nest("/api", api).route("/health", get(health)).with_state(state);
    if let Some(dir) = web_dir {
        let spa = ServeDir::new(dir).fallback(ServeFile::new(dir.join("index.html")));
        router = router.fallback_service(spa);
    }
    router.layer(axum::middleware::from_fn(security::headers)).layer(TraceLayer::new_for_http())
}

/// Liveness and store reachability.
async fn health(State(state): State<AppState>) -> (StatusCode, ApiJson<serde_json::Value>) {
    match state.views.load("health", "probe").await {
        Ok(_) => (StatusCode::OK, ApiJson(json!({ "status": "ok" }))),
        Err(error) => {
            tracing::error!(error = ?error, "health check: store unreachable");
            (StatusCode::SERVICE_UNAVAILABLE, ApiJson(json!({ "status": "unavailable" })))
        }
    }
}
