import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** Where a saturation condition is given: the evaporator or the condenser. */
export type SaturationCondition = "evaporation" | "condensation";

/** The dew and bubble temperatures (°C) at an entered pressure (bar absolute). */
export interface SaturationTemperatures {
  absoluteBar: number;
  /** The temperature a project stores and calculates with. */
  dew: number;
  bubble: number;
}

/** GET /api/refrigerants/{code}/saturation-temperatures: the server's T(p), dew-point basis. */
export interface EnteredPressures {
  code: string;
  basis: "dew";
  evaporation: SaturationTemperatures | null;
  condensation: SaturationTemperatures | null;
}

const FIELD: Record<SaturationCondition, string> = { evaporation: "evapPressure", condensation: "condPressure" };

export const saturationTemperaturesQueryOptions = (code: string, condition: SaturationCondition, absoluteBar: number | null) =>
  queryOptions<EnteredPressures>({
    queryKey: ["/api/refrigerants", code, "saturation-temperatures", { condition, absoluteBar }],
    queryFn: () =>
      apiJson("GET", `/api/refrigerants/${encodeURIComponent(code)}/saturation-temperatures?${new URLSearchParams({ [FIELD[condition]]: String(absoluteBar) }).toString()}`),
    enabled: code !== "" && absoluteBar !== null,
    retry: false,
  });

export function useSaturationTemperatures(code: string, condition: SaturationCondition, absoluteBar: number | null) {
  return useQuery(saturationTemperaturesQueryOptions(code, condition, absoluteBar));
}
