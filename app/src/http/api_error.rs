//! One error type for every endpoint (STYLE.md point 5). Every error answer
//! is an RFC 9457 problem (`application/problem+json`): `type`, `title`,
//! `status` and `detail` (Spanish), and, for a rule about one input,
//! `errors: [{detail, pointer}]` with the field's JSON pointer; beside them
//! the API's own `{code, message, error}` (`message` and `error` carry the
//! same Spanish text: the spec's upload endpoints read `error`, the SPA
//! reads `code` and `message`) and `field`.

use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::FromRequest;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use domain::rules::Rejection;
use serde_json::json;

use crate::AppError;

#[derive(Debug)]
pub enum ApiError {
    App(AppError),
    /// The body is not JSON, or not of the expected shape. `detail` is the
    /// parser's own (English) account, kept apart from the Spanish message.
    MalformedBody {
        message: &'static str,
        detail: String,
    },
    /// The request carried a body that is not declared as JSON.
    NotJson,
    /// Text with U+0000, which no store keeps.
    NulCharacter,
    /// No endpoint at this path.
    RouteNotFound,
    /// The path exists, not with this method.
    MethodNotAllowed,
    /// A body over the endpoint's size limit.
    TooLarge,
    /// A body that stopped arriving: no part of it for
    /// [`super::BODY_FRAME_TIMEOUT`], or slower than [`super::BODY_MIN_RATE`].
    BodyTimeout,
    /// A calculation or a print that did not answer within its deadline
    /// (`http::request_deadline`), in seconds.
    DeadlineExceeded(u64),
    /// A query string that does not read as the endpoint's parameters.
    MalformedQuery {
        detail: String,
    },
    /// A path segment that does not read (e.g. invalid percent-encoding).
    MalformedPath {
        detail: String,
    },
    /// The route needs a signed-in person and the request names none (401).
    Unauthenticated,
    /// A wrong e-mail or password at login (401).
    BadCredentials,
    /// Too many failed logins for the account or the address (429).
    TooManyLogins,
    /// The person is known; their role may not take this route (403).
    Forbidden(String),
    /// A state-changing request with a session cookie that does not prove it
    /// comes from this application's pages (403).
    CrossSite,
}

impl From<AppError> for ApiError {
    fn from(error: AppError) -> Self {
        Self::App(error)
    }
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> Self {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            return Self::TooLarge;
        }
        if timed_out(&rejection) {
            return Self::BodyTimeout;
        }
        match rejection {
            JsonRejection::MissingJsonContentType(_) => Self::NotJson,
            JsonRejection::JsonSyntaxError(e) => Self::MalformedBody {
                message: "El cuerpo de la solicitud no es un JSON válido",
                detail: e.body_text(),
            },
            other => Self::MalformedBody {
                message: "Los datos enviados no tienen el formato esperado",
                detail: other.body_text(),
            },
        }
    }
}

/// Whether reading a body failed because it stopped arriving or came too
/// slowly (`http::body_rate`), anywhere in the error's chain of causes.
pub(super) fn timed_out(error: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause = Some(error);
    while let Some(error) = cause {
        if error.is::<super::body_rate::TooSlow>() {
            return true;
        }
        cause = error.source();
    }
    false
}

impl From<QueryRejection> for ApiError {
    fn from(rejection: QueryRejection) -> Self {
        Self::MalformedQuery { detail: rejection.body_text() }
    }
}

impl From<PathRejection> for ApiError {
    fn from(rejection: PathRejection) -> Self {
        Self::MalformedPath { detail: rejection.body_text() }
    }
}

/// `axum::Json` whose rejection answers in the API's error shape. Text with
/// the NUL character (U+0000) is refused here, in every member the served
/// document declares for the route (members it does not name are ignored,
/// as serde ignores them): no store keeps it (PostgreSQL's `json` refuses
/// it), so it must never reach a command. As an answer, it is
/// written into one buffer sized for a calculation's result.
pub struct ApiJson<T>(pub T);

