// Measures the compressor polynomial review in the browser (docs/BENCHMARKS.md,
// "Polynomial import review"): how long the 60 sets of the EnergyPlus sample
// take from the server's answer to rows on screen, and how long one keystroke
// in a coefficient takes to reach the next frame. Not part of `make test`:
// run with `npx playwright test -c playwright.bench.config.ts`.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { clickAndAwaitServer } from "../server";

const RUNS = 3;
const KEYS = 8;

declare global {
  interface Window {
    reviewBench: { answered?: number; shown?: number; keys: number[] };
  }
}

test("the 60-set review: first render and typing in one cell", async ({ page }) => {
  test.setTimeout(180_000);
  // A compressor that is none of the sample's 26 models: the review shows all 60 sets until one model is chosen.
  const model = `BENCH-${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post("/api/compressors", { data: { model } });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto("/biblioteca?tab=compresores");
  const row = page.getByTestId("compressor-item").filter({ hasText: model });
  await expect(row).toBeVisible();
  const idf = readFileSync(resolve("../tools/demo/compressors-sample.idf"));
  const renders: number[] = [];
  const work: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const metrics = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    const of = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    return { script: of("ScriptDuration"), style: of("RecalcStyleDuration"), layout: of("LayoutDuration") };
  };
  const keys: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await row.getByRole("button", { name: /^Importar polinomios de / }).click();
    const dialog = page.getByRole("dialog", { name: /^Importar Polinomios para / });
    await dialog.getByLabel("Archivo").setInputFiles({ name: "compressors-sample.idf", mimeType: "application/octet-stream", buffer: idf });
    await page.evaluate(() => {
      const bench: Window["reviewBench"] = { keys: [] };
      window.reviewBench = bench;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceResourceTiming[]) if (/\/import-polynomials$/.test(e.name)) bench.answered = e.responseEnd;
      }).observe({ type: "resource" });
      const poll = () => {
        if (document.querySelectorAll('[data-testid="polynomial-review"] tbody tr').length >= 60) bench.shown = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
      // A keystroke's time: from its keydown to the frame after React's update.
      window.addEventListener(
        "keydown",
        () => {
          const start = performance.now();
          requestAnimationFrame(() => setTimeout(() => bench.keys.push(performance.now() - start)));
        },
        { capture: true },
      );
    });
    const before = await metrics();
    await clickAndAwaitServer(page, dialog.getByRole("button", { name: "Extraer" }), [["POST", /\/import-polynomials$/]]);
    await expect(dialog.getByTestId("polynomial-review").locator("tbody tr")).toHaveCount(60);
    await page.waitForFunction(() => window.reviewBench.shown !== undefined && window.reviewBench.answered !== undefined);
    const after = await metrics();
    work.push(`script ${Math.round(after.script - before.script)}, style ${Math.round(after.style - before.style)}, layout ${Math.round(after.layout - before.layout)}`);
    const cell = dialog.getByLabel("c1 30", { exact: true });
    await cell.click();
    await cell.press("End");
    for (let k = 0; k < KEYS; k++) await page.keyboard.type(String(k + 1));
    await page.waitForFunction((n) => window.reviewBench.keys.length >= n, KEYS + 1);
    const bench = await page.evaluate(() => window.reviewBench);
    renders.push(bench.shown! - bench.answered!);
    keys.push(...bench.keys.slice(1)); // the first is the End key
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toHaveCount(0);
  }
  const ms = (xs: number[]) => xs.map((x) => Math.round(x)).join(", ");
  const sorted = [...keys].sort((a, b) => a - b);
  console.log(`answer to 60 rows on screen (ms): ${ms(renders)}`);
  console.log(`main-thread work from the click to the rows (ms): ${work.join(" | ")}`);
  console.log(`keystroke to next frame (ms): median ${Math.round(sorted[Math.floor(sorted.length / 2)])}, max ${Math.round(sorted[sorted.length - 1])} (${keys.length} keys)`);
});
