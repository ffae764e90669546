//! The compressor catalogue: models, coefficient sets, and importing both
//! from files (library.md sections 2, 5 and 7).

use anyhow::Context;
use domain::compressor::model::{canonical_refrigerant, CompressorDraft, ExtractionMethod, Polynomial, SourceFile};
use domain::compressor::physics::{check_sets, PhysicalFault};
use domain::compressor::{CompressorCommand, CompressorError};
use domain::rules::{DomainError, Rejection};
use read_models::compressor_catalogue::{CompressorRow, PolynomialRow, VIEW_NAME};
use serde::{Deserialize, Serialize};

use domain::compressor::file_models::sets_of_model;
use domain::compressor::set_reading::SetReading;

use super::catalogue_models::{faults_by_model, models_for_review, models_in_import, ModelInFile};
use super::compressor_data::{
    CompressorInput, ExtractedDatasheet, ExtractedPolynomials, ExtractedPolynomialsBody, PolynomialInput,
};
use super::rows::{all, new_id, written};
use super::uploads::{check_catalogue_file, check_document, extension, Upload, DATASHEET_TYPES};
use crate::actor::{Actor, EventMetadata};
use crate::ports::{CatalogueFile, DocumentKind};
use crate::{AppError, AppState};

/// Why a file could not give what the screen asked for.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ImportError {
    #[error("No se encontraron polinomios. El archivo no contiene tablas con columnas c1-c10 reconocibles.")]
    NoPolynomials,
    #[error("Datos incompletos: no se encontró {}", .0.join(", "))]
    Incomplete(Vec<&'static str>),
    #[error("El archivo de origen no fue recibido por el servidor; vuelva a extraerlo")]
    UnknownSource,
}

impl DomainError for ImportError {
    fn code(&self) -> &'static str {
        match self {
            Self::NoPolynomials => "import.no_polynomials",
            Self::Incomplete(_) => "import.incomplete",
            Self::UnknownSource => "import.unknown_source",
        }
    }

    fn rejection(&self) -> Rejection {
        Rejection::RuleViolation
    }

    fn field(&self) -> Option<&'static str> {
        Some("file")
    }
}

/// Live compressors by model; with `refrigerant`, only those that can use it.
pub async fn list(state: &AppState, refrigerant: Option<&str>) -> Result<Vec<CompressorRow>, AppError> {
    let mut rows: Vec<CompressorRow> = all(state.views.as_ref(), VIEW_NAME).await?;
    rows.retain(|r| !r.removed && r.spec.is_some());
    if let Some(code) = refrigerant.map(str::trim).filter(|c| !c.is_empty()) {
        let code = canonical_refrigerant(code);
        rows.retain(|r| r.available_refrigerants.contains(&code));
    }
    rows.sort_by_cached_key(|r| (r.spec.as_ref().map(|s| s.model.to_lowercase()), r.id.clone()));
    for row in &mut rows {
        row.check_physics();
    }
    Ok(rows)
}

pub async fn get(state: &AppState, id: &str) -> Result<CompressorRow, AppError> {
    let record = state.views.load(VIEW_NAME, id).await.context("Failed to load a compressor")?;
    let row: Option<CompressorRow> = match record {
        Some(r) => Some(serde_json::from_value(r.payload).context("Failed to read a compressor row")?),
        None => None,
    };
    let mut row =
        row.filter(|r| !r.removed && r.spec.is_some()).ok_or_else(|| AppError::from_rule(CompressorError::NotFound))?;
    row.check_physics();
    Ok(row)
}

/// A data sheet's origin, as the review screen sends it back.
#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct NewCompressor {
    #[serde(flatten)]
    pub compressor: CompressorInput,
    /// `{fileName, sha256, method}` of the data sheet the review came from.
    pub source: Option<SourceFile>,
}

async fn verified(state: &AppState, source: Option<SourceFile>) -> Result<Option<SourceFile>, AppError> {
    if let Some(source) = &source {
        let known = state.files.contains(&source.sha256).await.context("Failed to look up an uploaded file")?;
        if !known {
            return Err(AppError::from_rule(ImportError::UnknownSource));
        }
    }
    Ok(source)
}

