import { useMutation, useQueryClient } from "@tanstack/react-query";
import { projectsQueryKey } from "./get-projects";
import type { ProjectDetail } from "./get-project-version";
import { apiJson } from "@/lib/api-client";

/** A copy named '{name} (Copia)' whose first event says where it came from. */
export const duplicateProject = (id: string) =>
  apiJson<ProjectDetail>("POST", `/api/projects/${encodeURIComponent(id)}/duplicate`);

export function useDuplicateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
}
