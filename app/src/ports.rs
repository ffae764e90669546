//! The ports `infra` implements: how commands reach an event store and where
//! read models are kept.

use async_trait::async_trait;
use cqrs_es::event_sink::EventSink;
use cqrs_es::persist::EventStoreAggregateContext;
use cqrs_es::{Aggregate, AggregateError, EventStore, Query};
use domain::rules::{DomainError, Rejection};

use crate::actor::EventMetadata;
use serde_json::Value;

/// Runs a command against one aggregate instance and commits its events.
#[async_trait]
pub trait CommandBus<A: Aggregate>: Send + Sync {
    /// # Errors
    /// `UserError` when the aggregate refuses the command,
    /// `AggregateConflict` when another writer committed first, and the
    /// storage variants when the store fails.
    async fn execute(
        &self,
        aggregate_id: &str,
        command: A::Command,
        metadata: EventMetadata,
    ) -> Result<(), AggregateError<A::Error>>;

    /// As [`CommandBus::execute`], only if the instance is still at
    /// `expected`, the sequence of its last event (its `version`, the value
    /// a client sends in `If-Match`). The version is compared on the same
    /// load the command is handled and committed on, so a write committed
    /// in between makes the commit fail (`AggregateConflict`): never a lost
    /// update. `None`, or an instance with no events yet (the command then
    /// gives its own "not found"), is a plain `execute`.
    ///
    /// # Errors
    /// [`VersionedError::Stale`] when the instance has moved past `expected`;
    /// otherwise as `execute`.
    async fn execute_at(
        &self,
        aggregate_id: &str,
        expected: Option<usize>,
        command: A::Command,
        metadata: EventMetadata,
    ) -> Result<(), VersionedError<A::Error>>;
}

/// Why a write based on a version did not commit.
#[derive(Debug)]
pub enum VersionedError<E: std::error::Error> {
    /// The instance is at `actual`, not at the `expected` version.
    Stale {
        expected: usize,
        actual: usize,
    },
    Aggregate(AggregateError<E>),
}

impl<E: std::error::Error> From<AggregateError<E>> for VersionedError<E> {
    fn from(error: AggregateError<E>) -> Self {
        Self::Aggregate(error)
    }
}

/// A library item's `If-Match` named a version it has moved past.
#[derive(Debug, thiserror::Error)]
#[error("El registro fue modificado (versión {actual}) después de la versión {expected} que usted abrió. Recárguelo e intente de nuevo.")]
pub struct StaleVersion {
    pub expected: usize,
    pub actual: usize,
}

impl DomainError for StaleVersion {
    fn code(&self) -> &'static str {
        "version_mismatch"
    }
    fn rejection(&self) -> Rejection {
        Rejection::StaleVersion
    }
}

impl<E> From<VersionedError<E>> for crate::AppError
where
    E: DomainError + Send + Sync + 'static,
{
    fn from(error: VersionedError<E>) -> Self {
        match error {
            VersionedError::Stale { expected, actual } => Self::from_rule(StaleVersion { expected, actual }),
            VersionedError::Aggregate(error) => error.into(),
        }
    }
}

/// The command bus over an event store: load, handle, commit, then hand the
/// committed events to the projections (what `cqrs_es::CqrsFramework` does,
/// with [`CommandBus::execute_at`]'s version check between load and handle).
pub struct EventSourcedBus<A: Aggregate, ES: EventStore<A>> {
    store: ES,
    queries: Vec<Box<dyn Query<A>>>,
    services: A::Services,
}

impl<A: Aggregate, ES: EventStore<A>> EventSourcedBus<A, ES> {
    pub fn new(store: ES, queries: Vec<Box<dyn Query<A>>>, services: A::Services) -> Self {
        Self { store, queries, services }
    }
}

