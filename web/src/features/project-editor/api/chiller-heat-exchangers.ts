import { queryOptions, useQuery } from "@tanstack/react-query";

/** A plate heat exchanger of the library as the chiller's circuits choose it. */
export interface ChillerHeatExchanger {
  id: string;
  brand: string;
  model: string;
  capacityKw: number;
  applicationType: "cooling" | "heating" | "both";
}

export const chillerHeatExchangersQueryOptions = () => queryOptions<ChillerHeatExchanger[]>({ queryKey: ["/api/heat-exchangers"] });

export function useChillerHeatExchangers() {
  return useQuery(chillerHeatExchangersQueryOptions());
}
