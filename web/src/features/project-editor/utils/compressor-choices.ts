// Which catalogue compressors a compressor row offers (app-and-projects.md
// section 5): by refrigerant, compressor type and evaporation temperature;
// models starting HSN only below −20 °C, HSK from −20 to 9 °C. When the
// catalogue has nothing for the refrigerant, the spec's fallback models.

import { formatIn } from "@/lib/units";

export interface CompressorOption {
  id?: string;
  model: string;
  type: string;
  refrigerant?: string;
  availableRefrigerants?: string[];
}

export const FALLBACK_COMPRESSORS: CompressorOption[] = [
  { model: "4GE-23Y", type: "reciprocante" },
  { model: "4VES-10Y", type: "reciprocante" },
  { model: "6FE-44Y", type: "reciprocante" },
];

export const COMPRESSOR_TYPE_LABELS: Record<string, string> = {
  reciprocante: "Reciprocante",
  tornillo: "Tornillo",
  scroll: "Scroll",
};

/** Catalogue types each value of the screen's compressor type filter admits
 * (section 9's filter values against the catalogue's reciprocante/tornillo/scroll). */
const TYPE_FILTER: Record<string, string[] | null> = {
  todos: null,
  "": null,
  "hermético": ["reciprocante", "scroll"],
  "semi-hermético": ["reciprocante"],
  tornillo: ["tornillo"],
  digital: ["scroll"],
  scroll: ["scroll"],
};

export function modelFitsEvaporation(model: string, evapTemp: number | null): boolean {
  if (evapTemp === null || !Number.isFinite(evapTemp)) return true;
  const name = model.trim().toUpperCase();
  if (name.startsWith("HSN")) return evapTemp < -20;
  if (name.startsWith("HSK")) return evapTemp >= -20 && evapTemp <= 9;
  return true;
}

function usesRefrigerant(c: CompressorOption, refrigerant: string): boolean {
  if (!refrigerant) return true;
  const code = refrigerant.trim().toLowerCase();
  const codes = [c.refrigerant, ...(c.availableRefrigerants ?? [])].filter(Boolean).map((r) => r!.toLowerCase());
  return codes.length === 0 || codes.includes(code);
}

export interface ChoiceFilter {
  refrigerant: string;
  compressorType: string;
  evapTemp: number | null;
}

/** The compressors a row may choose. `fallback` when the catalogue has none
 * for the refrigerant (the filters then leave the fallback models alone). */
export function compressorChoices(catalogue: CompressorOption[], filter: ChoiceFilter): { choices: CompressorOption[]; fallback: boolean } {
  const forRefrigerant = catalogue.filter((c) => usesRefrigerant(c, filter.refrigerant));
  if (forRefrigerant.length === 0) return { choices: FALLBACK_COMPRESSORS, fallback: true };
  const types = TYPE_FILTER[filter.compressorType] ?? null;
  const choices = forRefrigerant.filter((c) => (types === null || types.includes(c.type)) && modelFitsEvaporation(c.model, filter.evapTemp));
  return { choices, fallback: false };
}

/** How a model of the pick list reads at the circuit's duty point. */
export interface DutyReading {
  status: "ok" | "outOfEnvelope" | "otherRefrigerant" | "notCalculable" | "otherFrequency";
  /** W, one compressor. */
  coolingCapacity: number | null;
  /** The calculation's statement of the basis (issue 21 item 9); only `setBasis` is shown here. */
  temperatureBasis?: { setBasis: string } | null;
}

/** The pick list's figures are at the duty's dew points; a set rated at
 * mid-points says so beside its figure, in the results' words (issue 21
 * item 9; results-format temperatureBasisText). */
const MID_POINT_SET = "datos del fabricante en punto medio";

/** An option of the model pick list: the capacity of one compressor at the
 * duty beside its name, or, for a model that cannot run there, the reason,
 * and then it cannot be chosen (issue 22). Without a reading (the duty is
 * not complete yet, or the model is a reference one), the bare name. */
export function dutyLabel(model: string, reading: DutyReading | undefined, refrigerant: string): { label: string; disabled: boolean } {
  if (!reading) return { label: model, disabled: false };
  switch (reading.status) {
    case "ok":
    {
      const figure = `${model} · ${formatIn(reading.coolingCapacity === null ? null : reading.coolingCapacity / 1000, "capacity", { quantity: "compressorCapacity" })}`;
      return { label: reading.temperatureBasis?.setBasis === "midPoint" ? `${figure} · ${MID_POINT_SET}` : figure, disabled: false };
    }
    case "outOfEnvelope":
      return { label: `${model} · fuera de su envolvente en este punto`, disabled: true };
    case "otherRefrigerant":
      return { label: `${model} · sin coeficientes de ${refrigerant}`, disabled: true };
    case "notCalculable":
      return { label: `${model} · no calculable en este punto`, disabled: true };
    case "otherFrequency":
      return { label: `${model} · sin polinomios a esta frecuencia`, disabled: true };
  }
}

/** The pick list's value of a compressor option: its catalogue id, else its model. */
export function optionKey(c: CompressorOption): string {
  return c.id ? `id:${c.id}` : `model:${c.model}`;
}

/**
 * The option a stored compressor entry stands for: by its catalogue id; an
 * entry saved by model only (through the API, a duplicate, an older project)
 * is the option of that model when the list has it, so it is not shown as
 * '(fuera del filtro)' beside itself (tester 2's defect 28); '' when empty.
 */
export function entryKey(entry: { compressorId?: string | null; model: string }, choices: CompressorOption[]): string {
  if (entry.compressorId) return `id:${entry.compressorId}`;
  if (!entry.model) return "";
  const same = choices.find((c) => c.model === entry.model);
  return same ? optionKey(same) : `model:${entry.model}`;
}
