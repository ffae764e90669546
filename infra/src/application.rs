//! The running server: settings in, a bound listener out.

use std::sync::Arc;

use anyhow::Context;
use app::server_config::{AuthMode, Settings};
use tokio::net::TcpListener;

use crate::pdf::{ChromiumRenderer, ChromiumSettings};
use crate::store::Database;
use crate::wiring::app_state_with;

pub struct Application {
    port: u16,
    listener: TcpListener,
    router: axum::Router,
    db: Database,
    pdf: Arc<ChromiumRenderer>,
}

impl Application {
    /// Opens the store and binds the listener (port 0 picks a free port).
    pub async fn build(settings: &Settings) -> anyhow::Result<Self> {
        settings.check_exposure()?;
        let db = Database::open(&settings.store, &settings.data_dir).await?;
        let web_dir = settings.web_dir.is_dir().then_some(settings.web_dir.as_path());
        if web_dir.is_none() {
            tracing::warn!(dir = %settings.web_dir.display(), "web folder not found; serving the API only");
        }
        let llm = settings.llm.clone().map(crate::importers::llm::LlmClient::new).transpose()?;
        if let Some(llm) = &settings.llm {
            tracing::info!(url = %llm.url, model = %llm.model, "a language model may help file extraction");
        }
        let caught_up = crate::wiring::catch_up_views(&db).await?;
        if caught_up > 0 {
            tracing::warn!(
                rows = caught_up,
                "view rows brought up to events committed but not projected (an earlier crash)"
            );
        }
        if let Database::Postgres(pool) = &db {
            // Files an instance kept on disk before they lived in the database.
            let folder = settings.data_dir.join(crate::files::UPLOADS_DIR);
            let copied = crate::files::DatabaseFileStore::new(pool.clone()).import_folder(&folder).await?;
            if copied > 0 {
                tracing::info!(copied, folder = %folder.display(), "stored files copied into the database");
            }
        }
        let mut state = app_state_with(&db, &settings.data_dir, llm);
        state.auth = settings.auth.clone();
        let pdf = Arc::new(ChromiumRenderer::new(ChromiumSettings::default()));
        state.pdf = pdf.clone();
        match state.auth.mode {
            AuthMode::None => tracing::info!("no identity configured: one local user, no sign-in (loopback only)"),
            AuthMode::Local => {
                let users = state.accounts.count_users().await?;
                tracing::info!(users, "local accounts: sign-in required");
                if users == 0 {
                    tracing::warn!(
                        "no account yet: create one with `fichas users add --email E --name N --role administrador`"
                    );
                }
            }
            AuthMode::Oidc => {
                let oidc = settings.auth.oidc.clone().context("--auth oidc without its provider settings")?;
                tracing::info!(issuer = %oidc.issuer, redirect = %oidc.redirect_url, "OpenID Connect: sign-in at the provider");
                if state.accounts.count_users().await? == 0 {
                    tracing::warn!(
                        "no account yet: give the first administrator their role with \
                         `fichas users add --auth oidc --email E --name N --role administrador` \
                         before they sign in (others start as {})",
                        oidc.default_role.as_str()
                    );
                }
                state.oidc = Some(std::sync::Arc::new(crate::oidc::OidcClient::new(oidc)?));
            }
        }
        let seeded = app::library::refrigerants::ensure_common(&state)
            .await
            .map_err(|e| anyhow::anyhow!("Failed to seed the refrigerant library: {e}"))?;
        if seeded > 0 {
            tracing::info!(seeded, "refrigerant library seeded from the reference dataset");
        }
        let router = app::http::router(state, web_dir);
        let listener =
            TcpListener::bind(settings.bind).await.with_context(|| format!("Failed to bind {}", settings.bind))?;
        let port = listener.local_addr().context("Failed to read the bound address")?.port();
        Ok(Self { port, listener, router, db, pdf })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Starts the printing browser in the background (`fichas serve` does,
    /// so its first sheet is warm); serving does not wait for it. Tests,
    /// which build many servers, leave the browser to their first sheet.
    pub fn start_printing(&self) {
        self.pdf.start();
    }

    /// Serves until `shutdown` resolves, then closes the store.
    pub async fn run_until(
        self,
        shutdown: impl std::future::Future<Output = ()> + Send + 'static,
    ) -> anyhow::Result<()> {
        // Catches up what any instance committed and did not project.
        let leader = tokio::spawn(crate::projection_leader::run(self.db.clone()));
        crate::serve::serve(self.listener, self.router, shutdown).await;
        leader.abort();
        self.db.close().await;
        Ok(())
    }
}
