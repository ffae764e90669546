// The verification code a sheet's footer prints ('0B5C-3E7E': the first
// eight hexadecimal digits of its id), as a person types it from a printed
// copy: any case, with or without the dash or spaces. The server reads it
// the same way (app/src/sheets/issue.rs `code_digits`).
import { ApiError } from "@/lib/api-client";

/** A typed code as the footer prints it: upper case, '0B5C-3E7E'; partial input stays as typed, cleaned. */
export function normalizeCode(text: string): string {
  const digits = text.replace(/[^0-9a-z]/gi, "").toUpperCase();
  return digits.length === 8 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
}

/** Why a normalized code cannot be a sheet's, in Spanish; null when it can. */
export function codeProblem(code: string): string | null {
  if (/^[0-9A-F]{4}-[0-9A-F]{4}$/.test(code)) return null;
  return `«${code}» no es un código de verificación: son 8 caracteres entre 0–9 y A–F, como 0B5C-3E7E.`;
}

/** What a failed verification says: the server's Spanish message, or for a server that gave up without one (503 at
 * its deadline on a loaded machine, tester report 3) that it was too busy; never the raw status. */
export function verifyFailure(error: unknown): string {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  if (message) return message;
  if (error instanceof ApiError && (error.status === 503 || error.status === 504)) {
    return "El servidor no terminó la verificación a tiempo: está ocupado. Intente nuevamente en unos minutos.";
  }
  return "No se pudo verificar la ficha";
}

/** While a sheet is printed again to compare it (seconds on a loaded server). */
export const VERIFYING = "Verificando: se vuelve a generar la ficha y se compara con la emitida…";
