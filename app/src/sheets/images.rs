//! Images for data sheets (logo, equipment images, design images): checked
//! by their content, never by name alone.

use super::svg::{looks_like_svg, sanitize};
use crate::library::uploads::{check_size, sniffed_kind, Upload, UploadError};
use crate::ports::DocumentKind;

/// What the image uploads accept.
pub const IMAGE_TYPES: &str = "Solo se permiten imágenes (PNG, JPG o SVG)";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageKind {
    Png,
    Jpeg,
    Svg,
}

impl ImageKind {
    pub fn extension(self) -> &'static str {
        match self {
            Self::Png => "png",
            Self::Jpeg => "jpg",
            Self::Svg => "svg",
        }
    }

    pub fn content_type(self) -> &'static str {
        crate::ports::media_type(self.extension())
    }

    /// The kind a stored object's key names (`<sha256>.<extension>`).
    pub fn from_key(key: &str) -> Option<Self> {
        match key.rsplit_once('.')?.1 {
            "png" => Some(Self::Png),
            "jpg" => Some(Self::Jpeg),
            "svg" => Some(Self::Svg),
            _ => None,
        }
    }
}

/// An image ready to store: its kind and its bytes (sanitised for SVG).
#[derive(Debug, Clone, PartialEq)]
pub struct CheckedImage {
    pub kind: ImageKind,
    pub bytes: Vec<u8>,
}

/// What the name or the declared type claims, when it claims an image.
fn declared(upload: &Upload) -> Option<ImageKind> {
    let by_type = match upload.content_type.as_deref().map(str::to_lowercase).as_deref() {
        Some("image/png") => Some(ImageKind::Png),
        Some("image/jpeg" | "image/jpg") => Some(ImageKind::Jpeg),
        Some("image/svg+xml") => Some(ImageKind::Svg),
        _ => None,
    };
    let extension = upload.file_name.rsplit_once('.').map(|(_, e)| e.to_lowercase());
    by_type.or(match extension.as_deref() {
        Some("png") => Some(ImageKind::Png),
        Some("jpg" | "jpeg") => Some(ImageKind::Jpeg),
        Some("svg") => Some(ImageKind::Svg),
        _ => None,
    })
}

/// Checks presence, size and content; the content decides the kind, and a
/// declared kind that contradicts it is refused.
pub fn check_image(upload: &Upload) -> Result<CheckedImage, UploadError> {
    check_size(upload)?;
    let actual = match sniffed_kind(&upload.bytes) {
        Some(DocumentKind::Png) => Some(ImageKind::Png),
        Some(DocumentKind::Jpeg) => Some(ImageKind::Jpeg),
        Some(DocumentKind::Pdf) => None,
        None if looks_like_svg(&upload.bytes) => Some(ImageKind::Svg),
        None => None,
    };
    let claimed = declared(upload);
    let Some(kind) = actual else {
        return Err(match claimed {
            Some(_) => UploadError::ContentMismatch(upload.file_name.clone()),
            None => UploadError::UnsupportedType(IMAGE_TYPES),
        });
    };
    if claimed.is_some_and(|c| c != kind) {
        return Err(UploadError::ContentMismatch(upload.file_name.clone()));
    }
    let bytes = match kind {
        ImageKind::Svg => sanitize(&upload.bytes).map_err(|_| UploadError::InvalidSvg(upload.file_name.clone()))?,
        _ => upload.bytes.clone(),
    };
    Ok(CheckedImage { kind, bytes })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::library::uploads::MAX_UPLOAD_BYTES;

    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    const SVG: &str = r#"<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><circle r="4"/></svg>"#;

    fn upload(name: &str, content_type: Option<&str>, bytes: &[u8]) -> Upload {
        Upload { file_name: name.into(), content_type: content_type.map(Into::into), bytes: bytes.to_vec() }
    }

    #[test]
    fn it_should_take_the_kind_from_the_content() {
        assert_eq!(check_image(&upload("logo.png", Some("image/png"), PNG)).unwrap().kind, ImageKind::Png);
        assert_eq!(check_image(&upload("blob", None, &[0xFF, 0xD8, 0xFF, 0xE0])).unwrap().kind, ImageKind::Jpeg);
        let svg = check_image(&upload("logo.svg", Some("image/svg+xml"), SVG.as_bytes())).unwrap();
        assert_eq!(svg.kind, ImageKind::Svg);
        assert!(!String::from_utf8(svg.bytes).unwrap().contains("onload"));
    }

    #[test]
    fn it_should_refuse_what_is_not_an_image_or_not_what_it_claims() {
        assert_eq!(
            check_image(&upload("a.txt", Some("text/plain"), b"hola")),
            Err(UploadError::UnsupportedType(IMAGE_TYPES))
        );
        assert_eq!(check_image(&upload("a.pdf", None, b"%PDF-1.7")), Err(UploadError::UnsupportedType(IMAGE_TYPES)));
        assert_eq!(check_image(&upload("x.png", None, b"<html>")), Err(UploadError::ContentMismatch("x.png".into())));
        assert_eq!(check_image(&upload("x.jpg", None, PNG)), Err(UploadError::ContentMismatch("x.jpg".into())));
        assert_eq!(
            check_image(&upload("x.svg", None, b"<svg xmlns=\"http://www.w3.org/2000/svg\"><g></svg>")),
            Err(UploadError::InvalidSvg("x.svg".into()))
        );
    }

    #[test]
    fn it_should_refuse_an_empty_or_oversized_file_with_the_spec_message() {
        assert_eq!(check_image(&upload("a.png", None, b"")), Err(UploadError::Missing));
        let mut big = PNG.to_vec();
        big.resize(MAX_UPLOAD_BYTES + 1, 0);
        let error = check_image(&upload("grande.png", None, &big)).unwrap_err();
        assert_eq!(error.to_string(), "El archivo grande.png excede el límite de 10MB");
    }
}
