//! Reads the text of uploaded documents, offline and deterministically:
//!
//! - PDF: poppler's `pdftotext -layout` (Debian `poppler-utils`), which keeps
//!   the columns of a table where they are and reads CID-keyed fonts
//!   (Identity-H, as browsers, Typst, LaTeX and office suites write them);
//!   lopdf only when pdftotext is not installed;
//! - PDF without a text layer (a scan): `pdftoppm` renders each page, then
//!   tesseract reads it (up to [`MAX_OCR_PAGES`] pages);
//! - PNG and JPEG: tesseract (`tesseract-ocr`, `tesseract-ocr-spa`).
//!
//! Before any tool sees a file, [`guard`] refuses what would make it fail or
//! run away: a truncated PDF, streams that inflate past [`MAX_INFLATED`]
//! (a decompression bomb), images over [`MAX_PIXELS`]. A file's own faults
//! are [`BadFile`]s (Spanish, 422); a missing or failing tool is an
//! infrastructure error (500, cause in the log).

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::Duration;

use anyhow::{anyhow, Context};
use app::ports::BadFile;
use app::ports::{DocumentKind, DocumentText, ExtractError, TextExtractor};
use async_trait::async_trait;

/// Largest decompressed content one upload may hold, over all its streams.
pub const MAX_INFLATED: u64 = 400 * 1024 * 1024;
/// Largest image tesseract is given, in pixels (a 10 MB PNG can declare far more).
pub use app::library::uploads::MAX_PIXELS;
/// Pages of a scanned PDF that are read.
pub const MAX_OCR_PAGES: usize = 10;
/// Resolution scanned pages are rendered at for tesseract.
pub const OCR_DPI: u32 = 300;
/// Longest a tool may run on one file.
const TOOL_TIMEOUT: Duration = Duration::from_secs(120);
/// Fewer letters and digits than this in a PDF's text layer: it is a scan.
const MIN_TEXT_CHARS: usize = 16;

pub struct LocalTextExtractor {
    pdftotext: PathBuf,
    pdftoppm: PathBuf,
    tesseract: PathBuf,
    scratch: PathBuf,
}

impl LocalTextExtractor {
    /// `scratch` is a folder for the files the tools read and write.
    pub fn new(scratch: PathBuf) -> Self {
        Self { pdftotext: "pdftotext".into(), pdftoppm: "pdftoppm".into(), tesseract: "tesseract".into(), scratch }
    }

    /// Other programs in place of the Debian ones (tests of tool failures).
    pub fn with_tools(
        self,
        pdftotext: impl Into<PathBuf>,
        pdftoppm: impl Into<PathBuf>,
        tesseract: impl Into<PathBuf>,
    ) -> Self {
        Self { pdftotext: pdftotext.into(), pdftoppm: pdftoppm.into(), tesseract: tesseract.into(), ..self }
    }
}

/// Checks on the bytes alone, before any tool runs.
pub mod guard {
    use super::*;

    /// A PDF must end with `%%EOF` (a truncated download does not) and its
    /// compressed streams must not inflate past [`MAX_INFLATED`].
    pub fn pdf(bytes: &[u8]) -> Result<(), BadFile> {
        pdf_within(bytes, MAX_INFLATED)
    }

    pub(super) fn pdf_within(bytes: &[u8], max_inflated: u64) -> Result<(), BadFile> {
        let tail = &bytes[bytes.len().saturating_sub(2048)..];
        if find(tail, b"%%EOF").is_none() {
            return Err(BadFile::DamagedPdf);
        }
        let mut total: u64 = 0;
        let mut at = 0;
        while let Some(pos) = find(&bytes[at..], b"stream") {
            let mut start = at + pos + b"stream".len();
            at = start;
            // `endstream` also contains `stream`; only a keyword followed by an end of line opens data.
            if bytes[..start - b"stream".len()].ends_with(b"end") {
                continue;
            }
            match bytes.get(start..start + 2) {
                Some(b"\r\n") => start += 2,
                Some([b'\n', _]) | Some([b'\r', _]) => start += 1,
                _ => continue,
            }
            let end = find(&bytes[start..], b"endstream").map_or(bytes.len(), |e| start + e);
            let budget = max_inflated - total;
            let mut decoder = flate2::read::ZlibDecoder::new(&bytes[start..end]).take(budget + 1);
            let inflated = std::io::copy(&mut decoder, &mut std::io::sink()).unwrap_or(0);
            total += inflated;
            if total > max_inflated {
                return Err(BadFile::DecompressionBomb);
            }
            at = end;
        }
        Ok(())
    }

