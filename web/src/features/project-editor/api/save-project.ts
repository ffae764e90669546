import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { ProjectDetail } from "../utils/project-body";
import { projectQueryKey } from "./get-project";

export const createProject = (body: unknown) => apiJson<ProjectDetail>("POST", "/api/projects", body);

/** PATCH with the version it was loaded at, so a concurrent change is refused (412), not overwritten. */
export const updateProject = ({ id, body, version }: { id: string; body: unknown; version?: number }) =>
  apiJson<ProjectDetail>("PATCH", `/api/projects/${encodeURIComponent(id)}`, body, version !== undefined ? { "If-Match": `"${version}"` } : undefined);

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/projects"], exact: true }),
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (project) => {
      void queryClient.invalidateQueries({ queryKey: ["/api/projects"], exact: true });
      queryClient.removeQueries({ queryKey: projectQueryKey(project.id) });
    },
  });
}
