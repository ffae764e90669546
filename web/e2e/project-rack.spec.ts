import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { cells, choose, editedId, expectToast, fixed, kw } from "./project-helpers";
import { checkScreen } from "./a11y";
import { decodePng } from "./png";

const name = `Rack e2e ${Date.now().toString(36)}`;

type Answer = {
  circuits: {
    compressors: { model: string; coolingCapacity: number; powerInput: number; current: number; dischargeTemp: number | null; frequency?: number }[];
    totals: { coolingCapacity: number; powerInput: number; current: number };
    compliance: { status: string; percentage: number } | null;
    suctionLines: { diameter: string }[];
  }[];
  liquidLines: { diameter: string }[];
  totals: { coolingCapacity: number; powerInput: number; heatRejection: number };
  electricalLoads: { mca: number };
  refrigerantCharge: { recommendedCharge: number; co2Equivalent: number };
};

function rackBody(evap1: number) {
  return {
    condTemp: 40,
    refrigerant: "R404A",
    voltage: 460,
    pipeDistance: 25,
    circuits: [
      {
        id: 1,
        evapTemp: evap1,
        requiredCapacity: 30,
        compressors: [{ model: "3DA3-075E-TFD" }, { model: "3DB3-100E-TFD" }],
        suctionLinesConfig: { numberOfLines: 2, division: { type: "percentage", values: [50, 50] } },
      },
      { id: 2, evapTemp: -30, requiredCapacity: 6, compressors: [{ model: "2DL3-040E-TFD" }], suctionLinesConfig: { numberOfLines: 1 } },
    ],
    liquidLinesConfig: { numberOfLines: 1, capacityControl: "STANDARD" },
    capacityControl: "STANDARD",
    condenserFanType: "FIX SPEED",
  };
}

/** Every figure the screen shows equals the API's own answer for the same rack. */
async function expectFiguresOf(page: Page, answer: Answer) {
  for (const [i, circuit] of answer.circuits.entries()) {
    const table = page.getByTestId(`circuit-table-${i + 1}`);
    const rows = table.getByTestId("result-row");
    await expect(rows).toHaveCount(circuit.compressors.length);
    for (const [j, c] of circuit.compressors.entries()) {
      const [model, ...figures] = await cells(rows.nth(j));
      // The model, then the speed its figures are at (issue 27).
      const [name, speed] = model.split("\n");
      expect(name).toBe(c.model);
      if (c.frequency != null) expect(speed).toBe(`${c.frequency}\u00A0Hz`);
      expect(figures).toEqual([kw(c.coolingCapacity), kw(c.powerInput), fixed(c.current), c.dischargeTemp === null ? "—" : fixed(c.dischargeTemp, 1)]);
    }
    expect(await cells(table.getByTestId("result-total"))).toEqual(["TOTAL CIRCUITO", kw(circuit.totals.coolingCapacity), kw(circuit.totals.powerInput), fixed(circuit.totals.current), ""]);
    if (circuit.compliance) {
      await expect(page.getByTestId(`compliance-${i + 1}-status`)).toHaveText(circuit.compliance.status);
      await expect(page.getByTestId(`compliance-${i + 1}-percentage`)).toHaveText(`${fixed(circuit.compliance.percentage, 1)} %`);
    }
    const lines = page.getByTestId(`suction-lines-${i + 1}`).getByTestId("line-row");
    await expect(lines).toHaveCount(circuit.suctionLines.length);
    for (const [k, line] of circuit.suctionLines.entries()) await expect(lines.nth(k)).toContainText(`${line.diameter}"`);
  }
  await expect(page.getByTestId("liquid-lines-table").getByTestId("line-row").first()).toContainText(`${answer.liquidLines[0].diameter}"`);
  await expect(page.getByTestId("total-capacity")).toHaveText(kw(answer.totals.coolingCapacity));
  await expect(page.getByTestId("total-power")).toHaveText(kw(answer.totals.powerInput));
  await expect(page.getByTestId("heat-rejection")).toHaveText(kw(answer.totals.heatRejection));
  await expect(page.getByTestId("mca")).toHaveText(fixed(answer.electricalLoads.mca));
  await expect(page.getByTestId("recommended-charge")).toHaveText(fixed(answer.refrigerantCharge.recommendedCharge));
  await expect(page.getByTestId("co2-equivalent")).toHaveText(fixed(answer.refrigerantCharge.co2Equivalent));
}

