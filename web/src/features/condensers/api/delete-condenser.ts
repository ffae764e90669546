import { useMutation, useQueryClient } from "@tanstack/react-query";
import { condensersQueryKey } from "./get-condensers";
import { apiJson } from "@/lib/api-client";

export const deleteCondenser = (id: string) => apiJson<void>("DELETE", `/api/condensers/${encodeURIComponent(id)}`);

export function useDeleteCondenser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCondenser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: condensersQueryKey }),
  });
}
