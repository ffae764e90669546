import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** GET /api/refrigerants-library/code/{code}. */
export interface RefrigerantInfo {
  code: string;
  name: string;
  type: string;
  safetyClass: string;
  gwp: number | null;
  odp: number | null;
  glide: number | null;
  operatingRanges: { minEvap: number; maxEvap: number; minCond: number; maxCond: number; maxPressure: number } | null;
  normatives: string[];
  notes: string[];
}

export const refrigerantInfoQueryOptions = (code: string) =>
  queryOptions<RefrigerantInfo>({
    queryKey: ["/api/refrigerants-library/code", code],
    queryFn: () => apiJson("GET", `/api/refrigerants-library/code/${encodeURIComponent(code)}`),
    enabled: code !== "",
  });

export function useRefrigerantInfo(code: string) {
  return useQuery(refrigerantInfoQueryOptions(code));
}
