import { useMutation, useQueryClient } from "@tanstack/react-query";
import { compressorsQueryKey, type Compressor } from "./get-compressors";
import { apiJson } from "@/lib/api-client";

/** Undoes a deletion: the server records a new CompressorRestored event. */
export const restoreCompressor = (id: string) => apiJson<Compressor>("POST", `/api/compressors/${encodeURIComponent(id)}/restore`);

export function useRestoreCompressor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCompressor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: compressorsQueryKey }),
  });
}
