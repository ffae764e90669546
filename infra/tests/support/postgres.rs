//! A throwaway PostgreSQL cluster. Set `FICHAS_TEST_DATABASE_URL` (a URL to
//! a server where the user may create databases) to use an existing server.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

struct Cluster {
    /// URL without a database name, e.g. `postgres://postgres@127.0.0.1:5433`.
    base_url: String,
}

static CLUSTER: OnceLock<Cluster> = OnceLock::new();
/// Server binaries and the cluster's root folder, for the exit hook.
static DATA_DIR: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();

fn bin_dir() -> PathBuf {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .expect("PostgreSQL is not installed: run `make deps` (Debian package postgresql)")
        .filter_map(|e| e.ok().map(|e| e.path().join("bin")))
        .filter(|p| p.join("initdb").exists())
        .collect();
    versions.sort();
    versions.pop().expect("No PostgreSQL server binaries under /usr/lib/postgresql")
}

fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() == 0 }
}

/// Runs a server program as the `postgres` user when we are root (the server
/// refuses to run as root), otherwise as ourselves.
fn run(program: &Path, args: &[&str]) {
    let mut command = if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(program);
        c
    } else {
        Command::new(program)
    };
    let output = command.args(args).output().expect("Failed to start a PostgreSQL program");
    assert!(
        output.status.success(),
        "{} failed: {}{}",
        program.display(),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

extern "C" fn stop_cluster() {
    if let Some((bin, root)) = DATA_DIR.get() {
        let pg_ctl = bin.join("pg_ctl");
        let data = root.join("data").to_string_lossy().to_string();
        let _ = std::panic::catch_unwind(|| run(&pg_ctl, &["-D", &data, "-m", "immediate", "stop"]));
        let _ = std::fs::remove_dir_all(root);
    }
}

fn start() -> Cluster {
    if let Ok(url) = std::env::var("FICHAS_TEST_DATABASE_URL") {
        return Cluster { base_url: url.trim_end_matches('/').to_string() };
    }
    let bin = bin_dir();
    let root = std::env::temp_dir().join(format!("fichas-pg-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&root).unwrap();
    if is_root() {
        let status = Command::new("chown").args(["-R", "postgres:postgres"]).arg(&root).status().unwrap();
        assert!(status.success(), "Failed to hand the cluster folder to the postgres user");
    }
    let data = root.join("data");
    let data_s = data.to_string_lossy().to_string();
    let root_s = root.to_string_lossy().to_string();
    run(&bin.join("initdb"), &["-D", &data_s, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
    DATA_DIR.set((bin.clone(), root.clone())).ok();
    // SAFETY: registering a plain extern "C" function with no captured state.
    unsafe { libc::atexit(stop_cluster) };
    let port = free_port();
    let options = format!("-p {port} -k {root_s} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300");
    let log = root.join("server.log").to_string_lossy().to_string();
    run(&bin.join("pg_ctl"), &["-D", &data_s, "-o", &options, "-l", &log, "-w", "start"]);
    Cluster { base_url: format!("postgres://postgres@127.0.0.1:{port}") }
}

/// A new, empty database on the test cluster; returns its URL.
pub fn fresh_database() -> String {
    let cluster = CLUSTER.get_or_init(start);
    let name = format!("fichas_{}", uuid::Uuid::new_v4().simple());
    let admin = format!("{}/postgres", cluster.base_url);
    let status = Command::new("psql")
        .args([&admin, "-q", "-v", "ON_ERROR_STOP=1", "-c", &format!("CREATE DATABASE {name}")])
        .status()
        .expect("Failed to run psql (Debian package postgresql-client)");
    assert!(status.success(), "Failed to create test database {name}");
    format!("{}/{name}", cluster.base_url)
}
