//! Reads the text of uploaded documents: PDF text with lopdf, images with
//! Debian's tesseract OCR. Deterministic and offline.

use std::path::PathBuf;

use anyhow::{bail, Context};
use app::ports::{DocumentKind, TextExtractor};
use async_trait::async_trait;

/// Largest decompressed content lopdf may produce from one upload.
const MAX_DECOMPRESSED: usize = 64 * 1024 * 1024;

pub struct LocalTextExtractor {
    tesseract: PathBuf,
    scratch: PathBuf,
}

impl LocalTextExtractor {
    /// `scratch` is a folder for the image files tesseract reads.
    pub fn new(scratch: PathBuf) -> Self {
        Self { tesseract: PathBuf::from("tesseract"), scratch }
    }
}

fn pdf_text(bytes: &[u8]) -> anyhow::Result<String> {
    let document = lopdf::Document::load_mem(bytes).context("Failed to parse the PDF")?;
    let pages: Vec<u32> = document.get_pages().keys().copied().collect();
    document.extract_text_with_limit(&pages, MAX_DECOMPRESSED).context("Failed to extract the PDF text")
}

#[async_trait]
impl TextExtractor for LocalTextExtractor {
    async fn extract_text(&self, bytes: &[u8], kind: DocumentKind) -> anyhow::Result<String> {
        match kind {
            DocumentKind::Pdf => {
                let bytes = bytes.to_vec();
                tokio::task::spawn_blocking(move || pdf_text(&bytes)).await.context("PDF reader task failed")?
            }
            DocumentKind::Png | DocumentKind::Jpeg => {
                tokio::fs::create_dir_all(&self.scratch).await.context("Failed to create the OCR folder")?;
                let extension = if kind == DocumentKind::Png { "png" } else { "jpg" };
                let path = self.scratch.join(format!("{}.{extension}", uuid::Uuid::new_v4()));
                tokio::fs::write(&path, bytes).await.context("Failed to write the image for OCR")?;
                let output = tokio::process::Command::new(&self.tesseract)
                    .arg(&path)
                    .arg("stdout")
                    .args(["-l", "spa+eng", "--psm", "6"])
                    .output()
                    .await;
                let _ = tokio::fs::remove_file(&path).await;
                let output = output.context("Failed to run tesseract (Debian packages tesseract-ocr, tesseract-ocr-spa)")?;
                if !output.status.success() {
                    bail!("tesseract failed: {}", String::from_utf8_lossy(&output.stderr));
                }
                Ok(String::from_utf8_lossy(&output.stdout).into_owned())
            }
        }
    }
}
