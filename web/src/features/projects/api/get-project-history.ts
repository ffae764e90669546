import { queryOptions, useQuery } from "@tanstack/react-query";
import { projectsQueryKey } from "./get-projects";

import type { HistoryEntry } from "@/lib/history";

/** One event of a project, oldest first. */
export type ProjectHistoryRow = HistoryEntry;

export const projectHistoryQueryKey = (id: string) => [...projectsQueryKey, id, "history"] as const;

export const projectHistoryQueryOptions = (id: string) =>
  queryOptions<ProjectHistoryRow[]>({ queryKey: projectHistoryQueryKey(id) });

export function useProjectHistory(id: string) {
  return useQuery(projectHistoryQueryOptions(id));
}
