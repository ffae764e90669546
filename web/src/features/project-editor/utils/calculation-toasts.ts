// Toasts after a calculation (app-and-projects.md section 8).
import type { EquipmentType } from "../types/project";
import type { SystemResult } from "../types/results";
import { ApiError } from "@/lib/api-client";
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

/** A figure as the server writes it (Rust's f64 Display: '-50', '7.5', '-6.666666666666667'). */
const FIGURE = String.raw`(-?\d+(?:\.\d+)?)`;
/** The server's words for a temperature out of its range (domain/src/calculation/calculation_error.rs):
 * 'Temperatura de evaporación fuera de rango: -50 °C (permitido de -45 a 7.5 °C)'. */
const OUT_OF_RANGE = new RegExp(`^(.+) fuera de rango: ${FIGURE} °C \\(permitido de ${FIGURE} a ${FIGURE} °C\\)$`);
/** The server's temperature checks whose every figure carries its unit ('… (5 °C) …', '… al menos 3 K'). */
const TEMPERATURE_CHECKS = new Set([
  "calculation.evaporation_above_condensation",
  "calculation.evaporation_not_below_leaving_fluid",
  "calculation.evaporation_freezes_fluid",
  "calculation.condenser_approach",
  "calculation.ambient_approach",
]);
const CELSIUS = new RegExp(`${FIGURE} °C`, "g");
const KELVIN = new RegExp(`${FIGURE} K(?![\\p{L}\\d])`, "gu");

/**
 * A calculation refused for a temperature, worded with the user's
 * temperatures (issue 24 item 3): the server words its checks in °C and K,
 * and an I-P user typed °F. Only the server's temperature checks, known by
 * their error code, are reworded: each 'N °C' and 'N K' figure converted
 * (to 1 decimal, trailing zeros dropped), a range's limits rounded towards
 * the inside as the screen's own messages do. Any other message, or a user
 * who reads °C, keeps the server's words.
 */
export function inUserTemperatures(message: string, code: string | undefined, system: UnitSystem = unitSystem()): string {
  if (isSi("temperature", system) || code === undefined) return message;
  const unit = unitLabel("temperature", system);
  const shown = (value: string, dimension: "temperature" | "temperatureDifference") =>
    `${formatNumber(tidy(toDisplay(Number(value), dimension, system)), 1)} ${unitLabel(dimension, system)}`;
  if (code === "calculation.out_of_range") {
    const range = OUT_OF_RANGE.exec(message);
    if (!range) return message;
    const [, label, value, min, max] = range;
    const limits = rangeIn(Number(min), Number(max), "temperature", system);
    return `${label} fuera de rango: ${shown(value, "temperature")} (permitido de ${limits.min} a ${limits.max} ${unit})`;
  }
  if (!TEMPERATURE_CHECKS.has(code)) return message;
  return message.replace(CELSIUS, (_, value: string) => shown(value, "temperature")).replace(KELVIN, (_, value: string) => shown(value, "temperatureDifference"));
}

/** The selection's duty range as the server words it (domain/src/selection/selection_error.rs):
 * 'La capacidad requerida (requiredCapacity) debe estar entre 0.001 y 1000000 kW: 0.0005 kW'. */
const DUTY_RANGE = new RegExp(`^(.+) debe estar entre ${FIGURE} y ${FIGURE} kW: ${FIGURE} kW$`);
const DUTY_CHECKS = new Set(["selection.required_capacity", "selection.heat_rejection"]);

/**
 * A selection refused for its duty (a capacity of zero or below a watt),
 * worded in the user's capacity unit (BTU/h, TR): the limits rounded
 * inwards as the screen's range messages, the value with its unit's
 * decimals. An SI user, or any other message, keeps the server's words.
 */
export function inUserCapacities(message: string, code: string | undefined, system: UnitSystem = unitSystem()): string {
  if (isSi("capacity", system) || code === undefined || !DUTY_CHECKS.has(code)) return message;
  const range = DUTY_RANGE.exec(message);
  if (!range) return message;
  const [, label, min, max, value] = range;
  const limits = rangeIn(Number(min), Number(max), "capacity", system);
  return `${label} debe estar entre ${limits.min} y ${limits.max} ${limits.unit}: ${formatIn(Number(value), "capacity", { system })}`;
}

/** A refused request's Spanish message for the screen, its duty and temperatures in the user's units. */
export function refusalInUnits(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const message = error.serverMessage;
  if (!message) return error.message;
  const code = error.body?.code;
  return inUserCapacities(inUserTemperatures(message, code), code);
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
