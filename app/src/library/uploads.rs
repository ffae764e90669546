//! Checks every upload before anything is read or stored: present, not over
//! 10 MB, of an accepted type, and with content matching that type.

use domain::rules::{DomainError, Rejection};

use crate::ports::{BadFile, CatalogueFile, DocumentKind};

/// Largest accepted upload (library.md and app-and-projects.md: 10 MB).
pub const MAX_UPLOAD_BYTES: usize = 10 * 1024 * 1024;

/// A file as it arrived.
pub struct Upload {
    pub file_name: String,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum UploadError {
    #[error("Archivo requerido")]
    Missing,
    #[error("El archivo {0} excede el límite de 10MB")]
    TooLarge(String),
    /// The message says what the screen accepts.
    #[error("Tipo de archivo no soportado. {0}")]
    UnsupportedType(&'static str),
    #[error("El contenido del archivo {0} no corresponde a su tipo declarado")]
    ContentMismatch(String),
    /// An SVG that is not well-formed SVG (or declares a DTD).
    #[error("El nombre del archivo {0} no es válido: no puede incluir carpetas")]
    InvalidName(String),
    #[error("La imagen SVG {0} no es válida")]
    InvalidSvg(String),
}

impl DomainError for UploadError {
    fn code(&self) -> &'static str {
        match self {
            Self::Missing => "upload.missing",
            Self::TooLarge(_) => "upload.too_large",
            Self::UnsupportedType(_) => "upload.unsupported_type",
            Self::ContentMismatch(_) => "upload.content_mismatch",
            Self::InvalidSvg(_) => "upload.invalid_svg",
            Self::InvalidName(_) => "upload.invalid_name",
        }
    }

    fn rejection(&self) -> Rejection {
        Rejection::RuleViolation
    }

    fn field(&self) -> Option<&'static str> {
        Some("file")
    }
}

/// Largest image accepted, in pixels (a 10 MB PNG can declare far more:
/// a decompression bomb for whatever decodes it, tesseract or Chromium).
pub const MAX_PIXELS: u64 = 60_000_000;

/// A PNG or JPEG must be whole and at most [`MAX_PIXELS`], read from its
/// header alone (nothing is decoded). A PDF passes: its own guard is in the
/// text extractor.
///
/// # Errors
/// [`BadFile::DamagedImage`] or [`BadFile::ImageTooLarge`].
pub fn check_image_size(bytes: &[u8], kind: DocumentKind) -> Result<(), BadFile> {
    let (width, height) = match kind {
        DocumentKind::Png => {
            if bytes.len() < 33
                || &bytes[12..16] != b"IHDR"
                || find(&bytes[bytes.len().saturating_sub(64)..], b"IEND").is_none()
            {
                return Err(BadFile::DamagedImage);
            }
            let be = |i: usize| u32::from_be_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
            (u64::from(be(16)), u64::from(be(20)))
        }
        DocumentKind::Jpeg => {
            if find(&bytes[bytes.len().saturating_sub(1024)..], &[0xFF, 0xD9]).is_none() {
                return Err(BadFile::DamagedImage);
            }
            jpeg_size(bytes).ok_or(BadFile::DamagedImage)?
        }
        DocumentKind::Pdf => return Ok(()),
    };
    if width == 0 || height == 0 {
        return Err(BadFile::DamagedImage);
    }
    if width * height > MAX_PIXELS {
        return Err(BadFile::ImageTooLarge);
    }
    Ok(())
}

