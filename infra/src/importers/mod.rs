//! Offline, deterministic readers of compressor catalogues and data sheets.

pub mod datasheet;
pub(crate) mod grid;
pub mod idf;

use anyhow::Context;
use app::library::compressor_data::{ExtractedDatasheet, ExtractedPolynomials};
use app::ports::{CatalogueExtractor, CatalogueFile, DocumentKind, TextExtractor};
use async_trait::async_trait;
use domain::compressor::model::ExtractionMethod;

/// Reads polynomial files (CSV, IDF, PDF text, OCR) and data sheets.
pub struct LocalCatalogueExtractor<T> {
    text: T,
}

impl<T: TextExtractor> LocalCatalogueExtractor<T> {
    pub fn new(text: T) -> Self {
        Self { text }
    }
}

fn method(kind: DocumentKind) -> ExtractionMethod {
    if kind == DocumentKind::Pdf { ExtractionMethod::PdfText } else { ExtractionMethod::Ocr }
}

#[async_trait]
impl<T: TextExtractor> CatalogueExtractor for LocalCatalogueExtractor<T> {
    async fn polynomials(&self, bytes: &[u8], kind: CatalogueFile) -> anyhow::Result<ExtractedPolynomials> {
        match kind {
            CatalogueFile::Csv => {
                let text = grid::decode(bytes);
                let result = grid::read_grid(&grid::csv_rows(&text), &text);
                Ok(ExtractedPolynomials { method: ExtractionMethod::Csv, polynomials: result.polynomials, warnings: result.warnings })
            }
            CatalogueFile::Idf => {
                let text = grid::decode(bytes);
                let polynomials = idf::read_idf(&text).into_iter().flat_map(|e| e.polynomials).collect();
                Ok(ExtractedPolynomials { method: ExtractionMethod::Idf, polynomials, warnings: Vec::new() })
            }
            CatalogueFile::Document(kind) => {
                let text = self.text.extract_text(bytes, kind).await.context("Failed to read the document's text")?;
                let result = grid::read_grid(&grid::text_rows(&text), &text);
                Ok(ExtractedPolynomials { method: method(kind), polynomials: result.polynomials, warnings: result.warnings })
            }
        }
    }

    async fn datasheet(&self, bytes: &[u8], kind: DocumentKind) -> anyhow::Result<ExtractedDatasheet> {
        let text = self.text.extract_text(bytes, kind).await.context("Failed to read the data sheet's text")?;
        Ok(ExtractedDatasheet { method: method(kind), compressor: datasheet::read_datasheet(&text) })
    }
}
