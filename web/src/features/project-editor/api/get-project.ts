import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { ProjectDetail } from "../utils/project-body";

export const projectQueryKey = (id: string) => ["/api/projects", id] as const;

/** GET /api/projects/{id}: the project to edit. */
export const projectQueryOptions = (id: string) =>
  queryOptions<ProjectDetail>({
    queryKey: projectQueryKey(id),
    queryFn: () => apiJson("GET", `/api/projects/${encodeURIComponent(id)}`),
    // Always the stored state when a project is opened for editing.
    staleTime: 0,
    gcTime: 0,
  });

export function useProject(id: string | undefined) {
  return useQuery({ ...projectQueryOptions(id ?? ""), enabled: Boolean(id) });
}
