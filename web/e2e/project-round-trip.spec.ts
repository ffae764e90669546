// A project the screen did not save (created through the API, optional
// fields omitted) opens, calculates and prints without counting as changed:
// no "¿Guardar antes de generar el PDF?" dialog and no new version (tester
// report 3, defect 30). Before the fix the first recalculation made it
// "changed", and saving it wrote a condensing unit with a rack and a
// chiller configuration.
import { expect, test, type Page } from "@playwright/test";
import { expectToast } from "./project-helpers";
import {
  createProject,
  getJson,
  motorCompressorBody,
  seedCondenser,
  seedDemoCompressor,
} from "./seed";

const run = Date.now().toString(36);

/** A condensing unit as the tester's json/condensadora.json: automatic condenser, no optional field. */
const condensingUnit = (name: string) => ({
  name,
  equipmentType: "condensadora",
  refrigerant: "R404A",
  voltage: 460,
  isPro: false,
  proDescription: "",
  designNotes: "",
  designImages: [],
  condTemp: 45,
  condensingUnitConfig: {
    customer: "Frigorífico del Valle",
    responsable: "Ing. Pedro Núñez",
    capacityControl: "STANDARD",
    condenserFanType: "FIX SPEED",
    numberOfCircuits: 1,
    pipeDistance: 15,
    autoSelectCondenser: true,
    condenserOversizing: 10,
    ambientTemp: 35,
    accessories: { suctionAccumulator: true, dryFilters: true },
    circuits: [
      {
        id: "1",
        evapTemp: -10,
        requiredCapacity: 12,
        compressors: [
          { id: "1", model: "3DA3-075E-TFD", type: "reciprocante" },
        ],
        suctionLinesConfig: { numberOfLines: 1 },
      },
    ],
  },
});

/** The stored condensing unit gained no rack or chiller configuration. */
async function expectNoOtherConfiguration(page: Page, id: string) {
  const stored = await getJson<Record<string, unknown>>(
    page.request,
    `/api/projects/${id}`,
  );
  expect(stored.rackConfig).toBeNull();
  expect(stored.chillerConfig).toBeNull();
  return stored;
}

/** The demo compressor and `condensers` (model, kW) in the library, and a condensing unit named `name` created
 * through the API. */
async function createCondensingUnit(
  page: Page,
  name: string,
  condensers: [model: string, capacity: number][],
) {
  await seedDemoCompressor(page.request);
  for (const [model, capacity] of condensers) {
    await seedCondenser(page.request, model, capacity);
  }
  return createProject(page.request, condensingUnit(name));
}

/** Opens a stored project in the editor. */
async function openProject(page: Page, id: string) {
  await page.goto(`/nuevo?edit=${id}`);
  await expectToast(page, "Proyecto cargado");
}

