//! `If-Match` on the writes of projects and library items: the version the
//! user opened (a project's `ETag`, a library row's `version`), and the
//! `ETag` that names it on answers. A stale one is refused with 412.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::HeaderMap;
use utoipa::openapi::path::{Parameter, ParameterBuilder, ParameterIn};
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::Required;

use super::api_error::ApiError;

/// The version a write expects, from `If-Match` (see [`expected_version`]);
/// listed in an operation's `params(...)`, it documents the header.
pub struct IfMatch(pub Option<usize>);

/// The `If-Match` parameter's description in the OpenAPI document.
pub const IF_MATCH_DESCRIPTION: &str = "Versión que el usuario abrió: el ETag de un proyecto (\"3\") o el campo version de un registro de la biblioteca; * o ausente, la vigente. Si el registro ya cambió: 412";

/// What `If-Match` accepts: `*`, or a version with or without quotes and `W/`.
const IF_MATCH_PATTERN: &str = r#"^(\*|(W/)?"?[0-9]{1,9}"?)$"#;

impl<S: Send + Sync> FromRequestParts<S> for IfMatch {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        expected_version(&parts.headers).map(Self)
    }
}

impl utoipa::IntoParams for IfMatch {
    fn into_params(_: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        let schema = ObjectBuilder::new().schema_type(Type::String).pattern(Some(IF_MATCH_PATTERN));
        vec![ParameterBuilder::new()
            .name("If-Match")
            .parameter_in(ParameterIn::Header)
            .required(Required::False)
            .description(Some(IF_MATCH_DESCRIPTION))
            .schema(Some(schema))
            .build()]
    }
}

/// `If-Match: "3"` (or `3`, `W/"3"`); `*` or absent: the latest version.
pub fn expected_version(headers: &HeaderMap) -> Result<Option<usize>, ApiError> {
    let Some(value) = headers.get(axum::http::header::IF_MATCH) else { return Ok(None) };
    let text = value.to_str().unwrap_or_default().trim().trim_start_matches("W/").trim_matches('"');
    if text == "*" {
        return Ok(None);
    }
    text.parse::<usize>().map(Some).map_err(|_| ApiError::MalformedBody {
        message: "If-Match debe indicar la versión (la cabecera ETag de un proyecto o el campo version de un registro)",
        detail: format!("If-Match: {text}"),
    })
}

/// The quoted version for `ETag`.
pub fn etag(version: usize) -> String {
    format!("\"{version}\"")
}
