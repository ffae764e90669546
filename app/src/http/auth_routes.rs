//! /api/auth: signing in and out with a local account, and who is signed in
//! (with the CSRF token and what the screens may offer).

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Router};
use domain::rules::Rejection;
use serde::{Deserialize, Serialize};

use super::access::{client_address, session_cookie, SESSION_COOKIE};
use super::api_error::{ApiError, ApiJson, ApiPath, ErrorBody};
use crate::identity::sessions::{self, LoginError, SESSION_SECONDS};
use crate::identity::tokens;
use crate::identity::{Access, Identity, Role, Via};
use crate::server_config::AuthMode;
use crate::{AppError, AppState};

pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route("/auth/login", post(login))
        .route("/auth/logout", post(logout))
        .route("/auth/me", get(me))
        .route("/auth/mode", get(mode))
        .route("/auth/tokens", get(list_tokens).post(create_token))
        .route("/auth/tokens/{id}", axum::routing::delete(revoke_token))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct LoginBody {
    email: String,
    password: String,
}

/// What the screens may offer the person (the same rules the server applies).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct Permissions {
    /// Create, change and delete projects, issue data sheets, upload images.
    edit_projects: bool,
    /// Create, change and delete library items.
    edit_library: bool,
    /// Company settings and PDF design.
    edit_settings: bool,
    /// The accounts (Usuarios).
    manage_users: bool,
}

/// Who is signed in.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct Me {
    /// `local` (accounts), `oidc` (the company's provider) or `single` (one
    /// local user, no sign-in: a loopback server with no identity configured).
    mode: &'static str,
    /// The account's stable id; absent for the single local user.
    subject: Option<String>,
    name: String,
    email: Option<String>,
    role: Role,
    /// Send it back as `X-CSRF-Token` on state-changing requests; absent
    /// without a session.
    csrf_token: Option<String>,
    can: Permissions,
}

fn me_of(state: &AppState, who: &Identity) -> Me {
    let allowed = |access: Access| access.allows(who.role, state.auth.engineers_edit_library);
    Me {
        mode: if who.via == Via::SingleUser { "single" } else { mode_name(state.auth.mode) },
        subject: who.subject.clone(),
        name: who.name.clone(),
        email: who.email.clone(),
        role: who.role,
        csrf_token: match &who.via {
            Via::Session { csrf_token } => Some(csrf_token.clone()),
            Via::SingleUser | Via::Token => None,
        },
        can: Permissions {
            edit_projects: allowed(Access::Engineer),
            edit_library: allowed(Access::Library),
            edit_settings: allowed(Access::Administrator),
            manage_users: allowed(Access::Users),
        },
    }
}

/// The session cookie.
fn cookie(state: &AppState, headers: &HeaderMap, value: &str, max_age: i64) -> HeaderValue {
    http_only_cookie(state, headers, SESSION_COOKIE, "/", value, max_age)
}

/// An HttpOnly, SameSite=Lax cookie; `Secure` when configured, or when the
/// proxy in front says the browser came over TLS.
pub(super) fn http_only_cookie(
    state: &AppState,
    headers: &HeaderMap,
    name: &str,
    path: &str,
    value: &str,
    max_age: i64,
) -> HeaderValue {
    let behind_tls = headers.get("x-forwarded-proto").and_then(|v| v.to_str().ok()) == Some("https");
    let secure = if state.auth.secure_cookies || behind_tls { "; Secure" } else { "" };
    let text = format!("{name}={value}; Path={path}; HttpOnly; SameSite=Lax; Max-Age={max_age}{secure}");
    HeaderValue::from_str(&text).unwrap_or_else(|_| HeaderValue::from_static("fichas_sesion=; Path=/; Max-Age=0"))
}

/// The session cookie of a session just opened, on `response`.
pub(super) fn set_session_cookie(
    state: &AppState,
    headers: &HeaderMap,
    response: &mut Response,
    session: &sessions::NewSession,
) {
    response.headers_mut().append(header::SET_COOKIE, cookie(state, headers, &session.token, SESSION_SECONDS));
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
}

/// How people sign in here.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub(super) struct Mode {
    /// `single` (no sign-in), `local` (e-mail and password: POST
    /// /api/auth/login) or `oidc` (the company's provider: open
    /// /api/auth/oidc/login in the browser).
    mode: &'static str,
}

pub(super) fn mode_name(mode: AuthMode) -> &'static str {
    match mode {
        AuthMode::None => "single",
        AuthMode::Local => "local",
        AuthMode::Oidc => "oidc",
    }
}

