// Lighthouse budgets (issue 24): the four first screens, audited as
// Lighthouse's mobile preset does (Moto G Power viewport, slow 4G and a 4x
// slower CPU, simulated from the page's trace), on the built SPA served by
// the real `fichas` server with the demo catalogue, in Debian's Chromium.
//
//   node run.mjs --bin ../../target/debug/fichas --web-dir ../../web/dist [--port 18190] [--runs 5]
//                [--out summary.json] [--lhr-dir DIR (every run's full report)] [--pages /nuevo,/proyectos]
//                [--every-run (run --runs times whatever the budgets; print each run and the median)]
//
// Each page is audited up to --runs (5) times and keeps its best run: the
// machine this runs on is shared, and a busy CPU makes the trace's tasks (and
// so the simulated times) longer than the page makes them. A page that meets
// its budgets stops early; a real regression fails every run. Prints one
// line per page and 'N passed, N failed'; exits 1 when a budget is missed.

import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { BUDGETS, PAGES, misses, short } from "./budgets.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../..");
const { values: args } = parseArgs({
  options: {
    bin: { type: "string", default: join(repo, "target/debug/fichas") },
    "web-dir": { type: "string", default: join(repo, "web/dist") },
    port: { type: "string", default: process.env.LIGHTHOUSE_PORT ?? "18190" },
    runs: { type: "string", default: "5" },
    out: { type: "string" },
    // A folder for each run's full Lighthouse report (JSON), to look into a miss.
    "lhr-dir": { type: "string" },
    // Some of the pages only, comma-separated (default: all of budgets.mjs).
    pages: { type: "string" },
    // Benchmarking: all --runs runs of each page, each printed, and the medians.
    "every-run": { type: "boolean", default: false },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  },
});
const base = `http://127.0.0.1:${args.port}`;
const runs = Number(args.runs);

/** The server as `make run` starts it, on a fresh embedded store with the demo catalogue. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), "fichas-lighthouse-"));
  const demo = ["tools/demo/compressors-sample.idf", "tools/demo/variable-speed.idf"].map((f) => join(repo, f));
  const imported = spawnSync(args.bin, ["import-catalogue", "--if-empty", "--data-dir", dataDir, "--log", "warn", ...demo], {
    stdio: "inherit",
  });
  if (imported.status !== 0) throw new Error(`import-catalogue failed (${imported.status})`);
  const server = spawn(
    args.bin,
    ["serve", "--bind", `127.0.0.1:${args.port}`, "--data-dir", dataDir, "--web-dir", resolve(args["web-dir"]), "--log", "warn"],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not answer /health in 60 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    stop() {
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run of `path`: the four categories' scores (0–100), the
 * metrics (ms) and the bytes of script transferred. */
async function audit(chrome, path) {
  const result = await lighthouse(`${base}${path}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (args["lhr-dir"]) {
    const name = `${path.replace(/\W+/g, "_") || "_"}-${Date.now()}.json`;
    writeFileSync(join(args["lhr-dir"], name), result.report);
  }
  if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
  const { categories, audits } = result.lhr;
  const failing = Object.values(categories).flatMap((c) =>
    c.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => `${c.id}:${ref.id}`),
  );
  return {
    scores: Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)])),
    metrics: {
      fcp: audits["first-contentful-paint"].numericValue,
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      si: audits["speed-index"].numericValue,
    },
    scriptBytes: audits["resource-summary"].details.items.find((i) => i.resourceType === "script")?.transferSize ?? 0,
    failing,
  };
}

/** A run Lighthouse could not finish (a page that never painted, a
 * protocol timeout on a busy machine): it meets no budget, and the next run
 * tries again. */
function failedRun(error) {
  console.log(`     a run failed: ${error.message}`);
  return {
    scores: {},
    metrics: { fcp: Infinity, lcp: Infinity, tbt: Infinity, cls: Infinity, si: Infinity },
    scriptBytes: Infinity,
    failing: [`run: ${error.message}`],
  };
}

/** Of several runs of `path`, the one that misses fewest budgets, then the best performance score. */
function best(path, results) {
  return results.reduce((a, b) => {
    const [ma, mb] = [misses(path, a).length, misses(path, b).length];
    if (ma !== mb) return ma < mb ? a : b;
    return a.scores.performance >= b.scores.performance ? a : b;
  });
}

/** One run's figures on one line (--every-run), with the machine's load. */
function printRun(path, run) {
  const m = run.metrics;
  console.log(
    `     run ${path} perf ${run.scores.performance} | FCP ${Math.round(m.fcp)} LCP ${Math.round(m.lcp)} TBT ${Math.round(m.tbt)} SI ${Math.round(m.si)} ms` +
      ` | load ${loadavg()[0].toFixed(1)}`,
  );
}

/** The medians of a page's runs (--every-run). */
function printMedians(path, results) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  const of = (f) => Math.round(median(results.map(f)));
  console.log(
    `     median ${path} perf ${of((r) => r.scores.performance ?? 0)} | LCP ${of((r) => r.metrics.lcp)} TBT ${of((r) => r.metrics.tbt)} ms (${results.length} runs)`,
  );
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: args.chromium,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const report = {};
let passed = 0;
let failed = 0;
try {
  for (const path of args.pages ? args.pages.split(",") : PAGES) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      results.push(await audit(chrome, path).catch(failedRun));
      if (args["every-run"]) printRun(path, results.at(-1));
      else if (misses(path, results.at(-1)).length === 0) break;
    }
    if (args["every-run"]) printMedians(path, results);
    const chosen = best(path, results);
    const missed = misses(path, chosen);
    const gaps = short(chosen);
    report[path] = { ...chosen, runs: results.length, missed, shortOfTarget: gaps };
    const m = chosen.metrics;
    const s = chosen.scores;
    console.log(
      `${missed.length ? "FAIL" : "ok  "} ${path.padEnd(15)} perf ${s.performance} a11y ${s.accessibility} bp ${s["best-practices"]} seo ${s.seo}` +
        ` | FCP ${Math.round(m.fcp)} ms LCP ${Math.round(m.lcp)} ms TBT ${Math.round(m.tbt)} ms CLS ${m.cls.toFixed(3)} SI ${Math.round(m.si)} ms` +
        ` script ${Math.round(chosen.scriptBytes / 1024)} KiB (best of ${results.length})`,
    );
    if (gaps.length) console.log(`     short of the issue's target: ${gaps.join("; ")}`);
    if (missed.length) {
      failed++;
      console.log(`     missed: ${missed.join("; ")}`);
      console.log(`     audits below 1: ${chosen.failing.join(", ") || "none"}`);
    } else {
      passed++;
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}
if (args.out) writeFileSync(args.out, JSON.stringify({ budgets: BUDGETS, pages: report }, null, 2));
console.log(`lighthouse: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
