// The ranges of a compressor's fields and their Spanish messages: the same
// rules the server applies (domain/src/compressor/limits.rs), checked here
// first so the message shows at the field before anything is sent.
import { readNumber } from "@/lib/format";
import { BRAND_MAX_CHARS, BRAND_TOO_LONG, charCount, MODEL_MAX_CHARS, MODEL_TOO_LONG } from "@/lib/text-limits";

export { BRAND_MAX_CHARS, BRAND_TOO_LONG, charCount, MODEL_MAX_CHARS, MODEL_TOO_LONG };

export interface FieldLimit {
  min: number;
  /** The value must be above `min` ('mayor a 0'). */
  minExclusive?: boolean;
  max: number;
  integer?: boolean;
  /** Values other than these are refused (phases: 1 or 3). */
  oneOf?: number[];
  unit?: string;
  message: string;
}

const above = (max: number, unit: string, name: string): FieldLimit => ({
  min: 0,
  minExclusive: true,
  max,
  unit,
  message: `${name} debe ser mayor a 0 y hasta ${max} ${unit}`,
});

/** By API path (`motorData.efficiency`). */
export const COMPRESSOR_LIMITS: Record<string, FieldLimit> = {
  "technicalData.displacement": above(10000, "m³/h", "Desplazamiento"),
  "technicalData.cylinders": { min: 1, max: 16, integer: true, message: "Cilindros debe ser un número entero de 1 a 16" },
  "technicalData.weight": above(20000, "kg", "Peso"),
  "technicalData.maxPressureHP": above(200, "bar", "Presión máx. AP"),
  "technicalData.maxPressureLP": above(200, "bar", "Presión máx. BP"),
  "motorData.phases": { min: 1, max: 3, oneOf: [1, 3], message: "Fases debe ser 1 o 3" },
  "motorData.frequency": { min: 10, max: 120, unit: "Hz", message: "Frecuencia debe estar entre 10 y 120 Hz" },
  "motorData.ratedCurrent": above(5000, "A", "Corriente nominal"),
  "motorData.startingCurrent": above(20000, "A", "Corriente de arranque"),
  "motorData.power": above(5000, "kW", "Potencia"),
  "motorData.efficiency": above(100, "%", "Eficiencia"),
  "oilData.charge": above(1000, "L", "Carga de aceite"),
  "soundData.soundPowerLevel": { min: 0, max: 150, unit: "dB", message: "Potencia sonora debe estar entre 0 y 150 dB" },
  "soundData.soundPressureLevel": { min: 0, max: 150, unit: "dB", message: "Presión sonora debe estar entre 0 y 150 dB" },
  "dimensions.length": above(10000, "mm", "Largo"),
  "dimensions.width": above(10000, "mm", "Ancho"),
  "dimensions.height": above(10000, "mm", "Alto"),
  "dimensions.connectionHeight": { min: 0, max: 10000, unit: "mm", message: "Altura de conexión debe estar entre 0 y 10000 mm" },
};

export const TEXT_MAX_CHARS = 100;
export const OPTIONS_MAX_LINES = 50;
export const OPTION_MAX_CHARS = 200;

export const TEXT_TOO_LONG = `El texto no puede tener más de ${TEXT_MAX_CHARS} caracteres`;
export const OPTIONS_TOO_LONG = "Opciones disponibles: como máximo 50 líneas de 200 caracteres";


export function withinLimit(value: number, limit: FieldLimit): boolean {
  if (!Number.isFinite(value)) return false;
  if (limit.oneOf) return limit.oneOf.includes(value);
  const low = limit.minExclusive ? value > limit.min : value >= limit.min;
  return low && value <= limit.max && (!limit.integer || Number.isInteger(value));
}

export type FieldReading = { ok: true; value: number | null } | { ok: false; message: string };

/** Reads an optional numeric field of the form with the one number reader,
 * as stored (`toStored`: from the unit it was typed in), and checks its range. */
export function readCompressorField(
  path: string,
  text: string,
  toStored: (typed: number) => number = (typed) => typed,
  /** The range's message in the unit typed (the SI one by default). */
  message: (limit: FieldLimit) => string = (limit) => limit.message,
): FieldReading {
  const reading = readNumber(text);
  if (!reading.ok) return reading.empty ? { ok: true, value: null } : { ok: false, message: reading.message };
  // Typed in the user's unit: the ranges are the stored (SI) ones.
  const value = toStored(reading.value);
  const limit = COMPRESSOR_LIMITS[path];
  if (limit && !withinLimit(value, limit)) return { ok: false, message: message(limit) };
  return { ok: true, value };
}
