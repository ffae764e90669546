//! `fichas audit verify`: replays every project and recomputes every
//! recorded calculation from its pinned inputs and catalogue data.

use domain::calculation;
use domain::engine::ENGINE_VERSION;
use read_models::project_detail::answer;
use read_models::project_list::{self, ProjectListRow};

use super::diff::result_changes;
use crate::library::rows::all;
use crate::{AppError, AppState};

/// One recorded calculation, checked.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditRow {
    pub project_id: String,
    pub version: usize,
    pub engine_version: String,
    /// The recomputation gives the recorded results bit for bit.
    pub identical: bool,
    /// Largest absolute difference among the numeric results.
    pub largest_difference: f64,
    /// Why the recomputation failed, if it did.
    pub error: Option<String>,
    /// Who recorded the calculation: the signed-in person's name and
    /// e-mail, or the name stated on a single-user server ('—' when the
    /// event names nobody).
    pub recorded_by: String,
}

/// The event's author as its metadata records it.
fn recorded_by(metadata: &std::collections::HashMap<String, String>) -> String {
    match (metadata.get(read_models::USER), metadata.get(read_models::USER_EMAIL)) {
        (Some(name), Some(email)) => format!("{name} <{email}>"),
        (Some(name), None) => name.clone(),
        (None, Some(email)) => email.clone(),
        (None, None) => "—".to_string(),
    }
}

impl AuditRow {
    /// A difference that the engine version does not explain.
    pub fn is_failure(&self) -> bool {
        !self.identical && self.engine_version == ENGINE_VERSION
    }
}

/// Bit for bit: the stored text of both results is the same (fields the
/// record does not keep play no part).
fn same_text(a: &domain::calculation::CalculationOutput, b: &domain::calculation::CalculationOutput) -> bool {
    matches!((serde_json::to_string(a), serde_json::to_string(b)), (Ok(x), Ok(y)) if x == y)
}

pub async fn verify(state: &AppState, project: Option<&str>) -> Result<Vec<AuditRow>, AppError> {
    let ids: Vec<String> = match project {
        Some(id) => vec![id.to_string()],
        None => {
            let mut rows: Vec<ProjectListRow> = all(state.views.as_ref(), project_list::VIEW_NAME).await?;
            rows.sort_by(|a, b| a.created_at.cmp(&b.created_at).then_with(|| a.id.cmp(&b.id)));
            rows.into_iter().map(|r| r.id).collect()
        }
    };
    let mut out = Vec::new();
    for id in ids {
        let events = state.project_events.events(&id).await.map_err(AppError::Internal)?;
        for event in &events {
            let Some(recorded) = event.payload.calculation() else { continue };
            let row = match calculation::run(&recorded.input, &recorded.catalogue) {
                Ok(again) => {
                    let (before, after) = (answer(&recorded.results), answer(&again));
                    let largest = result_changes(Some(&before), Some(&after))
                        .iter()
                        .filter_map(|c| c.delta)
                        .map(f64::abs)
                        .fold(0.0, f64::max);
                    AuditRow {
                        project_id: id.clone(),
                        version: event.sequence,
                        engine_version: recorded.engine_version.clone(),
                        identical: before == after && same_text(&recorded.results, &again),
                        largest_difference: largest,
                        error: None,
                        recorded_by: recorded_by(&event.metadata),
                    }
                }
                Err(e) => AuditRow {
                    project_id: id.clone(),
                    version: event.sequence,
                    engine_version: recorded.engine_version.clone(),
                    identical: false,
                    largest_difference: f64::NAN,
                    error: Some(e.to_string()),
                    recorded_by: recorded_by(&event.metadata),
                },
            };
            out.push(row);
        }
    }
    Ok(out)
}
