//! Uploaded files in a local folder, named by their SHA-256 so the same file
//! is kept once and never overwritten by another.

use std::path::PathBuf;

use anyhow::Context;
use app::ports::FileStore;
use async_trait::async_trait;
use sha2::{Digest, Sha256};

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
        let key = format!("{}.{extension}", hex::encode(Sha256::digest(bytes)));
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
