import { describe, expect, it } from "vitest";
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
});
