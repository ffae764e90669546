//! The printing browser's life: started with the server in the background,
//! shared by the sheets asked for while it starts, and gone with the server
//! even when the server is killed with SIGKILL (issue 23, item 8).

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use app::ports::PdfRenderer;
use infra::pdf::{ChromiumRenderer, ChromiumSettings};
use serde_json::json;

/// The processes whose command line names `folder` (a browser's profile
/// lives in it): the browser and every helper and renderer it started.
fn processes_naming(folder: &Path) -> Vec<(u32, String)> {
    let needle = folder.to_string_lossy().into_owned();
    let mut found = vec![];
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else { continue };
        let Ok(cmdline) = std::fs::read(format!("/proc/{pid}/cmdline")) else { continue };
        let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
        if cmdline.contains(&needle) {
            found.push((pid, cmdline));
        }
    }
    found
}

/// Of those, the browsers themselves (helpers and renderers carry a `--type`).
fn browsers_naming(folder: &Path) -> Vec<u32> {
    processes_naming(folder)
        .into_iter()
        .filter(|(_, cmdline)| !cmdline.contains("--type="))
        .map(|(pid, _)| pid)
        .collect()
}

/// A process's parent, state and start time (`/proc/PID/stat`).
fn stat_of(pid: u32) -> Option<(u32, String, u64)> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    Some((fields.get(1)?.parse().ok()?, (*fields.first()?).to_string(), fields.get(19)?.parse().ok()?))
}

fn parent_of(pid: u32) -> Option<u32> {
    stat_of(pid).map(|(parent, _, _)| parent)
}

/// A process and its descendants, each with its start time (a pid may be
/// used again once the process is gone).
fn tree_of(root: u32) -> Vec<(u32, u64)> {
    let mut tree: Vec<(u32, u64)> = stat_of(root).map(|(_, _, start)| (root, start)).into_iter().collect();
    let mut grew = true;
    while grew {
        grew = false;
        for entry in std::fs::read_dir("/proc").unwrap().flatten() {
            let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else { continue };
            let Some((parent, _, start)) = stat_of(pid) else { continue };
            if tree.iter().any(|(p, _)| *p == parent) && !tree.iter().any(|(p, _)| *p == pid) {
                tree.push((pid, start));
                grew = true;
            }
        }
    }
    tree
}

