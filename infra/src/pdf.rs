//! The PDF renderer: one long-lived Chromium headless shell (Debian's
//! `chromium-headless-shell`) driven by chromiumoxide. `fichas serve` starts it in the background with
//! the server ([`ChromiumRenderer::start`]); a sheet asked for meanwhile
//! waits for that launch, and without a start the first sheet launches it.
//!
//! - The browser dies with the server, even one killed with SIGKILL: it is
//!   forked with `PR_SET_PDEATHSIG` set to SIGKILL, from one thread that
//!   lives as long as the process (the signal follows the forking *thread*),
//!   and chromiumoxide connects to the DevTools address it prints.
//! - Its own profile folder (removed with the browser, and by the next
//!   server to launch one when a killed server left it), no network at all:
//!   every request a page makes is paused by Fetch interception and failed,
//!   Network.setBlockedURLs blocks every URL as well, and the browser's own
//!   resolver and proxy point nowhere. Only `data:` content renders.
//! - Bounded concurrency: at most `pages` sheets print at once; a burst
//!   waits for a free page instead of failing.
//! - A pool of pages, one per concurrent print, opened when the browser
//!   starts and reused. Each page keeps a shell document ([`SHELL`]) that
//!   holds the sheets' inlined fonts, loaded once, and hides the page from
//!   the screen; a sheet swaps in only its own head and body, then prints.
//!   A sheet the shell cannot take (no `<!doctype html>`, a script, a font
//!   not inlined) replaces the page's document instead
//!   (Page.setDocumentContent, no navigation) and waits for its fonts. Both
//!   print the same bytes. A page is replaced after [`PAGE_USES`] sheets,
//!   which keeps the browser's memory flat. Tagged PDF is off:
//!   under page reuse it embeds DOM node ids that change from print to print.
//! - Each job has a timeout; a page that failed or timed out is closed. A
//!   watchdog per page hears the renderer crash and fails its print at once;
//!   a browser that died is launched again for the next job. The job that
//!   met either crash is retried once, on a fresh page (and browser).

use std::fs::File;
use std::io::BufRead;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, OnceLock};
use std::time::Duration;

use anyhow::{anyhow, Context};
use app::ports::PdfRenderer;
use async_trait::async_trait;
use chromiumoxide::cdp::browser_protocol::fetch::{
    EnableParams as FetchEnable, EventRequestPaused, FailRequestParams, RequestPattern,
};
use chromiumoxide::cdp::browser_protocol::inspector::{EnableParams as InspectorEnable, EventTargetCrashed};
use chromiumoxide::cdp::browser_protocol::network::{BlockPattern, ErrorReason, SetBlockedUrLsParams};
use chromiumoxide::cdp::browser_protocol::page::{FrameId, PrintToPdfParams, SetDocumentContentParams};
use chromiumoxide::cdp::browser_protocol::target::CreateTargetParams;
use chromiumoxide::cdp::js_protocol::runtime::{CallArgument, CallFunctionOnParams, EvaluateParams, RemoteObjectId};
use chromiumoxide::handler::viewport::Viewport;
use chromiumoxide::handler::HandlerConfig;
use chromiumoxide::{Browser, Page};
use futures::StreamExt;
use tokio::sync::{oneshot, Mutex, Notify, OwnedMutexGuard, Semaphore};

/// How the renderer runs.
#[derive(Debug, Clone)]
pub struct ChromiumSettings {
    /// Debian's `chromium-headless-shell` ([`HEADLESS_SHELL`]); the full
    /// `chromium` ([`FULL_CHROMIUM`]) prints the same sheets too.
    pub executable: PathBuf,
    /// Pages printing at once (and kept open between jobs); by default
    /// one per core, at least 2 and at most 8.
    pub pages: usize,
    /// Longest a single sheet may take.
    pub job_timeout: Duration,
    /// Where each browser gets its profile folder (the temporary folder).
    pub profiles: PathBuf,
    /// Swap each sheet into the page's shell document (the default);
    /// `false` replaces the whole document for every sheet, as before the
    /// shell. The same bytes either way; the bench compares both.
    pub shell: bool,
    /// Open each pooled page in its own window (off by default). The full
    /// Chromium ran the renderer of every page but the focused tab of a
    /// window at a lower priority (nice 5 on Linux, even with
    /// `--disable-renderer-backgrounding`), which a window per page
    /// avoided at about 20 ms more CPU per sheet; the headless shell has
    /// no tabs and runs every page's renderer at the normal priority
    /// either way (docs/BENCHMARKS.md, 'Data sheets'). The same bytes
    /// either way.
    pub window_per_page: bool,
}

impl Default for ChromiumSettings {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        Self {
            executable: PathBuf::from(HEADLESS_SHELL),
            pages: cores.clamp(2, 8),
            job_timeout: Duration::from_secs(30),
            profiles: std::env::temp_dir(),
            shell: true,
            window_per_page: false,
        }
    }
}

