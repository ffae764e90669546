//! Headers every answer carries: a Content-Security-Policy for the SPA with
//! no inline script, no sniffing, no referrer leaks, no framing.

use axum::extract::Request;
use axum::http::header::{
    HeaderName, HeaderValue, CONTENT_SECURITY_POLICY, REFERRER_POLICY, X_CONTENT_TYPE_OPTIONS, X_FRAME_OPTIONS,
};
use axum::middleware::Next;
use axum::response::Response;

/// Scripts only from this origin; styles may be inline (Radix positions
/// popovers with style attributes); images and fonts may be data URLs.
pub const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; \
font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

fn set_if_absent(response: &mut Response, name: HeaderName, value: &'static str) {
    response.headers_mut().entry(name).or_insert(HeaderValue::from_static(value));
}

pub async fn headers(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    set_if_absent(&mut response, CONTENT_SECURITY_POLICY, CSP);
    set_if_absent(&mut response, X_CONTENT_TYPE_OPTIONS, "nosniff");
    set_if_absent(&mut response, REFERRER_POLICY, "no-referrer");
    set_if_absent(&mut response, X_FRAME_OPTIONS, "DENY");
    response
}
