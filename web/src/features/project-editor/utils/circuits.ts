// Form rules for circuits (app-and-projects.md sections 4 and 5): rebuilding
// the list when the count changes, line divisions, compressor rows and the
// condensing unit's limits.
import { emptyCompressor, type Circuit, type CompressorEntry, type LinesConfig } from "../types/circuit";
import { CONDENSING_UNIT_MAX_COMPRESSORS } from "../types/condensing-unit-config";

/** The circuit list for `count` circuits: those that remain keep their
 * evaporation temperature, capacity, compressors and lines; new ones come from `make`. */
export function rebuildCircuits(circuits: Circuit[], count: number, make: (id: number) => Circuit): Circuit[] {
  return Array.from({ length: count }, (_, i) => (circuits[i] ? { ...circuits[i], id: i + 1 } : make(i + 1)));
}

/** One line has no division; more than one splits equally by percentage. */
export function linesConfig(numberOfLines: number): LinesConfig {
  if (numberOfLines <= 1) return { numberOfLines: 1 };
  return { numberOfLines, division: { type: "percentage", values: Array.from({ length: numberOfLines }, () => 100 / numberOfLines) } };
}

export function totalCompressors(circuits: Circuit[]): number {
  return circuits.reduce((sum, c) => sum + c.compressors.length, 0);
}

/** A condensing unit takes at most 4 compressors in total. */
export function canAddCondensingUnitCompressor(circuits: Circuit[]): boolean {
  return totalCompressors(circuits) < CONDENSING_UNIT_MAX_COMPRESSORS;
}

/** The circuits after a count change would stay within the condensing unit's compressor limit. */
export function condensingUnitCountFits(circuits: Circuit[], count: number, make: (id: number) => Circuit): boolean {
  return totalCompressors(rebuildCircuits(circuits, count, make)) <= CONDENSING_UNIT_MAX_COMPRESSORS;
}

export const LIMIT_TITLE = "Límite alcanzado";
export const CONDENSING_UNIT_LIMIT_MESSAGE = "Una unidad condensadora puede tener máximo 4 compresores en total";

export function addCompressor(compressors: CompressorEntry[]): CompressorEntry[] {
  const next = compressors.reduce((max, c) => Math.max(max, c.id), 0) + 1;
  return [...compressors, emptyCompressor(next)];
}

/** A circuit's compressors after choosing a selection's candidate: `count` of its model. */
export function compressorsOf(chosen: { model: string; compressorType: string; compressorId: string; count: number }): CompressorEntry[] {
  return Array.from({ length: chosen.count }, (_, i) => ({ id: i + 1, model: chosen.model, type: chosen.compressorType, compressorId: chosen.compressorId }));
}

/** Removes one compressor; the last one of a circuit stays. */
export function removeCompressor(compressors: CompressorEntry[], index: number): CompressorEntry[] {
  if (compressors.length <= 1) return compressors;
  return compressors.filter((_, i) => i !== index);
}

/** The per-circuit capacity placeholder: required capacity (default 100) over the circuit count (default 1). */
export function circuitCapacityPlaceholder(requiredCapacityKw: number | null, numberOfCircuits: number | null): string {
  const total = requiredCapacityKw && requiredCapacityKw > 0 ? requiredCapacityKw : 100;
  const count = numberOfCircuits && numberOfCircuits > 0 ? numberOfCircuits : 1;
  return String(Math.round((total / count) * 100) / 100);
}
