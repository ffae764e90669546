import { expect, test } from "@playwright/test";
import { editedId, expectToast } from "./project-helpers";

// Issue 22 item 2: from a circuit's duty to a ranked list, the choice filling
// the circuit, calculated, saved and printed.
test("a rack circuit is filled from the ranked selection for its duty, calculated, saved and printed", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/nuevo");
  await page.getByTestId("project-name").fill(`Selección ${Date.now()}`);
  await page.getByTestId("circuit-1-evap").fill("-10");
  await page.getByTestId("circuit-1-capacity").fill("20");
  await page.getByTestId("cond-temp").fill("40");

  await page.getByTestId("circuit-1-select-compressors").click();
  const dialog = page.getByTestId("compressor-selection-dialog");
  await expect(dialog.getByTestId("selection-capacity")).toHaveValue("20");
  await dialog.getByTestId("selection-search").click();
  const rows = dialog.getByTestId("selection-row");
  await expect(rows.first()).toBeVisible();
  await expect(dialog.getByTestId("selection-excluded")).toContainText("compresores considerados");

  // The dialog's first candidate is the server's first for the same duty.
  const answer = await (
    await page.request.post("/api/selection/compressors", {
      data: { refrigerant: "R404A", evapTemp: -10, condTemp: 40, requiredCapacity: 20, count: { min: 1, max: 4 }, redundancy: "N", sort: "highestCop" },
    })
  ).json();
  const best = answer.candidates[0];
  await expect(rows.first()).toContainText(best.model);
  await rows.first().getByRole("button", { name: "Elegir" }).click();
  await expect(dialog).toHaveCount(0);

  const compressors = page.getByTestId("circuit-1-compressors");
  for (let i = 1; i <= best.count; i++) await expect(compressors.getByTestId(`circuit-1-compressor-${i}`)).toContainText(best.model);

  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const id = await editedId(page);
  const saved = await (await page.request.get(`/api/projects/${id}`)).json();
  const models = saved.rackConfig.circuits[0].compressors.map((c: { model: string }) => c.model);
  expect(models).toEqual(Array(best.count).fill(best.model));
  const pdf = await page.request.post(`/api/projects/${id}/generate-pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
});

// Issue 22 item 2: every model pick list shows the capacity at the circuit's
// duty and disables, with the reason, models that cannot run there.
test("the model pick list shows each model's capacity at the duty and disables those out of their envelope", async ({ page }) => {
  await page.goto("/nuevo");
  await page.getByTestId("circuit-1-evap").fill("-10");
  await page.getByTestId("cond-temp").fill("40");
  await expect(page.getByTestId("circuit-1-duty-hint")).toContainText("-10.0 / 40.0 °C");

  const rows = (await (await page.request.post("/api/selection/compressors/at-duty", { data: { refrigerant: "R404A", evapTemp: -10, condTemp: 40 } })).json()) as {
    model: string;
    status: string;
    coolingCapacity: number | null;
  }[];
  const running = rows.find((r) => r.status === "ok")!;
  const kw = (running.coolingCapacity! / 1000).toFixed(1);
  await page.getByTestId("circuit-1-compressor-1").getByRole("combobox").first().click();
  await expect(page.getByRole("option", { name: `${running.model} · ${kw}\u00A0kW` })).toBeVisible();
  await page.keyboard.press("Escape");

  // Far below every medium-temperature envelope of the demo catalogue.
  await page.getByTestId("circuit-1-evap").fill("-45");
  await expect(page.getByTestId("circuit-1-duty-hint")).toContainText("-45.0 / 40.0 °C");
  const cold = (await (await page.request.post("/api/selection/compressors/at-duty", { data: { refrigerant: "R404A", evapTemp: -45, condTemp: 40 } })).json()) as {
    model: string;
    status: string;
  }[];
  const outside = cold.find((r) => r.status === "outOfEnvelope")!;
  await page.getByTestId("circuit-1-compressor-1").getByRole("combobox").first().click();
  const option = page.getByRole("option", { name: `${outside.model} · fuera de su envolvente en este punto` });
  await expect(option).toBeVisible();
  await expect(option).toHaveAttribute("aria-disabled", "true");
});