/// Those of `tree` still running (a zombie has ended: it only waits to be reaped).
fn living(tree: &[(u32, u64)]) -> Vec<u32> {
    tree.iter()
        .filter(|(pid, start)| stat_of(*pid).is_some_and(|(_, state, s)| s == *start && state != "Z"))
        .map(|(pid, _)| *pid)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sheet_asked_for_while_the_browser_starts_waits_for_that_browser() {
    let profiles = tempfile::tempdir().unwrap();
    let renderer = ChromiumRenderer::new(ChromiumSettings {
        profiles: profiles.path().to_path_buf(),
        ..ChromiumSettings::default()
    });
    let started = Instant::now();
    renderer.start();
    // A launch takes hundreds of milliseconds at the least; start does not wait for it.
    assert!(started.elapsed() < Duration::from_millis(100), "start waited {:?}", started.elapsed());
    renderer.start(); // a second call starts nothing more

    // Two sheets at once, right away: both wait for the browser being started.
    let html = "<!doctype html><meta charset=utf-8><h1>Durante el arranque</h1>";
    let (a, b) = tokio::join!(renderer.render(html), renderer.render(html));
    assert!(a.unwrap().starts_with(b"%PDF") && b.unwrap().starts_with(b"%PDF"));
    let browsers = browsers_naming(profiles.path());
    assert_eq!(browsers.len(), 1, "one browser, not one per early sheet: {:?}", processes_naming(profiles.path()));
    assert_eq!(renderer.process_id().await, Some(browsers[0]));
    let folders = std::fs::read_dir(profiles.path()).unwrap().count();
    assert_eq!(folders, 1, "one profile folder");

    // Dropped with its renderer, the browser goes, with its helpers and
    // renderers, and takes its profile along.
    let tree = tree_of(browsers[0]);
    drop(renderer);
    let deadline = Instant::now() + Duration::from_secs(5);
    let gone = || living(&tree).is_empty() && std::fs::read_dir(profiles.path()).unwrap().count() == 0;
    while !gone() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(living(&tree), Vec::<u32>::new(), "processes of the browser outlived its renderer");
    assert_eq!(std::fs::read_dir(profiles.path()).unwrap().count(), 0, "its profile folder stayed");
}

/// `fichas` on an embedded store of its own, with its temporary folder
/// (where the browser's profile goes) in `temporary`.
fn fichas(data: &Path, temporary: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_fichas"));
    command
        .env_remove("FICHAS_CONFIG")
        .env_remove("DATABASE_URL")
        .env("FICHAS_DATA_DIR", data)
        .env("FICHAS_WEB_DIR", data.join("no-web"))
        .env("FICHAS_LOG", "warn")
        .env("TMPDIR", temporary);
    command
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_browser_starts_with_the_server_and_dies_with_it_even_under_sigkill() {
    let (data, temporary) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let catalogue = crate::support::demo_file("compressors-sample.idf");
    let imported = fichas(data.path(), temporary.path()).arg("import-catalogue").arg(&catalogue).status().unwrap();
    assert!(imported.success(), "fichas import-catalogue failed");
    let mut server = fichas(data.path(), temporary.path())
        .args(["serve", "--bind", &format!("127.0.0.1:{port}")])
        .stdout(Stdio::null())
        .spawn()
        .expect("Failed to start fichas serve");
    let base = format!("http://127.0.0.1:{port}");
    let http = reqwest::Client::builder().timeout(Duration::from_secs(120)).build().unwrap();
    let deadline = Instant::now() + Duration::from_secs(120);
    while !http.get(format!("{base}/health")).send().await.is_ok_and(|r| r.status().is_success()) {
        assert!(server.try_wait().unwrap().is_none(), "fichas serve exited while starting");
        assert!(Instant::now() < deadline, "fichas serve did not answer /health");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // Before any sheet, the server has started its browser.
    let deadline = Instant::now() + Duration::from_secs(60);
    let browser = loop {
        if let [browser] = browsers_naming(temporary.path())[..] {
            break browser;
        }
        assert!(Instant::now() < deadline, "no browser started with the server");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(parent_of(browser), Some(server.id()), "the server's own child");

    // A sheet, printed by that browser.
    let project = json!({
        "name": "Rack de la prueba", "equipmentType": "rack", "voltage": 460, "refrigerant": "R404A", "condTemp": 40,
        "rackConfig": {"customer": "Supermercado Sur", "pipeDistance": 25, "capacityControl": "STANDARD",
            "numberOfCircuits": 1, "liquidLinesConfig": {"numberOfLines": 1},
            "circuits": [{"id": 1, "evapTemp": -6.7, "requiredCapacity": 40,
                "compressors": [{"id": 1, "model": "3DA3-075E-TFD", "type": "reciprocante"}],
                "suctionLinesConfig": {"numberOfLines": 1}}]}
    });
    let created = http.post(format!("{base}/api/projects")).json(&project).send().await.unwrap();
    assert_eq!(created.status(), 201, "{}", created.text().await.unwrap());
    let id = created.json::<serde_json::Value>().await.unwrap()["id"].as_str().unwrap().to_string();
    let sheet = http.post(format!("{base}/api/projects/{id}/generate-pdf")).send().await.unwrap();
    assert_eq!(sheet.status(), 200);
    assert!(sheet.bytes().await.unwrap().starts_with(b"%PDF"));
    assert_eq!(browsers_naming(temporary.path()), vec![browser], "the sheet was printed by the started browser");
    let tree = tree_of(browser);
    assert!(tree.len() > 2, "the browser runs its helpers and renderers: {tree:?}");

    // Killed with SIGKILL, the server runs no code; the kernel ends the
    // browser, and its helpers and renderers follow.
    server.kill().unwrap();
    server.wait().unwrap();
    let deadline = Instant::now() + Duration::from_secs(5);
    while !(processes_naming(temporary.path()).is_empty() && living(&tree).is_empty()) && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(
        processes_naming(temporary.path()),
        vec![],
        "processes naming the killed server's browser profile remain"
    );
    assert_eq!(living(&tree), Vec::<u32>::new(), "processes of the killed server's browser remain");
}

/// A process's nice value (`/proc/PID/stat`, field 19).
fn nice_of(pid: u32) -> Option<i64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat.rsplit_once(')')?.1.split_whitespace().nth(16)?.parse().ok()
}

/// The full Chromium backgrounds the renderer of a tab that is not its
/// window's focused one (nice 5 on Linux, even with
/// `--disable-renderer-backgrounding`), so pooled pages opened as tabs of
/// one window printed behind other work on a busy machine, and a window
/// per page (`ChromiumSettings::window_per_page`) was the way out. The
/// headless shell has no tabs or windows to focus: every page's renderer
/// runs at the normal priority either way.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_pooled_page_prints_in_the_background_as_tabs_or_in_windows() {
    for window_per_page in [false, true] {
        let pages = 3;
        let renderer =
            ChromiumRenderer::new(ChromiumSettings { pages, window_per_page, ..ChromiumSettings::default() });
        let html = "<!doctype html><meta charset=utf-8><h1>Prioridad</h1>";
        // As many sheets at once as the pool has pages: every page is in use.
        let (a, b, c) = tokio::join!(renderer.render(html), renderer.render(html), renderer.render(html));
        assert!([a, b, c].into_iter().all(|pdf| pdf.unwrap().starts_with(b"%PDF")));
        let browser = renderer.process_id().await.expect("a running browser");
        let renderers = || -> Vec<(u32, Option<i64>)> {
            tree_of(browser)
                .into_iter()
                .filter(|(pid, _)| {
                    let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
                    String::from_utf8_lossy(&cmdline).contains("--type=renderer")
                })
                .map(|(pid, _)| (pid, nice_of(pid)))
                .collect()
        };
        // Chromium sets a renderer's priority once its page is shown; a
        // renderer in front runs at this process's own priority.
        tokio::time::sleep(Duration::from_millis(1500)).await;
        let own = nice_of(std::process::id());
        let found = renderers();
        assert!(found.len() >= pages, "windows {window_per_page}: {pages} pages, renderers {found:?}");
        assert!(
            found.iter().all(|(_, nice)| *nice == own),
            "windows {window_per_page}: renderers (pid, nice) {found:?}, each at {own:?}, none backgrounded"
        );
    }
}
