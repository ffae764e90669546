import { useQuery } from "@tanstack/react-query";
import type { TemperatureStatement } from "../types/results";
import { apiJson } from "@/lib/api-client";

/** POST /api/selection/compressors/at-duty: every catalogue model at one duty point, as one compressor. */
export interface ModelAtDuty {
  compressorId: string;
  model: string;
  compressorType: string;
  status: "ok" | "outOfEnvelope" | "otherRefrigerant" | "notCalculable" | "otherFrequency";
  /** W, only when `status` is `ok`. */
  coolingCapacity: number | null;
  powerInput: number | null;
  cop: number | null;
  /** K to the nearest envelope edge, negative outside. */
  envelopeDistanceK: number | null;
  /** Hz the figures are at, when the sets state it. */
  frequency?: number | null;
  /** Which temperatures the figures are at, as POST /api/calculate states them; only when `status` is `ok`. */
  temperatureBasis?: TemperatureStatement | null;
}

export interface DutyPoint {
  refrigerant: string;
  evapTemp: number | null;
  condTemp: number | null;
  /** V and Hz of the project: they choose the sets as in the calculation. */
  voltage?: number | null;
  frequency?: number | null;
}

/** Whether the point can be asked for: both temperatures, evaporation below condensation. */
export function askable({ refrigerant, evapTemp, condTemp }: DutyPoint): boolean {
  return refrigerant !== "" && evapTemp !== null && condTemp !== null && Number.isFinite(evapTemp) && Number.isFinite(condTemp) && evapTemp < condTemp;
}

/** The models at the circuit's duty, by compressor id; empty until the point is complete. */
export function useModelsAtDuty(point: DutyPoint) {
  const { refrigerant, evapTemp, condTemp } = point;
  const supply = { ...(point.voltage ? { voltage: point.voltage } : {}), ...(point.frequency ? { frequency: point.frequency } : {}) };
  return useQuery({
    queryKey: ["/api/selection/compressors/at-duty", { refrigerant, evapTemp, condTemp, ...supply }],
    queryFn: async () => {
      const rows = await apiJson<ModelAtDuty[]>("POST", "/api/selection/compressors/at-duty", { refrigerant, evapTemp, condTemp, ...supply });
      return new Map(rows.map((row) => [row.compressorId, row]));
    },
    enabled: askable(point),
    staleTime: 30_000,
  });
}
