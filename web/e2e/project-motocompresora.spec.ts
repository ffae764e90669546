import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { cells, choose, editedId, expectToast, fixed, kw, withoutSpeed } from "./project-helpers";
import { checkScreen } from "./a11y";

const name = `Moto e2e ${Date.now().toString(36)}`;
const models = ["ZS21K4E-TF5", "ZS26K4E-TF5"];

type Single = { model: string; coolingCapacity: number; powerInput: number; current: number; dischargeTemp: number | null };

async function apiAnswers(page: Page, condTemp: number): Promise<Single[]> {
  return Promise.all(
    models.map(async (model) => (await page.request.post("/api/calculate", { data: { model, evapTemp: -5, condTemp, refrigerant: "R404A", voltage: 460 } })).json()),
  );
}

/** Capacity 1 decimal, power 2, current 2, discharge 1, and the system total (section 2). */
async function expectFiguresOf(page: Page, answers: Single[]) {
  const table = page.getByTestId("simple-table");
  for (const [i, a] of answers.entries()) {
    expect(withoutSpeed(await cells(table.getByTestId("result-row").nth(i)))).toEqual([a.model, kw(a.coolingCapacity, 1), kw(a.powerInput), fixed(a.current), a.dischargeTemp === null ? "—" : fixed(a.dischargeTemp, 1)]);
  }
  const sum = (key: "coolingCapacity" | "powerInput" | "current") => answers.reduce((t, a) => t + a[key], 0);
  expect(await cells(table.getByTestId("result-total"))).toEqual(["TOTAL SISTEMA", kw(sum("coolingCapacity"), 1), kw(sum("powerInput")), fixed(sum("current")), ""]);
}

test("a motor compressor is built from an empty form, calculated as the API calculates it, saved, reopened, changed and saved again", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/nuevo-proyecto");
  await page.getByTestId("equipment-motocompresora").click();
  await expect(page.getByTestId("equipment-motocompresora")).toHaveAttribute("data-selected", "true");
  await page.getByTestId("project-name").fill(name);
  await page.getByTestId("evap-temp").fill("-5");
  await page.getByTestId("cond-temp").fill("45");
  const list = page.getByTestId("simple-section");
  // The type filter narrows the list: no screw compressor offers R404A in the demo catalogue.
  await choose(page, page.getByTestId("global-parameters"), "Tipo de Compresor", "Scroll");
  await choose(page, list, "Compresor 1", models[0]);
  await expect(list.getByRole("button", { name: "Eliminar compresor 1" })).toHaveCount(0);
  await list.getByRole("button", { name: "Agregar" }).click();
  await choose(page, list, "Compresor 2", models[1]);
  await expect(list.getByRole("button", { name: "Eliminar compresor 2" })).toBeVisible();

  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await expectFiguresOf(page, await apiAnswers(page, 45));
  await expect(page.getByTestId("limits-row")).toHaveCount(2);
  await checkScreen(page, "motor compressor results");
  // The electrical loads come with the saved project's answer (tester 2's defect 23).
  await expect(page.getByTestId("electrical-loads-on-save")).toBeVisible();

  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const id = await editedId(page);
  const saved = (await (await page.request.get(`/api/projects/${id}`)).json()) as { calculationResults: { electricalLoads: { mca: number } } };
  await expect(page.getByTestId("mca")).toHaveText(fixed(saved.calculationResults.electricalLoads.mca));
  await expect(page.getByTestId("electrical-loads")).not.toContainText("Ventiladores del condensador");

  await page.goto(`/nuevo?edit=${id}`);
  await expectToast(page, `Editando: ${name}`);
  await expect(page.getByTestId("equipment-motocompresora")).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("evap-temp")).toHaveValue("-5");
  await expect(page.getByTestId("simple-section")).toContainText(models[1]);
  await expectFiguresOf(page, await apiAnswers(page, 45));
  // Calculating the saved inputs again keeps the loads recorded for them (tester 3's defect 16).
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await expect(page.getByTestId("mca")).toHaveText(fixed(saved.calculationResults.electricalLoads.mca));

  await page.getByTestId("cond-temp").fill("40");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await expectFiguresOf(page, await apiAnswers(page, 40));
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto actualizado");

  await page.goto(`/nuevo?edit=${id}`);
  await expect(page.getByTestId("cond-temp")).toHaveValue("40");
  await expectFiguresOf(page, await apiAnswers(page, 40));
});