/// Sheets a page prints before it is replaced by a fresh one.
pub const PAGE_USES: usize = 100;

/// Resolves once every font the sheet declares is loaded (or failed):
/// `document.fonts.ready` alone may resolve before layout has asked for a
/// font. Sheets inline their fonts, so this waits on no network.
pub const FONTS_LOADED: &str =
    "Promise.all(Array.from(document.fonts, f => f.load().catch(() => null))).then(() => document.fonts.ready).then(() => true)";

/// The document a pooled page keeps between sheets: a style that hides
/// the page from the screen (a sheet is only ever printed, so the renderer
/// lays out and paints nothing for the screen; print media ignores the
/// rule), and a style that holds the sheets' inlined `@font-face` rules,
/// so that their fonts are decoded and loaded once per page instead of once
/// per sheet. Each sheet's own head and body are swapped in after these
/// (see [`SHELL_SWAP`]).
pub const SHELL: &str = "<!doctype html><html><head><style data-fichas-shell>@media screen { html { display: none } }</style><style data-fichas-shell data-fichas-fonts></style></head><body></body></html>";

/// Puts the sheets' `@font-face` rules into the shell and resolves once
/// every font is loaded.
pub const SHELL_FONTS: &str = "function(fonts) { this.head.querySelector(':scope > style[data-fichas-fonts]').textContent = fonts; \
return Promise.all(Array.from(this.fonts, f => f.load().catch(() => null))).then(() => this.fonts.ready).then(() => true); }";

/// Replaces the shell's sheet with another: the root element's attributes,
/// the head after the shell's own styles, and the body, parsed from the
/// sheet's HTML (its fonts already lifted into the shell). A parsed
/// document runs no script and loads nothing until its nodes are adopted.
pub const SHELL_SWAP: &str = "function(html) { const parsed = new DOMParser().parseFromString(html, 'text/html'); \
const root = this.documentElement; \
for (const a of Array.from(root.attributes)) root.removeAttribute(a.name); \
for (const a of Array.from(parsed.documentElement.attributes)) root.setAttribute(a.name, a.value); \
const shell = Array.from(this.head.querySelectorAll(':scope > style[data-fichas-shell]')); \
this.head.replaceChildren(...shell, ...parsed.head.childNodes); \
this.body.replaceWith(parsed.body); return true; }";

/// A sheet split for the shell: its inlined `@font-face` rules, and the
/// rest of its HTML. `None` when the shell cannot print it as the whole
/// document would: no `<!doctype html>` (the shell is in standards mode),
/// a script (a swapped-in script does not run), or a font that is not
/// inlined as a `data:` URL (it would need its own wait).
pub fn split_for_shell(html: &str) -> Option<(String, String)> {
    let start = html.trim_start().get(..15)?;
    if !start.eq_ignore_ascii_case("<!doctype html>") || html.to_ascii_lowercase().contains("<script") {
        return None;
    }
    let (mut fonts, mut rest) = (String::new(), String::with_capacity(html.len()));
    let mut tail = html;
    while let Some(at) = tail.find("@font-face{") {
        let end = at + tail[at..].find('}')? + 1;
        let rule = &tail[at..end];
        if !rule.contains("url(data:") {
            return None;
        }
        rest.push_str(&tail[..at]);
        fonts.push_str(rule);
        tail = &tail[end..];
    }
    rest.push_str(tail);
    (!rest.contains("@font-face")).then_some((fonts, rest))
}

/// A pooled page's shell: its document, and the font rules it holds.
struct Shell {
    document: RemoteObjectId,
    fonts: Option<String>,
}

/// How every sheet is printed: its own CSS page size, backgrounds, no
/// header or footer of Chromium's, untagged and without an outline (see
/// the module's notes).
pub fn print_params() -> PrintToPdfParams {
    PrintToPdfParams {
        print_background: Some(true),
        prefer_css_page_size: Some(true),
        generate_tagged_pdf: Some(false),
        generate_document_outline: Some(false),
        display_header_footer: Some(false),
        ..Default::default()
    }
}

/// An open page of the pool.
struct Pooled {
    page: Page,
    frame: FrameId,
    /// Sheets printed on it.
    uses: usize,
    /// Told when its renderer crashes (see [`ChromiumRenderer::new_page`]).
    crashed: Arc<Notify>,
    /// Its shell, when its document is one.
    shell: Option<Shell>,
}

/// A print failed because the page's renderer crashed.
#[derive(Debug)]
struct PageCrashed;

impl std::fmt::Display for PageCrashed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("The page's renderer crashed while printing a sheet")
    }
}

impl std::error::Error for PageCrashed {}

