import { queryOptions, useQuery } from "@tanstack/react-query";
import { refrigerantsLibraryQueryKey } from "./get-refrigerants-library";
import type { HistoryEntry } from "@/lib/history";

export const refrigerantHistoryQueryOptions = (id: string) =>
  queryOptions<HistoryEntry[]>({ queryKey: [...refrigerantsLibraryQueryKey, id, "history"] });

/** GET /api/refrigerants-library/{id}/history, while `id` is set. */
export function useRefrigerantHistory(id: string | null) {
  return useQuery({ ...refrigerantHistoryQueryOptions(id ?? ""), enabled: id !== null });
}
