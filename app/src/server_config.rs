//! Typed configuration: command-line flags, then environment variables, then
//! an optional TOML file, then defaults (in that order of precedence).

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use clap::{Args, Parser, Subcommand};
use serde::Deserialize;

#[derive(Debug, Parser)]
#[command(name = "fichas", version, about = "Fichas Técnicas · Refrigeración")]
pub struct Cli {
    #[command(flatten)]
    pub options: Options,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the API and the built web application on one port.
    Serve,
    /// Rebuild every read model from the event store.
    RebuildViews,
    /// Import whole compressor catalogues (EnergyPlus IDF, or CSV with a
    /// model column) and library files of condensers and plate heat
    /// exchangers (JSON, `tools/demo/library.json`) as events, like any other
    /// import, one file after another.
    ImportCatalogue {
        #[arg(required = true)]
        files: Vec<std::path::PathBuf>,
        /// Only when the catalogue holds no compressor before the first file
        /// (the demo catalogue of `make run`); a library file's condensers
        /// or exchangers only when the library holds none of that kind.
        #[arg(long)]
        if_empty: bool,
    },
    /// Audits of the recorded history.
    #[command(subcommand)]
    Audit(AuditCommand),
    /// Issued data sheets.
    #[command(subcommand)]
    Datasheets(DatasheetsCommand),
    /// Local accounts (for `--auth local`); passwords are read from standard input.
    #[command(subcommand)]
    Users(UsersCommand),
}

/// `fichas users ...`.
#[derive(Debug, Subcommand)]
pub enum UsersCommand {
    /// Adds an account; reads its password (one line) from standard input.
    Add {
        #[arg(long)]
        email: String,
        #[arg(long)]
        name: String,
        /// administrador, ingeniero or lector.
        #[arg(long)]
        role: String,
    },
    /// Sets an account's password from standard input and ends its sessions.
    Passwd {
        #[arg(long)]
        email: String,
    },
}

/// `fichas datasheets ...`.
#[derive(Debug, Subcommand)]
pub enum DatasheetsCommand {
    /// Prints every issued sheet (or the one named) again from its recorded
    /// versions and compares SHA-256; exits non-zero on a difference with an
    /// unchanged renderer.
    Verify {
        /// Only this sheet: its id, or the verification code its footer
        /// prints ('0B5C-3E7E').
        sheet: Option<String>,
    },
}

/// `fichas audit ...`.
#[derive(Debug, Subcommand)]
pub enum AuditCommand {
    /// Replays every project and recomputes every recorded calculation from
    /// its pinned inputs; exits non-zero on any difference with the same
    /// engine version.
    Verify {
        /// Only this project.
        #[arg(long)]
        project: Option<String>,
    },
}

