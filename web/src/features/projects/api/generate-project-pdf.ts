import { useMutation, useQueryClient } from "@tanstack/react-query";
import { projectsQueryKey } from "./get-projects";
import { apiRequest } from "@/lib/api-client";
import { downloadedFile, type DownloadedFile } from "@/lib/download";

/** Issues a data sheet and answers its bytes, named as the server names them (`ficha-<proyecto>-v<versión>.pdf`). */
export async function generateProjectPdf(id: string): Promise<DownloadedFile> {
  const res = await apiRequest("POST", `/api/projects/${encodeURIComponent(id)}/generate-pdf`);
  return downloadedFile(res, "ficha-tecnica.pdf");
}

export function useGenerateProjectPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateProjectPdf,
    // A new sheet appears in that project's list and history only.
    onSuccess: (_file, id) => queryClient.invalidateQueries({ queryKey: [...projectsQueryKey, id] }),
  });
}