/// A saved compressor with what the user should know about it.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompressorSaved {
    #[serde(flatten)]
    pub row: CompressorRow,
    /// Not refusals: e.g. another live compressor with the same brand and model.
    pub warnings: Vec<Warning>,
}

pub use super::rows::Warning;

/// The warning when another live compressor has the same brand and model.
fn duplicate_warning(state_rows: &[CompressorRow], saved: &CompressorRow) -> Option<Warning> {
    let spec = saved.spec.as_ref()?;
    let twin = state_rows
        .iter()
        .filter(|r| r.id != saved.id)
        .filter_map(|r| r.spec.as_ref())
        .find(|other| spec.same_model_as(other))?;
    Some(Warning { code: "compressor.duplicate_model", field: "model", message: twin.duplicate_message() })
}

pub async fn create(state: &AppState, input: NewCompressor, actor: &Actor) -> Result<CompressorSaved, AppError> {
    let source = verified(state, input.source).await?;
    let id = new_id();
    let command = CompressorCommand::RegisterCompressor { draft: input.compressor.into_draft(), source };
    state.compressors.execute(&id, command, EventMetadata::new(actor)).await?;
    let row: CompressorRow = written(state.views.as_ref(), VIEW_NAME, &id).await?;
    let others = list(state, None).await?;
    let warnings = duplicate_warning(&others, &row).into_iter().collect();
    Ok(CompressorSaved { row, warnings })
}

/// `expected`: the version the user opened (`If-Match`); `None` writes over any.
pub async fn update(
    state: &AppState,
    id: &str,
    expected: Option<usize>,
    input: CompressorInput,
    actor: &Actor,
) -> Result<CompressorRow, AppError> {
    state
        .compressors
        .execute_at(id, expected, CompressorCommand::UpdateCompressor(input.into_draft()), EventMetadata::new(actor))
        .await?;
    written(state.views.as_ref(), VIEW_NAME, id).await
}

pub async fn remove(state: &AppState, id: &str, expected: Option<usize>, actor: &Actor) -> Result<(), AppError> {
    state.compressors.execute_at(id, expected, CompressorCommand::RemoveCompressor, EventMetadata::new(actor)).await?;
    Ok(())
}

/// Undoes a removal: a `CompressorRestored` event; the row (with its
/// coefficient sets) is live again.
pub async fn restore(state: &AppState, id: &str, actor: &Actor) -> Result<CompressorRow, AppError> {
    state.compressors.execute(id, CompressorCommand::RestoreCompressor, EventMetadata::new(actor)).await?;
    written(state.views.as_ref(), VIEW_NAME, id).await
}

pub async fn polynomials(state: &AppState, id: &str) -> Result<Vec<PolynomialRow>, AppError> {
    Ok(get(state, id).await?.polynomials)
}

/// Body of POST /api/polynomials: one set typed by hand.
#[derive(Debug, Clone, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct NewPolynomial {
    pub compressor_id: String,
    #[serde(flatten)]
    pub polynomial: PolynomialInput,
}

pub async fn add_polynomial(state: &AppState, input: NewPolynomial, actor: &Actor) -> Result<PolynomialRow, AppError> {
    let id = input.compressor_id.trim().to_string();
    let command = CompressorCommand::ImportPolynomials {
        source: None,
        polynomials: vec![input.polynomial.into_typed_draft()],
        reviewed_by: None,
    };
    state.compressors.execute(&id, command, EventMetadata::new(actor)).await?;
    let row: CompressorRow = written(state.views.as_ref(), VIEW_NAME, &id).await?;
    row.polynomials
        .into_iter()
        .last()
        .context("The new polynomial is missing from the catalogue view")
        .map_err(AppError::from)
}

/// `{compressorId}:{local id}` split in two.
fn split_polynomial_id(id: &str) -> Result<(&str, &str), AppError> {
    id.rsplit_once(':').ok_or_else(|| AppError::from_rule(CompressorError::PolynomialNotFound))
}