/// Every setting, each as a flag and an environment variable.
#[derive(Debug, Default, Args)]
pub struct Options {
    /// TOML file with any of the settings below (snake_case keys).
    #[arg(long, env = "FICHAS_CONFIG", global = true)]
    pub config: Option<PathBuf>,
    /// Address to listen on [default: 127.0.0.1:8080].
    #[arg(long, env = "FICHAS_BIND", global = true)]
    pub bind: Option<SocketAddr>,
    /// Folder of the embedded store and uploaded files [default: ./data].
    #[arg(long, env = "FICHAS_DATA_DIR", global = true)]
    pub data_dir: Option<PathBuf>,
    /// postgres:// URL; absent, the embedded SQLite store in the data folder.
    #[arg(long, env = "DATABASE_URL", global = true)]
    pub database_url: Option<String>,
    /// Folder of the built SPA [default: web/dist].
    #[arg(long, env = "FICHAS_WEB_DIR", global = true)]
    pub web_dir: Option<PathBuf>,
    /// Log filter in tracing's EnvFilter syntax [default: info].
    #[arg(long, env = "FICHAS_LOG", global = true)]
    pub log: Option<String>,
    /// Base URL of an OpenAI-compatible API (e.g. http://127.0.0.1:11434/v1)
    /// that may help file extraction; absent, extraction is offline only.
    #[arg(long, env = "FICHAS_LLM_URL", global = true)]
    pub llm_url: Option<String>,
    /// Model name for that API.
    #[arg(long, env = "FICHAS_LLM_MODEL", global = true)]
    pub llm_model: Option<String>,
    /// Bearer key for that API, if it needs one.
    #[arg(long, env = "FICHAS_LLM_API_KEY", global = true, hide_env_values = true)]
    pub llm_api_key: Option<String>,
    /// Who may sign in: `local` (accounts made with `fichas users add`) or
    /// `oidc` (the company's OpenID Connect provider, settings below).
    /// Unset: a single local user, allowed only on a loopback address.
    #[arg(long, env = "FICHAS_AUTH", global = true)]
    pub auth: Option<AuthMode>,
    /// Whether ingenieros may edit the library (administradores always may) [default: true].
    #[arg(long, env = "FICHAS_ENGINEERS_EDIT_LIBRARY", global = true)]
    pub engineers_edit_library: Option<bool>,
    /// Mark the session cookie Secure even when no proxy says the request
    /// came over TLS (X-Forwarded-Proto: https) [default: false].
    #[arg(long, env = "FICHAS_SECURE_COOKIES", global = true)]
    pub secure_cookies: Option<bool>,
    /// OpenID Connect issuer URL (`--auth oidc`), e.g.
    /// https://login.microsoftonline.com/TENANT/v2.0; its discovery document
    /// gives every endpoint.
    #[arg(long, env = "FICHAS_OIDC_ISSUER", global = true)]
    pub oidc_issuer: Option<String>,
    /// The client id this server has at the provider.
    #[arg(long, env = "FICHAS_OIDC_CLIENT_ID", global = true)]
    pub oidc_client_id: Option<String>,
    /// The client's secret.
    #[arg(long, env = "FICHAS_OIDC_CLIENT_SECRET", global = true, hide_env_values = true)]
    pub oidc_client_secret: Option<String>,
    /// The address browsers open this server at (e.g. https://fichas.example.com);
    /// the provider sends them back to `<it>/api/auth/oidc/callback`, the
    /// redirect URI to register.
    #[arg(long, env = "FICHAS_PUBLIC_URL", global = true)]
    pub public_url: Option<String>,
    /// Role of a person who signs in with the provider for the first time
    /// and has no account with that e-mail yet [default: lector].
    #[arg(long, env = "FICHAS_OIDC_DEFAULT_ROLE", global = true)]
    pub oidc_default_role: Option<String>,
}

/// How people prove who they are.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum AuthMode {
    /// No identity configured: one local user (loopback addresses only).
    #[default]
    #[value(skip)]
    #[serde(skip)]
    None,
    /// Local accounts with passwords.
    Local,
    /// The company's OpenID Connect provider (authorization code with PKCE).
    Oidc,
}

/// The provider of `--auth oidc`.
#[derive(Clone, PartialEq, Eq)]
pub struct OidcSettings {
    pub issuer: String,
    pub client_id: String,
    pub client_secret: String,
    /// Where the provider sends browsers back: `<public URL>/api/auth/oidc/callback`.
    pub redirect_url: String,
    /// Role of a first sign-in with no account of that e-mail.
    pub default_role: crate::identity::Role,
}

impl std::fmt::Debug for OidcSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OidcSettings")
            .field("issuer", &self.issuer)
            .field("client_id", &self.client_id)
            .field("redirect_url", &self.redirect_url)
            .field("default_role", &self.default_role)
            .finish_non_exhaustive()
    }
}

/// The path of the redirect URI on this server.
pub const OIDC_CALLBACK_PATH: &str = "/api/auth/oidc/callback";

