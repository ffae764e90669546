// Every screen and its dialogs on phones (360 and 390 px) and on a desktop:
// nothing scrolls sideways, dialogs fit the viewport, and axe finds nothing
// serious or critical in either theme.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { checkScreen, DESKTOP, expectFitsViewport, PHONE_WIDTHS } from "./a11y";
import { createProject, rackBody, seedDemoCompressor } from "./seed";

const run = Date.now().toString(36).toUpperCase();
/** A model name with no space to break at, as long as the catalogue takes (80 characters). */
const LONG_MODEL = `CONDENSADOR-MICROCANAL-DOBLE-CIRCUITO-${run}-${"X".repeat(80)}`.slice(0, 80);

let projectId = "";

test.beforeAll(async ({ request }) => {
  const compressor = await seedDemoCompressor(request);
  projectId = (await createProject(request, rackBody(`Rack pantallas ${run}`, compressor))).id;
  await createProject(request, rackBody(`RACK-SIN-ESPACIOS-${run}-${"X".repeat(100)}`, compressor));
  const condenser = await request.post("/api/condensers", {
    data: {
      model: LONG_MODEL,
      capacity: 42.5,
      fanCount: 2,
      fanPowerConsumption: 0.45,
      isMicrochannel: true,
      ratedDeltaT: 10,
      dimensions: { length: null, width: null, height: null, weight: null },
    },
  });
  expect(condenser.status(), await condenser.text()).toBe(201);
});

const SCREENS: { path: () => string; heading: string }[] = [
  { path: () => "/", heading: "Nuevo Proyecto" },
  { path: () => "/nuevo", heading: "Nuevo Proyecto" },
  { path: () => `/nuevo?edit=${projectId}`, heading: "Editar Proyecto" },
  { path: () => "/biblioteca", heading: "Biblioteca de Equipos" },
  { path: () => "/biblioteca?tab=condensadores", heading: "Biblioteca de Equipos" },
  { path: () => "/biblioteca?tab=intercambiadores", heading: "Biblioteca de Equipos" },
  { path: () => "/biblioteca/refrigerantes", heading: "Biblioteca de Refrigerantes" },
  { path: () => "/proyectos", heading: "Proyectos Guardados" },
  { path: () => "/configuracion", heading: "Configuración de la Empresa" },
  { path: () => "/configuracion-diseno", heading: "Diseño de PDF" },
];

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  // Lists load after the heading; wait until nothing says it is loading.
  await expect(page.getByText(/^Cargando/)).toHaveCount(0);
}

for (const width of [...PHONE_WIDTHS, DESKTOP.width]) {
  test(`every screen fits ${width} px and passes axe`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === DESKTOP.width ? DESKTOP.height : 800 });
    for (const screen of SCREENS) {
      await open(page, screen.path(), screen.heading);
      await checkScreen(page, `${screen.path()} at ${width} px`);
    }
  });
}

/**
 * Opens a dialog from `opener`: on a phone a form dialog is a full-screen
 * sheet; it fits and passes axe; its first field has focus when `firstField`
 * names it; one Escape closes it and focus is back on the opener.
 */
async function checkDialog(page: Page, what: string, opener: Locator, { role = "dialog", firstField }: { role?: "dialog" | "alertdialog"; firstField?: string } = {}) {
  await opener.click();
  const dialog = page.getByRole(role);
  await expect(dialog).toBeVisible();
  if (firstField) await expect(dialog.getByLabel(firstField, { exact: true })).toBeFocused();
  await checkScreen(page, what);
  const viewport = page.viewportSize();
  if (role === "dialog" && viewport && viewport.width < 640) {
    const box = await dialog.boundingBox();
    expect(box, `${what}: a sheet as wide and tall as the screen`).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

for (const width of [...PHONE_WIDTHS, DESKTOP.width]) {
  test(`library dialogs fit ${width} px and pass axe`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === DESKTOP.width ? DESKTOP.height : 740 });
    await open(page, "/biblioteca", "Biblioteca de Equipos");
    await checkDialog(page, `new compressor at ${width}`, page.getByTestId("add-compressor"), { firstField: "Modelo *" });

    await open(page, "/biblioteca?tab=condensadores", "Biblioteca de Equipos");
    await checkDialog(page, `new condenser at ${width}`, page.getByTestId("add-condenser"), { firstField: "Modelo" });
    const row = page.getByTestId("condenser-row").filter({ hasText: LONG_MODEL });
    await checkDialog(page, `edit long condenser at ${width}`, row.getByRole("button", { name: `Editar ${LONG_MODEL}` }), { firstField: "Modelo" });
    await checkDialog(page, `delete long condenser at ${width}`, row.getByRole("button", { name: `Eliminar ${LONG_MODEL}` }), { role: "alertdialog" });
    // Both of the confirmation's buttons stay on screen next to the long name.
    await row.getByRole("button", { name: `Eliminar ${LONG_MODEL}` }).click();
    for (const name of ["Cancelar", "Eliminar"]) {
      const box = await page.getByRole("alertdialog").getByRole("button", { name, exact: true }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `${name} on screen`).toBe(true);
    }
    await page.keyboard.press("Escape");

    await open(page, "/biblioteca?tab=intercambiadores", "Biblioteca de Equipos");
    await checkDialog(page, `new exchanger at ${width}`, page.getByTestId("add-heat-exchanger"), { firstField: "Modelo" });
  });
}

for (const width of PHONE_WIDTHS) {
  test(`refrigerant and project dialogs fit ${width} px and pass axe`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 740 });
    await open(page, "/biblioteca/refrigerantes", "Biblioteca de Refrigerantes");
    await checkDialog(page, `generate refrigerant at ${width}`, page.getByTestId("generate-refrigerant"));
    await checkDialog(page, `upload chart at ${width}`, page.getByRole("button", { name: "Subir PDF de R404A", exact: true }));
    await page.getByRole("button", { name: "Ver detalles de R404A", exact: true }).click();
    const details = page.getByRole("dialog");
    for (const tab of await details.getByRole("tab").all()) {
      await tab.click();
      await expectFitsViewport(page, `R404A details, tab ${await tab.textContent()} at ${width}`);
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `tab ${await tab.textContent()} is on screen`).toBe(true);
    }
    await checkScreen(page, `R404A details at ${width}`);
    await page.keyboard.press("Escape");

    await open(page, "/proyectos", "Proyectos Guardados");
    await checkDialog(page, `project history at ${width}`, page.getByRole("button", { name: `Historial de Rack pantallas ${run}`, exact: true }));
    // A toast on a phone lies on the screen too.
    await page.getByRole("button", { name: `Duplicar Rack pantallas ${run}`, exact: true }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Proyecto duplicado" })).toBeVisible();
    await checkScreen(page, `toast at ${width}`);
  });
}
