import { useMutation, useQueryClient } from "@tanstack/react-query";
import { heatExchangersQueryKey, type HeatExchanger, type HeatExchangerInput } from "./get-heat-exchangers";
import { apiJson } from "@/lib/api-client";

export const createHeatExchanger = (input: HeatExchangerInput) =>
  apiJson<HeatExchanger>("POST", "/api/heat-exchangers", input);

export function useCreateHeatExchanger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHeatExchanger,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heatExchangersQueryKey }),
  });
}
