// The number locale end to end: chosen on /configuracion, stored with the
// company settings, used by the library screens, the number inputs and the
// server's generated texts. The store is shared by every spec file, so the
// locale goes back to es-MX at the end whatever happens.
import { expect, test, type Page } from "@playwright/test";

const run = Date.now().toString(36).toUpperCase();

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();
}

test.afterEach(async ({ request }) => {
  expect((await request.post("/api/company-settings", { data: { numberLocale: "es-MX" } })).ok()).toBe(true);
});

test("es-ES on /configuracion prints decimal commas on the library screens and '45,5' stores 45.5", async ({ page, request }) => {
  await page.goto("/configuracion");
  await expect(page.getByTestId("settings-number-example")).toContainText("-46.2 °C");
  await page.getByTestId("settings-number-locale").click();
  await page.getByRole("option", { name: /^es-ES/ }).click();
  await expect(page.getByTestId("settings-number-example")).toContainText("-46,2 °C");
  await page.getByRole("button", { name: "Guardar Configuración" }).click();
  await expectToast(page, "Configuración guardada");
  expect((await (await request.get("/api/company-settings")).json()).numberLocale).toBe("es-ES");

  // A condenser typed with a decimal comma is stored as 45.5 and listed as 45,50.
  const model = `COMA-${run}`;
  await page.goto("/biblioteca");
  await page.getByRole("tab", { name: "Condensadores" }).click();
  await page.getByTestId("add-condenser").click();
  await page.getByLabel("Modelo").fill(model);
  await page.getByLabel("Capacidad (kW)").fill("45,5");
  await page.getByLabel("Consumo por Ventilador (kW)").fill("0.85");
  // An ambiguous value is refused at its field, in Spanish.
  await page.getByLabel("Peso (kg)").fill("1.234");
  await page.getByRole("button", { name: "Crear" }).click();
  await expect(page.locator("#condenser-weight-error")).toHaveText("Valor ambiguo: escriba 1234 o 1,234 (separador decimal «,»)");
  await page.getByLabel("Peso (kg)").fill("1234,5");
  await page.getByRole("button", { name: "Crear" }).click();
  await expectToast(page, "Condensador agregado");
  const row = page.getByTestId("condenser-row").filter({ hasText: model });
  await expect(row).toContainText("45,50");
  await expect(row).toContainText("0,850");
  const condensers: { model: string; capacity: number; fanPowerConsumption: number; dimensions: { weight: number } }[] = await (await request.get("/api/condensers")).json();
  const saved = condensers.find((c) => c.model === model)!;
  expect([saved.capacity, saved.fanPowerConsumption, saved.dimensions.weight]).toEqual([45.5, 0.85, 1234.5]);

  // Editing shows the stored value with the locale's mark.
  await row.getByRole("button", { name: `Editar ${model}` }).click();
  await expect(page.getByLabel("Capacidad (kW)")).toHaveValue("45,5");
  await page.keyboard.press("Escape");

  // The refrigerant's description (written by the server) and its tables agree.
  await page.goto("/biblioteca/refrigerantes");
  const card = page.locator('[data-testid="refrigerant-card"][data-code="R404A"]');
  await card.getByRole("button", { name: "Ver Detalles" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Punto de ebullición normal -46,2 °C");
  await expect(dialog).not.toContainText("-46.2");
  await expect(dialog).not.toContainText("−");
});
