import { queryOptions, useQuery } from "@tanstack/react-query";
import { projectsQueryKey } from "./get-projects";
import { apiJson } from "@/lib/api-client";

export interface InputChange {
  path: string;
  before: unknown;
  after: unknown;
}

/** A changed result: numbers carry their change; text results (line diameters) only before and after. */
export interface ResultChange {
  path: string;
  before: unknown;
  after: unknown;
  delta: number | null;
  deltaPct: number | null;
}

/** GET /api/projects/{id}/diff?from=a&to=b. */
export interface ProjectDiff {
  from: number;
  to: number;
  changes: InputChange[];
  results: ResultChange[];
}

export const getProjectDiff = (id: string, from: number, to: number) =>
  apiJson<ProjectDiff>("GET", `/api/projects/${encodeURIComponent(id)}/diff?from=${from}&to=${to}`);

export const projectDiffQueryOptions = (id: string, from: number, to: number) =>
  queryOptions({
    queryKey: [...projectsQueryKey, id, "diff", { from, to }] as const,
    queryFn: () => getProjectDiff(id, from, to),
  });

export function useProjectDiff(id: string, range: { from: number; to: number } | null) {
  return useQuery({ ...projectDiffQueryOptions(id, range?.from ?? 0, range?.to ?? 0), enabled: range !== null });
}
