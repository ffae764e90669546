//! Fixtures shared by the refrigerant module's tests.

use super::pt_chart::ChartSource;

/// Where an uploaded chart came from: a PDF read as text. The tests compare
/// a chart's rows with the dataset; the file itself plays no part.
pub(super) fn pdf_source() -> ChartSource {
    ChartSource {
        file_name: "pt.pdf".into(),
        sha256: "x".into(),
        media_type: "application/pdf".into(),
        extraction: "pdf-text".into(),
    }
}