#[async_trait]
impl<A, ES> CommandBus<A> for EventSourcedBus<A, ES>
where
    A: Aggregate + 'static,
    A::Command: Send + Sync,
    ES: EventStore<A, AC = EventStoreAggregateContext<A>> + 'static,
{
    async fn execute(
        &self,
        aggregate_id: &str,
        command: A::Command,
        metadata: EventMetadata,
    ) -> Result<(), AggregateError<A::Error>> {
        match self.execute_at(aggregate_id, None, command, metadata).await {
            Ok(()) => Ok(()),
            Err(VersionedError::Aggregate(error)) => Err(error),
            Err(VersionedError::Stale { .. }) => unreachable!("no version was expected"),
        }
    }

    async fn execute_at(
        &self,
        aggregate_id: &str,
        expected: Option<usize>,
        command: A::Command,
        metadata: EventMetadata,
    ) -> Result<(), VersionedError<A::Error>> {
        let mut context = self.store.load_aggregate(aggregate_id).await?;
        let actual = context.current_sequence;
        if let Some(expected) = expected {
            if actual != 0 && expected != actual {
                return Err(VersionedError::Stale { expected, actual });
            }
        }
        let sink: EventSink<A> = EventSink::default();
        context.aggregate.handle(command, &self.services, &sink).await.map_err(AggregateError::UserError)?;
        let events = sink.collect().await;
        let committed = self.store.commit(events, context, metadata.into_map()).await?;
        if !committed.is_empty() {
            for query in &self.queries {
                query.dispatch(aggregate_id, &committed).await;
            }
        }
        Ok(())
    }
}

/// One stored read-model row.
#[derive(Debug, Clone, PartialEq)]
pub struct ViewRecord {
    pub view_id: String,
    /// Sequence of the last event applied; projections skip older events.
    pub last_sequence: usize,
    pub payload: Value,
}

/// Where read models live: a table of rows per view name.
#[async_trait]
pub trait ViewStore: Send + Sync {
    async fn load(&self, view: &str, view_id: &str) -> anyhow::Result<Option<ViewRecord>>;
    async fn save(&self, view: &str, record: ViewRecord) -> anyhow::Result<()>;
    /// Every row of a view, in no particular order.
    async fn list(&self, view: &str) -> anyhow::Result<Vec<ViewRecord>>;
    /// Removes every row of a view, before a rebuild from the event store.
    async fn clear(&self, view: &str) -> anyhow::Result<()>;
    /// A cheap fingerprint of three views: rows and the sum of their
    /// sequences. Any event applied to them changes it (sequences only grow).
    async fn fingerprint(&self, views: [&str; 3]) -> anyhow::Result<(i64, i64)>;
    /// A number that changes whenever anything is committed to the store,
    /// by this process or another, read without a round trip; equal to an
    /// earlier reading only if nothing was committed since. `None` when the
    /// store has no such number or it could not be read: then only
    /// `fingerprint` can tell.
    fn change_counter(&self) -> Option<i64>;
    /// Opens one row for update: until the returned row is saved or
    /// dropped, no other caller opens the same row, in this process or, on
    /// PostgreSQL, in any other instance sharing the database. Projectors
    /// read and write rows through it, so each event is applied to a row
    /// once however many instances run.
    async fn open_row(&self, view: &str, view_id: &str) -> anyhow::Result<Box<dyn OpenRow>>;
}

/// A view row held for update (see `ViewStore::open_row`).
#[async_trait]
pub trait OpenRow: Send {
    /// The row as stored when it was opened; `None` when there is none yet.
    fn current(&self) -> Option<&ViewRecord>;
    /// Writes the row (never to an older sequence) and lets the next
    /// caller open it.
    async fn save(self: Box<Self>, record: ViewRecord) -> anyhow::Result<()>;
}

/// What kind of document an upload is, from its content.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DocumentKind {
    Pdf,
    Png,
    Jpeg,
}

/// A document's text and how it was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocumentText {
    pub text: String,
    /// True when the text came from OCR (an image, or a PDF without a text layer).
    pub ocr: bool,
}

/// Why a document's text could not be read: the file's fault (a Spanish
/// message for the user, nothing kept) or the machine's (a 500, the cause
/// in the log).
#[derive(Debug, thiserror::Error)]
pub enum ExtractError {
    #[error(transparent)]
    BadFile(#[from] BadFile),
    #[error(transparent)]
    Infrastructure(#[from] anyhow::Error),
}

impl From<ExtractError> for crate::AppError {
    fn from(error: ExtractError) -> Self {
        match error {
            ExtractError::BadFile(bad) => crate::AppError::from_rule(bad),
            ExtractError::Infrastructure(cause) => crate::AppError::Internal(cause),
        }
    }
}

/// Reads the text of a document: PDF text, or OCR for images and for PDFs
/// without a text layer.
#[async_trait]
pub trait TextExtractor: Send + Sync {
    async fn extract_text(&self, bytes: &[u8], kind: DocumentKind) -> Result<DocumentText, ExtractError>;
}

/// Keeps files (uploads, images, issued PDFs) content-addressed: the key is
/// `<sha256 of the bytes>.<extension>`, so a file is kept once and a key
/// always names the same bytes. Several app instances on one PostgreSQL
/// database share them.
#[async_trait]
pub trait FileStore: Send + Sync {
    /// Stores the bytes (once) and returns their key.
    async fn put(&self, bytes: &[u8], extension: &str) -> anyhow::Result<String>;
    /// The bytes stored under `key`, if any. A key that is not of the
    /// `<sha256>.<extension>` form is simply not found.
    async fn get(&self, key: &str) -> anyhow::Result<Option<Vec<u8>>>;
    /// Whether a file with this SHA-256 was stored.
    async fn contains(&self, sha256: &str) -> anyhow::Result<bool>;
}

/// The SHA-256 of `bytes` in lower-case hex: file keys, sheet hashes and
/// upload provenance all use this one.
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(bytes))
}

