//! /api/users: the administrator's list of accounts: add one, change its
//! role, disable it (its sessions end at once and its API tokens stop
//! working on every instance) or enable it again. Accounts are never
//! removed: events name them.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, patch};
use axum::{Extension, Router};
use domain::rules::Rejection;
use serde::{Deserialize, Serialize};

use super::api_error::{ApiError, ApiJson, ApiPath, ErrorBody};
use crate::identity::users::{self, AddError, AdminError};
use crate::identity::{Identity, Role, UserRecord, Via};
use crate::server_config::AuthMode;
use crate::{AppError, AppState};

pub(super) fn routes() -> Router<AppState> {
    Router::new().route("/users", get(list).post(add)).route("/users/{id}", patch(change))
}

/// An account as the administrator sees it (never its password).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct UserRow {
    id: String,
    email: String,
    name: String,
    role: Role,
    /// Disabled: signs in to nothing, its tokens open nothing.
    disabled: bool,
    /// `password` (a local account with one), `oidc` (has signed in with
    /// the company's provider) or `pending` (added, not yet signed in).
    sign_in: &'static str,
    /// RFC 3339, UTC.
    created_at: String,
}

fn row_of(user: &UserRecord) -> UserRow {
    UserRow {
        id: user.id.clone(),
        email: user.email.clone(),
        name: user.name.clone(),
        role: user.role,
        disabled: user.disabled_at.is_some(),
        sign_in: match (&user.oidc_subject, &user.password_hash) {
            (Some(_), _) => "oidc",
            (None, Some(_)) => "password",
            (None, None) => "pending",
        },
        created_at: chrono::DateTime::from_timestamp(user.created_at, 0)
            .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
            .unwrap_or_default(),
    }
}

fn rejected(rejection: Rejection, code: &'static str, message: String, field: Option<&'static str>) -> ApiError {
    ApiError::App(AppError::Rejected { rejection, code, message, field })
}

fn single_user() -> ApiError {
    rejected(
        Rejection::NotFound,
        "auth.single_user",
        "Este servidor funciona con un único usuario local: no hay cuentas".into(),
        None,
    )
}

#[utoipa::path(get, path = "/api/users", operation_id = "listUsers", tag = "usuarios", responses((status = 200, description = "Todas las cuentas, por nombre (ninguna en un servidor de un solo usuario local)", body = Vec<UserRow>), (status = 403, description = "Solo un administrador", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn list(State(state): State<AppState>) -> Result<ApiJson<Vec<UserRow>>, ApiError> {
    if state.auth.mode == AuthMode::None {
        return Ok(ApiJson(Vec::new()));
    }
    let users = state.accounts.users().await.map_err(AppError::Internal)?;
    Ok(ApiJson(users.iter().map(row_of).collect()))
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(super) struct NewUser {
    email: String,
    name: String,
    role: Role,
    /// Required with local accounts (at least 10 characters); not accepted
    /// with OpenID Connect, where the person signs in at the provider.
    password: Option<String>,
}

#[utoipa::path(post, path = "/api/users", operation_id = "addUser", tag = "usuarios", request_body = NewUser, responses((status = 201, description = "Cuenta creada", body = UserRow), (status = 403, description = "Solo un administrador", body = ErrorBody), (status = 422, description = "Correo no válido o ya usado, nombre vacío, contraseña corta o que sobra", body = ErrorBody), (status = 404, description = "Servidor de un solo usuario local: no hay cuentas (auth.single_user)", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn add(State(state): State<AppState>, ApiJson(body): ApiJson<NewUser>) -> Result<Response, ApiError> {
    let password = match (state.auth.mode, body.password.as_deref()) {
        (AuthMode::None, _) => return Err(single_user()),
        (AuthMode::Local, Some(password)) => Some(password),
        (AuthMode::Local, None) => {
            return Err(rejected(
                Rejection::RuleViolation,
                "user.password_required",
                "Contraseña requerida".into(),
                Some("password"),
            ))
        }
        (AuthMode::Oidc, None) => None,
        (AuthMode::Oidc, Some(_)) => {
            return Err(rejected(
                Rejection::RuleViolation,
                "user.no_password",
                "Con el proveedor de identidad de la empresa las cuentas no tienen contraseña".into(),
                Some("password"),
            ))
        }
    };
    match users::add(state.accounts.as_ref(), &body.email, &body.name, body.role, password).await {
        Ok(user) => Ok((StatusCode::CREATED, ApiJson(row_of(&user))).into_response()),
        Err(AddError::Invalid { field, message }) => {
            Err(rejected(Rejection::RuleViolation, "user.invalid", message, Some(field)))
        }
        Err(AddError::Internal(error)) => Err(ApiError::App(AppError::Internal(error))),
    }
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(super) struct UserChange {
    role: Option<Role>,
    /// `true` disables the account (its sessions end, its tokens stop);
    /// `false` enables it again.
    disabled: Option<bool>,
}

#[utoipa::path(patch, path = "/api/users/{id}", operation_id = "changeUser", tag = "usuarios", params(("id" = String, Path)), request_body = UserChange, responses((status = 200, description = "La cuenta cambiada", body = UserRow), (status = 403, description = "Solo un administrador", body = ErrorBody), (status = 404, description = "Usuario no encontrado; o servidor de un solo usuario local, sin cuentas (auth.single_user)", body = ErrorBody), (status = 422, description = "Un administrador no puede quitarse su rol ni desactivar su propia cuenta (user.own_account)", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
async fn change(
    State(state): State<AppState>,
    Extension(who): Extension<Identity>,
    ApiPath(id): ApiPath<String>,
    ApiJson(body): ApiJson<UserChange>,
) -> Result<ApiJson<UserRow>, ApiError> {
    let by = match (&who.via, &who.subject) {
        (Via::SingleUser, _) | (_, None) => return Err(single_user()),
        (_, Some(subject)) => subject.clone(),
    };
    let now = chrono::Utc::now().timestamp();
    match users::change(state.accounts.as_ref(), &by, &id, body.role, body.disabled, now).await {
        Ok(user) => Ok(ApiJson(row_of(&user))),
        Err(AdminError::NotFound) => {
            Err(rejected(Rejection::NotFound, "user.not_found", AdminError::NotFound.to_string(), None))
        }
        Err(AdminError::OwnAccount) => {
            Err(rejected(Rejection::RuleViolation, "user.own_account", AdminError::OwnAccount.to_string(), None))
        }
        Err(AdminError::Internal(error)) => Err(ApiError::App(AppError::Internal(error))),
    }
}
