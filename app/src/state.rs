use std::sync::Arc;

use domain::company_settings::CompanySettings;
use domain::compressor::Compressor;
use domain::condenser::Condenser;
use domain::design_config::DesignConfig;
use domain::heat_exchanger::HeatExchanger;
use domain::project::Project;
use domain::refrigerant::Refrigerant;

use crate::ports::{CatalogueExtractor, CommandBus, EventHistory, FileStore, PdfRenderer, TextExtractor, ViewStore};

/// Everything a request handler may use, wired by the binary.
#[derive(Clone)]
pub struct AppState {
    pub compressors: Arc<dyn CommandBus<Compressor>>,
    pub condensers: Arc<dyn CommandBus<Condenser>>,
    pub heat_exchangers: Arc<dyn CommandBus<HeatExchanger>>,
    pub refrigerants: Arc<dyn CommandBus<Refrigerant>>,
    pub projects: Arc<dyn CommandBus<Project>>,
    pub project_events: Arc<dyn EventHistory<Project>>,
    /// The library items' events, for their history.
    pub library_events: crate::library::history::LibraryEvents,
    pub views: Arc<dyn ViewStore>,
    /// Today's catalogue between requests (see `catalogue_cache::CatalogueCache`).
    pub catalogue_cache: Arc<crate::catalogue_cache::CatalogueCache>,
    pub extractor: Arc<dyn TextExtractor>,
    pub files: Arc<dyn FileStore>,
    pub catalogue_extractor: Arc<dyn CatalogueExtractor>,
    pub company_settings: Arc<dyn CommandBus<CompanySettings>>,
    pub design_config: Arc<dyn CommandBus<DesignConfig>>,
    pub pdf: Arc<dyn PdfRenderer>,
    /// Accounts and sessions (`identity`), in the store's database.
    pub accounts: Arc<dyn crate::identity::AccountStore>,
    /// Who may sign in, and what engineers may do.
    pub auth: crate::server_config::AuthSettings,
    /// The company's OpenID Connect provider, with `--auth oidc`.
    pub oidc: Option<Arc<dyn crate::identity::oidc::OpenIdProvider>>,
}
