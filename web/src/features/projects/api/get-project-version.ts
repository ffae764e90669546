import { queryOptions, useQuery } from "@tanstack/react-query";
import { projectsQueryKey, type EquipmentType } from "./get-projects";

export interface CompressorRef {
  id?: string | number;
  model: string;
  type?: string;
  compressorId?: string;
}

export interface Circuit {
  id?: string | number;
  evapTemp: number | null;
  /** kW. */
  requiredCapacity?: number | null;
  compressors: CompressorRef[];
  heatExchangerId?: string | null;
}

/** The configuration blocks; only the fields the read-only view shows are typed. */
export interface EquipmentConfig {
  customer?: string;
  responsable?: string;
  gun?: string;
  project?: string;
  circuits?: Circuit[];
  [key: string]: unknown;
}

export interface CalculationStamp {
  engineVersion: string;
  datasetHash: string;
  calculatedAt: string | null;
  version: number;
}

/** GET /api/projects/{id} and GET /api/projects/{id}/versions/{n}. */
export interface ProjectDetail {
  id: string;
  name: string;
  equipmentType: EquipmentType;
  voltage: number | string | null;
  refrigerant: string | null;
  compressorType?: string | null;
  evapTemp: number | null;
  condTemp: number | null;
  superheat?: number | null;
  subcooling?: number | null;
  compressorsConfig?: CompressorRef[] | null;
  rackConfig?: EquipmentConfig | null;
  condensingUnitConfig?: EquipmentConfig | null;
  chillerConfig?: EquipmentConfig | null;
  isPro: boolean;
  /** Absent on projects saved before the choice: SI and Spanish. */
  sheetUnits?: "SI" | "IP";
  sheetLanguage?: "es" | "en";
  proDescription?: string | null;
  designNotes?: string | null;
  designImages?: string[] | null;
  version: number;
  createdAt: string | null;
  updatedAt: string | null;
  /** The answer of the calculation endpoint for the type (W, A, °C). */
  calculationResults: Record<string, unknown> | null;
  calculation: CalculationStamp | null;
  /** The original: its name and the version a person sees, when the copy recorded them (older copies did not). */
  duplicatedFrom?: { id: string; version: number; name?: string | null; shownVersion?: number | null } | null;
}

export const projectVersionQueryKey = (id: string, version: number) => [...projectsQueryKey, id, "versions", version] as const;

export const projectVersionQueryOptions = (id: string, version: number) =>
  queryOptions<ProjectDetail>({ queryKey: projectVersionQueryKey(id, version) });

export function useProjectVersion(id: string, version: number | null) {
  return useQuery({ ...projectVersionQueryOptions(id, version ?? 0), enabled: version !== null });
}
