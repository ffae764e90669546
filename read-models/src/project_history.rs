//! "What happened to this project, when, and by whom?" — one entry per
//! event, with a Spanish one-line summary (GET /api/projects/{id}/history).

use cqrs_es::{DomainEvent, EventEnvelope, View};
use domain::datasheet::verification_code;
use domain::project::{
    shown_version_at, CalculationReason, Project, ProjectConfig, ProjectEvent, ProjectInfo, RecordedCalculation,
    SaturationPressure,
};
use serde::{Deserialize, Serialize};

use crate::metadata::{client_address, recorded_at, user, user_email, user_subject};

pub const VIEW_NAME: &str = "project_history";

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct HistoryEntry {
    pub version: usize,
    pub event_type: String,
    pub recorded_at: Option<String>,
    /// The signed-in person's name; on a single-user server, the name set
    /// in the app ('anónimo' when unset).
    pub actor: Option<String>,
    /// The signed-in person's e-mail (absent without an identity).
    #[serde(default)]
    pub actor_email: Option<String>,
    /// The signed-in person's stable id (absent without an identity).
    #[serde(default)]
    pub actor_subject: Option<String>,
    pub client_address: Option<String>,
    pub summary: String,
    /// The version number a person sees for a project's event: the n-th
    /// save (`domain::project::shown_versions`); null for an event that is
    /// no version (a sheet issued) and on library histories. Derived when
    /// the history is read, never stored.
    #[serde(default)]
    pub shown_version: Option<usize>,
}