/// Whether `key` has the form every `FileStore` key has:
/// 64 lower-case hex digits, a dot, a short lower-case alphanumeric extension.
pub fn is_file_key(key: &str) -> bool {
    let Some((hash, extension)) = key.split_once('.') else { return false };
    hash.len() == 64
        && hash.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        && (1..=8).contains(&extension.len())
        && extension.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

/// The media type a stored file is served and kept with, from its key's
/// extension (the extensions `FileStore::put` is given).
pub fn media_type(extension: &str) -> &'static str {
    match extension {
        "pdf" => "application/pdf",
        "png" => "image/png",
        "jpg" => "image/jpeg",
        "svg" => "image/svg+xml",
        "csv" => "text/csv",
        "idf" => "text/plain",
        _ => "application/octet-stream",
    }
}

/// Prints HTML to PDF in a headless browser that reaches no network.
#[async_trait]
pub trait PdfRenderer: Send + Sync {
    /// The PDF of a self-contained A4 page (everything inlined). The same
    /// HTML gives the same bytes except /CreationDate and /ModDate; the
    /// headless shell's Info object is made the full browser's by
    /// `sheets::chromium_info`.
    async fn render(&self, html: &str) -> anyhow::Result<Vec<u8>>;
    /// Which browser prints, e.g. `Chromium/156.0.8078.79`; recorded with
    /// every sheet, since another version may lay pages out differently.
    async fn identity(&self) -> anyhow::Result<String>;
    /// Ends the browser, if one was started, as a command does before it
    /// exits (a browser left to be killed with the process makes its
    /// connection log an error after a successful run).
    async fn close(&self) {}
}

/// A polynomial file's kind, from its name and content.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CatalogueFile {
    Csv,
    Idf,
    Document(DocumentKind),
}

/// Reads compressor data and coefficient sets out of files, offline.
#[async_trait]
pub trait CatalogueExtractor: Send + Sync {
    async fn polynomials(
        &self,
        bytes: &[u8],
        kind: CatalogueFile,
    ) -> Result<crate::library::compressor_data::ExtractedPolynomials, ExtractError>;
    async fn datasheet(
        &self,
        bytes: &[u8],
        kind: DocumentKind,
    ) -> Result<crate::library::compressor_data::ExtractedDatasheet, ExtractError>;
}

/// Reads an aggregate instance's committed events back, oldest first: the
/// history auditors replay (as-of versions, recalculation checks).
#[async_trait]
pub trait EventHistory<A: Aggregate>: Send + Sync {
    async fn events(&self, aggregate_id: &str) -> anyhow::Result<Vec<cqrs_es::EventEnvelope<A>>>;
}

/// A document that arrived whole and of the right type but cannot be read.
/// The spec has no wording for these; the messages follow its style.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BadFile {
    #[error("El PDF está dañado o incompleto y no se puede leer")]
    DamagedPdf,
    #[error("El PDF está protegido con contraseña; súbalo sin protección")]
    EncryptedPdf,
    #[error("El archivo se descomprime a un tamaño excesivo y no se procesa")]
    DecompressionBomb,
    #[error("La imagen es demasiado grande para leerla (más de 60 megapíxeles)")]
    ImageTooLarge,
    #[error("La imagen está dañada o incompleta y no se puede leer")]
    DamagedImage,
}

impl DomainError for BadFile {
    fn code(&self) -> &'static str {
        match self {
            Self::DamagedPdf => "upload.damaged_pdf",
            Self::EncryptedPdf => "upload.encrypted_pdf",
            Self::DecompressionBomb => "upload.decompression_bomb",
            Self::ImageTooLarge => "upload.image_too_large",
            Self::DamagedImage => "upload.damaged_image",
        }
    }

    fn rejection(&self) -> Rejection {
        Rejection::RuleViolation
    }

    fn field(&self) -> Option<&'static str> {
        Some("file")
    }
}
