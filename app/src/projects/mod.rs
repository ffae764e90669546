//! Use cases of saved projects (app-and-projects.md sections 3 to 5, issue
//! 'Projects'): create, change, recalculate, duplicate and delete through the
//! Project aggregate; list, detail, history, versions and diffs from the
//! read models and the event history.

pub mod audit;
pub mod diff;

use anyhow::Context;
use cqrs_es::{EventEnvelope, View};
use domain::project::{
    CalculatedConfig, Project, ProjectCommand, ProjectConfig, ProjectInfo, ProjectOrigin, RecordedCalculation,
};
use domain::rules::{DomainError, Rejection};
use read_models::project_detail::{self, ProjectDetail};
use read_models::project_history::{self, HistoryEntry, ProjectHistory};
use read_models::project_list::{self, ProjectListRow};
use serde::Serialize;

use crate::actor::EventMetadata;
pub use crate::actor::{Actor, ANONYMOUS};
use crate::catalogue_cache::LiveCatalogue;
use crate::library::rows::{all, new_id, written};
use crate::{AppError, AppState};
use diff::{ProjectDiff, ResultChange};

/// `config` calculated once on today's catalogue; the aggregate validates
/// and stores this answer (and the catalogue data it read).
async fn calculated(state: &AppState, config: ProjectConfig) -> Result<CalculatedConfig, AppError> {
    let live = LiveCatalogue::load(state).await?;
    Ok(CalculatedConfig::run(config, live.as_ref()))
}

/// The regulatory check a saved project keeps: what the body names, else
/// what the project had (its jurisdiction and date stay put across saves),
/// else the company's jurisdiction and number locale and today, the
/// project's date.
async fn with_regulatory_defaults(
    state: &AppState,
    mut config: ProjectConfig,
    before: Option<&ProjectConfig>,
) -> Result<ProjectConfig, AppError> {
    if let Some(before) = before.map(|b| &b.regulatory) {
        if config.regulatory.jurisdiction.is_none() {
            config.regulatory.jurisdiction.clone_from(&before.jurisdiction);
        }
        if config.regulatory.reference_date.is_none() {
            config.regulatory.reference_date.clone_from(&before.reference_date);
        }
        if config.regulatory.number_locale.is_none() {
            config.regulatory.number_locale.clone_from(&before.number_locale);
        }
    }
    config.regulatory = crate::calculations::regulatory_defaults(state, config.regulatory).await?;
    Ok(config)
}

/// A rule broken on a missing project (404) said the domain's way.
#[derive(Debug, thiserror::Error)]
enum Missing {
    #[error("Proyecto no encontrado")]
    Project,
    #[error("Versión no encontrada")]
    Version,
}

impl DomainError for Missing {
    fn code(&self) -> &'static str {
        match self {
            Self::Project => "project.not_found",
            Self::Version => "project.version_not_found",
        }
    }

    fn rejection(&self) -> Rejection {
        Rejection::NotFound
    }
}

/// Live projects, most recently changed first.
pub async fn list(state: &AppState) -> Result<Vec<ProjectListRow>, AppError> {
    let mut rows: Vec<ProjectListRow> = all(state.views.as_ref(), project_list::VIEW_NAME).await?;
    rows.retain(|r| !r.deleted);
    rows.sort_by(|a, b| b.updated_at.cmp(&a.updated_at).then_with(|| a.name.cmp(&b.name)));
    Ok(rows)
}

async fn detail_row(state: &AppState, id: &str) -> Result<Option<ProjectDetail>, AppError> {
    let record = state
        .views
        .load(project_detail::VIEW_NAME, id)
        .await
        .with_context(|| format!("Failed to load project {id}"))?;
    record
        .map(|r| serde_json::from_value(r.payload).with_context(|| format!("Failed to read project {id}")))
        .transpose()
        .map_err(AppError::from)
}

/// A live project as last saved.
pub async fn get(state: &AppState, id: &str) -> Result<ProjectDetail, AppError> {
    match detail_row(state, id).await? {
        Some(detail) if !detail.deleted => Ok(detail),
        _ => Err(AppError::from_rule(Missing::Project)),
    }
}

pub async fn create(
    state: &AppState,
    info: ProjectInfo,
    config: ProjectConfig,
    actor: &Actor,
) -> Result<ProjectDetail, AppError> {
    let id = new_id();
    let config = config.with_saturation_pressures().map_err(AppError::from_rule)?;
    let config = calculated(state, with_regulatory_defaults(state, config, None).await?).await?;
    state.projects.execute(&id, ProjectCommand::CreateProject { info, config }, EventMetadata::new(actor)).await?;
    written(state.views.as_ref(), project_detail::VIEW_NAME, &id).await
}

pub async fn change(
    state: &AppState,
    id: &str,
    expected_version: Option<usize>,
    info: ProjectInfo,
    config: ProjectConfig,
    actor: &Actor,
) -> Result<ProjectDetail, AppError> {
    let config = config.with_saturation_pressures().map_err(AppError::from_rule)?;
    let before = detail_row(state, id).await?;
    let config = with_regulatory_defaults(state, config, before.as_ref().map(|b| &b.config)).await?;
    let config = calculated(state, config).await?;
    state
        .projects
        .execute(id, ProjectCommand::ChangeProject { expected_version, info, config }, EventMetadata::new(actor))
        .await?;
    get(state, id).await
}