/// Identity and permission settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuthSettings {
    pub mode: AuthMode,
    pub engineers_edit_library: bool,
    pub secure_cookies: bool,
    /// Set exactly when `mode` is [`AuthMode::Oidc`].
    pub oidc: Option<OidcSettings>,
}

impl Default for AuthSettings {
    fn default() -> Self {
        Self { mode: AuthMode::None, engineers_edit_library: true, secure_cookies: false, oidc: None }
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileSettings {
    bind: Option<SocketAddr>,
    data_dir: Option<PathBuf>,
    database_url: Option<String>,
    web_dir: Option<PathBuf>,
    log: Option<String>,
    llm_url: Option<String>,
    llm_model: Option<String>,
    llm_api_key: Option<String>,
    auth: Option<AuthMode>,
    engineers_edit_library: Option<bool>,
    secure_cookies: Option<bool>,
    oidc_issuer: Option<String>,
    oidc_client_id: Option<String>,
    oidc_client_secret: Option<String>,
    public_url: Option<String>,
    oidc_default_role: Option<String>,
}

/// An OpenAI-compatible language model that may help extraction.
#[derive(Clone, PartialEq, Eq)]
pub struct LlmSettings {
    pub url: String,
    pub model: String,
    pub api_key: Option<String>,
}

impl std::fmt::Debug for LlmSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LlmSettings").field("url", &self.url).field("model", &self.model).finish_non_exhaustive()
    }
}

/// Which event store to open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreSettings {
    /// One SQLite file in the data folder.
    Embedded,
    /// A PostgreSQL database.
    Postgres { url: String },
}

/// The resolved configuration.
#[derive(Debug, Clone)]
pub struct Settings {
    pub bind: SocketAddr,
    pub data_dir: PathBuf,
    pub store: StoreSettings,
    pub web_dir: PathBuf,
    pub log: String,
    /// Off unless both a URL and a model are configured.
    pub llm: Option<LlmSettings>,
    pub auth: AuthSettings,
}

impl Settings {
    /// # Errors
    /// When the config file cannot be read or parsed, or the database URL
    /// is not a PostgreSQL one.
    pub fn resolve(options: Options) -> anyhow::Result<Self> {
        let file = match &options.config {
            Some(path) => read_file(path)?,
            None => FileSettings::default(),
        };
        let database_url =
            options.database_url.or(file.database_url).map(|u| u.trim().to_string()).filter(|u| !u.is_empty());
        let store = match database_url {
            None => StoreSettings::Embedded,
            Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
                StoreSettings::Postgres { url }
            }
            Some(_) => bail!("DATABASE_URL must be a postgres:// URL; leave it unset for the embedded store"),
        };
        Ok(Self {
            bind: options.bind.or(file.bind).unwrap_or_else(|| SocketAddr::from(([127, 0, 0, 1], 8080))),
            data_dir: options.data_dir.or(file.data_dir).unwrap_or_else(|| PathBuf::from("data")),
            store,
            web_dir: options.web_dir.or(file.web_dir).unwrap_or_else(|| PathBuf::from("web/dist")),
            log: options.log.or(file.log).unwrap_or_else(|| "info".to_string()),
            llm: match (options.llm_url.or(file.llm_url), options.llm_model.or(file.llm_model)) {
                (Some(url), Some(model)) if !url.trim().is_empty() && !model.trim().is_empty() => Some(LlmSettings {
                    url: url.trim().trim_end_matches('/').to_string(),
                    model: model.trim().to_string(),
                    api_key: options.llm_api_key.or(file.llm_api_key).filter(|k| !k.trim().is_empty()),
                }),
                _ => None,
            },
            auth: AuthSettings {
                mode: options.auth.or(file.auth).unwrap_or_default(),
                engineers_edit_library: options.engineers_edit_library.or(file.engineers_edit_library).unwrap_or(true),
                secure_cookies: options.secure_cookies.or(file.secure_cookies).unwrap_or(false),
                oidc: match options.auth.or(file.auth) {
                    Some(AuthMode::Oidc) => Some(resolve_oidc(
                        options.oidc_issuer.or(file.oidc_issuer),
                        options.oidc_client_id.or(file.oidc_client_id),
                        options.oidc_client_secret.or(file.oidc_client_secret),
                        options.public_url.or(file.public_url),
                        options.oidc_default_role.or(file.oidc_default_role),
                    )?),
                    _ => None,
                },
            },
        })
    }

    /// Refuses to serve everyone who can reach the port as one anonymous
    /// user: without an identity, only a loopback address is allowed.
    ///
    /// # Errors
    /// A non-loopback `bind` with no `--auth`, saying what to configure.
    pub fn check_exposure(&self) -> anyhow::Result<()> {
        if self.auth.mode == AuthMode::None && !self.bind.ip().is_loopback() {
            bail!(
                "No se configuró ninguna identidad y el servidor escucharía en {bind}, fuera de este equipo: \
                 configure --auth local (FICHAS_AUTH=local) y cree usuarios con `fichas users add`, \
                 o --auth oidc con el proveedor OpenID Connect de la empresa, o escuche en 127.0.0.1.\n\
                 No identity is configured and the server would listen on {bind}, beyond this machine: \
                 set --auth local (FICHAS_AUTH=local) and create users with `fichas users add`, \
                 or --auth oidc with the company's OpenID Connect provider, or bind to 127.0.0.1.",
                bind = self.bind
            );
        }
        Ok(())
    }
}

