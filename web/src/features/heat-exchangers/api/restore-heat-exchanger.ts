import { useMutation, useQueryClient } from "@tanstack/react-query";
import { heatExchangersQueryKey, type HeatExchanger } from "./get-heat-exchangers";
import { apiJson } from "@/lib/api-client";

/** Undoes a deletion: the server records a new HeatExchangerRestored event. */
export const restoreHeatExchanger = (id: string) =>
  apiJson<HeatExchanger>("POST", `/api/heat-exchangers/${encodeURIComponent(id)}/restore`);

export function useRestoreHeatExchanger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreHeatExchanger,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heatExchangersQueryKey }),
  });
}
