import { useMutation, useQueryClient } from "@tanstack/react-query";
import { projectsQueryKey } from "./get-projects";
import { apiRequest } from "@/lib/api-client";

/** The spec's file name for a project's sheet. */
export const datasheetFileName = (projectId: string) => `ficha-tecnica-${projectId}.pdf`;

/** Issues a data sheet and answers its bytes. */
export async function generateProjectPdf(id: string): Promise<Blob> {
  const res = await apiRequest("POST", `/api/projects/${encodeURIComponent(id)}/generate-pdf`);
  return res.blob();
}

export function useGenerateProjectPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateProjectPdf,
    // A new sheet appears in that project's list and history only.
    onSuccess: (_blob, id) => queryClient.invalidateQueries({ queryKey: [...projectsQueryKey, id] }),
  });
}
