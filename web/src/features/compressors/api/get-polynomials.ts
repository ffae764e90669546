import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Polynomial } from "./get-compressors";

// Joined by the default query function into /api/compressors/{id}/polynomials.
export const polynomialsQueryKey = (compressorId: string) => ["/api/compressors", compressorId, "polynomials"] as const;

export const polynomialsQueryOptions = (compressorId: string) =>
  queryOptions<Polynomial[]>({ queryKey: polynomialsQueryKey(compressorId) });

/** Only while a compressor is selected. */
export function usePolynomials(compressorId: string | null) {
  return useQuery({ ...polynomialsQueryOptions(compressorId ?? ""), enabled: compressorId !== null });
}