/// A launched browser and its idle pages.
struct Running {
    browser: Mutex<Browser>,
    /// Its process, killed when this is dropped.
    process: BrowserProcess,
    alive: Arc<AtomicBool>,
    identity: String,
    /// Idle pages.
    idle: std::sync::Mutex<Vec<Pooled>>,
    /// Pages the pool keeps at most.
    capacity: usize,
    /// Each page in a window of its own ([`ChromiumSettings::window_per_page`]).
    window_per_page: bool,
    /// Locked while this process lives (see [`sweep_stale_profiles`]).
    _lock: File,
    _profile: tempfile::TempDir,
}

pub struct ChromiumRenderer {
    settings: ChromiumSettings,
    slots: Semaphore,
    /// Held while a browser launches, so that only one ever does.
    running: Arc<Mutex<Option<Arc<Running>>>>,
    /// Sheets printed through a page's shell (the rest replaced the
    /// whole document).
    swapped: AtomicUsize,
}

/// The browser's process, leader of a process group of its own that its
/// helpers and renderers join. Dropping it kills the whole group and reaps
/// the browser.
struct BrowserProcess(std::sync::Mutex<Child>);

impl BrowserProcess {
    fn id(&self) -> u32 {
        self.0.lock().map_or(0, |child| child.id())
    }

    /// Whether it exited (reaped if so).
    fn exited(&self) -> bool {
        !self.0.lock().is_ok_and(|mut child| matches!(child.try_wait(), Ok(None)))
    }
}

impl Drop for BrowserProcess {
    fn drop(&mut self) {
        if let Ok(child) = self.0.get_mut() {
            if matches!(child.try_wait(), Ok(None)) {
                if let Ok(group) = i32::try_from(child.id()) {
                    // SAFETY: kill(2) of the process group this renderer created.
                    unsafe { libc::kill(-group, libc::SIGKILL) };
                }
                let _ = child.kill();
                let _ = child.wait();
            }
        }
    }
}

/// A child to fork, and where its answer goes.
type Fork = (Command, oneshot::Sender<std::io::Result<Child>>);

/// Forks `command` as a child that the kernel kills (SIGKILL) when this
/// process ends, however it ends. `PR_SET_PDEATHSIG` fires when the
/// *thread* that forked the child exits, and tokio retires its blocking
/// threads (and a test's runtime thread ends with its test), so every
/// browser is forked by one thread that lives as long as the process.
async fn spawn_tied_to_this_process(mut command: Command) -> std::io::Result<Child> {
    static FORKER: OnceLock<Option<mpsc::Sender<Fork>>> = OnceLock::new();
    let parent = std::process::id();
    // SAFETY: between fork and exec the closure only calls prctl(2) and
    // getppid(2), both async-signal-safe, and allocates nothing.
    unsafe {
        command.pre_exec(move || {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong) == -1 {
                return Err(std::io::Error::last_os_error());
            }
            // The server died before the line above: nothing would kill us.
            if u32::try_from(libc::getppid()).ok() != Some(parent) {
                return Err(std::io::Error::other("the server exited while the browser was starting"));
            }
            Ok(())
        });
    }
    let forker = FORKER.get_or_init(|| {
        let (forks, queue) = mpsc::channel::<Fork>();
        std::thread::Builder::new()
            .name("chromium-forker".into())
            .spawn(move || {
                for (mut command, answer) in queue {
                    let _ = answer.send(command.spawn());
                }
            })
            .ok()
            .map(|_| forks)
    });
    let forker = forker.as_ref().ok_or_else(|| std::io::Error::other("the browser-starting thread did not start"))?;
    let (answer, child) = oneshot::channel();
    forker.send((command, answer)).map_err(|_| std::io::Error::other("the browser-starting thread is gone"))?;
    child.await.map_err(|_| std::io::Error::other("the browser-starting thread is gone"))?
}

/// Reads the browser's standard error on a thread of its own until the
/// browser exits: the DevTools address it prints on start goes to the
/// answer (or, if it exits first, everything it printed), the rest to the
/// debug log, so the pipe never fills.
fn read_devtools_address(stderr: std::process::ChildStderr) -> oneshot::Receiver<Result<String, String>> {
    let (answer, address) = oneshot::channel();
    let reader = move || {
        let mut answer = Some(answer);
        let mut printed = String::new();
        for line in std::io::BufReader::new(stderr).lines() {
            let Ok(line) = line else { break };
            match answer.take() {
                Some(waiting) => {
                    let found = line
                        .rsplit_once("listening on ")
                        .map(|(_, address)| address.trim())
                        .filter(|address| address.starts_with("ws") && address.contains("devtools/browser"));
                    match found {
                        Some(address) => {
                            let _ = waiting.send(Ok(address.to_string()));
                        }
                        None => {
                            printed.push_str(&line);
                            printed.push('\n');
                            answer = Some(waiting);
                        }
                    }
                }
                None => tracing::debug!(line = %line, "chromium"),
            }
        }
        if let Some(waiting) = answer {
            let _ = waiting.send(Err(printed));
        }
    };
    if let Err(error) = std::thread::Builder::new().name("chromium-stderr".into()).spawn(reader) {
        tracing::warn!(%error, "the browser's output is not read");
    }
    address
}

