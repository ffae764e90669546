import { queryOptions, useQuery } from "@tanstack/react-query";

export interface Dimensions {
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
}

export interface Condenser {
  id: string;
  model: string;
  /** kW of heat rejection at ratedDeltaT. */
  capacity: number;
  fanCount: number;
  /** kW per fan. */
  fanPowerConsumption: number;
  isMicrochannel: boolean;
  dimensions: Dimensions;
  /** K, condensing minus ambient at which capacity is rated. */
  ratedDeltaT: number;
  createdAt: string | null;
  updatedAt: string | null;
  version: number;
}

/** Body of POST /api/condensers and PATCH /api/condensers/{id}. */
export interface CondenserInput {
  model: string;
  capacity: number;
  fanCount: number;
  fanPowerConsumption: number;
  isMicrochannel: boolean;
  ratedDeltaT: number;
  dimensions: Dimensions;
}

export const condensersQueryKey = ["/api/condensers"] as const;

export const condensersQueryOptions = () => queryOptions<Condenser[]>({ queryKey: condensersQueryKey });

export function useCondensers() {
  return useQuery(condensersQueryOptions());
}