test("a two-circuit rack is built from an empty form, calculated as the API calculates it, saved, reopened, changed and saved again", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/nuevo");
  await expect(page.getByTestId("equipment-rack")).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("results")).toHaveCount(0);
  await expect(page.getByTestId("save-project")).toBeDisabled();
  await expect(page.getByTestId("generate-pdf")).toBeDisabled();

  await page.getByTestId("project-name").fill(name);
  await page.getByTestId("rack-customer").fill("Supermercado La Central");
  await choose(page, page.getByTestId("rack-config"), "Número de Circuitos", "2");
  await expect(page.getByTestId("circuit-2")).toBeVisible();
  await expect(page.getByTestId("circuit-1-capacity")).toHaveAttribute("placeholder", "50");

  const one = page.getByTestId("circuit-1");
  await page.getByTestId("circuit-1-evap").fill("-10");
  await page.getByTestId("circuit-1-capacity").fill("30");
  await choose(page, one, "Compresor 1", "3DA3-075E-TFD");
  await expect(one.getByTestId("circuit-1-compressor-1")).toContainText("Reciprocante");
  await one.getByRole("button", { name: "Agregar" }).click();
  await choose(page, one, "Compresor 2", "3DB3-100E-TFD");
  await choose(page, one, "Líneas de succión", "2");
  await expect(page.getByTestId("circuit-1-suction-value-1")).toHaveValue("50");
  await expect(page.getByTestId("circuit-1-suction-value-2")).toHaveValue("50");

  const two = page.getByTestId("circuit-2");
  await page.getByTestId("circuit-2-evap").fill("-30");
  await page.getByTestId("circuit-2-capacity").fill("6");
  await choose(page, two, "Compresor 1", "2DL3-040E-TFD");
  await page.getByTestId("cond-temp").fill("40");

  // The refrigerant card shows the design pressures and tags the P–T rows.
  await expect(page.getByTestId("evaporation-pressure")).toContainText("bar");
  await page.getByTestId("pt-toggle").click();
  await expect(page.getByTestId("pt-row").filter({ hasText: "Cond" }).first()).toBeVisible();

  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  const first = (await (await page.request.post("/api/racks/calculate", { data: rackBody(-10) })).json()) as Answer;
  await expectFiguresOf(page, first);
  await expect(page.getByTestId("limits-row")).toHaveCount(3);
  // The envelope chart is the server's SVG (the PDF draws the same one).
  const chart = page.getByTestId("envelope-chart").first();
  await chart.scrollIntoViewIfNeeded();
  await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await checkScreen(page, "rack results");
  // The chart's background follows the theme: white in light, dark in dark (issue 24).
  const corner = async () => {
    const png = decodePng(await chart.screenshot({ animations: "disabled" }));
    const [r, g, b] = png.pixel(2, 2);
    return (r + g + b) / 3;
  };
  expect(await corner()).toBeGreaterThan(240);
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await expect.poll(corner).toBeLessThan(60);
  await page.evaluate(() => document.documentElement.classList.remove("dark"));

  // Design notes and images: uploaded, previewed 3 to a row, one removed.
  await page.getByTestId("design-notes").fill("Rack con separador de aceite y recibidor vertical");
  const pixel = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
  await page.getByTestId("design-images-input").setInputFiles([
    { name: "frente.png", mimeType: "image/png", buffer: pixel },
    { name: "lateral.png", mimeType: "image/png", buffer: pixel },
  ]);
  await expectToast(page, "Imágenes subidas");
  const previews = page.getByTestId("design-images").locator("img");
  await expect(previews).toHaveCount(2);
  await expect.poll(() => previews.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await page.getByRole("button", { name: "Eliminar imagen 2" }).click();
  await expectToast(page, "Imagen eliminada");
  await expect(previews).toHaveCount(1);

  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const id = await editedId(page);

  // Reopened: the form and the stored results come back.
  await page.goto(`/nuevo?edit=${id}`);
  await expectToast(page, "Proyecto cargado");
  await expectToast(page, `Editando: ${name}`);
  await expect(page.getByTestId("circuit-1-evap")).toHaveValue("-10");
  await expect(page.getByTestId("circuit-2-evap")).toHaveValue("-30");
  await expect(page.getByTestId("rack-customer")).toHaveValue("Supermercado La Central");
  await expect(page.getByTestId("design-notes")).toHaveValue("Rack con separador de aceite y recibidor vertical");
  await expect(page.getByTestId("design-images").locator("img")).toHaveCount(1);
  await expectFiguresOf(page, first);

  // Changed with a decimal comma, recalculated, saved again.
  await page.getByTestId("circuit-1-evap").fill("-12,5");
  await expect(page.getByTestId("results-stale")).toBeVisible();
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await expect(page.getByTestId("results-stale")).toHaveCount(0);
  const second = (await (await page.request.post("/api/racks/calculate", { data: rackBody(-12.5) })).json()) as Answer;
  await expectFiguresOf(page, second);
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto actualizado");

  // Saved: 'Generar PDF' downloads the stored project's data sheet, named
  // ficha-<project slug>-v<version>-<verification code> (issue 23), without saving again.
  const download = page.waitForEvent("download");
  await page.getByTestId("generate-pdf").click();
  const file = await download;
  const slug = name.toLowerCase().replaceAll(" ", "-");
  expect(file.suggestedFilename()).toMatch(new RegExp(`^ficha-${slug}-v2-[0-9A-F]{4}-[0-9A-F]{4}\\.pdf$`));
  const bytes = readFileSync((await file.path()) ?? "");
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  await expectToast(page, "PDF generado");

  await page.goto(`/?edit=${id}`);
  await expectToast(page, `Editando: ${name}`);
  await expect(page.getByTestId("circuit-1-evap")).toHaveValue("-12.5");
  await expectFiguresOf(page, second);
});
