// Reads what a read-only version view shows out of a project as it was:
// its circuits (whatever the equipment type) and the figures of its stored
// calculation, which has the shape of the calculation endpoint for the type.
import type { Circuit, EquipmentConfig, ProjectDetail } from "../api/get-project-version";

export function configOf(project: ProjectDetail): EquipmentConfig | null {
  switch (project.equipmentType) {
    case "rack":
      return project.rackConfig ?? null;
    case "condensadora":
      return project.condensingUnitConfig ?? null;
    case "chiller":
      return project.chillerConfig ?? null;
    default:
      return null;
  }
}

export interface CircuitInput {
  label: string;
  evapTemp: number | null;
  requiredCapacity: number | null;
  models: string[];
}

/** The circuits as entered; a motor compressor is one circuit at the global temperatures. */
export function circuitInputs(project: ProjectDetail): CircuitInput[] {
  const circuits: Circuit[] = configOf(project)?.circuits ?? [];
  if (project.equipmentType === "motocompresora" || circuits.length === 0) {
    const models = (project.compressorsConfig ?? []).map((c) => c.model).filter(Boolean);
    return models.length ? [{ label: "Compresores", evapTemp: project.evapTemp, requiredCapacity: null, models }] : [];
  }
  return circuits.map((c, i) => ({
    label: `Circuito ${i + 1}`,
    evapTemp: c.evapTemp ?? null,
    requiredCapacity: c.requiredCapacity ?? null,
    models: (c.compressors ?? []).map((k) => k.model).filter(Boolean),
  }));
}

export interface Figures {
  /** W. */
  coolingCapacity: number | null;
  /** W. */
  powerInput: number | null;
  /** A. */
  current: number | null;
}

export interface CompressorFigures extends Figures {
  model: string;
  dischargeTemp: number | null;
}

export interface ResultsSummary {
  totals: Figures | null;
  circuits: { label: string; totals: Figures | null; compressors: CompressorFigures[] }[];
  mca: number | null;
  mocp: number | null;
  /** kg. */
  recommendedCharge: number | null;
  generatedModelName: string | null;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : null);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

const figures = (v: unknown): Figures | null => {
  const o = obj(v);
  return o ? { coolingCapacity: num(o.coolingCapacity), powerInput: num(o.powerInput), current: num(o.current) } : null;
};

const compressor = (v: unknown): CompressorFigures => {
  const o = obj(v) ?? {};
  return { model: typeof o.model === "string" ? o.model : "", ...figures(o)!, dischargeTemp: num(o.dischargeTemp) };
};

/** The figures of a stored calculation, or null when the version has none. */
export function summarizeResults(project: ProjectDetail): ResultsSummary | null {
  const results = obj(project.calculationResults);
  if (!results) return null;
  const circuits = arr(results.circuits).map((c, i) => {
    const o = obj(c) ?? {};
    return { label: `Circuito ${i + 1}`, totals: figures(o.totals), compressors: arr(o.compressors).map(compressor) };
  });
  // Motor compressor: {compressors: [...], totals}.
  if (circuits.length === 0 && arr(results.compressors).length > 0) {
    circuits.push({ label: "Compresores", totals: figures(results.totals), compressors: arr(results.compressors).map(compressor) });
  }
  const electrical = obj(results.electricalLoads);
  const charge = obj(results.refrigerantCharge);
  return {
    totals: figures(results.totals),
    circuits,
    mca: num(electrical?.mca),
    mocp: num(electrical?.mocp),
    recommendedCharge: num(charge?.recommendedCharge),
    generatedModelName: typeof results.generatedModelName === "string" ? results.generatedModelName : null,
  };
}
