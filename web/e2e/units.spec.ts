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

// The Done-means of issue 24 item 3 with a pressure: the technician reads
// 60 psig off the discharge gauge of an R134a unit (a low condensing
// pressure, about 62 °F) and types 20 °F evaporating. The project keeps the
// pressure absolute, 60 × 6.894757 kPa + 101.325 kPa = 5.150 bar(a)
// (domain/data/units.json), with the server's dew temperature at it.
test("an I-P user enters 20 °F and 60 psig and the saved project holds -6.67 °C and 5.150 bar(a)", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/configuracion");
  await choose(page, page.getByTestId("settings-units"), "Sistema de unidades", "Inglés I-P (°F, psig, BTU/h, ft, lb)");

  await page.goto("/nuevo-proyecto");
  await page.getByTestId("equipment-motocompresora").click();
  await page.getByTestId("project-name").fill(`${name} manómetro`);
  const globals = page.getByTestId("global-parameters");
  await choose(page, globals, "Refrigerante", "R134a");
  await page.getByLabel("Temperatura de Evaporación (°F)", { exact: true }).fill("20");
  await page.getByTestId("cond-temp-mode").getByRole("radio", { name: "Presión" }).click();
  await expect(page.getByTestId("cond-temp-kind").getByRole("radio", { name: "Manométrica (psig)" })).toHaveAttribute("aria-checked", "true");
  await page.getByLabel("Presión de condensación (psig)", { exact: true }).fill("60");

  const bar = (60 * KPA_PER_PSI + ATMOSPHERE_KPA) / 100;
  const answer = await (await page.request.get(`/api/refrigerants/R134a/saturation-temperatures?condPressure=${bar}`)).json();
  const dew: number = answer.condensation.dew;
  expect(dew).toBeCloseTo(16.68, 1);
  const fahrenheit = new Intl.NumberFormat("es-MX", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(dew * 1.8 + 32);
  await expect(page.getByTestId("cond-temp-derived")).toHaveText(`Temperatura de Condensación: ${fahrenheit}\u00A0°F (punto de rocío)`);

  await choose(page, globals, "Tipo de Compresor", "Scroll");
  await choose(page, page.getByTestId("simple-section"), "Compresor 1", "ZS38K4E-TF5");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const id = await editedId(page);

  const saved = await (await page.request.get(`/api/projects/${id}`)).json();
  expect(saved.evapTemp).toBeCloseTo(-6.67, 2);
  expect(saved.evapTemp).toBeCloseTo(-6.666667, 6);
  expect(saved.condPressure.absoluteBar).toBeCloseTo(5.150, 3);
  expect(saved.condPressure.absoluteBar).toBeCloseTo(5.1501042, 7);
  expect(saved.condPressure.gauge).toBe(true);
  expect(saved.condTemp).toBe(dew);
  expect(saved.evapPressure).toBeUndefined();

  // Reopened, the condition reads back as the gauge reading typed; in psia too.
  await page.goto(`/nuevo?edit=${id}`);
  await expect(page.getByLabel("Presión de condensación (psig)", { exact: true })).toHaveValue("60");
  await page.getByTestId("cond-temp-kind").getByRole("radio", { name: "Absoluta (psia)" }).click();
  await expect(page.getByLabel("Presión de condensación (psia)", { exact: true })).toHaveValue(/^74\.69/);
  await expect(page.getByTestId("cond-temp-derived")).toContainText(`${fahrenheit}\u00A0°F (punto de rocío)`);
});
