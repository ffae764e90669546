use cqrs_es::event_sink::EventSink;
use cqrs_es::Aggregate;
use serde::{Deserialize, Serialize};

use super::{
    AppliedDefaults, CalculationReason, ProjectCommand, ProjectConfig, ProjectError, ProjectEvent, ProjectInfo,
    RecordedCalculation,
};
use crate::calculation::{
    self, CalculationError, CalculationInput, CalculationOutput, Catalogue, CatalogueSnapshot, RecordingCatalogue,
    DEFAULT_OVERSIZING, DEFAULT_PIPE_DISTANCE, DEFAULT_VOLTAGE,
};
use crate::engine::{Defaults, ENGINE_VERSION};
use crate::properties::dataset;
use crate::rules::DomainError;

/// Section 5: at most three design images.
pub const MAX_DESIGN_IMAGES: usize = 3;

/// A saved project: what the user configured and its latest calculation.
#[derive(Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Project {
    /// Events applied so far: the version `If-Match` compares with.
    version: usize,
    /// The version of the last event that changed what the project says
    /// (issuing a data sheet does not): a write based on any version from
    /// here on loses nothing.
    #[serde(default)]
    content_version: usize,
    current: Option<Current>,
    deleted: bool,
}

#[derive(Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
struct Current {
    info: ProjectInfo,
    config: ProjectConfig,
    calculated: bool,
}

/// Every default a calculation applies to what `input` leaves out.
pub fn applied_defaults(input: &CalculationInput) -> AppliedDefaults {
    let voltage = |v: Option<f64>| v.filter(|v| *v > 0.0).unwrap_or(DEFAULT_VOLTAGE);
    let oversizing =
        |auto: Option<bool>, given: Option<f64>| auto.unwrap_or(false).then(|| given.unwrap_or(DEFAULT_OVERSIZING));
    let engine = Defaults::default();
    match input {
        CalculationInput::Simple(i) => AppliedDefaults {
            voltage: voltage(i.voltage),
            pipe_distance: None,
            condenser_oversizing: None,
            superheat: i.superheat,
            subcooling: i.subcooling,
            engine,
        },
        CalculationInput::Rack(i) => AppliedDefaults {
            voltage: voltage(i.voltage),
            pipe_distance: Some(i.pipe_distance.unwrap_or(DEFAULT_PIPE_DISTANCE)),
            condenser_oversizing: i
                .condensing_unit
                .as_ref()
                .and_then(|u| oversizing(u.auto_select_condenser, u.condenser_oversizing)),
            superheat: i.superheat,
            subcooling: i.subcooling,
            engine,
        },
        CalculationInput::Chiller(i) => AppliedDefaults {
            voltage: voltage(i.voltage),
            // A packaged unit: no field run unless one is given (checks::field_run).
            pipe_distance: i.chiller.pipe_distance,
            condenser_oversizing: (i.chiller.chiller_type.as_deref() != Some("agua-agua"))
                .then(|| oversizing(i.chiller.auto_select_condenser, i.chiller.condenser_oversizing))
                .flatten(),
            superheat: i.superheat,
            subcooling: i.subcooling,
            engine,
        },
    }
}

/// A configuration and the one run of the engine a save makes on it: the
/// answer the aggregate validates and stores, with the catalogue data the run
/// read (issue 28: a save calculates once). Made only by [`CalculatedConfig::run`].
#[derive(Debug, Clone, PartialEq)]
pub struct CalculatedConfig {
    pub(super) config: ProjectConfig,
    pub(super) catalogue: CatalogueSnapshot,
    pub(super) results: Result<CalculationOutput, CalculationError>,
}

impl CalculatedConfig {
    /// Calculates `config` on `catalogue` (today's), keeping what it read.
    pub fn run(config: ProjectConfig, catalogue: &dyn Catalogue) -> Self {
        let recording = RecordingCatalogue::new(catalogue);
        let results = calculation::run(&config.calculation_input(), &recording);
        Self { config, catalogue: recording.into_snapshot(), results }
    }

    pub fn config(&self) -> &ProjectConfig {
        &self.config
    }

    /// The complete calculation fact, or the engine's refusal.
    pub fn record(self, reason: CalculationReason) -> Result<RecordedCalculation, CalculationError> {
        let results = self.results?;
        let input = self.config.calculation_input();
        Ok(RecordedCalculation {
            reason,
            applied: applied_defaults(&input),
            input,
            catalogue: self.catalogue,
            dataset_hash: dataset().hash().to_string(),
            coolprop_version: dataset().coolprop_version().to_string(),
            engine_version: ENGINE_VERSION.to_string(),
            results,
        })
    }
}

fn check_info(info: &ProjectInfo) -> Result<(), ProjectError> {
    if info.name.trim().is_empty() {
        return Err(ProjectError::NameRequired);
    }
    if info.design_images.len() > MAX_DESIGN_IMAGES {
        return Err(ProjectError::TooManyImages);
    }
    Ok(())
}

fn must_calculate(error: CalculationError) -> ProjectError {
    ProjectError::CalculationRequired { code: error.code(), reason: error.to_string() }
}

