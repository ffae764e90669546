// Tester report 3, defect 3: a maker's CSV with the coefficient rows of two refrigerants and one envelope table. The
// import review shows where the envelope goes and which refrigerant's sets get none (saved with the tool's default
// limits, and said so); the user places it. The catalogue then marks a set with the defaults, and takes the maker's
// limits typed in.
import { expect, test, type Page } from "@playwright/test";
import { clickAndAwaitServer, type ServerCall } from "./server";

const run = Date.now().toString(36).toUpperCase();
const EXTRACT_POLYNOMIALS: ServerCall = ["POST", /^\/api\/compressors\/[^/]+\/import-polynomials$/];
const CONFIRM_POLYNOMIALS: ServerCall = ["POST", /^\/api\/compressors\/[^/]+\/polynomials\/import$/];
const SAVE_POLYNOMIAL: ServerCall = ["PATCH", /^\/api\/polynomials\/[^/]+$/];

const csv = [
  "Parametro;Refrigerante;C1;C2;C3;C4;C5;C6;C7;C8;C9;C10",
  "Capacidad;R290;12000;400;-100;5;-2;0,3;0;0;0;0",
  "Potencia;R290;1500;-20;60;0;0;0;0;0;0;0",
  "Capacidad;R32;12000;400;-100;5;-2;0,3;0;0;0;0",
  "Potencia;R32;1500;-20;60;0;0;0;0;0;0;0",
  "",
  "Envolvente de aplicación",
  "to (°C);tc (°C)",
  "-25;20",
  "-25;50",
  "10;60",
  "10;20",
  "",
].join("\n");

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();
}

test("the import review places the envelope read by refrigerant, says which sets get the tool's defaults, and the catalogue marks them", async ({ page }) => {
  test.setTimeout(120_000);
  const model = `A2L-${run}`;
  const created = await page.request.post("/api/compressors", { data: { model, refrigerant: "R290" } });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto("/biblioteca?tab=compresores");
  const row = page.getByTestId("compressor-item").filter({ hasText: model });
  await row.getByRole("button", { name: `Importar polinomios de ${model}` }).click();
  const dialog = page.getByRole("dialog", { name: `Importar Polinomios para ${model}` });
  await dialog.getByLabel("Archivo").setInputFiles({ name: "a2l.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await clickAndAwaitServer(page, dialog.getByRole("button", { name: "Extraer" }), [EXTRACT_POLYNOMIALS]);

  // The table names no refrigerant: the reader gives it to both, and the review says so, refrigerant by refrigerant.
  const placement = dialog.getByTestId("envelope-placement");
  await expect(placement).toContainText("Envolvente leída (4 puntos): ¿a qué refrigerantes corresponde?");
  // The table read is shown once, as a table, corner by corner; each set names it.
  await expect(placement.getByTestId("envelope-table")).toHaveCount(1);
  await expect(placement.getByTestId("envelope-table").getByRole("row")).toHaveCount(5);
  await expect(dialog.getByTestId("envelope-polygon").first()).toHaveText("Envolvente: tabla 1 (4 puntos)");
  await expect(placement.getByLabel("Envolvente leída para R290")).toBeChecked();
  await expect(placement.getByLabel("Envolvente leída para R32")).toBeChecked();
  await expect(dialog.getByTestId("envelope-missing")).toHaveCount(0);
  // The maker's sheet gives it for R32 only: the user takes it from R290, whose sets are then named.
  await placement.getByLabel("Envolvente leída para R290").uncheck();
  await expect(dialog.getByTestId("envelope-missing")).toContainText("Sin envolvente del fabricante: R290. Se guardarán los límites por defecto de la herramienta");
  await clickAndAwaitServer(page, dialog.getByRole("button", { name: "Confirmar e importar" }), [CONFIRM_POLYNOMIALS]);
  await expectToast(page, "Polinomios importados");

  // The catalogue: R290's sets carry the tool's defaults, marked; R32's the maker's polygon.
  await row.getByRole("button", { name: `Editar ${model}` }).click();
  const panel = page.getByRole("dialog", { name: `Polinomios de ${model}` });
  const r290 = panel.getByTestId("polynomial-group").filter({ has: page.getByRole("heading", { name: "R290", exact: true }) });
  const r32 = panel.getByTestId("polynomial-group").filter({ has: page.getByRole("heading", { name: "R32", exact: true }) });
  await expect(r290.getByTestId("envelope-defaults-badge")).toHaveCount(2);
  await expect(r32.getByTestId("envelope-defaults-badge")).toHaveCount(0);
  const card = r290.getByTestId("polynomial-card").first();
  // The panel opens its first set; another is opened by its heading.
  if (!(await card.getByTestId("envelope-editor").isVisible())) await card.getByRole("button").first().click();
  await expect(card.getByTestId("envelope-source")).toContainText("Límites por defecto de la herramienta: envolvente del fabricante no indicada");
  // The maker's limits typed in: the set's envelope is the maker's.
  await card.getByLabel("Evap. mín. (°C)").fill("-30");
  await card.getByLabel("Evap. máx. (°C)").fill("10");
  await card.getByLabel("Cond. mín. (°C)").fill("25");
  await card.getByLabel("Cond. máx. (°C)").fill("55");
  await clickAndAwaitServer(page, card.getByRole("button", { name: "Guardar envolvente" }), [SAVE_POLYNOMIAL]);
  await expectToast(page, "Envolvente guardada");
  await expect(r290.getByTestId("envelope-defaults-badge")).toHaveCount(1);
});