/// Debian's `chromium-headless-shell` (package of the same name, built
/// from Debian's `chromium` source package): the browser sheets print with
/// (decision 2026-11-27-headless-shell-printing). The binary itself, not
/// `/usr/bin/chromium-headless-shell`: that is a `sh` script that runs it
/// as its child, so the browser would neither be the process the server
/// forks (`PR_SET_PDEATHSIG` would end the script and leave the browser
/// running) nor the one it kills.
pub const HEADLESS_SHELL: &str = "/usr/lib/chromium/chromium-headless-shell";

/// Debian's full `chromium` of the same version, which printed every sheet
/// issued before the headless shell; the tests print with both and compare.
pub const FULL_CHROMIUM: &str = "/usr/bin/chromium";

/// Whether `executable` is a headless shell (by its file name), which is
/// headless by nature and has no browser layer (no sync, extensions,
/// first run, component updates...): the switches of that layer mean
/// nothing to it.
pub fn is_headless_shell(executable: &Path) -> bool {
    executable.file_name().is_some_and(|name| name.to_string_lossy().contains("headless-shell"))
}

/// The browser's switches. Both builds take chromiumoxide's defaults for a
/// headless launch (puppeteer's list, as `BrowserConfig` passed them before
/// the browser was forked here) and ours; the full browser also takes
/// `--headless` and the switches of its browser layer, which the headless
/// shell does not have (none of those names is in its binary, checked with
/// `strings` on Debian's 156), so they are left out for it.
/// `--font-render-hinting` is the headless shell's own switch (the full
/// browser's binary has no such name and takes the hinting from
/// fontconfig, `hintslight` on Debian: conf.d/10-hinting-slight.conf):
/// with `slight` the shell lays text out as the full browser does and
/// prints the same bytes; with `none` the glyph boxes of the sheet's text
/// are a few points taller (other bytes), and without it they differ more.
pub fn switches(executable: &Path, profile: &Path, sandbox: bool) -> Vec<String> {
    let mut switches: Vec<String> = [
        "--enable-features=NetworkService,NetworkServiceInProcess",
        "--disable-background-timer-throttling",
        "--disable-backgrounding-occluded-windows",
        "--disable-breakpad",
        "--disable-dev-shm-usage",
        // Frames stay in the page's process, so the page's request
        // interception sees their requests too.
        "--disable-features=TranslateUI,IsolateOrigins,site-per-process",
        "--disable-hang-monitor",
        "--disable-ipc-flooding-protection",
        "--disable-renderer-backgrounding",
        "--force-color-profile=srgb",
        "--enable-automation",
        "--password-store=basic",
        "--enable-blink-features=IdleDetection",
        "--lang=en_US",
        "--disable-gpu",
        "--font-render-hinting=slight",
        "--disable-site-isolation-trials",
        // Nothing may leave the machine even if a request escaped the
        // page-level blocking: no name resolves, every proxy is dead,
        // loopback included.
        "--host-resolver-rules=MAP * ~NOTFOUND",
        "--proxy-server=127.0.0.1:9",
        "--proxy-bypass-list=<-loopback>",
        // Any free port; the browser prints which.
        "--remote-debugging-port=0",
        "--hide-scrollbars",
        "--mute-audio",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    if !is_headless_shell(executable) {
        switches.extend(
            [
                "--headless",
                "--disable-background-networking",
                "--disable-client-side-phishing-detection",
                "--disable-component-extensions-with-background-pages",
                "--disable-default-apps",
                "--disable-popup-blocking",
                "--disable-prompt-on-repost",
                "--disable-sync",
                "--metrics-recording-only",
                "--no-first-run",
                "--use-mock-keychain",
                "--disable-component-update",
                "--disable-domain-reliability",
                "--no-pings",
                "--no-default-browser-check",
                "--disable-extensions",
            ]
            .map(String::from),
        );
    }
    switches.push(format!("--user-data-dir={}", profile.display()));
    if !sandbox {
        switches.extend(["--no-sandbox".to_string(), "--disable-setuid-sandbox".to_string()]);
    }
    switches
}

pub fn as_root() -> bool {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("Uid:")).map(|l| l.split_whitespace().nth(1) == Some("0")))
        .unwrap_or(false)
}

/// Profile folders are named so in the temporary folder.
const PROFILE_PREFIX: &str = "fichas-chromium-";
/// The file each profile keeps locked while its process lives.
const PROFILE_LOCK: &str = "fichas.lock";

