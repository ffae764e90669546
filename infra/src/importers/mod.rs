//! Offline, deterministic readers of compressor catalogues and data sheets.

pub mod datasheet;
pub mod envelope;
pub(crate) mod grid;
pub mod idf;
pub mod llm;

use app::library::compressor_data::{ExtractedDatasheet, ExtractedPolynomials};
use app::ports::{CatalogueExtractor, CatalogueFile, DocumentKind, DocumentText, ExtractError, TextExtractor};
use async_trait::async_trait;
use domain::compressor::model::{CompressorDraft, ExtractionMethod};
use domain::compressor::set_reading::SetReading;

/// One compressor of a catalogue file (EnergyPlus IDF or a CSV with a model
/// column), ready to register and import.
pub struct CatalogueEntry {
    /// The file's name for it, e.g. the IDF object `Copeland-SCROLL-60HZ_R-404A_LOW_ZF11K4E-TF5`.
    pub source_name: String,
    pub compressor: CompressorDraft,
    pub polynomials: Vec<SetReading>,
}

/// Reads polynomial files (CSV, IDF, PDF text, OCR) and data sheets; a
/// configured language model only helps where the offline readers fall short.
pub struct LocalCatalogueExtractor<T> {
    text: T,
    llm: Option<llm::LlmClient>,
}

impl<T: TextExtractor> LocalCatalogueExtractor<T> {
    pub fn new(text: T) -> Self {
        Self { text, llm: None }
    }

    pub fn with_llm(self, llm: Option<llm::LlmClient>) -> Self {
        Self { llm, ..self }
    }

    /// The model's sets when the offline readers found none.
    async fn assisted(&self, found: ExtractedPolynomials, text: &str) -> anyhow::Result<ExtractedPolynomials> {
        match &self.llm {
            Some(llm) if found.polynomials.is_empty() => {
                let mut polynomials = llm.polynomials(text).await?;
                // The model reads the table; the file's own note says which temperatures.
                grid::state_temperature_basis(&mut polynomials, text);
                Ok(ExtractedPolynomials { method: ExtractionMethod::Llm, polynomials, ..found })
            }
            _ => Ok(found),
        }
    }
}

fn method(document: &DocumentText) -> ExtractionMethod {
    if document.ocr {
        ExtractionMethod::Ocr
    } else {
        ExtractionMethod::PdfText
    }
}

/// The envelope the file states apart from its coefficient table (a line
/// or a table of points), given to the sets that lack one.
fn with_envelope(mut found: ExtractedPolynomials, text: &str) -> ExtractedPolynomials {
    let reading = envelope::read_envelope(text);
    envelope::apply(&reading, &mut found.polynomials);
    found.envelope_sources = reading.sources;
    found.envelope_unplaced = reading.unplaced;
    found
}

#[async_trait]
impl<T: TextExtractor> CatalogueExtractor for LocalCatalogueExtractor<T> {
    async fn polynomials(&self, bytes: &[u8], kind: CatalogueFile) -> Result<ExtractedPolynomials, ExtractError> {
        match kind {
            CatalogueFile::Csv => {
                let text = grid::decode(bytes);
                let result = grid::read_grid(&grid::csv_rows(&text), &text);
                let found = ExtractedPolynomials::new(ExtractionMethod::Csv, result.polynomials, result.warnings);
                Ok(self.assisted(with_envelope(found, &text), &text).await?)
            }
            CatalogueFile::Idf => {
                let text = grid::decode(bytes);
                let polynomials = idf::read_idf(&text).into_iter().flat_map(|e| e.polynomials).collect();
                Ok(ExtractedPolynomials::new(ExtractionMethod::Idf, polynomials, Vec::new()))
            }
            CatalogueFile::Document(kind) => {
                let document = self.text.extract_text(bytes, kind).await?;
                let text = &document.text;
                let result = grid::read_grid(&grid::text_rows(text), text);
                let found = ExtractedPolynomials::new(method(&document), result.polynomials, result.warnings);
                Ok(self.assisted(with_envelope(found, text), text).await?)
            }
        }
    }

    async fn datasheet(&self, bytes: &[u8], kind: DocumentKind) -> Result<ExtractedDatasheet, ExtractError> {
        let document = self.text.extract_text(bytes, kind).await?;
        let text = &document.text;
        let datasheet::SheetReading { compressor: found, sources } = datasheet::read_datasheet(text);
        let complete = found.model.is_some()
            && found.compressor_type.is_some()
            && found.refrigerant.is_some()
            && found.voltage.is_some();
        match &self.llm {
            Some(llm) if !complete => {
                let suggested = llm.datasheet(text).await?;
                Ok(ExtractedDatasheet {
                    method: ExtractionMethod::Llm,
                    compressor: llm::fill_gaps(found, suggested),
                    sources,
                })
            }
            _ => Ok(ExtractedDatasheet { method: method(&document), compressor: found, sources }),
        }
    }
}
