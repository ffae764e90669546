import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** POST /api/datasheets/{id}/regenerate: the sheet re-rendered from its recorded versions. */
export interface DatasheetCheck {
  identical: boolean;
  htmlIdentical: boolean;
  sha256: string;
  originalSha256: string;
  renderer: string;
  originalRenderer: string;
}

export const regenerateDatasheet = (datasheetId: string) =>
  apiJson<DatasheetCheck>("POST", `/api/datasheets/${encodeURIComponent(datasheetId)}/regenerate`);

export function useRegenerateDatasheet() {
  return useMutation({ mutationFn: regenerateDatasheet });
}
