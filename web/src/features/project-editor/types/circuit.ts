// A circuit as projects store it and the calculation endpoints read it
// (app-and-projects.md section 3; docs/architecture/projects.md "Circuit").
import type { SaturationPressure } from "../utils/saturation-entry";

/** One compressor of a circuit; `compressorId` pins the catalogue entry. */
export interface CompressorEntry {
  id: number;
  model: string;
  type: string;
  compressorId?: string;
}

export interface LinesDivision {
  type: "percentage" | "capacity";
  values: number[];
}

/** Suction or liquid lines: 1 to 4; a division only with more than one. */
export interface LinesConfig {
  numberOfLines: number;
  division?: LinesDivision;
  /** Sizes the engineer fixed, one per line in order ('' automatic); absent: all automatic (issue 22 item 3). */
  sizes?: string[];
}

export interface Circuit {
  id: number;
  /** °C. */
  evapTemp: number | null;
  /** The evaporating condition entered as a saturation pressure; evapTemp is then its dew temperature (the server's). */
  evapPressure?: SaturationPressure | null;
  /** kW. */
  requiredCapacity: number | null;
  compressors: CompressorEntry[];
  suctionLinesConfig: LinesConfig;
  /** Chiller circuits only: the plate heat exchanger of the library. */
  heatExchangerId?: string;
}

export function emptyCompressor(id = 1): CompressorEntry {
  return { id, model: "", type: "" };
}

export function emptyCircuit(id: number): Circuit {
  return { id, evapTemp: null, requiredCapacity: null, compressors: [emptyCompressor()], suctionLinesConfig: { numberOfLines: 1 } };
}
