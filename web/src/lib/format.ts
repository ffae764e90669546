const formatters = new Map<number, Intl.NumberFormat>();

/** A number with at most `digits` decimals, in Latin-American Spanish style. */
export function formatNumber(value: number, digits = 2) {
  let formatter = formatters.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat("es-MX", { maximumFractionDigits: digits });
    formatters.set(digits, formatter);
  }
  return formatter.format(value);
}

/** Reads a typed number; accepts a decimal comma. Empty or invalid: NaN. */
export function parseNumber(text: string): number {
  const trimmed = text.trim().replace(",", ".");
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

const fixedFormatters = new Map<number, Intl.NumberFormat>();

/** A number with exactly `digits` decimals (results tables), Latin-American Spanish style. */
export function formatFixed(value: number, digits = 2) {
  let formatter = fixedFormatters.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat("es-MX", { minimumFractionDigits: digits, maximumFractionDigits: digits });
    fixedFormatters.set(digits, formatter);
  }
  return formatter.format(value);
}
