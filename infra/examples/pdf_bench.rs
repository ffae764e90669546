//! Data-sheet printing figures for docs/BENCHMARKS.md (issue 23, item 8):
//! cold print (Chromium launch included), a first sheet on a browser started
//! in the background as a server does, warm p50/p95 one at a time (the
//! sheet swapped into the page's shell, and the whole document replaced
//! as before the shell), the ratio, CPU per warm sheet, sheets per second at 1, 2 and 4 concurrent
//! prints (one pooled page per concurrent print), and the Chromium
//! processes' memory over 1,000 sheets. Each figure carries the load
//! average when it was taken. Every print of the sheet must give the same
//! bytes once the dates are stamped; the bench stops if one does not.
//! Run with `tools/bench/pdf.sh` (a project detail with a real rack
//! calculation is in tools/bench/fixtures).
//!
//! Environment: `SHEETS` (memory run, default 1000), `WARM` (default 200),
//! `TOTAL` (sheets per concurrency level, default 200), `COLD` (cold
//! launches, default 3), `LEVELS` (default "1 2 4"), `PDF_OUT` (write the
//! first sheet there), `WINDOWS=1` (each of the pool's pages in a window
//! of its own instead of tabs of one window), `CHROMIUM=path` (the browser;
//! by default the renderer's, Debian's headless shell; `/usr/bin/chromium`
//! for the full browser that printed sheets before it). Each PDF gets the
//! Info object the full browser writes, as sheets do
//! (`app::sheets::chromium_info`), and the first is checked against the
//! full browser's print of the same sheet. `TEMPLATE=ficha-N` prints that
//! template version's sheet; `HTML_IN=path` prints that HTML (see
//! support/sheet.rs).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use app::ports::PdfRenderer;
use app::sheets::chromium_info::as_full_chromium_wrote;
use app::sheets::pdf_dates::stamp_dates;
use infra::pdf::{ChromiumRenderer, ChromiumSettings, FULL_CHROMIUM, HEADLESS_SHELL};

#[path = "support/proc.rs"]
mod proc;
use proc::{load, tree};
#[path = "support/sheet.rs"]
mod sheet;
use sheet::{compose, ISSUED_AT};

/// `WINDOWS=1`: each of the pool's pages in a window of its own
/// (`ChromiumSettings::window_per_page`) instead of tabs of one window.
fn windows() -> bool {
    std::env::var("WINDOWS").is_ok_and(|v| v == "1")
}

/// The renderer's settings with the browser `CHROMIUM` names and the
/// windows `WINDOWS` asks for.
fn settings() -> ChromiumSettings {
    let executable = std::env::var_os("CHROMIUM").map_or_else(|| HEADLESS_SHELL.into(), Into::into);
    ChromiumSettings { executable, window_per_page: windows(), ..ChromiumSettings::default() }
}

