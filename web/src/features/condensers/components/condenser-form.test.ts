import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_NUMBER_LOCALE, setNumberLocale } from "@/lib/format";
import { condenserFormValues, validateCondenserForm, type CondenserFormValues } from "./condenser-form";

const valid: CondenserFormValues = {
  ...condenserFormValues(null),
  model: " CMC-120 ",
  capacity: "120.5",
  fanCount: "4",
  fanPowerConsumption: "0,85",
};

function errorsOf(change: Partial<CondenserFormValues>) {
  const result = validateCondenserForm({ ...valid, ...change });
  return result.ok ? {} : result.errors;
}

describe("validateCondenserForm", () => {
  it("builds the API body from valid values, with defaults and a decimal comma", () => {
    const result = validateCondenserForm(valid);
    expect(result).toEqual({
      ok: true,
      input: {
        model: "CMC-120",
        capacity: 120.5,
        fanCount: 4,
        fanPowerConsumption: 0.85,
        isMicrochannel: false,
        ratedDeltaT: 15,
        dimensions: { length: null, width: null, height: null, weight: null },
      },
    });
  });

  it.each([
    [{ model: "   " }, "model", "Modelo es requerido"],
    [{ model: "M".repeat(81) }, "model", "El modelo no puede tener más de 80 caracteres"],
    [{ capacity: "" }, "capacity", "Capacidad debe ser mayor a 0"],
    [{ capacity: "0.09" }, "capacity", "Capacidad debe ser mayor a 0"],
    [{ fanCount: "0" }, "fanCount", "Debe tener al menos 1 ventilador"],
    [{ fanCount: "2.5" }, "fanCount", "Debe tener al menos 1 ventilador"],
    [{ fanPowerConsumption: "0.0005" }, "fanPowerConsumption", "Consumo debe ser mayor a 0"],
    [{ ratedDeltaT: "40" }, "ratedDeltaT", "ΔT nominal debe estar entre 1 y 30 K"],
    [{ weight: "-3" }, "weight", "Debe ser mayor a 0"],
  ] as const)("refuses %o with the message at %s", (change, field, message) => {
    expect(errorsOf(change)).toEqual({ [field]: message });
  });

  it("accepts the smallest values the spec allows", () => {
    expect(errorsOf({ capacity: "0.1", fanCount: "1", fanPowerConsumption: "0.001" })).toEqual({});
  });

  it("reports every broken rule at once", () => {
    const result = validateCondenserForm(condenserFormValues(null));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["capacity", "fanPowerConsumption", "model"]);
  });

  describe("numbers in the company's locale", () => {
    afterEach(() => setNumberLocale(DEFAULT_NUMBER_LOCALE));

    it("reads '45,5' as 45.5 in every locale, never 455", () => {
      for (const locale of ["es-MX", "es-ES", "es-AR", "es-CL", "es-CO"] as const) {
        setNumberLocale(locale);
        const result = validateCondenserForm({ ...valid, capacity: "45,5" });
        expect(result.ok && result.input.capacity).toBe(45.5);
      }
    });

    it("refuses an ambiguous value at its field instead of guessing", () => {
      expect(errorsOf({ capacity: "1,234" })).toEqual({ capacity: "Valor ambiguo: escriba 1234 o 1.234 (separador decimal «.»)" });
      setNumberLocale("es-ES");
      expect(errorsOf({ capacity: "1.234" })).toEqual({ capacity: "Valor ambiguo: escriba 1234 o 1,234 (separador decimal «,»)" });
      expect(errorsOf({ capacity: "abc" })).toEqual({ capacity: "Ingrese un número válido" });
    });

    it("shows a stored condenser with the locale's decimal mark", () => {
      setNumberLocale("es-CL");
      const values = condenserFormValues({ id: "c", model: "M", capacity: 45.5, fanCount: 2, fanPowerConsumption: 0.85, isMicrochannel: false, ratedDeltaT: 15, dimensions: { length: 1200, width: null, height: null, weight: 80.5 } } as never);
      expect([values.capacity, values.fanPowerConsumption, values.weight, values.length]).toEqual(["45,5", "0,85", "80,5", "1200"]);
    });
  });

  describe("in the user's units (issue 24 item 3)", () => {
    const stored = { id: "c", model: "M", capacity: 35.1685284, fanCount: 2, fanPowerConsumption: 0.85, isMicrochannel: false, ratedDeltaT: 15, dimensions: { length: 1270, width: null, height: null, weight: 45.359237 } } as never;

    it("shows a stored condenser in I-P: BTU/h, °F of difference, in and lb; the fans' power stays kW", () => {
      const values = condenserFormValues(stored, "ip");
      // 35.1685284 kW = 120 000 BTU/h (1 BTU/h = 0.29307107 W); 15 K = 27 °F; 1270 mm = 50 in; 45.359237 kg = 100 lb.
      expect([values.capacity, values.ratedDeltaT, values.length, values.weight, values.fanPowerConsumption]).toEqual(["120000", "27", "50", "100", "0.85"]);
      expect(condenserFormValues(null, "mx").ratedDeltaT).toBe("15");
      // 1 TR = 3.516853 kW.
      expect(condenserFormValues({ ...(stored as object), capacity: 35.16853 } as never, "mx").capacity).toBe("10");
    });

    it("stores what an I-P user types in SI, and checks the SI rules", () => {
      const result = validateCondenserForm({ ...condenserFormValues(stored, "ip"), model: "CMC" }, "ip");
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.input.capacity).toBeCloseTo(35.1685284, 9);
      expect(result.input.ratedDeltaT).toBeCloseTo(15, 12);
      expect(result.input.dimensions.length).toBeCloseTo(1270, 9);
      expect(result.input.dimensions.weight).toBeCloseTo(45.359237, 12);
      expect(result.input.fanPowerConsumption).toBe(0.85);
      // 54 °F of difference is 30 K, the largest; 55 °F is over.
      const ip = { ...valid, capacity: "120000" };
      expect(validateCondenserForm({ ...ip, ratedDeltaT: "54" }, "ip").ok).toBe(true);
      const over = validateCondenserForm({ ...ip, ratedDeltaT: "55" }, "ip");
      // The range says so in the unit typed.
      expect(over.ok ? {} : over.errors).toEqual({ ratedDeltaT: "ΔT nominal debe estar entre 1.8\u00A0°F y 54.0\u00A0°F" });
      // 0.1 kW is 341.2 BTU/h: 300 BTU/h is refused.
      const small = validateCondenserForm({ ...ip, capacity: "300" }, "ip");
      expect(small.ok ? {} : small.errors).toEqual({ capacity: "Capacidad debe ser mayor a 0" });
    });
  });
});