#[utoipa::path(get, path = "/api/auth/mode", operation_id = "getSignInMode", tag = "sesion", responses((status = 200, description = "Cómo se inicia sesión en este servidor (sin sesión)", body = Mode)))]
#[tracing::instrument(skip_all)]
async fn mode(State(state): State<AppState>) -> ApiJson<Mode> {
    ApiJson(Mode { mode: mode_name(state.auth.mode) })
}

#[utoipa::path(post, path = "/api/auth/login", operation_id = "login", tag = "sesion", request_body = LoginBody, responses((status = 200, description = "Sesión abierta: cookie fichas_sesion (HttpOnly, SameSite=Lax) y quién es", body = Me), (status = 401, description = "Correo electrónico o contraseña incorrectos", body = ErrorBody), (status = 403, description = "Cuenta desactivada por un administrador", body = ErrorBody), (status = 404, description = "Este servidor no inicia sesión con contraseña: un solo usuario local (auth.single_user), o el proveedor OpenID Connect de la empresa (auth.oidc)", body = ErrorBody), (status = 429, description = "Demasiados intentos fallidos (por cuenta o por dirección); cabecera Retry-After", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn login(
    State(state): State<AppState>,
    connection: Option<Extension<ConnectInfo<SocketAddr>>>,
    headers: HeaderMap,
    ApiJson(body): ApiJson<LoginBody>,
) -> Result<Response, ApiError> {
    if state.auth.mode == AuthMode::None {
        return Err(ApiError::App(AppError::Rejected {
            rejection: Rejection::NotFound,
            code: "auth.single_user",
            message: "Este servidor funciona con un único usuario local, sin inicio de sesión".into(),
            field: None,
        }));
    }
    let address = client_address(&headers, connection.as_ref().map(|c| &c.0)).unwrap_or_default();
    let now = chrono::Utc::now().timestamp();
    if state.auth.mode == AuthMode::Oidc {
        return Err(ApiError::App(AppError::Rejected {
            rejection: Rejection::NotFound,
            code: "auth.oidc",
            message: "Este servidor inicia sesión con el proveedor de identidad de la empresa".into(),
            field: None,
        }));
    }
    let session = match sessions::login(state.accounts.as_ref(), &body.email, &body.password, &address, now).await {
        Ok(session) => session,
        Err(LoginError::BadCredentials) => {
            tracing::info!(%address, "failed login");
            return Err(ApiError::BadCredentials);
        }
        Err(LoginError::TooManyAttempts) => {
            tracing::warn!(%address, "login refused: too many failed attempts");
            return Err(ApiError::TooManyLogins);
        }
        Err(LoginError::Disabled) => return Err(ApiError::Forbidden(LoginError::Disabled.to_string())),
        Err(LoginError::Internal(error)) => return Err(ApiError::App(AppError::Internal(error))),
    };
    let who = Identity {
        subject: Some(session.user.id.clone()),
        name: session.user.name.clone(),
        email: Some(session.user.email.clone()),
        role: session.user.role,
        via: Via::Session { csrf_token: session.csrf_token.clone() },
    };
    let mut response = ApiJson(me_of(&state, &who)).into_response();
    set_session_cookie(&state, &headers, &mut response, &session);
    Ok(response)
}

#[utoipa::path(post, path = "/api/auth/logout", operation_id = "logout", tag = "sesion", responses((status = 204, description = "Sesión cerrada en el servidor y cookie borrada (también sin sesión)")))]
#[tracing::instrument(skip_all)]
async fn logout(State(state): State<AppState>, headers: HeaderMap) -> Result<Response, ApiError> {
    if let Some(token) = session_cookie(&headers) {
        sessions::logout(state.accounts.as_ref(), token).await.map_err(AppError::Internal)?;
    }
    let mut response = StatusCode::NO_CONTENT.into_response();
    response.headers_mut().insert(header::SET_COOKIE, cookie(&state, &headers, "", 0));
    Ok(response)
}

#[utoipa::path(get, path = "/api/auth/me", operation_id = "getCurrentUser", tag = "sesion", responses((status = 200, description = "Quién es, su rol, el token CSRF de la sesión y qué puede hacer", body = Me), (status = 401, description = "Sin sesión: inicie sesión", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn me(State(state): State<AppState>, who: Option<Extension<Identity>>) -> Result<Response, ApiError> {
    let Some(Extension(who)) = who else { return Err(ApiError::Unauthenticated) };
    let mut response = ApiJson(me_of(&state, &who)).into_response();
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct TokenBody {
    /// What the token is for ('script de importación'); up to 120 characters.
    name: String,
}