/// A new profile folder in `dir`, and its lock, held. The lock file is
/// locked under another name and then renamed, so a sweep never sees it
/// unlocked.
fn locked_profile(dir: &Path) -> anyhow::Result<(tempfile::TempDir, File)> {
    let profile = tempfile::Builder::new()
        .prefix(PROFILE_PREFIX)
        .tempdir_in(dir)
        .context("Failed to create the browser profile folder")?;
    let opening = profile.path().join("fichas.lock.new");
    let lock = File::create(&opening).context("Failed to create the browser profile lock")?;
    lock.try_lock().map_err(|e| anyhow!("Failed to lock the browser profile: {e}"))?;
    std::fs::rename(&opening, profile.path().join(PROFILE_LOCK)).context("Failed to name the browser profile lock")?;
    Ok((profile, lock))
}

/// A profile folder without its lock this long after it was last changed is
/// left over: a live one is locked microseconds after it is created.
const UNLOCKED_AGE: Duration = Duration::from_secs(600);

/// Removes from `dir` the profile folders that servers left behind: those
/// whose lock no process holds (a server killed with -9, a crash), and
/// those without a lock file changed more than ten minutes ago (a browser
/// still exiting writes its profile again after the server removed it;
/// builds before the lock). Profiles of running servers are locked and stay.
fn sweep_stale_profiles(dir: &Path) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else { return 0 };
    let mut removed = 0;
    for entry in entries.flatten() {
        if !entry.file_name().to_string_lossy().starts_with(PROFILE_PREFIX) {
            continue;
        }
        let stale = match File::open(entry.path().join(PROFILE_LOCK)) {
            Ok(lock) => lock.try_lock().is_ok(),
            Err(_) => entry
                .metadata()
                .and_then(|m| m.modified())
                .is_ok_and(|changed| changed.elapsed().is_ok_and(|age| age > UNLOCKED_AGE)),
        };
        if stale {
            match std::fs::remove_dir_all(entry.path()) {
                Ok(()) => removed += 1,
                Err(error) => {
                    tracing::warn!(%error, path = %entry.path().display(), "stale browser profile not removed")
                }
            }
        }
    }
    removed
}

/// Longest a browser may take to start.
const LAUNCH_TIMEOUT: Duration = Duration::from_secs(30);

impl ChromiumRenderer {
    pub fn new(settings: ChromiumSettings) -> Self {
        let slots = Semaphore::new(settings.pages.max(1));
        Self { settings, slots, running: Arc::default(), swapped: AtomicUsize::new(0) }
    }

    /// Launches the browser in the background and returns at once: a
    /// server calls it as it starts, so that its first sheet finds the
    /// browser warm (a cold start costs about a second). A sheet asked for
    /// before the browser is up waits for this launch instead of starting
    /// another: the launch holds the lock every print takes to find the
    /// browser, from before this returns until the browser is up.
    pub fn start(&self) {
        let Ok(mut running) = self.running.clone().try_lock_owned() else { return };
        if running.is_some() {
            return;
        }
        let settings = self.settings.clone();
        tokio::spawn(async move {
            match Self::launch(&settings).await {
                Ok(fresh) => *running = Some(fresh),
                Err(error) => {
                    tracing::warn!(error = ?error, "chromium did not start with the server; the first sheet will launch it")
                }
            }
        });
    }

    async fn launch(settings: &ChromiumSettings) -> anyhow::Result<Arc<Running>> {
        let swept = sweep_stale_profiles(&settings.profiles);
        if swept > 0 {
            tracing::info!(swept, "browser profiles of killed servers removed");
        }
        let (profile, lock) = locked_profile(&settings.profiles)?;
        let mut command = Command::new(&settings.executable);
        command
            .args(switches(&settings.executable, profile.path(), !as_root()))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .process_group(0);
        let mut child = spawn_tied_to_this_process(command)
            .await
            .with_context(|| format!("Failed to launch {}", settings.executable.display()))?;
        let stderr = child.stderr.take().context("The browser's output is not piped")?;
        let process = BrowserProcess(std::sync::Mutex::new(child));
        let address = match tokio::time::timeout(LAUNCH_TIMEOUT, read_devtools_address(stderr)).await {
            Ok(Ok(Ok(address))) => address,
            Ok(Ok(Err(printed))) => anyhow::bail!("Chromium exited while starting: {}", printed.trim()),
            Ok(Err(_)) => anyhow::bail!("Chromium's output was lost while starting"),
            Err(_) => anyhow::bail!("Chromium did not start within {LAUNCH_TIMEOUT:?}"),
        };
        // What `Browser::launch` gave its handler before the browser was
        // forked here: the same page emulation prints the same bytes.
        let handler = HandlerConfig {
            ignore_https_errors: true,
            ignore_invalid_messages: true,
            viewport: Some(Viewport::default()),
            context_ids: Vec::new(),
            request_timeout: settings.job_timeout,
            request_intercept: false,
            cache_enabled: true,
        };
        let (browser, mut handler) =
            Browser::connect_with_config(address, handler).await.context("Failed to connect to Chromium")?;
        let alive = Arc::new(AtomicBool::new(true));
        let flag = alive.clone();
        // The handler must be polled continuously, or every command stalls.
        tokio::spawn(async move {
            while let Some(event) = handler.next().await {
                if let Err(error) = event {
                    tracing::debug!(error = %error, "chromium handler");
                }
            }
            // Unless closed on purpose (`close`, which clears the flag first).
            if flag.swap(false, Ordering::SeqCst) {
                tracing::warn!("chromium connection closed");
            }
        });
        let version = browser.version().await.context("Failed to read the Chromium version")?;
        let number = version.product.rsplit('/').next().unwrap_or(&version.product).to_string();
        tracing::info!(version = %version.product, "chromium launched for PDF rendering");
        let running = Arc::new(Running {
            browser: Mutex::new(browser),
            process,
            alive,
            identity: format!("Chromium/{number}"),
            idle: std::sync::Mutex::new(Vec::new()),
            capacity: settings.pages.max(1),
            window_per_page: settings.window_per_page,
            _lock: lock,
            _profile: profile,
        });
        // The sheet that launched the browser opens its own page; the rest
        // of the pool opens meanwhile, so a burst finds its pages ready.
        for _ in 1..running.capacity {
            let running = running.clone();
            tokio::spawn(async move {
                match Self::new_page(&running).await {
                    Ok(pooled) => Self::park_page(&running, pooled).await,
                    Err(error) => tracing::debug!(error = ?error, "a page of the pool did not open"),
                }
            });
        }
        Ok(running)
    }

