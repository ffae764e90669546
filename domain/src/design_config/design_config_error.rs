use crate::rules::{DomainError, Rejection};

/// Why a design was refused; one variant per rule. Each names the field.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum DesignConfigError {
    /// Handle: show it at the colour's text field.
    #[error("Color inválido: use el formato #RRGGBB")]
    InvalidColor { field: &'static str },
    #[error("Posición de logo inválida: use top-left, top-center o top-right")]
    InvalidLogoPosition,
    /// The sheet prints it on every page beside the QR code.
    #[error("El texto del pie de página excede 300 caracteres")]
    FooterTextTooLong,
    /// Images must come from the upload button, so that the server holds
    /// the bytes and a sheet can be printed again years later.
    #[error("Imagen inválida: súbala con el botón de carga")]
    InvalidImageUrl { field: &'static str },
}

impl DomainError for DesignConfigError {
    fn code(&self) -> &'static str {
        match self {
            Self::InvalidColor { .. } => "design_config.invalid_color",
            Self::InvalidLogoPosition => "design_config.invalid_logo_position",
            Self::FooterTextTooLong => "design_config.footer_text_too_long",
            Self::InvalidImageUrl { .. } => "design_config.invalid_image_url",
        }
    }

    fn rejection(&self) -> Rejection {
        Rejection::RuleViolation
    }

    fn field(&self) -> Option<&'static str> {
        match self {
            Self::InvalidColor { field } | Self::InvalidImageUrl { field } => Some(field),
            Self::InvalidLogoPosition => Some("logoPosition"),
            Self::FooterTextTooLong => Some("footerText"),
        }
    }
}
