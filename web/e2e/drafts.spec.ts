// Issue 24 items 1 and 2: no work lost (drafts, asking before leaving) and
// no stale result (dimmed, marked, Save and PDF refused until recalculated).
import { expect, test, type Page } from "@playwright/test";
import { choose, editedId, expectToast } from "./project-helpers";
import { patchProject } from "./seed";

const MODEL = "ZS21K4E-TF5";

/** A motor compressor typed into the new-project screen, not saved. */
async function typeMotorCompressor(page: Page, name: string) {
  await page.getByTestId("equipment-motocompresora").click();
  await page.getByTestId("project-name").fill(name);
  await page.getByTestId("evap-temp").fill("-5");
  await page.getByTestId("cond-temp").fill("45");
  await choose(page, page.getByTestId("simple-section"), "Compresor 1", MODEL);
}

const storedDraft = (page: Page, id: string) => page.evaluate((key) => localStorage.getItem(key), `fichas_borrador:${id}`);

test("a reload keeps what was typed: the browser asks first, then the draft is offered back, recovered or discarded", async ({ page }) => {
  await page.goto("/nuevo");
  await expect(page.getByTestId("draft-banner")).toHaveCount(0);
  await typeMotorCompressor(page, "Borrador de prueba");

  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(["beforeunload"]);

  const banner = page.getByTestId("draft-banner");
  await expect(banner).toContainText("Hay un borrador sin guardar de este proyecto");
  await expect(page.getByTestId("project-name")).toHaveValue("");
  await banner.getByRole("button", { name: "Recuperar borrador" }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId("equipment-motocompresora")).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("project-name")).toHaveValue("Borrador de prueba");
  await expect(page.getByTestId("evap-temp")).toHaveValue("-5");
  await expect(page.getByTestId("cond-temp")).toHaveValue("45");
  await expect(page.getByTestId("simple-section")).toContainText(MODEL);

  // Discarded: gone for good.
  await page.reload();
  await page.getByTestId("draft-banner").getByRole("button", { name: "Descartar" }).click();
  await expect(page.getByTestId("project-name")).toHaveValue("");
  expect(await storedDraft(page, "nuevo")).toBeNull();
  await page.reload();
  await expect(page.getByTestId("project-name")).toBeVisible();
  await expect(page.getByTestId("draft-banner")).toHaveCount(0);
});

