import { describe, expect, it } from "vitest";
import { heatExchangerFormValues, validateHeatExchangerForm } from "./heat-exchanger-form";

describe("validateHeatExchangerForm", () => {
  it("reports the spec's messages for an empty form", () => {
    expect(validateHeatExchangerForm(heatExchangerFormValues(null))).toEqual({
      ok: false,
      errors: {
        model: "Modelo es requerido",
        brand: "Marca es requerida",
        capacityKw: "Capacidad debe ser mayor a 0",
        applicationType: "Tipo de aplicación es requerido",
      },
    });
  });

  it("builds the API body with trimmed text", () => {
    const values = { model: " B25 ", brand: "SWEP ", capacityKw: "45.5", applicationType: "both" as const, notes: "  " };
    expect(validateHeatExchangerForm(values)).toEqual({
      ok: true,
      input: { model: "B25", brand: "SWEP", capacityKw: 45.5, applicationType: "both", notes: "" },
    });
  });
});