    /// The browser, launched (again) when there is none or it died; one
    /// being started waits here until it is up.
    async fn browser(&self) -> anyhow::Result<Arc<Running>> {
        let mut running: OwnedMutexGuard<_> = self.running.clone().lock_owned().await;
        if let Some(current) = running.as_ref() {
            if current.alive.load(Ordering::SeqCst) && !current.process.exited() {
                return Ok(current.clone());
            }
            tracing::warn!("chromium is gone; launching it again");
        }
        let fresh = Self::launch(&self.settings).await?;
        *running = Some(fresh.clone());
        Ok(fresh)
    }

    /// The operating-system process id of the browser, for measurements.
    pub async fn process_id(&self) -> Option<u32> {
        let running = self.running.lock().await.clone()?;
        Some(running.process.id())
    }

    async fn new_page(running: &Running) -> anyhow::Result<Pooled> {
        // Not in the background: a hidden page would paint nothing for the
        // screen (about 15 % less CPU per sheet), but Chromium runs a hidden
        // page's renderer at a lower priority (nice 5 on Linux), so under
        // load its sheets wait (docs/BENCHMARKS.md, 'Data sheets'). A tab
        // that is not its window's focused one is backgrounded too, unless
        // the settings ask for a window per page.
        let mut target = CreateTargetParams::new("about:blank");
        target.new_window = Some(running.window_per_page);
        let page = running.browser.lock().await.new_page(target).await.context("Failed to open a page")?;
        let mut paused = page.event_listener::<EventRequestPaused>().await.context("Failed to listen for requests")?;
        page.execute(FetchEnable::builder().pattern(RequestPattern::builder().url_pattern("*").build()).build())
            .await
            .context("Failed to intercept requests")?;
        let blocker = page.clone();
        tokio::spawn(async move {
            while let Some(event) = paused.next().await {
                tracing::warn!(url = %event.request.url, "blocked a request from a data sheet");
                let fail = FailRequestParams::new(event.request_id.clone(), ErrorReason::BlockedByClient);
                if blocker.execute(fail).await.is_err() {
                    break;
                }
            }
        });
        page.execute(SetBlockedUrLsParams::builder().url_pattern(BlockPattern::new("*://*:*/*", true)).build())
            .await
            .context("Failed to block URLs")?;
        // The watchdog: a crashed renderer answers nothing, so its print
        // would wait for the job timeout; the crash event ends it at once.
        let mut crashes = page.event_listener::<EventTargetCrashed>().await.context("Failed to watch the page")?;
        page.execute(InspectorEnable::default()).await.context("Failed to watch the page")?;
        let crashed = Arc::new(Notify::new());
        let told = crashed.clone();
        tokio::spawn(async move {
            if crashes.next().await.is_some() {
                tracing::warn!("a data-sheet page crashed");
                told.notify_one();
            }
        });
        let frame =
            page.mainframe().await.context("Failed to find the page's frame")?.context("The page has no frame")?;
        Ok(Pooled { page, frame, uses: 0, crashed, shell: None })
    }

    /// Back to the pool, or closed when the pool is full.
    async fn park_page(running: &Running, pooled: Pooled) {
        let full = match running.idle.lock() {
            Ok(mut idle) if idle.len() < running.capacity => {
                idle.push(pooled);
                return;
            }
            _ => pooled,
        };
        let _ = full.page.close().await;
    }

