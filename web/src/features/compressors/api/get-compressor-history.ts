import { queryOptions, useQuery } from "@tanstack/react-query";
import { compressorsQueryKey } from "./get-compressors";
import type { HistoryEntry } from "@/lib/history";

export const compressorHistoryQueryOptions = (id: string) =>
  queryOptions<HistoryEntry[]>({ queryKey: [...compressorsQueryKey, id, "history"] });

/** GET /api/compressors/{id}/history (its coefficient sets' events too), while `id` is set. */
export function useCompressorHistory(id: string | null) {
  return useQuery({ ...compressorHistoryQueryOptions(id ?? ""), enabled: id !== null });
}
