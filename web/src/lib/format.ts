// The one number module of the web app: how figures print and how typed
// numbers are read, in the company's number locale (/configuracion).
// The server prints with the same table and rules (domain/src/number_format.rs).
import table from "@domain-data/number-format.json";

export type NumberLocale = "es-MX" | "es-ES" | "es-AR" | "es-CL" | "es-CO";
export type Quantity = keyof typeof table.decimals;

export const DEFAULT_NUMBER_LOCALE = table.defaultLocale as NumberLocale;

/** The choices of /configuracion, es-MX first. */
export const NUMBER_LOCALES = Object.entries(table.locales).map(([value, l]) => ({ value: value as NumberLocale, label: `${value} · ${l.label}` }));

export function isNumberLocale(value: unknown): value is NumberLocale {
  return typeof value === "string" && Object.hasOwn(table.locales, value);
}

/** Decimals a quantity prints with, from the one table. */
export function decimalsOf(quantity: Quantity): number {
  return table.decimals[quantity];
}

let current: NumberLocale = DEFAULT_NUMBER_LOCALE;

/** The locale screens print with; set once the company settings load. */
export function numberLocale(): NumberLocale {
  return current;
}

export function setNumberLocale(locale: NumberLocale) {
  current = locale;
}

/** '.' or ','. */
export function decimalSeparator(locale: NumberLocale = current): "." | "," {
  return table.locales[locale].decimal as "." | ",";
}

/** Thousands are grouped with a narrow no-break space from five integer
 * digits on (RAE, ISO 80000): never a point or a comma, which would read as
 * a decimal mark in the other locales. */
const GROUP = "\u202F";
const MISSING = "—";

function group(digits: string) {
  if (digits.length < 5) return digits;
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3));
  return groups.join(GROUP);
}

/** Rounds half away from zero at `digits` decimals (as the data sheet does). */
function roundHalfAway(value: number, digits: number) {
  const factor = 10 ** digits;
  const scaled = Math.abs(value) * factor;
  // The epsilon absorbs binary representation (1.005 * 100 = 100.49999...).
  const rounded = Math.round(scaled + Number.EPSILON * scaled * 4) / factor;
  return Math.sign(value) * rounded;
}

function compose(value: number, minDigits: number, maxDigits: number, locale: NumberLocale) {
  const rounded = roundHalfAway(value, maxDigits);
  let [int, frac = ""] = Math.abs(rounded).toFixed(maxDigits).split(".");
  frac = frac.replace(/0+$/, "");
  if (frac.length < minDigits) frac = frac.padEnd(minDigits, "0");
  const negative = rounded < 0 && (/[1-9]/.test(int) || /[1-9]/.test(frac));
  const sign = negative ? "-" : "";
  return `${sign}${group(int)}${frac ? decimalSeparator(locale) + frac : ""}`;
}

const present = (value: number | null | undefined): value is number => typeof value === "number" && Number.isFinite(value);

/** Exactly `digits` decimals (results tables); '—' when absent. */
export function formatFixed(value: number | null | undefined, digits = 2, locale: NumberLocale = current) {
  return present(value) ? compose(value, digits, digits, locale) : MISSING;
}

/** At most `digits` decimals, trailing zeros dropped (typed values, catalogue figures). */
export function formatNumber(value: number | null | undefined, digits = 2, locale: NumberLocale = current) {
  return present(value) ? compose(value, 0, digits, locale) : MISSING;
}

/** A frequency, Hz: '60 Hz', '47,5 Hz' (a coefficient set's speed, a supply's frequency). */
export function formatHertz(value: number, locale: NumberLocale = current) {
  return `${formatNumber(value, 1, locale)}\u00A0Hz`;
}

/** A quantity with the decimals of the table (e.g. temperature: 1). */
export function formatQuantity(value: number | null | undefined, quantity: Quantity, locale: NumberLocale = current) {
  return formatFixed(value, decimalsOf(quantity), locale);
}

