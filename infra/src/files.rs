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
}