pub async fn delete(
    state: &AppState,
    id: &str,
    expected_version: Option<usize>,
    actor: &Actor,
) -> Result<(), AppError> {
    state.projects.execute(id, ProjectCommand::DeleteProject { expected_version }, EventMetadata::new(actor)).await?;
    Ok(())
}

/// What a recalculation with today's catalogue moved.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Recalculation {
    pub version: usize,
    pub changed: Vec<ResultChange>,
    pub project: ProjectDetail,
}

pub async fn recalculate(
    state: &AppState,
    id: &str,
    expected_version: Option<usize>,
    actor: &Actor,
) -> Result<Recalculation, AppError> {
    let before = get(state, id).await?;
    let config = calculated(state, before.config.clone()).await?;
    // The calculation is of the version read: a save in between refuses it.
    let expected_version = Some(expected_version.unwrap_or(before.version));
    state
        .projects
        .execute(id, ProjectCommand::RecalculateCircuits { expected_version, config }, EventMetadata::new(actor))
        .await?;
    let after = get(state, id).await?;
    Ok(Recalculation {
        version: after.version,
        changed: diff::result_changes(before.calculation_results.as_ref(), after.calculation_results.as_ref()),
        project: after,
    })
}

/// The latest recorded calculation among `events`.
fn last_calculation(events: &[EventEnvelope<Project>]) -> Option<RecordedCalculation> {
    events.iter().rev().find_map(|e| e.payload.calculation().cloned())
}

/// A new project named '{name} (Copia)' whose first event says where it came from.
pub async fn duplicate(state: &AppState, id: &str, actor: &Actor) -> Result<ProjectDetail, AppError> {
    let source = get(state, id).await?;
    let events = events(state, id).await?;
    let mut info = source.info.clone();
    info.name = format!("{} (Copia)", source.info.name);
    let types: Vec<String> = events.iter().map(|e| cqrs_es::DomainEvent::event_type(&e.payload)).collect();
    let from = ProjectOrigin {
        project_id: id.to_string(),
        version: source.version,
        name: Some(source.info.name.clone()),
        shown_version: Some(domain::project::shown_version_at(&types, source.version)),
    };
    let command = ProjectCommand::DuplicateProject {
        from,
        info,
        config: source.config.clone(),
        calculation: last_calculation(&events),
    };
    let new = new_id();
    state.projects.execute(&new, command, EventMetadata::new(actor)).await?;
    written(state.views.as_ref(), project_detail::VIEW_NAME, &new).await
}

async fn events(state: &AppState, id: &str) -> Result<Vec<EventEnvelope<Project>>, AppError> {
    let events =
        state.project_events.events(id).await.with_context(|| format!("Failed to read the events of project {id}"))?;
    if events.is_empty() {
        return Err(AppError::from_rule(Missing::Project));
    }
    Ok(events)
}

/// Every event of a project, oldest first (kept after deletion).
pub async fn history(state: &AppState, id: &str) -> Result<Vec<HistoryEntry>, AppError> {
    let record = state
        .views
        .load(project_history::VIEW_NAME, id)
        .await
        .with_context(|| format!("Failed to load the history of project {id}"))?;
    let Some(record) = record else { return Err(AppError::from_rule(Missing::Project)) };
    let history: ProjectHistory = serde_json::from_value(record.payload)
        .with_context(|| format!("Failed to read the history of project {id}"))?;
    let mut entries = history.entries;
    let kinds: Vec<&str> = entries.iter().map(|e| e.event_type.as_str()).collect();
    let shown = domain::project::shown_versions(&kinds);
    for (entry, shown) in entries.iter_mut().zip(shown) {
        entry.shown_version = shown;
    }
    Ok(entries)
}

/// The version number a person sees for the project as it was at event
/// `sequence`: the number of its last save (one save, one version, issue 24);
/// a sheet's file name carries it.
pub async fn shown_version(state: &AppState, id: &str, sequence: usize) -> Result<usize, AppError> {
    let entries = history(state, id).await?;
    let kinds: Vec<&str> = entries.iter().map(|e| e.event_type.as_str()).collect();
    Ok(domain::project::shown_version_at(&kinds, sequence))
}

/// The project exactly as it was at `version`: the detail view folded over
/// the first `version` events.
pub async fn at_version(state: &AppState, id: &str, version: usize) -> Result<ProjectDetail, AppError> {
    let events = events(state, id).await?;
    if version == 0 || version > events.len() {
        return Err(AppError::from_rule(Missing::Version));
    }
    let mut detail = ProjectDetail::default();
    for event in &events[..version] {
        detail.update(event);
    }
    Ok(detail)
}

pub async fn compare(state: &AppState, id: &str, from: usize, to: usize) -> Result<ProjectDiff, AppError> {
    let a = at_version(state, id, from).await?;
    let b = at_version(state, id, to).await?;
    Ok(diff::diff(&a, &b))
}
