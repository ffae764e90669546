import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { pdfWithLines } from "./pdf";
import { checkScreen } from "./a11y";
import { clickAndAwaitServer } from "./server";

test("the refrigerant library offers the common refrigerants, generates, filters and shows details", async ({ page }) => {
  await page.goto("/biblioteca/refrigerantes");
  const cards = page.getByTestId("refrigerant-card");
  await expect(cards.first()).toHaveAttribute("data-code", "R404A");
  const ammonia = page.locator('[data-testid=refrigerant-card][data-code="R717"]');
  await expect(ammonia).toContainText("Amoniaco");
  await expect(ammonia).toContainText("B2L");
  await expect(ammonia).toContainText("Sin impacto en la capa de ozono");
  const r404a = page.locator('[data-testid=refrigerant-card][data-code="R404A"]');
  await expect(r404a).toContainText("GWP 3922 · Alto");
  await expect(page.locator('[data-testid=refrigerant-card][data-code="R290"]').getByTestId("flammable")).toBeVisible();
  const total = await cards.count();
  await expect(page.getByTestId("refrigerant-count")).toHaveText(`Mostrando ${total} de ${total} refrigerantes`);

  // Generate a sheet that is not in the library yet; an empty code is refused.
  await page.getByTestId("generate-refrigerant").click();
  await page.getByRole("button", { name: "Generar", exact: true }).click();
  await expect(page.getByRole("dialog").getByText("Código requerido")).toBeVisible();
  await page.getByLabel("Código del refrigerante").fill(" r1233zd(e) ");
  await page.getByRole("button", { name: "Generar", exact: true }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Refrigerante generado" })).toBeVisible();
  await expect(page.locator('[data-testid=refrigerant-card][data-code="R1233zd(E)"]')).toBeVisible();
  await expect(page.getByTestId("refrigerant-count")).toHaveText(`Mostrando ${total + 1} de ${total + 1} refrigerantes`);

  // Filters built from the data.
  await page.getByTestId("safety-filter").click();
  await page.getByRole("option", { name: "A3" }).click();
  await expect(cards.filter({ hasText: "A1" })).toHaveCount(0);
  await expect(page.locator('[data-testid=refrigerant-card][data-code="R290"]')).toBeVisible();
  await page.getByTestId("safety-filter").click();
  await page.getByRole("option", { name: "Todas las clases" }).click();
  await page.getByTestId("type-filter").click();
  await page.getByRole("option", { name: "natural" }).click();
  await expect(cards).toHaveCount(2);
  await page.getByTestId("type-filter").click();
  await page.getByRole("option", { name: "Todos los tipos" }).click();
  await page.getByTestId("refrigerant-search").fill("amon");
  await expect(cards).toHaveCount(1);
  // A code with its hyphen, the ASHRAE number alone and the common names find the fluid.
  for (const [search, code] of [["R-404A", "R404A"], ["744", "R744"], ["CO2", "R744"], ["propano", "R290"], ["amoniaco", "R717"], ["isobutano", "R600a"]]) {
    await page.getByTestId("refrigerant-search").fill(search);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute("data-code", code);
  }
  // CO2 does not boil at 1 atm: its triple point instead of a boiling point.
  await page.getByTestId("refrigerant-search").fill("CO2");
  await cards.first().getByRole("button", { name: /Ver Detalles/i }).click();
  const co2 = page.getByRole("dialog");
  await expect(co2).toContainText("Punto triple-56.6 °C · 5.18 bar abs");
  await expect(co2).not.toContainText("Punto de ebullición normal");
  await page.keyboard.press("Escape");
  await expect(co2).toBeHidden();
  await page.getByTestId("refrigerant-search").fill("");

  // Details: four tabs.
  await r404a.getByRole("button", { name: "Ver Detalles" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Baja");
  await expect(dialog).toContainText("3922 · Alto");
  await dialog.getByRole("tab", { name: "Tabla P-T" }).click();
  await expect(dialog.getByTestId("pt-table")).toContainText("Manométrica (psig)");
  await expect(dialog.getByTestId("pt-table").locator("tbody tr")).toHaveCount(23);
  await checkScreen(page, "refrigerant details, P-T table");
  await dialog.getByRole("tab", { name: "Termodinámica" }).click();
  await expect(dialog).toContainText("Entalpía de vaporización");
  await dialog.getByRole("tab", { name: "Normativas" }).click();
  await expect(dialog.getByTestId("normatives")).toContainText("EN 378");
});

test("a P-T chart PDF is read and compared with the reference table", async ({ page }) => {
  await page.goto("/biblioteca/refrigerantes");
  const card = page.locator('[data-testid=refrigerant-card][data-code="R134a"]');
  await card.getByRole("button", { name: "Subir PDF" }).click();
  await page.getByRole("button", { name: "Procesar" }).click();
  await expect(page.getByRole("dialog").getByText("Archivo requerido")).toBeVisible();

  const pdf = pdfWithLines([
    "Tabla presion-temperatura R134a",
    "Temp (F)   Presion psig",
    "-20  -1.9",
    "0  6.5",
    "20  18.4",
    "40  35.1",
    "60  57.4",
    "80  86.9",
    "100  124.1",
    "120  171.1",
    "140  229.9",
    "160  --",
  ]);
  await page.getByLabel("Archivo").setInputFiles({ name: "r134a-pt.pdf", mimeType: "application/pdf", buffer: pdf });
  await clickAndAwaitServer(page, page.getByRole("button", { name: "Procesar" }), [["POST", /^\/api\/refrigerants-library\/R134a\/upload-pdf$/]]);
  await expect(page.getByTestId("toast").filter({ hasText: "PDF procesado exitosamente" })).toBeVisible();

  await card.getByRole("button", { name: "Ver Detalles" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Tabla P-T" }).click();
  const comparison = dialog.getByTestId("chart-comparison");
  await expect(comparison).toContainText("r134a-pt.pdf");
  await expect(comparison).toContainText("psi manométrica");
  // 140 °F is 60 °C: inside the kept range; the chart agrees with CoolProp within 1 %.
  await expect(comparison.locator("tbody tr")).toHaveCount(9);
  const deviation = parseFloat((await comparison.getByTestId("max-deviation").innerText()).replace(",", "."));
  expect(deviation).toBeLessThan(1);
  await checkScreen(page, "chart comparison");
});

interface ReferenceRow {
  temp: number;
  /** Dew pressure, bar absolute. */
  pressure: number;
}

/** A refrigerant's reference dew pressures by °C, as the library serves them. */
async function dewPressures(request: APIRequestContext, code: string): Promise<Map<number, number>> {
  const rows = (await (await request.get("/api/refrigerants-library")).json()) as { code: string; pressureTable: ReferenceRow[] }[];
  const table = rows.find((r) => r.code === code)?.pressureTable;
  expect(table, `${code} in the library`).toBeDefined();
  return new Map(table!.map((r) => [r.temp, r.pressure]));
}

async function uploadChart(page: Page, code: string, fileName: string, lines: string[]) {
  await page.locator(`[data-testid=refrigerant-card][data-code="${code}"]`).getByRole("button", { name: "Subir PDF" }).click();
  const dialog = page.getByRole("dialog", { name: `Subir tabla P-T de ${code}` });
  await dialog.getByLabel("Archivo").setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: pdfWithLines(lines) });
  await clickAndAwaitServer(page, dialog.getByRole("button", { name: "Procesar" }), [["POST", new RegExp(`^/api/refrigerants-library/${code}/upload-pdf$`)]]);
  await expect(dialog).toBeHidden();
}

async function openChartComparison(page: Page, code: string) {
  await page.locator(`[data-testid=refrigerant-card][data-code="${code}"]`).getByRole("button", { name: "Ver Detalles" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Tabla P-T" }).click();
  return dialog.getByTestId("chart-comparison");
}

const TRANSPARENT = "rgba(0, 0, 0, 0)";

test("an R448A chart uploaded on R404A is coloured and announced as not matching; R404A's own chart is a success", async ({ page, request }) => {
  // R448A's dew pressures (bar abs) from -30 to 20 °C: 11 % (at 20 °C) to 21 % (at -30 °C) below R404A's.
  const r448a = await dewPressures(request, "R448A");
  const temps = [-30, -20, -10, 0, 10, 20];
  const wrong = ["Tabla presion-temperatura R448A", "Temp (C)    Presion bar abs", ...temps.map((t) => `${t}  ${r448a.get(t)!.toFixed(3)}`)];
  await page.goto("/biblioteca/refrigerantes");
  await uploadChart(page, "R404A", "r448a-pt.pdf", wrong);

  // Recorded, but not announced as a success.
  const toast = page.getByTestId("toast");
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText("PDF procesado: la tabla no coincide");
  await expect(toast).not.toContainText("PDF procesado exitosamente");
  const announced = (await toast.innerText()).replace(/\s+/g, " ");
  const worst = /La tabla no coincide con R404A: 6 de 6 fila\(s\) se desvían más de 2 % de los datos de referencia \(hasta (\d+\.\d) %\)\. Revise que el archivo sea de R404A\./.exec(announced);
  expect(worst, announced).not.toBeNull();
  expect(Number(worst![1])).toBeGreaterThan(10);
  await page.keyboard.press("Escape");
  await expect(toast).toHaveCount(0);

  // Every row is off the reference: coloured, its deviation in red, and the same words above the table.
  const comparison = await openChartComparison(page, "R404A");
  await expect(comparison).toContainText("r448a-pt.pdf");
  await expect(comparison.getByTestId("chart-mismatch")).toHaveText(/^La tabla no coincide con R404A: 6 de 6 fila\(s\)/);
  await expect(comparison.getByTestId("max-deviation")).toHaveText(`${worst![1]} %`);
  const rows = comparison.locator("tbody tr");
  await expect(rows).toHaveCount(6);
  await page.mouse.move(0, 0);
  for (const row of await rows.all()) {
    await expect(row).toHaveAttribute("data-off-reference", "true");
    await expect(row).not.toHaveCSS("background-color", TRANSPARENT);
    await expect(row.locator("td").last()).toContainText("(fuera de tolerancia)");
  }
  const redDeviation = await rows.first().locator("td").last().evaluate((td) => getComputedStyle(td).color);
  await checkScreen(page, "chart comparison that does not match");
  await page.keyboard.press("Escape");

  // R404A's own dew pressures as a manufacturer prints them (°F, psig to 0.1): within 2 %, a success, no row coloured.
  const r404a = await dewPressures(request, "R404A");
  const own = [
    "Tabla presion-temperatura R404A",
    "Temp (F)   Presion psig",
    ...[-30, -20, -10, 0, 10, 20, 30, 40].map((t) => `${(t * 9) / 5 + 32}  ${((r404a.get(t)! - 1.01325) / 0.0689476).toFixed(1)}`),
  ];
  await uploadChart(page, "R404A", "r404a-pt.pdf", own);
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText("PDF procesado exitosamente");
  await expect(toast).toContainText(/Tabla P-T actualizada \(8 filas · desviación máxima \d+\.\d %\)/);
  await expect(toast).not.toContainText("no coincide");
  await page.keyboard.press("Escape");

  const matching = await openChartComparison(page, "R404A");
  await expect(matching).toContainText("r404a-pt.pdf");
  await expect(matching).toContainText("psi manométrica");
  await expect(matching.getByTestId("chart-mismatch")).toHaveCount(0);
  const matchingRows = matching.locator("tbody tr");
  await expect(matchingRows).toHaveCount(8);
  await page.mouse.move(0, 0);
  for (const row of await matchingRows.all()) {
    await expect(row).not.toHaveAttribute("data-off-reference");
    await expect(row).toHaveCSS("background-color", TRANSPARENT);
    await expect(row.locator("td").last()).not.toHaveCSS("color", redDeviation);
  }
  expect(parseFloat(await matching.getByTestId("max-deviation").innerText())).toBeLessThan(2);
});