/// A personal API token, without its secret.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct TokenRow {
    id: String,
    name: String,
    /// RFC 3339, UTC.
    created_at: String,
}

/// A token just created: `token` is shown this once and never again.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct NewTokenAnswer {
    id: String,
    name: String,
    created_at: String,
    /// Send it as `Authorization: Bearer <token>`; it acts with your role.
    token: String,
}

fn row_of(record: &crate::identity::TokenRecord) -> TokenRow {
    let created_at = chrono::DateTime::from_timestamp(record.created_at, 0)
        .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
        .unwrap_or_default();
    TokenRow { id: record.id.clone(), name: record.name.clone(), created_at }
}

/// The signed-in account's id; tokens belong to accounts, and the single
/// local user has none.
fn account(who: &Identity) -> Result<&str, ApiError> {
    match (&who.via, &who.subject) {
        (Via::SingleUser, _) | (_, None) => Err(ApiError::App(AppError::Rejected {
            rejection: Rejection::NotFound,
            code: "auth.single_user",
            message: "Este servidor funciona con un único usuario local: no hay tokens de API".into(),
            field: None,
        })),
        (_, Some(subject)) => Ok(subject),
    }
}

#[utoipa::path(get, path = "/api/auth/tokens", operation_id = "listApiTokens", tag = "sesion", responses((status = 200, description = "Sus tokens de API vigentes (sin el secreto); ninguno en un servidor de un solo usuario local", body = Vec<TokenRow>)))]
#[tracing::instrument(skip_all)]
async fn list_tokens(
    State(state): State<AppState>,
    Extension(who): Extension<Identity>,
) -> Result<ApiJson<Vec<TokenRow>>, ApiError> {
    if who.via == Via::SingleUser {
        return Ok(ApiJson(Vec::new()));
    }
    let records = state.accounts.tokens_of(account(&who)?).await.map_err(AppError::Internal)?;
    Ok(ApiJson(records.iter().map(row_of).collect()))
}

#[utoipa::path(post, path = "/api/auth/tokens", operation_id = "createApiToken", tag = "sesion", request_body = TokenBody, responses((status = 201, description = "El token, mostrado esta única vez; actúa con su rol", body = NewTokenAnswer), (status = 422, description = "Nombre requerido", body = ErrorBody), (status = 404, description = "Servidor de un solo usuario local: no hay tokens de API (auth.single_user)", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn create_token(
    State(state): State<AppState>,
    Extension(who): Extension<Identity>,
    ApiJson(body): ApiJson<TokenBody>,
) -> Result<Response, ApiError> {
    let user_id = account(&who)?;
    if body.name.trim().is_empty() {
        return Err(ApiError::App(AppError::Rejected {
            rejection: Rejection::RuleViolation,
            code: "token.name_required",
            message: "Nombre del token requerido".into(),
            field: Some("name"),
        }));
    }
    let made = tokens::create(state.accounts.as_ref(), user_id, &body.name, chrono::Utc::now().timestamp())
        .await
        .map_err(AppError::Internal)?;
    let row = row_of(&made.record);
    let answer = NewTokenAnswer { id: row.id, name: row.name, created_at: row.created_at, token: made.secret };
    let mut response = (StatusCode::CREATED, ApiJson(answer)).into_response();
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

#[utoipa::path(delete, path = "/api/auth/tokens/{id}", operation_id = "revokeApiToken", tag = "sesion", params(("id" = String, Path)), responses((status = 204, description = "Revocado: deja de abrir nada en todas las instancias"), (status = 404, description = "No es un token vigente suyo; o servidor de un único usuario local, sin tokens de API (auth.single_user)", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn revoke_token(
    State(state): State<AppState>,
    Extension(who): Extension<Identity>,
    ApiPath(id): ApiPath<String>,
) -> Result<StatusCode, ApiError> {
    let user_id = account(&who)?;
    let revoked =
        state.accounts.revoke_token(user_id, &id, chrono::Utc::now().timestamp()).await.map_err(AppError::Internal)?;
    if !revoked {
        return Err(ApiError::App(AppError::Rejected {
            rejection: Rejection::NotFound,
            code: "token.not_found",
            message: "Token no encontrado".into(),
            field: None,
        }));
    }
    Ok(StatusCode::NO_CONTENT)
}