/// The provider settings of `--auth oidc`, each required but the role.
fn resolve_oidc(
    issuer: Option<String>,
    client_id: Option<String>,
    client_secret: Option<String>,
    public_url: Option<String>,
    default_role: Option<String>,
) -> anyhow::Result<OidcSettings> {
    let required = |value: Option<String>, flag: &str, variable: &str| {
        value.map(|v| v.trim().to_string()).filter(|v| !v.is_empty()).with_context(|| {
            format!("--auth oidc needs {flag} ({variable}) / --auth oidc necesita {flag} ({variable})")
        })
    };
    let issuer = required(issuer, "--oidc-issuer", "FICHAS_OIDC_ISSUER")?;
    let client_id = required(client_id, "--oidc-client-id", "FICHAS_OIDC_CLIENT_ID")?;
    let client_secret = required(client_secret, "--oidc-client-secret", "FICHAS_OIDC_CLIENT_SECRET")?;
    let public_url = required(public_url, "--public-url", "FICHAS_PUBLIC_URL")?;
    if !(public_url.starts_with("https://") || public_url.starts_with("http://")) {
        bail!("--public-url must be an http(s):// URL, not {public_url:?}");
    }
    let default_role = match default_role.filter(|r| !r.trim().is_empty()) {
        Some(role) => role.parse().context("--oidc-default-role")?,
        None => crate::identity::Role::Lector,
    };
    Ok(OidcSettings {
        issuer,
        client_id,
        client_secret,
        redirect_url: format!("{}{OIDC_CALLBACK_PATH}", public_url.trim_end_matches('/')),
        default_role,
    })
}

impl Settings {
    /// The store's kind, for logs (never the URL: it may hold a password).
    pub fn store_kind(&self) -> &'static str {
        match self.store {
            StoreSettings::Embedded => "embedded SQLite",
            StoreSettings::Postgres { .. } => "PostgreSQL",
        }
    }
}

