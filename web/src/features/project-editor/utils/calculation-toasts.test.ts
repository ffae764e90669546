import { describe, expect, it } from "vitest";
import { calculationFailure, condenserSelectionToast } from "./calculation-toasts";

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
      description: "CD-45 (45.00 kW)",
    });
    expect(condenserSelectionToast({ autoSelectedCondenser: { ...selected, isOutOfRange: true }, autoSelectError: null })?.title).toBe(
      "Condensador seleccionado (fuera de rango ideal)",
    );
    const failed = condenserSelectionToast({ autoSelectedCondenser: null, autoSelectError: { message: "Ningún condensador alcanza la carga", requiredCapacity: 120_500 } });
    expect(failed?.title).toBe("No se pudo seleccionar condensador automáticamente");
    expect(failed?.description).toContain("120.50 kW");
    expect(failed?.description).toContain("elija un condensador manualmente");
    expect(condenserSelectionToast({ autoSelectedCondenser: null, autoSelectError: null })).toBeNull();
  });
});
