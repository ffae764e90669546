// Global parameter choices (app-and-projects.md sections 2 and 9).
import condensingRanges from "@domain-data/condensing-ranges.json";
import { formatNumber } from "@/lib/format";
import { rangeIn, tidy, toDisplay, unitLabel, unitSystem, type UnitSystem } from "@/lib/units";

/** The screen's compressor type filter (section 9). */
export const COMPRESSOR_TYPE_FILTERS = [
  { value: "todos", label: "Todos" },
  { value: "hermético", label: "Hermético" },
  { value: "semi-hermético", label: "Semi-hermético" },
  { value: "tornillo", label: "Tornillo" },
  { value: "digital", label: "Digital" },
  { value: "scroll", label: "Scroll" },
] as const;

/** R717 is shown as 'Amoniaco'. */
export function refrigerantLabel(code: string): string {
  return code.toUpperCase() === "R717" ? "R717 (Amoniaco)" : code;
}

/** The spec's operating ranges, °C (section 9); the condensing one is the server's own table's
 * (domain/data/condensing-ranges.json, `standard`). */
export const TEMPERATURE_RANGES = {
  evaporation: { min: -45, max: 7.5 },
  condensation: condensingRanges.standard,
} as const;

/**
 * The range of `which` for `refrigerant`, °C: the condensing range is the
 * refrigerant's, the union of its applications' (an R744 cascade low stage
 * condenses at -10 to 15 °C; the server's `cond_range`, same file), else
 * section 9's.
 */
export function rangeOf(which: keyof typeof TEMPERATURE_RANGES, refrigerant?: string): { min: number; max: number } {
  if (which === "evaporation" || !refrigerant) return TEMPERATURE_RANGES[which];
  const own = condensingRanges.applications.filter((a) => a.refrigerant.toUpperCase() === refrigerant.toUpperCase());
  if (own.length === 0) return TEMPERATURE_RANGES.condensation;
  return { min: Math.min(...own.map((a) => a.min)), max: Math.max(...own.map((a) => a.max)) };
}

/** A range as the screens word it, in the number locale and the user's
 * units: '-45 °C a 7.5 °C', '-49 °F a 45.5 °F'. */
export function temperatureRange(which: keyof typeof TEMPERATURE_RANGES, refrigerant?: string, system: UnitSystem = unitSystem()): string {
  const { min, max } = rangeOf(which, refrigerant);
  const shown = rangeIn(min, max, "temperature", system);
  return `${shown.min}\u00A0${shown.unit} a ${shown.max}\u00A0${shown.unit}`;
}

/** The refrigerant pipe run between the equipment and a remote part, m (sections 5 and 9). */
export const PIPE_DISTANCE_RANGE = { min: 1, max: 100 } as const;

/** The pipe run's limits in the user's units: '1 y 100 m' words them 'entre {min} y {max} {unit}'. */
export function pipeDistanceRange(system: UnitSystem = unitSystem()) {
  return rangeIn(PIPE_DISTANCE_RANGE.min, PIPE_DISTANCE_RANGE.max, "length", system);
}

/** The pipe run's range as a hint words it: '1 a 100 m', '3.3 a 328 ft'. */
export function pipeDistanceSpan(system: UnitSystem = unitSystem()): string {
  const r = pipeDistanceRange(system);
  return `${r.min} a ${r.max} ${r.unit}`;
}

/** The pipe run's hint: 'De 1 a 100 m', 'De 3.3 a 328 ft'. */
export const pipeDistanceHint = (system: UnitSystem = unitSystem()) => `De ${pipeDistanceSpan(system)}`;

/** The server's words for a pipe run out of range ('La distancia de tubería
 * debe estar entre 1 y 100 m'), with the limits in the user's units. */
export function pipeDistanceMessage(system: UnitSystem = unitSystem()): string {
  const r = pipeDistanceRange(system);
  return `La distancia de tubería debe estar entre ${r.min} y ${r.max} ${r.unit}`;
}

/** The field run a rack or condensing unit is sized for when none is given, m (section 9; the server's
 * `checks::DEFAULT_PIPE_DISTANCE`). A chiller has none by default. */
export const DEFAULT_PIPE_DISTANCE = 25;

/** The hint of a pipe run with a default: its range and what an empty field means ('De 1 a 100 m; vacío: se supone
 * 25 m'), so the 25 m a rack is sized for without one is never silent (tester report 4, defect 2). */
export function assumedPipeDistanceHint(system: UnitSystem = unitSystem()): string {
  const assumed = `${formatNumber(tidy(toDisplay(DEFAULT_PIPE_DISTANCE, "length", system)), 1)} ${unitLabel("length", system)}`;
  return `${pipeDistanceHint(system)}; vacío: se supone ${assumed}`;
}

/** Whether a pipe run (m) is within the range; none is fine. */
export const pipeDistanceOk = (value: number | null) => value === null || (value >= PIPE_DISTANCE_RANGE.min && value <= PIPE_DISTANCE_RANGE.max);

/** Hint text of the operating-parameters inputs (section 2): 'Rango: -45 °C a 7.5 °C'. */
export const temperatureHint = (which: keyof typeof TEMPERATURE_RANGES, refrigerant?: string) => `Rango: ${temperatureRange(which, refrigerant)}`;

/**
 * The refrigerant to keep when the list for an equipment type arrives: the
 * current one when offered, else the first of the list (section 4).
 */
export function refrigerantAfterReload(current: string, codes: string[]): string {
  if (codes.length === 0 || codes.includes(current)) return current;
  return codes[0];
}
