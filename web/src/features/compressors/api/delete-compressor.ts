import { useMutation, useQueryClient } from "@tanstack/react-query";
import { compressorsQueryKey } from "./get-compressors";
import { apiJson } from "@/lib/api-client";

export const deleteCompressor = (id: string) => apiJson<void>("DELETE", `/api/compressors/${encodeURIComponent(id)}`);

export function useDeleteCompressor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompressor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: compressorsQueryKey }),
  });
}
