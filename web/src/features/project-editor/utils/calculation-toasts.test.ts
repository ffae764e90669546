import { afterEach, describe, expect, it } from "vitest";
import { setUnitSystem } from "@/lib/units";
import { calculationFailure, condenserSelectionToast } from "./calculation-toasts";

afterEach(() => setUnitSystem("si"));

// Answers give capacities and powers in W.
const selected = { id: "c1", model: "CD-45", capacity: 45_000, fanCount: 2, fanPowerConsumption: 600, isMicrochannel: false, isOutOfRange: false };

describe("calculation toasts", () => {
  it("prefers the server's message, else the type's sentence", () => {
    expect(calculationFailure("rack", "Compresor no encontrado en la biblioteca: X")).toEqual({
      variant: "destructive",
      title: "Error en el cálculo",
      description: "Compresor no encontrado en la biblioteca: X",
    });
    expect(calculationFailure("rack", undefined).description).toBe("No se pudieron calcular los circuitos");
    expect(calculationFailure("motocompresora", undefined).description).toBe("No se pudieron calcular los resultados");
    expect(calculationFailure("condensadora", "").description).toBe("No se pudieron calcular los resultados de la unidad condensadora");
    expect(calculationFailure("chiller", undefined).description).toBe("No se pudieron calcular los resultados del chiller");
  });

  it("reports an automatic condenser selection, in or out of the ideal range, or why it failed", () => {
    expect(condenserSelectionToast({ autoSelectedCondenser: selected, autoSelectError: null })).toEqual({
      title: "Condensador seleccionado automáticamente",
      description: "CD-45 (45.00\u00A0kW)",
    });
    expect(condenserSelectionToast({ autoSelectedCondenser: { ...selected, isOutOfRange: true }, autoSelectError: null })?.title).toBe(
      "Condensador seleccionado (fuera de rango ideal)",
    );
    const failed = condenserSelectionToast({ autoSelectedCondenser: null, autoSelectError: { message: "Ningún condensador alcanza la carga", requiredCapacity: 120_500 } });
    expect(failed?.title).toBe("No se pudo seleccionar condensador automáticamente");
    expect(failed?.description).toContain("120.50\u00A0kW");
    expect(failed?.description).toContain("elija un condensador manualmente");
    expect(condenserSelectionToast({ autoSelectedCondenser: null, autoSelectError: null })).toBeNull();
  });

  it("gives the capacities in the user's units (issue 24 item 3)", () => {
    // 45 kW = 45 000 W / 0.29307107 W per BTU/h = 153 545.6 BTU/h; / 3.516853 kW = 12.80 TR.
    setUnitSystem("ip");
    expect(condenserSelectionToast({ autoSelectedCondenser: selected, autoSelectError: null })?.description?.replace(/\s/g, " ")).toMatch(/^CD-45 \(153.?546 BTU\/h\)$/);
    setUnitSystem("mx");
    expect(condenserSelectionToast({ autoSelectedCondenser: selected, autoSelectError: null })?.description).toBe("CD-45 (12.80\u00A0TR)");
  });
});
