//! `fichas import-catalogue`: a whole catalogue file in one go.

use std::path::Path;

use anyhow::{bail, Context};
use app::library::compressors::{import_catalogue_entry, list};
use app::AppState;
use domain::compressor::model::{ExtractionMethod, SourceFile};
use indicatif::{ProgressBar, ProgressStyle};
use sha2::{Digest, Sha256};

use crate::importers::{grid, idf};

/// What an import did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct ImportSummary {
    pub compressors: usize,
    pub new_compressors: usize,
    pub polynomials: usize,
    pub skipped: bool,
}

/// Imports every compressor of `path` (IDF, or CSV with a model column).
pub async fn import_catalogue(state: &AppState, path: &Path, if_empty: bool, progress: bool) -> anyhow::Result<ImportSummary> {
    if if_empty && !list(state, None).await.map_err(|e| anyhow::anyhow!("{e}"))?.is_empty() {
        return Ok(ImportSummary { skipped: true, ..Default::default() });
    }
    let bytes = tokio::fs::read(path).await.with_context(|| format!("Failed to read {}", path.display()))?;
    let text = grid::decode(&bytes);
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("").to_lowercase();
    let (entries, method) = match extension.as_str() {
        "idf" => (idf::read_idf(&text), ExtractionMethod::Idf),
        "csv" => (grid::catalogue_from_csv(&text), ExtractionMethod::Csv),
        other => bail!("Unsupported catalogue file type '.{other}': use an EnergyPlus .idf or a .csv with a model column"),
    };
    if entries.is_empty() {
        bail!("No compressors with coefficient sets found in {}", path.display());
    }
    state.files.put(&bytes, &extension).await.context("Failed to store the catalogue file")?;
    let source = SourceFile {
        file_name: path.file_name().map_or_else(|| "catalogo".into(), |n| n.to_string_lossy().into_owned()),
        sha256: hex::encode(Sha256::digest(&bytes)),
        method,
    };
    let bar = if progress { ProgressBar::new(entries.len() as u64) } else { ProgressBar::hidden() };
    bar.set_style(ProgressStyle::with_template("{bar:40} {pos}/{len} {msg}").context("progress style")?);
    let mut summary = ImportSummary::default();
    for entry in entries {
        bar.set_message(entry.source_name.clone());
        summary.polynomials += entry.polynomials.len();
        let new = import_catalogue_entry(state, entry.compressor, entry.polynomials, source.clone())
            .await
            .map_err(|e| anyhow::anyhow!("{}: {e}", entry.source_name))?;
        summary.compressors += 1;
        summary.new_compressors += usize::from(new);
        bar.inc(1);
    }
    bar.finish_with_message("listo");
    Ok(summary)
}
