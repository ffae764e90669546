//! The multipart field `file` every upload endpoint reads.

use axum::extract::multipart::{MultipartError, MultipartRejection};
use axum::extract::Multipart;

use super::error::ApiError;
use crate::library::uploads::{Upload, UploadError};
use crate::AppError;

fn empty() -> Upload {
    Upload { file_name: String::new(), content_type: None, bytes: Vec::new() }
}

/// The uploaded file; no multipart body or no `file` field is an empty
/// upload, which the use case refuses with 'Archivo requerido'.
pub(super) async fn file_field(multipart: Result<Multipart, MultipartRejection>) -> Result<Upload, ApiError> {
    let Ok(mut multipart) = multipart else { return Ok(empty()) };
    let malformed = |name: &str, e: MultipartError| {
        if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
            // Over the body limit: the same answer as a file over 10 MB.
            ApiError::App(AppError::from_rule(UploadError::TooLarge(name.to_string())))
        } else {
            ApiError::MalformedBody { message: "No se pudo leer el archivo enviado", detail: e.body_text() }
        }
    };
    while let Some(field) = multipart.next_field().await.map_err(|e| malformed("archivo", e))? {
        if field.name() == Some("file") {
            let file_name = field.file_name().unwrap_or("archivo").to_string();
            let content_type = field.content_type().map(str::to_string);
            let bytes = field.bytes().await.map_err(|e| malformed(&file_name, e))?.to_vec();
            return Ok(Upload { file_name, content_type, bytes });
        }
    }
    Ok(empty())
}
