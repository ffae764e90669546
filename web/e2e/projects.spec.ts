// /proyectos against the real server: projects are created through the API
// (a rack and a motor compressor on a compressor of the demo catalogue), then
// searched, filtered, duplicated, deleted, and audited in 'Historial'.
import { expect, test, type Page } from "@playwright/test";
import { createProject, motorCompressorBody, patchProject, rackBody, seedDemoCompressor, type CreatedProject } from "./seed";
import { checkScreen } from "./a11y";

const run = Date.now().toString(36).toUpperCase();
const rackName = `Rack Supermercado ${run}`;
const motorName = `Moto Túnel ${run}`;

let rack: CreatedProject;

test.beforeAll(async ({ request }) => {
  const compressor = await seedDemoCompressor(request);
  rack = await createProject(request, rackBody(rackName, compressor), "Ana Pérez");
  await createProject(request, motorCompressorBody(motorName, compressor));
  // A second version of the rack: colder evaporation, higher condensation.
  const body = rackBody(rackName, compressor, { evapTemp: -12, condTemp: 45 });
  await patchProject(request, rack.id, { condTemp: body.condTemp, rackConfig: body.rackConfig }, "Luis Gómez");
});

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByTestId("project-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function openProjects(page: Page) {
  await page.goto("/proyectos");
  await expect(page.getByRole("heading", { name: "Proyectos Guardados" })).toBeVisible();
  await page.getByTestId("project-search").fill(run);
  await expect(card(page, rackName)).toBeVisible();
}

