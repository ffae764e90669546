// A server with accounts (`--auth local` or `--auth oidc`) that a sign-in
// spec starts beside the suite's single-user one, and the steps those specs
// share: a condenser written under the signed-in name, seen in its history.
import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

export const fichasBin = resolve(process.env.FICHAS_BIN ?? "../target/debug/fichas");

/** The port `offset` above the suite's, and its address. */
export function accountsAddress(offset: number) {
  const port = Number(process.env.E2E_PORT ?? 18181) + offset;
  return { port, base: `http://127.0.0.1:${port}` };
}

/** `fichas serve` on `port` with `settings` (`--auth …`), once it answers /health. */
export async function serveWithAccounts(port: number, dataDir: string, settings: string[]): Promise<ChildProcess> {
  const server = spawn(fichasBin, ["serve", "--bind", `127.0.0.1:${port}`, "--data-dir", dataDir, "--web-dir", resolve("dist"), "--log", "warn", ...settings], {
    stdio: "ignore",
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the ${settings.slice(0, 2).join(" ")} server did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return server;
}

/** On the library, creates condenser `model` and opens its history: its one entry. */
export async function createCondenserAndOpenHistory(page: Page, model: string): Promise<Locator> {
  await page.getByRole("tab", { name: "Condensadores" }).click();
  await page.getByTestId("add-condenser").click();
  await page.getByLabel("Modelo").fill(model);
  await page.getByLabel("Capacidad (kW)").fill("120.5");
  await page.getByLabel("Número de Ventiladores").fill("4");
  await page.getByLabel("Consumo por Ventilador (kW)").fill("0.85");
  await page.getByRole("button", { name: "Crear" }).click();
  const row = page.getByTestId("condenser-row").filter({ hasText: model });
  await row.getByRole("button", { name: `Historial de ${model}` }).click();
  const entry = page.getByTestId("item-history-row");
  await expect(entry).toHaveCount(1);
  return entry;
}