/** A quantity and its unit, joined by a no-break space: '-46.2 °C'. */
export function formatWithUnit(value: number | null | undefined, quantity: Quantity, unit: string, locale: NumberLocale = current) {
  return present(value) ? `${formatQuantity(value, quantity, locale)}\u00A0${unit}` : MISSING;
}

/** Decimal places of a number as JavaScript writes it shortest (the digits
 * it was typed or read with): 25 has 0, -10.04 has 2, 1.5e-7 has 8. */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa, exponent = "0"] = String(Math.abs(value)).toLowerCase().split("e");
  return Math.max(0, (mantissa.split(".")[1] ?? "").length - Number(exponent));
}

/** A polynomial coefficient: six significant digits, scientific notation
 * when very small or large ('1.23457E-5'). */
export function formatCoefficient(value: number | null | undefined, locale: NumberLocale = current) {
  if (!present(value)) return MISSING;
  const magnitude = Math.abs(value);
  if (value === 0 || (magnitude >= 1e-3 && magnitude < 1e6)) {
    const digits = Math.max(0, 5 - Math.floor(Math.log10(magnitude || 1)));
    return compose(Number(value.toPrecision(6)), 0, Math.min(digits, 8), locale);
  }
  const [mantissa, exponent] = value.toExponential(5).split("e");
  return `${compose(Number(mantissa), 0, 5, locale)}E${Number(exponent)}`;
}

// ---------------------------------------------------------------- reading

export type NumberReading = { ok: true; value: number } | { ok: false; empty: true; message: string } | { ok: false; empty: false; message: string };

export const INVALID_NUMBER = "Ingrese un número válido";
export const REQUIRED_NUMBER = "Ingrese un valor";

const SPACES = /[\s\u00A0\u202F\u2007\u2009\u200A]/g;
const MINUS = /^[-\u2212\u2013\u2010\u2011\uFE63\uFF0D]/;

function invalid(message = INVALID_NUMBER): NumberReading {
  return { ok: false, empty: false, message };
}

