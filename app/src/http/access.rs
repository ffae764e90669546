//! Who a request is, and whether its route lets them in. One table,
//! [`ROUTES`], says what every route of /api asks; one middleware,
//! [`authorize`], applies it to all of them. A route missing from the table
//! is refused to everyone (and a test keeps the table and the router equal).

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, MatchedPath, Request, State};
use axum::http::{header, HeaderMap, Method};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::api_error::ApiError;
use crate::identity::{sessions, tokens, Access, Identity, Via};
use crate::server_config::AuthMode;
use crate::{AppError, AppState};

/// The session cookie's name.
pub const SESSION_COOKIE: &str = "fichas_sesion";
/// The header a state-changing request may carry the session's CSRF token in.
pub const CSRF_HEADER: &str = "x-csrf-token";

use Access::{Administrator, Engineer, Library, Public, Read, Users};

/// Every route of /api (as the router spells it, without `/api`) and what it asks.
pub const ROUTES: &[(&str, &str, Access)] = &[
    ("POST", "/auth/login", Public),
    ("POST", "/auth/logout", Public),
    ("GET", "/auth/me", Public),
    ("GET", "/auth/mode", Public),
    ("GET", "/auth/oidc/login", Public),
    ("GET", "/auth/oidc/callback", Public),
    ("GET", "/auth/tokens", Read),
    ("POST", "/auth/tokens", Read),
    ("DELETE", "/auth/tokens/{id}", Read),
    // The accounts.
    ("GET", "/users", Users),
    ("POST", "/users", Users),
    ("PATCH", "/users/{id}", Users),
    ("GET", "/openapi.json", Public),
    ("GET", "/docs", Public),
    // Calculations and selections change nothing: anyone signed in.
    ("POST", "/calculate", Read),
    ("POST", "/racks/calculate", Read),
    ("POST", "/chillers/calculate", Read),
    ("POST", "/selection/compressors", Read),
    ("POST", "/selection/compressors/at-duty", Read),
    ("POST", "/selection/condensers", Read),
    ("POST", "/selection/heat-exchangers", Read),
    // The library.
    ("GET", "/compressors", Read),
    ("POST", "/compressors", Library),
    ("POST", "/compressors/import-with-ai", Library),
    ("PATCH", "/compressors/{id}", Library),
    ("DELETE", "/compressors/{id}", Library),
    ("POST", "/compressors/{id}/restore", Library),
    ("GET", "/compressors/{id}/history", Read),
    ("GET", "/compressors/{id}/polynomials", Read),
    ("POST", "/compressors/{id}/import-polynomials", Library),
    ("POST", "/compressors/{id}/polynomials/import", Library),
    ("POST", "/polynomials", Library),
    ("PATCH", "/polynomials/{id}", Library),
    ("GET", "/polynomials/{id}/history", Read),
    ("GET", "/polynomials/default-envelope", Read),
    ("GET", "/condensers", Read),
    ("POST", "/condensers", Library),
    ("PATCH", "/condensers/{id}", Library),
    ("DELETE", "/condensers/{id}", Library),
    ("POST", "/condensers/{id}/restore", Library),
    ("GET", "/condensers/{id}/history", Read),
    ("GET", "/heat-exchangers", Read),
    ("POST", "/heat-exchangers", Library),
    ("PATCH", "/heat-exchangers/{id}", Library),
    ("DELETE", "/heat-exchangers/{id}", Library),
    ("POST", "/heat-exchangers/{id}/restore", Library),
    ("GET", "/heat-exchangers/{id}/history", Read),
    ("GET", "/refrigerants-library", Read),
    ("GET", "/refrigerants-library/code/{code}", Read),
    ("POST", "/refrigerants-library/generate/", Library),
    ("POST", "/refrigerants-library/generate/{code}", Library),
    ("PATCH", "/refrigerants-library/{id}", Library),
    ("POST", "/refrigerants-library/{id}/upload-pdf", Library),
    ("GET", "/refrigerants-library/{id}/history", Read),
    ("GET", "/refrigerants", Read),
    ("GET", "/fluids", Read),
    ("GET", "/refrigerants/{code}/pressures", Read),
    ("GET", "/refrigerants/{code}/contextual-table", Read),
    ("GET", "/refrigerants/{code}/saturation-temperatures", Read),
    // Figures of the engine's texts in a person's display units.
    ("POST", "/units/texts", Read),
    // Company settings and PDF design.
    ("GET", "/company-settings", Read),
    ("POST", "/company-settings", Administrator),
    ("GET", "/design-config", Read),
    ("POST", "/design-config", Administrator),
    ("POST", "/design-config/upload", Administrator),
    // Files and charts.
    ("POST", "/objects/upload", Engineer),
    ("GET", "/objects/public/{key}", Read),
    ("GET", "/charts/envelope.svg", Read),
    ("GET", "/charts/ph", Read),
    ("GET", "/charts/ph.svg", Read),
    // Projects and their sheets; checking a sheet is reading.
    ("GET", "/projects", Read),
    ("POST", "/projects", Engineer),
    ("GET", "/projects/{id}", Read),
    ("PATCH", "/projects/{id}", Engineer),
    ("DELETE", "/projects/{id}", Engineer),
    ("GET", "/projects/{id}/history", Read),
    ("GET", "/projects/{id}/versions/{version}", Read),
    ("GET", "/projects/{id}/diff", Read),
    ("POST", "/projects/{id}/recalculate", Engineer),
    ("POST", "/projects/{id}/duplicate", Engineer),
    ("POST", "/projects/{id}/generate-pdf", Engineer),
    ("GET", "/projects/{id}/datasheets", Read),
    ("GET", "/datasheets/{id}/pdf", Read),
    ("POST", "/datasheets/{id}/regenerate", Read),
];