impl HistoryEntry {
    /// The entry of one recorded event: its version, type, when and who
    /// from the metadata, and `summary`.
    pub fn of<A: cqrs_es::Aggregate>(event: &EventEnvelope<A>, summary: String) -> Self {
        Self {
            version: event.sequence,
            event_type: event.payload.event_type(),
            recorded_at: recorded_at(&event.metadata),
            actor: user(&event.metadata),
            actor_email: user_email(&event.metadata),
            actor_subject: user_subject(&event.metadata),
            client_address: client_address(&event.metadata),
            summary,
            shown_version: None,
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProjectHistory {
    pub id: String,
    pub entries: Vec<HistoryEntry>,
    /// The state before the next event, to say what a change changed.
    last: Option<(ProjectInfo, ProjectConfig)>,
}

fn kw(w: f64) -> String {
    format!("{:.2} kW", w / 1000.0)
}

/// The evaporating pressures entered for the circuits, of whichever equipment.
fn circuit_pressures(config: &ProjectConfig) -> Vec<Option<SaturationPressure>> {
    let rack = config.rack_config.iter().flat_map(|r| &r.circuits);
    let unit = config.condensing_unit_config.iter().flat_map(|u| &u.circuits);
    let chiller = config.chiller_config.iter().flat_map(|c| &c.circuits);
    rack.chain(unit).chain(chiller).map(|circuit| circuit.evap_pressure).collect()
}

/// The Spanish names of what differs between two saved states.
fn changed_fields(
    before: &(ProjectInfo, ProjectConfig),
    info: &ProjectInfo,
    config: &ProjectConfig,
) -> Vec<&'static str> {
    let (i, c) = before;
    let checks: [(&'static str, bool); 18] = [
        ("nombre", i.name != info.name),
        ("unidades de la ficha", i.sheet_units != info.sheet_units),
        ("idioma de la ficha", i.sheet_language != info.sheet_language),
        ("modelo PRO", i.is_pro != info.is_pro || i.pro_description != info.pro_description),
        ("notas de diseño", i.design_notes != info.design_notes),
        ("imágenes de diseño", i.design_images != info.design_images),
        ("tipo de equipo", c.equipment_type != config.equipment_type),
        ("voltaje", c.voltage != config.voltage),
        ("refrigerante", c.refrigerant != config.refrigerant),
        ("tipo de compresor", c.compressor_type != config.compressor_type),
        ("temperatura de evaporación", c.evap_temp != config.evap_temp),
        ("temperatura de condensación", c.cond_temp != config.cond_temp),
        ("presión de evaporación", c.evap_pressure != config.evap_pressure),
        ("presión de condensación", c.cond_pressure != config.cond_pressure),
        ("compresores", c.compressors_config != config.compressors_config),
        ("configuración del rack", c.rack_config != config.rack_config),
        ("configuración de la unidad condensadora", c.condensing_unit_config != config.condensing_unit_config),
        ("configuración del chiller", c.chiller_config != config.chiller_config),
    ];
    let mut out: Vec<&'static str> = checks.iter().filter(|(_, changed)| *changed).map(|(name, _)| *name).collect();
    if circuit_pressures(c) != circuit_pressures(config) {
        out.push("presión de evaporación de un circuito");
    }
    if c.superheat != config.superheat || c.subcooling != config.subcooling {
        out.push("sobrecalentamiento o subenfriamiento");
    }
    out
}

/// The one line a recorded calculation adds to its entry.
fn calculation_line(c: &RecordedCalculation) -> String {
    let (q, p, _) = c.results.totals();
    let why = match c.reason {
        CalculationReason::Saved => "al guardar",
        CalculationReason::Requested => "recálculo con el catálogo vigente",
        CalculationReason::Duplicated => "copiado del original",
    };
    format!("Cálculo ({why}): capacidad {}, potencia {}, motor {}", kw(q), kw(p), c.engine_version)
}

impl View<Project> for ProjectHistory {
    fn update(&mut self, event: &EventEnvelope<Project>) {
        self.id.clone_from(&event.aggregate_id);
        let summary = match &event.payload {
            ProjectEvent::ProjectCreated { info, config, .. } => {
                self.last = Some((info.clone(), config.clone()));
                format!(
                    "Proyecto creado: {} ({}, {})",
                    info.name,
                    config.equipment_type.label(),
                    config.refrigerant.as_deref().unwrap_or("sin refrigerante")
                )
            }
            ProjectEvent::ProjectDuplicated { from, info, config, .. } => {
                self.last = Some((info.clone(), config.clone()));
                // Named as people know the original, never by its id (issue 23
                // item 2); copies recorded before the name was kept say only
                // their own name, which is the original's with '(Copia)'.
                match (&from.name, from.shown_version) {
                    (Some(name), Some(version)) => {
                        format!("Proyecto duplicado de «{name}» (versión {version}): {}", info.name)
                    }
                    (Some(name), None) => format!("Proyecto duplicado de «{name}»: {}", info.name),
                    (None, _) => format!("Proyecto duplicado: {}", info.name),
                }
            }
            ProjectEvent::ProjectChanged { info, config, .. } => {
                let fields = self.last.as_ref().map(|before| changed_fields(before, info, config)).unwrap_or_default();
                self.last = Some((info.clone(), config.clone()));
                if fields.is_empty() {
                    "Proyecto modificado".to_string()
                } else {
                    format!("Proyecto modificado: {}", fields.join(", "))
                }
            }
            ProjectEvent::CircuitsRecalculated(c) => calculation_line(c),
            ProjectEvent::ProjectDeleted {} => "Proyecto eliminado".to_string(),
            // Named by the code its footer prints, from the version a person
            // sees (tester report 4, defect 10: the event's position and
            // the sheet's UUID were printed).
            ProjectEvent::DatasheetGenerated(sheet) => {
                let types: Vec<&str> = self.entries.iter().map(|e| e.event_type.as_str()).collect();
                format!(
                    "Ficha {} generada de la versión {}",
                    verification_code(&sheet.sheet_id),
                    shown_version_at(&types, sheet.project_version)
                )
            }
        };
        // A save and its calculation are one event, so one entry.
        let summary = match (&event.payload, event.payload.calculation()) {
            (ProjectEvent::CircuitsRecalculated(_), _) | (_, None) => summary,
            (_, Some(c)) => format!("{summary}. {}", calculation_line(c)),
        };
        self.entries.push(HistoryEntry::of(event, summary));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::calculation::Circuit;
    use domain::project::ChillerConfig;

    fn envelope(sequence: usize, payload: ProjectEvent) -> EventEnvelope<Project> {
        EventEnvelope { aggregate_id: "p".into(), sequence, payload, metadata: Default::default() }
    }

    fn sheet(id: &str, project_version: usize) -> ProjectEvent {
        ProjectEvent::DatasheetGenerated(Box::new(domain::datasheet::IssuedDatasheet {
            sheet_id: id.into(),
            project_id: "p".into(),
            project_version,
            company_settings_version: 1,
            design_settings_version: 1,
            template_version: "ficha-13".into(),
            renderer: "Chromium/1".into(),
            html_sha256: String::new(),
            pdf_sha256: String::new(),
            pdf_key: String::new(),
            file_name: String::new(),
            issued_at: String::new(),
        }))
    }

    /// Tester report 4, defect 10: a sheet issued after a sheet and a
    /// change is of version 2, not of the event's position 3 or 4, and is
    /// named by the code its footer prints, not its UUID.
    #[test]
    fn a_sheet_is_named_by_its_code_and_the_version_a_person_sees() {
        let mut history = ProjectHistory::default();
        let (info, config) = (ProjectInfo::default(), ProjectConfig::default());
        let changed = || ProjectEvent::ProjectChanged { info: info.clone(), config: config.clone(), calculation: None };
        history.update(&envelope(
            1,
            ProjectEvent::ProjectCreated { info: info.clone(), config: config.clone(), calculation: None },
        ));
        history.update(&envelope(2, sheet("18495759-1445-42b1-a4cc-0ba168db52ee", 1)));
        history.update(&envelope(3, changed()));
        history.update(&envelope(4, sheet("cbf0465a-e32d-4c1b-9f4e-1a2b3c4d5e6f", 3)));
        history.update(&envelope(5, sheet("abf0c048-0000-4000-8000-000000000000", 3)));
        let summaries: Vec<&str> = history.entries.iter().map(|e| e.summary.as_str()).collect();
        assert_eq!(summaries[1], "Ficha 1849-5759 generada de la versión 1");
        assert_eq!(summaries[3], "Ficha CBF0-465A generada de la versión 2");
        assert_eq!(summaries[4], "Ficha ABF0-C048 generada de la versión 2");
    }

    /// A circuit's evaporation entered as a pressure is named in the
    /// history (issue 24 item 3), beside the chiller's configuration.
    #[test]
    fn a_circuit_pressure_entered_is_named() {
        let info = ProjectInfo::default();
        let typed = Circuit { evap_temp: Some(4.0), ..Default::default() };
        let chiller = |circuit: Circuit| ProjectConfig {
            chiller_config: Some(ChillerConfig { circuits: vec![circuit], ..Default::default() }),
            ..ProjectConfig::default()
        };
        let before = (info.clone(), chiller(typed.clone()));
        let entered =
            Circuit { evap_pressure: Some(SaturationPressure { absolute_bar: 3.4264, gauge: true }), ..typed.clone() };
        let changed = changed_fields(&before, &info, &chiller(entered));
        assert_eq!(changed, ["configuración del chiller", "presión de evaporación de un circuito"]);
        let retyped = Circuit { evap_temp: Some(5.0), ..typed };
        assert_eq!(changed_fields(&before, &info, &chiller(retyped)), ["configuración del chiller"]);
    }
}
