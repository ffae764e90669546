// Issue 10's browser test: a header colour chosen in 'Diseño de PDF' is the
// colour of the header band of the sheet generated from /proyectos (page 1
// rendered by poppler's pdftoppm), and the issued sheet verifies as identical.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { decodePng, type Image } from "./png";
import { createProject, rackBody, seedDemoCompressor } from "./seed";
import { checkScreen } from "./a11y";

const run = Date.now().toString(36).toUpperCase();
const HEADER = { hex: "#c0392b", rgb: [0xc0, 0x39, 0x2b] } as const;
const DEFAULT_HEADER = [0x29, 0x80, 0xb9] as const;

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId("toast").filter({ hasText: text })).toBeVisible();
}

const near = (pixel: readonly number[], rgb: readonly number[], tolerance = 6) => pixel.every((v, i) => Math.abs(v - rgb[i]) <= tolerance);

/** The largest share of one row's pixels in the colour, over the top fifth of the page. */
function bandShare(image: Image, rgb: readonly number[]): number {
  let best = 0;
  for (let y = 0; y < Math.floor(image.height / 5); y++) {
    let count = 0;
    for (let x = 0; x < image.width; x++) if (near(image.pixel(x, y), rgb)) count++;
    best = Math.max(best, count / image.width);
  }
  return best;
}

test("the header colour of 'Diseño de PDF' is the header band of a sheet generated from /proyectos", async ({ page, request }, testInfo) => {
  const compressor = await seedDemoCompressor(request);
  const name = `Ficha Color ${run}`;
  const project = await createProject(request, rackBody(name, compressor));

  await page.goto("/configuracion-diseno");
  await page.getByLabel("Color del encabezado", { exact: true }).fill(HEADER.hex.toUpperCase());
  await expect(page.getByTestId("preview-header")).toHaveCSS("background-color", `rgb(${HEADER.rgb.join(", ")})`);
  await checkScreen(page, "PDF design");
  await page.getByRole("button", { name: "Guardar Configuración" }).click();
  await expectToast(page, "Configuración guardada");

  await page.getByTestId("proyectos").click();
  await page.getByTestId("project-search").fill(name);
  const card = page.getByTestId("project-card").filter({ hasText: name });
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: `Generar PDF de ${name}` }).click();
  const download = await downloading;
  await expectToast(page, "PDF generado");
  // The server's name: the project's slug and version (issue 23).
  expect(download.suggestedFilename()).toMatch(/^ficha-[a-z0-9-]+-v\d+-[0-9A-F]{4}-[0-9A-F]{4}\.pdf$/);
  expect(download.suggestedFilename()).not.toContain(project.id);
  const pdf = testInfo.outputPath("ficha.pdf");
  await download.saveAs(pdf);
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe("%PDF-");

  const prefix = testInfo.outputPath("page");
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", pdf, prefix]);
  const image = decodePng(readFileSync(`${prefix}.png`));
  expect(bandShare(image, HEADER.rgb)).toBeGreaterThan(0.5);
  expect(bandShare(image, DEFAULT_HEADER)).toBeLessThan(0.05);

  // The issued sheet is listed for the project and regenerates identical.
  await card.getByRole("button", { name: `Historial de ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Historial de ${name}` });
  await dialog.getByRole("tab", { name: "Fichas emitidas" }).click();
  const row = dialog.getByTestId("datasheet-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: "Descargar" })).toHaveAttribute("href", /\/api\/datasheets\/.+\/pdf$/);
  await row.getByRole("button", { name: "Verificar" }).click();
  await expect(row.getByTestId("datasheet-check")).toHaveText("Idéntica: Sí");
});