/// What the route `method path` asks; `None` for a route not in the table.
pub fn access_for(method: &Method, path: &str) -> Option<Access> {
    let path = path.strip_prefix("/api").unwrap_or(path);
    let method = if method == Method::HEAD { "GET" } else { method.as_str() };
    ROUTES.iter().find(|(m, p, _)| *m == method && *p == path).map(|(_, _, access)| *access)
}

fn is_safe(method: &Method) -> bool {
    matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// The session cookie's value, if the request carries one.
pub fn session_cookie(headers: &HeaderMap) -> Option<&str> {
    cookie_value(headers, SESSION_COOKIE)
}

/// The value of the cookie `name`, if the request carries one.
pub fn cookie_value<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value.trim())
        .filter(|value| !value.is_empty())
}

fn header_text<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers.get(name).and_then(|v| v.to_str().ok())
}

/// A browser saying the request was sent by another site's page (Fetch
/// Metadata, W3C): refused for every state-changing request, in every mode.
fn sent_by_another_site(headers: &HeaderMap) -> bool {
    matches!(header_text(headers, "sec-fetch-site"), Some("cross-site" | "same-site"))
}

/// Whether a state-changing request with a session cookie proves it comes
/// from this application: the session's CSRF token, or the browser's own
/// Sec-Fetch-Site / Origin headers naming this origin (OWASP CSRF Prevention
/// Cheat Sheet: "Verifying Origin with standard headers", Fetch Metadata).
fn proves_same_origin(headers: &HeaderMap, csrf_token: &str) -> bool {
    if header_text(headers, CSRF_HEADER).is_some_and(|sent| crate::identity::secrets::same(sent, csrf_token)) {
        return true;
    }
    if let Some(site) = header_text(headers, "sec-fetch-site") {
        return site == "same-origin";
    }
    let host = header_text(headers, "x-forwarded-host").or_else(|| header_text(headers, header::HOST.as_str()));
    match (header_text(headers, header::ORIGIN.as_str()), host) {
        (Some(origin), Some(host)) => origin.split_once("://").is_some_and(|(_, authority)| authority == host),
        _ => false,
    }
}

/// The client's address: the connection's, or, when the connection comes
/// from this machine (a reverse proxy beside the server), the last address
/// that proxy appended to X-Forwarded-For.
pub fn client_address(request_headers: &HeaderMap, connection: Option<&ConnectInfo<SocketAddr>>) -> Option<String> {
    let peer = connection.map(|c| c.0.ip())?;
    if peer.is_loopback() {
        if let Some(forwarded) = header_text(request_headers, "x-forwarded-for") {
            if let Some(last) = forwarded.rsplit(',').next().map(str::trim).filter(|a| !a.is_empty()) {
                return Some(last.to_string());
            }
        }
    }
    Some(peer.to_string())
}

/// The secret of `Authorization: Bearer ...`, if the request carries one.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    header_text(headers, header::AUTHORIZATION.as_str())
        .and_then(|v| v.strip_prefix("Bearer ").or_else(|| v.strip_prefix("bearer ")))
        .map(str::trim)
}