/// The buffer an answer is written into, large enough for a rack's answer
/// (18.5 kB for three circuits of four compressors) in one go. `axum::Json`
/// starts at 128 bytes and grows through `BytesMut`'s writer a few bytes at a
/// time, which spent a sixth of the server's CPU on that answer
/// (docs/BENCHMARKS.md).
const ANSWER_CAPACITY: usize = 32 * 1024;

impl<T: serde::Serialize> IntoResponse for ApiJson<T> {
    fn into_response(self) -> Response {
        let mut body = Vec::with_capacity(ANSWER_CAPACITY);
        match serde_json::to_writer(&mut body, &self.0) {
            Ok(()) => ([(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], body).into_response(),
            Err(e) => ApiError::App(AppError::Internal(anyhow::Error::new(e).context("Failed to write an answer")))
                .into_response(),
        }
    }
}

fn contains_nul(value: &serde_json::Value) -> bool {
    match value {
        serde_json::Value::String(s) => s.contains('\0'),
        serde_json::Value::Array(items) => items.iter().any(contains_nul),
        serde_json::Value::Object(map) => map.iter().any(|(k, v)| k.contains('\0') || contains_nul(v)),
        _ => false,
    }
}

impl<T, S> FromRequest<S> for ApiJson<T>
where
    T: serde::de::DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(request: axum::extract::Request, state: &S) -> Result<Self, Self::Rejection> {
        let route = request.extensions().get::<axum::extract::MatchedPath>().map(|p| p.as_str().to_string());
        let method = request.method().as_str().to_ascii_lowercase();
        let declared = request.extensions().get::<DeclaredPart>().copied();
        let axum::Json(value) = axum::Json::<serde_json::Value>::from_request(request, state).await?;
        if !value.is_object() {
            // serde reads a struct from an array too (`[null, null]`); every
            // body of this API is an object.
            return Err(Self::Rejection::MalformedBody {
                message: "Los datos enviados no tienen el formato esperado",
                detail: "expected a JSON object".into(),
            });
        }
        // Only what the document declares is read (serde ignores the rest);
        // without the router's [`DeclaredPart`], the whole body counts.
        let read = request_declared_part(&route, &method, &value, declared);
        if contains_nul(read.as_ref().unwrap_or(&value)) {
            // Well-formed JSON of the right shape: a rule about its text (422).
            return Err(Self::Rejection::NulCharacter);
        }
        super::strict::from_value(&value).map(ApiJson).map_err(|e| ApiError::MalformedBody {
            message: "Los datos enviados no tienen el formato esperado",
            detail: e.to_string(),
        })
    }
}

/// What of a body a route reads: the members the served OpenAPI document
/// declares for it. The router puts it in every request
/// ([`super::router`]), so this extractor does not depend on the document
/// that describes the routes using it (no import cycle).
#[derive(Clone, Copy)]
pub struct DeclaredPart(pub fn(method: &str, route: &str, body: &serde_json::Value) -> Option<serde_json::Value>);

fn request_declared_part(
    route: &Option<String>,
    method: &str,
    body: &serde_json::Value,
    declared: Option<DeclaredPart>,
) -> Option<serde_json::Value> {
    let (route, declared) = (route.as_deref()?, declared?);
    (declared.0)(method, route, body)
}

/// `axum::extract::Query` whose rejection answers in the API's error shape.
#[derive(axum::extract::FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(ApiError))]
pub struct ApiQuery<T>(pub T);

/// `axum::extract::Path` whose rejection answers in the API's error shape.
#[derive(axum::extract::FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(ApiError))]
pub struct ApiPath<T>(pub T);

fn body(status: StatusCode, code: &str, message: &str, field: Option<&str>) -> Response {
    problem(status, code, message, field, None)
}

/// The media type of every error answer (RFC 9457, section 3).
pub const PROBLEM_JSON: &str = "application/problem+json";

