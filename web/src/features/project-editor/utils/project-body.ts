// The form as the projects API stores it, and back (docs/architecture/projects.md).
import { normalizeChillerConfig } from "../types/chiller-config";
import { emptyCompressor, type Circuit, type CompressorEntry } from "../types/circuit";
import { normalizeCondensingUnitConfig } from "../types/condensing-unit-config";
import type { EquipmentType, ProjectForm } from "../types/project";
import type { CalculationResults } from "../types/results";
import { emptyProject } from "./project-defaults";

/** ProjectDetail of GET /api/projects/{id}: the body plus what the server adds. */
export type ProjectDetail = Partial<ProjectForm> & {
  id: string;
  name: string;
  version?: number;
  calculationResults?: CalculationResults | null;
};

/** The project as stored and the form it was loaded as (the baseline unsaved changes are measured from). */
export interface StoredProject {
  detail: ProjectDetail;
  form: ProjectForm;
}

/**
 * The body of POST /api/projects and PATCH /api/projects/{id}. Given the
 * stored project the form was loaded from, whatever the user left as loaded
 * is sent as stored (defaults the stored project omits are not written, no
 * field is rewritten, no other equipment type's configuration is added), so
 * the new version differs from the stored one only where the user changed
 * something (tester report 3, defect 30).
 */
export function projectBody(form: ProjectForm, results: CalculationResults | null, stored?: StoredProject | null) {
  const body = formBody(form, results);
  if (!stored) return body;
  const detail = Object.fromEntries(Object.entries(stored.detail).filter(([key]) => !BOOKKEEPING.includes(key)));
  return keptAsStored(body, formBody(stored.form, null), detail) as typeof body;
}

/** Fields of a detail that describe the record, not the project: the server's, never sent back. */
const BOOKKEEPING = ["id", "version", "createdAt", "updatedAt", "calculationResults", "calculation", "deleted", "duplicatedFrom"];

function formBody(form: ProjectForm, results: CalculationResults | null) {
  const rackSingle = form.equipmentType === "rack" && form.rackConfig.numberOfCircuits <= 1;
  return {
    ...form,
    name: form.name.trim(),
    // A rack of one circuit keeps its evaporation temperature at the top as the list shows it.
    evapTemp: rackSingle ? (form.rackConfig.circuits[0]?.evapTemp ?? null) : form.evapTemp,
    // ...and its pressure, if one was entered there, stays with the circuit.
    ...(rackSingle ? { evapPressure: null } : {}),
    compressorsConfig: form.compressorsConfig.map(({ model, type, compressorId }) => ({
      model,
      type,
      ...(compressorId ? { compressorId } : {}),
    })),
    ...(results ? { calculationResults: results } : {}),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** JSON with object keys sorted: equal values give equal text. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (isRecord(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v));

/**
 * `now` (the form's body) with every part that equals `before` (the body of
 * the form as loaded) taken from `stored` (the project as the API returned
 * it), or left out where the stored project has no such part. What the
 * stored project holds and the form has no field for is kept as stored.
 */
function keptAsStored(now: unknown, before: unknown, stored: unknown): unknown {
  if (canonical(now) === canonical(before)) return stored;
  if (isRecord(now) && isRecord(before) && isRecord(stored)) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(now)) {
      if (value === undefined) continue;
      if (canonical(value) === canonical(before[key])) {
        if (key in stored) out[key] = stored[key];
      } else {
        out[key] = key in stored ? keptAsStored(value, before[key], stored[key]) : value;
      }
    }
    for (const [key, value] of Object.entries(stored)) {
      if (!(key in now) && !(key in before)) out[key] = value;
    }
    return out;
  }
  // A list of the same length (circuits, compressors) is compared item by item.
  if (Array.isArray(now) && Array.isArray(before) && Array.isArray(stored) && now.length === before.length && now.length === stored.length) {
    return now.map((item, i) => keptAsStored(item, before[i], stored[i]));
  }
  return now;
}

const EQUIPMENT: EquipmentType[] = ["rack", "condensadora", "chiller", "motocompresora"];

function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value.trim().replace(/v$/i, "").replace(",", "."));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function compressors(list: unknown): CompressorEntry[] {
  if (!Array.isArray(list) || list.length === 0) return [emptyCompressor()];
  return list.map((c: Partial<CompressorEntry>, i) => ({
    id: i + 1,
    model: c.model ?? "",
    type: c.type ?? "",
    ...(c.compressorId ? { compressorId: c.compressorId } : {}),
  }));
}

