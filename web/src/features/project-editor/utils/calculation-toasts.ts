// Toasts after a calculation (app-and-projects.md section 8).
import type { EquipmentType } from "../types/project";
import type { SystemResult } from "../types/results";
import { formatNumber } from "@/lib/format";
import { formatIn, isSi, rangeIn, tidy, toDisplay, unitLabel, unitSystem, type UnitSystem } from "@/lib/units";

export interface ToastContent {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

const FAILURES: Record<EquipmentType, string> = {
  condensadora: "No se pudieron calcular los resultados de la unidad condensadora",
  chiller: "No se pudieron calcular los resultados del chiller",
  rack: "No se pudieron calcular los circuitos",
  motocompresora: "No se pudieron calcular los resultados",
};

/** The server's words for its temperature checks (domain/src/calculation/calculation_error.rs), SI figures:
 * 'Temperatura de evaporación fuera de rango: -50 °C (permitido de -45 a 7.5 °C)'. */
const FIGURE = String.raw`(-?\d+(?:\.\d+)?)`;
const OUT_OF_RANGE = new RegExp(`^(.+) fuera de rango: ${FIGURE} °C \\(permitido de ${FIGURE} a ${FIGURE} °C\\)$`);
const EVAPORATION_ABOVE = new RegExp(`^La temperatura de evaporación \\(${FIGURE} °C\\) debe ser menor que la de condensación \\(${FIGURE} °C\\)$`);

/**
 * A calculation refused for a temperature, worded with the user's
 * temperatures (issue 24 item 3): the server words its checks in °C, and an
 * I-P user typed °F. The limits round towards the inside of the range as the
 * screen's own messages do. A message of any other shape, or a user who
 * reads °C, keeps the server's words.
 */
export function inUserTemperatures(message: string, code: string | undefined, system: UnitSystem = unitSystem()): string {
  if (isSi("temperature", system)) return message;
  const unit = unitLabel("temperature", system);
  const t = (celsius: string) => `${formatNumber(tidy(toDisplay(Number(celsius), "temperature", system)), 1)} ${unit}`;
  const range = code === "calculation.out_of_range" ? OUT_OF_RANGE.exec(message) : null;
  if (range) {
    const [, label, value, min, max] = range;
    const limits = rangeIn(Number(min), Number(max), "temperature", system);
    return `${label} fuera de rango: ${t(value)} (permitido de ${limits.min} a ${limits.max} ${unit})`;
  }
  const above = code === "calculation.evaporation_above_condensation" ? EVAPORATION_ABOVE.exec(message) : null;
  if (above) return `La temperatura de evaporación (${t(above[1])}) debe ser menor que la de condensación (${t(above[2])})`;
  return message;
}

/** 'Error en el cálculo' with the server's message (its temperatures in the user's units), else the type's own sentence. */
export function calculationFailure(type: EquipmentType, serverMessage: string | undefined, code?: string): ToastContent {
  return { variant: "destructive", title: "Error en el cálculo", description: serverMessage ? inUserTemperatures(serverMessage, code) : FAILURES[type] };
}

/** A capacity the answer gives in W, in the user's units: '45.00 kW', '153 545 BTU/h', '12.80 TR'. */
const capacity = (watts: number) => formatIn(watts / 1000, "capacity");

/** The automatic condenser selection's outcome, when there was one. */
export function condenserSelectionToast(result: Pick<SystemResult, "autoSelectedCondenser" | "autoSelectError">): ToastContent | null {
  const selected = result.autoSelectedCondenser;
  if (selected) {
    return {
      title: selected.isOutOfRange ? "Condensador seleccionado (fuera de rango ideal)" : "Condensador seleccionado automáticamente",
      description: selected.isOutOfRange
        ? `${selected.model} (${capacity(selected.capacity)}) supera el sobredimensionamiento indicado, pero es el menor disponible`
        : `${selected.model} (${capacity(selected.capacity)})`,
    };
  }
  const error = result.autoSelectError;
  if (error) {
    return {
      variant: "destructive",
      title: "No se pudo seleccionar condensador automáticamente",
      description: `${error.message}. Capacidad requerida: ${capacity(error.requiredCapacity)}. Desactive la selección automática y elija un condensador manualmente.`,
    };
  }
  return null;
}
