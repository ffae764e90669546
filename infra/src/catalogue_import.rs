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

/// Whether `path` is a library file (condensers and plate exchangers, JSON)
/// rather than a compressor catalogue.
pub fn is_library_file(path: &Path) -> bool {
    path.extension().and_then(|e| e.to_str()).is_some_and(|e| e.eq_ignore_ascii_case("json"))
}

/// A condenser of a library file (`tools/demo/library.json`).
#[derive(Debug, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct LibraryCondenser {
    model: String,
    capacity_kw: f64,
    fan_count: i64,
    fan_power_kw: f64,
    rated_delta_t: f64,
    #[serde(default)]
    is_microchannel: bool,
}

/// A plate heat exchanger of a library file.
#[derive(Debug, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct LibraryExchanger {
    brand: String,
    model: String,
    capacity_kw: f64,
    application_type: String,
    #[serde(default)]
    notes: Option<String>,
    /// Water-side pressure drop, kPa, at `rated_flow_lmin` L/min of water.
    #[serde(default)]
    pressure_drop_kpa: Option<f64>,
    #[serde(default)]
    rated_flow_lmin: Option<f64>,
}

#[derive(Debug, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct LibraryFile {
    /// Where the figures come from; read by people, not by the import.
    #[serde(default)]
    #[allow(dead_code)]
    about: Vec<String>,
    #[serde(default)]
    condensers: Vec<LibraryCondenser>,
    #[serde(default)]
    heat_exchangers: Vec<LibraryExchanger>,
}

/// What a library file added.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct LibraryImport {
    pub condensers: usize,
    pub heat_exchangers: usize,
}

/// Imports the condensers and plate heat exchangers of a library file, each
/// through the library's own use case (so each is an event, like one typed
/// in). With `if_empty`, a kind the library already holds is left alone, so
/// `make run` fills a new installation and never doubles an old one.
pub async fn import_library(state: &AppState, path: &Path, if_empty: bool) -> anyhow::Result<LibraryImport> {
    use app::library::{condensers, heat_exchangers};
    use domain::condenser::CondenserDraft;
    use domain::heat_exchanger::HeatExchangerDraft;

    let bytes = tokio::fs::read(path).await.with_context(|| format!("Failed to read {}", path.display()))?;
    let file: LibraryFile =
        serde_json::from_slice(&bytes).with_context(|| format!("{} is not a library file", path.display()))?;
    let actor = app::actor::Actor::system("fichas import-catalogue");
    let failed = |e: app::AppError| anyhow::anyhow!("{e}");
    let mut done = LibraryImport::default();
    if !if_empty || condensers::list(state).await.map_err(failed)?.is_empty() {
        for c in file.condensers {
            let draft = CondenserDraft {
                model: Some(c.model),
                capacity: Some(c.capacity_kw),
                fan_count: Some(c.fan_count),
                fan_power_consumption: Some(c.fan_power_kw),
                is_microchannel: Some(c.is_microchannel),
                dimensions: None,
                rated_delta_t: Some(c.rated_delta_t),
            };
            condensers::create(state, draft, &actor).await.map_err(failed)?;
            done.condensers += 1;
        }
    }
    if !if_empty || heat_exchangers::list(state).await.map_err(failed)?.is_empty() {
        for h in file.heat_exchangers {
            let draft = HeatExchangerDraft {
                model: Some(h.model),
                brand: Some(h.brand),
                capacity_kw: Some(h.capacity_kw),
                application_type: Some(h.application_type),
                notes: h.notes,
                pressure_drop_kpa: Some(h.pressure_drop_kpa),
                rated_flow_lmin: Some(h.rated_flow_lmin),
            };
            heat_exchangers::create(state, draft, &actor).await.map_err(failed)?;
            done.heat_exchangers += 1;
        }
    }
    Ok(done)
}