async function chooseType(page: Page, label: string) {
  await page.getByTestId("type-filter").click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

test("the cards show each project's type, compressors, PRO badge and last calculation", async ({ page }) => {
  await openProjects(page);
  const rackCard = card(page, rackName);
  await expect(rackCard.getByTestId("equipment-type")).toHaveText("Rack de Compresores");
  await expect(rackCard.getByTestId("compressor-count")).toHaveText("1 compresor");
  const summary = rackCard.getByTestId("calculation-summary");
  // What the sheet judges the rack against, not its compressors' capacity.
  await expect(summary).toContainText(/Capacidad requerida\s*\d+\.\d{2}\skW/);
  await expect(summary).toContainText(/Potencia\s*\d+\.\d{2}\skW/);
  await expect(summary).toContainText(/Corriente\s*\d+\.\d{2}\sA/);
  await expect(rackCard.getByTestId("pro-badge")).toHaveCount(0);
  const motorCard = card(page, motorName);
  await expect(motorCard.getByTestId("equipment-type")).toHaveText("Moto Compresora");
  await expect(motorCard.getByTestId("pro-badge")).toHaveText("PRO");
});

test("search by name and the equipment-type filter narrow the list; nothing matching shows the empty state", async ({ page }) => {
  await openProjects(page);
  await expect(page.getByTestId("project-card")).toHaveCount(2);

  await page.getByTestId("project-search").fill(`moto tunel ${run.toLowerCase()}`);
  await expect(page.getByTestId("project-card")).toHaveCount(1);
  await expect(card(page, motorName)).toBeVisible();

  await page.getByTestId("project-search").fill(run);
  await chooseType(page, "Rack de Compresores");
  await expect(page.getByTestId("project-card")).toHaveCount(1);
  await expect(card(page, rackName)).toBeVisible();
  await chooseType(page, "Moto Compresora");
  await expect(page.getByTestId("project-card")).toHaveCount(1);
  await expect(card(page, motorName)).toBeVisible();
  await chooseType(page, "Chiller");
  await expect(page.getByTestId("project-card")).toHaveCount(0);
  await expect(page.getByTestId("projects-empty")).toContainText("No se encontraron proyectos");
  await chooseType(page, "Todos los tipos");
  await expect(page.getByTestId("project-card")).toHaveCount(2);
});

test("a project is duplicated as '(Copia)' and the copy deleted after a confirmation", async ({ page }) => {
  await openProjects(page);
  await card(page, rackName).getByRole("button", { name: `Duplicar ${rackName}` }).click();
  await expectToast(page, "Proyecto duplicado");
  const copyName = `${rackName} (Copia)`;
  await expect(card(page, copyName)).toBeVisible();
  await expect(card(page, copyName).getByTestId("compressor-count")).toHaveText("1 compresor");

  // The copy's history names the original as people know it, never by its id (issue 23 item 2).
  await card(page, copyName).getByRole("button", { name: `Historial de ${copyName}` }).click();
  const history = page.getByRole("dialog", { name: `Historial de ${copyName}` });
  const created = history.getByTestId("history-row").first();
  await expect(created).toContainText(new RegExp(`Proyecto duplicado de «${rackName}» \\(versión \\d+\\): ${copyName.replace(/[()]/g, "\\$&")}`));
  await expect(created).not.toContainText(rack.id);
  await page.keyboard.press("Escape");
  await expect(history).toHaveCount(0);

  await card(page, copyName).getByRole("button", { name: `Eliminar ${copyName}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("¿Eliminar proyecto?");
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(card(page, copyName)).toBeVisible();

  await card(page, copyName).getByRole("button", { name: `Eliminar ${copyName}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expectToast(page, "Proyecto eliminado");
  await expect(card(page, copyName)).toHaveCount(0);
  await expect(card(page, rackName)).toBeVisible();

  await page.reload();
  await page.getByTestId("project-search").fill(run);
  await expect(page.getByTestId("project-card")).toHaveCount(2);
});

test("edit opens the project screen in edit mode", async ({ page }) => {
  await openProjects(page);
  await card(page, rackName).getByRole("button", { name: `Editar ${rackName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/nuevo\\?edit=${rack.id}$`));
});

test("'Historial' shows who changed what, any version read only, and the diff of two versions", async ({ page }) => {
  await openProjects(page);
  await card(page, rackName).getByRole("button", { name: `Historial de ${rackName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Historial de ${rackName}` });

  const rows = dialog.getByTestId("history-row");
  await expect(rows.first()).toContainText("Versión 1");
  await expect(rows.first()).toContainText("Ana Pérez");
  await expect(rows.last()).toContainText("Luis Gómez");
  const versions = await rows.count();
  expect(versions).toBeGreaterThanOrEqual(2);

  // Version 1 as it was created: -10 °C evaporation, 40 °C condensation.
  await dialog.getByRole("button", { name: "Ver versión 1", exact: true }).click();
  const first = dialog.getByTestId("version-view");
  await expect(first).toContainText("Versión 1 · solo lectura");
  await expect(first.getByTestId("version-inputs")).toContainText("-10 °C");
  await expect(first).toContainText("40 °C");
  await checkScreen(page, "history, version 1");

  // The latest version: -12 °C, 45 °C, and its own calculation.
  const last = versions;
  await dialog.getByRole("button", { name: `Ver versión ${last}`, exact: true }).click();
  await expect(dialog.getByTestId("version-view")).toContainText(`Versión ${last} · solo lectura`);
  await expect(dialog.getByTestId("version-inputs")).toContainText("-12 °C");
  await expect(dialog.getByTestId("version-results")).toContainText("TOTAL CIRCUITO 1");

  // The comparison opens on the last save: the save before it against the latest version.
  await dialog.getByRole("tab", { name: "Comparar versiones" }).click();
  await expect(dialog.getByLabel("Versión final")).toHaveText(`Versión ${last}`);
  const inputs = dialog.getByTestId("diff-inputs");
  const cond = inputs.getByTestId("diff-row").filter({ hasText: "Temp. condensación" });
  await expect(cond).toContainText("40 °C");
  await expect(cond).toContainText("45 °C");
  // A temperature moves by kelvins, with no % change.
  await expect(cond).toContainText("+5 K");
  await expect(cond).not.toContainText("%");
  const evap = inputs.getByTestId("diff-row").filter({ hasText: "Circuito 1 › Temp. evaporación" });
  await expect(evap).toContainText("-10 °C");
  await expect(evap).toContainText("-12 °C");
  // Colder evaporation and hotter condensation: less capacity, more power per kW.
  const capacity = dialog.getByTestId("diff-results").getByRole("row", { name: /^Totales › Capacidad frigorífica / });
  await expect(capacity).toContainText(/\skW-\d+\.\d{2}\skW-\d+\.\d\s%$/);

  // Any two versions can be chosen; the same one twice is not a comparison.
  await dialog.getByLabel("Versión inicial").click();
  await page.getByRole("option", { name: `Versión ${last}`, exact: true }).click();
  await expect(dialog.getByTestId("compare-versions")).toContainText("Elija dos versiones distintas");
  await dialog.getByLabel("Versión inicial").click();
  await page.getByRole("option", { name: "Versión 1", exact: true }).click();
  await expect(dialog.getByTestId("diff-inputs").getByTestId("diff-row").filter({ hasText: "Temp. condensación" })).toContainText("45 °C");
});
