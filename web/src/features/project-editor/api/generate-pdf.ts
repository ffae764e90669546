import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/projects/{id}/generate-pdf: the data sheet as a PDF blob. */
export async function generatePdf(id: string): Promise<Blob> {
  const res = await apiRequest("POST", `/api/projects/${encodeURIComponent(id)}/generate-pdf`);
  return res.blob();
}

export function useGeneratePdf() {
  return useMutation({ mutationFn: generatePdf });
}
