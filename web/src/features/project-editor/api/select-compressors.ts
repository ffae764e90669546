import type { TemperatureStatement } from "../types/results";
import { apiJson } from "@/lib/api-client";

/** POST /api/selection/compressors: what to select for (kW, °C). */
export interface CompressorSelectionRequest {
  refrigerant: string;
  evapTemp: number;
  condTemp: number;
  /** kW, as the screens send it. */
  requiredCapacity: number;
  compressorType?: "reciprocante" | "tornillo" | "scroll";
  /** V and Hz of the project: they choose each compressor's sets as in the calculation (issue 27). */
  voltage?: number;
  frequency?: number;
  count: { min: number; max: number };
  redundancy: "N" | "N+1";
  sort: SelectionSort;
}

export type SelectionSort = "highestCop" | "smallestMargin" | "fewestCompressors";

/** One way to meet the duty: `count` identical compressors; W, A, %, K. */
export interface CompressorCandidate {
  model: string;
  compressorId: string;
  compressorType: string;
  count: number;
  coolingCapacity: number;
  powerInput: number;
  current: number;
  cop: number;
  capacityAtCondPlus5: number | null;
  margin: number;
  envelopeDistanceK: number;
  /** Hz the figures are at; null when the sets state none. */
  frequency?: number | null;
  /** Which temperatures these are, as POST /api/calculate states them (issue 21 item 9). */
  temperatureBasis?: TemperatureStatement | null;
}

export interface CompressorSelectionAnswer {
  criterion: SelectionSort;
  candidates: CompressorCandidate[];
  excluded: {
    outOfEnvelope: number;
    undersized: number;
    oversized: number;
    otherRefrigerant: number;
    otherType: number;
    notCalculable: number;
    /** No sets at the frequency asked (never scaled from another), or outside the published speeds. */
    otherFrequency?: number;
  };
  /** Hz the selection was made at; null: the sets as published. */
  frequency?: number | null;
  considered: number;
}

export function selectCompressors(request: CompressorSelectionRequest): Promise<CompressorSelectionAnswer> {
  return apiJson<CompressorSelectionAnswer>("POST", "/api/selection/compressors", request);
}
