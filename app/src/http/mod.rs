//! The HTTP API (the spec's endpoints) and the built SPA, on one router.

pub mod access;
mod actor_header;
pub mod api_error;
mod auth_routes;
mod body_rate;
mod cache_control;
mod calculation_dto;
mod calculation_routes;
mod catalogue_routes;
mod compressor_routes;
mod condenser_routes;
mod datasheet_routes;
mod declared_length;
mod etag;
mod heat_exchanger_routes;
mod if_match;
mod library_history_routes;
mod multipart;
mod object_routes;
mod oidc_routes;
pub mod openapi;
mod openapi_rules;
mod project_request;
mod project_routes;
mod refrigerant_routes;
mod request_deadline;
mod security;
mod selection_routes;
mod settings_routes;
mod strict;
mod units_routes;
mod user_routes;

use std::path::Path;

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::get;
use axum::Router;
use serde_json::json;
use tower_http::compression::predicate::{DefaultPredicate, NotForContentType, Predicate};
use tower_http::compression::CompressionLayer;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::trace::TraceLayer;

use crate::AppState;
use api_error::{ApiError, ApiJson};

pub use body_rate::{BODY_FRAME_TIMEOUT, BODY_MIN_RATE};
pub use request_deadline::{CALCULATION_DEADLINE, PRINT_DEADLINE};

/// The whole application: `/api/*`, `/health`, and the SPA from `web_dir`
/// (any path that is not a file serves `index.html`, so deep links work).
///
/// A body that stops arriving (a client that declares a length and sends
/// nothing, or stalls half-way) is given up after [`BODY_FRAME_TIMEOUT`]
/// without a byte, or when it averages less than [`BODY_MIN_RATE`] (408);
/// calculations and prints are given up at their deadlines (503); the
/// request head's own deadline is the server's connection loop's
/// (infra::serve).
pub fn router(state: AppState, web_dir: Option<&Path>) -> Router {
    let mut api = Router::new()
        .merge(calculation_routes::routes())
        .merge(selection_routes::routes())
        .merge(compressor_routes::routes())
        .merge(condenser_routes::routes())
        .merge(heat_exchanger_routes::routes())
        .merge(refrigerant_routes::routes())
        .merge(settings_routes::routes())
        .merge(object_routes::routes())
        .merge(datasheet_routes::routes())
        .merge(project_routes::routes())
        .merge(auth_routes::routes())
        .merge(oidc_routes::routes())
        .merge(user_routes::routes())
        .merge(library_history_routes::routes())
        .merge(units_routes::routes())
        .route("/openapi.json", get(openapi::document))
        // Every route above, and only those: who may take it (access::ROUTES).
        .route_layer(axum::middleware::from_fn_with_state(state.clone(), access::authorize))
        .fallback(|| async { ApiError::RouteNotFound })
        .method_not_allowed_fallback(|| async { ApiError::MethodNotAllowed });
    if let Some(dir) = web_dir {
        // The API reference page, built by the web build (Swagger UI reading /api/openapi.json).
        api = api.route_service(
            "/docs",
            ServeFile::new(dir.join("api-docs/index.html")).precompressed_br().precompressed_gzip(),
        );
    }
    let api = api
        .layer(axum::Extension(api_error::DeclaredPart(declared_in_served)))
        .layer(axum::middleware::from_fn(request_deadline::limit))
        .layer(axum::middleware::from_fn(declared_length::refuse_oversized))
        .layer(axum::middleware::from_fn(body_rate::pace));
    let mut router = Router::new().nest("/api", api).route("/health", get(health)).with_state(state);
    if let Some(dir) = web_dir {
        // The web build writes a .br and a .gz beside every compressible file;
        // a browser that accepts one gets it without compressing per request.
        let index = ServeFile::new(dir.join("index.html")).precompressed_br().precompressed_gzip();
        let spa = ServeDir::new(dir).precompressed_br().precompressed_gzip().fallback(index);
        // Content-hashed files: a missing one is a 404, never the SPA's page
        // (which would then be kept a year under that name).
        let assets = ServeDir::new(dir.join("assets")).precompressed_br().precompressed_gzip();
        router = router.nest_service("/assets", assets).fallback_service(spa);
    }
    // Everything else compressible (API JSON, the OpenAPI document) is
    // compressed per answer; PDFs are compressed inside already.
    let compression = CompressionLayer::new()
        .br(true)
        .gzip(true)
        .compress_when(DefaultPredicate::new().and(NotForContentType::const_new("application/pdf")));
    router
        .layer(axum::middleware::from_fn(etag::conditional))
        .layer(axum::middleware::from_fn(security::headers))
        .layer(axum::middleware::from_fn(cache_control::headers))
        .layer(compression)
        .layer(TraceLayer::new_for_http())
}

/// The part of `body` the served document declares for `method` `route`
/// (what [`ApiJson`] reads for its U+0000 rule).
fn declared_in_served(method: &str, route: &str, body: &serde_json::Value) -> Option<serde_json::Value> {
    openapi_rules::declared_part(openapi::served(), method, route, body)
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