async function calculateAndPrint(
  page: Page,
  id: string,
  slug: string,
  calculatedToast: string,
) {
  await openProject(page, id);
  const calculated = page.waitForResponse(
    (r) =>
      r.request().method() === "POST" &&
      /\/api\/(racks|chillers)?\/?calculate$/.test(new URL(r.url()).pathname),
    { timeout: 0 },
  );
  await page.getByTestId("calculate").click();
  expect((await calculated).ok()).toBe(true);
  await expectToast(page, calculatedToast);
  await expect(page.getByTestId("results-section")).toBeVisible();
  await expect(page.getByTestId("results-section")).not.toHaveAttribute(
    "data-stale",
  );
  const download = page.waitForEvent("download", { timeout: 60_000 });
  await page.getByTestId("generate-pdf").click();
  const file = await download;
  await expect(page.getByTestId("pdf-save-dialog")).toHaveCount(0);
  // Version 1 is the sheet's: nothing was saved before it.
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^ficha-${slug}-v1-[0-9A-F]{4}-[0-9A-F]{4}\\.pdf$`),
  );
  const history = await getJson<
    { eventType: string; shownVersion: number | null }[]
  >(page.request, `/api/projects/${id}/history`);
  expect(history.map((h) => h.eventType)).toEqual([
    "ProjectCreated",
    "DatasheetGenerated",
  ]);
  expect(history.filter((h) => h.shownVersion !== null)).toHaveLength(1);
}

test("a condensing unit created through the API calculates (its condenser chosen automatically) and prints without asking to save", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The automatic selection needs condensers in the library.
  const project = await createCondensingUnit(page, `Ida y vuelta ${run}`, [
    [`RT-M-${run}`, 40],
    [`RT-L-${run}`, 200],
  ]);
  // The calculation's automatic choice is written into the form: that is no change of the user's.
  await calculateAndPrint(
    page,
    project.id,
    `ida-y-vuelta-${run}`,
    "Condensador seleccionado",
  );
  // The stored project is still the one created: no rack or chiller configuration added.
  const stored = await expectNoOtherConfiguration(page, project.id);
  expect(stored.compressorType).toBeNull();
});

test("a motor compressor created through the API calculates and prints without asking to save", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const compressor = await seedDemoCompressor(page.request);
  const project = await createProject(
    page.request,
    motorCompressorBody(`Motor ida ${run}`, compressor),
  );
  await calculateAndPrint(
    page,
    project.id,
    `motor-ida-${run}`,
    "Cálculo completado",
  );
});

test("a condensing unit created through the API, renamed, calculated and saved lists only its name as changed", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const project = await createCondensingUnit(page, `Renombrar ${run}`, [
    [`RT-N-${run}`, 200],
  ]);
  await openProject(page, project.id);
  await page.getByTestId("project-name").fill(`Renombrada ${run}`);
  await page.getByTestId("calculate").click();
  await expectToast(page, "Condensador seleccionado");
  await page.getByTestId("save-project").click();
  await expectToast(page, "Proyecto actualizado");
  const history = await getJson<{ eventType: string; summary: string }[]>(
    page.request,
    `/api/projects/${project.id}/history`,
  );
  // The automatic condenser choice is the calculation's, not the user's: the new version names the name only.
  expect(history.map((h) => h.eventType)).toEqual([
    "ProjectCreated",
    "ProjectChanged",
  ]);
  expect(history[1].summary).toBe("Proyecto modificado: nombre");
  await expectNoOtherConfiguration(page, project.id);
});

test("a project whose automatic condenser changed in the library since it was saved asks to save before printing", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const project = await createCondensingUnit(page, `Catálogo cambiado ${run}`, [
    [`RT-C-${run}`, 200],
  ]);
  const detail = await getJson<{
    calculationResults: { autoSelectedCondenser: { id: string } };
  }>(page.request, `/api/projects/${project.id}`);
  const id = detail.calculationResults.autoSelectedCondenser.id;
  type Row = {
    id: string;
    model: string;
    capacity: number;
    fanCount: number;
    fanPowerConsumption: number;
    isMicrochannel?: boolean;
    dimensions?: unknown;
    ratedDeltaT?: number;
  };
  const row = (await getJson<Row[]>(page.request, "/api/condensers")).find(
    (c) => c.id === id,
  )!;
  const patch = (fanPowerConsumption: number) =>
    page.request.patch(`/api/condensers/${id}`, {
      data: {
        model: row.model,
        capacity: row.capacity,
        fanCount: row.fanCount,
        fanPowerConsumption,
        isMicrochannel: row.isMicrochannel,
        dimensions: row.dimensions,
        ratedDeltaT: row.ratedDeltaT,
      },
    });
  // The library's condenser changed after the project was saved: the screen's calculation names other fans than the
  // stored version, whose sheet would print the old ones. That is a change to save, not the stored project.
  expect((await patch(row.fanPowerConsumption + 0.1)).ok()).toBe(true);
  try {
    await openProject(page, project.id);
    await page.getByTestId("calculate").click();
    await expectToast(page, "Condensador seleccionado");
    await expect(page.getByTestId("results-section")).not.toHaveAttribute(
      "data-stale",
    );
    await page.getByTestId("generate-pdf").click();
    await expect(page.getByTestId("pdf-save-dialog")).toBeVisible();
  } finally {
    expect((await patch(row.fanPowerConsumption)).ok()).toBe(true);
  }
});
