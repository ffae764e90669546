use crate::rules::{DomainError, Rejection};

/// Why a project command was refused; one variant per rule. Messages are the
/// spec's Spanish wording (app-and-projects.md section 5) where it has one.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ProjectError {
    /// Save without a name. Report at the name field.
    #[error("Nombre requerido")]
    NameRequired,
    /// An equipment type other than the four of section 9.
    #[error("Seleccione un tipo de equipo: rack, condensadora, chiller o motocompresora")]
    EquipmentTypeRequired,
    /// More than three design images (section 5).
    #[error("Solo se permiten máximo 3 imágenes")]
    TooManyImages,
    /// The configuration cannot be calculated, so it cannot be saved; `reason`
    /// is the calculation's own Spanish message, shown after the spec's.
    #[error("Debe calcular antes de guardar. {reason}")]
    CalculationRequired { code: &'static str, reason: String },
    /// The configuration cannot be calculated with today's catalogue.
    #[error("No se pudo recalcular el proyecto. {reason}")]
    RecalculationFailed { code: &'static str, reason: String },
    /// Creating a project whose id is taken. Retry with a new id.
    #[error("El proyecto ya existe")]
    AlreadyExists,
    /// A sheet needs a calculation (section 5, 'Save and PDF').
    #[error("Debe calcular antes de generar el PDF")]
    PdfRequiresCalculation,
    /// A sheet must show a version the project has reached.
    #[error("La versión {version} del proyecto no existe")]
    UnknownVersion { version: usize },
    /// Unknown or deleted project: 404.
    #[error("Proyecto no encontrado")]
    NotFound,
    /// `If-Match` named a version the project has moved past: 412; reload and retry.
    #[error("El proyecto fue modificado (versión {actual}) después de la versión {expected} que usted abrió. Recárguelo e intente de nuevo.")]
    VersionMismatch { expected: usize, actual: usize },
}

impl DomainError for ProjectError {
    fn code(&self) -> &'static str {
        match self {
            Self::NameRequired => "project.name_required",
            Self::EquipmentTypeRequired => "project.equipment_type_required",
            Self::TooManyImages => "project.too_many_images",
            Self::CalculationRequired { .. } => "project.calculation_required",
            Self::RecalculationFailed { .. } => "project.recalculation_failed",
            Self::AlreadyExists => "project.already_exists",
            Self::NotFound => "project.not_found",
            Self::PdfRequiresCalculation => "project.pdf_requires_calculation",
            Self::UnknownVersion { .. } => "project.unknown_version",
            Self::VersionMismatch { .. } => "project.version_mismatch",
        }
    }

    fn rejection(&self) -> Rejection {
        match self {
            Self::AlreadyExists => Rejection::Conflict,
            Self::VersionMismatch { .. } => Rejection::StaleVersion,
            Self::NotFound => Rejection::NotFound,
            _ => Rejection::RuleViolation,
        }
    }

    fn field(&self) -> Option<&'static str> {
        match self {
            Self::NameRequired => Some("name"),
            Self::EquipmentTypeRequired => Some("equipmentType"),
            Self::TooManyImages => Some("designImages"),
            _ => None,
        }
    }
}
