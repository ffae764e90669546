//! /api/auth/oidc: signing in with the company's OpenID Connect provider
//! (authorization code flow with PKCE). The browser opens `login`, which
//! sends it to the provider with a short-lived HttpOnly cookie holding the
//! state, the nonce and the PKCE verifier; the provider sends it back to
//! `callback`, which checks the state against that cookie, has the
//! `openidconnect` crate exchange the code and verify the ID token, and
//! opens a session as a local sign-in does. Failures go back to the SPA as
//! `/?acceso=<reason>`, which the sign-in screen explains in Spanish.

use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use domain::rules::Rejection;
use serde::Deserialize;

use super::access::cookie_value;
use super::api_error::{ApiError, ErrorBody};
use super::auth_routes::{http_only_cookie, set_session_cookie};
use crate::identity::oidc::{self, OidcError, PendingLogin};
use crate::identity::sessions::LoginError;
use crate::{AppError, AppState};

/// The cookie that carries the pending sign-in to the callback.
pub const PENDING_COOKIE: &str = "fichas_oidc";
const PENDING_PATH: &str = "/api/auth/oidc";
/// Time to sign in at the provider.
const PENDING_SECONDS: i64 = 600;

pub(super) fn routes() -> Router<AppState> {
    Router::new().route("/auth/oidc/login", get(login)).route("/auth/oidc/callback", get(callback))
}

fn provider(state: &AppState) -> Result<&dyn oidc::OpenIdProvider, ApiError> {
    state.oidc.as_deref().ok_or_else(|| {
        ApiError::App(AppError::Rejected {
            rejection: Rejection::NotFound,
            code: "auth.oidc_not_configured",
            message: "Este servidor no inicia sesión con un proveedor OpenID Connect".into(),
            field: None,
        })
    })
}

/// `state.nonce.verifier`: all three base64url, which has no dot.
fn pending_text(pending: &PendingLogin) -> String {
    format!("{}.{}.{}", pending.state, pending.nonce, pending.pkce_verifier)
}

fn pending_of(text: &str) -> Option<PendingLogin> {
    let mut parts = text.split('.');
    let (state, nonce, verifier) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || [state, nonce, verifier].iter().any(|p| p.is_empty()) {
        return None;
    }
    Some(PendingLogin { state: state.into(), nonce: nonce.into(), pkce_verifier: verifier.into() })
}

fn see_other(location: &str) -> Response {
    let mut response = StatusCode::SEE_OTHER.into_response();
    if let Ok(value) = HeaderValue::from_str(location) {
        response.headers_mut().insert(header::LOCATION, value);
    }
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

#[utoipa::path(get, path = "/api/auth/oidc/login", operation_id = "startOidcLogin", tag = "sesion", responses((status = 303, description = "Al proveedor OpenID Connect de la empresa (flujo de código de autorización con PKCE); cookie fichas_oidc con el estado, 10 minutos"), (status = 404, description = "Este servidor no usa --auth oidc (auth.oidc_not_configured)", body = ErrorBody), (status = 500, description = "El proveedor no responde a su descubrimiento", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn login(State(state): State<AppState>, headers: HeaderMap) -> Result<Response, ApiError> {
    let authorization = provider(&state)?
        .authorize()
        .await
        .map_err(|e| AppError::Internal(e.context("Failed to start an OpenID Connect sign-in")))?;
    let mut response = see_other(&authorization.url);
    let cookie = http_only_cookie(
        &state,
        &headers,
        PENDING_COOKIE,
        PENDING_PATH,
        &pending_text(&authorization.pending),
        PENDING_SECONDS,
    );
    response.headers_mut().insert(header::SET_COOKIE, cookie);
    Ok(response)
}

/// The provider's answer (RFC 6749 4.1.2 and 4.1.2.1), in the query.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct Answer {
    code: Option<String>,
    state: Option<String>,
    /// The provider's refusal (`access_denied` when the person cancelled).
    error: Option<String>,
}

#[utoipa::path(get, path = "/api/auth/oidc/callback", operation_id = "finishOidcLogin", tag = "sesion", params(Answer), responses((status = 303, description = "Sesión abierta (cookie fichas_sesion) y de vuelta a la aplicación; sin sesión, a /?acceso=cancelado|caducado|rechazado|sin-correo|correo-en-uso|desactivada|error"), (status = 404, description = "Este servidor no usa --auth oidc (auth.oidc_not_configured)", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn callback(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(answer): Query<Answer>,
) -> Result<Response, ApiError> {
    let provider = provider(&state)?;
    let pending = cookie_value(&headers, PENDING_COOKIE).and_then(pending_of);
    let outcome = match (&answer, &pending) {
        (Answer { error: Some(error), .. }, _) => {
            tracing::info!(%error, "the provider sent no code");
            Err("cancelado")
        }
        (Answer { code: Some(code), state: Some(sent), .. }, Some(pending))
            if crate::identity::secrets::same(sent, &pending.state) =>
        {
            match provider.verify(code, pending).await {
                Err(error) => {
                    tracing::warn!(error = format!("{error:#}"), "OpenID Connect sign-in refused");
                    Err("rechazado")
                }
                Ok(claims) => {
                    let now = chrono::Utc::now().timestamp();
                    let default_role =
                        state.auth.oidc.as_ref().map_or(crate::identity::Role::Lector, |o| o.default_role);
                    match oidc::sign_in(state.accounts.as_ref(), &claims, default_role, now).await {
                        Ok(session) => Ok(session),
                        Err(OidcError::NoEmail) => Err("sin-correo"),
                        Err(OidcError::EmailTaken) => Err("correo-en-uso"),
                        Err(OidcError::Login(LoginError::Disabled)) => Err("desactivada"),
                        Err(OidcError::Login(error)) => {
                            tracing::error!(error = format!("{error:#}"), "OpenID Connect sign-in failed");
                            Err("error")
                        }
                    }
                }
            }
        }
        _ => Err("caducado"),
    };
    let mut response = match &outcome {
        Ok(_) => see_other("/"),
        Err(reason) => see_other(&format!("/?acceso={reason}")),
    };
    // The pending sign-in is spent either way.
    response
        .headers_mut()
        .append(header::SET_COOKIE, http_only_cookie(&state, &headers, PENDING_COOKIE, PENDING_PATH, "", 0));
    if let Ok(session) = outcome {
        set_session_cookie(&state, &headers, &mut response, &session);
    }
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_read_back_only_a_whole_pending_sign_in() {
        let pending = PendingLogin { state: "s-1".into(), nonce: "n_2".into(), pkce_verifier: "v3".into() };
        assert_eq!(pending_of(&pending_text(&pending)), Some(pending));
        assert_eq!(pending_of("s.n"), None);
        assert_eq!(pending_of("s..v"), None);
        assert_eq!(pending_of("s.n.v.x"), None);
    }
}
