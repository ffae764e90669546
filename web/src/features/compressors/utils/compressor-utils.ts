import type { Compressor, Parameter } from "../api/get-compressors";

export const COMPRESSOR_TYPES = [
  { value: "reciprocante", label: "Reciprocante" },
  { value: "tornillo", label: "Tornillo" },
  { value: "scroll", label: "Scroll" },
] as const;

export const FORM_VOLTAGES = ["220V", "380V", "460V"];
export const FORM_REFRIGERANTS = ["R404A", "R507", "R134a", "R410A", "R448A", "R449A"];

/** Shown by the project screens when the catalogue has no compressor (app-and-projects.md §3). */
export const FALLBACK_COMPRESSORS = ["4GE-23Y", "4VES-10Y", "6FE-44Y"];

export function compressorChoices(catalogue: Pick<Compressor, "model">[]): string[] {
  return catalogue.length > 0 ? catalogue.map((c) => c.model) : FALLBACK_COMPRESSORS;
}

const sameName = (a: string | null | undefined, b: string | null | undefined) => (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** The warning when the catalogue already has this brand's model (the
 * server says the same after saving; a duplicate is allowed). */
export function duplicateOf(catalogue: Pick<Compressor, "model" | "brand">[], model: string, brand: string): string | null {
  if (!model.trim()) return null;
  const twin = catalogue.find((c) => sameName(c.model, model) && sameName(c.brand, brand));
  if (!twin) return null;
  return twin.brand ? `Ya existe un compresor ${twin.model} de la marca ${twin.brand}` : `Ya existe un compresor ${twin.model} sin marca`;
}

/** One option per line, trimmed, empty lines dropped; nothing left is null. */
export function parseOptions(text: string): string[] | null {
  const options = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  return options.length > 0 ? options : null;
}

/** The panel's label: Capacidad, Potencia, Corriente, otherwise Temp. Descarga. */
export function parameterLabel(parameter: Parameter | string | null): string {
  switch (parameter) {
    case "coolingCapacity":
      return "Capacidad";
    case "powerInput":
      return "Potencia";
    case "current":
      return "Corriente";
    case "massFlow":
      return "Flujo másico";
    default:
      return "Temp. Descarga";
  }
}

export const TYPE_LABELS: Record<string, string> = { reciprocante: "Reciprocante", tornillo: "Tornillo", scroll: "Scroll" };

export const METHOD_LABELS: Record<string, string> = {
  manual: "manual",
  csv: "CSV",
  "pdf-text": "texto PDF",
  ocr: "OCR",
  idf: "EnergyPlus IDF",
  llm: "modelo de lenguaje",
};
