import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CatalogueCondenser } from "../utils/chiller-and-unit-config";

/** GET /api/condensers for the condenser selection of condensing units and chillers. */
export const condenserChoicesQueryOptions = () => queryOptions<CatalogueCondenser[]>({ queryKey: ["/api/condensers"] });

export function useCondenserChoices() {
  return useQuery(condenserChoicesQueryOptions());
}
