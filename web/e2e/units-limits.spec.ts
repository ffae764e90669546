import { expect, test, type Page } from "@playwright/test";
import { choose, editedId, expectToast } from "./project-helpers";
import { createProject, rackBody, seedDemoCompressor } from "./seed";

// Issue 24 item 3: the project screen's range messages quote their limits in
// the user's units. The pipe run is 1 to 100 m (app-and-projects.md sections
// 5 and 9): 3.28 to 328.08 ft, quoted rounded inwards as 3.3 to 328 ft.
async function useUnits(page: Page, label: string) {
  await page.goto("/configuracion");
  await choose(page, page.getByTestId("settings-units"), "Sistema de unidades", label);
}

test("an I-P user is told the pipe run's and the evaporation's limits in feet and °F, reads the regulatory findings in I-P and a condensing unit's discharge gauge in psig", async ({ page }) => {
  test.setTimeout(120_000);
  await useUnits(page, "Inglés I-P (°F, psig, BTU/h, ft, lb)");

  await page.goto("/nuevo");
  await page.getByTestId("project-name").fill("Límites en pies");
  await page.getByTestId("circuit-1-evap").fill("14");
  await page.getByTestId("cond-temp").fill("104");
  await choose(page, page.getByTestId("circuit-1"), "Compresor 1", "3DA3-075E-TFD");
  const rack = page.getByTestId("rack-config");
  await expect(rack.getByLabel("Distancia de Tubería (ft)", { exact: true })).toBeVisible();
  await expect(rack).toContainText("De 3.3 a 328 ft");
  await page.getByTestId("rack-pipe-distance").fill("330");
  await expect(rack).toContainText("La distancia de tubería debe estar entre 3.3 y 328 ft");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Distancia inválida");
  await expectToast(page, "La distancia de tubería debe estar entre 3.3 y 328 ft");
  await expect(page.getByTestId("results")).toHaveCount(0);
  // 328 ft (99.97 m) is inside the range.
  await page.getByTestId("rack-pipe-distance").fill("328");
  await expect(rack).not.toContainText("La distancia de tubería debe estar entre");
  // The server refuses -58 °F (-50 °C) in its own words, which the toast gives in °F.
  await page.getByTestId("circuit-1-evap").fill("-58");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Error en el cálculo");
  await expectToast(page, "Temperatura de evaporación fuera de rango: -58 °F (permitido de -49 a 45.5 °F)");
  await page.getByTestId("circuit-1-evap").fill("14");
  // A negative capacity the form refuses itself, in the server's words as the server converts them: -17 061 BTU/h is -5 kW.
  await page.getByTestId("circuit-1-capacity").fill("-17061");
  await page.getByTestId("calculate").click();
  const negative = page.getByTestId("toast").filter({ hasText: "La capacidad requerida no puede ser negativa" });
  // The server writes the figure to 3 decimals at most (-5 kW), so no float digits reach the user: -1.4 TR.
  await expect(negative).toContainText(/negativa: -17.?061 BTU\/h \(-1[.,]4 TR\)/);
  await expect(negative).not.toContainText("kW");
  await page.getByTestId("circuit-1-capacity").fill("");

  // Calculated in Spain for a 1766 ft³ room (50.0 m³): the findings, recorded with SI figures, read in I-P units.
  await choose(page, page.getByTestId("regulatory-inputs"), "Jurisdicción", "España");
  await page.getByTestId("regulatory-inputs").getByLabel("Volumen del local (ft³)", { exact: true }).fill("1766");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  const findings = page.getByTestId("regulatory-findings").getByRole("row");
  await expect(findings.nth(1)).toBeVisible();
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const recorded = await (await page.request.get(`/api/projects/${await editedId(page)}`)).json();
  const messages: string[] = recorded.calculationResults.regulatoryCompliance.findings.map((f: { message: string }) => f.message);
  expect(messages.some((m) => / kg\b| m³/.test(m))).toBe(true);
  const shown = (await (await page.request.post("/api/units/texts", { data: { system: "ip", texts: messages } })).json()).texts as string[];
  expect(shown.some((m) => / lb\b| ft³/.test(m))).toBe(true);
  for (const [i, message] of shown.entries()) await expect(page.getByTestId(`regulatory-finding-${i + 1}`)).toContainText(message);

  // A condensing unit's condensing condition, beside its condenser, read off the discharge gauge:
  // 150 psig on R134a = (150 × 6.894757 + 101.325) kPa = 11.355 bar(a), about 44 °C (111 °F).
  await page.getByTestId("equipment-condensadora").click();
  await choose(page, page.getByTestId("global-parameters"), "Refrigerante", "R134a");
  await page.getByTestId("cu-circuit-1-evap").fill("20");
  await choose(page, page.getByTestId("cu-circuit-1"), "Compresor 1", "ZS38K4E-TF5");
  const condenser = page.getByTestId("cu-condenser");
  await condenser.getByTestId("cu-condenser-cond-temp-mode").getByRole("radio", { name: "Presión" }).click();
  await condenser.getByLabel("Presión de condensación (psig)", { exact: true }).fill("150");
  const bar = (150 * 6.894757 + 101.325) / 100;
  const answer = await (await page.request.get(`/api/refrigerants/R134a/saturation-temperatures?condPressure=${bar}`)).json();
  const dew: number = answer.condensation.dew;
  expect(dew).toBeGreaterThan(43);
  expect(dew).toBeLessThan(45);
  const fahrenheit = new Intl.NumberFormat("es-MX", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(dew * 1.8 + 32);
  await expect(condenser.getByTestId("cu-condenser-cond-temp-derived")).toHaveText(`Temperatura de condensación: ${fahrenheit}\u00A0°F (punto de rocío)`);
  // Air at 111 °F, 0.5 °F below condensing, is refused since engine 1.11.0
  // (the condensing temperature must exceed the ambient by at least 2 K,
  // as on the water side); the engine's words reach the toast in I-P.
  await condenser.getByTestId("cu-condenser-ambient").fill("111");
  await condenser.getByLabel("Selección automática de condensador").check();
  await page.getByTestId("calculate").click();
  const refused = page.getByTestId("toast").filter({ hasText: "debe superar la temperatura ambiente" });
  await expect(refused).toContainText(/\(111\s°F\) en al menos 3\.6\s°F/);
  await expect(refused).not.toContainText("°C");
  await condenser.getByTestId("cu-condenser-ambient").fill("95");
  await condenser.getByLabel("Selección automática de condensador").uncheck();
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  // The same project, now a condensing unit.
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto actualizado");
  const id = await editedId(page);
  const saved = await (await page.request.get(`/api/projects/${id}`)).json();
  expect(saved.condPressure.absoluteBar).toBeCloseTo(11.3554, 4);
  expect(saved.condPressure.gauge).toBe(true);
  expect(saved.condTemp).toBe(dew);
  // Reopened, the reading is shown back as typed beside the condenser.
  await page.goto(`/nuevo?edit=${id}`);
  await expect(page.getByTestId("cu-condenser").getByLabel("Presión de condensación (psig)", { exact: true })).toHaveValue("150");
});

test("an SI user reads the server's words for the pipe run", async ({ page }) => {
  await useUnits(page, "SI (°C, bar, kW, m, kg)");
  await page.goto("/nuevo");
  await page.getByTestId("rack-pipe-distance").fill("150");
  await expect(page.getByTestId("rack-config")).toContainText("La distancia de tubería debe estar entre 1 y 100 m");
  await expect(page.getByTestId("rack-config")).toContainText("De 1 a 100 m");
});

test("an I-P user reads a saved SI project's inputs rounded, and saving it untouched keeps every SI value", async ({ page }) => {
  test.setTimeout(90_000);
  const compressor = await seedDemoCompressor(page.request);
  const body = rackBody(`Redondeo ${Date.now().toString(36)}`, compressor, { evapTemp: -6.7, condTemp: 40.3 });
  body.rackConfig.pipeDistance = 40;
  body.rackConfig.circuits[0].requiredCapacity = 45;
  const { id } = await createProject(page.request, body);
  const before = await (await page.request.get(`/api/projects/${id}`)).json();
  await useUnits(page, "Inglés I-P (°F, psig, BTU/h, ft, lb)");
  await page.goto(`/nuevo?edit=${id}`);
  // 40 m = 131.233595801 ft, 45 kW = 153546.37 BTU/h, 40.3 °C = 104.54 °F.
  await expect(page.getByTestId("rack-pipe-distance")).toHaveValue("131.2");
  await expect(page.getByTestId("circuit-1-capacity")).toHaveValue("153546");
  await expect(page.getByTestId("cond-temp")).toHaveValue("104.5");
  await page.getByTestId("rack-pipe-distance").click();
  await page.getByTestId("circuit-1-capacity").click();
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto actualizado");
  const after = await (await page.request.get(`/api/projects/${id}`)).json();
  expect(after.rackConfig.pipeDistance).toBe(40);
  expect(after.rackConfig.circuits[0].requiredCapacity).toBe(45);
  expect(after.rackConfig.circuits[0].evapTemp).toBe(before.rackConfig.circuits[0].evapTemp);
  expect(after.condTemp).toBe(40.3);
});
