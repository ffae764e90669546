import { useMutation, useQueryClient } from "@tanstack/react-query";
import { projectsQueryKey } from "./get-projects";
import { apiJson } from "@/lib/api-client";

export const deleteProject = (id: string) => apiJson<void>("DELETE", `/api/projects/${encodeURIComponent(id)}`);

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
}