    /// An image must be whole and at most [`MAX_PIXELS`].
    pub fn image(bytes: &[u8], kind: DocumentKind) -> Result<(), BadFile> {
        match kind {
            DocumentKind::Pdf => pdf(bytes),
            _ => app::library::uploads::check_image_size(bytes, kind),
        }
    }

    pub(super) fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
        haystack.windows(needle.len()).position(|w| w == needle)
    }
}

/// Runs a tool with a time limit. `Ok(None)` when it is not installed.
async fn run(program: &Path, args: &[&std::ffi::OsStr]) -> anyhow::Result<Option<Output>> {
    let child = tokio::process::Command::new(program).args(args).kill_on_drop(true).output();
    match tokio::time::timeout(TOOL_TIMEOUT, child).await {
        Err(_) => Err(anyhow!("{} ran longer than {} s", program.display(), TOOL_TIMEOUT.as_secs())),
        Ok(Err(e)) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Ok(Err(e)) => Err(anyhow!(e).context(format!("Failed to run {}", program.display()))),
        Ok(Ok(output)) => Ok(Some(output)),
    }
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).trim().to_string()
}

fn meaningful(text: &str) -> bool {
    text.chars().filter(|c| c.is_alphanumeric()).count() >= MIN_TEXT_CHARS
}

fn lopdf_text(bytes: &[u8]) -> Result<String, BadFile> {
    let document = lopdf::Document::load_mem(bytes).map_err(|_| BadFile::DamagedPdf)?;
    if document.is_encrypted() {
        return Err(BadFile::EncryptedPdf);
    }
    // One page at a time, ended by a form feed as pdftotext does, so that
    // scanned pages are found page by page here too.
    let mut text = String::new();
    for page in document.get_pages().keys() {
        text.push_str(
            &document.extract_text_with_limit(&[*page], MAX_INFLATED as usize).map_err(|_| BadFile::DamagedPdf)?,
        );
        text.push('\u{c}');
    }
    Ok(text)
}

impl LocalTextExtractor {
    /// `dpi`: the resolution a page was rendered at, which tesseract's
    /// layout analysis needs (an uploaded image states its own, or not).
    async fn tesseract(&self, image: &Path, dpi: Option<u32>) -> Result<String, ExtractError> {
        let dpi = dpi.map(|d| d.to_string());
        let mut args: Vec<&std::ffi::OsStr> = vec![
            image.as_os_str(),
            "stdout".as_ref(),
            "-l".as_ref(),
            "spa+eng".as_ref(),
            "--psm".as_ref(),
            "6".as_ref(),
        ];
        if let Some(dpi) = &dpi {
            args.push("--dpi".as_ref());
            args.push(dpi.as_ref());
        }
        let output = run(&self.tesseract, &args).await?.ok_or_else(|| {
            anyhow!("tesseract is not installed (Debian packages tesseract-ocr, tesseract-ocr-spa; tools/deps.sh)")
        })?;
        if !output.status.success() {
            return Err(anyhow!("tesseract failed on {}: {}", image.display(), stderr(&output)).into());
        }
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    }

