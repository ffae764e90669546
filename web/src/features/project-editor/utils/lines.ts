// Suction and liquid line divisions (app-and-projects.md section 4): the
// count is set by `linesConfig` in ./circuits; these edit and check a division.
import type { LinesConfig, LinesDivision } from "../types/circuit";
import { linesConfig } from "./circuits";

export const MAX_LINES = 4;

/**
 * Switching the division type: percentages start equal again; capacities
 * start from the circuit's capacity split equally when it is known, else 0.
 */
export function withDivisionType(config: LinesConfig, type: LinesDivision["type"], capacityKw: number | null): LinesConfig {
  const n = config.numberOfLines;
  if (n <= 1 || type === "percentage") return linesConfig(n);
  const share = capacityKw && capacityKw > 0 ? Math.round((capacityKw / n) * 100) / 100 : 0;
  return { numberOfLines: n, division: { type, values: Array.from({ length: n }, () => share) } };
}

export function withDivisionValue(config: LinesConfig, index: number, value: number | null): LinesConfig {
  if (!config.division) return config;
  const values = config.division.values.slice();
  values[index] = value ?? 0;
  return { ...config, division: { ...config.division, values } };
}

/**
 * What is wrong with a division, in Spanish, or null. Every share must be
 * above zero and percentages must add up to 100 (within rounding), since the
 * engine would otherwise rescale them without saying so.
 */
export function divisionProblem(config: LinesConfig): string | null {
  const division = config.division;
  if (config.numberOfLines <= 1 || !division) return null;
  const values = division.values.slice(0, config.numberOfLines);
  if (values.length < config.numberOfLines || values.some((v) => !Number.isFinite(v) || v <= 0)) {
    return "Cada línea necesita un valor mayor que 0";
  }
  if (division.type === "percentage") {
    const sum = values.reduce((a, b) => a + b, 0);
    if (Math.abs(sum - 100) > 0.1) return `Los porcentajes deben sumar 100 % (suman ${Math.round(sum * 100) / 100} %)`;
  }
  return null;
}
