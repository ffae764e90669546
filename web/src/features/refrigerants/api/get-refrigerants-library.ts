import { queryOptions, useQuery } from "@tanstack/react-query";

export type EquipmentType = "rack" | "condensadora" | "chiller" | "motocompresora";

export interface PressureRow {
  temp: number;
  /** Dew pressure, bar absolute. */
  pressure: number;
  bubblePressure: number;
}

export interface ValueRow {
  temp: number;
  value: number;
}

export interface ChartRow {
  temp: number;
  bubblePressure: number | null;
  dewPressure: number | null;
  referenceBubble: number | null;
  referenceDew: number | null;
  deviation: number | null;
  /** Breaks the curve's rise (a misread digit): shown, left out of the largest deviation. */
  suspect?: boolean;
  /** A trusted row further than `tolerancePct` from the reference data. */
  offReference?: boolean;
  /** Why the row is doubtful (an OCR misreading corrected, bubble below dew). */
  doubt?: string | null;
}

export interface UploadedChart {
  fileName: string;
  sha256: string;
  extraction: "pdf-text" | "ocr";
  temperatureUnit: string;
  /** The chart named no temperature scale; the one that fits the dataset was taken. */
  temperatureUnitInferred?: boolean;
  pressureUnit: string;
  pressureBasis: "absoluta" | "manométrica";
  basisInferred: boolean;
  rows: ChartRow[];
  skippedRows: number;
  maxDeviation: number | null;
  maxDeviationTemp: number | null;
  /** % above which a row does not match (absent on charts recorded before the check). */
  tolerancePct?: number | null;
  rowsOffReference?: number | null;
  /** bar added to gauge readings: the chart's stated atmosphere, else the standard one. */
  atmosphericPressure?: number | null;
  atmosphericPressureStated?: boolean;
  /** Lines with a temperature whose pressures could not be read, as the file has them. */
  skippedLines?: string[];
  uploadedAt: string | null;
}

export interface LibraryRefrigerant {
  id: string;
  code: string;
  name: string;
  type: string;
  safetyClass: string;
  gwp: number | null;
  gwpAr5: number | null;
  odp: number | null;
  isFlammable: boolean;
  flammability: string;
  toxicityLevel: string;
  composition: [string, number][] | null;
  normalBoilingPoint: number | null;
  /** °C and bar absolute; only for a fluid without a normal boiling point (triple point above 1 atm, R744). */
  triplePoint?: { temp: number; pressure: number } | null;
  glide: number | null;
  criticalTemperature: number;
  lfl: number | null;
  operatingRanges: { minEvap: number; maxEvap: number; minCond: number; maxCond: number; maxPressure: number };
  allowedEquipmentTypes: EquipmentType[];
  description: string;
  notes: string[];
  normatives: string[];
  pressureTable: PressureRow[];
  vaporDensityTable: ValueRow[];
  liquidDensityTable: ValueRow[];
  enthalpyTable: ValueRow[];
  datasetHash: string;
  coolpropVersion: string;
  uploadedCharts: UploadedChart[];
}

export const refrigerantsLibraryQueryKey = ["/api/refrigerants-library"] as const;

export const refrigerantsLibraryQueryOptions = () =>
  queryOptions<LibraryRefrigerant[]>({ queryKey: refrigerantsLibraryQueryKey });

export function useRefrigerantsLibrary() {
  return useQuery(refrigerantsLibraryQueryOptions());
}
