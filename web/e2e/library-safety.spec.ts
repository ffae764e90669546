// Issue 14, data safety in the browser: a deletion is undone from its toast
// (a new event on the server), and the polynomial panel refuses what is not
// a number instead of storing 0.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

const run = Date.now().toString(36).toUpperCase();

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();
}

async function compressorWithOneSet(request: APIRequestContext, model: string): Promise<string> {
  const created = await request.post("/api/compressors", { data: { model, brand: "Bitzer", refrigerant: "R404A" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const set = { compressorId: id, refrigerant: "R404A", parameter: "coolingCapacity", c1: 25000, c2: 850.2, c3: -120.5, c4: 10, c5: -3 };
  expect((await request.post("/api/polynomials", { data: set })).status()).toBe(201);
  return id;
}

function item(page: Page, model: string) {
  return page.getByTestId("compressor-item").filter({ hasText: model });
}

test("a deleted compressor comes back with its polynomials from the toast's 'Deshacer'", async ({ page, request }) => {
  const model = `UNDO-${run}`;
  await compressorWithOneSet(request, model);
  await page.goto("/biblioteca?tab=compresores");
  await expect(item(page, model)).toContainText("R404A (1)");

  // No confirmation (the spec's flow), then undo from the toast.
  await item(page, model).getByRole("button", { name: `Eliminar ${model}` }).click();
  await expectToast(page, "Compresor eliminado");
  await expect(item(page, model)).toHaveCount(0);
  await page.getByTestId("toast").getByRole("button", { name: "Deshacer" }).click();
  await expectToast(page, "Compresor restaurado");
  await expect(item(page, model)).toContainText("R404A (1)");

  // The server agrees: live again, with its set.
  const list = (await (await request.get("/api/compressors")).json()) as { model: string; polynomialStats: unknown[] }[];
  expect(list.find((c) => c.model === model)?.polynomialStats).toEqual([{ refrigerant: "R404A", count: 1 }]);
});

test("a condenser deleted after its confirmation is restored from 'Deshacer'", async ({ page, request }) => {
  const model = `CND-UNDO-${run}`;
  const created = await request.post("/api/condensers", { data: { model, capacity: 120, fanCount: 4, fanPowerConsumption: 0.85 } });
  expect(created.status()).toBe(201);
  await page.goto("/biblioteca?tab=condensadores");
  const row = page.getByTestId("condenser-row").filter({ hasText: model });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Eliminar ${model}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expectToast(page, "Condensador eliminado");
  await expect(row).toHaveCount(0);
  await page.getByTestId("toast").getByRole("button", { name: "Deshacer" }).click();
  await expectToast(page, "Condensador restaurado");
  await expect(row).toBeVisible();
});

test("the polynomial panel refuses 'abc' and asks before closing with unsaved edits", async ({ page, request }) => {
  const model = `PANEL-${run}`;
  const id = await compressorWithOneSet(request, model);
  await page.goto("/biblioteca?tab=compresores");
  await item(page, model).getByRole("button", { name: `Editar ${model}` }).click();
  const panel = page.getByRole("dialog", { name: `Polinomios de ${model}` });
  const c1 = panel.getByLabel("c1", { exact: true });
  await expect(c1).toHaveValue("25000");

  await c1.fill("abc");
  await panel.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(panel.getByText("Ingrese un número válido")).toBeVisible();
  await expect(c1).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("toast").filter({ hasText: "Polinomios guardados" })).toHaveCount(0);
  const saved = (await (await request.get(`/api/compressors/${id}/polynomials`)).json()) as { c1: number }[];
  expect(saved[0].c1).toBe(25000);

  // Closing with the edit pending asks; 'Seguir editando' keeps it, then close without saving.
  await panel.getByRole("button", { name: "Cerrar" }).first().click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText("¿Cerrar sin guardar?");
  await ask.getByRole("button", { name: "Seguir editando" }).click();
  await expect(c1).toHaveValue("abc");
  await panel.getByRole("button", { name: "Cerrar" }).first().click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cerrar sin guardar" }).click();
  await expect(panel).toHaveCount(0);
});

test("the compressor form refuses cylinders −4 at the field and warns on a duplicate brand and model", async ({ page, request }) => {
  const model = `DUP-${run}`;
  await compressorWithOneSet(request, model);
  await page.goto("/biblioteca?tab=compresores");
  await page.getByTestId("add-compressor").click();
  const form = page.getByRole("dialog", { name: "Nuevo Modelo de Compresor" });
  await form.getByLabel("Modelo *").fill(model.toLowerCase());
  await form.getByLabel("Marca").fill("Bitzer");
  await expect(form.getByTestId("duplicate-warning")).toContainText(`Ya existe un compresor ${model} de la marca Bitzer`);
  await form.getByRole("tab", { name: "Técnico" }).click();
  await form.getByLabel("Cilindros").fill("-4");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(form.getByText("Cilindros debe ser un número entero de 1 a 16")).toBeVisible();
  await form.getByLabel("Cilindros").fill("4");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expectToast(page, `Aviso: Ya existe un compresor ${model} de la marca Bitzer`);
});