/// `expected`: the compressor's version the user opened (`If-Match`).
pub async fn update_polynomial(
    state: &AppState,
    id: &str,
    expected: Option<usize>,
    input: PolynomialInput,
    actor: &Actor,
) -> Result<PolynomialRow, AppError> {
    let (compressor_id, local) = split_polynomial_id(id)?;
    let command =
        CompressorCommand::UpdatePolynomial { polynomial_id: local.to_string(), draft: input.into_typed_draft() };
    state.compressors.execute_at(compressor_id, expected, command, EventMetadata::new(actor)).await?;
    let row: CompressorRow = written(state.views.as_ref(), VIEW_NAME, compressor_id).await?;
    row.polynomials
        .into_iter()
        .find(|p| p.id == id)
        .ok_or_else(|| AppError::from_rule(CompressorError::PolynomialNotFound))
}

use crate::ports::sha256_hex;

/// What an extraction gives the review: the sets read, the file kept, and
/// what the sets cannot describe.
#[derive(Debug)]
pub struct PolynomialExtraction {
    pub extracted: ExtractedPolynomials,
    pub source: SourceFile,
    pub physical_faults: Vec<PhysicalFault>,
    /// The models the file holds, when it names any (issue 23).
    pub models: Vec<ModelInFile>,
}

/// [`PolynomialExtraction`] as the review screen receives it.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[schema(as = PolynomialExtraction)]
#[serde(rename_all = "camelCase")]
pub struct PolynomialExtractionBody {
    #[serde(flatten)]
    pub extracted: ExtractedPolynomialsBody,
    pub source: SourceFile,
    /// Where the sets read, with those the compressor keeps, cannot describe
    /// a real compressor (issue 21 item 1): the point, the figure and the
    /// likely cause. `sets` names rows of `polynomials` by their position
    /// (`"0"`, `"1"`...) and kept sets by their local id (`p1`). Confirming
    /// unchanged rows is refused with the same message.
    pub physical_faults: Vec<PhysicalFault>,
    /// The models a catalogue file holds (a CSV's model column, an IDF's
    /// compressors; each set's `model` names its own), in file order; empty
    /// when the file names none. With more than one, the confirmation must
    /// name the one to import (`ConfirmedImport.model`); `matchesCompressor`
    /// marks this compressor's. Each model's sets are checked apart in
    /// `physicalFaults`.
    pub models: Vec<ModelInFile>,
    /// The limits a set left without the maker's envelope is saved with,
    /// and the words for them: the review's placeholders and its warning
    /// read them (the domain's, as GET /api/polynomials/default-envelope).
    pub tool_defaults: domain::compressor::envelope::DefaultEnvelope,
}

impl From<PolynomialExtraction> for PolynomialExtractionBody {
    fn from(e: PolynomialExtraction) -> Self {
        Self {
            extracted: e.extracted.into(),
            source: e.source,
            physical_faults: e.physical_faults,
            models: e.models,
            tool_defaults: domain::compressor::envelope::DefaultEnvelope::of_spec(),
        }
    }
}

/// Reads coefficient sets from a file for review; nothing is saved but the
/// file itself (so the confirmed import can cite it).
pub async fn extract_polynomials(state: &AppState, id: &str, upload: Upload) -> Result<PolynomialExtraction, AppError> {
    let row = get(state, id).await?;
    let compressor_model = row.spec.as_ref().map(|s| s.model.clone()).unwrap_or_default();
    let kept: Vec<Polynomial> = row.polynomials.into_iter().map(|p| p.polynomial).collect();
    let kind = check_catalogue_file(&upload).map_err(AppError::from_rule)?;
    let extracted = state.catalogue_extractor.polynomials(&upload.bytes, kind).await?;
    if extracted.polynomials.is_empty() {
        return Err(AppError::from_rule(ImportError::NoPolynomials));
    }
    let ext = match kind {
        CatalogueFile::Csv => "csv",
        CatalogueFile::Idf => "idf",
        CatalogueFile::Document(kind) => extension(kind),
    };
    state.files.put(&upload.bytes, ext).await.context("Failed to store the uploaded file")?;
    let source =
        SourceFile { file_name: upload.file_name, sha256: sha256_hex(&upload.bytes), method: extracted.method };
    let physical_faults = faults_by_model(&kept, &extracted.polynomials);
    let models = models_for_review(&extracted.polynomials, &compressor_model);
    Ok(PolynomialExtraction { extracted, source, physical_faults, models })
}