/// The PDF as a sheet keeps it: the full browser's Info object, the dates
/// stamped.
fn as_issued(pdf: &mut Vec<u8>) -> anyhow::Result<()> {
    as_full_chromium_wrote(pdf)?;
    stamp_dates(pdf, ISSUED_AT)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

fn env(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

/// CPU time used so far by this process and the tree of a browser (user +
/// system), seconds. Only the live browser: the processes of one dropped
/// before would take their time away as they exit.
fn cpu_seconds(browser: u32) -> f64 {
    let mut pids = tree(browser);
    pids.push(std::process::id());
    let ticks: u64 = pids
        .iter()
        .filter_map(|pid| std::fs::read_to_string(format!("/proc/{pid}/stat")).ok())
        .filter_map(|stat| {
            let after = stat.rsplit_once(')')?.1.to_string();
            let fields: Vec<&str> = after.split_whitespace().collect();
            Some(fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?)
        })
        .sum();
    ticks as f64 / 100.0
}

/// Resident and proportional set size (shared pages split between their
/// users, so those add up) of a process and its descendants, in MiB.
fn tree_memory_mib(root: u32) -> (f64, f64) {
    let mut rss = 0;
    let mut pss = 0;
    for pid in tree(root) {
        let Ok(rollup) = std::fs::read_to_string(format!("/proc/{pid}/smaps_rollup")) else { continue };
        for line in rollup.lines() {
            let kib = || line.split_whitespace().nth(1).and_then(|k| k.parse::<u64>().ok()).unwrap_or(0);
            if line.starts_with("Rss:") {
                rss += kib();
            } else if line.starts_with("Pss:") {
                pss += kib();
            }
        }
    }
    (rss as f64 / 1024.0, pss as f64 / 1024.0)
}

/// Prints a sheet and checks it is the expected bytes once dated.
struct Printer {
    renderer: Arc<ChromiumRenderer>,
    html: Arc<String>,
    expected: Arc<Vec<u8>>,
}

impl Printer {
    fn new(pages: usize, shell: bool, html: &Arc<String>, expected: &Arc<Vec<u8>>) -> Self {
        let settings = ChromiumSettings { pages, shell, ..settings() };
        Self { renderer: Arc::new(ChromiumRenderer::new(settings)), html: html.clone(), expected: expected.clone() }
    }

    async fn print(&self) -> anyhow::Result<Duration> {
        let t = Instant::now();
        let mut pdf = self.renderer.render(&self.html).await?;
        as_issued(&mut pdf)?;
        let took = t.elapsed();
        anyhow::ensure!(pdf == *self.expected, "a print of the same sheet gave other bytes");
        Ok(took)
    }

    /// `total` sheets by `workers` concurrent requests; sheets per second.
    async fn burst(&self, workers: usize, total: usize) -> anyhow::Result<f64> {
        let next = Arc::new(AtomicUsize::new(0));
        let started = Instant::now();
        let jobs: Vec<_> = (0..workers)
            .map(|_| {
                let (printer, next) = (self.clone(), next.clone());
                tokio::spawn(async move {
                    while next.fetch_add(1, Ordering::SeqCst) < total {
                        printer.print().await?;
                    }
                    anyhow::Ok(())
                })
            })
            .collect();
        for job in jobs {
            job.await??;
        }
        Ok(total as f64 / started.elapsed().as_secs_f64())
    }
}

impl Clone for Printer {
    fn clone(&self) -> Self {
        Self { renderer: self.renderer.clone(), html: self.html.clone(), expected: self.expected.clone() }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let fixture = std::env::args().nth(1).unwrap_or_else(|| "tools/bench/fixtures/rack-project.json".into());
    let project: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&fixture)?)?;
    let html = Arc::new(sheet::html(&project)?);
    let mut html_times: Vec<Duration> = (0..50)
        .map(|_| {
            let t = Instant::now();
            let _ = compose(&project);
            t.elapsed()
        })
        .collect();
    html_times.sort();
    let cores = std::thread::available_parallelism().map_or(0, usize::from);
    let what = match std::env::var("HTML_IN") {
        Ok(path) => format!("{path}, "),
        Err(_) => format!("{}, ", sheet::version()?),
    };
    println!(
        "| sheet | {what}{} bytes of HTML, view model + template p50 {} | {cores} cores, default pool {} pages |",
        html.len(),
        ms(percentile(&html_times, 50.0)),
        ChromiumSettings::default().pages
    );

    // Cold: a new renderer each time, its first sheet launches Chromium.
    let mut expected = None;
    let mut cold = Vec::new();
    for _ in 0..env("COLD", 3).max(1) {
        let renderer = ChromiumRenderer::new(settings());
        let before = load();
        let t = Instant::now();
        let mut pdf = renderer.render(&html).await?;
        as_issued(&mut pdf)?;
        cold.push((t.elapsed(), before));
        if let Some(path) = std::env::var_os("PDF_OUT") {
            std::fs::write(path, &pdf)?;
        }
        match &expected {
            None => expected = Some(pdf),
            Some(first) => anyhow::ensure!(*first == pdf, "two cold prints of the same sheet differ"),
        }
        drop(renderer);
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    let expected = Arc::new(expected.expect("one cold print"));
    // The bytes every sheet was issued with before the headless shell.
    let full =
        ChromiumRenderer::new(ChromiumSettings { executable: FULL_CHROMIUM.into(), ..ChromiumSettings::default() });
    let mut by_full = full.render(&html).await?;
    as_issued(&mut by_full)?;
    anyhow::ensure!(by_full == *expected, "the sheet prints other bytes than Debian's full chromium prints");
    drop(full);
    println!("| browser | {}; the same bytes as {FULL_CHROMIUM} | |", settings().executable.display());
    let mut cold_sorted: Vec<Duration> = cold.iter().map(|(d, _)| *d).collect();
    cold_sorted.sort();
    let cold_p50 = percentile(&cold_sorted, 50.0);
    let loads: Vec<&str> = cold.iter().map(|(_, l)| l.as_str()).collect();
    println!(
        "| cold: first sheet, Chromium launch included ({} launches) | p50 {} (all: {}) | load {} |",
        cold.len(),
        ms(cold_p50),
        cold.iter().map(|(d, _)| ms(*d)).collect::<Vec<_>>().join(", "),
        loads.join(", ")
    );

    // What a user's first sheet costs on a server: the browser was started
    // with it (in the background), so the sheet finds it up.
    let mut first = Vec::new();
    for _ in 0..env("COLD", 3).max(1) {
        let renderer = ChromiumRenderer::new(settings());
        renderer.start();
        renderer.process_id().await; // waits for the launch
        tokio::time::sleep(Duration::from_millis(500)).await; // the pool's pages open
        let before = load();
        let t = Instant::now();
        let mut pdf = renderer.render(&html).await?;
        as_issued(&mut pdf)?;
        first.push((t.elapsed(), before));
        anyhow::ensure!(pdf == *expected, "a first sheet after the start differs");
        drop(renderer);
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    println!(
        "| first sheet on a server (browser started with it), {} starts | {} | load {} |",
        first.len(),
        first.iter().map(|(d, _)| ms(*d)).collect::<Vec<_>>().join(", "),
        first.iter().map(|(_, l)| l.as_str()).collect::<Vec<_>>().join(", ")
    );

    // Warm, one at a time, on the default pool: the sheet swapped into the
    // page's shell (the default), then the whole document replaced for
    // every sheet (as before the shell), same bytes.
    let count = env("WARM", 200).max(1);
    let mut warm_p50 = Duration::ZERO;
    for (shell, how) in [(true, "shell"), (false, "whole document")] {
        let printer = Printer::new(settings().pages, shell, &html, &expected);
        for _ in 0..5 {
            printer.print().await?;
        }
        let before = load();
        let browser = printer.renderer.process_id().await.unwrap_or(0);
        let cpu_before = cpu_seconds(browser);
        let mut warm = Vec::new();
        for _ in 0..count {
            warm.push(printer.print().await?);
        }
        let cpu_per_sheet = (cpu_seconds(browser) - cpu_before) / count as f64;
        warm.sort();
        let p50 = percentile(&warm, 50.0);
        if shell {
            warm_p50 = p50;
        }
        println!(
            "| warm, one at a time, {how}, {count} sheets | p50 {}, p95 {}, p99 {}, fastest {}; CPU {:.1} ms per sheet (Chromium and this process) | load {before} to {} |",
            ms(p50),
            ms(percentile(&warm, 95.0)),
            ms(percentile(&warm, 99.0)),
            ms(warm[0]),
            cpu_per_sheet * 1000.0,
            load()
        );
    }
    println!("| cold p50 / warm p50 (shell) | {:.1} × | |", cold_p50.as_secs_f64() / warm_p50.as_secs_f64());

    // Throughput: one page per concurrent print.
    let total = env("TOTAL", 200).max(1);
    let levels = std::env::var("LEVELS").unwrap_or_else(|_| "1 2 4".into());
    for level in levels.split_whitespace().filter_map(|l| l.parse::<usize>().ok()) {
        let printer = Printer::new(level, true, &html, &expected);
        printer.burst(level, level * 3).await?;
        let before = load();
        let browser = printer.renderer.process_id().await.unwrap_or(0);
        let cpu_before = cpu_seconds(browser);
        let rate = printer.burst(level, total).await?;
        let cpu = (cpu_seconds(browser) - cpu_before) / total as f64;
        println!(
            "| {level} concurrent, {level} pages, {total} sheets | {rate:.1} sheets/s, CPU {:.1} ms per sheet | load {before} to {} |",
            cpu * 1000.0,
            load()
        );
    }

    // Memory over many sheets, 4 at a time on 4 pages.
    let sheets = env("SHEETS", 1000);
    if sheets > 0 {
        let printer = Printer::new(4, true, &html, &expected);
        printer.burst(4, 4).await?;
        let pid = printer.renderer.process_id().await.unwrap_or(0);
        let (rss, pss) = tree_memory_mib(pid);
        let mut memory = vec![format!("{pss:.0} / {rss:.0} after 4")];
        let before = load();
        let mut done = 0;
        while done < sheets {
            let step = 250.min(sheets - done);
            printer.burst(4, step).await?;
            done += step;
            let (rss, pss) = tree_memory_mib(pid);
            memory.push(format!("{pss:.0} / {rss:.0} after {done}"));
        }
        println!(
            "| Chromium memory, PSS / RSS of its process tree in MiB, 4 pages, {sheets} sheets | {} | load {before} to {} |",
            memory.join(", "),
            load()
        );
    }
    Ok(())
}