    /// Calls `function` on the page's shell document with one text argument.
    async fn call_on_shell(page: &Page, document: &RemoteObjectId, function: &str, text: &str) -> anyhow::Result<()> {
        let mut call = CallFunctionOnParams::new(function);
        call.object_id = Some(document.clone());
        call.arguments = Some(vec![CallArgument::builder().value(text).build()]);
        call.await_promise = Some(true);
        call.return_by_value = Some(true);
        let answer = page.execute(call).await?;
        if let Some(exception) = &answer.result.exception_details {
            anyhow::bail!("the shell script failed: {}", exception.text);
        }
        Ok(())
    }

    /// Puts a sheet into the page's shell, loading the shell (and the
    /// sheet's fonts) first if the page does not hold them yet.
    async fn swap_into_shell(pooled: &mut Pooled, fonts: String, rest: &str) -> anyhow::Result<()> {
        let page = &pooled.page;
        let shell = match &mut pooled.shell {
            Some(shell) => shell,
            None => {
                page.execute(SetDocumentContentParams::new(pooled.frame.clone(), SHELL)).await?;
                let document = EvaluateParams::builder()
                    .expression("document")
                    .build()
                    .map_err(|e| anyhow!("Failed to describe the shell: {e}"))?;
                let document = page.execute(document).await?.result.result.object_id.clone();
                let document = document.context("The shell has no document")?;
                pooled.shell.insert(Shell { document, fonts: None })
            }
        };
        if shell.fonts.as_deref() != Some(fonts.as_str()) {
            shell.fonts = None;
            Self::call_on_shell(page, &shell.document, SHELL_FONTS, &fonts).await?;
            shell.fonts = Some(fonts);
        }
        Self::call_on_shell(page, &shell.document, SHELL_SWAP, rest).await
    }

    /// Sheets this renderer printed through a page's shell document.
    pub fn swapped(&self) -> usize {
        self.swapped.load(Ordering::SeqCst)
    }

    async fn print(&self, pooled: &mut Pooled, html: &str) -> anyhow::Result<Vec<u8>> {
        let mut swapped = false;
        if let Some((fonts, rest)) = split_for_shell(html).filter(|_| self.settings.shell) {
            match Self::swap_into_shell(pooled, fonts, &rest).await {
                Ok(()) => swapped = true,
                Err(error) => {
                    tracing::warn!(error = ?error, "a sheet did not swap into the shell; replacing the document")
                }
            }
        }
        if !swapped {
            pooled.shell = None;
            pooled
                .page
                .execute(SetDocumentContentParams::new(pooled.frame.clone(), html))
                .await
                .context("Failed to load the sheet")?;
            // Inlined fonts decode asynchronously; print only once they are in.
            let fonts = EvaluateParams::builder()
                .expression(FONTS_LOADED)
                .await_promise(true)
                .build()
                .map_err(|e| anyhow!("Failed to describe the font wait: {e}"))?;
            pooled.page.execute(fonts).await.context("Failed to wait for fonts")?;
        }
        let pdf = pooled.page.pdf(print_params()).await.context("Failed to print the sheet")?;
        if swapped {
            self.swapped.fetch_add(1, Ordering::SeqCst);
        }
        Ok(pdf)
    }

    async fn attempt(&self, html: &str) -> anyhow::Result<Vec<u8>> {
        let running = self.browser().await?;
        let reused = running.idle.lock().map_err(|_| anyhow!("page pool poisoned"))?.pop();
        let mut pooled = match reused {
            Some(pooled) => pooled,
            None => Self::new_page(&running).await?,
        };
        let crashed = pooled.crashed.clone();
        let printed = tokio::select! {
            printed = tokio::time::timeout(self.settings.job_timeout, self.print(&mut pooled, html)) => printed,
            () = crashed.notified() => Ok(Err(anyhow::Error::new(PageCrashed))),
        };
        match printed {
            Ok(Ok(pdf)) => {
                pooled.uses += 1;
                if pooled.uses < PAGE_USES {
                    Self::park_page(&running, pooled).await;
                } else {
                    // A fresh page now and then keeps the renderer's memory
                    // flat; it opens now, off the next sheet's time.
                    let _ = pooled.page.close().await;
                    let running = running.clone();
                    tokio::spawn(async move {
                        if let Ok(fresh) = Self::new_page(&running).await {
                            Self::park_page(&running, fresh).await;
                        }
                    });
                }
                Ok(pdf)
            }
            Ok(Err(error)) => {
                let _ = tokio::time::timeout(Duration::from_secs(2), pooled.page.close()).await;
                Err(error)
            }
            Err(_) => {
                let _ = tokio::time::timeout(Duration::from_secs(2), pooled.page.close()).await;
                Err(anyhow!("Printing a sheet took longer than {:?}", self.settings.job_timeout))
            }
        }
    }

