use super::{ProjectConfig, ProjectInfo, ProjectOrigin, RecordedCalculation};
use crate::calculation::CatalogueSnapshot;
use crate::datasheet::IssuedDatasheet;

/// Commands on a project. Writes after the first carry the version the
/// user saw (`If-Match`), `None` for "the latest".
#[derive(Debug, Clone, PartialEq)]
#[allow(clippy::large_enum_variant)] // one command per request, moved once into the aggregate: a box would only add an allocation
pub enum ProjectCommand {
    /// Save a new project; it is calculated on `catalogue` in the same step.
    CreateProject {
        info: ProjectInfo,
        config: ProjectConfig,
        catalogue: CatalogueSnapshot,
    },
    /// A copy of another project, with that project's recorded calculation.
    DuplicateProject {
        from: ProjectOrigin,
        info: ProjectInfo,
        config: ProjectConfig,
        calculation: Option<RecordedCalculation>,
    },
    /// Save a changed project; recalculated on `catalogue` when its
    /// configuration changed or it has no calculation yet.
    ChangeProject {
        expected_version: Option<usize>,
        info: ProjectInfo,
        config: ProjectConfig,
        catalogue: CatalogueSnapshot,
    },
    /// Recalculate the saved configuration on `catalogue` (today's).
    RecalculateCircuits {
        expected_version: Option<usize>,
        catalogue: CatalogueSnapshot,
    },
    DeleteProject {
        expected_version: Option<usize>,
    },
    /// Record a data sheet printed from version `datasheet.project_version`.
    GeneratePdf {
        datasheet: IssuedDatasheet,
    },
}