/// A file's set has a parameter the user chose or the file named
/// recognisably: an unknown label is never silently discharge temperature
/// (nor, when left empty, capacity).
fn recognised_parameters(polynomials: &[SetReading]) -> Result<(), CompressorError> {
    for p in polynomials {
        if let Some(label) = p.parameter.as_deref().map(str::trim).filter(|l| !l.is_empty()) {
            if domain::compressor::labels::read_parameter_label(label).is_none() {
                return Err(CompressorError::ParameterNotRecognised(label.to_string()));
            }
        } else if p.parameter_unrecognised {
            return Err(CompressorError::ParameterNotRecognised(p.source_label.clone().unwrap_or_default()));
        }
    }
    Ok(())
}

/// Body of the confirmed import: the reviewed sets and where they came from.
#[derive(Debug, Clone, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConfirmedImport {
    pub source: Option<SourceFile>,
    pub polynomials: Vec<PolynomialInput>,
    /// The model whose sets are imported, as the extraction's `models` name
    /// it (case and surrounding spaces aside). Required when the source file
    /// or the sets hold more than one model; then only that model's sets
    /// are imported. Must be one of the file's models when given.
    #[serde(default)]
    pub model: Option<String>,
}

pub async fn confirm_import(
    state: &AppState,
    id: &str,
    import: ConfirmedImport,
    actor: &Actor,
) -> Result<CompressorRow, AppError> {
    let sets: Vec<SetReading> = import.polynomials.into_iter().map(SetReading::from).collect();
    let models = models_in_import(state, import.source.as_ref(), &sets).await?;
    let sets = sets_of_model(sets, &models, import.model.as_deref()).map_err(AppError::from_rule)?;
    recognised_parameters(&sets).map_err(AppError::from_rule)?;
    let source = verified(state, import.source).await?;
    let command = CompressorCommand::ImportPolynomials {
        source,
        polynomials: sets.into_iter().map(SetReading::into_draft).collect(),
        // The person who confirmed the review is who vouches for what was read.
        reviewed_by: Some(actor.name.clone()),
    };
    state.compressors.execute(id, command, EventMetadata::new(actor)).await?;
    written(state.views.as_ref(), VIEW_NAME, id).await
}

/// What a data-sheet extraction gives the review.
#[derive(Debug)]
pub struct DatasheetExtraction {
    pub compressor: CompressorDraft,
    pub method: ExtractionMethod,
    pub source: SourceFile,
    /// Where each value was read, for the review step.
    pub sources: std::collections::BTreeMap<String, String>,
}

/// [`DatasheetExtraction`] as the data-sheet review screen receives it.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[schema(as = DatasheetExtraction)]
#[serde(rename_all = "camelCase")]
pub struct DatasheetExtractionBody {
    #[serde(flatten)]
    pub compressor: CompressorInput,
    pub method: ExtractionMethod,
    pub source: SourceFile,
    pub sources: std::collections::BTreeMap<String, String>,
}

impl From<DatasheetExtraction> for DatasheetExtractionBody {
    fn from(e: DatasheetExtraction) -> Self {
        Self { compressor: e.compressor.into(), method: e.method, source: e.source, sources: e.sources }
    }
}

/// Reads a compressor data sheet (PDF, JPG, PNG) for review. Model, type,
/// refrigerant and voltage must all be found ('Datos incompletos').
pub async fn extract_datasheet(state: &AppState, upload: Upload) -> Result<DatasheetExtraction, AppError> {
    let kind: DocumentKind = check_document(&upload, DATASHEET_TYPES).map_err(AppError::from_rule)?;
    let ExtractedDatasheet { method, compressor, sources } =
        state.catalogue_extractor.datasheet(&upload.bytes, kind).await?;
    let blank = |v: &Option<String>| v.as_deref().is_none_or(|s| s.trim().is_empty());
    let mut missing = Vec::new();
    if blank(&compressor.model) {
        missing.push("modelo");
    }
    if blank(&compressor.compressor_type) {
        missing.push("tipo");
    }
    if blank(&compressor.refrigerant) {
        missing.push("refrigerante");
    }
    if compressor.voltage.is_none() {
        missing.push("voltaje");
    }
    if !missing.is_empty() {
        return Err(AppError::from_rule(ImportError::Incomplete(missing)));
    }
    state.files.put(&upload.bytes, extension(kind)).await.context("Failed to store the uploaded file")?;
    let source = SourceFile { file_name: upload.file_name, sha256: sha256_hex(&upload.bytes), method };
    Ok(DatasheetExtraction { compressor, method, source, sources })
}

