// Inline messages for single fields (app-and-projects.md sections 5 and 9);
// the calculation checks the same rules again on the server.
import { pipeDistanceMessage, pipeDistanceOk, rangeOf, TEMPERATURE_RANGES, temperatureRange } from "./parameters";
import { evaporationAboveCondensationError, oversizingRangeError } from "./server-rules";

export function evaporationError(value: number | null, condTemp: number | null): string | undefined {
  if (value === null) return undefined;
  const { min, max } = TEMPERATURE_RANGES.evaporation;
  if (value < min || value > max) return `Fuera de rango: de ${temperatureRange("evaporation")}`;
  return evaporationAboveCondensationError(value, condTemp);
}

/** The condensing temperature against `refrigerant`'s range (section 9's without one). */
export function condensationError(value: number | null, refrigerant?: string): string | undefined {
  const { min, max } = rangeOf("condensation", refrigerant);
  return value !== null && (value < min || value > max) ? `Fuera de rango: de ${temperatureRange("condensation", refrigerant)}` : undefined;
}

export function pipeDistanceError(value: number | null): string | undefined {
  return pipeDistanceOk(value) ? undefined : pipeDistanceMessage();
}

export function oversizingError(value: number | null): string | undefined {
  if (value === null) return undefined;
  return oversizingRangeError(value) ?? (Number.isInteger(value) ? undefined : "El sobredimensionamiento debe ser un número entero entre 0 y 100");
}