    /// The PDF's text layer: `Ok(None)` when pdftotext is not installed.
    async fn pdftotext(&self, pdf: &Path) -> Result<Option<String>, ExtractError> {
        let args = ["-layout".as_ref(), "-enc".as_ref(), "UTF-8".as_ref(), pdf.as_os_str(), "-".as_ref()];
        let Some(output) = run(&self.pdftotext, &args).await? else { return Ok(None) };
        match output.status.code() {
            Some(0) => Ok(Some(String::from_utf8_lossy(&output.stdout).into_owned())),
            // poppler: 1 = the file could not be opened, 3 = permissions.
            Some(1) if stderr(&output).to_lowercase().contains("password") => Err(BadFile::EncryptedPdf.into()),
            Some(3) => Err(BadFile::EncryptedPdf.into()),
            Some(1) => Err(BadFile::DamagedPdf.into()),
            _ => Err(anyhow!("pdftotext failed ({}): {}", output.status, stderr(&output)).into()),
        }
    }

    /// Renders one page (1-based) at [`OCR_DPI`] and reads it with tesseract.
    async fn ocr_page(&self, pdf: &Path, folder: &Path, page: usize) -> Result<String, ExtractError> {
        let prefix = folder.join(format!("page{page}"));
        let number = page.to_string();
        // 300 dpi, the long side capped at an A4 page's 3508 px whatever the
        // page size: a 150 dpi scan comes out at twice its pixels, which
        // tesseract reads where it misses rows at the scan's own size.
        let dpi = OCR_DPI.to_string();
        let args = [
            "-r".as_ref(),
            dpi.as_ref(),
            "-scale-to".as_ref(),
            "3508".as_ref(),
            "-gray".as_ref(),
            "-png".as_ref(),
            "-f".as_ref(),
            number.as_ref(),
            "-l".as_ref(),
            number.as_ref(),
            pdf.as_os_str(),
            prefix.as_os_str(),
        ];
        let output = run(&self.pdftoppm, &args)
            .await?
            .ok_or_else(|| anyhow!("pdftoppm is not installed (Debian package poppler-utils; tools/deps.sh)"))?;
        match output.status.code() {
            Some(0) => {}
            Some(1) => return Err(BadFile::DamagedPdf.into()),
            Some(3) => return Err(BadFile::EncryptedPdf.into()),
            _ => return Err(anyhow!("pdftoppm failed ({}): {}", output.status, stderr(&output)).into()),
        }
        let stem = format!("page{page}-");
        let rendered: Option<PathBuf> = std::fs::read_dir(folder)
            .context("Failed to list the rendered pages")?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .find(|p| {
                p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with(&stem) && n.ends_with(".png"))
            });
        let Some(rendered) = rendered else { return Ok(String::new()) };
        let text = self.tesseract(&rendered, Some(OCR_DPI)).await?;
        let _ = std::fs::remove_file(&rendered);
        Ok(text)
    }

    async fn pdf(&self, bytes: &[u8], folder: &Path) -> Result<DocumentText, ExtractError> {
        guard::pdf(bytes)?;
        let path = folder.join("document.pdf");
        tokio::fs::write(&path, bytes).await.context("Failed to write the PDF for poppler")?;
        let text = match self.pdftotext(&path).await? {
            Some(text) => text,
            None => {
                tracing::warn!("pdftotext is not installed (Debian package poppler-utils); reading the PDF with lopdf");
                let owned = bytes.to_vec();
                tokio::task::spawn_blocking(move || lopdf_text(&owned)).await.context("PDF reader task failed")??
            }
        };
        // pdftotext ends every page with a form feed. A page without a text
        // layer of its own (a scanned page, also inside a document whose
        // cover or footer is text) is rendered and read by OCR.
        let mut pages: Vec<String> = text.split('\u{c}').map(str::to_string).collect();
        if pages.last().is_some_and(|p| p.trim().is_empty()) && pages.len() > 1 {
            pages.pop();
        }
        let mut ocr = false;
        let mut read = 0;
        for (i, page) in pages.iter_mut().enumerate() {
            if meaningful(page) || read == MAX_OCR_PAGES {
                continue;
            }
            *page = self.ocr_page(&path, folder, i + 1).await?;
            ocr = true;
            read += 1;
        }
        Ok(DocumentText { text: pages.join("\n\u{c}\n"), ocr })
    }

    async fn image(&self, bytes: &[u8], kind: DocumentKind, folder: &Path) -> Result<DocumentText, ExtractError> {
        guard::image(bytes, kind)?;
        let path = folder.join(if kind == DocumentKind::Png { "image.png" } else { "image.jpg" });
        tokio::fs::write(&path, bytes).await.context("Failed to write the image for OCR")?;
        Ok(DocumentText { text: self.tesseract(&path, None).await?, ocr: true })
    }
}

