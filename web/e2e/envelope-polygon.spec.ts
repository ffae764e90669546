// Issue 23 item 4 on the screen: a compressor whose set carries the maker's
// envelope polygon (imported from a CSV, as issue 27's importer reads it),
// calculated at a duty point inside both ranges but in the corner the maker
// cuts off, shows the polygon, says so under the chart, and marks the point
// as outside, in the light and the dark theme.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { checkScreen } from "./a11y";
import { decodePng } from "./png";
import { choose, expectToast } from "./project-helpers";

const model = `4VES-${Date.now().toString(36)}`;
// The maker's envelope: −20…5 °C evaporating, 20…50 °C condensing, cut from (−20, 35) to (−10, 50).
const csv = [
  "Parametro;Refrigerante;C1;C2;C3;C4;C5;C6;C7;C8;C9;C10",
  "Capacidad;R449A;25000;850,2;-120,5;10;-3;0,5;0,01;0;0;0",
  "Potencia;R449A;4000;-20;50;0;0;0;0;0;0;0",
  "",
  "Envolvente de aplicación",
  "to (°C);tc (°C)",
  "-20;20",
  "-20;35",
  "-10;50",
  "5;50",
  "5;20",
  "",
].join("\n");

async function importCompressorWithPolygon(page: Page) {
  const created = await page.request.post("/api/compressors", { data: { model } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const extracted = await page.request.post(`/api/compressors/${id}/import-polynomials`, {
    multipart: { file: { name: "4ves.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } },
  });
  expect(extracted.status(), await extracted.text()).toBe(200);
  const { source, polynomials } = (await extracted.json()) as { source: unknown; polynomials: { envelopePolygon?: unknown[] }[] };
  expect(polynomials.every((p) => p.envelopePolygon?.length === 5)).toBe(true);
  const saved = await page.request.post(`/api/compressors/${id}/polynomials/import`, { data: { source, polynomials } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The colour drawn at the duty point's marker: the chart's own SVG says where it is. */
async function markerColour(chart: Locator, svg: string) {
  const circle = /<circle cx="([\d.]+)" cy="([\d.]+)"/.exec(svg);
  expect(circle, svg).not.toBeNull();
  const png = decodePng(await chart.screenshot({ animations: "disabled" }));
  const scale = png.width / 480;
  return png.pixel(Math.round(Number(circle![1]) * scale), Math.round(Number(circle![2]) * scale));
}

test("a compressor with the maker's envelope polygon, calculated in a corner the maker cuts off, shows the polygon and the point outside", async ({ page }) => {
  test.setTimeout(120_000);
  await importCompressorWithPolygon(page);

  await page.goto("/nuevo-proyecto");
  await page.getByTestId("equipment-motocompresora").click();
  await page.getByTestId("project-name").fill(`Envolvente e2e ${model}`);
  await choose(page, page.getByTestId("global-parameters"), "Refrigerante", "R449A");
  // The pick list offers a model only where it runs: chosen at −18/30 °C, then moved to
  // −18/45 °C, inside −20…5 and 20…50 °C but above the cut (38 °C at −18 °C).
  await page.getByTestId("evap-temp").fill("-18");
  await page.getByTestId("cond-temp").fill("30");
  await choose(page, page.getByTestId("simple-section"), "Compresor 1", model);
  await page.getByTestId("cond-temp").fill("45");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");

  const row = page.getByTestId("limits-row");
  await expect(row).toHaveAttribute("data-in-envelope", "false");
  await expect(row).toContainText("Fuera de rango (envolvente del fabricante)");
  await expect(page.getByTestId("envelope-shape")).toHaveText("Envolvente del fabricante");

  const chart = page.getByTestId("envelope-chart");
  await chart.scrollIntoViewIfNeeded();
  await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = (await chart.getAttribute("src")) ?? "";
  expect(new URL(src, "http://x").searchParams.get("polygon")).toBe("-20,20;-20,35;-10,50;5,50;5,20");
  const response = await page.request.get(src);
  expect(response.status()).toBe(200);
  const svg = await response.text();
  // The maker's five corners, not the rectangle's four, and the point outside them.
  const corners = /<polygon points="([^"]+)"/.exec(svg)?.[1].split(" ");
  expect(corners).toHaveLength(5);
  expect(svg).toContain(`${model} · fuera de rango`);

  // Red in both themes: the dark one inverts the picture and turns its hues back.
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    await expect
      .poll(async () => {
        const [r, g, b] = await markerColour(chart, svg);
        return r > 1.4 * g && r > 1.4 * b;
      }, `the marker is red in the ${dark ? "dark" : "light"} theme`)
      .toBe(true);
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await checkScreen(page, "results with the maker's envelope");
});
