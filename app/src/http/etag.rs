//! Conditional reads of the catalogue and of projects (issue 25, item 5):
//! every successful JSON `GET` under those resources carries an `ETag`, and
//! a request whose `If-None-Match` names it is answered `304 Not Modified`
//! without a body (RFC 9110 §8.8.3, §13.1.2).
//!
//! A project's answer already carries its version as a strong `ETag` (`"3"`,
//! the value `If-Match` takes on a write); it is kept. Every other answer gets
//! a weak `ETag` from the SHA-256 of its JSON: weak because the same content
//! may be sent compressed or not (RFC 9110 §8.8.1), which is also why
//! `If-None-Match` compares weakly.

use axum::body::{to_bytes, Body};
use axum::extract::Request;
use axum::http::header::{CONTENT_TYPE, ETAG, IF_NONE_MATCH};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::ports::sha256_hex;

/// The resources whose reads are conditional: the catalogue and projects.
const CONDITIONAL: [&str; 7] = [
    "/api/compressors",
    "/api/polynomials",
    "/api/condensers",
    "/api/heat-exchangers",
    "/api/refrigerants",
    "/api/refrigerants-library",
    "/api/projects",
];

/// The largest answer hashed for an `ETag` (a long catalogue list is a few
/// hundred kB); a larger one is sent as it is, without `ETag`.
const LARGEST_HASHED: usize = 16 * 1024 * 1024;

pub(super) fn is_conditional(path: &str) -> bool {
    CONDITIONAL.iter().any(|prefix| {
        path.strip_prefix(prefix).is_some_and(|rest| rest.is_empty() || rest.starts_with('/') || rest.starts_with('?'))
    })
}

/// Whether `If-None-Match` names `etag` (weak comparison; `*` matches any).
pub fn none_match(headers: &HeaderMap, etag: &str) -> bool {
    let Some(value) = headers.get(IF_NONE_MATCH).and_then(|v| v.to_str().ok()) else { return false };
    let opaque = |tag: &str| tag.trim().trim_start_matches("W/").to_string();
    value.split(',').any(|tag| tag.trim() == "*" || opaque(tag) == opaque(etag))
}

pub async fn conditional(request: Request, next: Next) -> Response {
    let applies = matches!(*request.method(), Method::GET | Method::HEAD) && is_conditional(request.uri().path());
    if !applies {
        return next.run(request).await;
    }
    let asked = request.headers().clone();
    let response = next.run(request).await;
    let is_json = response
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if response.status() != StatusCode::OK || !is_json {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    // A project's answer already carries its version; anything else is hashed.
    if let Some(etag) = parts.headers.get(ETAG).and_then(|v| v.to_str().ok()) {
        if none_match(&asked, etag) {
            return not_modified(&parts.headers);
        }
        return Response::from_parts(parts, body);
    }
    let Ok(bytes) = to_bytes(body, LARGEST_HASHED).await else {
        return super::api_error::ApiError::App(crate::AppError::Internal(anyhow::anyhow!("answer too large to hash")))
            .into_response();
    };
    let etag = format!("W/\"{}\"", &sha256_hex(&bytes)[..32]);
    parts.headers.insert(ETAG, HeaderValue::from_str(&etag).expect("hex is a valid header value"));
    if none_match(&asked, &etag) {
        return not_modified(&parts.headers);
    }
    Response::from_parts(parts, Body::from(bytes))
}

/// `304` with the validator and the caching headers of the full answer.
fn not_modified(headers: &HeaderMap) -> Response {
    let mut response = StatusCode::NOT_MODIFIED.into_response();
    for name in [ETAG, axum::http::header::CACHE_CONTROL, axum::http::header::VARY] {
        if let Some(value) = headers.get(&name) {
            response.headers_mut().insert(name, value.clone());
        }
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_match_catalogue_and_project_paths_only() {
        assert!(is_conditional("/api/compressors"));
        assert!(is_conditional("/api/projects/abc"));
        assert!(is_conditional("/api/refrigerants-library/x"));
        assert!(!is_conditional("/api/compressorsx"));
        assert!(!is_conditional("/api/racks/calculate"));
    }

    #[test]
    fn it_should_compare_if_none_match_weakly_and_accept_lists_and_star() {
        let mut headers = HeaderMap::new();
        headers.insert(IF_NONE_MATCH, HeaderValue::from_static("\"a\", W/\"3\""));
        assert!(none_match(&headers, "\"3\""));
        assert!(none_match(&headers, "W/\"a\""));
        assert!(!none_match(&headers, "\"4\""));
        headers.insert(IF_NONE_MATCH, HeaderValue::from_static("*"));
        assert!(none_match(&headers, "\"9\""));
        assert!(!none_match(&HeaderMap::new(), "\"9\""));
    }
}
