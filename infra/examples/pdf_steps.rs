//! Where a warm print's time goes (docs/BENCHMARKS.md, 'Data sheets
//! (PDF)'): the bench sheet printed on one page of one browser, each CDP
//! step timed (loading the sheet, the font wait, Page.printToPDF with the
//! transfer of its answer), and the CPU each step costs per Chromium
//! process and thread, read from /proc around every step. Two ways, same
//! bytes (checked): `whole`, the whole document replaced for every sheet
//! as before the shell, and `shell`, the sheet swapped into the page's
//! shell document as `infra::pdf` prints now. Reading /proc around every
//! step costs this process about 15 ms of CPU per sheet; that is counted
//! apart ("this process").
//!
//! `tools/bench/pdf-steps.sh` runs it. Environment: `N` (sheets per way,
//! default 40), `WAYS` (default "whole shell"), `TRACE=prefix` (also write
//! a Chrome trace of five sheets per way to `prefix-<way>.json`),
//! `HTML_OUT=path` (also write the sheet's HTML there, to try variants of
//! it with other tools), `CHROMIUM=path` (the browser; by default the
//! renderer's, Debian's headless shell; `/usr/bin/chromium` for the full
//! browser that printed sheets before it), `TEMPLATE=ficha-N` and
//! `HTML_IN=path` (print that template version's sheet, or that HTML: see
//! support/sheet.rs).

use std::collections::BTreeMap;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use app::sheets::pdf_dates::stamp_dates;
use chromiumoxide::cdp::browser_protocol::page::SetDocumentContentParams;
use chromiumoxide::cdp::browser_protocol::tracing::{
    EndParams, EventDataCollected, EventTracingComplete, StartParams, TraceConfig,
};
use chromiumoxide::cdp::js_protocol::runtime::{CallArgument, CallFunctionOnParams, EvaluateParams, RemoteObjectId};
use chromiumoxide::handler::viewport::Viewport;
use chromiumoxide::handler::HandlerConfig;
use chromiumoxide::{Browser, Page};
use futures::StreamExt;
use infra::pdf::{
    as_root, print_params, split_for_shell, switches, FONTS_LOADED, HEADLESS_SHELL, SHELL, SHELL_FONTS, SHELL_SWAP,
};

#[path = "support/proc.rs"]
mod proc;
use proc::{load, tree};
#[path = "support/sheet.rs"]
mod sheet;
use sheet::ISSUED_AT;

/// CPU ticks (user + system, 10 ms) so far per "process kind/thread name"
/// of the browser's tree, and of this process.
fn ticks(browser: u32) -> BTreeMap<String, u64> {
    let mut out = BTreeMap::new();
    let mut pids = tree(browser);
    pids.push(std::process::id());
    for pid in pids {
        // Child processes rewrite their command line with spaces.
        let cmd = std::fs::read_to_string(format!("/proc/{pid}/cmdline")).unwrap_or_default().replace(' ', "\0");
        let kind = if pid == std::process::id() {
            "this process".to_string()
        } else if cmd.contains("PrintCompositor") {
            "print compositor".to_string()
        } else {
            cmd.split('\0').find_map(|a| a.strip_prefix("--type=")).unwrap_or("browser").to_string()
        };
        for task in std::fs::read_dir(format!("/proc/{pid}/task")).into_iter().flatten().flatten() {
            let Ok(stat) = std::fs::read_to_string(task.path().join("stat")) else { continue };
            let Some((head, after)) = stat.rsplit_once(')') else { continue };
            let name: String =
                head.split_once('(').map_or("?", |(_, n)| n).chars().filter(|c| !c.is_ascii_digit()).collect();
            let fields: Vec<&str> = after.split_whitespace().collect();
            let used = fields.get(11).and_then(|t| t.parse::<u64>().ok()).unwrap_or(0)
                + fields.get(12).and_then(|t| t.parse::<u64>().ok()).unwrap_or(0);
            *out.entry(format!("{kind}/{name}")).or_insert(0) += used;
        }
    }
    out
}

fn add_difference(sum: &mut BTreeMap<String, u64>, before: &BTreeMap<String, u64>, after: &BTreeMap<String, u64>) {
    for (key, value) in after {
        *sum.entry(key.clone()).or_insert(0) += value.saturating_sub(*before.get(key).unwrap_or(&0));
    }
}

