import { useMutation, useQueryClient } from "@tanstack/react-query";
import { heatExchangersQueryKey, type HeatExchanger, type HeatExchangerInput } from "./get-heat-exchangers";
import { apiJson } from "@/lib/api-client";

export const updateHeatExchanger = ({ id, input }: { id: string; input: HeatExchangerInput }) =>
  apiJson<HeatExchanger>("PATCH", `/api/heat-exchangers/${encodeURIComponent(id)}`, input);

export function useUpdateHeatExchanger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHeatExchanger,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heatExchangersQueryKey }),
  });
}
