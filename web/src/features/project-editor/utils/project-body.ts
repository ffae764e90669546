// The form as the projects API stores it, and back (notes/projects-api.md).
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

/** The body of POST /api/projects and PATCH /api/projects/{id}. */
export function projectBody(form: ProjectForm, results: CalculationResults | null) {
  const rackSingle = form.equipmentType === "rack" && form.rackConfig.numberOfCircuits <= 1;
  return {
    ...form,
    name: form.name.trim(),
    // A rack of one circuit keeps its evaporation temperature at the top as the list shows it.
    evapTemp: rackSingle ? (form.rackConfig.circuits[0]?.evapTemp ?? null) : form.evapTemp,
    compressorsConfig: form.compressorsConfig.map(({ model, type, compressorId }) => ({
      model,
      type,
      ...(compressorId ? { compressorId } : {}),
    })),
    ...(results ? { calculationResults: results } : {}),
  };
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
    requiredCapacity: toNumber(c.requiredCapacity),
    compressors: compressors(c.compressors),
    suctionLinesConfig: c.suctionLinesConfig?.numberOfLines ? c.suctionLinesConfig : { numberOfLines: 1 },
    ...(c.heatExchangerId ? { heatExchangerId: c.heatExchangerId } : {}),
  }));
}

/** A loaded project as form values; what it lacks keeps the empty form's defaults. */
export function formFromProject(detail: ProjectDetail): ProjectForm {
  const base = emptyProject();
  const rack = { ...base.rackConfig, ...(detail.rackConfig ?? {}) };
  const rackCircuits = circuits(detail.rackConfig?.circuits, base.rackConfig.circuits);
  return {
    ...base,
    name: detail.name ?? "",
    equipmentType: EQUIPMENT.includes(detail.equipmentType as EquipmentType) ? (detail.equipmentType as EquipmentType) : "rack",
    voltage: toNumber(detail.voltage) ?? base.voltage,
    refrigerant: detail.refrigerant || base.refrigerant,
    compressorType: detail.compressorType || "todos",
    evapTemp: toNumber(detail.evapTemp),
    condTemp: toNumber(detail.condTemp),
    compressorsConfig: compressors(detail.compressorsConfig),
    rackConfig: {
      ...rack,
      accessories: { ...base.rackConfig.accessories, ...(detail.rackConfig?.accessories ?? {}) },
      liquidLinesConfig: rack.liquidLinesConfig?.numberOfLines ? rack.liquidLinesConfig : { numberOfLines: 1 },
      numberOfCircuits: rackCircuits.length,
      circuits: rackCircuits,
    },
    condensingUnitConfig: normalizeCondensingUnitConfig(detail.condensingUnitConfig),
    chillerConfig: normalizeChillerConfig(detail.chillerConfig),
    isPro: Boolean(detail.isPro),
    proDescription: detail.proDescription ?? "",
    designNotes: detail.designNotes ?? "",
    designImages: Array.isArray(detail.designImages) ? detail.designImages.slice(0, 3) : [],
  };
}
