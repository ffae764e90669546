// Issue 22 item 3: the engineer fixes a line's size on the screen; the
// calculation keeps it, checks the line against it, and the saved project
// holds it.
import { expect, test } from "@playwright/test";
import { choose, editedId, expectToast } from "./project-helpers";

test("a suction and a discharge size fixed on the screen are calculated as fixed, saved and reopened", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/nuevo");
  await page.getByTestId("project-name").fill(`Diámetros e2e ${Date.now().toString(36)}`);
  const one = page.getByTestId("circuit-1");
  await page.getByTestId("circuit-1-evap").fill("-10");
  await choose(page, one, "Compresor 1", "3DA3-075E-TFD");
  await page.getByTestId("cond-temp").fill("40");

  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  const suction = page.getByTestId("suction-lines-1").getByTestId("line-row").first();
  await expect(suction.getByTestId("line-size-fixed")).toHaveCount(0);
  // One size below the automatic one, in the copper series.
  const series = ["1/4", "3/8", "1/2", "5/8", "3/4", "7/8", "1-1/8", "1-3/8", "1-5/8", "2-1/8", "2-5/8"];
  const automatic = ((await suction.textContent()) ?? "").match(/(\d-\d\/\d|\d\/\d)"/)?.[1] ?? "";
  const smaller = series[series.indexOf(automatic) - 1];
  expect(smaller, `automatic size ${automatic}`).toBeTruthy();

  // A size of no series is refused, naming the cause (a steel size such as
  // 'DN 50' is taken on a copper line since engine 1.11.0, b75e846).
  await page.getByTestId("circuit-1-suction-size-1").fill("2-1/4");
  await page.getByTestId("calculate").click();
  await expect(page.getByText("no es un tubo de cobre de la serie", { exact: false }).first()).toBeVisible();

  // So small a suction line that its loss leaves the property tables.
  await page.getByTestId("circuit-1-suction-size-1").fill("1/2");
  await page.getByTestId("calculate").click();
  await expect(page.getByText("no se puede calcular en 1/2\": su caída de presión sale de la tabla de propiedades", { exact: false }).first()).toBeVisible();

  await page.getByTestId("circuit-1-suction-size-1").fill(smaller);
  await page.getByTestId("discharge-line-size").fill("1/2\"");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await expect(suction).toContainText(`${smaller}"`);
  await expect(suction.getByTestId("line-size-fixed")).toHaveText(/fijado/);
  await expect(page.getByText('diámetro fijado) no cumple todos los criterios', { exact: false }).first()).toBeVisible();

  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const id = await editedId(page);
  const stored = await (await page.request.get(`/api/projects/${id}`)).json();
  expect(stored.rackConfig.circuits[0].suctionLinesConfig.sizes).toEqual([smaller]);
  expect(stored.rackConfig.dischargeLineSize).toBe('1/2"');

  await page.goto(`/nuevo?edit=${id}`);
  await expect(page.getByTestId("circuit-1-suction-size-1")).toHaveValue(smaller);
  await expect(page.getByTestId("discharge-line-size")).toHaveValue('1/2"');
});
