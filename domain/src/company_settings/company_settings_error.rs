use crate::rules::{DomainError, Rejection};

/// Why the company settings were refused; one variant per rule.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CompanySettingsError {
    /// The name heads every data sheet.
    #[error("El nombre de la empresa es requerido")]
    NameRequired,
    /// Handle: show it at the e-mail field; an empty e-mail is accepted.
    #[error("Correo electrónico inválido")]
    InvalidEmail,
    /// Handle: show it at the field; the sheet's header has room for so much.
    #[error("{label} excede 200 caracteres")]
    TooLong { field: &'static str, label: &'static str },
    /// Handle: show it at the number format select.
    #[error("Formato numérico no válido: use es-MX, es-ES, es-AR, es-CL o es-CO")]
    UnknownNumberLocale,
    /// Handle: show it at the jurisdiction select.
    #[error("Jurisdicción no válida: use EU, ES, MX u other")]
    UnknownJurisdiction,
}

impl DomainError for CompanySettingsError {
    fn code(&self) -> &'static str {
        match self {
            Self::NameRequired => "company_settings.name_required",
            Self::InvalidEmail => "company_settings.invalid_email",
            Self::TooLong { .. } => "company_settings.too_long",
            Self::UnknownNumberLocale => "company_settings.unknown_number_locale",
            Self::UnknownJurisdiction => "company_settings.unknown_jurisdiction",
        }
    }

    fn rejection(&self) -> Rejection {
        Rejection::RuleViolation
    }

    fn field(&self) -> Option<&'static str> {
        match self {
            Self::NameRequired => Some("companyName"),
            Self::InvalidEmail => Some("email"),
            Self::TooLong { field, .. } => Some(field),
            Self::UnknownNumberLocale => Some("numberLocale"),
            Self::UnknownJurisdiction => Some("jurisdiction"),
        }
    }
}
