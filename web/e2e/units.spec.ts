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

// Issue 24 item 3 on a chiller: an I-P user types the chilled and the
// condenser water in °F and GPM and reads the circuit's evaporation off the
// suction gauge (35 psig on R134a, about 40 °F). The project keeps °C, L/min
// for the condenser water (40 GPM × 3.785411784 L), the cold side's flow with
// the unit it was typed in (the spec's L/min, GPM or m³/h; GPM is an I-P
// user's default), and the circuit's pressure in bar absolute beside its dew
// temperature.
test("an I-P user enters a chiller's water in °F and GPM and a circuit's evaporation in psig; the project holds SI", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/configuracion");
  await choose(page, page.getByTestId("settings-units"), "Sistema de unidades", "Inglés I-P (°F, psig, BTU/h, ft, lb)");

  // A plate exchanger rated 25 kPa at 86 L/min of water (stored SI, as the library's form stores what is typed).
  const run = Date.now().toString(36).toUpperCase();
  const exchanger = await page.request.post("/api/heat-exchangers", {
    data: { brand: "SWEP", model: `B28-IP-${run}`, capacityKw: 40, applicationType: "cooling", pressureDropKpa: 25, ratedFlowLmin: 86 },
  });
  expect(exchanger.status(), await exchanger.text()).toBe(201);

  await page.goto("/nuevo");
  await page.getByTestId("project-name").fill(`${name} chiller`);
  await page.getByTestId("equipment-chiller").click();
  await choose(page, page.getByTestId("global-parameters"), "Refrigerante", "R134a");

  // Step 1: 26.42 GPM of water from 53.6 °F to 44.6 °F (12 to 7 °C).
  const capacity = page.getByTestId("chiller-step-capacity");
  await capacity.getByLabel("Desde el fluido (lado frío)").check();
  await expect(page.getByTestId("chiller-flow-unit")).toHaveText("GPM");
  await expect(capacity.getByTestId("chiller-capacity-unit")).toHaveText("TR");
  await capacity.getByLabel("Temperatura de entrada (°F)", { exact: true }).fill("53.6");
  await capacity.getByLabel("Temperatura de salida (°F)", { exact: true }).fill("44.6");
  await page.getByTestId("chiller-cold-flow").fill("26.42");
  await page.getByRole("button", { name: "Calcular Capacidad", exact: true }).click();
  await expectToast(page, "Capacidad calculada");
  // 26.42 GPM = 100.01 L/min: 34.96 kW = 9.94 TR.
  await expect(page.getByTestId("chiller-cold-capacity")).toHaveValue("9.94");

  // Water-cooled: the condenser water in GPM and °F.
  await choose(page, page.getByTestId("chiller-step-general"), "Tipo de chiller", "Agua-Agua (condensado por agua)");
  const hot = page.getByTestId("chiller-step-hot-side");
  await hot.getByLabel("Caudal (GPM)", { exact: true }).fill("40");
  await hot.getByLabel("Temperatura de entrada (°F)", { exact: true }).fill("86");
  await hot.getByLabel("Temperatura de salida (°F)", { exact: true }).fill("95");

  // The circuit's evaporation read off the suction gauge.
  const circuit = page.getByTestId("chiller-circuit-1");
  await page.getByTestId("chiller-circuit-1-evap-mode").getByRole("radio", { name: "Presión" }).click();
  await circuit.getByLabel("Presión de evaporación (psig)", { exact: true }).fill("35");
  const bar = (35 * KPA_PER_PSI + ATMOSPHERE_KPA) / 100;
  const answer = await (await page.request.get(`/api/refrigerants/R134a/saturation-temperatures?evapPressure=${bar}`)).json();
  const dew: number = answer.evaporation.dew;
  // R134a at 35 psig: about 40 °F (P-T charts).
  expect(dew * 1.8 + 32).toBeCloseTo(40, 0);
  await expect(page.getByTestId("chiller-circuit-1-evap-derived")).toContainText("°F (punto de rocío)");
  await circuit.getByLabel("Capacidad requerida (BTU/h)", { exact: true }).fill("119300");
  await choose(page, circuit, "Compresor 1", "ZS45K4E-TF5");
  await choose(page, circuit, "Intercambiador de placas", `SWEP B28-IP-${run}`);
  await page.getByLabel("Temperatura de condensación (°F)", { exact: true }).fill("104");

  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await expect(page.getByTestId("chiller-summary").getByText("Caudal lado frío (GPM)")).toBeVisible();
  // The exchanger's water pressure drop in psi at the circuit's flow in GPM: 26.42 GPM (100.01 L/min)
  // through a 25 kPa at 86 L/min rating is 25 · (100.01/86)² = 33.81 kPa = 4.90 psi.
  const drops = page.getByTestId("chiller-pressure-drops").getByTestId("pressure-drop-row");
  await expect(drops.nth(0)).toHaveText("Caída de presión del agua (circuito 1)4.90 psi con 26.42 GPM");
  await expect(drops.nth(1)).toHaveText(`Caída de presión de catálogo · B28-IP-${run}3.63 psi con 22.72 GPM de agua`);
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const id = await editedId(page);

  const saved = await (await page.request.get(`/api/projects/${id}`)).json();
  const chiller = saved.chillerConfig;
  expect(chiller.coldSide.tempIn).toBeCloseTo(12, 9);
  expect(chiller.coldSide.tempOut).toBeCloseTo(7, 9);
  expect(chiller.coldSide.flowRateUnit).toBe("gpm");
  expect(chiller.coldSide.flowRate).toBe(26.42);
  expect(chiller.hotSide.flowRate).toBeCloseTo(151.41647136, 8);
  expect(chiller.hotSide.tempIn).toBeCloseTo(30, 9);
  expect(chiller.hotSide.tempOut).toBeCloseTo(35, 9);
  expect(saved.condTemp).toBeCloseTo(40, 9);
  const stored = chiller.circuits[0];
  expect(stored.evapPressure.absoluteBar).toBeCloseTo(bar, 9);
  expect(stored.evapPressure.gauge).toBe(true);
  expect(stored.evapTemp).toBe(dew);
  expect(stored.requiredCapacity).toBeCloseTo((119300 * 0.29307107) / 1000, 9);

  // Reopened, it reads back as typed.
  await page.goto(`/nuevo?edit=${id}`);
  await expect(page.getByTestId("chiller-circuit-1").getByLabel("Presión de evaporación (psig)", { exact: true })).toHaveValue("35");
  await expect(page.getByTestId("chiller-step-hot-side").getByLabel("Caudal (GPM)", { exact: true })).toHaveValue("40");
  await expect(page.getByTestId("chiller-hot-temp-in")).toHaveValue("86");
});