/** Integer digits, either plain or grouped in threes by one separator. */
function integerDigits(text: string, decimal: string): string | null {
  if (/^\d*$/.test(text)) return text;
  const m = /^\d{1,3}(?:([ .,'\u2019])\d{3})+$/.exec(text);
  if (!m) return null;
  const sep = m[1];
  if (sep === decimal) return null;
  if (text.split(sep).some((g, i) => i > 0 && g.length !== 3)) return null;
  if ([...text].some((c) => !/\d/.test(c) && c !== sep)) return null;
  return text.split(sep).join("");
}

/**
 * Reads a typed number in `locale`. Accepts the locale's decimal separator
 * and the other one when it cannot be a thousands separator ('45,5' is 45.5
 * everywhere); refuses what could be read two ways ('1,234' in es-MX, '1.234'
 * in es-ES), never guessing. Thousands may be grouped by spaces, points or
 * commas in threes; signs '-' and '−'; an exponent 'E-5'.
 */
export function readNumber(text: string, locale: NumberLocale = current): NumberReading {
  let s = text.trim();
  if (s === "") return { ok: false, empty: true, message: REQUIRED_NUMBER };
  let sign = 1;
  if (MINUS.test(s)) {
    sign = -1;
    s = s.slice(1);
  } else if (s.startsWith("+")) s = s.slice(1);
  s = s.replace(SPACES, " ").trim();
  let exponent = 0;
  const exp = /^(.*?)\s*[eE]\s*([+\-\u2212]?\d{1,4})$/.exec(s);
  if (exp) {
    s = exp[1];
    exponent = Number(exp[2].replace("\u2212", "-"));
  }
  if (!/\d/.test(s) || !/^[\d.,' \u2019]+$/.test(s)) return invalid();

  const decimal = decimalSeparator(locale);
  const other = decimal === "." ? "," : ".";
  const count = (c: string) => s.split(c).length - 1;
  let intText: string;
  let fracText = "";
  let mark: string | null = null;
  if (count(".") > 0 && count(",") > 0) {
    // Both: the last one is the decimal mark, once; the other groups.
    mark = s.lastIndexOf(".") > s.lastIndexOf(",") ? "." : ",";
  } else if (count(decimal) === 1) {
    mark = decimal;
  } else if (count(other) === 1) {
    const [head, tail] = s.split(other);
    // '1,234' (es-MX) is a thousand or one point something: ask.
    if (/^[1-9]\d{0,2}$/.test(head) && /^\d{3}$/.test(tail)) {
      const minus = sign < 0 ? "-" : "";
      return invalid(`Valor ambiguo: escriba ${minus}${head}${tail} o ${minus}${head}${decimal}${tail} (separador decimal «${decimal}»)`);
    }
    mark = other;
  }
  if (mark) {
    if (count(mark) > 1) return invalid();
    [intText, fracText] = s.split(mark);
    if (!/^\d*$/.test(fracText)) return invalid();
  } else {
    intText = s;
  }
  const digits = integerDigits(intText, mark ?? "");
  if (digits === null || (digits === "" && fracText === "")) return invalid();
  const value = sign * Number(`${digits || "0"}.${fracText || "0"}e${exponent}`);
  if (!Number.isFinite(value)) return invalid("Número fuera de rango");
  return { ok: true, value: value === 0 ? 0 : value };
}

/** A typed number, or NaN when empty, invalid or ambiguous. */
export function parseNumber(text: string, locale: NumberLocale = current): number {
  const reading = readNumber(text, locale);
  return reading.ok ? reading.value : Number.NaN;
}

export interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
  /** Allows an empty field (value null). */
  optional?: boolean;
  unit?: string;
}

/** A typed number checked against its field's range; the message is Spanish. */
export function checkNumber(text: string, rule: NumberRule = {}, locale: NumberLocale = current): { ok: true; value: number | null } | { ok: false; message: string } {
  const reading = readNumber(text, locale);
  if (!reading.ok) return reading.empty && rule.optional ? { ok: true, value: null } : { ok: false, message: reading.message };
  const { value } = reading;
  const unit = rule.unit ? `\u00A0${rule.unit}` : "";
  const show = (n: number) => formatNumber(n, 6, locale) + unit;
  if (rule.integer && !Number.isInteger(value)) return { ok: false, message: "Debe ser un número entero" };
  if (rule.min !== undefined && rule.max !== undefined && (value < rule.min || value > rule.max)) {
    return { ok: false, message: `Debe estar entre ${formatNumber(rule.min, 6, locale)} y ${show(rule.max)}` };
  }
  if (rule.min !== undefined && value < rule.min) return { ok: false, message: `Debe ser al menos ${show(rule.min)}` };
  if (rule.max !== undefined && value > rule.max) return { ok: false, message: `Debe ser como máximo ${show(rule.max)}` };
  return { ok: true, value };
}

/** How an input shows a stored number: the locale's mark, no grouping, every digit kept. */
export function editableNumber(value: number | null | undefined, locale: NumberLocale = current): string {
  if (!present(value)) return "";
  const text = String(value);
  if (/e/i.test(text)) return text.replace(".", decimalSeparator(locale)).replace("e", "E").replace("E+", "E");
  return text.replace(".", decimalSeparator(locale));
}

/**
 * A form field's number under a rule with its own (spec) message: text that
 * is not a number says why (e.g. 'Valor ambiguo: ...'); an empty field or a
 * number the rule refuses gets `message`.
 */
export function fieldNumber(text: string, accept: (value: number) => boolean, message: string, locale: NumberLocale = current): { ok: true; value: number } | { ok: false; message: string } {
  const reading = readNumber(text, locale);
  if (!reading.ok) return { ok: false, message: reading.empty ? message : reading.message };
  return accept(reading.value) ? { ok: true, value: reading.value } : { ok: false, message };
}
