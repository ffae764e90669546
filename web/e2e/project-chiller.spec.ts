// The chiller on the project screen: both types built from an empty form with
// the demo catalogue, calculated, compared with the API's own answer, saved,
// reopened, changed, recalculated and saved again.
import { expect, test, type Page } from "@playwright/test";
import { cells, choose, editedId, expectToast, fixed, kw, withoutSpeed } from "./project-helpers";
import { checkScreen } from "./a11y";
import { createRow, seedCondenser } from "./seed";

const run = Date.now().toString(36).toUpperCase();

type Answer = {
  circuits: {
    compressors: { model: string; coolingCapacity: number; powerInput: number; current: number; dischargeTemp: number | null }[];
    totals: { coolingCapacity: number; powerInput: number; current: number };
  }[];
  totals: { coolingCapacity: number; powerInput: number; heatRejection: number };
  electricalLoads: { mca: number };
  refrigerantCharge: { recommendedCharge: number; circuits?: { label: string; recommendedCharge: number }[] };
  condenserAnalysis: { totalCondenserLoad: number };
  generatedModelName: string;
  requiredCapacity: number;
  coldSideFlow: number | null;
  hotSide: { requiredFlow: number } | null;
  heatExchangerChecks: { circuitId: string; waterPressureDrop?: { kpa: number; flowLmin: number; ratedKpa: number; ratedFlowLmin: number } }[];
};

// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

