use anyhow::Context;
use app::server_config::{AuditCommand, Cli, Command, DatasheetsCommand, Settings, UsersCommand};
use clap::Parser;
use infra::application::Application;
use infra::store::Database;
use tracing_subscriber::EnvFilter;

/// glibc's allocator took about a sixth of the server's CPU under load (many
/// small allocations of JSON building and catalogue copies, contended
/// arenas); mimalloc's thread-local heaps do the same work for less
/// (docs/BENCHMARKS.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let settings = Settings::resolve(cli.options)?;
    tracing_subscriber::fmt().with_env_filter(EnvFilter::try_new(&settings.log).context("Invalid log filter")?).init();
    match cli.command {
        Command::Serve => {
            let application = Application::build(&settings).await?;
            tracing::info!(
                address = %format!("http://{}:{}", settings.bind.ip(), application.port()),
                store = ?settings.store_kind(),
                "serving Fichas Técnicas"
            );
            application.start_printing();
            application.run_until(shutdown_signal()).await
        }
        Command::ImportCatalogue { files, if_empty } => {
            let db = Database::open(&settings.store, &settings.data_dir).await?;
            let state = infra::wiring::app_state(&db, &settings.data_dir);
            // `--if-empty` looks once, before the first file: the later
            // files of the same call complete the same catalogue.
            // A library file (condensers and plate exchangers) looks at its
            // own kinds, wherever it stands in the list.
            let mut check_empty = if_empty;
            let mut compressors_present = false;
            for file in &files {
                if infra::catalogue_import::is_library_file(file) {
                    let added = infra::catalogue_import::import_library(&state, file, if_empty).await;
                    let added = match added {
                        Ok(added) => added,
                        Err(error) => {
                            db.close().await;
                            return Err(error);
                        }
                    };
                    tracing::info!(
                        file = %file.display(),
                        condensers = added.condensers,
                        heat_exchangers = added.heat_exchangers,
                        "library imported"
                    );
                    continue;
                }
                if compressors_present {
                    continue;
                }
                let summary = infra::catalogue_import::import_catalogue(&state, file, check_empty, true).await;
                let summary = match summary {
                    Ok(summary) => summary,
                    Err(error) => {
                        db.close().await;
                        return Err(error);
                    }
                };
                check_empty = false;
                match summary {
                    None => {
                        tracing::info!("the catalogue already holds compressors; no compressor imported");
                        compressors_present = true;
                    }
                    Some(summary) => {
                        for skipped in &summary.skipped {
                            tracing::warn!(entry = %skipped, "entry left out");
                        }
                        tracing::info!(
                            file = %file.display(),
                            compressors = summary.compressors,
                            new = summary.new_compressors,
                            polynomials = summary.polynomials,
                            skipped = summary.skipped.len(),
                            "catalogue imported"
                        );
                    }
                }
            }
            db.close().await;
            Ok(())
        }
        Command::Audit(AuditCommand::Verify { project }) => {
            let db = Database::open(&settings.store, &settings.data_dir).await?;
            let state = infra::wiring::app_state(&db, &settings.data_dir);
            let rows =
                app::projects::audit::verify(&state, project.as_deref()).await.map_err(|e| anyhow::anyhow!("{e:?}"))?;
            db.close().await;
            println!("{}", infra::audit::table(&rows));
            let failures = rows.iter().filter(|r| r.is_failure()).count();
            if failures > 0 {
                anyhow::bail!(
                    "{failures} recorded calculation(s) do not reproduce with engine {}",
                    domain::engine::ENGINE_VERSION
                );
            }
            Ok(())
        }
        Command::Datasheets(DatasheetsCommand::Verify { sheet }) => {
            let db = Database::open(&settings.store, &settings.data_dir).await?;
            let state = infra::wiring::app_state(&db, &settings.data_dir);
            let report = infra::audit::verify_datasheets(&state, sheet.as_deref()).await;
            state.pdf.close().await;
            db.close().await;
            let (table, failures) = report?;
            println!("{table}");
            if failures > 0 {
                anyhow::bail!("{failures} data sheet(s) print differently with the same renderer");
            }
            Ok(())
        }
        Command::Users(command) => {
            // With the company's provider, people prove who they are there:
            // an account made here needs no password (`users passwd` still reads one).
            let oidc = settings.auth.mode == app::server_config::AuthMode::Oidc;
            let password =
                if oidc && matches!(command, UsersCommand::Add { .. }) { None } else { Some(read_password()?) };
            let db = Database::open(&settings.store, &settings.data_dir).await?;
            let accounts = db.account_store();
            let done = match command {
                UsersCommand::Add { email, name, role } => {
                    let role = role.parse()?;
                    app::identity::users::add(accounts.as_ref(), &email, &name, role, password.as_deref())
                        .await
                        .map(|user| {
                            format!("Usuario {} ({}) creado con el rol {}", user.email, user.name, role.as_str())
                        })
                        .map_err(anyhow::Error::from)
                }
                UsersCommand::Passwd { email } => app::identity::users::change_password(
                    accounts.as_ref(),
                    &email,
                    password.as_deref().unwrap_or_default(),
                )
                .await
                .map(|()| format!("Contraseña de {} cambiada; sus sesiones abiertas se cerraron", email.trim())),
            };
            db.close().await;
            println!("{}", done?);
            Ok(())
        }
        Command::RebuildViews => {
            let db = Database::open(&settings.store, &settings.data_dir).await?;
            infra::wiring::rebuild_views(&db).await?;
            db.close().await;
            tracing::info!("every view rebuilt from the event store");
            Ok(())
        }
    }
}

/// The password for `fichas users`: the first line of standard input
/// (typed, or piped by a script), without its line ending.
fn read_password() -> anyhow::Result<String> {
    use std::io::IsTerminal;
    if std::io::stdin().is_terminal() {
        eprintln!("Contraseña (una línea):");
    }
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).context("Failed to read the password from standard input")?;
    Ok(line.trim_end_matches(['\n', '\r']).to_string())
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}
