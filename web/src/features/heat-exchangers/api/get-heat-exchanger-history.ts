import { queryOptions, useQuery } from "@tanstack/react-query";
import { heatExchangersQueryKey } from "./get-heat-exchangers";
import type { HistoryEntry } from "@/lib/history";

export const heatExchangerHistoryQueryOptions = (id: string) =>
  queryOptions<HistoryEntry[]>({ queryKey: [...heatExchangersQueryKey, id, "history"] });

/** GET /api/heat-exchangers/{id}/history, while `id` is set. */
export function useHeatExchangerHistory(id: string | null) {
  return useQuery({ ...heatExchangerHistoryQueryOptions(id ?? ""), enabled: id !== null });
}
