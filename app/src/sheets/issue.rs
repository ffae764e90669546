//! Issuing data sheets, and printing them again to show they are the same
//! (issue 10; ARCHITECTURE.md 'Reproducibility and audit').

use anyhow::Context;
use domain::datasheet::{file_name, IssuedDatasheet};
use domain::project::{ProjectCommand, ProjectError};
use domain::rules::{DomainError, Rejection};
use read_models::project_datasheets::{ProjectDatasheets, VIEW_NAME};
use serde::Serialize;

use super::model::{verification_code, Issue};
use super::print::{print, Printed, Sources};
use super::sheet_settings;
use super::template_versions::{template_version, TEMPLATE_VERSION};
use crate::library::rows::{all, new_id};
use crate::projects::{self, Actor};
use crate::{AppError, AppState};

/// Why a sheet could not be served or printed again.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum DatasheetError {
    #[error("Ficha técnica no encontrada")]
    NotFound,
    /// The sheet was printed with a template this build no longer has.
    #[error("La plantilla {0} de esta ficha ya no está disponible en esta versión del programa")]
    TemplateUnavailable(String),
    /// Two sheets share the short code (one chance in 4 billion per pair).
    #[error("El código de verificación {0} corresponde a varias fichas: use el identificador completo de la ficha")]
    AmbiguousCode(String),
}

impl DomainError for DatasheetError {
    fn code(&self) -> &'static str {
        match self {
            Self::NotFound => "datasheet.not_found",
            Self::TemplateUnavailable(_) => "datasheet.template_unavailable",
            Self::AmbiguousCode(_) => "datasheet.ambiguous_code",
        }
    }

    fn rejection(&self) -> Rejection {
        match self {
            Self::NotFound => Rejection::NotFound,
            Self::TemplateUnavailable(_) => Rejection::RuleViolation,
            Self::AmbiguousCode(_) => Rejection::Conflict,
        }
    }
}

/// A sheet as GET /api/projects/{id}/datasheets lists it.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DatasheetRow {
    pub id: String,
    pub project_version: usize,
    pub issued_at: String,
    pub sha256: String,
    pub file_name: String,
    pub renderer: String,
    /// The short code the sheet's footer prints (`0B5C-3E7E`).
    pub verification_code: String,
}

impl From<&IssuedDatasheet> for DatasheetRow {
    fn from(sheet: &IssuedDatasheet) -> Self {
        Self {
            id: sheet.sheet_id.clone(),
            project_version: sheet.project_version,
            issued_at: sheet.issued_at.clone(),
            sha256: sheet.pdf_sha256.clone(),
            file_name: sheet.file_name.clone(),
            renderer: sheet.renderer.clone(),
            verification_code: verification_code(&sheet.sheet_id),
        }
    }
}

/// What printing a sheet again showed.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Verification {
    pub identical: bool,
    pub html_identical: bool,
    pub sha256: String,
    pub original_sha256: String,
    pub renderer: String,
    pub original_renderer: String,
}

impl Verification {
    /// A difference that the renderer does not explain.
    pub fn is_failure(&self) -> bool {
        !self.identical && self.renderer == self.original_renderer
    }
}

/// A sheet just issued, and its bytes.
#[derive(Debug, Clone)]
pub struct Generated {
    pub sheet: IssuedDatasheet,
    pub pdf: Vec<u8>,
}

/// The sources of a sheet at the recorded versions.
async fn sources(
    state: &AppState,
    project_id: &str,
    project_version: usize,
    company_version: usize,
    design_version: usize,
) -> Result<Sources, AppError> {
    let detail = projects::at_version(state, project_id, project_version).await?;
    Ok(Sources {
        project: serde_json::to_value(detail).context("Failed to serialize a project detail")?,
        company: sheet_settings::company_at(state, company_version).await?,
        design: sheet_settings::design_at(state, design_version).await?,
    })
}

