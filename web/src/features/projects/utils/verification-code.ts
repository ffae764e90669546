// The verification code a sheet's footer prints ('0B5C-3E7E': the first
// eight hexadecimal digits of its id), as a person types it from a printed
// copy: any case, with or without the dash or spaces. The server reads it
// the same way (app/src/sheets/issue.rs `code_digits`).

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
