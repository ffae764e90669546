import { expect, test } from "@playwright/test";
import { choose, editedId, expectToast } from "./project-helpers";

// Issue 24 item 3: an I-P user types °F, the project is stored in °C, and
// the saturation pressures read absolute and gauge in psi.
const name = `Unidades e2e ${Date.now().toString(36)}`;
const KPA_PER_PSI = 6.894757;
const ATMOSPHERE_KPA = 101.325;
const psi = (kpa: number) => new Intl.NumberFormat("es-MX", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(kpa / KPA_PER_PSI);

test("an I-P user enters 20 °F and the saved project holds -6.67 °C; pressures read psia and psig", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/configuracion");
  await choose(page, page.getByTestId("settings-units"), "Sistema de unidades", "Inglés I-P (°F, psig, BTU/h, ft, lb)");
  await expect(page.getByTestId("settings-units-example")).toContainText("°F");

  await page.goto("/nuevo-proyecto");
  await page.getByTestId("equipment-motocompresora").click();
  await page.getByTestId("project-name").fill(name);
  const evap = page.getByLabel("Temperatura de Evaporación (°F)", { exact: true });
  await expect(evap).toHaveAttribute("placeholder", "23");
  await evap.fill("20");
  await page.getByLabel("Temperatura de Condensación (°F)", { exact: true }).fill("104");
  await choose(page, page.getByTestId("global-parameters"), "Tipo de Compresor", "Scroll");
  await choose(page, page.getByTestId("simple-section"), "Compresor 1", "ZS21K4E-TF5");

  // The refrigerant card: absolute from the server's bar(a), gauge = absolute - 101.325 kPa.
  const code = (await page.getByTestId("refrigerant-info").getByRole("heading").innerText()).replace("Información del Refrigerante ", "").split(" ")[0];
  const answer = await (await page.request.get(`/api/refrigerants/${code}/pressures?evapTemp=${(20 - 32) / 1.8}&condTemp=40`)).json();
  const kpa = answer.evaporationPressure * 100;
  await expect(page.getByTestId("evaporation-pressure")).toHaveText(`${psi(kpa)}\u00A0psia`);
  await expect(page.getByTestId("evaporation-gauge")).toHaveText(`Manométrica ${psi(kpa - ATMOSPHERE_KPA)}\u00A0psig`);
  await expect(page.getByTestId("refrigerant-info")).toContainText("a 20.0\u00A0°F");

  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await expect(page.getByTestId("simple-table").getByRole("columnheader", { name: "Capacidad (BTU/h)" })).toBeVisible();
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const id = await editedId(page);

  const saved = await (await page.request.get(`/api/projects/${id}`)).json();
  expect(saved.evapTemp).toBeCloseTo(-6.67, 2);
  expect(saved.evapTemp).toBeCloseTo(-6.666667, 6);
  expect(saved.condTemp).toBeCloseTo(40, 9);

  // Reopened, it reads back in °F; an SI user sees the same project in °C.
  await page.goto(`/nuevo?edit=${id}`);
  await expect(page.getByLabel("Temperatura de Evaporación (°F)", { exact: true })).toHaveValue("20");
  await page.goto("/configuracion");
  await choose(page, page.getByTestId("settings-units"), "Sistema de unidades", "SI (°C, bar, kW, m, kg)");
  await page.goto(`/nuevo?edit=${id}`);
  await expect(page.getByLabel("Temperatura de Evaporación (°C)", { exact: true })).toHaveValue(/^-6\.66666666/);
  await expect(page.getByTestId("evaporation-pressure")).toContainText("bar(a)");
});