function circuits(list: unknown, fallback: Circuit[]): Circuit[] {
  if (!Array.isArray(list) || list.length === 0) return fallback;
  // Ids are positions (1, 2, ...), as the form numbers them.
  return list.map((c: Partial<Circuit>, i) => ({
    id: i + 1,
    evapTemp: toNumber(c.evapTemp),
    ...(c.evapPressure ? { evapPressure: c.evapPressure } : {}),
    requiredCapacity: toNumber(c.requiredCapacity),
    compressors: compressors(c.compressors),
    suctionLinesConfig: c.suctionLinesConfig?.numberOfLines ? c.suctionLinesConfig : { numberOfLines: 1 },
    ...(c.heatExchangerId ? { heatExchangerId: c.heatExchangerId } : {}),
  }));
}

/** Circuits and their compressors numbered by position, as the form numbers them (the server stores ids as text). */
function renumbered<T extends { circuits: Circuit[] }>(config: T): T {
  return {
    ...config,
    circuits: config.circuits.map((c, i) => ({ ...c, id: i + 1, compressors: c.compressors.map((k, j) => ({ ...k, id: j + 1 })) })),
  };
}

/** The object without its null fields, at every depth (arrays keep their items). */
function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNulls) as T;
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined);
  return Object.fromEntries(entries.map(([k, v]) => [k, withoutNulls(v)])) as T;
}

/**
 * A loaded project as form values. What it lacks, or stores as null (the
 * server echoes unset fields as null), keeps the empty form's default.
 */
export function formFromProject(stored: ProjectDetail): ProjectForm {
  const detail = withoutNulls(stored);
  const base = emptyProject();
  const rack = { ...base.rackConfig, ...(detail.rackConfig ?? {}) };
  const rackCircuits = circuits(detail.rackConfig?.circuits, base.rackConfig.circuits);
  return {
    ...base,
    name: detail.name ?? "",
    equipmentType: EQUIPMENT.includes(detail.equipmentType as EquipmentType) ? (detail.equipmentType as EquipmentType) : "rack",
    voltage: toNumber(detail.voltage) ?? base.voltage,
    // A project saved without a frequency keeps none: its sets as published.
    frequency: toNumber(detail.frequency),
    refrigerant: detail.refrigerant || base.refrigerant,
    compressorType: detail.compressorType || "todos",
    evapTemp: toNumber(detail.evapTemp),
    condTemp: toNumber(detail.condTemp),
    ...(detail.evapPressure ? { evapPressure: detail.evapPressure } : {}),
    ...(detail.condPressure ? { condPressure: detail.condPressure } : {}),
    // The cycle's superheat and subcooling, K, where the project states them (kept across an edit and a save).
    ...(toNumber(detail.superheat) !== null ? { superheat: toNumber(detail.superheat) } : {}),
    ...(toNumber(detail.subcooling) !== null ? { subcooling: toNumber(detail.subcooling) } : {}),
    compressorsConfig: compressors(detail.compressorsConfig),
    rackConfig: {
      ...rack,
      accessories: { ...base.rackConfig.accessories, ...(detail.rackConfig?.accessories ?? {}) },
      liquidLinesConfig: rack.liquidLinesConfig?.numberOfLines ? rack.liquidLinesConfig : { numberOfLines: 1 },
      numberOfCircuits: rackCircuits.length,
      circuits: rackCircuits,
    },
    condensingUnitConfig: renumbered(normalizeCondensingUnitConfig(detail.condensingUnitConfig)),
    chillerConfig: renumbered(normalizeChillerConfig(detail.chillerConfig)),
    isPro: Boolean(detail.isPro),
    proDescription: detail.proDescription ?? "",
    designNotes: detail.designNotes ?? "",
    designImages: Array.isArray(detail.designImages) ? detail.designImages.slice(0, 3) : [],
    // Saved before the sheet had a choice (or left at it): SI and Spanish.
    sheetUnits: detail.sheetUnits === "IP" ? "IP" : "SI",
    sheetLanguage: detail.sheetLanguage === "en" ? "en" : "es",
    ...(detail.jurisdiction ? { jurisdiction: detail.jurisdiction } : {}),
    ...(detail.referenceDate ? { referenceDate: detail.referenceDate } : {}),
    ...(detail.numberLocale ? { numberLocale: detail.numberLocale } : {}),
    ...(detail.site
      ? { site: { roomVolume: toNumber(detail.site.roomVolume), accessCategory: detail.site.accessCategory ?? null, locationClass: detail.site.locationClass ?? null } }
      : {}),
  };
}
