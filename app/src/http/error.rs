//! One error type for every endpoint (STYLE.md point 5). Every error body is
//! `{code, message, error}` where `message` and `error` carry the same
//! Spanish text (the spec's upload endpoints read `error`), plus `field` for
//! a rule about one input.

use axum::extract::rejection::JsonRejection;
use axum::extract::FromRequest;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use domain::rules::Rejection;
use serde_json::json;

use crate::AppError;

#[derive(Debug)]
pub enum ApiError {
    App(AppError),
    /// The body is not JSON, or not of the expected shape.
    MalformedBody { detail: String },
    /// The request carried a body that is not declared as JSON.
    NotJson,
    /// No endpoint at this path.
    RouteNotFound,
}

impl From<AppError> for ApiError {
    fn from(error: AppError) -> Self {
        Self::App(error)
    }
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> Self {
        match rejection {
            JsonRejection::MissingJsonContentType(_) => Self::NotJson,
            other => Self::MalformedBody { detail: other.body_text() },
        }
    }
}

/// `axum::Json` whose rejection answers in the API's error shape.
#[derive(FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct ApiJson<T>(pub T);

fn body(status: StatusCode, code: &str, message: &str, field: Option<&str>) -> Response {
    let mut value = json!({ "code": code, "message": message, "error": message });
    if let Some(field) = field {
        value["field"] = json!(field);
    }
    (status, Json(value)).into_response()
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        match self {
            Self::App(AppError::Rejected { rejection, code, message, field }) => {
                let status = match rejection {
                    Rejection::RuleViolation => StatusCode::UNPROCESSABLE_ENTITY,
                    Rejection::NotFound => StatusCode::NOT_FOUND,
                    Rejection::Conflict => StatusCode::CONFLICT,
                };
                body(status, code, &message, field)
            }
            Self::App(AppError::Conflict) => body(
                StatusCode::CONFLICT,
                "version_conflict",
                "Otro usuario modificó este registro al mismo tiempo. Recargue e intente de nuevo.",
                None,
            ),
            Self::App(AppError::Internal(error)) => {
                tracing::error!(error = ?error, "request failed");
                body(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "internal_error",
                    "Error interno del servidor. Intente nuevamente.",
                    None,
                )
            }
            Self::MalformedBody { detail } => {
                tracing::info!(%detail, "malformed request body");
                body(
                    StatusCode::BAD_REQUEST,
                    "malformed_body",
                    &format!("Solicitud con datos inválidos: {detail}"),
                    None,
                )
            }
            Self::NotJson => body(
                StatusCode::BAD_REQUEST,
                "malformed_body",
                "La solicitud debe enviar datos JSON (Content-Type: application/json)",
                None,
            ),
            Self::RouteNotFound => {
                body(StatusCode::NOT_FOUND, "route_not_found", "Recurso no encontrado", None)
            }
        }
    }
}
