//! A body whose declared `Content-Length` is over the limit is refused with
//! 413 before a byte of it is read. axum's `DefaultBodyLimit` only counts
//! while reading, so a client that declares 20 MB and sends nothing held the
//! connection and a task until it gave up (issue 25).

use axum::extract::Request;
use axum::http::header::{CONTENT_LENGTH, CONTENT_TYPE};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::api_error::ApiError;
use crate::library::uploads::MAX_UPLOAD_BYTES;

/// axum's default body limit, which every JSON body is read under.
pub const MAX_JSON_BYTES: u64 = 2 * 1024 * 1024;
/// Multipart declarations up to one and a half times the 10 MB file limit
/// are still let through: the upload routes' own `DefaultBodyLimit` stops
/// reading at the limit (plus framing), by which time the file's part header
/// has given its name, so the user reads "El archivo X excede el límite de
/// 10MB" (library.md) instead of a nameless 413. Beyond that, nothing is read.
pub const MAX_MULTIPART_BYTES: u64 = MAX_UPLOAD_BYTES as u64 * 3 / 2;

fn limit(request: &Request) -> u64 {
    let multipart = request
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim_start().to_ascii_lowercase().starts_with("multipart/form-data"));
    if multipart {
        MAX_MULTIPART_BYTES
    } else {
        MAX_JSON_BYTES
    }
}

pub async fn refuse_oversized(request: Request, next: Next) -> Response {
    let declared = request.headers().get(CONTENT_LENGTH).and_then(|v| v.to_str().ok()?.trim().parse::<u64>().ok());
    if declared.is_some_and(|length| length > limit(&request)) {
        return ApiError::TooLarge.into_response();
    }
    next.run(request).await
}
