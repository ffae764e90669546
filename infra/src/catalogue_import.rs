//! `fichas import-catalogue`: a whole catalogue file in one go.

use std::path::Path;

use anyhow::{bail, Context};
use app::library::compressors::{list, CatalogueImport, CatalogueItem};
use app::AppState;
use domain::compressor::model::{ExtractionMethod, SourceFile};
use indicatif::{ProgressBar, ProgressStyle};
use sha2::{Digest, Sha256};

use crate::importers::{grid, idf};

/// Imports every compressor of `path` (IDF, or CSV with a model column).
/// `None` when `if_empty` is set and the catalogue already has compressors.
pub async fn import_catalogue(
    state: &AppState,
    path: &Path,
    if_empty: bool,
    progress: bool,
) -> anyhow::Result<Option<CatalogueImport>> {
    if if_empty && !list(state, None).await.map_err(|e| anyhow::anyhow!("{e}"))?.is_empty() {
        return Ok(None);
    }
    let bytes = tokio::fs::read(path).await.with_context(|| format!("Failed to read {}", path.display()))?;
    let text = grid::decode(&bytes);
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("").to_lowercase();
    let (entries, method) = match extension.as_str() {
        "idf" => (idf::read_idf(&text), ExtractionMethod::Idf),
        "csv" => (grid::catalogue_from_csv(&text), ExtractionMethod::Csv),
        other => {
            bail!("Unsupported catalogue file type '.{other}': use an EnergyPlus .idf or a .csv with a model column")
        }
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
    let items = entries
        .into_iter()
        .map(|e| CatalogueItem { name: e.source_name, compressor: e.compressor, polynomials: e.polynomials })
        .collect();
    let actor = app::actor::Actor::system("fichas import-catalogue");
    let summary = app::library::compressors::import_catalogue(state, items, source, &actor, |name| {
        bar.set_message(name.to_string());
        bar.inc(1);
    })
    .await
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    bar.finish_with_message("listo");
    Ok(Some(summary))
}
