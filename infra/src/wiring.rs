//! Wires aggregates, event store and projections into an `AppState`.

use std::sync::Arc;

use anyhow::Context;
use app::ports::{CommandBus, EventSourcedBus, ViewStore};
use app::projector::Projector;
use app::AppState;
use cqrs_es::persist::{PersistedEventStore, QueryReplay};
use cqrs_es::{Aggregate, Query, View};
use domain::company_settings::CompanySettings;
use domain::compressor::Compressor;
use domain::condenser::Condenser;
use domain::design_config::DesignConfig;
use domain::heat_exchanger::HeatExchanger;
use domain::project::Project;
use domain::refrigerant::Refrigerant;
use read_models::company_settings::{self, CompanySettingsRow};
use read_models::compressor_catalogue::{self, CompressorRow};
use read_models::condenser_catalogue::{self, CondenserRow};
use read_models::design_settings::{self, DesignSettingsRow};
use read_models::heat_exchanger_catalogue::{self, HeatExchangerRow};
use read_models::project_datasheets::{self, ProjectDatasheets};
use read_models::project_detail::{self, ProjectDetail};
use read_models::project_history::{self, ProjectHistory};
use read_models::project_list::{self, ProjectListRow};
use read_models::refrigerant_library::{self, RefrigerantRow};

use crate::extract::LocalTextExtractor;
use crate::files::{DatabaseFileStore, LocalFileStore};
use crate::importers::LocalCatalogueExtractor;
use crate::pdf::{ChromiumRenderer, ChromiumSettings};
use crate::store::{Database, StoredEvents};

fn command_bus<A, V>(db: &Database, views: &Arc<dyn ViewStore>, view: &'static str) -> Arc<dyn CommandBus<A>>
where
    A: Aggregate<Services = ()> + 'static,
    A::Command: Send + Sync,
    V: View<A> + 'static,
{
    let store = PersistedEventStore::new_event_store(db.event_repository());
    let projector = Projector::<V, A>::new(view, views.clone()).with_history(stored_events::<A>(db));
    Arc::new(EventSourcedBus::new(store, vec![Box::new(projector)], ()))
}

/// Where a projector completes a row that would skip a sequence.
fn stored_events<A: Aggregate + 'static>(db: &Database) -> Arc<dyn app::ports::EventHistory<A>> {
    Arc::new(StoredEvents::<A>::new(db.event_repository()))
}

/// Projects feed four views: the list, the detail, the history and the issued sheets.
fn project_bus(db: &Database, views: &Arc<dyn ViewStore>) -> Arc<dyn CommandBus<Project>> {
    let store = PersistedEventStore::new_event_store(db.event_repository());
    let queries: Vec<Box<dyn Query<Project>>> = vec![
        Box::new(
            Projector::<ProjectListRow, Project>::new(project_list::VIEW_NAME, views.clone())
                .with_history(stored_events(db)),
        ),
        Box::new(
            Projector::<ProjectDetail, Project>::new(project_detail::VIEW_NAME, views.clone())
                .with_history(stored_events(db)),
        ),
        Box::new(
            Projector::<ProjectHistory, Project>::new(project_history::VIEW_NAME, views.clone())
                .with_history(stored_events(db)),
        ),
        Box::new(
            Projector::<ProjectDatasheets, Project>::new(project_datasheets::VIEW_NAME, views.clone())
                .with_history(stored_events(db)),
        ),
    ];
    Arc::new(EventSourcedBus::new(store, queries, ()))
}

/// Everything the HTTP layer needs, on an open database; uploads are kept
/// under `data_dir`. Extraction is offline only.
pub fn app_state(db: &Database, data_dir: &std::path::Path) -> AppState {
    app_state_with(db, data_dir, None)
}

/// As `app_state`, with a language model helping extraction when given.
pub fn app_state_with(
    db: &Database,
    data_dir: &std::path::Path,
    llm: Option<crate::importers::llm::LlmClient>,
) -> AppState {
    let views = db.view_store();
    AppState {
        refrigerants: command_bus::<Refrigerant, RefrigerantRow>(db, &views, refrigerant_library::VIEW_NAME),
        projects: project_bus(db, &views),
        project_events: Arc::new(StoredEvents::new(db.event_repository())),
        library_events: app::library::history::LibraryEvents {
            compressors: stored_events(db),
            condensers: stored_events(db),
            heat_exchangers: stored_events(db),
            refrigerants: stored_events(db),
        },
        catalogue_cache: Arc::default(),
        compressors: command_bus::<Compressor, CompressorRow>(db, &views, compressor_catalogue::VIEW_NAME),
        extractor: Arc::new(LocalTextExtractor::new(data_dir.join("tmp"))),
        catalogue_extractor: Arc::new(
            LocalCatalogueExtractor::new(LocalTextExtractor::new(data_dir.join("tmp"))).with_llm(llm),
        ),
        files: file_store(db, data_dir),
        company_settings: command_bus::<CompanySettings, CompanySettingsRow>(db, &views, company_settings::VIEW_NAME),
        design_config: command_bus::<DesignConfig, DesignSettingsRow>(db, &views, design_settings::VIEW_NAME),
        pdf: Arc::new(ChromiumRenderer::new(ChromiumSettings::default())),
        condensers: command_bus::<Condenser, CondenserRow>(db, &views, condenser_catalogue::VIEW_NAME),
        heat_exchangers: command_bus::<HeatExchanger, HeatExchangerRow>(
            db,
            &views,
            heat_exchanger_catalogue::VIEW_NAME,
        ),
        accounts: db.account_store(),
        auth: app::server_config::AuthSettings::default(),
        oidc: None,
        views,
    }
}

