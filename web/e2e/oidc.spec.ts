// Issue 26: signing in with the company's OpenID Connect provider, end to
// end in the browser. This spec starts a real provider on this machine
// (node-oidc-provider, tools/oidc-provider, installed by `make test`) and a
// server with `--auth oidc` pointing at it: the person signs in on the
// provider's page, comes back signed in under the ID token's name, writes
// the library under it, and an administrator manages the accounts on the
// 'Usuarios' screen, where a disabled person's next sign-in is refused.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createInterface } from "node:readline";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { accountsAddress, createCondenserAndOpenHistory, fichasBin as bin, serveWithAccounts } from "./accounts-server";

const { port, base } = accountsAddress(110);
const secret = "secreto-del-cliente-e2e";
// Unique names: with DATABASE_URL set, this server shares the suite's database.
const run = Date.now().toString(36);
const ana = { sub: `ana-${run}`, email: `ana-${run}@example.com`, name: "Ana Ruiz Ortega", password: "clave de Ana 1" };
const luis = { sub: `luis-${run}`, email: `luis-${run}@example.com`, name: "Luis Gil", password: "clave de Luis 1" };
const model = `CMC-OIDC-${run.toUpperCase()}`;
let dataDir = "";
let provider: ChildProcess | undefined;
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "fichas-e2e-oidc-"));
  provider = spawn("node", [resolve("../tools/oidc-provider/provider.mjs")], {
    env: {
      ...process.env,
      OIDC_PORT: "0",
      OIDC_CLIENT_ID: "fichas",
      OIDC_CLIENT_SECRET: secret,
      OIDC_REDIRECT_URI: `${base}/api/auth/oidc/callback`,
      OIDC_ACCOUNTS: JSON.stringify([ana, luis]),
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  const [line] = (await once(createInterface({ input: provider.stdout! }), "line")) as [string];
  const issuer = line.replace(/^listening /, "");
  const settings = ["--auth", "oidc", "--oidc-issuer", issuer, "--oidc-client-id", "fichas", "--oidc-client-secret", secret, "--public-url", base];
  // Ana is made an administrator before her first sign-in (no password: she signs in at the provider).
  execFileSync(bin, ["users", "add", "--email", ana.email, "--name", "Ana", "--role", "administrador", "--data-dir", dataDir, "--log", "warn", ...settings]);
  server = await serveWithAccounts(port, dataDir, settings);
});

test.afterAll(() => {
  server?.kill();
  provider?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** From the sign-in screen to the provider's page, and back signed in. */
async function signInAtProvider(page: Page, person: { email: string; password: string }) {
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await page.getByRole("link", { name: "Iniciar sesión con el proveedor de la empresa" }).click();
  await expect(page.getByRole("heading", { name: "Test provider" })).toBeVisible();
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a person signs in at the company's provider and writes under the ID token's name", async ({ page }) => {
  await page.goto(`${base}/biblioteca`);
  await signInAtProvider(page, { email: ana.email, password: "otra clave" });
  await expect(page.getByRole("alert")).toHaveText("Wrong e-mail or password");
  await page.getByLabel("E-mail").fill(ana.email);
  await page.getByLabel("Password").fill(ana.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByTestId("user-badge")).toContainText("Ana Ruiz Ortega");
  await expect(page.getByTestId("user-badge")).toContainText("Administrador");

  await page.goto(`${base}/biblioteca`);
  const entry = await createCondenserAndOpenHistory(page, model);
  await expect(entry).toContainText(`Ana Ruiz Ortega <${ana.email}>`);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
});

test("an administrator manages accounts; a disabled person's sign-in is refused", async ({ browser }) => {
  // Luis signs in first: unknown here, he starts as lector.
  const luisContext = await browser.newContext();
  const luisPage = await luisContext.newPage();
  await luisPage.goto(base);
  await signInAtProvider(luisPage, luis);
  await expect(luisPage.getByTestId("user-badge")).toContainText("Luis Gil");
  await expect(luisPage.getByTestId("user-badge")).toContainText("Lector");
  await expect(luisPage.getByTestId("usuarios")).toHaveCount(0);
  await luisPage.goto(`${base}/usuarios`);
  await expect(luisPage.getByTestId("refused-notice")).toContainText("su rol (lector) no permite administrar los usuarios");

  const anaContext = await browser.newContext();
  const page = await anaContext.newPage();
  await page.goto(base);
  await signInAtProvider(page, ana);
  await page.getByTestId("usuarios").click();
  await expect(page.getByRole("heading", { name: "Usuarios", level: 1 })).toBeVisible();
  const luisRow = page.getByTestId("user-row").filter({ hasText: luis.email });
  await expect(luisRow).toContainText("Proveedor de identidad");
  // Her own row cannot be demoted or disabled.
  const anaRow = page.getByTestId("user-row").filter({ hasText: ana.email });
  await expect(anaRow.getByRole("button", { name: "Desactivar a Ana Ruiz Ortega" })).toBeDisabled();

  // Luis becomes an engineer: his open session has the role at once.
  await luisRow.getByLabel("Rol de Luis Gil").selectOption("ingeniero");
  await expect(page.getByTestId("toast").getByText("Rol cambiado")).toBeVisible();
  await luisPage.reload();
  await expect(luisPage.getByTestId("user-badge")).toContainText("Ingeniero");

  // An account added before its first sign-in, with no password.
  await page.getByLabel("Correo electrónico").fill(`eva-${run}@example.com`);
  await page.getByLabel("Nombre").fill("Eva Auditora");
  await page.getByLabel("Rol", { exact: true }).selectOption("lector");
  await page.getByRole("button", { name: "Añadir usuario" }).click();
  await expect(page.getByTestId("user-row").filter({ hasText: `eva-${run}@example.com` })).toContainText("Aún no ha iniciado sesión");

  // Disabled: his session ends, and the provider's word no longer signs him in.
  await luisRow.getByRole("button", { name: "Desactivar a Luis Gil" }).click();
  await expect(luisRow).toContainText("Desactivado");
  await luisPage.reload();
  await luisPage.getByRole("link", { name: "Iniciar sesión con el proveedor de la empresa" }).click();
  await expect(luisPage.getByTestId("login-error")).toHaveText("Su cuenta está desactivada: pida a un administrador que la active.");
  await luisContext.close();
  await anaContext.close();
});
