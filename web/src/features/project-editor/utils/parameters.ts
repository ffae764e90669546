// Global parameter choices (app-and-projects.md sections 2 and 9).

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

/** Hint text of the operating-parameters inputs (section 2). */
export const TEMPERATURE_HINTS = {
  evaporation: "Rango: -45 °C a 7.5 °C",
  condensation: "Rango: 11.6 °C a 62 °C",
} as const;

/**
 * The refrigerant to keep when the list for an equipment type arrives: the
 * current one when offered, else the first of the list (section 4).
 */
export function refrigerantAfterReload(current: string, codes: string[]): string {
  if (codes.length === 0 || codes.includes(current)) return current;
  return codes[0];
}