/// Width and height from a JPEG's start-of-frame segment.
fn jpeg_size(bytes: &[u8]) -> Option<(u64, u64)> {
    let mut i = 2;
    while i + 9 < bytes.len() {
        if bytes[i] != 0xFF {
            return None;
        }
        let marker = bytes[i + 1];
        if marker == 0xFF {
            i += 1;
            continue;
        }
        let length = usize::from(u16::from_be_bytes([bytes[i + 2], bytes[i + 3]]));
        let is_frame = (0xC0..=0xCF).contains(&marker) && !matches!(marker, 0xC4 | 0xC8 | 0xCC);
        if is_frame {
            let height = u16::from_be_bytes([bytes[i + 5], bytes[i + 6]]);
            let width = u16::from_be_bytes([bytes[i + 7], bytes[i + 8]]);
            return Some((u64::from(width), u64::from(height)));
        }
        i += 2 + length;
    }
    None
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn declared_kind(upload: &Upload) -> Option<DocumentKind> {
    let by_type = match upload.content_type.as_deref().map(str::to_lowercase).as_deref() {
        Some("application/pdf") => Some(DocumentKind::Pdf),
        Some("image/png") => Some(DocumentKind::Png),
        Some("image/jpeg" | "image/jpg") => Some(DocumentKind::Jpeg),
        _ => None,
    };
    let extension = upload.file_name.rsplit_once('.').map(|(_, e)| e.to_lowercase());
    let by_extension = match extension.as_deref() {
        Some("pdf") => Some(DocumentKind::Pdf),
        Some("png") => Some(DocumentKind::Png),
        Some("jpg" | "jpeg") => Some(DocumentKind::Jpeg),
        _ => None,
    };
    by_type.or(by_extension)
}

pub(crate) fn sniffed_kind(bytes: &[u8]) -> Option<DocumentKind> {
    if bytes.starts_with(b"%PDF-") {
        Some(DocumentKind::Pdf)
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some(DocumentKind::Png)
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some(DocumentKind::Jpeg)
    } else {
        None
    }
}

/// What a P–T chart upload accepts.
pub const CHART_TYPES: &str = "Sube un PDF o una imagen (JPG, PNG)";
/// What a data-sheet import accepts (library.md section 5).
pub const DATASHEET_TYPES: &str = "Por favor sube una ficha técnica en PDF o imagen (JPG, PNG)";
/// What a polynomial import accepts (library.md section 5, plus EnergyPlus IDF).
pub const POLYNOMIAL_TYPES: &str =
    "Por favor sube un archivo CSV, PDF o imagen (JPG, PNG) con coeficientes polinomiales (también IDF de EnergyPlus)";

pub(crate) fn check_size(upload: &Upload) -> Result<(), UploadError> {
    if upload.bytes.is_empty() {
        return Err(UploadError::Missing);
    }
    if upload.bytes.len() > MAX_UPLOAD_BYTES {
        return Err(UploadError::TooLarge(upload.file_name.clone()));
    }
    Ok(())
}

/// The document's kind, once every check passed.
pub fn check_document(upload: &Upload, accepted: &'static str) -> Result<DocumentKind, UploadError> {
    check_size(upload)?;
    let declared = declared_kind(upload).ok_or(UploadError::UnsupportedType(accepted))?;
    match sniffed_kind(&upload.bytes) {
        Some(actual) if actual == declared => Ok(actual),
        _ => Err(UploadError::ContentMismatch(upload.file_name.clone())),
    }
}

/// A polynomial file: CSV or IDF text, or a PDF or image.
pub fn check_catalogue_file(upload: &Upload) -> Result<CatalogueFile, UploadError> {
    check_size(upload)?;
    let extension = upload.file_name.rsplit_once('.').map(|(_, e)| e.to_lowercase());
    let content_type = upload.content_type.as_deref().map(str::to_lowercase);
    let text_kind = match (extension.as_deref(), content_type.as_deref()) {
        (Some("csv"), _) | (_, Some("text/csv")) => Some(CatalogueFile::Csv),
        (Some("idf"), _) => Some(CatalogueFile::Idf),
        _ => None,
    };
    match text_kind {
        Some(kind) => {
            // Text files must look like text: no binary signature, no NUL bytes.
            if sniffed_kind(&upload.bytes).is_some() || upload.bytes.contains(&0) {
                return Err(UploadError::ContentMismatch(upload.file_name.clone()));
            }
            Ok(kind)
        }
        None => check_document(upload, POLYNOMIAL_TYPES).map(CatalogueFile::Document),
    }
}

pub fn extension(kind: DocumentKind) -> &'static str {
    match kind {
        DocumentKind::Pdf => "pdf",
        DocumentKind::Png => "png",
        DocumentKind::Jpeg => "jpg",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn upload(name: &str, content_type: Option<&str>, bytes: &[u8]) -> Upload {
        Upload { file_name: name.into(), content_type: content_type.map(Into::into), bytes: bytes.to_vec() }
    }

    #[test]
    fn it_should_accept_a_pdf_whose_content_is_a_pdf() {
        assert_eq!(
            check_document(&upload("a.pdf", Some("application/pdf"), b"%PDF-1.4 ..."), CHART_TYPES),
            Ok(DocumentKind::Pdf)
        );
        assert_eq!(
            check_document(&upload("a.JPG", None, &[0xFF, 0xD8, 0xFF, 0xE0]), CHART_TYPES),
            Ok(DocumentKind::Jpeg)
        );
    }

    #[test]
    fn it_should_refuse_missing_oversized_unsupported_and_disguised_files() {
        assert_eq!(check_document(&upload("a.pdf", None, b""), CHART_TYPES), Err(UploadError::Missing));
        let big = vec![b'%'; MAX_UPLOAD_BYTES + 1];
        assert_eq!(
            check_document(&upload("big.pdf", None, &big), CHART_TYPES),
            Err(UploadError::TooLarge("big.pdf".into()))
        );
        assert_eq!(
            check_document(&upload("a.txt", Some("text/plain"), b"hola"), CHART_TYPES),
            Err(UploadError::UnsupportedType(CHART_TYPES))
        );
        assert_eq!(
            check_document(&upload("fake.pdf", Some("application/pdf"), b"\x89PNG\r\n\x1a\nxxxx"), CHART_TYPES),
            Err(UploadError::ContentMismatch("fake.pdf".into()))
        );
    }

    #[test]
    fn it_should_accept_csv_and_idf_text_but_not_a_binary_named_csv() {
        assert_eq!(check_catalogue_file(&upload("c.csv", None, b"refrigerant;c1\nR404A;1")), Ok(CatalogueFile::Csv));
        assert_eq!(check_catalogue_file(&upload("c.idf", None, b"Curve:Bicubic,")), Ok(CatalogueFile::Idf));
        assert_eq!(
            check_catalogue_file(&upload("c.csv", None, b"%PDF-1.4")),
            Err(UploadError::ContentMismatch("c.csv".into()))
        );
        assert_eq!(
            check_catalogue_file(&upload("c.xlsx", None, b"PK")),
            Err(UploadError::UnsupportedType(POLYNOMIAL_TYPES))
        );
    }
}
