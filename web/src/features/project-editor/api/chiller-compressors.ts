import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CompressorOption } from "../utils/compressor-choices";
import { apiJson } from "@/lib/api-client";

/** GET /api/compressors?refrigerant={code}: the catalogue the compressor rows choose from
 * (chiller and condensing-unit circuits). */
export const compressorChoicesQueryOptions = (refrigerant: string) =>
  queryOptions<CompressorOption[]>({
    queryKey: ["/api/compressors", { refrigerant }],
    queryFn: async () => {
      const rows = await apiJson<(CompressorOption & { id: string })[]>("GET", `/api/compressors?refrigerant=${encodeURIComponent(refrigerant)}`);
      return rows.map(({ id, model, type, refrigerant: r, availableRefrigerants }) => ({ id, model, type, refrigerant: r, availableRefrigerants }));
    },
  });

export function useCompressorChoices(refrigerant: string) {
  return useQuery({ ...compressorChoicesQueryOptions(refrigerant), enabled: refrigerant !== "" });
}
