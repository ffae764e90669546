//! How long a browser may keep what the server sends. The web build names
//! every file under `/assets/` by its content hash, so those never change
//! and are kept a year; everything else of the SPA (index.html, the theme
//! script, deep links) is revalidated on every visit, so a new build is seen
//! at once. API answers say nothing here (their own handlers decide; uploaded
//! images are already immutable).

use axum::extract::Request;
use axum::http::header::CACHE_CONTROL;
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::Response;

/// For content-hashed files.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// For the SPA's entry points: keep, but ask the server first.
pub const REVALIDATE: &str = "no-cache";

pub async fn headers(request: Request, next: Next) -> Response {
    let path = request.uri().path();
    let policy = if path.starts_with("/api/") || path == "/health" {
        None
    } else if path.starts_with("/assets/") {
        Some(IMMUTABLE)
    } else {
        Some(REVALIDATE)
    };
    let mut response = next.run(request).await;
    if let Some(policy) = policy {
        if response.status().is_success() && !response.headers().contains_key(CACHE_CONTROL) {
            response.headers_mut().insert(CACHE_CONTROL, HeaderValue::from_static(policy));
        }
    }
    response
}
