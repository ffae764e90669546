import { queryOptions, useQuery } from "@tanstack/react-query";
import { projectsQueryKey } from "./get-projects";

/** One event of a project, oldest first. */
export interface ProjectHistoryRow {
  version: number;
  eventType: string;
  recordedAt: string;
  actor: string;
  clientAddress: string | null;
  /** One Spanish line. */
  summary: string;
}

export const projectHistoryQueryKey = (id: string) => [...projectsQueryKey, id, "history"] as const;

export const projectHistoryQueryOptions = (id: string) =>
  queryOptions<ProjectHistoryRow[]>({ queryKey: projectHistoryQueryKey(id) });

export function useProjectHistory(id: string) {
  return useQuery(projectHistoryQueryOptions(id));
}