// Issue 24 item 3, the library: an I-P user types a condenser's capacity in
// BTU/h, its rated ΔT in °F and its weight in lb, and a compressor's maximum
// pressure in psig; the library stores kW, K, kg and bar(g). 1 BTU/h =
// 0.29307107 W, 1 psi = 6.894757 kPa, 1 lb = 0.45359237 kg (domain/data/units.json).
test("an I-P user's condenser and compressor are stored in SI", async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).toUpperCase();
  await page.goto("/configuracion");
  await choose(page, page.getByTestId("settings-units"), "Sistema de unidades", "Inglés I-P (°F, psig, BTU/h, ft, lb)");

  await page.goto("/biblioteca");
  await page.getByRole("tab", { name: "Condensadores" }).click();
  await page.getByTestId("add-condenser").click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Condensador" });
  await dialog.getByLabel("Modelo").fill(`CIP-${run}`);
  await expect(dialog.getByLabel("ΔT nominal (°F)", { exact: true })).toHaveValue("27");
  await dialog.getByLabel("Capacidad (BTU/h)", { exact: true }).fill("120000");
  await dialog.getByLabel("ΔT nominal (°F)", { exact: true }).fill("18");
  await dialog.getByLabel("Consumo por Ventilador (kW)", { exact: true }).fill("0.85");
  await dialog.getByLabel("Peso (lb)", { exact: true }).fill("100");
  await dialog.getByRole("button", { name: "Crear" }).click();
  await expectToast(page, "Condensador agregado");
  const row = page.getByTestId("condenser-row").filter({ hasText: `CIP-${run}` });
  await expect(row).toContainText("120\u202F000");

  const condensers = (await (await page.request.get("/api/condensers")).json()) as { model: string; capacity: number; ratedDeltaT: number; fanPowerConsumption: number; dimensions: { weight: number } }[];
  const condenser = condensers.find((c) => c.model === `CIP-${run}`)!;
  expect(condenser.capacity).toBeCloseTo(35.1685284, 9);
  expect(condenser.ratedDeltaT).toBeCloseTo(10, 12);
  expect(condenser.fanPowerConsumption).toBe(0.85);
  expect(condenser.dimensions.weight).toBeCloseTo(45.359237, 12);

  // Edited, it opens as typed.
  await row.getByRole("button", { name: `Editar CIP-${run}` }).click();
  await expect(page.getByRole("dialog", { name: "Editar Condensador" }).getByLabel("Capacidad (BTU/h)", { exact: true })).toHaveValue("120000");
  await page.keyboard.press("Escape");

  // A compressor's maximum pressure, a gauge reading: 406.1 psig = 28.0 bar(g).
  await page.goto("/biblioteca?tab=compresores");
  await page.getByTestId("add-compressor").click();
  const form = page.getByRole("dialog", { name: "Nuevo Modelo de Compresor" });
  await form.getByLabel("Modelo *").fill(`ZIP-${run}`);
  await form.getByRole("tab", { name: "Técnico" }).click();
  await form.getByLabel("Presión máx. AP (psig)", { exact: true }).fill("406.1");
  await form.getByLabel("Peso (lb)", { exact: true }).fill("55");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expectToast(page, "Compresor agregado");
  const compressors = (await (await page.request.get("/api/compressors")).json()) as { model: string; technicalData: { maxPressureHP: number; weight: number } }[];
  const compressor = compressors.find((c) => c.model === `ZIP-${run}`)!;
  expect(compressor.technicalData.maxPressureHP).toBeCloseTo((406.1 * KPA_PER_PSI) / 100, 9);
  expect(compressor.technicalData.weight).toBeCloseTo(55 * 0.45359237, 9);
});