async function calculate(page: Page, body: object): Promise<Answer> {
  const response = await page.request.post("/api/chillers/calculate", { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Answer;
}

/** The figures on the screen are the API's. */
async function expectFiguresOf(page: Page, answer: Answer) {
  await expect(page.getByTestId("generated-model-name")).toContainText(answer.generatedModelName);
  for (const [i, circuit] of answer.circuits.entries()) {
    const table = page.getByTestId(`circuit-table-${i + 1}`);
    const rows = table.getByTestId("result-row");
    await expect(rows).toHaveCount(circuit.compressors.length);
    for (const [j, c] of circuit.compressors.entries()) {
      expect(withoutSpeed(await cells(rows.nth(j)))).toEqual([c.model, kw(c.coolingCapacity), kw(c.powerInput), fixed(c.current), c.dischargeTemp === null ? "—" : fixed(c.dischargeTemp, 1)]);
    }
    expect((await cells(table.getByTestId("result-total"))).slice(0, 4)).toEqual(["TOTAL CIRCUITO", kw(circuit.totals.coolingCapacity), kw(circuit.totals.powerInput), fixed(circuit.totals.current)]);
  }
  await expect(page.getByTestId("total-capacity")).toHaveText(kw(answer.totals.coolingCapacity));
  await expect(page.getByTestId("total-power")).toHaveText(kw(answer.totals.powerInput));
  await expect(page.getByTestId("mca")).toHaveText(fixed(answer.electricalLoads.mca));
  await expect(page.getByTestId("recommended-charge")).toHaveText(fixed(answer.refrigerantCharge.recommendedCharge));
}

/** The two circuits the air-cooled tests type: 17.5 kW each at 2 °C, one compressor of these models. */
const TWO_CIRCUITS = ["ZS38K4E-TF5", "ZS45K4E-TF5"];

async function fillTwoCircuits(page: Page) {
  for (const [i, model] of TWO_CIRCUITS.entries()) {
    await page.getByTestId(`chiller-circuit-${i + 1}-evap`).fill("2");
    await page.getByTestId(`chiller-circuit-${i + 1}-capacity`).fill("17,5");
    await choose(page, page.getByTestId(`chiller-circuit-${i + 1}`), "Compresor 1", model);
  }
}

/** The API's own answer for the 35 kW air-cooled chiller of `TWO_CIRCUITS` at 45 °C and 35 °C ambient. */
async function twoCircuitAnswer<T>(page: Page, condenser: string, extra: object = {}): Promise<T> {
  const response = await page.request.post("/api/chillers/calculate", {
    data: {
      refrigerant: "R134a",
      voltage: 460,
      condTemp: 45,
      chillerConfig: {
        capacityMethod: "direct",
        requiredCapacity: 35,
        chillerType: "agua-aire",
        coldSide: { capacityUnit: "kw", fluidType: "water" },
        condenserId: condenser,
        ambientTemp: 35,
        ...extra,
        circuits: TWO_CIRCUITS.map((model, i) => ({ id: i + 1, evapTemp: 2, requiredCapacity: 17.5, compressors: [{ model }] })),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

async function startChiller(page: Page, name: string) {
  await page.goto("/nuevo");
  await page.getByTestId("project-name").fill(name);
  await page.getByTestId("equipment-chiller").click();
  await expect(page.getByTestId("chiller-form")).toBeVisible();
  await choose(page, page.getByTestId("global-parameters"), "Refrigerante", "R134a");
}

test("an air-cooled chiller sized from the chilled water is calculated as the API calculates it, saved, reopened, changed and saved again", async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Chiller AA e2e ${run}`;
  // Rated 25 kPa at 86 L/min of water: the drop at the duty's 100 L/min is 25 · (100/86)² = 33.80 kPa.
  const exchanger = await createRow(page.request, "/api/heat-exchangers", { brand: "SWEP", model: `B28-${run}`, capacityKw: 40, applicationType: "cooling", pressureDropKpa: 25, ratedFlowLmin: 86 });
  const condenser = await seedCondenser(page.request, `CD-AA-${run}`, 90, 2, 0.75);

  await startChiller(page, name);
  // Step 1: 100 L/min of water from 12 to 7 °C.
  const capacity = page.getByTestId("chiller-step-capacity");
  await capacity.getByLabel("Desde el fluido (lado frío)").check();
  await page.getByTestId("chiller-cold-temp-in").fill("12");
  await page.getByTestId("chiller-cold-temp-out").fill("7");
  await page.getByTestId("chiller-cold-flow").fill("100");
  await page.getByRole("button", { name: "Calcular Capacidad", exact: true }).click();
  await expectToast(page, "Capacidad calculada");
  await expect(page.getByTestId("chiller-cold-capacity")).toHaveValue("34.96");

  // Step 2, with the equipment photo.
  await page.getByTestId("chiller-customer").fill("Hotel Costa Azul");
  await page.getByTestId("chiller-responsable").fill("Ing. Pérez");
  await page.getByTestId("chiller-photo-input").setInputFiles({ name: "chiller.png", mimeType: "image/png", buffer: PNG });
  await expectToast(page, "Imagen cargada");
  const preview = page.getByTestId("chiller-photo-preview");
  await expect(preview).toHaveAttribute("src", /^\/api\/objects\/public\//);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Step 3 (circuits): the placeholder is the whole capacity for one circuit.
  const circuit = page.getByTestId("chiller-circuit-1");
  await expect(page.getByTestId("chiller-circuit-1-capacity")).toHaveAttribute("placeholder", "34.96");
  await page.getByTestId("chiller-circuit-1-evap").fill("2");
  await page.getByTestId("chiller-circuit-1-capacity").fill("34,96");
  // The exchanger list is ranked for the circuit's 34.96 kW: 40 kW is 14.4 % above.
  await circuit.getByLabel("Intercambiador de placas", { exact: true }).click();
  await expect(page.getByRole("option", { name: `SWEP B28-${run} · 40.00\u00A0kW · margen +14.4\u00A0%` })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(circuit.getByText(/^Para 34\.96\u00A0kW: \d+ adecuados?/)).toBeVisible();
  await choose(page, circuit, "Intercambiador de placas", `SWEP B28-${run}`);
  await choose(page, circuit, "Compresor 1", "ZS45K4E-TF5");
  await expect(circuit.getByRole("button", { name: "Eliminar compresor 1" })).toBeDisabled();
  await page.getByTestId("chiller-cond-temp").fill("45");

  // Step 4 (condenser): manual choice, its figures and Tc − Ta; the list is
  // ranked once the project has been calculated.
  const condenserStep = page.getByTestId("chiller-step-condenser");
  await expect(condenserStep.getByText("Calcule para ordenar los condensadores", { exact: false })).toBeVisible();
  await choose(page, condenserStep, "Condensador", `CD-AA-${run}`);
  await expect(page.getByTestId("chiller-condenser-summary")).toContainText("0.75");
  await page.getByTestId("chiller-condenser-ambient").fill("35");
  await expect(page.getByTestId("chiller-condenser-delta")).toHaveText("10.0");

  const body = (evap: number) => ({
    refrigerant: "R134a",
    voltage: 460,
    condTemp: 45,
    chillerConfig: {
      capacityMethod: "fluid",
      chillerType: "agua-aire",
      coldSide: { fluidType: "water", flowRate: 100, flowRateUnit: "lmin", tempIn: 12, tempOut: 7, capacityUnit: "kw" },
      condenserId: condenser,
      ambientTemp: 35,
      circuits: [{ id: 1, evapTemp: evap, requiredCapacity: 34.96, heatExchangerId: exchanger, compressors: [{ model: "ZS45K4E-TF5" }] }],
    },
  });

  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  const first = await calculate(page, body(2));
  expect(first.generatedModelName).toMatch(/^CHAA-\d+-R134a-1C$/);
  const load = first.condenserAnalysis.totalCondenserLoad / 1000;
  await expect(condenserStep.getByText(`Para ${fixed(load)}\u00A0kW:`, { exact: false })).toBeVisible();
  expect(first.requiredCapacity).toBeCloseTo(34_957.6, 0);
  await expectFiguresOf(page, first);
  // The plate exchanger's water pressure drop, as the API gives it and the sheet prints it.
  const drop = first.heatExchangerChecks[0].waterPressureDrop!;
  expect(drop.kpa).toBeCloseTo(33.802, 2);
  const drops = page.getByTestId("chiller-pressure-drops");
  await expect(drops.getByTestId("pressure-drop-row").nth(0)).toHaveText(`Caída de presión del agua (circuito 1)${fixed(drop.kpa)} kPa con ${fixed(drop.flowLmin)} L/min`);
  await expect(drops.getByTestId("pressure-drop-row").nth(1)).toHaveText(`Caída de presión de catálogo · B28-${run}25.00 kPa con 86.00 L/min de agua`);
  // Water freezes at 0 °C: 7 °C leaving and 2 °C evaporating stand 7.0 K and 2.0 K from it, as the sheet prints.
  const freezing = page.getByTestId("chiller-freezing");
  await expect(freezing).toContainText("Punto de congelación del fluido (°C)0.0");
  await expect(freezing).toContainText("Margen de congelación · salida (K)7.0");
  await expect(freezing).toContainText("Margen de congelación · evaporación (K)2.0");
  // A packaged chiller sizes no field piping: said once, not as empty line tables.
  await expect(page.getByTestId("no-field-run")).toContainText("Sin tramo en obra");
  await expect(page.getByTestId("suction-lines-1")).toHaveCount(0);

  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const id = await editedId(page);

  await page.goto(`/nuevo?edit=${id}`);
  await expectToast(page, `Editando: ${name}`);
  await expect(page.getByTestId("chiller-circuit-1-evap")).toHaveValue("2");
  await expect(page.getByTestId("chiller-customer")).toHaveValue("Hotel Costa Azul");
  await expect(page.getByTestId("chiller-photo-preview")).toBeVisible();
  await expectFiguresOf(page, first);

  await page.getByTestId("chiller-circuit-1-evap").fill("3,5");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  await expectFiguresOf(page, await calculate(page, body(3.5)));
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto actualizado");
});

// Engine 1.11.0 puts one condenser of the chosen model on each refrigerant
// circuit: the manual list is ranked for the largest circuit's heat, and says so.
test("an air-cooled chiller of two circuits ranks the manual condensers for its largest circuit's heat", async ({ page }) => {
  test.setTimeout(180_000);
  const condenser = await seedCondenser(page.request, `CD-2C-${run}`, 60, 2, 0.5);
  await startChiller(page, `Chiller AA 2C e2e ${run}`);
  await page.getByTestId("chiller-required-capacity").fill("35");
  await choose(page, page.getByTestId("chiller-step-general"), "Número de circuitos", "2");
  await fillTwoCircuits(page);
  await page.getByTestId("chiller-cond-temp").fill("45");

  const condenserStep = page.getByTestId("chiller-step-condenser");
  await expect(condenserStep.getByText("Calcule para ordenar los condensadores por su margen sobre el calor de cada circuito: uno de este modelo en cada uno de los 2 circuitos frigoríficos")).toBeVisible();
  await choose(page, condenserStep, "Condensador", `CD-2C-${run}`);
  await page.getByTestId("chiller-condenser-ambient").fill("35");
  await expect(page.getByTestId("chiller-condenser-per-circuit")).toHaveText("Uno de este modelo en cada uno de los 2 circuitos frigoríficos: 4 ventiladores en total.");

  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  const answer = await twoCircuitAnswer<{
    circuitCondensers: { circuitId: string; load: number }[];
    condenserAnalysis: { totalCondenserLoad: number };
    totals: { cop: number; copWithFans?: number };
  }>(page, condenser);
  expect(answer.circuitCondensers).toHaveLength(2);
  const largest = answer.circuitCondensers.reduce((a, b) => (b.load > a.load ? b : a));
  expect(largest.load).toBeLessThan(answer.condenserAnalysis.totalCondenserLoad);
  await expect(condenserStep.getByText(`Para ${fixed(largest.load / 1000)}\u00A0kW, el calor del circuito ${largest.circuitId}, el mayor de 2 (un condensador de este modelo en cada circuito frigorífico):`, { exact: false })).toBeVisible();
  // Both COPs, labelled as the sheet labels them: the compressors' alone and with the four condenser fans (engine 1.12.0).
  await expect(page.getByTestId("general-totals")).toContainText("COP (solo compresores)");
  await expect(page.getByTestId("total-cop")).toHaveText(fixed(answer.totals.cop));
  expect(answer.totals.copWithFans).toBeLessThan(answer.totals.cop);
  await expect(page.getByTestId("general-totals")).toContainText("EER con ventiladores (EN 14511)");
  await expect(page.getByTestId("total-cop-with-fans")).toHaveText(fixed(answer.totals.copWithFans!));
  await expect(page.getByTestId("condenser-analysis")).toContainText("Uso");
});

test("a water-cooled chiller of two circuits sized in TR checks its hot side as the API does, and is saved, reopened, changed and saved again", async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Chiller AG e2e ${run}`;
  await startChiller(page, name);

  // Step 1: 10 TR, directly.
  await choose(page, page.getByTestId("chiller-step-capacity"), "Unidad de capacidad", "TR");
  await page.getByTestId("chiller-required-capacity").fill("10");
  await expect(page.getByTestId("chiller-step-capacity")).toContainText("= 35.17 kW");

  // Step 2: agua-agua with two circuits; step 3 appears and step 5 goes.
  await choose(page, page.getByTestId("chiller-step-general"), "Tipo de chiller", "Agua-Agua (condensado por agua)");
  await choose(page, page.getByTestId("chiller-step-general"), "Número de circuitos", "2");
  await expect(page.getByTestId("chiller-step-hot-side")).toContainText("3. Configuración Lado Caliente");
  await expect(page.getByTestId("chiller-step-condenser")).toHaveCount(0);
  await expect(page.getByTestId("chiller-circuit-2-capacity")).toHaveAttribute("placeholder", "17.58");
  await page.getByTestId("chiller-hot-flow").fill("160");
  await page.getByTestId("chiller-hot-temp-in").fill("30");
  await page.getByTestId("chiller-hot-temp-out").fill("35");

  for (const [i, model] of [
    [1, "ZS38K4E-TF5"],
    [2, "ZS45K4E-TF5"],
  ] as const) {
    await page.getByTestId(`chiller-circuit-${i}-evap`).fill("4");
    await page.getByTestId(`chiller-circuit-${i}-capacity`).fill("17,58");
    await choose(page, page.getByTestId(`chiller-circuit-${i}`), "Compresor 1", model);
  }
  await page.getByTestId("chiller-cond-temp").fill("40");

  const body = (hotFlow: number) => ({
    refrigerant: "R134a",
    voltage: 460,
    condTemp: 40,
    chillerConfig: {
      capacityMethod: "direct",
      requiredCapacity: 10,
      chillerType: "agua-agua",
      coldSide: { capacityUnit: "tr", fluidType: "water" },
      hotSide: { fluidType: "water", flowRate: hotFlow, tempIn: 30, tempOut: 35 },
      circuits: [
        { id: 1, evapTemp: 4, requiredCapacity: 17.58, compressors: [{ model: "ZS38K4E-TF5" }] },
        { id: 2, evapTemp: 4, requiredCapacity: 17.58, compressors: [{ model: "ZS45K4E-TF5" }] },
      ],
    },
  });

  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  const first = await calculate(page, body(160));
  expect(first.generatedModelName).toMatch(/^CHAG-\d+-R134a-2C$/);
  expect(first.requiredCapacity).toBeCloseTo(35_168.53, 1);
  await expectFiguresOf(page, first);
  await expect(page.getByTestId("chiller-summary")).toContainText(fixed(first.hotSide!.requiredFlow));
  // Each refrigerant circuit's charge, as the API gives it and the sheet prints it.
  const circuitCharges = first.refrigerantCharge.circuits ?? [];
  expect(circuitCharges).toHaveLength(2);
  const chargeRows = page.getByTestId("circuit-charge-row");
  await expect(chargeRows).toHaveCount(2);
  for (const [i, c] of circuitCharges.entries()) {
    expect((await cells(chargeRows.nth(i))).slice(0, 2)).toEqual([`Circuito ${c.label}`, fixed(c.recommendedCharge)]);
  }

  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto guardado");
  const id = await editedId(page);

  await page.goto(`/?edit=${id}`);
  await expectToast(page, `Editando: ${name}`);
  await expect(page.getByTestId("chiller-step-hot-side")).toBeVisible();
  await expect(page.getByTestId("chiller-hot-flow")).toHaveValue("160");
  await expect(page.getByTestId("chiller-required-capacity")).toHaveValue("10");
  await expectFiguresOf(page, first);

  await page.getByTestId("chiller-hot-flow").fill("180");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");
  const second = await calculate(page, body(180));
  await expectFiguresOf(page, second);
  await expect(page.getByTestId("chiller-summary")).toContainText("180");
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto actualizado");
});

test("the chiller and condensing-unit forms fit a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/nuevo");
  for (const [card, form] of [
    ["equipment-chiller", "chiller-form"],
    ["equipment-condensadora", "condensing-unit-form"],
  ]) {
    await page.getByTestId(card).click();
    await expect(page.getByTestId(form)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkScreen(page, `${form} at 390 px`);
  }
  await page.getByTestId("equipment-chiller").click();
  const box = await page.getByTestId("chiller-circuit-1-evap").boundingBox();
  expect(box!.width).toBeGreaterThan(250);
});

// Engine 1.12.0 (ADR 2026-11-28, field lines per refrigerant circuit): with a pipe run to a remote condenser, each of
// two circuits has its own liquid and discharge line, named on screen by its circuit as the sheet names it, and a
// chiller shows no suction table.
test("a two-circuit chiller with a pipe run shows each circuit's liquid and discharge line as the API sizes them", async ({ page }) => {
  test.setTimeout(180_000);
  const condenser = await seedCondenser(page.request, `CD-PR-${run}`, 60, 2, 0.5);
  await startChiller(page, `Chiller AA tramo e2e ${run}`);
  await page.getByTestId("chiller-required-capacity").fill("35");
  await choose(page, page.getByTestId("chiller-step-general"), "Número de circuitos", "2");
  await page.getByTestId("chiller-pipe-distance").fill("20");
  await fillTwoCircuits(page);
  await page.getByTestId("chiller-cond-temp").fill("45");
  await choose(page, page.getByTestId("chiller-step-condenser"), "Condensador", `CD-PR-${run}`);
  await page.getByTestId("chiller-condenser-ambient").fill("35");
  await page.getByTestId("calculate").click();
  await expectToast(page, "Cálculo completado");

  type Line = { lineNumber: number; diameter: string; meetsCriteria: boolean; pressureOk?: boolean };
  const answer = await twoCircuitAnswer<{
    liquidLines: Line[];
    dischargeLine: Line | null;
    circuits: { liquidLines: Line[]; dischargeLine: Line | null; suctionLines: Line[] }[];
  }>(page, condenser, { pipeDistance: 20 });
  expect(answer.liquidLines).toEqual([]);
  expect(answer.dischargeLine).toBeNull();
  const verdict = (line: Line) => (line.pressureOk === false ? "No resiste PS" : line.meetsCriteria ? "Cumple" : "No cumple");

  await expect(page.getByTestId("no-field-run")).toHaveCount(0);
  const liquid = page.getByTestId("liquid-lines-table").getByTestId("line-row");
  const discharge = page.getByTestId("discharge-line-table").getByTestId("line-row");
  await expect(liquid).toHaveCount(2);
  await expect(discharge).toHaveCount(2);
  for (const [i, circuit] of answer.circuits.entries()) {
    expect(circuit.suctionLines).toEqual([]);
    const [l] = circuit.liquidLines;
    const d = circuit.dischargeLine!;
    const liquidCells = await cells(liquid.nth(i));
    expect(liquidCells[0]).toBe(`Líquido · Circuito ${i + 1} · Línea ${l.lineNumber}`);
    expect(liquidCells[2]).toBe(`${l.diameter}" cobre`);
    expect(liquidCells.at(-1)).toBe(verdict(l));
    const dischargeCells = await cells(discharge.nth(i));
    expect(dischargeCells[0]).toBe(`Descarga · Circuito ${i + 1} · Línea ${d.lineNumber}`);
    expect(dischargeCells[2]).toBe(`${d.diameter}" cobre`);
    expect(dischargeCells.at(-1)).toBe(verdict(d));
  }
  await expect(page.getByTestId("discharge-line-card")).toContainText("Líneas de Descarga");
  await expect(page.getByText("Líneas de Succión")).toHaveCount(0);
  await expect(page.getByTestId("suction-lines-1")).toHaveCount(0);
});