    fn crashed(&self, running: &Option<Arc<Running>>) -> bool {
        running.as_ref().is_some_and(|r| !r.alive.load(Ordering::SeqCst))
    }
}

#[async_trait]
impl PdfRenderer for ChromiumRenderer {
    async fn render(&self, html: &str) -> anyhow::Result<Vec<u8>> {
        let _slot = self.slots.acquire().await.context("Renderer closed")?;
        match self.attempt(html).await {
            Ok(pdf) => Ok(pdf),
            Err(error) if self.crashed(&*self.running.lock().await) => {
                tracing::warn!(error = ?error, "chromium crashed during a print; retrying once on a new browser");
                self.attempt(html).await
            }
            Err(error) if error.is::<PageCrashed>() => {
                tracing::warn!("a page crashed during a print; retrying once on a new page");
                self.attempt(html).await
            }
            Err(error) => Err(error),
        }
    }

    async fn identity(&self) -> anyhow::Result<String> {
        Ok(self.browser().await?.identity.clone())
    }

    /// Asks the browser to close (CDP `Browser.close`: chromiumoxide's
    /// handler then stops instead of logging the dropped connection as an
    /// error) and waits a moment for its process to end; what is left is
    /// killed when the last handle to it drops.
    async fn close(&self) {
        let Some(running) = self.running.lock().await.take() else { return };
        running.alive.store(false, Ordering::SeqCst);
        let closed = tokio::time::timeout(CLOSE_TIMEOUT, running.browser.lock().await.close()).await;
        if !matches!(closed, Ok(Ok(_))) {
            tracing::debug!("chromium did not close when asked; killing it");
            return;
        }
        let deadline = tokio::time::Instant::now() + CLOSE_TIMEOUT;
        while !running.process.exited() && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// Longest a browser asked to close is waited for.
const CLOSE_TIMEOUT: Duration = Duration::from_secs(5);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shell_takes_inlined_fonts_out_of_a_sheet_and_refuses_what_it_cannot_print_alike() {
        let font = |weight| {
            format!("@font-face{{font-family:'F';font-weight:{weight};src:url(data:font/ttf;base64,AAEC) format('truetype');}}")
        };
        let sheet = format!(
            "<!DOCTYPE html><html><head><style>{}{}p{{color:red}}</style></head><body><p>x</p></body></html>",
            font(400),
            font(700)
        );
        let (fonts, rest) = split_for_shell(&sheet).unwrap();
        assert_eq!(fonts, format!("{}{}", font(400), font(700)));
        assert_eq!(rest, "<!DOCTYPE html><html><head><style>p{color:red}</style></head><body><p>x</p></body></html>");
        assert_eq!(
            split_for_shell("<!doctype html><h1>Sin fuentes</h1>"),
            Some((String::new(), "<!doctype html><h1>Sin fuentes</h1>".into()))
        );
        // Quirks mode, a script, a font from elsewhere: the whole document.
        assert_eq!(split_for_shell("<html><h1>Sin doctype</h1></html>"), None);
        assert_eq!(split_for_shell("<!doctype html><SCRIPT>1</SCRIPT>"), None);
        assert_eq!(split_for_shell("<!doctype html><style>@font-face{src:url(http://x/f.ttf)}</style>"), None);
        assert_eq!(split_for_shell("<!doctype html><style>@font-face { src: url(data:,) }</style>"), None);
    }

    #[test]
    fn a_sweep_removes_only_the_profiles_no_process_holds() {
        let dir = tempfile::tempdir().unwrap();
        // A server killed with -9: its folder stays, its lock is released.
        let (killed, lock) = locked_profile(dir.path()).unwrap();
        drop(lock);
        let killed = killed.keep();
        // A running server's profile.
        let (running, _held) = locked_profile(dir.path()).unwrap();
        // Folders without a lock: one written again by an exiting browser
        // an hour ago, one just created (its lock comes next).
        let old = dir.path().join(format!("{PROFILE_PREFIX}old"));
        std::fs::create_dir(&old).unwrap();
        let hour_ago = std::time::SystemTime::now() - Duration::from_secs(3600);
        File::open(&old).unwrap().set_modified(hour_ago).unwrap();
        let fresh = dir.path().join(format!("{PROFILE_PREFIX}fresh"));
        std::fs::create_dir(&fresh).unwrap();
        // A folder not ours.
        let other = dir.path().join("other");
        std::fs::create_dir(&other).unwrap();
        File::create(other.join(PROFILE_LOCK)).unwrap();
        File::open(&other).unwrap().set_modified(hour_ago).unwrap();

        assert_eq!(sweep_stale_profiles(dir.path()), 2);
        assert!(!killed.exists() && !old.exists());
        assert!(running.path().join(PROFILE_LOCK).exists());
        assert!(fresh.exists() && other.exists());
        assert_eq!(sweep_stale_profiles(dir.path()), 0);
    }
}
