// Data the project tests need, created through the API as a user would:
// one compressor of the demo catalogue (tools/demo) with its EnergyPlus
// curves, and project bodies in the shape of the projects API contract.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";

/** Copeland 3DA3-075E-TFD, R404A, medium temperature. */
export const DEMO_MODEL = "3DA3-075E-TFD";

export interface SeededCompressor {
  id: string;
  model: string;
}

/** The demo IDF cut down to the objects that name one model (its two curves and the compressor). */
function idfFor(model: string): Buffer {
  const text = readFileSync(resolve("../tools/demo/compressors-sample.idf"), "utf8");
  const blocks = text.split(/\r?\n\s*\r?\n/).filter((block) => block.includes(model));
  return Buffer.from(blocks.join("\n\n") + "\n");
}

/** The demo compressor with its polynomials; created once per server. */
export async function seedDemoCompressor(request: APIRequestContext, model = DEMO_MODEL): Promise<SeededCompressor> {
  const existing = (await (await request.get("/api/compressors")).json()) as { id: string; model: string }[];
  const found = existing.find((c) => c.model === model);
  if (found) return { id: found.id, model };

  const created = await request.post("/api/compressors", {
    data: { model, brand: "Copeland", type: "semi-hermético", refrigerant: "R404A", voltage: "460", availableOptions: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const extracted = await request.post(`/api/compressors/${id}/import-polynomials`, {
    multipart: { file: { name: `${model}.idf`, mimeType: "application/octet-stream", buffer: idfFor(model) } },
  });
  expect(extracted.status(), await extracted.text()).toBe(200);
  const { source, polynomials } = (await extracted.json()) as { source: unknown; polynomials: unknown[] };
  expect(polynomials).toHaveLength(2);
  const confirmed = await request.post(`/api/compressors/${id}/polynomials/import`, { data: { source, polynomials } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { id, model };
}

/** POSTs a library row (a condenser, a plate exchanger...) that the API answers with 201 and its id. */
export async function createRow(request: APIRequestContext, path: string, body: object): Promise<string> {
  const response = await request.post(path, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A condenser of the library: `capacity` kW at its rated ΔT, `fanCount` fans of `fanPower` kW each; its id. */
export function seedCondenser(request: APIRequestContext, model: string, capacity: number, fanCount = 1, fanPower = 0.3): Promise<string> {
  return createRow(request, "/api/condensers", { model, capacity, fanCount, fanPowerConsumption: fanPower });
}

/** A GET of the API that must succeed, read as JSON. */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** A one-circuit R404A rack as POST /api/projects takes it. */
export function rackBody(name: string, compressor: SeededCompressor, { evapTemp = -10, condTemp = 40 } = {}) {
  return {
    name,
    equipmentType: "rack",
    voltage: 460,
    refrigerant: "R404A",
    compressorType: "todos",
    evapTemp: null,
    condTemp,
    rackConfig: {
      customer: "Cliente E2E",
      responsable: "Ingeniería",
      gun: name,
      controllerBrand: "",
      controllerModel: "",
      capacityControl: "STANDARD",
      condenserFanType: "FIX SPEED",
      numberOfCircuits: 1,
      hotGasDefrost: false,
      pipeDistance: 25,
      length: 2400,
      width: 900,
      height: 1800,
      shippingWeight: 650,
      liquidLinesConfig: { numberOfLines: 1 },
      accessories: { oilSeparators: true, receivers: true },
      circuits: [
        {
          id: 1,
          evapTemp,
          requiredCapacity: 18,
          compressors: [{ id: 1, model: compressor.model, type: "semi-hermético", compressorId: compressor.id }],
          suctionLinesConfig: { numberOfLines: 1 },
        },
      ],
    },
    isPro: false,
    proDescription: "",
    designNotes: "",
    designImages: [],
  };
}

/** A motor compressor (the simple type): global temperatures and a compressor list. */
export function motorCompressorBody(name: string, compressor: SeededCompressor) {
  return {
    name,
    equipmentType: "motocompresora",
    voltage: 460,
    refrigerant: "R404A",
    compressorType: "todos",
    evapTemp: -8,
    condTemp: 45,
    compressorsConfig: [{ model: compressor.model, type: "semi-hermético", compressorId: compressor.id }],
    isPro: true,
    proDescription: "Serie PRO",
    designNotes: "",
    designImages: [],
  };
}

export interface CreatedProject {
  id: string;
  name: string;
  version: number;
}

/** POST /api/projects as a named person (the history shows who). */
export async function createProject(request: APIRequestContext, body: object, actor = "Prueba E2E"): Promise<CreatedProject> {
  const res = await request.post("/api/projects", { data: body, headers: { "X-Fichas-Usuario": encodeURIComponent(actor) } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedProject;
}

export async function patchProject(request: APIRequestContext, id: string, body: object, actor = "Prueba E2E"): Promise<CreatedProject> {
  const res = await request.patch(`/api/projects/${id}`, { data: body, headers: { "X-Fichas-Usuario": encodeURIComponent(actor) } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as CreatedProject;
}
