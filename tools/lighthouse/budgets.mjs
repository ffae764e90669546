// Budgets of the four first screens a user opens (issue 24, item 4), under
// Lighthouse's mobile preset with simulated throttling.
//
// The target is performance >= 95, accessibility and best practices
// 100, SEO >= 95 and LCP <= 1.5 s on every page (TARGET). Accessibility,
// best practices, SEO and LCP meet it and are held to it: the largest paint
// is index.html's static first screen (decision
// 2026-11-27-static-first-screen), 0.84 to 1.13 s under load 16 to 22. The
// performance score does not yet everywhere (docs/BENCHMARKS.md,
// "Lighthouse"): its budgets are floors about ten points under the worst
// single run seen on the loaded test machine (runs of one build differ by
// 10 to 20 points there), so a collapse fails while the machine's load does
// not. Raised on 2026-11-27 after the router loaded before the first render
// (decision 2026-11-27-first-load-tasks): worst single runs at load 18 to 30
// were /nuevo 78, /biblioteca 89, /proyectos 86, /configuracion 76. The bytes of
// script a page downloads (Brotli, as sent) do not depend on the machine's
// load at all and are held to today's figure plus 8 %: the editor merged
// back into the entry chunk, or a heavy library on every screen, fails them.
// Raise the floors as the pages get faster; never lower them to pass.

export const TARGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 95, lcpMs: 1500 };

const held = { accessibility: 100, "best-practices": 100, seo: 95 };

export const BUDGETS = {
  "/nuevo": { scores: { ...held, performance: 70 }, lcpMs: TARGET.lcpMs, scriptBytes: 201_000 },
  "/biblioteca": { scores: { ...held, performance: 80 }, lcpMs: TARGET.lcpMs, scriptBytes: 190_000 },
  "/proyectos": { scores: { ...held, performance: 78 }, lcpMs: TARGET.lcpMs, scriptBytes: 179_000 },
  "/configuracion": { scores: { ...held, performance: 75 }, lcpMs: TARGET.lcpMs, scriptBytes: 164_000 },
};

export const PAGES = Object.keys(BUDGETS);

/** What one run of `path` misses of its budgets, in words; empty when it meets them all. */
export function misses(path, run) {
  const budget = BUDGETS[path];
  const missed = Object.entries(budget.scores)
    .filter(([category, min]) => (run.scores[category] ?? 0) < min)
    .map(([category, min]) => `${category} ${run.scores[category]} < ${min}`);
  if (run.metrics.lcp > budget.lcpMs) missed.push(`LCP ${Math.round(run.metrics.lcp)} ms > ${budget.lcpMs} ms`);
  if (run.scriptBytes > budget.scriptBytes) missed.push(`script ${run.scriptBytes} B > ${budget.scriptBytes} B`);
  return missed;
}

/** How far a run is from the target, in words (reported, not enforced). */
export function short(run) {
  const gaps = Object.entries(TARGET)
    .filter(([key]) => key !== "lcpMs")
    .filter(([category, min]) => (run.scores[category] ?? 0) < min)
    .map(([category, min]) => `${category} ${run.scores[category]} < ${min}`);
  if (run.metrics.lcp > TARGET.lcpMs) gaps.push(`LCP ${Math.round(run.metrics.lcp)} ms > ${TARGET.lcpMs} ms`);
  return gaps;
}
