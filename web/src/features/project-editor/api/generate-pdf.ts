import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { downloadedFile, type DownloadedFile } from "@/lib/download";

/** POST /api/projects/{id}/generate-pdf: the data sheet as a PDF, under the server's file name. */
export async function generatePdf(id: string): Promise<DownloadedFile> {
  const res = await apiRequest("POST", `/api/projects/${encodeURIComponent(id)}/generate-pdf`);
  return downloadedFile(res, "ficha-tecnica.pdf");
}

export function useGeneratePdf() {
  return useMutation({ mutationFn: generatePdf });
}
