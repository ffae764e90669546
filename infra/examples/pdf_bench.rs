//! Data-sheet printing figures for docs/BENCHMARKS.md (issue 10):
//! first sheet after start, warm p50/p99 over 100 sheets, sheets per second
//! with 4 concurrent requests, and the browser's memory after 1,000 sheets.
//! Run with `tools/bench/pdf.sh` (a project detail with a real rack
//! calculation is in tools/bench/fixtures).

use std::sync::Arc;
use std::time::{Duration, Instant};

use app::ports::PdfRenderer;
use app::sheets::model::{build, Images, Issue};
use app::sheets::render::render_html;
use app::sheets::template_versions::TEMPLATE_VERSION;
use domain::company_settings::CompanyDetails;
use domain::design_config::DesignSettings;
use infra::pdf::{ChromiumRenderer, ChromiumSettings};

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// A process and all its descendants.
fn tree(root: u32) -> Vec<u32> {
    let mut parents = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else { continue };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else { continue };
        let after = stat.rsplit_once(')').map(|(_, rest)| rest.to_string()).unwrap_or_default();
        let ppid = after.split_whitespace().nth(1).and_then(|p| p.parse::<u32>().ok()).unwrap_or(0);
        parents.push((pid, ppid));
    }
    let mut tree = vec![root];
    let mut grew = true;
    while grew {
        grew = false;
        for (pid, ppid) in &parents {
            if tree.contains(ppid) && !tree.contains(pid) {
                tree.push(*pid);
                grew = true;
            }
        }
    }
    tree
}

/// CPU time used so far by a process tree (user + system), seconds.
fn tree_cpu_seconds(root: u32) -> f64 {
    let ticks: u64 = tree(root)
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

/// Proportional set size (shared pages split between their users, so the
/// processes' figures add up) of a process and its descendants, in MiB.
fn tree_pss_mib(root: u32) -> f64 {
    let kib: u64 = tree(root)
        .iter()
        .filter_map(|pid| std::fs::read_to_string(format!("/proc/{pid}/smaps_rollup")).ok())
        .filter_map(|s| {
            s.lines().find(|l| l.starts_with("Pss:")).and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        })
        .sum();
    kib as f64 / 1024.0
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let fixture = std::env::args().nth(1).unwrap_or_else(|| "tools/bench/fixtures/rack-project.json".into());
    let sheets: usize = std::env::var("SHEETS").ok().and_then(|s| s.parse().ok()).unwrap_or(1000);
    let project: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&fixture)?)?;
    let issue = Issue { sheet_id: "bench".into(), issued_at: "2026-11-22T08:00:00Z".into(), project_version: 1 };

    let started = Instant::now();
    let sheet = build(
        &project,
        &CompanyDetails::default(),
        &DesignSettings::default(),
        Images::default(),
        &issue,
        TEMPLATE_VERSION,
    );
    let html = render_html(&sheet)?;
    let compose = started.elapsed();
    let mut html_times: Vec<Duration> = (0..100)
        .map(|_| {
            let t = Instant::now();
            let sheet = build(
                &project,
                &CompanyDetails::default(),
                &DesignSettings::default(),
                Images::default(),
                &issue,
                TEMPLATE_VERSION,
            );
            let _ = render_html(&sheet);
            t.elapsed()
        })
        .collect();
    html_times.sort();
    println!(
        "HTML: {} bytes; view model + template p50 {} (first {})",
        html.len(),
        ms(percentile(&html_times, 50.0)),
        ms(compose)
    );

    let renderer = Arc::new(ChromiumRenderer::new(ChromiumSettings::default()));
    let t = Instant::now();
    let first = renderer.render(&html).await?;
    println!("first sheet after start (launches Chromium): {} ({} bytes)", ms(t.elapsed()), first.len());
    let pid = renderer.process_id().await.unwrap_or(0);

    // The browser is a child of this process: one tree holds both.
    let cpu_before = tree_cpu_seconds(std::process::id());
    let mut warm = Vec::new();
    for _ in 0..100 {
        let t = Instant::now();
        renderer.render(&html).await?;
        warm.push(t.elapsed());
    }
    let cpu_per_sheet = (tree_cpu_seconds(std::process::id()) - cpu_before) / 100.0;
    println!(
        "CPU per sheet (Chromium and this process, user + system): {:.1} ms, so about {:.0} sheets/s on 2 idle cores",
        cpu_per_sheet * 1000.0,
        2.0 / cpu_per_sheet
    );
    warm.sort();
    println!(
        "warm, one at a time, 100 sheets: p50 {}, p99 {}",
        ms(percentile(&warm, 50.0)),
        ms(percentile(&warm, 99.0))
    );
    let pss_warm = tree_pss_mib(pid);

    for concurrency in [4usize] {
        let total = 200;
        let t = Instant::now();
        let next = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let workers: Vec<_> = (0..concurrency)
            .map(|_| {
                let (renderer, html, next) = (renderer.clone(), html.clone(), next.clone());
                tokio::spawn(async move {
                    while next.fetch_add(1, std::sync::atomic::Ordering::SeqCst) < total {
                        renderer.render(&html).await.expect("print");
                    }
                })
            })
            .collect();
        for worker in workers {
            worker.await?;
        }
        println!(
            "{concurrency} concurrent requests, {total} sheets: {:.1} sheets/s",
            total as f64 / t.elapsed().as_secs_f64()
        );
    }

    let mut memory = vec![format!("{pss_warm:.0} MiB after 101")];
    for done in 301..sheets {
        renderer.render(&html).await?;
        if (done + 1) % 250 == 0 || done + 1 == sheets {
            memory.push(format!("{:.0} MiB after {}", tree_pss_mib(pid), done + 1));
        }
    }
    println!("browser memory (PSS of the Chromium process tree): {}", memory.join(", "));
    Ok(())
}
