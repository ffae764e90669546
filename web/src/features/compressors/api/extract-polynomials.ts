import { useMutation } from "@tanstack/react-query";
import type { PhysicalFault, SourceFile } from "./get-compressors";
import { apiUpload } from "@/lib/api-client";
import type { DefaultEnvelope } from "@/lib/default-envelope";

/** One set as extracted and reviewed: c1..c10 flat, as the spec's calls carry it. */
export interface PolynomialInput {
  refrigerant: string | null;
  parameter: string | null;
  formula?: string | null;
  c1: number | string | null;
  c2: number | string | null;
  c3: number | string | null;
  c4: number | string | null;
  c5: number | string | null;
  c6: number | string | null;
  c7: number | string | null;
  c8: number | string | null;
  c9: number | string | null;
  c10: number | string | null;
  evapTempMin: number | string | null;
  evapTempMax: number | string | null;
  condTempMin: number | string | null;
  condTempMax: number | string | null;
  /** The envelope polygon the file draws, pairs of to / tc in the set's temperature unit. */
  envelopePolygon?: { to: number; tc: number }[] | null;
  unitSystem?: "si" | "ip" | null;
  /** The output unit the file's label stated (W, kW, Btu/h, A, kg/h, kg/s, lb/h, °C, °F). */
  outputUnit?: string | null;
  /** The parameter's label as the file wrote it. */
  sourceLabel?: string | null;
  /** The label names no known parameter: the user must choose one. */
  parameterUnrecognised?: boolean;
  /** Coefficients the file wrote as something other than a number (c10 → 'x'); imported as 0. */
  nonNumeric?: Record<string, string>;
  coefficientOrder?: "en12900" | "energyPlus" | null;
  rating?: Record<string, unknown> | null;
  /** Hz the set is rated at where the file states it (IDF name, CSV column, heading such as '50 Hz'). */
  frequency?: number | null;
  /** The catalogue model the file gives this set to (a CSV's model column, an IDF compressor). */
  model?: string | null;
}

/** A model a catalogue file holds: only one model's sets go to one compressor. */
export interface ModelInFile {
  /** As the file first spells it. */
  name: string;
  /** Positions of its sets in `polynomials` (from 0). */
  rows: number[];
  /** It is this compressor's model (case and surrounding spaces aside, as the catalogue import compares). */
  matchesCompressor: boolean;
}

export interface PolynomialExtraction {
  method: SourceFile["method"];
  polynomials: PolynomialInput[];
  warnings: string[];
  /** The file's lines (or table) the sets' envelope was read from. */
  envelopeSources?: string[];
  /** Lines about an envelope the reader could not place: the user types the limits. */
  envelopeUnplaced?: string[];
  /** The limits a set left without the maker's envelope is saved with, and their words (the domain's). */
  toolDefaults?: DefaultEnvelope;
  source: SourceFile;
  /** Sets read that cannot describe a real compressor; confirming them unchanged is refused. */
  physicalFaults?: PhysicalFault[];
  /** The models the file holds, in file order; empty when it names none. */
  models?: ModelInFile[];
}

export const extractPolynomials = ({ compressorId, file }: { compressorId: string; file: File }) =>
  apiUpload<PolynomialExtraction>(`/api/compressors/${encodeURIComponent(compressorId)}/import-polynomials`, file);

export function useExtractPolynomials() {
  return useMutation({ mutationFn: extractPolynomials });
}
