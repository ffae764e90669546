import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { setUnitSystem } from "@/lib/units";
import { calculationFailure, condenserSelectionToast, inUserCapacities, inUserTemperatures, refusalInUnits } from "./calculation-toasts";

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

  it("words the server's temperature checks in the user's temperatures (issue 24 item 3)", () => {
    // The server's words (domain/src/calculation/calculation_error.rs): -50 °C is -58 °F; -45 to 7.5 °C is -49 to 45.5 °F.
    const range = "Temperatura de evaporación fuera de rango: -50 °C (permitido de -45 a 7.5 °C)";
    expect(calculationFailure("rack", range, "calculation.out_of_range").description).toBe(range);
    setUnitSystem("mx");
    expect(inUserTemperatures(range, "calculation.out_of_range")).toBe(range);
    setUnitSystem("ip");
    expect(calculationFailure("rack", range, "calculation.out_of_range").description).toBe("Temperatura de evaporación fuera de rango: -58 °F (permitido de -49 a 45.5 °F)");
    // 11.6 °C = 52.88 °F: the lower limit rounds up, inside the range.
    expect(inUserTemperatures("Temperatura de condensación fuera de rango: 70.5 °C (permitido de 11.6 a 62 °C)", "calculation.out_of_range")).toBe(
      "Temperatura de condensación fuera de rango: 158.9 °F (permitido de 52.9 a 143.6 °F)",
    );
    expect(inUserTemperatures("La temperatura de evaporación (5 °C) debe ser menor que la de condensación (-10 °C)", "calculation.evaporation_above_condensation")).toBe(
      "La temperatura de evaporación (41 °F) debe ser menor que la de condensación (14 °F)",
    );
    // A chiller's checks: every figure carries its unit; a difference converts without the offset (3 K = 5.4 °F).
    expect(
      inUserTemperatures(
        "El circuito 1 evapora a -6.666666666666667 °C, a menos de 3 K sobre el punto de congelación del fluido (Agua, 0 °C): se congelaría en el intercambiador. Use una mezcla con glicol de menor punto de congelación o suba la temperatura de evaporación",
        "calculation.evaporation_freezes_fluid",
      ),
    ).toBe(
      "El circuito 1 evapora a 20 °F, a menos de 5.4 °F sobre el punto de congelación del fluido (Agua, 32 °F): se congelaría en el intercambiador. Use una mezcla con glicol de menor punto de congelación o suba la temperatura de evaporación",
    );
    expect(inUserTemperatures("La temperatura de condensación (35 °C) debe superar la salida del agua del condensador (32.5 °C) en al menos 3 K", "calculation.condenser_approach")).toBe(
      "La temperatura de condensación (95 °F) debe superar la salida del agua del condensador (90.5 °F) en al menos 5.4 °F",
    );
    expect(inUserTemperatures("La temperatura de condensación (45 °C) debe superar la temperatura ambiente (48 °C) en al menos 2 K", "calculation.ambient_approach")).toBe(
      "La temperatura de condensación (113 °F) debe superar la temperatura ambiente (118.4 °F) en al menos 3.6 °F",
    );
    // Another message, or the same words under another code, stay as the server wrote them.
    expect(inUserTemperatures("Compresor no encontrado en la biblioteca: X", "calculation.unknown_compressor")).toBe("Compresor no encontrado en la biblioteca: X");
    expect(inUserTemperatures(range, undefined)).toBe(range);
  });
});

describe("the selection's duty range in the user's capacity unit", () => {
  const server = "La capacidad requerida (requiredCapacity) debe estar entre 0.001 y 1000000 kW: 0.0005 kW";

  it("words it in BTU/h for I-P and TR for the Mexican mix, limits rounded inwards", () => {
    // 0.001 kW = 3.41 BTU/h → 4; 1 000 000 kW = 3 412 141 635.13 BTU/h → 3 412 141 635; 0.0005 kW = 1.7 BTU/h.
    expect(inUserCapacities(server, "selection.required_capacity", "ip")).toBe(
      "La capacidad requerida (requiredCapacity) debe estar entre 4 y 3\u202F412\u202F141\u202F635 BTU/h: 2\u00A0BTU/h",
    );
    // 1 000 000 kW = 284 345.123 TR (÷ 3.516853).
    expect(inUserCapacities(server, "selection.required_capacity", "mx")).toBe(
      "La capacidad requerida (requiredCapacity) debe estar entre 0.01 y 284\u202F345.12 TR: 0.00\u00A0TR",
    );
  });

  it("keeps the server's words for SI users and other messages", () => {
    expect(inUserCapacities(server, "selection.required_capacity", "si")).toBe(server);
    expect(inUserCapacities("Otra cosa: 5 kW", "selection.band", "ip")).toBe("Otra cosa: 5 kW");
  });

  it("reads a refused request's Spanish message, not its raw body", () => {
    setUnitSystem("ip");
    const refused = new ApiError(422, JSON.stringify({ code: "selection.required_capacity", message: server, field: "requiredCapacity" }));
    expect(refusalInUnits(refused)).toMatch(/^La capacidad requerida \(requiredCapacity\) debe estar entre 4 y .+ BTU\/h: 2\u00A0BTU\/h$/);
  });
});