/// One compressor of a catalogue file.
pub struct CatalogueItem {
    /// How the file names it, for progress and reports.
    pub name: String,
    pub compressor: CompressorDraft,
    pub polynomials: Vec<SetReading>,
}

/// What a catalogue import did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct CatalogueImport {
    pub compressors: usize,
    pub new_compressors: usize,
    pub polynomials: usize,
    /// Entries left out, with the reason (nothing of them was written).
    pub skipped: Vec<String>,
}

/// Imports a whole catalogue: each entry's sets are checked first; then it
/// joins the live compressor of the same brand and model or registers a new
/// one, and its sets are imported as one event.
pub async fn import_catalogue(
    state: &AppState,
    items: Vec<CatalogueItem>,
    source: SourceFile,
    actor: &Actor,
    mut progress: impl FnMut(&str),
) -> Result<CatalogueImport, AppError> {
    use domain::compressor::file_models::model_key;
    let key = |model: &str, brand: Option<&str>| (model_key(model), brand.map(model_key));
    let mut index: std::collections::HashMap<(String, Option<String>), String> = list(state, None)
        .await?
        .into_iter()
        .filter_map(|row| {
            let spec = row.spec?;
            Some((key(&spec.model, spec.brand.as_deref()), row.id))
        })
        .collect();
    let mut summary = CatalogueImport::default();
    for item in items {
        progress(&item.name);
        if let Err(error) = recognised_parameters(&item.polynomials) {
            summary.skipped.push(format!("{}: {error}", item.name));
            continue;
        }
        let drafts: Vec<_> = item.polynomials.into_iter().map(SetReading::into_draft).collect();
        // Each set alone, then the entry's sets together (issue 21 item 1):
        // nothing of an entry that cannot describe a real compressor is written.
        let checked = drafts
            .iter()
            .enumerate()
            .map(|(i, d)| Polynomial::from_draft(format!("p{}", i + 1), d.clone(), None, None))
            .collect::<Result<Vec<_>, _>>()
            .and_then(|sets| match check_sets(&sets).into_iter().next() {
                Some(fault) => Err(CompressorError::PhysicallyImpossible(Box::new(fault))),
                None => Ok(()),
            });
        let model = item.compressor.model.clone().unwrap_or_default();
        if let Err(error) = checked {
            summary.skipped.push(format!("{}: {error}", item.name));
            continue;
        }
        if drafts.is_empty() || model.trim().is_empty() {
            summary.skipped.push(format!("{}: {}", item.name, CompressorError::NoPolynomials));
            continue;
        }
        let slot = key(&model, item.compressor.brand.as_deref());
        let id = match index.get(&slot) {
            Some(id) => id.clone(),
            None => {
                let id = new_id();
                let command =
                    CompressorCommand::RegisterCompressor { draft: item.compressor, source: Some(source.clone()) };
                state.compressors.execute(&id, command, EventMetadata::new(actor)).await?;
                index.insert(slot, id.clone());
                summary.new_compressors += 1;
                id
            }
        };
        let count = drafts.len();
        let command = CompressorCommand::ImportPolynomials {
            source: Some(source.clone()),
            polynomials: drafts,
            reviewed_by: None,
        };
        match state.compressors.execute(&id, command, EventMetadata::new(actor)).await.map_err(AppError::from) {
            Ok(()) => {
                summary.polynomials += count;
                summary.compressors += 1;
            }
            // With the sets the compressor already holds, this entry's are
            // refused (e.g. they break physics together): left out, said.
            Err(AppError::Rejected { message, .. }) => summary.skipped.push(format!("{}: {message}", item.name)),
            Err(error) => return Err(error),
        }
    }
    Ok(summary)
}
