import { useMutation, useQueryClient } from "@tanstack/react-query";
import { heatExchangersQueryKey } from "./get-heat-exchangers";
import { apiJson } from "@/lib/api-client";

export const deleteHeatExchanger = (id: string) =>
  apiJson<void>("DELETE", `/api/heat-exchangers/${encodeURIComponent(id)}`);

export function useDeleteHeatExchanger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHeatExchanger,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heatExchangersQueryKey }),
  });
}
