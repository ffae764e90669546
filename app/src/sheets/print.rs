//! Printing a sheet from its sources: the same sources, issue and template
//! version always give the same HTML, and (with the same browser) the same
//! PDF bytes.

use domain::calculation::Choice;
use domain::company_settings::CompanyDetails;
use domain::design_config::DesignSettings;
use domain::project::SheetLanguage;
use serde_json::Value;

use super::chromium_info::as_full_chromium_wrote;
use super::language::english_or_marked;
use super::model::{build_from, Images, Issue, Sheet};
use super::objects::inline_image;
use super::pdf_dates::stamp_dates;
use super::pdf_info::{append_info, creator, DocumentInfo};
use super::render::render_html;
use super::sections::design::{design_image_urls, equipment_image_url};
use super::sections::source::Source;
use super::template_versions::is_sectioned;
use crate::ports::sha256_hex;
use crate::{AppError, AppState};

/// What a sheet is printed from, each at the version the sheet records.
#[derive(Debug, Clone)]
pub struct Sources {
    /// The project detail (projects API `ProjectDetail` JSON).
    pub project: Value,
    pub company: CompanyDetails,
    pub design: DesignSettings,
}

/// A printed sheet.
#[derive(Debug, Clone)]
pub struct Printed {
    pub html: String,
    pub pdf: Vec<u8>,
    pub html_sha256: String,
    pub pdf_sha256: String,
}

/// The images a sheet shows, read from the file store and inlined. An image
/// that is not in the store is left out (the sheet never reaches outside).
pub async fn images(state: &AppState, source: &Source, design: &DesignSettings) -> Result<Images, AppError> {
    let mut design_images = Vec::new();
    for url in design_image_urls(source) {
        design_images.extend(inline_image(state, url).await?);
    }
    Ok(Images {
        logo: inline_image(state, &design.logo_url).await?,
        equipment: inline_image(state, &equipment_image_url(source, design)).await?,
        design: design_images,
    })
}

/// The sheet's view model, from its sources, as `template_version` prints it.
pub async fn compose(
    state: &AppState,
    sources: &Sources,
    issue: &Issue,
    template_version: &'static str,
) -> Result<Sheet, AppError> {
    let (source, unreadable) = Source::read(&sources.project);
    let images = images(state, &source, &sources.design).await?;
    Ok(build_from(&source, unreadable, &sources.company, &sources.design, images, issue, template_version))
}

/// The PDF's document information (`ficha-4` on; older versions print
/// Chromium's, as they were issued).
pub fn document_info(sheet: &Sheet) -> Option<DocumentInfo> {
    is_sectioned(sheet.provenance.template_version).then(|| DocumentInfo {
        title: sheet.project_name.clone(),
        author: sheet.company.company_name.clone(),
        subject: match sheet.language {
            SheetLanguage::Es => sheet.equipment_label.clone(),
            SheetLanguage::En => english_or_marked(&sheet.equipment_label),
        },
        creator: creator(sheet.provenance.template_version),
        language: sheet.language.key().into(),
    })
}

/// The HTML and the PDF: Chromium's Info object as Debian's full browser
/// writes it (sheets issued before the headless shell keep their bytes),
/// the PDF's document information, and its dates set to the issue time.
pub async fn print(
    state: &AppState,
    sources: &Sources,
    issue: &Issue,
    template_version: &'static str,
) -> Result<Printed, AppError> {
    let sheet = compose(state, sources, issue, template_version).await?;
    let html = render_html(&sheet)?;
    let mut pdf = state.pdf.render(&html).await?;
    as_full_chromium_wrote(&mut pdf)?;
    if let Some(info) = document_info(&sheet) {
        append_info(&mut pdf, &info)?;
    }
    stamp_dates(&mut pdf, &issue.issued_at)?;
    Ok(Printed { html_sha256: sha256_hex(html.as_bytes()), pdf_sha256: sha256_hex(&pdf), html, pdf })
}
