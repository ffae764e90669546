//! The multipart field `file` every upload endpoint reads.

use axum::extract::multipart::{MultipartError, MultipartRejection};
use axum::extract::Multipart;

use super::api_error::ApiError;
use crate::library::uploads::{Upload, UploadError};
use crate::AppError;

/// The multipart body of every upload endpoint: one part named `file`.
#[derive(serde::Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)] // Only describes the body; `file_field` reads it.
pub(super) struct FileUpload {
    /// The file's bytes, with its name in the part's Content-Disposition.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
}

fn empty() -> Upload {
    Upload { file_name: String::new(), content_type: None, bytes: Vec::new() }
}

/// The uploaded file; no multipart body or no `file` field is an empty
/// upload, which the use case refuses with 'Archivo requerido'; a file
/// beside other parts is a malformed form (400).
pub(super) async fn file_field(multipart: Result<Multipart, MultipartRejection>) -> Result<Upload, ApiError> {
    let Ok(mut multipart) = multipart else { return Ok(empty()) };
    let malformed = |name: &str, e: MultipartError| {
        if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
            // Over the body limit: the same answer as a file over 10 MB.
            ApiError::App(AppError::from_rule(UploadError::TooLarge(name.to_string())))
        } else if super::api_error::timed_out(&e) {
            ApiError::BodyTimeout
        } else {
            ApiError::MalformedBody { message: "No se pudo leer el archivo enviado", detail: e.body_text() }
        }
    };
    let mut upload = None;
    let mut unexpected = None;
    while let Some(field) = multipart.next_field().await.map_err(|e| malformed("archivo", e))? {
        if field.name() == Some("file") && upload.is_none() {
            let file_name = field.file_name().unwrap_or("archivo").to_string();
            if is_a_path(&file_name) {
                // Browsers send a bare name; one with folders is crafted (`../../etc/passwd`).
                return Err(ApiError::App(AppError::from_rule(UploadError::InvalidName(file_name))));
            }
            let content_type = field.content_type().map(str::to_string);
            let bytes = field.bytes().await.map_err(|e| malformed(&file_name, e))?.to_vec();
            upload = Some(Upload { file_name, content_type, bytes });
        } else {
            unexpected.get_or_insert_with(|| field.name().unwrap_or_default().to_string());
        }
    }
    match (upload, unexpected) {
        // The form has one part; a file beside anything else is not what the client meant to send.
        (Some(_), Some(name)) => Err(ApiError::MalformedBody {
            message: "El formulario solo admite el archivo (campo file)",
            detail: format!("unexpected part {name:?}"),
        }),
        (upload, _) => Ok(upload.unwrap_or_else(empty)),
    }
}

/// A name with a folder separator or a NUL, or a parent reference.
fn is_a_path(name: &str) -> bool {
    name.contains(['/', '\\', '\0']) || name == ".."
}

#[cfg(test)]
mod tests {
    use super::is_a_path;

    #[test]
    fn it_should_refuse_names_with_folders() {
        for name in
            ["../../etc/passwd", "..\\..\\boot.ini", "a/b.png", "/etc/passwd", "C:\\fotos\\a.png", "..", "a\0.png"]
        {
            assert!(is_a_path(name), "{name}");
        }
        for name in ["logo.png", "ficha técnica v2.pdf", "a..b.pdf", "archivo"] {
            assert!(!is_a_path(name), "{name}");
        }
    }
}
