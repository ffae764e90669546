use super::{CalculatedConfig, ProjectConfig, ProjectInfo, ProjectOrigin, RecordedCalculation};
use crate::datasheet::IssuedDatasheet;

/// Commands on a project. Writes after the first carry the version the
/// user saw (`If-Match`), `None` for "the latest".
#[derive(Debug, Clone, PartialEq)]
#[allow(clippy::large_enum_variant)] // one command per request, moved once into the aggregate: a box would only add an allocation
pub enum ProjectCommand {
    /// Save a new project with the calculation of its configuration.
    CreateProject {
        info: ProjectInfo,
        config: CalculatedConfig,
    },
    /// A copy of another project, with that project's recorded calculation.
    DuplicateProject {
        from: ProjectOrigin,
        info: ProjectInfo,
        config: ProjectConfig,
        calculation: Option<RecordedCalculation>,
    },
    /// Save a changed project; its calculation is recorded when the
    /// configuration changed or it has no calculation yet.
    ChangeProject {
        expected_version: Option<usize>,
        info: ProjectInfo,
        config: CalculatedConfig,
    },
    /// Record the saved configuration calculated again on today's catalogue.
    RecalculateCircuits {
        expected_version: Option<usize>,
        config: CalculatedConfig,
    },
    DeleteProject {
        expected_version: Option<usize>,
    },
    /// Record a data sheet printed from version `datasheet.project_version`.
    GeneratePdf {
        datasheet: IssuedDatasheet,
    },
}