fn p50(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// One browser with the renderer's switches, connected as the renderer
/// connects; killed with its process group when dropped.
struct Chromium {
    browser: Browser,
    process: std::process::Child,
    _profile: tempfile::TempDir,
}

impl Drop for Chromium {
    fn drop(&mut self) {
        if let Ok(group) = i32::try_from(self.process.id()) {
            // SAFETY: kill(2) of the process group this bench started.
            unsafe { libc::kill(-group, libc::SIGKILL) };
        }
        let _ = self.process.wait();
    }
}

async fn launch(executable: &Path) -> anyhow::Result<Chromium> {
    let profile = tempfile::tempdir()?;
    let mut process = Command::new(executable)
        .args(switches(executable, profile.path(), !as_root()))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()?;
    let stderr = process.stderr.take().expect("piped");
    let (address, found) = tokio::sync::oneshot::channel();
    std::thread::spawn(move || {
        use std::io::BufRead;
        let mut address = Some(address);
        for line in std::io::BufReader::new(stderr).lines().map_while(Result::ok) {
            if let (Some((_, found)), Some(_)) = (line.rsplit_once("listening on "), address.as_ref()) {
                let _ = address.take().expect("once").send(found.trim().to_string());
            }
        }
    });
    let handler = HandlerConfig {
        ignore_https_errors: true,
        ignore_invalid_messages: true,
        viewport: Some(Viewport::default()),
        context_ids: Vec::new(),
        request_timeout: Duration::from_secs(30),
        request_intercept: false,
        cache_enabled: true,
    };
    let (browser, mut handler) = Browser::connect_with_config(found.await?, handler).await?;
    tokio::spawn(async move { while handler.next().await.is_some() {} });
    Ok(Chromium { browser, process, _profile: profile })
}

async fn call(page: &Page, document: &RemoteObjectId, function: &str, text: &str) -> anyhow::Result<()> {
    let mut call = CallFunctionOnParams::new(function);
    call.object_id = Some(document.clone());
    call.arguments = Some(vec![CallArgument::builder().value(text).build()]);
    call.await_promise = Some(true);
    call.return_by_value = Some(true);
    let answer = page.execute(call).await?;
    anyhow::ensure!(answer.result.exception_details.is_none(), "{:?}", answer.result.exception_details);
    Ok(())
}

async fn evaluate(page: &Page, expression: &str) -> anyhow::Result<Option<RemoteObjectId>> {
    let params = EvaluateParams::builder()
        .expression(expression)
        .await_promise(true)
        .build()
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(page.execute(params).await?.result.result.object_id.clone())
}

async fn trace_start(browser: &Browser) -> anyhow::Result<()> {
    let categories = "blink,cc,devtools.timeline,printing,skia,toplevel,v8,loading,gpu,viz,ipc,mojom";
    let config = TraceConfig {
        included_categories: Some(categories.split(',').map(String::from).collect()),
        ..Default::default()
    };
    browser.execute(StartParams { trace_config: Some(config), ..Default::default() }).await?;
    Ok(())
}

async fn trace_end(browser: &Browser, path: &str) -> anyhow::Result<()> {
    let mut data = browser.event_listener::<EventDataCollected>().await?;
    let mut complete = browser.event_listener::<EventTracingComplete>().await?;
    browser.execute(EndParams::default()).await?;
    let mut events = Vec::new();
    loop {
        tokio::select! {
            Some(chunk) = data.next() => events.extend(chunk.value.iter().cloned()),
            _ = complete.next() => break,
        }
    }
    while let Ok(Some(chunk)) = tokio::time::timeout(Duration::from_millis(200), data.next()).await {
        events.extend(chunk.value.iter().cloned());
    }
    std::fs::write(path, serde_json::to_vec(&serde_json::json!({ "traceEvents": events }))?)?;
    eprintln!("trace of five sheets, {} events: {path}", events.len());
    Ok(())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let fixture = std::env::args().nth(1).unwrap_or_else(|| "tools/bench/fixtures/rack-project.json".into());
    let project: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&fixture)?)?;
    let html = sheet::html(&project)?;
    if let Ok(path) = std::env::var("HTML_OUT") {
        std::fs::write(path, &html)?;
    }
    let (fonts, rest) =
        split_for_shell(&html).ok_or_else(|| anyhow::anyhow!("the bench sheet does not fit the shell"))?;
    println!(
        "| sheet | {} bytes of HTML: {} of inlined fonts, {} of the rest | |",
        html.len(),
        fonts.len(),
        rest.len()
    );
    let n: usize = std::env::var("N").ok().and_then(|s| s.parse().ok()).unwrap_or(40).max(1);
    let ways = std::env::var("WAYS").unwrap_or_else(|_| "whole shell".into());
    let trace = std::env::var("TRACE").ok();
    let executable = std::env::var_os("CHROMIUM").map_or_else(|| PathBuf::from(HEADLESS_SHELL), PathBuf::from);
    println!("| browser | {} | |", executable.display());
    let chromium = launch(&executable).await?;
    let pid = chromium.process.id();
    let mut expected: Option<Vec<u8>> = None;
    for way in ways.split_whitespace() {
        anyhow::ensure!(matches!(way, "whole" | "shell"), "unknown way {way}");
        let page = chromium.browser.new_page("about:blank").await?;
        let frame = page.mainframe().await?.ok_or_else(|| anyhow::anyhow!("no frame"))?;
        let mut document = None;
        if way == "shell" {
            page.execute(SetDocumentContentParams::new(frame.clone(), SHELL)).await?;
            let shell = evaluate(&page, "document").await?.ok_or_else(|| anyhow::anyhow!("no document"))?;
            call(&page, &shell, SHELL_FONTS, &fonts).await?;
            document = Some(shell);
        }
        let (mut load_ms, mut fonts_ms, mut print_ms, mut total_ms) = (vec![], vec![], vec![], vec![]);
        let mut cpu: [BTreeMap<String, u64>; 3] = Default::default();
        let warm_up = 5;
        for i in 0..warm_up + n {
            if trace.is_some() && i == warm_up {
                trace_start(&chromium.browser).await?;
            }
            if let (Some(prefix), true) = (&trace, i == warm_up + 5) {
                trace_end(&chromium.browser, &format!("{prefix}-{way}.json")).await?;
            }
            let c0 = ticks(pid);
            let t0 = Instant::now();
            match &document {
                None => {
                    page.execute(SetDocumentContentParams::new(frame.clone(), html.clone())).await?;
                }
                Some(shell) => call(&page, shell, SHELL_SWAP, &rest).await?,
            }
            let t1 = Instant::now();
            let c1 = ticks(pid);
            if document.is_none() {
                evaluate(&page, FONTS_LOADED).await?;
            }
            let t2 = Instant::now();
            let c2 = ticks(pid);
            let mut pdf = page.pdf(print_params()).await?;
            let t3 = Instant::now();
            let c3 = ticks(pid);
            stamp_dates(&mut pdf, ISSUED_AT)?;
            match &expected {
                None => expected = Some(pdf),
                Some(first) => anyhow::ensure!(*first == pdf, "{way}: sheet {i} printed other bytes"),
            }
            if i >= warm_up {
                let ms = |a: Instant, b: Instant| (b - a).as_secs_f64() * 1000.0;
                load_ms.push(ms(t0, t1));
                fonts_ms.push(ms(t1, t2));
                print_ms.push(ms(t2, t3));
                total_ms.push(ms(t0, t3));
                add_difference(&mut cpu[0], &c0, &c1);
                add_difference(&mut cpu[1], &c1, &c2);
                add_difference(&mut cpu[2], &c2, &c3);
            }
        }
        println!(
            "| {way}: wall p50 of {n} sheets | load the sheet {:.1} ms, font wait {:.1} ms, printToPDF and its answer {:.1} ms, in all {:.1} ms | load {} |",
            p50(&mut load_ms),
            p50(&mut fonts_ms),
            p50(&mut print_ms),
            p50(&mut total_ms),
            load()
        );
        for (step, ticks) in ["load the sheet", "font wait", "printToPDF"].iter().zip(&cpu) {
            let mut by_process: BTreeMap<&str, u64> = BTreeMap::new();
            for (key, value) in ticks {
                *by_process.entry(key.split('/').next().unwrap_or("?")).or_insert(0) += value;
            }
            let per_sheet = |t: u64| t as f64 * 10.0 / n as f64;
            let mut threads: Vec<_> = ticks.iter().filter(|(_, t)| **t > 0).collect();
            threads.sort_by(|a, b| b.1.cmp(a.1));
            println!(
                "| {way}: CPU per sheet, {step} | {} | threads: {} |",
                by_process.iter().map(|(k, t)| format!("{k} {:.1} ms", per_sheet(*t))).collect::<Vec<_>>().join(", "),
                threads
                    .iter()
                    .take(6)
                    .map(|(k, t)| format!("{k} {:.1}", per_sheet(**t)))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        page.close().await?;
    }
    Ok(())
}