/// Prints the project's latest version with the settings in force and
/// records the sheet on the project (`DatasheetGenerated`).
pub async fn generate(state: &AppState, project_id: &str, actor: &Actor) -> Result<Generated, AppError> {
    let current = projects::get(state, project_id).await?;
    if current.calculation_results.is_none() {
        return Err(AppError::from_rule(ProjectError::PdfRequiresCalculation));
    }
    let company_version = sheet_settings::company(state).await?.version;
    let design_version = sheet_settings::design(state).await?.version;
    let sources = sources(state, project_id, current.version, company_version, design_version).await?;
    let issue = Issue {
        sheet_id: new_id(),
        issued_at: chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
        project_version: current.version,
        shown_version: projects::shown_version(state, project_id, current.version).await?,
    };
    let Printed { html_sha256, pdf_sha256, pdf, .. } = print(state, &sources, &issue, TEMPLATE_VERSION).await?;
    let renderer = state.pdf.identity().await?;
    let pdf_key = state.files.put(&pdf, "pdf").await.context("Failed to store an issued data sheet")?;
    let file_name = file_name(&current.info.name, issue.shown_version, &verification_code(&issue.sheet_id));
    let sheet = IssuedDatasheet {
        sheet_id: issue.sheet_id,
        project_id: project_id.to_string(),
        project_version: issue.project_version,
        company_settings_version: company_version,
        design_settings_version: design_version,
        template_version: TEMPLATE_VERSION.to_string(),
        renderer,
        html_sha256,
        pdf_sha256,
        pdf_key,
        file_name,
        issued_at: issue.issued_at,
    };
    state
        .projects
        .execute(
            project_id,
            ProjectCommand::GeneratePdf { datasheet: sheet.clone() },
            crate::actor::EventMetadata::new(actor),
        )
        .await?;
    Ok(Generated { sheet, pdf })
}

/// The sheets issued for a live project, oldest first.
pub async fn list(state: &AppState, project_id: &str) -> Result<Vec<DatasheetRow>, AppError> {
    projects::get(state, project_id).await?;
    let record = state.views.load(VIEW_NAME, project_id).await.context("Failed to load the sheets of a project")?;
    let sheets: ProjectDatasheets = match record {
        Some(record) => serde_json::from_value(record.payload).context("Failed to read the sheets of a project")?,
        None => ProjectDatasheets::default(),
    };
    Ok(sheets.sheets.iter().map(DatasheetRow::from).collect())
}

/// Every sheet ever issued, of every project (deleted ones included).
pub async fn all_sheets(state: &AppState) -> Result<Vec<IssuedDatasheet>, AppError> {
    let rows: Vec<ProjectDatasheets> = all(state.views.as_ref(), VIEW_NAME).await?;
    Ok(rows.into_iter().flat_map(|r| r.sheets).collect())
}

/// A verification code as typed: hexadecimal digits only, upper case
/// ('0b5c 3e7e' and '0B5C-3E7E' are the same code).
fn code_digits(text: &str) -> String {
    text.chars().filter(char::is_ascii_alphanumeric).collect::<String>().to_ascii_uppercase()
}

/// The sheet `key` names among `sheets`: its id, or the verification code
/// its footer prints.
pub fn named<'a>(sheets: &'a [IssuedDatasheet], key: &str) -> Result<&'a IssuedDatasheet, DatasheetError> {
    let key = key.trim();
    if let Some(sheet) = sheets.iter().find(|s| s.sheet_id == key) {
        return Ok(sheet);
    }
    let code = code_digits(key);
    if code.len() != 8 {
        return Err(DatasheetError::NotFound);
    }
    let mut found = sheets.iter().filter(|s| code_digits(&verification_code(&s.sheet_id)) == code);
    match (found.next(), found.next()) {
        (Some(sheet), None) => Ok(sheet),
        (Some(_), Some(_)) => Err(DatasheetError::AmbiguousCode(verification_code(key))),
        (None, _) => Err(DatasheetError::NotFound),
    }
}

