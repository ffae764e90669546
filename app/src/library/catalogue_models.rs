//! The models of a catalogue file imported into one compressor (issue 23):
//! the review lists them, marks the compressor's own, and the confirmed
//! import takes the sets of the chosen one alone
//! (`domain::compressor::file_models`).

use anyhow::Context;
use domain::compressor::file_models::{is_model, model_key, models_of, FileModel};
use domain::compressor::model::{ExtractionMethod, Polynomial, SourceFile};
use domain::compressor::physics::{faults_of_new, PhysicalFault};
use domain::compressor::set_reading::SetReading;
use serde::Serialize;

use crate::ports::CatalogueFile;
use crate::{AppError, AppState};

/// A model the file holds, as the review lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModelInFile {
    /// As the file first spells it; the sets' `model` names it the same way.
    pub name: String,
    /// The positions of its sets in the extraction's `polynomials` (from 0).
    pub rows: Vec<usize>,
    /// Whether it is this compressor's model, compared as the whole-catalogue
    /// import joins models (case and surrounding spaces aside).
    pub matches_compressor: bool,
}

/// The file's models, each marked when it is `compressor_model`.
pub fn models_for_review(sets: &[SetReading], compressor_model: &str) -> Vec<ModelInFile> {
    models_of(sets)
        .into_iter()
        .map(|FileModel { name, rows }| ModelInFile {
            matches_compressor: is_model(&name, compressor_model),
            name,
            rows,
        })
        .collect()
}

/// The faults the read sets bring to a compressor holding `kept`, each
/// model's sets checked apart: a capacity set of one model is never paired
/// with another model's power set. Read sets are named by their position.
pub fn faults_by_model(kept: &[Polynomial], sets: &[SetReading]) -> Vec<PhysicalFault> {
    let mut groups: Vec<(Option<String>, Vec<Polynomial>)> = Vec::new();
    for (i, set) in sets.iter().enumerate() {
        // Rows that are not a valid set yet are refused at confirmation for their own reason.
        let Ok(polynomial) = Polynomial::from_draft(i.to_string(), set.clone().into_draft(), None, None) else {
            continue;
        };
        let key = set.model.as_deref().map(model_key);
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, group)) => group.push(polynomial),
            None => groups.push((key, vec![polynomial])),
        }
    }
    groups.iter().flat_map(|(_, group)| faults_of_new(kept, group)).collect()
}

/// The models of a confirmed import: those its stored source file holds
/// (a CSV or IDF the server received, read again with the same reader) and
/// those its sets name. A client that drops the sets' `model` still meets
/// the file's models.
pub async fn models_in_import(
    state: &AppState,
    source: Option<&SourceFile>,
    sets: &[SetReading],
) -> Result<Vec<FileModel>, AppError> {
    let mut named: Vec<SetReading> = Vec::new();
    let file = source.and_then(|s| match s.method {
        ExtractionMethod::Csv => Some((s, CatalogueFile::Csv, "csv")),
        ExtractionMethod::Idf => Some((s, CatalogueFile::Idf, "idf")),
        _ => None,
    });
    if let Some((source, kind, extension)) = file {
        let key = format!("{}.{extension}", source.sha256);
        let bytes = state.files.get(&key).await.context("Failed to read an uploaded catalogue file")?;
        if let Some(bytes) = bytes {
            named = state.catalogue_extractor.polynomials(&bytes, kind).await?.polynomials;
        }
    }
    named.extend(sets.iter().cloned());
    Ok(models_of(&named))
}
