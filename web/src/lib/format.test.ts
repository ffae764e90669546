import { afterEach, describe, expect, it } from "vitest";
import {
  checkNumber,
  decimalsOf,
  DEFAULT_NUMBER_LOCALE,
  editableNumber,
  formatCoefficient,
  formatFixed,
  formatNumber,
  formatQuantity,
  formatWithUnit,
  isNumberLocale,
  NUMBER_LOCALES,
  numberLocale,
  parseNumber,
  readNumber,
  setNumberLocale,
  type NumberLocale,
} from "./format";

const COMMA: NumberLocale[] = ["es-ES", "es-AR", "es-CL", "es-CO"];
const NNBSP = "\u202F";

afterEach(() => setNumberLocale(DEFAULT_NUMBER_LOCALE));

describe("locales", () => {
  it("offers es-MX first and as the default, then the comma locales", () => {
    expect(DEFAULT_NUMBER_LOCALE).toBe("es-MX");
    expect(numberLocale()).toBe("es-MX");
    expect(NUMBER_LOCALES.map((l) => l.value)).toEqual(["es-MX", ...COMMA]);
    expect(isNumberLocale("es-AR")).toBe(true);
    expect(isNumberLocale("en-US")).toBe(false);
    expect(isNumberLocale("toString")).toBe(false);
  });
});

describe("formatting", () => {
  it("prints a decimal point in es-MX and a decimal comma in the other locales", () => {
    expect(formatFixed(-46.2, 1, "es-MX")).toBe("-46.2");
    for (const locale of COMMA) expect(formatFixed(-46.2, 1, locale)).toBe("-46,2");
  });

  it("never groups with a point or a comma: a narrow space from five digits on", () => {
    expect(formatNumber(3922, 0, "es-MX")).toBe("3922");
    expect(formatNumber(3922, 0, "es-ES")).toBe("3922");
    expect(formatNumber(1234.5, 2, "es-MX")).toBe("1234.5");
    expect(formatNumber(1234.5, 2, "es-CO")).toBe("1234,5");
    expect(formatNumber(14800, 0, "es-MX")).toBe(`14${NNBSP}800`);
    expect(formatFixed(-1234567.891, 2, "es-CL")).toBe(`-1${NNBSP}234${NNBSP}567,89`);
  });

  it("rounds halves away from zero and prints no negative zero", () => {
    expect(formatFixed(75.25, 1, "es-MX")).toBe("75.3");
    expect(formatFixed(-75.25, 1, "es-MX")).toBe("-75.3");
    expect(formatFixed(1.005, 2, "es-MX")).toBe("1.01");
    expect(formatFixed(-0.001, 2, "es-ES")).toBe("0,00");
    expect(formatNumber(-0.0004, 3, "es-MX")).toBe("0");
  });

  it("keeps exactly the decimals asked for, or drops trailing zeros", () => {
    expect(formatFixed(0.75, 1, "es-MX")).toBe("0.8");
    expect(formatFixed(2, 2, "es-AR")).toBe("2,00");
    expect(formatNumber(2.5, 2, "es-AR")).toBe("2,5");
    expect(formatNumber(2, 2, "es-MX")).toBe("2");
  });

  it("prints a dash for a missing value", () => {
    expect(formatFixed(null, 1)).toBe("—");
    expect(formatNumber(undefined)).toBe("—");
    expect(formatQuantity(Number.NaN, "temperature")).toBe("—");
  });

  it("uses the table of decimals per quantity (the spec's results: discharge 1, power 2, capacity per compressor 1)", () => {
    expect(decimalsOf("temperature")).toBe(1);
    expect(decimalsOf("percent")).toBe(1);
    expect(decimalsOf("power")).toBe(2);
    expect(decimalsOf("compressorCapacity")).toBe(1);
    expect(decimalsOf("fanPower")).toBe(3);
    expect(formatQuantity(21.38733, "power", "es-MX")).toBe("21.39");
    expect(formatWithUnit(-46.24, "temperature", "°C", "es-ES")).toBe("-46,2\u00A0°C");
  });

  it("prints with the current locale when none is given", () => {
    setNumberLocale("es-ES");
    expect(formatNumber(45.5)).toBe("45,5");
    expect(formatQuantity(0.75, "temperatureDifference")).toBe("0,8");
  });

  it("prints coefficients with six significant digits, tiny ones in E notation", () => {
    expect(formatCoefficient(12.3456789, "es-MX")).toBe("12.3457");
    expect(formatCoefficient(-0.0000123456789, "es-MX")).toBe("-1.23457E-5");
    expect(formatCoefficient(-0.0000123456789, "es-ES")).toBe("-1,23457E-5");
    expect(formatCoefficient(0, "es-MX")).toBe("0");
  });

  it("shows a stored number in an input with the locale's mark and every digit", () => {
    expect(editableNumber(45.5, "es-MX")).toBe("45.5");
    expect(editableNumber(45.5, "es-ES")).toBe("45,5");
    expect(editableNumber(1234567.125, "es-CL")).toBe("1234567,125");
    expect(editableNumber(1.5e-7, "es-ES")).toBe("1,5E-7");
    expect(editableNumber(null, "es-ES")).toBe("");
  });
});

