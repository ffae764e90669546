// The tool's default envelope (GET /api/polynomials/default-envelope): the spec's four limits a set whose source
// states no envelope takes (library.md section 5), and the words the data sheet says of them. The domain owns both
// (domain::compressor::envelope::DefaultEnvelope); no screen types either.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export interface DefaultEnvelope {
  /** °C. */
  evapTempMin: number;
  evapTempMax: number;
  condTempMin: number;
  condTempMax: number;
  /** 'Envolvente del fabricante no indicada (límites por defecto de la herramienta)'. */
  note: string;
}

export const defaultEnvelopeQueryOptions = () =>
  queryOptions<DefaultEnvelope>({
    queryKey: ["/api/polynomials/default-envelope"],
    queryFn: () => apiJson("GET", "/api/polynomials/default-envelope"),
    // The figures of a release: read once per page.
    staleTime: Infinity,
  });

/** The default envelope; `undefined` while it loads. */
export function useDefaultEnvelope(): DefaultEnvelope | undefined {
  return useQuery(defaultEnvelopeQueryOptions()).data;
}

/** Where an answer's envelope comes from (domain `EnvelopeSource`). */
export type EnvelopeSource = "makerPolygon" | "makerRanges" | "toolDefaults";

/** The envelope of a compressor's figures as an answer records it. */
export interface RecordedLimits {
  evapTempMin: number;
  evapTempMax: number;
  condTempMin: number;
  condTempMax: number;
  envelopePolygon?: { to: number; tc: number }[] | null;
  envelopeSource?: EnvelopeSource | null;
}

/**
 * Where the envelope comes from, as the data sheet reads it (domain `OperatingLimits::source`, the one rule): as the
 * answer states it (engine 1.13.0 on); in an answer recorded before, a polygon is the maker's, limits exactly the
 * tool's defaults are the defaults, other limits the maker's (decision 2026-11-28-envelope-provenance-of-recorded-sets).
 * `undefined` for such an answer while the defaults load. Checked against the domain by one table
 * (fixtures/recorded-answers.json).
 */
export function envelopeSourceOf(limits: RecordedLimits, defaults: DefaultEnvelope | undefined): EnvelopeSource | undefined {
  if (limits.envelopeSource) return limits.envelopeSource;
  if (limits.envelopePolygon != null) return "makerPolygon";
  if (!defaults) return undefined;
  const same =
    limits.evapTempMin === defaults.evapTempMin &&
    limits.evapTempMax === defaults.evapTempMax &&
    limits.condTempMin === defaults.condTempMin &&
    limits.condTempMax === defaults.condTempMax;
  return same ? "toolDefaults" : "makerRanges";
}
