//! Content-addressed files: in a local folder (the embedded store) or in the
//! PostgreSQL database (so several app instances share them). Either way a
//! file is named by its SHA-256, kept once and never overwritten.

use std::path::PathBuf;

use anyhow::Context;
use app::ports::{is_file_key, media_type, sha256_hex, FileStore};
use async_trait::async_trait;

/// The folder under the data folder where the embedded store keeps files.
pub const UPLOADS_DIR: &str = "uploads";

pub struct LocalFileStore {
    root: PathBuf,
}

impl LocalFileStore {
    pub fn new(root: PathBuf) -> Self {
        Self { root }
    }
}

#[async_trait]
impl FileStore for LocalFileStore {
    async fn put(&self, bytes: &[u8], extension: &str) -> anyhow::Result<String> {
        let key = key_of(bytes, extension);
        let path = self.root.join(&key);
        if tokio::fs::try_exists(&path).await.unwrap_or(false) {
            return Ok(key);
        }
        tokio::fs::create_dir_all(&self.root)
            .await
            .with_context(|| format!("Failed to create {}", self.root.display()))?;
        // Write then rename, so a reader never sees half a file.
        let partial = self.root.join(format!("{key}.part-{}", uuid::Uuid::new_v4()));
        tokio::fs::write(&partial, bytes).await.context("Failed to write an uploaded file")?;
        tokio::fs::rename(&partial, &path).await.context("Failed to store an uploaded file")?;
        Ok(key)
    }

    async fn get(&self, key: &str) -> anyhow::Result<Option<Vec<u8>>> {
        if !is_file_key(key) {
            return Ok(None);
        }
        match tokio::fs::read(self.root.join(key)).await {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e).with_context(|| format!("Failed to read stored file {key}")),
        }
    }

    async fn contains(&self, sha256: &str) -> anyhow::Result<bool> {
        if !sha256.chars().all(|c| c.is_ascii_hexdigit()) || sha256.len() != 64 {
            return Ok(false);
        }
        let mut entries = match tokio::fs::read_dir(&self.root).await {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(false),
            Err(e) => return Err(e).context("Failed to list uploaded files"),
        };
        while let Some(entry) = entries.next_entry().await.context("Failed to list uploaded files")? {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if name.split('.').next() == Some(sha256) && !name.contains(".part-") {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

fn key_of(bytes: &[u8], extension: &str) -> String {
    format!("{}.{extension}", sha256_hex(bytes))
}

/// Files in the PostgreSQL `objects` table: key, SHA-256, bytes and media
/// type; rows are never changed or removed (a trigger refuses it).
pub struct DatabaseFileStore {
    pool: sqlx::PgPool,
}

impl DatabaseFileStore {
    pub fn new(pool: sqlx::PgPool) -> Self {
        Self { pool }
    }

    /// Copies into the database every file of a folder a `LocalFileStore`
    /// wrote (an instance that kept its files on disk), so that every
    /// instance serves them. Files already there, half-written files and
    /// files whose bytes do not match their name are left alone. Returns
    /// how many were copied.
    pub async fn import_folder(&self, root: &std::path::Path) -> anyhow::Result<usize> {
        let mut entries = match tokio::fs::read_dir(root).await {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(0),
            Err(e) => return Err(e).with_context(|| format!("Failed to list {}", root.display())),
        };
        let mut copied = 0;
        while let Some(entry) = entries.next_entry().await.context("Failed to list uploaded files")? {
            let name = entry.file_name().to_string_lossy().to_string();
            let Some((_, extension)) = name.split_once('.').filter(|_| is_file_key(&name)) else { continue };
            let known = sqlx::query_scalar::<_, bool>("SELECT EXISTS (SELECT 1 FROM objects WHERE key = $1)")
                .bind(&name)
                .fetch_one(&self.pool)
                .await
                .context("Failed to look up a stored file")?;
            if known {
                continue;
            }
            let bytes = tokio::fs::read(entry.path()).await.with_context(|| format!("Failed to read {name}"))?;
            if key_of(&bytes, extension) != name {
                tracing::warn!(file = %entry.path().display(), "stored file does not match its name; not imported");
                continue;
            }
            self.put(&bytes, extension).await?;
            copied += 1;
        }
        Ok(copied)
    }
}

#[async_trait]
impl FileStore for DatabaseFileStore {
    async fn put(&self, bytes: &[u8], extension: &str) -> anyhow::Result<String> {
        let key = key_of(bytes, extension);
        let sha256 = key.split_once('.').map(|(hash, _)| hash.to_string()).unwrap_or_default();
        // Another instance may store the same bytes at the same moment; the
        // key decides, and both end with the same row.
        sqlx::query(
            "INSERT INTO objects (key, sha256, bytes, media_type) VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING",
        )
        .bind(&key)
        .bind(&sha256)
        .bind(bytes)
        .bind(media_type(extension))
        .execute(&self.pool)
        .await
        .context("Failed to store a file in the database")?;
        Ok(key)
    }

    async fn get(&self, key: &str) -> anyhow::Result<Option<Vec<u8>>> {
        if !is_file_key(key) {
            return Ok(None);
        }
        sqlx::query_scalar::<_, Vec<u8>>("SELECT bytes FROM objects WHERE key = $1")
            .bind(key)
            .fetch_optional(&self.pool)
            .await
            .with_context(|| format!("Failed to read stored file {key}"))
    }

    async fn contains(&self, sha256: &str) -> anyhow::Result<bool> {
        sqlx::query_scalar::<_, bool>("SELECT EXISTS (SELECT 1 FROM objects WHERE sha256 = $1)")
            .bind(sha256)
            .fetch_one(&self.pool)
            .await
            .context("Failed to look up a stored file")
    }
}