/// The recorded facts of one sheet, by its id or its verification code.
pub async fn find(state: &AppState, key: &str) -> Result<IssuedDatasheet, AppError> {
    let sheets = all_sheets(state).await?;
    named(&sheets, key).cloned().map_err(AppError::from_rule)
}

/// The bytes issued, as they were.
pub async fn original(state: &AppState, sheet_id: &str) -> Result<(IssuedDatasheet, Vec<u8>), AppError> {
    let sheet = find(state, sheet_id).await?;
    let pdf = state
        .files
        .get(&sheet.pdf_key)
        .await
        .context("Failed to read an issued data sheet")?
        .with_context(|| format!("The PDF of sheet {sheet_id} is missing from the file store"))?;
    Ok((sheet, pdf))
}

/// Prints a recorded sheet again from its recorded versions and compares.
pub async fn verify(state: &AppState, sheet: &IssuedDatasheet) -> Result<Verification, AppError> {
    let Some(template) = template_version(&sheet.template_version) else {
        return Err(AppError::from_rule(DatasheetError::TemplateUnavailable(sheet.template_version.clone())));
    };
    let sources = sources(
        state,
        &sheet.project_id,
        sheet.project_version,
        sheet.company_settings_version,
        sheet.design_settings_version,
    )
    .await?;
    let issue = Issue {
        sheet_id: sheet.sheet_id.clone(),
        issued_at: sheet.issued_at.clone(),
        project_version: sheet.project_version,
        shown_version: projects::shown_version(state, &sheet.project_id, sheet.project_version).await?,
    };
    let again = print(state, &sources, &issue, template).await?;
    Ok(Verification {
        identical: again.pdf_sha256 == sheet.pdf_sha256,
        html_identical: again.html_sha256 == sheet.html_sha256,
        sha256: again.pdf_sha256,
        original_sha256: sheet.pdf_sha256.clone(),
        renderer: state.pdf.identity().await?,
        original_renderer: sheet.renderer.clone(),
    })
}

/// POST /api/datasheets/{id}/regenerate, by id or verification code.
pub async fn regenerate(state: &AppState, sheet_id: &str) -> Result<Verification, AppError> {
    let sheet = find(state, sheet_id).await?;
    verify(state, &sheet).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(id: &str) -> IssuedDatasheet {
        IssuedDatasheet {
            sheet_id: id.into(),
            project_id: "p".into(),
            project_version: 1,
            company_settings_version: 0,
            design_settings_version: 0,
            template_version: "ficha-4".into(),
            renderer: "Chromium/1".into(),
            html_sha256: String::new(),
            pdf_sha256: String::new(),
            pdf_key: String::new(),
            file_name: "ficha.pdf".into(),
            issued_at: "2026-11-27T08:00:00.000Z".into(),
        }
    }

    #[test]
    fn a_sheet_is_found_by_its_id_or_its_footer_code_however_typed() {
        let sheets = [sheet("0b5c3e7e-1111-4111-8111-000000000002"), sheet("7a2d9c01-2222-4222-8222-000000000003")];
        for key in ["0b5c3e7e-1111-4111-8111-000000000002", "0B5C-3E7E", " 0b5c3e7e ", "0b5c 3e7e"] {
            assert_eq!(named(&sheets, key).unwrap().sheet_id, sheets[0].sheet_id, "{key}");
        }
        assert_eq!(named(&sheets, "0B5C-3E7F"), Err(DatasheetError::NotFound));
        assert_eq!(named(&sheets, "0B5C"), Err(DatasheetError::NotFound), "a code is eight digits");
    }

    #[test]
    fn two_sheets_sharing_a_code_are_not_guessed_between() {
        let sheets = [sheet("0b5c3e7e-1111-4111-8111-000000000002"), sheet("0b5c3e7e-9999-4999-8999-000000000009")];
        assert_eq!(named(&sheets, "0B5C-3E7E"), Err(DatasheetError::AmbiguousCode("0B5C-3E7E".into())));
        assert!(named(&sheets, "0b5c3e7e-9999-4999-8999-000000000009").is_ok(), "the full id still works");
    }
}
