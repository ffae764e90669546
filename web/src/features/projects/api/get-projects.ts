import { queryOptions, useQuery } from "@tanstack/react-query";

export type EquipmentType = "rack" | "condensadora" | "chiller" | "motocompresora";

/** The last calculation's figures (W, W, A). */
export interface ProjectSummary {
  /** The compressors' cooling capacity. */
  coolingCapacity: number;
  /** What the equipment is judged against, as the sheet prints it ('Cumplimiento … % de …'); absent for a bare
   * compressor, which is judged against none (rows listed before it was are projected again at the server's start). */
  requiredCapacity?: number | null;
  powerInput: number;
  current: number;
  calculatedAt: string | null;
}

/** One row of GET /api/projects. */
export interface ProjectListRow {
  id: string;
  name: string;
  equipmentType: EquipmentType;
  refrigerant: string | null;
  compressorCount: number;
  isPro: boolean;
  createdAt: string | null;
  updatedAt: string | null;
  version: number;
  summary: ProjectSummary | null;
}

/** Prefix of every projects query: invalidating it refreshes only projects. */
export const projectsQueryKey = ["/api/projects"] as const;

export const projectsQueryOptions = () => queryOptions<ProjectListRow[]>({ queryKey: projectsQueryKey });

export function useProjects() {
  return useQuery(projectsQueryOptions());
}
