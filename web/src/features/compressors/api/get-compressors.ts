import { queryOptions, useQuery } from "@tanstack/react-query";

export type CompressorType = "reciprocante" | "tornillo" | "scroll";
export type Parameter = "coolingCapacity" | "powerInput" | "current" | "dischargeTemp" | "massFlow";

export interface SourceFile {
  fileName: string;
  sha256: string;
  method: "manual" | "csv" | "pdf-text" | "ocr" | "idf" | "llm";
}

export interface Polynomial {
  id: string;
  localId: string;
  compressorId: string;
  refrigerant: string;
  parameter: Parameter;
  formula: string;
  /** EN 12900 order, SI units. */
  coefficients: number[];
  evapTempMin: number;
  evapTempMax: number;
  condTempMin: number;
  condTempMax: number;
  /** The maker's envelope polygon, °C, when the source drew one. */
  envelopePolygon?: { to: number; tc: number }[] | null;
  /** Where the envelope comes from (tester report 3, defect 3); every answer of the server states it. */
  envelopeSource?: "makerPolygon" | "makerRanges" | "toolDefaults";
  importedAt: string | null;
  provenance: {
    unitSystem: "si" | "ip";
    originalOrder: "en12900" | "energyPlus";
    originalCoefficients: number[];
    rating: Record<string, number | string | null>;
    source: SourceFile | null;
    reviewedBy: string | null;
    edited: boolean;
  };
}

/** Where a compressor's sets cannot describe a real machine (issue 21 item 1). */
export interface PhysicalFault {
  check: "notPositive" | "aboveCarnot" | "copTooLow" | "isentropicEfficiency";
  refrigerant: string;
  /** Local ids (`p1`) of the sets involved; in an import review, row positions ("0", "1"...). */
  sets: string[];
  evapTemp: number;
  condTemp: number;
  value: number;
  limit: number;
  likelyCause: "powerInKilowatts" | "capacityInKilowatts" | "massFlowInKgPerSecond" | null;
  /** Spanish, with the point, the figure and the likely cause. */
  message: string;
}

export type Block = Record<string, number | string | null | undefined>;

export interface Compressor {
  id: string;
  model: string;
  brand: string | null;
  type: CompressorType;
  refrigerant: string;
  voltage: string;
  technicalData: Block;
  motorData: Block;
  oilData: Block;
  soundData: Block;
  dimensions: Block;
  availableOptions: string[] | null;
  source: SourceFile | null;
  polynomials: Polynomial[];
  polynomialStats: { refrigerant: string; count: number }[];
  availableRefrigerants: string[];
  physicalFaults?: PhysicalFault[];
}

/** Body of POST /api/compressors (library.md section 7). */
export interface CompressorInput {
  model: string;
  brand?: string | null;
  type: string;
  refrigerant: string;
  voltage: string;
  technicalData?: Block;
  motorData?: Block;
  oilData?: Block;
  soundData?: Block;
  dimensions?: Block;
  availableOptions: string[] | null;
  source?: SourceFile | null;
}

export const compressorsQueryKey = ["/api/compressors"] as const;

export const compressorsQueryOptions = () => queryOptions<Compressor[]>({ queryKey: compressorsQueryKey });

export function useCompressors() {
  return useQuery(compressorsQueryOptions());
}