test("leaving with unsaved changes by a link or the back button asks first; a saved project has no draft", async ({ page }) => {
  await page.goto("/proyectos");
  await page.getByTestId("nuevo-proyecto").click();
  await expect(page).toHaveURL(/\/nuevo$/);
  // Nothing typed: nothing to ask.
  await page.getByTestId("proyectos").click();
  await expect(page).toHaveURL(/\/proyectos$/);
  await page.getByTestId("nuevo-proyecto").click();
  const name = `Salida ${Date.now().toString(36)}`;
  await typeMotorCompressor(page, name);

  // A sidebar link: asked, and 'Seguir editando' keeps everything.
  await page.getByTestId("proyectos").click();
  const leave = page.getByTestId("leave-dialog");
  await expect(leave).toContainText("¿Salir sin guardar?");
  await leave.getByRole("button", { name: "Seguir editando" }).click();
  await expect(page).toHaveURL(/\/nuevo$/);
  await expect(page.getByTestId("project-name")).toHaveValue(name);

  // The browser's back button: asked too; 'Salir' leaves and keeps the draft.
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Salir" }).click();
  await expect(page).toHaveURL(/\/proyectos$/);
  expect(await storedDraft(page, "nuevo")).toContain(name);

  // Back on the screen: recovered, calculated and saved; the draft is gone and leaving asks nothing.
  await page.getByTestId("nuevo-proyecto").click();
  await page.getByTestId("draft-banner").getByRole("button", { name: "Recuperar borrador" }).click();
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const id = await editedId(page);
  expect(await storedDraft(page, "nuevo")).toBeNull();
  expect(await storedDraft(page, id)).toBeNull();
  await page.getByTestId("proyectos").click();
  await expect(page).toHaveURL(/\/proyectos$/);

  // An edit kept as the project's draft and offered when it is opened again.
  await page.goto(`/nuevo?edit=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Editar Proyecto");
  await page.getByTestId("design-notes").fill("Nota sin guardar");
  await page.goto(`/nuevo?edit=${id}`);
  await page.getByTestId("draft-banner").getByRole("button", { name: "Recuperar borrador" }).click();
  await expect(page.getByTestId("design-notes")).toHaveValue("Nota sin guardar");
});

test("results go out of date when the inputs change: dimmed and marked, Save and PDF refused until a calculation succeeds; one save, one version", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/nuevo");
  await typeMotorCompressor(page, `Vigencia ${Date.now().toString(36)}`);
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  const results = page.getByTestId("results-section");
  await expect(results).not.toHaveAttribute("data-stale");
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const id = await editedId(page);

  // Out of range: the calculation fails and the old results stay marked as out of date.
  await page.getByTestId("evap-temp").fill("-60");
  await expect(results).toHaveAttribute("data-stale", "true");
  await expect(results).toContainText("Resultados desactualizados");
  await expect(page.getByTestId("save-project")).toBeDisabled();
  await expect(page.getByTestId("generate-pdf")).toBeDisabled();
  await expect(page.getByTestId("save-hint")).toHaveText("Resultados desactualizados: vuelva a calcular antes de guardar");
  await expect(page.getByTestId("pdf-hint")).toHaveText("Resultados desactualizados: vuelva a calcular antes de generar el PDF");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Error en el cálculo");
  await expect(results).toHaveAttribute("data-stale", "true");
  await expect(page.getByTestId("save-project")).toBeDisabled();

  // A name is not a calculation input: it does not make results stale.
  await page.getByTestId("evap-temp").fill("-8");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await expect(results).not.toHaveAttribute("data-stale");
  await page.getByTestId("project-name").fill("Vigencia renombrado");
  await expect(results).not.toHaveAttribute("data-stale");

  // Unsaved changes: 'Generar PDF' asks to save first; cancelled, nothing is saved.
  await page.getByTestId("generate-pdf").click();
  const ask = page.getByTestId("pdf-save-dialog");
  await expect(ask).toContainText("tiene cambios sin guardar");
  await ask.getByRole("button", { name: "Cancelar" }).click();
  const stored = await (await page.request.get(`/api/projects/${id}`)).json();
  expect(stored.evapTemp).toBe(-5);

  // One save, one version: the history holds the creation and this save, nothing between.
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto actualizado");
  const history = (await (await page.request.get(`/api/projects/${id}/history`)).json()) as { version: number; eventType: string }[];
  expect(history.map((h) => [h.version, h.eventType])).toEqual([
    [1, "ProjectCreated"],
    [2, "ProjectChanged"],
  ]);
  // With nothing unsaved, 'Generar PDF' asks nothing and saves nothing.
  const download = page.waitForEvent("download");
  await page.getByTestId("generate-pdf").click();
  // The sheet's own name: ficha-<project slug>-v<version>-<verification code> (issue 23).
  expect((await download).suggestedFilename()).toMatch(/^ficha-vigencia-renombrado-v2-[0-9A-F]{4}-[0-9A-F]{4}\.pdf$/);
  const after = (await (await page.request.get(`/api/projects/${id}/history`)).json()) as { eventType: string }[];
  expect(after.map((h) => h.eventType)).toEqual(["ProjectCreated", "ProjectChanged", "DatasheetGenerated"]);

  // The sheet took an event but no version: the next save is version 3, and so is its sheet's file name.
  await page.getByTestId("project-name").fill("Vigencia tercera");
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto actualizado");
  const third = page.waitForEvent("download");
  await page.getByTestId("generate-pdf").click();
  expect((await third).suggestedFilename()).toMatch(/^ficha-vigencia-tercera-v3-[0-9A-F]{4}-[0-9A-F]{4}\.pdf$/);
  const numbered = (await (await page.request.get(`/api/projects/${id}/history`)).json()) as { shownVersion: number | null }[];
  expect(numbered.map((h) => h.shownVersion)).toEqual([1, 2, null, 3, null]);
});

test("a draft started before a colleague's save says so, and recovering it keeps the colleague's changes unless the user confirms otherwise", async ({ page }) => {
  test.setTimeout(90_000);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/nuevo");
  const name = `Base ${Date.now().toString(36)}`;
  await typeMotorCompressor(page, name);
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const id = await editedId(page);

  // Luis types a note; meanwhile Ana renames the project (version 2); Luis's save is refused.
  await page.getByTestId("design-notes").fill("Nota de Luis");
  await patchProject(page.request, id, { name: "Renombrado por Ana" }, "Ana Ruiz");
  await page.getByTestId("save-project").click();
  await expectToast(page, "Recárguelo");

  // Reloaded: the banner says the draft is older and what recovering does.
  await page.reload();
  const banner = page.getByTestId("draft-banner");
  await expect(banner).toContainText("Este borrador parte de la versión 1; el proyecto se guardó después (versión 2, Ana Ruiz,");
  await expect(banner).toContainText("sin deshacer los de la otra persona");
  await banner.getByRole("button", { name: "Recuperar borrador" }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId("project-name")).toHaveValue("Renombrado por Ana");
  await expect(page.getByTestId("design-notes")).toHaveValue("Nota de Luis");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto actualizado");
  const saved = await (await page.request.get(`/api/projects/${id}`)).json();
  expect(saved).toMatchObject({ name: "Renombrado por Ana", designNotes: "Nota de Luis" });

  // Both change the name: recovering asks first, and only then puts the draft's name back.
  await page.getByTestId("project-name").fill("Nombre de Luis");
  await patchProject(page.request, id, { name: "Nombre de Ana" }, "Ana Ruiz");
  await page.reload();
  await expect(banner).toContainText("ambos cambiaron Nombre del proyecto");
  await banner.getByRole("button", { name: "Recuperar borrador" }).click();
  await expect(banner).toContainText("¿Recuperar el borrador y reemplazar esos cambios");
  await expect(page.getByTestId("project-name")).toHaveValue("Nombre de Ana");
  await banner.getByRole("button", { name: "Sí, recuperar" }).click();
  await expect(page.getByTestId("project-name")).toHaveValue("Nombre de Luis");
  await expect(page.getByTestId("design-notes")).toHaveValue("Nota de Luis");
});
