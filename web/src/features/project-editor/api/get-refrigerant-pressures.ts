import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** GET /api/refrigerants/{code}/pressures (bar absolute; dew, with bubble beside it). */
export interface RefrigerantPressures {
  evaporationPressure: number | null;
  evaporationTemp: number | null;
  evaporationBubblePressure?: number | null;
  evaporationBubbleTemp?: number | null;
  condensationPressure: number | null;
  condensationTemp: number | null;
  condensationBubblePressure?: number | null;
  condensationBubbleTemp?: number | null;
  evaporationGlide?: number | null;
  condensationGlide?: number | null;
}

export interface PressureRow {
  temp: number;
  pressure: number;
  bubblePressure?: number | null;
}

// Both endpoints need both temperatures.
const temps = (evapTemp: number | null, condTemp: number | null) => new URLSearchParams({ evapTemp: String(evapTemp), condTemp: String(condTemp) }).toString();

export const pressuresQueryOptions = (code: string, evapTemp: number | null, condTemp: number | null) =>
  queryOptions<RefrigerantPressures>({
    queryKey: ["/api/refrigerants", code, "pressures", { evapTemp, condTemp }],
    queryFn: () => apiJson("GET", `/api/refrigerants/${encodeURIComponent(code)}/pressures?${temps(evapTemp, condTemp)}`),
    enabled: code !== "" && evapTemp !== null && condTemp !== null,
    placeholderData: keepPreviousData,
  });

export const contextualTableQueryOptions = (code: string, evapTemp: number | null, condTemp: number | null) =>
  queryOptions<PressureRow[]>({
    queryKey: ["/api/refrigerants", code, "contextual-table", { evapTemp, condTemp }],
    queryFn: () => apiJson("GET", `/api/refrigerants/${encodeURIComponent(code)}/contextual-table?${temps(evapTemp, condTemp)}`),
    enabled: code !== "" && evapTemp !== null && condTemp !== null,
    placeholderData: keepPreviousData,
  });

export function useRefrigerantPressures(code: string, evapTemp: number | null, condTemp: number | null) {
  return useQuery(pressuresQueryOptions(code, evapTemp, condTemp));
}

export function useContextualTable(code: string, evapTemp: number | null, condTemp: number | null, enabled: boolean) {
  const options = contextualTableQueryOptions(code, evapTemp, condTemp);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}
