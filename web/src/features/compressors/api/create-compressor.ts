import { useMutation, useQueryClient } from "@tanstack/react-query";
import { compressorsQueryKey, type Compressor, type CompressorInput } from "./get-compressors";
import { apiJson } from "@/lib/api-client";

export const createCompressor = (input: CompressorInput) => apiJson<Compressor>("POST", "/api/compressors", input);

export function useCreateCompressor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompressor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: compressorsQueryKey }),
  });
}
