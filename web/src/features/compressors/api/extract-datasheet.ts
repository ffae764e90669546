import { useMutation } from "@tanstack/react-query";
import type { Block, SourceFile } from "./get-compressors";
import { apiUpload } from "@/lib/api-client";

export interface DatasheetExtraction {
  model: string | null;
  brand: string | null;
  type: string | null;
  refrigerant: string | null;
  voltage: string | null;
  technicalData: Block | null;
  motorData: Block | null;
  oilData: Block | null;
  soundData: Block | null;
  dimensions: Block | null;
  availableOptions: string[] | string | null;
  method: SourceFile["method"];
  source: SourceFile;
  /** For each field found (`model`, `technicalData.displacement`...), the sheet's line it was read from,
   * or the model family the type was taken from. */
  sources?: Record<string, string>;
}

export const extractDatasheet = (file: File) => apiUpload<DatasheetExtraction>("/api/compressors/import-with-ai", file);

export function useExtractDatasheet() {
  return useMutation({ mutationFn: extractDatasheet });
}