#[async_trait]
impl TextExtractor for LocalTextExtractor {
    async fn extract_text(&self, bytes: &[u8], kind: DocumentKind) -> Result<DocumentText, ExtractError> {
        let folder = self.scratch.join(uuid::Uuid::new_v4().to_string());
        tokio::fs::create_dir_all(&folder).await.context("Failed to create the scratch folder")?;
        let result = match kind {
            DocumentKind::Pdf => self.pdf(bytes, &folder).await,
            DocumentKind::Png | DocumentKind::Jpeg => self.image(bytes, kind, &folder).await,
        };
        // Nothing of a read file is kept here; the caller stores accepted files.
        if let Err(e) = tokio::fs::remove_dir_all(&folder).await {
            tracing::warn!("Failed to remove {}: {e}", folder.display());
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use super::guard;
    use super::*;

    fn deflate(data: &[u8]) -> Vec<u8> {
        use std::io::Write;
        let mut e = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
        e.write_all(data).unwrap();
        e.finish().unwrap()
    }

    fn pdf_with_stream(stream: &[u8]) -> Vec<u8> {
        let mut pdf = b"%PDF-1.4\n1 0 obj\n<< /Length 1 /Filter /FlateDecode >>\nstream\n".to_vec();
        pdf.extend_from_slice(stream);
        pdf.extend_from_slice(b"\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n");
        pdf
    }

    #[test]
    fn a_truncated_pdf_is_damaged() {
        let pdf = pdf_with_stream(&deflate(b"BT (hola) Tj ET"));
        assert_eq!(guard::pdf(&pdf), Ok(()));
        assert_eq!(guard::pdf(&pdf[..pdf.len() / 2]), Err(BadFile::DamagedPdf));
    }

    #[test]
    fn a_stream_that_inflates_past_the_limit_is_a_bomb() {
        // 64 MiB of zeros deflate to about 64 kB: a ratio of 1000 to 1.
        let bomb = deflate(&vec![0u8; 64 << 20]);
        assert!(bomb.len() < 100 * 1024);
        assert_eq!(guard::pdf_within(&pdf_with_stream(&bomb), 32 << 20), Err(BadFile::DecompressionBomb));
        assert_eq!(guard::pdf_within(&pdf_with_stream(&bomb), 128 << 20), Ok(()));
    }

    #[test]
    fn images_must_be_whole_and_of_a_readable_size() {
        let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
        png.extend_from_slice(&100_000u32.to_be_bytes());
        png.extend_from_slice(&100_000u32.to_be_bytes());
        png.extend_from_slice(&[8, 0, 0, 0, 0, 0, 0, 0, 0]);
        png.extend_from_slice(b"\0\0\0\0IEND\xaeB`\x82");
        assert_eq!(guard::image(&png, DocumentKind::Png), Err(BadFile::ImageTooLarge));
        assert_eq!(guard::image(&png[..30], DocumentKind::Png), Err(BadFile::DamagedImage));
        // A JPEG cut before its end marker.
        let jpeg = [0xFF, 0xD8, 0xFF, 0xC0, 0, 17, 8, 0, 10, 0, 10, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
        assert_eq!(guard::image(&jpeg, DocumentKind::Jpeg), Err(BadFile::DamagedImage));
        let mut whole = jpeg.to_vec();
        whole.extend_from_slice(&[0xFF, 0xD9]);
        assert_eq!(guard::image(&whole, DocumentKind::Jpeg), Ok(()));
    }
}
