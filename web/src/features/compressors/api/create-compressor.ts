import { useMutation, useQueryClient } from "@tanstack/react-query";
import { compressorsQueryKey, type Compressor, type CompressorInput } from "./get-compressors";
import { apiJson } from "@/lib/api-client";

/** The saved compressor and what the user should know (e.g. a duplicate brand and model: saved, with a warning). */
export type CompressorSaved = Compressor & { warnings: { code: string; field: string; message: string }[] };

export const createCompressor = (input: CompressorInput) => apiJson<CompressorSaved>("POST", "/api/compressors", input);

export function useCreateCompressor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompressor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: compressorsQueryKey }),
  });
}
