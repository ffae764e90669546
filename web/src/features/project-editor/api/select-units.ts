import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** Why a catalogue unit is not a candidate (domain `ExclusionReason`). */
export type ExclusionReason = "undersized" | "oversized" | "notMicrochannel" | "heatingOnly";

/** A unit of the ranking: candidates and the ones left out alike. W and %. */
export interface RankedUnit {
  id: string;
  model: string;
  capacity: number;
  margin: number;
}

export interface UnitRanking {
  /** W the candidates meet. */
  requiredCapacity: number;
  /** Closest above the requirement first. */
  candidates: RankedUnit[];
  /** Nearest miss first. */
  excludedUnits: (RankedUnit & { reason: ExclusionReason })[];
}

interface CondenserAnswer {
  requiredCapacity: number;
  candidates: { condenserId: string; model: string; capacity: number; margin: number }[];
  excludedUnits: UnitRanking["excludedUnits"];
}

interface ExchangerAnswer {
  requiredCapacity: number;
  candidates: { heatExchangerId: string; brand: string; model: string; capacity: number; margin: number }[];
  excludedUnits: UnitRanking["excludedUnits"];
}

const finite = (v: number | null): v is number => v !== null && Number.isFinite(v);

export interface CondenserDuty {
  refrigerant: string;
  /** kW, the last calculation's condenser load; null before one. */
  heatRejection: number | null;
  ambientTemp: number | null;
  condTemp: number | null;
  oversizing: number | null;
  microchannelOnly: boolean;
}

/** POST /api/selection/condensers: the catalogue ranked for the condenser load (issue 22 item 4). */
export function useCondenserRanking(duty: CondenserDuty) {
  const { refrigerant, heatRejection, ambientTemp, condTemp, oversizing, microchannelOnly } = duty;
  const askable = refrigerant !== "" && finite(heatRejection) && heatRejection > 0 && finite(ambientTemp) && finite(condTemp) && ambientTemp < condTemp;
  return useQuery({
    queryKey: ["/api/selection/condensers", duty],
    queryFn: async (): Promise<UnitRanking> => {
      const answer = await apiJson<CondenserAnswer>("POST", "/api/selection/condensers", {
        refrigerant,
        heatRejection,
        ambientTemp,
        condTemp,
        oversizing: oversizing ?? undefined,
        microchannelOnly,
      });
      return {
        requiredCapacity: answer.requiredCapacity,
        candidates: answer.candidates.map((c) => ({ id: c.condenserId, model: c.model, capacity: c.capacity, margin: c.margin })),
        excludedUnits: answer.excludedUnits,
      };
    },
    enabled: askable,
    staleTime: 30_000,
  });
}

/** POST /api/selection/heat-exchangers: the catalogue ranked for a circuit's required capacity (kW). */
export function useExchangerRanking(refrigerant: string, requiredCapacity: number | null) {
  const askable = refrigerant !== "" && finite(requiredCapacity) && requiredCapacity > 0;
  return useQuery({
    queryKey: ["/api/selection/heat-exchangers", { refrigerant, requiredCapacity }],
    queryFn: async (): Promise<UnitRanking> => {
      const answer = await apiJson<ExchangerAnswer>("POST", "/api/selection/heat-exchangers", { refrigerant, requiredCapacity });
      return {
        requiredCapacity: answer.requiredCapacity,
        candidates: answer.candidates.map((c) => ({ id: c.heatExchangerId, model: `${c.brand} ${c.model}`.trim(), capacity: c.capacity, margin: c.margin })),
        excludedUnits: answer.excludedUnits,
      };
    },
    enabled: askable,
    staleTime: 30_000,
  });
}
