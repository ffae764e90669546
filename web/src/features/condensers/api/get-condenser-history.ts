import { queryOptions, useQuery } from "@tanstack/react-query";
import { condensersQueryKey } from "./get-condensers";
import type { HistoryEntry } from "@/lib/history";

export const condenserHistoryQueryOptions = (id: string) =>
  queryOptions<HistoryEntry[]>({ queryKey: [...condensersQueryKey, id, "history"] });

/** GET /api/condensers/{id}/history, while `id` is set. */
export function useCondenserHistory(id: string | null) {
  return useQuery({ ...condenserHistoryQueryOptions(id ?? ""), enabled: id !== null });
}