/// Who the request is: the single local user, the owner of the bearer
/// token (an unknown or revoked one proves nobody, whatever cookie comes
/// with it), or the person of the session cookie; `None` when the request
/// proves nobody.
async fn identify(state: &AppState, headers: &HeaderMap) -> anyhow::Result<Option<Identity>> {
    if state.auth.mode == AuthMode::None {
        return Ok(Some(Identity::single_user()));
    }
    if let Some(secret) = bearer(headers) {
        return tokens::resolve(state.accounts.as_ref(), secret).await;
    }
    match session_cookie(headers) {
        Some(token) => sessions::resolve(state.accounts.as_ref(), token, chrono::Utc::now().timestamp()).await,
        None => Ok(None),
    }
}

/// The middleware on every route of /api: resolves who the request is
/// (kept in the request's extensions for the `Actor` extractor), checks
/// CSRF for state-changing requests, and applies [`ROUTES`]: 401 when the
/// route needs a person and none is proven, 403 when their role may not.
pub async fn authorize(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    let path = request.extensions().get::<MatchedPath>().map(|m| m.as_str().to_string());
    let Some(access) = path.as_deref().and_then(|p| access_for(request.method(), p)) else {
        tracing::error!(path = ?path, method = %request.method(), "route missing from the access table");
        return ApiError::Forbidden("Esta ruta no tiene permisos definidos".into()).into_response();
    };
    let writes = !is_safe(request.method());
    if writes && sent_by_another_site(request.headers()) {
        return ApiError::CrossSite.into_response();
    }
    let identity = match identify(&state, request.headers()).await {
        Ok(identity) => identity,
        Err(error) => {
            return ApiError::App(AppError::Internal(error.context("Failed to read the session"))).into_response()
        }
    };
    if let Some(Identity { via: Via::Session { csrf_token }, .. }) = &identity {
        if writes && access != Public && !proves_same_origin(request.headers(), csrf_token) {
            return ApiError::CrossSite.into_response();
        }
    }
    match (&identity, access) {
        (_, Public) => {}
        (None, _) => return ApiError::Unauthenticated.into_response(),
        (Some(who), access) if !access.allows(who.role, state.auth.engineers_edit_library) => {
            return ApiError::Forbidden(access.refusal(who.role)).into_response();
        }
        _ => {}
    }
    if let Some(identity) = identity {
        request.extensions_mut().insert(identity);
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_static(value));
        }
        map
    }

    #[test]
    fn it_should_find_each_route_once_and_treat_head_as_get() {
        assert_eq!(access_for(&Method::POST, "/api/company-settings"), Some(Administrator));
        assert_eq!(access_for(&Method::HEAD, "/projects/{id}"), Some(Read));
        assert_eq!(access_for(&Method::PUT, "/projects/{id}"), None);
        let mut seen = std::collections::HashSet::new();
        for (method, path, _) in ROUTES {
            assert!(seen.insert((method, path)), "{method} {path} listed twice");
        }
    }

    #[test]
    fn it_should_read_the_session_cookie_among_others() {
        let h = headers(&[("cookie", "sidebar_state=true; fichas_sesion=abc123"), ("cookie", "x=1")]);
        assert_eq!(session_cookie(&h), Some("abc123"));
        assert_eq!(session_cookie(&headers(&[("cookie", "fichas_sesion=")])), None);
    }

    #[test]
    fn it_should_accept_a_write_only_with_proof_of_origin() {
        assert!(proves_same_origin(&headers(&[("x-csrf-token", "t0k")]), "t0k"));
        assert!(!proves_same_origin(&headers(&[("x-csrf-token", "otro")]), "t0k"));
        assert!(proves_same_origin(&headers(&[("sec-fetch-site", "same-origin")]), "t0k"));
        assert!(!proves_same_origin(&headers(&[("sec-fetch-site", "cross-site")]), "t0k"));
        let same = headers(&[("origin", "https://fichas.example"), ("host", "fichas.example")]);
        assert!(proves_same_origin(&same, "t0k"));
        let other = headers(&[("origin", "https://malo.example"), ("host", "fichas.example")]);
        assert!(!proves_same_origin(&other, "t0k"));
        assert!(!proves_same_origin(&headers(&[]), "t0k"));
    }

    #[test]
    fn it_should_trust_forwarded_addresses_only_from_this_machine() {
        let h = headers(&[("x-forwarded-for", "203.0.113.9, 10.0.0.2")]);
        let local = ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 5000)));
        let remote = ConnectInfo(SocketAddr::from(([192, 0, 2, 1], 5000)));
        assert_eq!(client_address(&h, Some(&local)).as_deref(), Some("10.0.0.2"));
        assert_eq!(client_address(&h, Some(&remote)).as_deref(), Some("192.0.2.1"));
    }
}
