// Inline messages for single fields (app-and-projects.md sections 5 and 9);
// the calculation checks the same rules again on the server.

export function evaporationError(value: number | null, condTemp: number | null): string | undefined {
  if (value === null) return undefined;
  if (value < -45 || value > 7.5) return "Fuera de rango: de -45 °C a 7.5 °C";
  if (condTemp !== null && value >= condTemp) return "Debe ser menor que la temperatura de condensación";
  return undefined;
}

export function condensationError(value: number | null): string | undefined {
  return value !== null && (value < 11.6 || value > 62) ? "Fuera de rango: de 11.6 °C a 62 °C" : undefined;
}

export function pipeDistanceError(value: number | null): string | undefined {
  return value !== null && (value < 1 || value > 100) ? "La distancia de tubería debe estar entre 1 y 100 m" : undefined;
}

export function oversizingError(value: number | null): string | undefined {
  if (value === null) return undefined;
  return Number.isInteger(value) && value >= 0 && value <= 100 ? undefined : "El sobredimensionamiento debe ser un número entero entre 0 y 100";
}
