import { useMutation, useQueryClient } from "@tanstack/react-query";
import { condensersQueryKey, type Condenser } from "./get-condensers";
import { apiJson } from "@/lib/api-client";

/** Undoes a deletion: the server records a new CondenserRestored event. */
export const restoreCondenser = (id: string) => apiJson<Condenser>("POST", `/api/condensers/${encodeURIComponent(id)}/restore`);

export function useRestoreCondenser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCondenser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: condensersQueryKey }),
  });
}
