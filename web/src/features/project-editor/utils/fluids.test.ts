import { afterEach, describe, expect, it } from "vitest";
import {
  capacityFromFlow,
  coldSideUnits,
  KW_PER_TR,
  LMIN_PER_GPM,
  convertCapacity,
  convertFlow,
  flowFromCapacity,
  fluidState,
  FluidCalculationError,
  fromKw,
  nearFreezing,
  toKw,
  toLitresPerMinute,
  type FluidChoice,
} from "./fluids";
import { setNumberLocale } from "@/lib/format";
import { setUnitSystem } from "@/lib/units";

afterEach(() => setNumberLocale("es-MX"));

// A window of the server's water table (domain/refdata/secondary.json, CoolProp
// 8.0 INCOMP water), 8.0 to 11.0 °C every 0.5 K.
const water: FluidChoice = {
  value: "water",
  label: "Agua",
  fluid: "water",
  concentration: 0,
  freezingPoint: 0,
  properties: {
    tMin: 8.0,
    step: 0.5,
    density: [999.851016, 999.819063, 999.783623, 999.744743, 999.70247, 999.65685, 999.607928],
    cp: [4198.66617, 4197.73826, 4196.84519, 4195.98577, 4195.15889, 4194.36345, 4193.59841],
  },
};

describe("capacity from flow", () => {
  it("gives about 34.96 kW for 100 L/min of water from 12 to 7 °C", () => {
    // Mean 9.5 °C is a table node: ρ = 999.744743 kg/m³, cp = 4195.98577 J/(kg·K).
    const byHand = ((999.744743 * 100) / 60_000) * 4195.98577 * 5;
    expect(byHand).toBeCloseTo(34_957.6, 1);
    expect(capacityFromFlow(water, 100, 12, 7)).toBeCloseTo(byHand, 6);
  });

  it("interpolates between table points with the server's cubic stencil", () => {
    // 9.75 °C is halfway between 9.5 and 10.0: weights −1/16, 9/16, 9/16, −1/16
    // on 9.0, 9.5, 10.0, 10.5 °C.
    const rho = (-999.783623 + 9 * 999.744743 + 9 * 999.70247 - 999.65685) / 16;
    const cp = (-4196.84519 + 9 * 4195.98577 + 9 * 4195.15889 - 4194.36345) / 16;
    const s = fluidState(water, 9.75);
    expect(s.density).toBeCloseTo(rho, 9);
    expect(s.cp).toBeCloseTo(cp, 9);
    expect(capacityFromFlow(water, 60, 12.5, 7)).toBeCloseTo(rho * 0.001 * cp * 5.5, 6);
  });

  it("refuses temperatures outside the table, equal temperatures and no flow", () => {
    expect(() => capacityFromFlow(water, 100, 30, 25)).toThrow(FluidCalculationError);
    expect(() => capacityFromFlow(water, 100, 30, 25)).toThrow("La temperatura media (27.5\u00A0°C) está fuera del rango de propiedades de Agua (8.0\u00A0°C a 11.0\u00A0°C)");
    expect(() => capacityFromFlow(water, 100, 9, 9)).toThrow("Las temperaturas de entrada y salida deben ser distintas");
    expect(() => capacityFromFlow(water, 0, 12, 7)).toThrow("El caudal debe ser mayor a 0");
    expect(() => capacityFromFlow({ ...water, properties: undefined }, 100, 12, 7)).toThrow("No hay propiedades disponibles para Agua");
  });
});

describe("messages in the number locale", () => {
  it("writes the temperatures of an out-of-table message with a decimal comma in es-AR", () => {
    setNumberLocale("es-AR");
    expect(() => capacityFromFlow(water, 100, 30, 25)).toThrow("La temperatura media (27,5\u00A0°C) está fuera del rango de propiedades de Agua (8,0\u00A0°C a 11,0\u00A0°C)");
  });
});

describe("in the user's units", () => {
  afterEach(() => setUnitSystem("si"));

  it("writes an out-of-table message in °F for an I-P user", () => {
    setUnitSystem("ip");
    // 27.5 °C = 81.5 °F; 8 °C = 46.4 °F; 11 °C = 51.8 °F.
    expect(() => capacityFromFlow(water, 100, 30, 25)).toThrow("La temperatura media (81.5\u00A0°F) está fuera del rango de propiedades de Agua (46.4\u00A0°F a 51.8\u00A0°F)");
  });

  it("starts a new chiller's cold side in GPM and TR for I-P, TR for the Mexican mix, L/min and kW for SI", () => {
    expect(coldSideUnits("ip")).toEqual({ flowRateUnit: "gpm", capacityUnit: "tr" });
    expect(coldSideUnits("mx")).toEqual({ flowRateUnit: "lmin", capacityUnit: "tr" });
    expect(coldSideUnits("si")).toEqual({ flowRateUnit: "lmin", capacityUnit: "kw" });
  });

  it("converts GPM and TR with the one table's exact factors", () => {
    // 1 US gallon = 231 in³ = 231 × 16.387064 cm³ = 3.785411784 L.
    expect(toLitresPerMinute(1, "gpm")).toBe(231 * 0.016387064);
    expect(LMIN_PER_GPM).toBe(3.785411784);
    expect(KW_PER_TR).toBe(3.516853);
  });
});

describe("flow from capacity", () => {
  it("is the inverse of capacity from flow", () => {
    const q = capacityFromFlow(water, 100, 12, 7);
    expect(flowFromCapacity(water, q, 12, 7)).toBeCloseTo(100, 9);
    expect(flowFromCapacity(water, q, 7, 12)).toBeCloseTo(100, 9);
  });

  it("gives 10 TR of water from 12 to 7 °C in L/min", () => {
    const byHand = (35_168.53 / (999.744743 * 4195.98577 * 5)) * 60_000;
    expect(flowFromCapacity(water, toKw(10, "tr") * 1000, 12, 7)).toBeCloseTo(byHand, 6);
    expect(byHand).toBeCloseTo(100.604, 2);
  });
});

describe("units", () => {
  it("converts TR and kW", () => {
    expect(toKw(1, "tr")).toBeCloseTo(3.5168525, 6);
    expect(fromKw(35.168525, "tr")).toBeCloseTo(10, 5);
    expect(toKw(12.5, "kw")).toBe(12.5);
    expect(convertCapacity(10, "tr", "kw")).toBeCloseTo(35.168525, 5);
  });

  it("converts GPM and m³/h to L/min", () => {
    expect(toLitresPerMinute(1, "gpm")).toBe(3.785411784);
    expect(toLitresPerMinute(6, "m3h")).toBeCloseTo(100, 12);
    expect(toLitresPerMinute(42, "lmin")).toBe(42);
    expect(convertFlow(100, "lmin", "gpm")).toBeCloseTo(26.41720524, 8);
    expect(convertFlow(26.41720524, "gpm", "m3h")).toBeCloseTo(6, 8);
  });
});

it("warns when the leaving temperature is within 3 K of freezing", () => {
  expect(nearFreezing(water, 2)).toBe(true);
  expect(nearFreezing(water, 7)).toBe(false);
  expect(nearFreezing(water, null)).toBe(false);
  expect(nearFreezing({ ...water, freezingPoint: null }, 2)).toBe(false);
});