fn read_file(path: &Path) -> anyhow::Result<FileSettings> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("Failed to read the config file {}", path.display()))?;
    toml::from_str(&text).with_context(|| format!("Failed to parse the config file {}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_default_to_the_embedded_store_on_localhost() {
        let settings = Settings::resolve(Options::default()).unwrap();
        assert_eq!(settings.bind.to_string(), "127.0.0.1:8080");
        assert_eq!(settings.data_dir, PathBuf::from("data"));
        assert_eq!(settings.store, StoreSettings::Embedded);
        assert_eq!(settings.llm, None);
    }

    #[test]
    fn it_should_prefer_flags_over_the_file() {
        let dir = tempfile_dir();
        let path = dir.join("fichas.toml");
        std::fs::write(&path, "bind = \"0.0.0.0:9000\"\ndata_dir = \"/srv/fichas\"\n").unwrap();
        let options =
            Options { config: Some(path), bind: Some("127.0.0.1:7000".parse().unwrap()), ..Options::default() };
        let settings = Settings::resolve(options).unwrap();
        assert_eq!(settings.bind.to_string(), "127.0.0.1:7000");
        assert_eq!(settings.data_dir, PathBuf::from("/srv/fichas"));
    }

    #[test]
    fn it_should_select_postgres_only_for_a_postgres_url() {
        let options = Options { database_url: Some("postgres://u@localhost/db".into()), ..Options::default() };
        assert!(matches!(Settings::resolve(options).unwrap().store, StoreSettings::Postgres { .. }));
        let options = Options { database_url: Some("mysql://x".into()), ..Options::default() };
        assert!(Settings::resolve(options).is_err());
        let options = Options { database_url: Some("  ".into()), ..Options::default() };
        assert_eq!(Settings::resolve(options).unwrap().store, StoreSettings::Embedded);
    }

    #[test]
    fn it_should_refuse_to_expose_a_single_user_server_beyond_loopback() {
        let exposed = Options { bind: Some("0.0.0.0:8080".parse().unwrap()), ..Options::default() };
        let error = Settings::resolve(exposed).unwrap().check_exposure().unwrap_err().to_string();
        assert!(error.contains("configure --auth local") && error.contains("set --auth local"), "{error}");
        let with_accounts =
            Options { bind: Some("0.0.0.0:8080".parse().unwrap()), auth: Some(AuthMode::Local), ..Options::default() };
        assert!(Settings::resolve(with_accounts).unwrap().check_exposure().is_ok());
        assert!(Settings::resolve(Options::default()).unwrap().check_exposure().is_ok());
        let v6 = Options { bind: Some("[::1]:8080".parse().unwrap()), ..Options::default() };
        assert!(Settings::resolve(v6).unwrap().check_exposure().is_ok());
    }

    #[test]
    fn it_should_need_every_provider_setting_for_oidc() {
        let full = || Options {
            auth: Some(AuthMode::Oidc),
            oidc_issuer: Some("https://login.example.com/tenant/v2.0".into()),
            oidc_client_id: Some("fichas".into()),
            oidc_client_secret: Some("s3creto".into()),
            public_url: Some("https://fichas.example.com/".into()),
            ..Options::default()
        };
        let oidc = Settings::resolve(full()).unwrap().auth.oidc.unwrap();
        assert_eq!(oidc.redirect_url, "https://fichas.example.com/api/auth/oidc/callback");
        assert_eq!(oidc.default_role, crate::identity::Role::Lector);
        assert!(!format!("{oidc:?}").contains("s3creto"));
        let error = Settings::resolve(Options { oidc_client_secret: None, ..full() }).unwrap_err().to_string();
        assert!(error.contains("FICHAS_OIDC_CLIENT_SECRET"), "{error}");
        let error = Settings::resolve(Options { public_url: Some("fichas.example.com".into()), ..full() });
        assert!(error.is_err());
        let ingeniero = Options { oidc_default_role: Some("ingeniero".into()), ..full() };
        assert_eq!(
            Settings::resolve(ingeniero).unwrap().auth.oidc.unwrap().default_role,
            crate::identity::Role::Ingeniero
        );
        // Local accounts ignore the provider settings.
        assert_eq!(Settings::resolve(Options { auth: Some(AuthMode::Local), ..full() }).unwrap().auth.oidc, None);
    }

    fn tempfile_dir() -> PathBuf {
        let dir = std::env::temp_dir().join(format!("fichas-settings-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }
}
