//! Uploaded images, kept content-addressed in the file store and served
//! back with the type their content was checked to be.

use anyhow::Context;
use domain::design_config::OBJECT_URL_PREFIX;
use serde::Serialize;

use super::images::{check_image, ImageKind};
use crate::library::uploads::{check_image_size, Upload};
use crate::ports::DocumentKind;
use crate::{AppError, AppState};

/// Where an upload was stored.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct StoredObject {
    /// `/api/objects/public/<key>`
    pub url: String,
    /// `<sha256>.<png|jpg|svg>`
    pub key: String,
}

/// Checks an image (content, 10 MB, SVG sanitised) and stores it.
pub async fn upload_image(state: &AppState, upload: Upload) -> Result<StoredObject, AppError> {
    let image = check_image(&upload).map_err(AppError::from_rule)?;
    // Whole, and not a few kilobytes that declare billions of pixels.
    match image.kind {
        ImageKind::Png => check_image_size(&image.bytes, DocumentKind::Png).map_err(AppError::from_rule)?,
        ImageKind::Jpeg => check_image_size(&image.bytes, DocumentKind::Jpeg).map_err(AppError::from_rule)?,
        ImageKind::Svg => {}
    }
    let key =
        state.files.put(&image.bytes, image.kind.extension()).await.context("Failed to store an uploaded image")?;
    Ok(StoredObject { url: format!("{OBJECT_URL_PREFIX}{key}"), key })
}

/// A stored image and its kind; `None` for an unknown key or one that
/// does not name an image (issued PDFs are served by their own endpoint).
pub async fn public_image(state: &AppState, key: &str) -> Result<Option<(ImageKind, Vec<u8>)>, AppError> {
    let Some(kind) = ImageKind::from_key(key) else { return Ok(None) };
    let bytes = state.files.get(key).await.context("Failed to read a stored image")?;
    Ok(bytes.map(|b| (kind, b)))
}

/// The bytes behind an image URL of a design or a project, as a `data:`
/// URL for the sheet; `None` when the URL is empty or names nothing.
pub async fn inline_image(state: &AppState, url: &str) -> Result<Option<String>, AppError> {
    use base64::Engine;
    let Some(key) = url.trim().strip_prefix(OBJECT_URL_PREFIX).or_else(|| url.trim().strip_prefix("/objects/")) else {
        return Ok(None);
    };
    let key = key.rsplit('/').next().unwrap_or(key);
    Ok(public_image(state, key).await?.map(|(kind, bytes)| {
        format!("data:{};base64,{}", kind.content_type(), base64::engine::general_purpose::STANDARD.encode(bytes))
    }))
}
