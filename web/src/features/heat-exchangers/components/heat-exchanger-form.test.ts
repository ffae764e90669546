import { afterEach, describe, expect, it } from "vitest";
import { heatExchangerFormValues, validateHeatExchangerForm } from "./heat-exchanger-form";
import { DEFAULT_NUMBER_LOCALE, setNumberLocale } from "@/lib/format";

afterEach(() => setNumberLocale(DEFAULT_NUMBER_LOCALE));

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
    const values = { model: " B25 ", brand: "SWEP ", capacityKw: "45.5", applicationType: "both" as const, notes: "  ", pressureDropKpa: "", ratedFlowLmin: "" };
    expect(validateHeatExchangerForm(values)).toEqual({
      ok: true,
      input: { model: "B25", brand: "SWEP", capacityKw: 45.5, applicationType: "both", notes: "", pressureDropKpa: null, ratedFlowLmin: null },
    });
  });

  it("takes the water pressure drop with its flow, both or neither, in the user's units (kPa and L/min stored)", () => {
    const values = { model: "B25", brand: "SWEP", capacityKw: "45.5", applicationType: "cooling" as const, notes: "", pressureDropKpa: "25", ratedFlowLmin: "86" };
    const read = validateHeatExchangerForm(values, "si");
    expect(read.ok && [read.input.pressureDropKpa, read.input.ratedFlowLmin]).toEqual([25, 86]);
    expect(validateHeatExchangerForm({ ...values, ratedFlowLmin: "" }, "si")).toEqual({
      ok: false,
      errors: { ratedFlowLmin: "Indique el caudal de agua al que el fabricante da la caída de presión" },
    });
    expect(validateHeatExchangerForm({ ...values, pressureDropKpa: " " }, "si")).toEqual({
      ok: false,
      errors: { pressureDropKpa: "Indique la caída de presión del agua a ese caudal" },
    });
    const tooHigh = validateHeatExchangerForm({ ...values, pressureDropKpa: "600" }, "si");
    expect(!tooHigh.ok && tooHigh.errors.pressureDropKpa).toBe("La caída de presión del agua debe estar entre 0.1 y 500 kPa");
    // 1 psi = 6.894757 kPa; 1 US gal = 3.785411784 L.
    const ip = validateHeatExchangerForm({ ...values, capacityKw: "120000", pressureDropKpa: "5", ratedFlowLmin: "20" }, "ip");
    expect(ip.ok && ip.input.pressureDropKpa).toBeCloseTo(5 * 6.894757, 4);
    expect(ip.ok && ip.input.ratedFlowLmin).toBeCloseTo(20 * 3.785411784, 6);
    const stored = { id: "h", model: "B25", brand: "SWEP", capacityKw: 45.5, applicationType: "cooling", notes: "", pressureDropKpa: 25, ratedFlowLmin: 86 } as never;
    expect(heatExchangerFormValues(stored, "si")).toMatchObject({ pressureDropKpa: "25", ratedFlowLmin: "86" });
    expect(heatExchangerFormValues(null, "si")).toMatchObject({ pressureDropKpa: "", ratedFlowLmin: "" });
  });

  it("reads the capacity in the company's locale and refuses an ambiguous one", () => {
    const values = { model: "B25", brand: "SWEP", capacityKw: "45,5", applicationType: "both" as const, notes: "", pressureDropKpa: "", ratedFlowLmin: "" };
    const read = validateHeatExchangerForm(values);
    expect(read.ok && read.input.capacityKw).toBe(45.5);
    setNumberLocale("es-CO");
    expect(validateHeatExchangerForm({ ...values, capacityKw: "1.500" })).toEqual({
      ok: false,
      errors: { capacityKw: "Valor ambiguo: escriba 1500 o 1,500 (separador decimal «,»)" },
    });
    expect(heatExchangerFormValues({ id: "h", model: "B25", brand: "SWEP", capacityKw: 12.5, applicationType: "both", notes: "" } as never).capacityKw).toBe("12,5");
  });

  it("limits model, brand and notes to what the server accepts, with its messages", () => {
    const values = { model: "M".repeat(81), brand: "B".repeat(61), capacityKw: "45.5", applicationType: "both" as const, notes: "n".repeat(2001), pressureDropKpa: "", ratedFlowLmin: "" };
    expect(validateHeatExchangerForm(values)).toEqual({
      ok: false,
      errors: {
        model: "El modelo no puede tener más de 80 caracteres",
        brand: "La marca no puede tener más de 60 caracteres",
        notes: "Las notas no pueden tener más de 2000 caracteres",
      },
    });
    const fits = { ...values, model: "Ñ".repeat(80), brand: "B".repeat(60), notes: "" };
    expect(validateHeatExchangerForm(fits).ok).toBe(true);
  });

  it("takes the capacity in the user's units and stores kW (issue 24 item 3)", () => {
    // 1 TR = 3.516853 kW; 12 000 BTU/h = 1 TR.
    const values = heatExchangerFormValues({ id: "h", model: "B28", brand: "SWEP", capacityKw: 35.16853, applicationType: "cooling", notes: "" } as never, "mx");
    expect(values.capacityKw).toBe("10");
    expect(heatExchangerFormValues({ id: "h", model: "B28", brand: "SWEP", capacityKw: 35.1685284, applicationType: "cooling", notes: "" } as never, "ip").capacityKw).toBe("120000");
    const result = validateHeatExchangerForm({ ...values, capacityKw: "12,5" }, "mx");
    expect(result.ok && result.input.capacityKw).toBeCloseTo(12.5 * 3.516853, 12);
    const ip = validateHeatExchangerForm({ ...values, capacityKw: "120000" }, "ip");
    expect(ip.ok && ip.input.capacityKw).toBeCloseTo(35.1685284, 9);
  });
});
