import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FluidChoice } from "../utils/fluids";

/** GET /api/fluids: water and glycols, each with the property table the client computes with. */
export const chillerFluidsQueryOptions = () => queryOptions<FluidChoice[]>({ queryKey: ["/api/fluids"] });

export function useChillerFluids() {
  return useQuery(chillerFluidsQueryOptions());
}