fn trimmed(mut info: ProjectInfo) -> ProjectInfo {
    info.name = info.name.trim().to_string();
    info
}

impl Project {
    fn live(&self, expected_version: Option<usize>) -> Result<&Current, ProjectError> {
        let current = match (&self.current, self.deleted) {
            (Some(current), false) => current,
            _ => return Err(ProjectError::NotFound),
        };
        match expected_version {
            Some(expected) if expected < self.content_version || expected > self.version => {
                Err(ProjectError::VersionMismatch { expected, actual: self.version })
            }
            _ => Ok(current),
        }
    }

    /// Whether a project has been calculated at least once.
    pub fn is_calculated(&self) -> bool {
        self.current.as_ref().is_some_and(|c| c.calculated)
    }

    pub fn version(&self) -> usize {
        self.version
    }
}

impl Aggregate for Project {
    const TYPE: &'static str = "Project";
    type Command = ProjectCommand;
    type Event = ProjectEvent;
    type Error = ProjectError;
    type Services = ();

    async fn handle(
        &mut self,
        command: Self::Command,
        _services: &Self::Services,
        sink: &EventSink<Self>,
    ) -> Result<(), Self::Error> {
        let events = match command {
            ProjectCommand::CreateProject { info, config } => {
                if self.current.is_some() {
                    return Err(ProjectError::AlreadyExists);
                }
                check_info(&info)?;
                let calculated = config.config.clone();
                let calculation = config.record(CalculationReason::Saved).map_err(must_calculate)?;
                vec![ProjectEvent::ProjectCreated {
                    info: trimmed(info),
                    config: calculated,
                    calculation: Some(Box::new(calculation)),
                }]
            }
            ProjectCommand::DuplicateProject { from, info, config, calculation } => {
                if self.current.is_some() {
                    return Err(ProjectError::AlreadyExists);
                }
                check_info(&info)?;
                let calculation =
                    calculation.map(|c| Box::new(RecordedCalculation { reason: CalculationReason::Duplicated, ..c }));
                vec![ProjectEvent::ProjectDuplicated { from, info: trimmed(info), config, calculation }]
            }
            ProjectCommand::ChangeProject { expected_version, info, config } => {
                let current = self.live(expected_version)?;
                check_info(&info)?;
                let info = trimmed(info);
                let config_changed = config.config != current.config;
                if !config_changed && info == current.info && current.calculated {
                    return Ok(());
                }
                let changed = config.config.clone();
                let calculation = if config_changed || !current.calculated {
                    Some(Box::new(config.record(CalculationReason::Saved).map_err(must_calculate)?))
                } else {
                    None
                };
                vec![ProjectEvent::ProjectChanged { info, config: changed, calculation }]
            }
            ProjectCommand::RecalculateCircuits { expected_version, config } => {
                let current = self.live(expected_version)?;
                if config.config != current.config {
                    // Calculated on a configuration the project has since left.
                    return Err(ProjectError::VersionMismatch {
                        expected: expected_version.unwrap_or(self.version),
                        actual: self.version,
                    });
                }
                let calculation = config
                    .record(CalculationReason::Requested)
                    .map_err(|e| ProjectError::RecalculationFailed { code: e.code(), reason: e.to_string() })?;
                vec![ProjectEvent::CircuitsRecalculated(Box::new(calculation))]
            }
            ProjectCommand::DeleteProject { expected_version } => {
                self.live(expected_version)?;
                vec![ProjectEvent::ProjectDeleted {}]
            }
            ProjectCommand::GeneratePdf { datasheet } => {
                let current = self.live(None)?;
                if !current.calculated {
                    return Err(ProjectError::PdfRequiresCalculation);
                }
                if datasheet.project_version == 0 || datasheet.project_version > self.version {
                    return Err(ProjectError::UnknownVersion { version: datasheet.project_version });
                }
                vec![ProjectEvent::DatasheetGenerated(Box::new(datasheet))]
            }
        };
        for event in events {
            sink.write(event, self).await;
        }
        Ok(())
    }

    fn apply(&mut self, event: Self::Event) {
        self.version += 1;
        if !matches!(event, ProjectEvent::DatasheetGenerated(_)) {
            self.content_version = self.version;
        }
        let calculated = event.calculation().is_some();
        match event {
            ProjectEvent::ProjectCreated { info, config, .. }
            | ProjectEvent::ProjectDuplicated { info, config, .. } => {
                self.current = Some(Current { info, config, calculated });
            }
            ProjectEvent::ProjectChanged { info, config, .. } => {
                if let Some(current) = &mut self.current {
                    current.info = info;
                    current.config = config;
                    current.calculated |= calculated;
                }
            }
            ProjectEvent::CircuitsRecalculated(_) => {
                if let Some(current) = &mut self.current {
                    current.calculated = true;
                }
            }
            ProjectEvent::ProjectDeleted {} => self.deleted = true,
            // A sheet changes nothing in the project; it only takes a version.
            ProjectEvent::DatasheetGenerated(_) => {}
        }
    }
}