/// The problem's short Spanish summary, one per status (RFC 9457 3.1.3:
/// it does not change from occurrence to occurrence).
fn title(status: StatusCode) -> &'static str {
    match status.as_u16() {
        400 => "Solicitud mal formada",
        401 => "Se requiere iniciar sesión",
        403 => "Acceso denegado",
        404 => "No encontrado",
        405 => "Método no permitido",
        408 => "Tiempo de espera agotado",
        409 => "Conflicto",
        412 => "Versión desactualizada",
        413 => "Solicitud demasiado grande",
        415 => "Tipo de contenido no admitido",
        422 => "Dato inválido",
        429 => "Demasiadas solicitudes",
        503 => "Servicio no disponible",
        _ if status.is_server_error() => "Error interno del servidor",
        _ => "Solicitud rechazada",
    }
}

/// A field name as the API spells it (`evapTemp`, `dimensions.height`) as a
/// JSON pointer into the request body, in RFC 9457's URI-fragment form.
fn pointer(field: &str) -> String {
    let escaped: Vec<String> = field.split('.').map(|part| part.replace('~', "~0").replace('/', "~1")).collect();
    format!("#/{}", escaped.join("/"))
}

/// An RFC 9457 problem. `parser_detail` is a parser's own (English) account
/// of a malformed body, kept apart from the Spanish `detail`.
fn problem(
    status: StatusCode,
    code: &str,
    message: &str,
    field: Option<&str>,
    parser_detail: Option<&str>,
) -> Response {
    let mut value = json!({
        "type": format!("urn:fichas:error:{code}"),
        "title": title(status),
        "status": status.as_u16(),
        "detail": message,
        "code": code,
        "message": message,
        "error": message,
    });
    if let Some(field) = field {
        value["field"] = json!(field);
        value["errors"] = json!([{ "detail": message, "pointer": pointer(field) }]);
    }
    if let Some(text) = parser_detail {
        value["parserDetail"] = json!(text);
    }
    let mut response = (status, ApiJson(value)).into_response();
    response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static(PROBLEM_JSON));
    response
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        match self {
            Self::App(AppError::Rejected { rejection, code, message, field }) => {
                let status = match rejection {
                    Rejection::RuleViolation => StatusCode::UNPROCESSABLE_ENTITY,
                    Rejection::NotFound => StatusCode::NOT_FOUND,
                    Rejection::Conflict => StatusCode::CONFLICT,
                    Rejection::StaleVersion => StatusCode::PRECONDITION_FAILED,
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
            Self::MalformedBody { message, detail } => {
                tracing::info!(%detail, "malformed request body");
                problem(StatusCode::BAD_REQUEST, "malformed_body", message, None, Some(&detail))
            }
            Self::NulCharacter => body(
                StatusCode::UNPROCESSABLE_ENTITY,
                "text.nul_character",
                "El texto enviado no puede contener el carácter nulo (U+0000)",
                None,
            ),
            Self::NotJson => body(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "unsupported_media_type",
                "La solicitud debe enviar datos JSON (Content-Type: application/json)",
                None,
            ),
            Self::RouteNotFound => body(StatusCode::NOT_FOUND, "route_not_found", "Recurso no encontrado", None),
            Self::MethodNotAllowed => body(
                StatusCode::METHOD_NOT_ALLOWED,
                "method_not_allowed",
                "Método no permitido para este recurso",
                None,
            ),
            Self::BodyTimeout => body(
                StatusCode::REQUEST_TIMEOUT,
                "request_timeout",
                "La solicitud dejó de enviar datos y se canceló. Intente nuevamente.",
                None,
            ),
            Self::DeadlineExceeded(seconds) => {
                tracing::warn!(seconds, "request given up at its deadline");
                body(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "deadline_exceeded",
                    &format!("La operación tardó más de {seconds} s y se canceló. Intente nuevamente en unos minutos."),
                    None,
                )
            }
            Self::TooLarge => body(
                StatusCode::PAYLOAD_TOO_LARGE,
                "payload_too_large",
                "La solicitud excede el tamaño máximo permitido",
                None,
            ),
            Self::MalformedQuery { detail } => {
                tracing::info!(%detail, "malformed query string");
                problem(
                    StatusCode::BAD_REQUEST,
                    "malformed_query",
                    "Los parámetros de la consulta no tienen el formato esperado",
                    None,
                    Some(&detail),
                )
            }
            Self::Unauthenticated => body(
                StatusCode::UNAUTHORIZED,
                "auth.required",
                "Inicie sesión para continuar (su sesión no existe o ha caducado)",
                None,
            ),
            Self::BadCredentials => body(
                StatusCode::UNAUTHORIZED,
                "auth.bad_credentials",
                "Correo electrónico o contraseña incorrectos",
                None,
            ),
            Self::TooManyLogins => {
                let mut response = body(
                    StatusCode::TOO_MANY_REQUESTS,
                    "auth.too_many_attempts",
                    "Demasiados intentos fallidos de inicio de sesión. Espere 15 minutos e intente de nuevo.",
                    None,
                );
                response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("900"));
                response
            }
            Self::Forbidden(message) => body(StatusCode::FORBIDDEN, "auth.forbidden", &message, None),
            Self::CrossSite => body(
                StatusCode::FORBIDDEN,
                "auth.csrf",
                "La solicitud no proviene de esta aplicación (protección CSRF). Recargue la página e intente de nuevo.",
                None,
            ),
            Self::MalformedPath { detail } => {
                tracing::info!(%detail, "malformed path");
                problem(
                    StatusCode::BAD_REQUEST,
                    "malformed_path",
                    "La dirección solicitada no es válida",
                    None,
                    Some(&detail),
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use axum::body::to_bytes;

    use super::*;

    #[test]
    fn it_should_point_into_the_body_with_rfc_6901_escapes() {
        assert_eq!(pointer("evapTemp"), "#/evapTemp");
        assert_eq!(pointer("motorData.frequency"), "#/motorData/frequency");
        assert_eq!(pointer("a/b~c"), "#/a~1b~0c");
    }

    async fn parts(error: ApiError) -> (StatusCode, serde_json::Value) {
        let response = error.into_response();
        let status = response.status();
        let bytes = to_bytes(response.into_body(), usize::MAX).await.unwrap();
        (status, serde_json::from_slice(&bytes).unwrap())
    }

    #[tokio::test]
    async fn a_version_conflict_is_409() {
        let (status, body) = parts(ApiError::App(AppError::Conflict)).await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert_eq!(body["code"], "version_conflict");
        assert_eq!(body["message"], body["error"]);
    }

    #[tokio::test]
    async fn an_internal_error_is_500_without_its_cause() {
        let cause = anyhow::anyhow!("connection refused to db.internal:5432");
        let (status, body) = parts(ApiError::App(AppError::Internal(cause))).await;
        assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(body["message"], "Error interno del servidor. Intente nuevamente.");
        assert!(!body.to_string().contains("db.internal"));
    }
}

/// Every error answer (STYLE.md point 5), as `application/problem+json`.
#[derive(serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorBody {
    /// Stable machine-readable code, e.g. `condenser.model_required`.
    pub code: String,
    /// Spanish text for the user.
    pub message: String,
    /// The same text, for the upload endpoints that read `error`.
    pub error: String,
    /// The input the rule is about, when there is one.
    pub field: Option<String>,
    /// RFC 9457: a URI naming the problem type, `urn:fichas:error:{code}`.
    #[serde(rename = "type")]
    pub problem_type: String,
    /// RFC 9457: the Spanish summary of the status (`Dato inválido`).
    pub title: String,
    /// RFC 9457: the HTTP status.
    pub status: u16,
    /// RFC 9457: the Spanish explanation of this occurrence (as `message`).
    pub detail: String,
    /// RFC 9457 extension: the invalid input with its JSON pointer into the
    /// request body (`#/evapTemp`), when the rule is about one.
    pub errors: Option<Vec<InvalidParam>>,
    /// A parser's own (English) account of a malformed body, query or path.
    pub parser_detail: Option<String>,
}

/// One invalid input of a problem (RFC 9457 section 3, the `errors` example).
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct InvalidParam {
    /// Spanish, as the problem's `detail`.
    pub detail: String,
    /// JSON pointer (URI-fragment form) to the field in the request body.
    pub pointer: String,
}