/// Files live beside the embedded store, or in the PostgreSQL database so
/// that every instance sharing it sees them.
fn file_store(db: &Database, data_dir: &std::path::Path) -> Arc<dyn app::ports::FileStore> {
    match db {
        Database::Sqlite(..) => Arc::new(LocalFileStore::new(data_dir.join(crate::files::UPLOADS_DIR))),
        Database::Postgres(pool) => Arc::new(DatabaseFileStore::new(pool.clone())),
    }
}

async fn rebuild<A, V>(db: &Database, views: &Arc<dyn ViewStore>, view: &'static str) -> anyhow::Result<()>
where
    A: Aggregate + 'static,
    V: View<A> + 'static,
{
    views.clear(view).await.with_context(|| format!("Failed to clear view {view}"))?;
    let mut replay = QueryReplay::new(db.event_repository(), Projector::<V, A>::new(view, views.clone()));
    replay.use_error_handler(Box::new(move |error| {
        tracing::error!(view, error = ?error, "event could not be replayed");
    }));
    replay.replay_all().await.map_err(|e| anyhow::anyhow!("Failed to replay {} events: {e}", A::TYPE))
}

/// Brings a view's rows up to their aggregate's last event: events committed
/// by a server that died before projecting them. Returns the rows updated.
async fn catch_up<A, V>(db: &Database, views: &Arc<dyn ViewStore>, view: &'static str) -> anyhow::Result<usize>
where
    A: Aggregate + 'static,
    V: View<A> + 'static,
{
    let history = stored_events::<A>(db);
    let projector = Projector::<V, A>::new(view, views.clone()).with_history(history.clone());
    let mut updated = 0;
    for id in db.lagging_rows(A::TYPE, view).await? {
        projector.project(&id, &history.events(&id).await?).await?;
        updated += 1;
    }
    Ok(updated)
}

/// Brings every read model up to the event store (on start, after a crash
/// between a commit and its projection); cheap when nothing lags.
pub async fn catch_up_views(db: &Database) -> anyhow::Result<usize> {
    let views = db.view_store();
    Ok(catch_up::<Condenser, CondenserRow>(db, &views, condenser_catalogue::VIEW_NAME).await?
        + catch_up::<HeatExchanger, HeatExchangerRow>(db, &views, heat_exchanger_catalogue::VIEW_NAME).await?
        + catch_up::<Refrigerant, RefrigerantRow>(db, &views, refrigerant_library::VIEW_NAME).await?
        + catch_up::<Compressor, CompressorRow>(db, &views, compressor_catalogue::VIEW_NAME).await?
        + catch_up::<CompanySettings, CompanySettingsRow>(db, &views, company_settings::VIEW_NAME).await?
        + catch_up::<DesignConfig, DesignSettingsRow>(db, &views, design_settings::VIEW_NAME).await?
        + catch_up::<Project, ProjectListRow>(db, &views, project_list::VIEW_NAME).await?
        + catch_up::<Project, ProjectDetail>(db, &views, project_detail::VIEW_NAME).await?
        + catch_up::<Project, ProjectHistory>(db, &views, project_history::VIEW_NAME).await?
        + catch_up::<Project, ProjectDatasheets>(db, &views, project_datasheets::VIEW_NAME).await?)
}

/// Rebuilds every read model from the event store.
pub async fn rebuild_views(db: &Database) -> anyhow::Result<()> {
    let views = db.view_store();
    rebuild::<Condenser, CondenserRow>(db, &views, condenser_catalogue::VIEW_NAME).await?;
    rebuild::<HeatExchanger, HeatExchangerRow>(db, &views, heat_exchanger_catalogue::VIEW_NAME).await?;
    rebuild::<Refrigerant, RefrigerantRow>(db, &views, refrigerant_library::VIEW_NAME).await?;
    rebuild::<Compressor, CompressorRow>(db, &views, compressor_catalogue::VIEW_NAME).await?;
    rebuild::<CompanySettings, CompanySettingsRow>(db, &views, company_settings::VIEW_NAME).await?;
    rebuild::<DesignConfig, DesignSettingsRow>(db, &views, design_settings::VIEW_NAME).await?;
    rebuild::<Project, ProjectListRow>(db, &views, project_list::VIEW_NAME).await?;
    rebuild::<Project, ProjectDetail>(db, &views, project_detail::VIEW_NAME).await?;
    rebuild::<Project, ProjectHistory>(db, &views, project_history::VIEW_NAME).await?;
    rebuild::<Project, ProjectDatasheets>(db, &views, project_datasheets::VIEW_NAME).await?;
    Ok(())
}