test("'Generar PDF' on an unnamed new project asks, saves it whole as 'Proyecto Temporal' first and downloads 'ficha-proyecto-temporal-v…-CODE.pdf'", async ({ page }) => {
  // The first sheet of a run starts the server's Chromium, which takes its time on a loaded machine.
  test.setTimeout(120_000);
  await page.goto("/nuevo");
  await page.getByTestId("equipment-motocompresora").click();
  await page.getByTestId("evap-temp").fill("-5");
  await page.getByTestId("cond-temp").fill("45");
  await choose(page, page.getByTestId("simple-section"), "Compresor 1", models[0]);
  await page.getByTestId("design-notes").fill("Viaja con el primer guardado");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await expect(page.getByTestId("save-project")).toBeDisabled();

  // Asked first: the sheet prints the stored project.
  await page.getByTestId("generate-pdf").click();
  const ask = page.getByTestId("pdf-save-dialog");
  await expect(ask).toContainText("Se guardará como «Proyecto Temporal», con todo lo que contiene el formulario");
  const download = page.waitForEvent("download");
  await ask.getByTestId("save-and-pdf").click();
  expect((await download).suggestedFilename()).toMatch(/^ficha-proyecto-temporal-v\d+-[0-9A-F]{4}-[0-9A-F]{4}\.pdf$/);
  await expectToast(page, "PDF generado");
  const id = await editedId(page);
  const stored = await (await page.request.get(`/api/projects/${id}`)).json();
  // Saved as 'Guardar Proyecto' would: the typed design notes too (issue 24, tester's finding).
  expect(stored).toMatchObject({ name: "Proyecto Temporal", equipmentType: "motocompresora", designNotes: "Viaja con el primer guardado", designImages: [] });
});

test("a motor compressor's Cliente and Responsable are typed on its screen, kept, compared in 'Historial' and printed on its sheet", async ({ page }, testInfo) => {
  // The sheet may be the run's first, which starts the server's Chromium.
  test.setTimeout(120_000);
  const named = `Moto cliente ${Date.now().toString(36)}`;
  await page.goto("/nuevo-proyecto");
  await page.getByTestId("equipment-motocompresora").click();
  await page.getByTestId("project-name").fill(named);
  await page.getByTestId("evap-temp").fill("-5");
  await page.getByTestId("cond-temp").fill("45");
  const general = page.getByTestId("moto-general");
  await expect(general).toContainText("Datos Generales");
  await general.getByLabel("Cliente", { exact: true }).fill("Frigorífico Sur");
  await general.getByLabel("Responsable", { exact: true }).fill("Ing. Rosa Díaz");
  await choose(page, page.getByTestId("simple-section"), "Compresor 1", models[0]);
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const id = await editedId(page);

  await page.goto(`/nuevo?edit=${id}`);
  await expectToast(page, `Editando: ${named}`);
  await expect(page.getByTestId("moto-customer")).toHaveValue("Frigorífico Sur");
  await expect(page.getByTestId("moto-responsable")).toHaveValue("Ing. Rosa Díaz");
  await page.getByTestId("moto-customer").fill("Frigorífico Norte");
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto actualizado");

  // The history compares the two saves field by field.
  await page.goto("/proyectos");
  await page.getByTestId("project-search").fill(named);
  const card = page.getByTestId("project-card").filter({ hasText: named });
  await card.getByRole("button", { name: `Historial de ${named}` }).click();
  const dialog = page.getByRole("dialog", { name: `Historial de ${named}` });
  await dialog.getByRole("tab", { name: "Comparar versiones" }).click();
  const customer = dialog.getByTestId("diff-inputs").getByTestId("diff-row").filter({ hasText: "Cliente" });
  await expect(customer).toContainText("Frigorífico Sur");
  await expect(customer).toContainText("Frigorífico Norte");

  // The sheet prints them where it printed '—'.
  const answer = await page.request.post(`/api/projects/${id}/generate-pdf`);
  expect(answer.status()).toBe(200);
  const pdf = testInfo.outputPath("ficha.pdf");
  writeFileSync(pdf, await answer.body());
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"]).toString();
  expect(text).toContain("Frigorífico Norte");
  expect(text).toContain("Ing. Rosa Díaz");
});
