import { expect, test, type Page } from "@playwright/test";
import { checkScreen } from "./a11y";

// Unique names keep the test independent of whatever the store already holds.
const run = Date.now().toString(36).toUpperCase();

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();
}

test("a condenser is created, edited, searched and deleted through the UI", async ({ page }) => {
  const model = `CMC-${run}`;
  const other = `MCX-${run}`;
  await page.goto("/biblioteca");
  await page.getByRole("tab", { name: "Condensadores" }).click();
  await expect(page.getByTestId("condensers-table")).toBeVisible();

  // The dialog shows the rules at the fields and saves nothing.
  await page.getByTestId("add-condenser").click();
  await expect(page.getByRole("dialog", { name: "Nuevo Condensador" })).toBeVisible();
  await page.getByRole("button", { name: "Crear" }).click();
  await expect(page.getByText("Modelo es requerido")).toBeVisible();
  await expect(page.getByText("Capacidad debe ser mayor a 0")).toBeVisible();
  await expect(page.getByText("Consumo debe ser mayor a 0")).toBeVisible();
  await checkScreen(page, "condenser dialog with its messages");

  await page.getByLabel("Modelo").fill(model);
  await page.getByLabel("Capacidad (kW)").fill("120.5");
  await page.getByLabel("Número de Ventiladores").fill("4");
  await page.getByLabel("Consumo por Ventilador (kW)").fill("0.85");
  await page.getByLabel("Microcanal").check();
  await page.getByRole("button", { name: "Crear" }).click();
  await expectToast(page, "Condensador agregado");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const row = page.getByTestId("condenser-row").filter({ hasText: model });
  await expect(row).toContainText("Microcanal");
  await expect(row).toContainText("120.5");

  await page.getByTestId("add-condenser").click();
  await page.getByLabel("Modelo").fill(other);
  await page.getByLabel("Capacidad (kW)").fill("60");
  await page.getByLabel("Consumo por Ventilador (kW)").fill("0.45");
  await page.getByRole("button", { name: "Crear" }).click();
  await expectToast(page, "Condensador agregado");

  // Edit opens with the saved values.
  await row.getByRole("button", { name: `Editar ${model}` }).click();
  await expect(page.getByRole("dialog", { name: "Editar Condensador" })).toBeVisible();
  await expect(page.getByLabel("Capacidad (kW)")).toHaveValue("120.5");
  await page.getByLabel("Capacidad (kW)").fill("150");
  await page.getByRole("button", { name: "Actualizar" }).click();
  await expectToast(page, "Condensador actualizado");
  await expect(row).toContainText("150");

  // Search by model.
  await page.getByTestId("condenser-search").fill(`mcx-${run}`.toLowerCase());
  await expect(page.getByTestId("condenser-row")).toHaveCount(1);
  await expect(page.getByTestId("condenser-row")).toContainText(other);
  await page.getByTestId("condenser-search").fill("no-such-model");
  await expect(page.getByText("No se encontraron condensadores")).toBeVisible();
  await page.getByTestId("condenser-search").fill(run);

  // Delete asks first; cancelling keeps the row.
  await row.getByRole("button", { name: `Eliminar ${model}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText("¿Eliminar condensador?");
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Eliminar ${model}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expectToast(page, "Condensador eliminado");
  await expect(row).toHaveCount(0);

  // What the list shows is what the server kept.
  await page.reload();
  await page.getByRole("tab", { name: "Condensadores" }).click();
  await expect(page.getByTestId("condenser-row").filter({ hasText: other })).toBeVisible();
  await expect(page.getByTestId("condenser-row").filter({ hasText: model })).toHaveCount(0);
});

test("a plate heat exchanger is created, edited, filtered, searched and deleted through the UI", async ({ page }) => {
  const model = `B25-${run}`;
  const brand = `SWEP-${run}`;
  await page.goto("/biblioteca?tab=intercambiadores");
  await expect(page.getByTestId("heat-exchangers-table")).toBeVisible();

  await page.getByTestId("add-heat-exchanger").click();
  await page.getByRole("button", { name: "Crear" }).click();
  await expect(page.getByText("Marca es requerida")).toBeVisible();
  await expect(page.getByText("Tipo de aplicación es requerido")).toBeVisible();

  await page.getByLabel("Modelo").fill(model);
  await page.getByLabel("Marca").fill(brand);
  await page.getByLabel("Capacidad (kW)").fill("45.5");
  await page.getByRole("dialog").getByLabel("Tipo de Aplicación").click();
  await page.getByRole("option", { name: "Frío" }).click();
  await page.getByRole("button", { name: "Crear" }).click();
  await expectToast(page, "Intercambiador agregado");
  const row = page.getByTestId("heat-exchanger-row").filter({ hasText: model });
  await expect(row).toContainText(brand);
  await expect(row).toContainText("Frío");

  // Filter by application type.
  await page.getByTestId("application-type-filter").click();
  await page.getByRole("option", { name: "Calor" }).click();
  await expect(row).toHaveCount(0);
  await page.getByTestId("application-type-filter").click();
  await page.getByRole("option", { name: "Frío" }).click();
  await expect(row).toBeVisible();

  // Edit to "Ambos"; the Frío filter now hides it, "Ambos" shows it.
  await row.getByRole("button", { name: `Editar ${model}` }).click();
  await page.getByRole("dialog").getByLabel("Tipo de Aplicación").click();
  await page.getByRole("option", { name: "Ambos" }).click();
  await page.getByLabel("Notas (opcional)").fill("Evaporador del circuito 1");
  // The rating (the sheet's water pressure drop): both figures or neither.
  await page.getByLabel("Caída de presión del agua (kPa)").fill("25");
  await page.getByRole("button", { name: "Actualizar" }).click();
  await expect(page.getByText("Indique el caudal de agua al que el fabricante da la caída de presión")).toBeVisible();
  await page.getByLabel("Caudal de agua de esa caída (L/min)").fill("86");
  await page.getByRole("button", { name: "Actualizar" }).click();
  await expectToast(page, "Intercambiador actualizado");
  await expect(row).toHaveCount(0);
  await page.getByTestId("application-type-filter").click();
  await page.getByRole("option", { name: "Ambos" }).click();
  await expect(row).toContainText("Ambos");
  await expect(row).toContainText(/25[.,]0+ a 86[.,]0+\u00A0L\/min/);

  // Search by brand.
  await page.getByTestId("heat-exchanger-search").fill(brand.toLowerCase());
  await expect(page.getByTestId("heat-exchanger-row")).toHaveCount(1);

  await row.getByRole("button", { name: `Eliminar ${model}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expectToast(page, "Intercambiador eliminado");
  await expect(page.getByTestId("heat-exchanger-row")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("heat-exchanger-row").filter({ hasText: model })).toHaveCount(0);
});
