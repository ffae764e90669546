// Shared browser checks for every screen: axe-core (injected through the
// DevTools protocol, so the server's CSP needs no exception) must find no
// serious or critical violation in the light and the dark theme, and nothing
// may be wider than the viewport, open dialogs included.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Phone widths the layout must hold, and a desktop one. */
export const PHONE_WIDTHS = [360, 390] as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

async function injectAxe(page: Page) {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === "object");
  if (!present) await page.evaluate(axeSource);
}

/** Serious and critical axe violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
    }
    // The PDF design preview paints the user's own brand colours on purpose
    // (as the data sheet will); its contrast is theirs to choose.
    const results = await axe.run({ exclude: [['[data-testid="design-preview"]']] }, { resultTypes: ["violations"] });
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ""}`),
      }));
  });
}

async function setTheme(page: Page, theme: "light" | "dark") {
  // The app themes by the class on <html>; switching it directly keeps an open dialog open.
  await page.evaluate(async (dark) => {
    document.documentElement.classList.toggle("dark", dark);
    // Colours transition: measure contrast once every transition has ended.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  }, theme === "dark");
}

/** No serious or critical axe violation, in the light and in the dark theme; leaves the page's theme as it was. */
export async function expectAccessible(page: Page, what: string) {
  // A hovered button shows a transient colour; judge the resting page.
  await page.mouse.move(0, 0);
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    const violations = await seriousViolations(page);
    expect.soft(violations, `${what} (${theme}): ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  }
  await setTheme(page, wasDark ? "dark" : "light");
}

/** The page does not scroll sideways and every open dialog and toast lies inside the viewport. */
export async function expectFitsViewport(page: Page, what: string) {
  const measure = () =>
    page.evaluate(() => {
      const scroller = document.scrollingElement ?? document.documentElement;
      // Fixed layers do not widen the page, so they are measured themselves.
      const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"], [data-testid="toast"]')].map((d) => {
        const r = d.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      });
      return { scrollWidth: scroller.scrollWidth, innerWidth: window.innerWidth, innerHeight: window.innerHeight, dialogs };
    });
  // Dialogs animate in: measure once two readings 100 ms apart agree.
  let m = await measure();
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(100);
    const next = await measure();
    if (JSON.stringify(next) === JSON.stringify(m)) break;
    m = next;
  }
  expect.soft(m.scrollWidth, `${what}: page is ${m.scrollWidth} px wide in a ${m.innerWidth} px viewport`).toBeLessThanOrEqual(m.innerWidth);
  for (const d of m.dialogs) {
    const inside = d.left >= -0.5 && d.top >= -0.5 && d.right <= m.innerWidth + 0.5 && d.bottom <= m.innerHeight + 0.5;
    expect.soft(inside, `${what}: dialog or toast at ${JSON.stringify(d)} outside ${m.innerWidth}×${m.innerHeight}`).toBe(true);
  }
}

/** Both checks at once: the usual call after a screen or dialog has rendered. */
export async function checkScreen(page: Page, what: string) {
  // Two axe runs take seconds on a loaded machine: they get their own time.
  test.info().setTimeout(test.info().timeout + 30_000);
  await expectFitsViewport(page, what);
  await expectAccessible(page, what);
}