describe("reading", () => {
  const read = (text: string, locale: NumberLocale) => {
    const r = readNumber(text, locale);
    return r.ok ? r.value : r.message;
  };

  it("reads the locale's decimal mark", () => {
    expect(read("45.5", "es-MX")).toBe(45.5);
    for (const locale of COMMA) expect(read("45,5", locale)).toBe(45.5);
  });

  it("reads the other mark when it cannot be a thousands separator", () => {
    expect(read("45,5", "es-MX")).toBe(45.5);
    expect(read("0,500", "es-MX")).toBe(0.5);
    expect(read("1234,567", "es-MX")).toBe(1234.567);
    expect(read("1,2345", "es-MX")).toBe(1.2345);
    expect(read(",75", "es-MX")).toBe(0.75);
    for (const locale of COMMA) expect(read("45.5", locale)).toBe(45.5);
  });

  it("refuses a value that reads two ways, saying both in Spanish", () => {
    expect(read("1,234", "es-MX")).toBe("Valor ambiguo: escriba 1234 o 1.234 (separador decimal «.»)");
    expect(read("-1,234", "es-MX")).toBe("Valor ambiguo: escriba -1234 o -1.234 (separador decimal «.»)");
    for (const locale of COMMA) expect(read("1.234", locale)).toBe("Valor ambiguo: escriba 1234 o 1,234 (separador decimal «,»)");
    expect(parseNumber("1,234", "es-MX")).toBeNaN();
  });

  it("reads the locale's own mark with three decimals as decimals", () => {
    expect(read("1.234", "es-MX")).toBe(1.234);
    expect(read("1,234", "es-ES")).toBe(1.234);
  });

  it("reads thousands grouped in threes by spaces, points or commas", () => {
    expect(read("1,234.5", "es-MX")).toBe(1234.5);
    expect(read("1.234,5", "es-ES")).toBe(1234.5);
    expect(read("1.234,5", "es-MX")).toBe(1234.5);
    expect(read("1,234,567", "es-MX")).toBe(1234567);
    expect(read("1.234.567", "es-AR")).toBe(1234567);
    expect(read(`14${NNBSP}800`, "es-CO")).toBe(14800);
    expect(read("1 234,5", "es-CL")).toBe(1234.5);
    expect(read("1\u00A0234.5", "es-MX")).toBe(1234.5);
  });

  it("refuses badly grouped digits and two decimal marks", () => {
    expect(read("1,23,456", "es-MX")).toBe("Ingrese un número válido");
    expect(read("1.2.3,4", "es-ES")).toBe("Ingrese un número válido");
    expect(read("1.234.5", "es-MX")).toBe("Ingrese un número válido");
    expect(read("1,5,5", "es-ES")).toBe("Ingrese un número válido");
  });

  it("reads negative numbers written with a hyphen or a minus sign", () => {
    expect(read("-46.2", "es-MX")).toBe(-46.2);
    expect(read("\u221246,2", "es-ES")).toBe(-46.2);
    expect(read("\u2212 46,2", "es-AR")).toBe(-46.2);
    expect(read("+7,5", "es-MX")).toBe(7.5);
    expect(Object.is(read("-0", "es-MX"), 0)).toBe(true);
  });

  it("reads an exponent, and refuses one beyond a finite number", () => {
    expect(read("1,5E-5", "es-ES")).toBe(1.5e-5);
    expect(read("-2.3e+3", "es-MX")).toBe(-2300);
    expect(read("1e400", "es-MX")).toBe("Número fuera de rango");
  });

  it("refuses text, units and an empty field", () => {
    expect(read("abc", "es-MX")).toBe("Ingrese un número válido");
    expect(read("45 kW", "es-MX")).toBe("Ingrese un número válido");
    expect(read("-", "es-MX")).toBe("Ingrese un número válido");
    expect(read(",", "es-ES")).toBe("Ingrese un número válido");
    expect(readNumber("  ", "es-MX")).toEqual({ ok: false, empty: true, message: "Ingrese un valor" });
  });

  it("checks a field's range and integers with Spanish messages in the locale", () => {
    expect(checkNumber("0,05", { min: 0.1, unit: "kW" }, "es-ES")).toEqual({ ok: false, message: "Debe ser al menos 0,1\u00A0kW" });
    expect(checkNumber("101", { min: 1, max: 100, unit: "m" }, "es-MX")).toEqual({ ok: false, message: "Debe estar entre 1 y 100\u00A0m" });
    expect(checkNumber("2,5", { integer: true }, "es-CL")).toEqual({ ok: false, message: "Debe ser un número entero" });
    expect(checkNumber("", { optional: true }, "es-MX")).toEqual({ ok: true, value: null });
    expect(checkNumber("", {}, "es-MX")).toEqual({ ok: false, message: "Ingrese un valor" });
    expect(checkNumber("25", { min: 1, max: 100 }, "es-MX")).toEqual({ ok: true, value: 25 });
  });
});
