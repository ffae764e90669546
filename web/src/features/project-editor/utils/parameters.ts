// Global parameter choices (app-and-projects.md sections 2 and 9).
import { decimalsOf, formatNumber } from "@/lib/format";
import { toDisplay, unitLabel } from "@/lib/units";

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

/** The spec's operating ranges, °C (section 9). */
export const TEMPERATURE_RANGES = {
  evaporation: { min: -45, max: 7.5 },
  condensation: { min: 11.6, max: 62 },
} as const;

/** A range as the screens word it, in the number locale and the user's
 * units: '-45 °C a 7.5 °C', '-49 °F a 45.5 °F'. */
export function temperatureRange(which: keyof typeof TEMPERATURE_RANGES): string {
  const { min, max } = TEMPERATURE_RANGES[which];
  const t = (value: number) => `${formatNumber(toDisplay(value, "temperature"), decimalsOf("temperature"))}\u00A0${unitLabel("temperature")}`;
  return `${t(min)} a ${t(max)}`;
}

/** Hint text of the operating-parameters inputs (section 2): 'Rango: -45 °C a 7.5 °C'. */
export const temperatureHint = (which: keyof typeof TEMPERATURE_RANGES) => `Rango: ${temperatureRange(which)}`;

/**
 * The refrigerant to keep when the list for an equipment type arrives: the
 * current one when offered, else the first of the list (section 4).
 */
export function refrigerantAfterReload(current: string, codes: string[]): string {
  if (codes.length === 0 || codes.includes(current)) return current;
  return codes[0];
}
