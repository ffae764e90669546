// Waiting for the server where its work, not the screen's, sets the pace.
import { expect, type Locator, type Page } from "@playwright/test";

/** A request a click sends (or causes): method and path. */
export type ServerCall = [method: string, path: RegExp];

/**
 * Clicks `button` and waits for the server's answers to the requests named
 * (an upload's extraction, an import's confirmation, the list the screen
 * reloads before it toasts), bounded by the test's time limit only; each must
 * be a success. A toast checked next then waits for the screen alone.
 *
 * Why: expecting a toast within expect's 5 s while the server was still
 * working failed the compressor import test on a busy machine. The server
 * runs a debug build at nice 19 beside other builds (a trivial view query
 * once took 1.1 s there), and a toast's own 5 s start only when it shows.
 */
export async function clickAndAwaitServer(page: Page, button: Locator, calls: ServerCall[]) {
  const answers = calls.map(([method, path]) =>
    page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname), { timeout: 0 }),
  );
  await button.click();
  for (const answer of answers) {
    const response = await answer;
    expect(response.ok(), `${response.request().method()} ${response.url()}: ${response.status()}`).toBe(true);
  }
}
