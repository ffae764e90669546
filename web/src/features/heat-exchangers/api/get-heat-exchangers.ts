import { queryOptions, useQuery } from "@tanstack/react-query";

export type ApplicationType = "cooling" | "heating" | "both";

/** How the UI names each application type (library.md section 2). */
export const APPLICATION_TYPE_LABELS: Record<ApplicationType, string> = {
  cooling: "Frío",
  heating: "Calor",
  both: "Ambos",
};

export interface HeatExchanger {
  id: string;
  model: string;
  brand: string;
  capacityKw: number;
  applicationType: ApplicationType;
  notes: string | null;
  /** The maker's water-side pressure drop, kPa, at `ratedFlowLmin` L/min of water; both null when not rated. */
  pressureDropKpa?: number | null;
  ratedFlowLmin?: number | null;
  createdAt: string | null;
  updatedAt: string | null;
  version: number;
}

/** Body of POST /api/heat-exchangers and PATCH /api/heat-exchangers/{id}. */
export interface HeatExchangerInput {
  model: string;
  brand: string;
  capacityKw: number;
  applicationType: ApplicationType;
  notes: string;
  /** kPa at `ratedFlowLmin` L/min; both or neither (null clears them on an update). */
  pressureDropKpa: number | null;
  ratedFlowLmin: number | null;
}

export const heatExchangersQueryKey = ["/api/heat-exchangers"] as const;

export const heatExchangersQueryOptions = () => queryOptions<HeatExchanger[]>({ queryKey: heatExchangersQueryKey });

export function useHeatExchangers() {
  return useQuery(heatExchangersQueryOptions());
}
