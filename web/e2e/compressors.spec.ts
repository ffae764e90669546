import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { pdfWithLines } from "./pdf";
import { checkScreen } from "./a11y";
import { clickAndAwaitServer, type ServerCall } from "./server";

const run = Date.now().toString(36).toUpperCase();

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();
}

const EXTRACT_POLYNOMIALS: ServerCall = ["POST", /^\/api\/compressors\/[^/]+\/import-polynomials$/];
const CONFIRM_POLYNOMIALS: ServerCall = ["POST", /^\/api\/compressors\/[^/]+\/polynomials\/import$/];
const RELOAD_CATALOGUE: ServerCall = ["GET", /^\/api\/compressors$/];
const EXTRACT_DATASHEET: ServerCall = ["POST", /^\/api\/compressors\/import-with-ai$/];
const CREATE_COMPRESSOR: ServerCall = ["POST", /^\/api\/compressors$/];

async function openTab(page: Page) {
  await page.goto("/biblioteca?tab=compresores");
  await expect(page.getByTestId("add-compressor")).toBeVisible();
}

function item(page: Page, model: string) {
  return page.getByTestId("compressor-item").filter({ hasText: model });
}

test("a compressor is added, gets polynomials from a CSV and the EnergyPlus sample, and one is edited and saved", async ({ page }) => {
  const model = `4GE-${run}`;
  await openTab(page);

  // The form: model required, then the spec's defaults.
  await page.getByTestId("add-compressor").click();
  const form = page.getByRole("dialog", { name: "Nuevo Modelo de Compresor" });
  for (const tab of ["Básico", "Técnico", "Motor", "Aceite/Sonido", "Dimensiones"]) {
    await expect(form.getByRole("tab", { name: tab })).toBeVisible();
  }
  await form.getByRole("button", { name: "Guardar" }).click();
  await expectToast(page, "Modelo requerido");
  await form.getByLabel("Modelo *").fill(model);
  await form.getByLabel("Opciones disponibles (una por línea)").fill("Arrancador suave\n\n  Calefactor de cárter ");
  await form.getByRole("tab", { name: "Técnico" }).click();
  await form.getByLabel("Desplazamiento (m³/h)").fill("84.5");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expectToast(page, "Compresor agregado");
  const row = item(page, model);
  await expect(row).toContainText("Reciprocante · R404A · 460V");
  await expect(row).toContainText("Sin configurar");

  // Polynomials from a CSV: extract, review (correct one value), confirm.
  await row.getByRole("button", { name: `Importar polinomios de ${model}` }).click();
  const dialog = page.getByRole("dialog", { name: `Importar Polinomios para ${model}` });
  await expect(dialog.getByRole("button", { name: "Confirmar e importar" })).toBeDisabled();
  // Power typed in kW: the review names the rows, the point and the cause; confirming is refused.
  const inKilowatts = "Parametro;Refrigerante;C1;C2;C3;C4;C5;C6;C7;C8;C9;C10\nCapacidad;R449A;25000;850,2;-120,5;10;-3;0,5;0,01;0;0;0\nPotencia;R449A;4;-0,02;0,05;0;0;0;0;0;0;0\n";
  await dialog.getByLabel("Archivo").setInputFiles({ name: "4ge-kw.csv", mimeType: "text/csv", buffer: Buffer.from(inKilowatts) });
  await clickAndAwaitServer(page, dialog.getByRole("button", { name: "Extraer" }), [EXTRACT_POLYNOMIALS]);
  const faults = dialog.getByTestId("physical-faults");
  await expect(faults).toContainText("Datos físicamente imposibles");
  await expect(faults).toContainText(/Fila 1, Fila 2: El COP de R449A \(.+\) supera el COP de Carnot .+: la potencia parece estar en kW/);
  await dialog.getByRole("button", { name: "Confirmar e importar" }).click();
  await expectToast(page, "la potencia parece estar en kW");
  await expect(row).toContainText("Sin configurar");

  const csv = "Parametro;Refrigerante;C1;C2;C3;C4;C5;C6;C7;C8;C9;C10\nCapacidad;R449A;25000;850,2;-120,5;10;-3;0,5;0,01;0;0;0\nPotencia;R449A;4000;-20;50;0;0;0;0;0;0;0\n";
  await dialog.getByLabel("Archivo").setInputFiles({ name: "4ge.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await clickAndAwaitServer(page, dialog.getByRole("button", { name: "Extraer" }), [EXTRACT_POLYNOMIALS]);
  await expectToast(page, "2 polinomio(s) extraído(s)");
  await expect(dialog.getByTestId("polynomial-review").locator("tbody tr")).toHaveCount(2);
  await checkScreen(page, "polynomial import review");
  await dialog.getByLabel("c1 1", { exact: true }).fill("25100");
  await clickAndAwaitServer(page, dialog.getByRole("button", { name: "Confirmar e importar" }), [CONFIRM_POLYNOMIALS, RELOAD_CATALOGUE]);
  await expectToast(page, "Polinomios importados");
  await expect(row).toContainText("R449A (2)");

  // The EnergyPlus sample, a catalogue of 26 models in EnergyPlus order: none is this compressor's, so nothing is
  // guessed; the engineer picks one and only its sets are imported, converted (issue 23).
  await row.getByRole("button", { name: `Importar polinomios de ${model}` }).click();
  const idf = readFileSync(resolve("../tools/demo/compressors-sample.idf"));
  await dialog.getByLabel("Archivo").setInputFiles({ name: "compressors-sample.idf", mimeType: "application/octet-stream", buffer: idf });
  await clickAndAwaitServer(page, dialog.getByRole("button", { name: "Extraer" }), [EXTRACT_POLYNOMIALS]);
  await expectToast(page, "60 polinomio(s) extraído(s)");
  const choice = dialog.getByLabel("Modelo a importar");
  await expect(choice).toHaveValue("");
  await expect(dialog.getByTestId("file-model")).toContainText(`Ningún modelo del archivo es ${model}`);
  await expect(dialog.getByRole("button", { name: "Confirmar e importar" })).toBeDisabled();
  await expect(dialog.getByTestId("polynomial-review").locator("tbody tr")).toHaveCount(60);
  await choice.selectOption("06DR013");
  await expect(dialog.getByTestId("polynomial-review").locator("tbody tr")).toHaveCount(2);
  await expect(dialog.getByTestId("model-1")).toHaveText("06DR013");
  await expect(dialog.getByTestId("file-model")).toContainText(`El modelo elegido, 06DR013, no es el del compresor (${model}).`);
  await checkScreen(page, "polynomial import review of a catalogue file");
  await clickAndAwaitServer(page, dialog.getByRole("button", { name: "Confirmar e importar" }), [CONFIRM_POLYNOMIALS, RELOAD_CATALOGUE]);
  await expectToast(page, "2 polinomio(s) agregados a");
  await expect(row).toContainText("R134a (2)");

  // The panel: first set open, provenance shown; edit c1 and save.
  await row.getByRole("button", { name: `Editar ${model}` }).click();
  const panel = page.getByRole("dialog", { name: `Polinomios de ${model}` });
  const first = panel.getByTestId("polynomial-card").first();
  await expect(first.getByLabel("c1", { exact: true })).toHaveValue("25100");
  await expect(first.getByTestId("provenance")).toContainText("4ge.csv");
  await first.getByLabel("c1", { exact: true }).fill("25200");
  await first.getByRole("button", { name: "Guardar", exact: true }).click();
  await expectToast(page, "Polinomios guardados");
  await expect(first.getByTestId("provenance")).toContainText("editado");

  // The refrigerant filter; closing resets it.
  await panel.getByTestId("polynomial-refrigerant-filter").click();
  await page.getByRole("option", { name: "R449A" }).click();
  await expect(panel.getByTestId("polynomial-group")).toHaveCount(1);
  await panel.getByRole("button", { name: "Cerrar" }).first().click();
  await row.getByRole("button", { name: `Editar ${model}` }).click();
  await expect(page.getByRole("dialog", { name: `Polinomios de ${model}` }).getByTestId("polynomial-group").first()).toBeVisible();
  expect(await page.getByRole("dialog", { name: `Polinomios de ${model}` }).getByTestId("polynomial-group").count()).toBeGreaterThan(1);
  await checkScreen(page, "polynomial panel");
  await page.keyboard.press("Escape");
});

test("a data sheet PDF becomes a compressor; filters, table view and deletion", async ({ page }) => {
  const model = `4FES-${run}`;
  await openTab(page);
  await page.getByTestId("import-datasheet").click();
  const dialog = page.getByRole("dialog", { name: "Importar Ficha Técnica de Compresor" });
  await expect(dialog.getByRole("button", { name: "Confirmar e importar" })).toBeDisabled();
  const pdf = pdfWithLines([
    "FICHA TECNICA DEL COMPRESOR",
    `Modelo: ${model}`,
    "Marca: Bitzer",
    "Tipo: Scroll",
    "Refrigerante: R-448A",
    "Voltaje: 380 V",
    "Peso: 88 kg",
    "Corriente nominal: 9,8 A",
  ]);
  await dialog.getByLabel("Ficha técnica").setInputFiles({ name: "ficha.pdf", mimeType: "application/pdf", buffer: pdf });
  await clickAndAwaitServer(page, dialog.getByRole("button", { name: "Extraer datos" }), [EXTRACT_DATASHEET]);
  await expectToast(page, "Datos extraídos correctamente");
  await expect(dialog.getByLabel("Modelo")).toHaveValue(model);
  await expect(dialog.getByLabel("Refrigerante")).toHaveValue("R448A");
  // The figures named in Spanish with their units, in the locale (the sheet's '9,8 A' reads 9.8 in es-MX).
  await expect(dialog.getByTestId("datasheet-figures").getByRole("listitem")).toHaveText(["Técnico: Peso 88 kg", "Motor: Corriente nominal 9.8 A"]);
  // The toast follows the saved compressor and the reloaded catalogue.
  await clickAndAwaitServer(page, dialog.getByRole("button", { name: "Confirmar e importar" }), [CREATE_COMPRESSOR, RELOAD_CATALOGUE]);
  await expectToast(page, "Compresor importado");
  await expect(item(page, model)).toContainText("Scroll · R448A · 380V");

  // Search, type filter, count badge, clear filters.
  const total = await page.getByTestId("compressor-item").count();
  await page.getByTestId("compressor-search").fill(model.toLowerCase());
  await expect(page.getByTestId("compressor-item")).toHaveCount(1);
  await expect(page.getByTestId("compressor-count")).toHaveText(`1 de ${total}`);
  await page.getByTestId("compressor-type-filter").click();
  await page.getByRole("option", { name: "Tornillo" }).click();
  await expect(page.getByText("No se encontraron compresores")).toBeVisible();
  await page.getByRole("button", { name: "Limpiar filtros" }).click();
  await expect(page.getByTestId("compressor-item")).toHaveCount(total);

  // Table view with the polynomial column.
  await page.getByRole("button", { name: "Vista de tabla" }).click();
  const tableRow = page.getByTestId("compressor-table").locator("tbody tr").filter({ hasText: model });
  await expect(tableRow).toContainText("Sin configurar");
  // Deleting asks nothing.
  await tableRow.getByRole("button", { name: `Eliminar ${model}` }).click();
  await expectToast(page, "Compresor eliminado");
  await expect(tableRow).toHaveCount(0);
});
