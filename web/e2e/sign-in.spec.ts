// Issue 26: a server with local accounts (`--auth local`), started by this
// spec beside the suite's single-user one: signing in and out, the signed-in
// name on the header and in a library item's history, and what a role may
// not do disabled with the reason.
import { execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { accountsAddress, createCondenserAndOpenHistory, fichasBin as bin, serveWithAccounts } from "./accounts-server";

const { port, base } = accountsAddress(100);
const password = "contraseña segura 1";
// Unique names: with DATABASE_URL set, this server shares the suite's database.
const run = Date.now().toString(36);
const ana = `ana-${run}@example.com`;
const laura = `laura-${run}@example.com`;
const model = `CMC-AUTH-${run.toUpperCase()}`;
// Made in beforeAll: Playwright also loads this file to list the tests.
let dataDir = "";
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

function addUser(email: string, name: string, role: string) {
  execFileSync(bin, ["users", "add", "--email", email, "--name", name, "--role", role, "--data-dir", dataDir, "--log", "warn"], {
    input: `${password}\n`,
  });
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "fichas-e2e-auth-"));
  addUser(ana, "Ana Ruiz", "ingeniero");
  addUser(laura, "Laura Lectora", "lector");
  server = await serveWithAccounts(port, dataDir, ["--auth", "local"]);
});

test.afterAll(() => {
  server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, email: string, pass = password) {
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(pass);
  await page.getByRole("button", { name: "Entrar" }).click();
}

test("an engineer signs in, writes the library under her own name, and signs out", async ({ page }) => {
  await page.goto(`${base}/biblioteca`);
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await signIn(page, ana, "otra cosa 123");
  await expect(page.getByTestId("login-error")).toHaveText("Correo electrónico o contraseña incorrectos");
  await signIn(page, ana);
  await expect(page.getByTestId("user-badge")).toContainText("Ana Ruiz");
  await expect(page.getByTestId("user-badge")).toContainText("Ingeniero");

  const entry = await createCondenserAndOpenHistory(page, model);
  await expect(entry).toContainText(`Condensador creado: ${model}`);
  await expect(entry).toContainText(`Ana Ruiz <${ana}>`);
  await page.keyboard.press("Escape");

  // Company settings are an administrator's.
  await page.goto(`${base}/configuracion`);
  await expect(page.getByTestId("settings-refused")).toHaveText("Su rol (ingeniero) no permite cambiar la configuración de la empresa ni el diseño de PDF");
  await expect(page.getByRole("button", { name: /Guardar Configuración/ })).toBeDisabled();
  await expect(page.getByTestId("settings-user")).toContainText(`Sesión iniciada como Ana Ruiz (${ana}), rol ingeniero`);

  // A personal API token: shown once, works as Ana from a script, then revoked.
  await page.getByLabel("Nombre del token").fill("script");
  await page.getByRole("button", { name: "Crear token" }).click();
  const secret = (await page.getByTestId("new-token").locator("code").textContent()) ?? "";
  expect(secret).toMatch(/^fichas_/);
  const asScript = await fetch(`${base}/api/auth/me`, { headers: { Authorization: `Bearer ${secret}` } });
  expect((await asScript.json()).email).toBe(ana);
  await page.getByTestId("token-row").getByRole("button", { name: "Revocar script" }).click();
  await expect(page.getByText("No tiene tokens vigentes.")).toBeVisible();
  expect((await fetch(`${base}/api/projects`, { headers: { Authorization: `Bearer ${secret}` } })).status).toBe(401);

  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
});

test("a reader sees the library and its history but every change disabled with the reason", async ({ page }) => {
  await page.goto(`${base}/biblioteca`);
  await signIn(page, laura);
  await expect(page.getByTestId("user-badge")).toContainText("Laura Lectora");
  await page.getByRole("tab", { name: "Condensadores" }).click();
  await expect(page.getByTestId("refused-notice").first()).toContainText("Solo lectura: su rol (lector) no permite modificar la biblioteca");
  await expect(page.getByTestId("add-condenser")).toBeDisabled();
  const row = page.getByTestId("condenser-row").filter({ hasText: model });
  await expect(row.getByRole("button", { name: `Eliminar ${model}` })).toBeDisabled();
  await row.getByRole("button", { name: `Historial de ${model}` }).click();
  await expect(page.getByTestId("item-history-row")).toContainText(`Ana Ruiz <${ana}>`);

  // A refrigerant sheet's history names the server that seeded it.
  await page.keyboard.press("Escape");
  await page.goto(`${base}/biblioteca/refrigerantes`);
  await page.getByTestId("refrigerant-search").fill("R404A");
  await page.getByRole("button", { name: "Ver Detalles" }).first().click();
  await page.getByRole("tab", { name: "Historial" }).click();
  await expect(page.getByTestId("item-history-row").first()).toContainText("Ficha de refrigerante generada: R404A");
  await expect(page.getByTestId("item-history-row").first()).toContainText("sistema");
});
