import { apiJson } from "@/lib/api-client";

/** POST /api/selection/compressors: what to select for (kW, °C). */
export interface CompressorSelectionRequest {
  refrigerant: string;
  evapTemp: number;
  condTemp: number;
  /** kW, as the screens send it. */
  requiredCapacity: number;
  compressorType?: "reciprocante" | "tornillo" | "scroll";
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
  };
  considered: number;
}

export function selectCompressors(request: CompressorSelectionRequest): Promise<CompressorSelectionAnswer> {
  return apiJson<CompressorSelectionAnswer>("POST", "/api/selection/compressors", request);
}
