import { afterEach, describe, expect, it } from "vitest";
import { setNumberLocale } from "./format";
import { atmosphere, dimensionOfSiUnit, formatIn, fromDisplay, inputIn, isUnitSystem, rangeIn, setUnitSystem, tidy, toDisplay, unitLabel, unitSystem, UNIT_SYSTEMS } from "./units";

afterEach(() => {
  setUnitSystem("si");
  setNumberLocale("es-MX");
});

// The published factors (NIST SP 811 appendix B; 1 TR = 12 000 BTU/h).
describe("conversions with the exact factors", () => {
  it("temperature: °F = °C × 9/5 + 32", () => {
    expect(toDisplay(0, "temperature", "ip")).toBe(32);
    expect(toDisplay(100, "temperature", "ip")).toBe(212);
    expect(toDisplay(-40, "temperature", "ip")).toBe(-40);
    expect(fromDisplay(20, "temperature", "ip")).toBeCloseTo(-6.666667, 6);
    expect(fromDisplay(212, "temperature", "ip")).toBe(100);
    // The Mexican mix keeps °C.
    expect(toDisplay(-10, "temperature", "mx")).toBe(-10);
  });

  it("a temperature difference scales by 9/5 without the offset", () => {
    expect(toDisplay(10, "temperatureDifference", "ip")).toBe(18);
    expect(fromDisplay(9, "temperatureDifference", "ip")).toBe(5);
    expect(unitLabel("temperatureDifference", "ip")).toBe("°F");
    expect(unitLabel("temperatureDifference", "si")).toBe("K");
  });

  it("capacity: 1 TR = 3.516853 kW, 1 BTU/h = 0.29307107 W", () => {
    expect(fromDisplay(1, "capacity", "mx")).toBe(3.516853);
    expect(toDisplay(3.516853, "capacity", "mx")).toBe(1);
    expect(fromDisplay(1, "capacity", "ip")).toBeCloseTo(0.00029307107, 14);
    expect(toDisplay(1, "capacity", "ip")).toBeCloseTo(3412.1416, 3);
    // 12 000 BTU/h is one ton within the rounding of the published factors.
    expect(fromDisplay(12000, "capacity", "ip")).toBeCloseTo(3.516853, 5);
  });

  it("pressure: 1 psi = 6.894757 kPa; absolute = gauge + 101.325 kPa", () => {
    // Stored gauge, shown gauge.
    expect(toDisplay(6.894757 / 100, "pressure", "ip")).toBeCloseTo(1, 12);
    // 60 psig is 413.68542 kPa above the atmosphere: 5.1501042 bar(a).
    expect(fromDisplay(60, "pressure", "ip", "absolute", "gauge")).toBeCloseTo(5.1501042, 9);
    expect(fromDisplay(60, "pressure", "ip", "gauge", "gauge")).toBeCloseTo(4.1368542, 9);
    // 0 bar(g) is one standard atmosphere absolute: 14.6959 psia.
    expect(toDisplay(0, "pressure", "ip", "gauge", "absolute")).toBeCloseTo(14.695949, 5);
    // In SI the bar stays, only the reference moves.
    expect(toDisplay(5.1501042, "pressure", "si", "absolute", "gauge")).toBeCloseTo(4.1368542, 9);
    expect(unitLabel("pressure", "ip", "gauge")).toBe("psig");
    expect(unitLabel("pressure", "ip", "absolute")).toBe("psia");
    expect(unitLabel("pressure", "mx", "gauge")).toBe("psig");
    expect(unitLabel("pressure", "si", "gauge")).toBe("bar(g)");
    expect(unitLabel("pressure", "si", "absolute")).toBe("bar(a)");
  });

  it("length and mass: 1 ft = 0.3048 m, 1 in = 25.4 mm, 1 lb = 0.45359237 kg", () => {
    expect(fromDisplay(1, "length", "ip")).toBe(0.3048);
    expect(toDisplay(30.48, "length", "ip")).toBeCloseTo(100, 12);
    expect(fromDisplay(1, "smallLength", "ip")).toBe(25.4);
    expect(fromDisplay(1, "mass", "ip")).toBe(0.45359237);
    expect(toDisplay(45.359237, "mass", "ip")).toBeCloseTo(100, 12);
    expect(toDisplay(25, "length", "mx")).toBe(25);
  });

  it("pressure drop, velocity and density: 1 psi = 6.894757 kPa, 1 ft/min = 0.00508 m/s, 1 lb/ft³ = 16.018463 kg/m³", () => {
    expect(fromDisplay(1, "pressureDrop", "ip")).toBe(6.894757);
    expect(toDisplay(68.94757, "pressureDrop", "mx")).toBeCloseTo(10, 12);
    expect(toDisplay(20, "pressureDrop", "si")).toBe(20);
    // 1 ft/min = 0.3048 m / 60 s; a suction riser at 5.08 m/s runs at 1000 ft/min.
    expect(fromDisplay(1, "velocity", "ip")).toBe(0.3048 / 60);
    expect(toDisplay(5.08, "velocity", "ip")).toBeCloseTo(1000, 10);
    expect(toDisplay(5.08, "velocity", "mx")).toBe(5.08);
    // 1 lb/ft³ = 0.45359237 kg / 0.3048³ m³; water at 999.97 kg/m³ is 62.43 lb/ft³.
    expect(fromDisplay(1, "density", "ip")).toBeCloseTo(0.45359237 / 0.3048 ** 3, 12);
    expect(toDisplay(999.97, "density", "ip")).toBeCloseTo(62.426, 3);
    expect(unitLabel("pressureDrop", "ip")).toBe("psi");
    expect(unitLabel("velocity", "ip")).toBe("ft/min");
    expect(unitLabel("density", "ip")).toBe("lb/ft³");
    expect(unitLabel("pressureDrop", "mx")).toBe("psi");
    expect(unitLabel("velocity", "mx")).toBe("m/s");
  });

  it("a liquid flow: L/min stored, GPM in I-P (1 US gallon = 231 in³ = 3.785411784 L), L/min in the Mexican mix", () => {
    expect(fromDisplay(1, "flow", "ip")).toBe(3.785411784);
    expect(fromDisplay(100, "flow", "ip")).toBeCloseTo(231 * 2.54 ** 3 * 100 / 1000, 10);
    expect(toDisplay(378.5411784, "flow", "ip")).toBeCloseTo(100, 12);
    expect(toDisplay(160, "flow", "mx")).toBe(160);
    expect(unitLabel("flow", "ip")).toBe("GPM");
    expect(unitLabel("flow", "si")).toBe("L/min");
    expect(dimensionOfSiUnit("L/min")).toBe("flow");
    expect(formatIn(378.5411784, "flow", { system: "ip" })).toBe("100.00\u00A0GPM");
  });

  it("a room's volume: m³ stored, ft³ in I-P (1 ft³ = 0.3048³ m³ = 0.028316846592 m³), m³ in the Mexican mix", () => {
    expect(fromDisplay(1, "roomVolume", "ip")).toBeCloseTo(0.028316846592, 15);
    expect(toDisplay(100, "roomVolume", "ip")).toBeCloseTo(3531.4666721, 6);
    expect(toDisplay(50, "roomVolume", "mx")).toBe(50);
    expect(unitLabel("roomVolume", "ip")).toBe("ft³");
    expect(dimensionOfSiUnit("m³")).toBe("roomVolume");
    expect(formatIn(100, "roomVolume", { system: "ip" }).replace(/\s/g, " ")).toMatch(/^3.?531 ft³$/);
  });

  it("round-trips every dimension in every system", () => {
    const dims = ["temperature", "temperatureDifference", "pressure", "capacity", "length", "smallLength", "mass", "pressureDrop", "velocity", "density", "flow", "roomVolume"] as const;
    for (const { value: system } of UNIT_SYSTEMS)
      for (const d of dims) expect(fromDisplay(toDisplay(-12.345, d, system), d, system)).toBeCloseTo(-12.345, 10);
  });
});

describe("the systems and their figures", () => {
  it("offers SI, I-P and the Mexican mix", () => {
    expect(UNIT_SYSTEMS.map((s) => s.value)).toEqual(["si", "ip", "mx"]);
    expect(isUnitSystem("ip")).toBe(true);
    expect(isUnitSystem("imperial")).toBe(false);
    expect(unitSystem()).toBe("si");
  });

  it("prints in the chosen unit with its own decimals", () => {
    setUnitSystem("ip");
    expect(formatIn(-6.666666666666667, "temperature")).toBe("20.0\u00A0°F");
    expect(formatIn(3.516853, "capacity")).toBe("12\u202F000\u00A0BTU/h");
    expect(formatIn(5.1501042, "pressure", { stored: "absolute", shown: "gauge" })).toBe("60.0\u00A0psig");
    expect(formatIn(5.1501042, "pressure", { stored: "absolute" })).toBe("74.7\u00A0psia");
    expect(formatIn(null, "mass")).toBe("—");
    expect(formatIn(5.08, "velocity")).toBe("1000\u00A0ft/min");
    expect(formatIn(20, "pressureDrop")).toBe("2.90\u00A0psi");
    expect(formatIn(1200, "density")).toBe("74.91\u00A0lb/ft³");
    setUnitSystem("mx");
    expect(formatIn(35.16853, "capacity")).toBe("10.00\u00A0TR");
    expect(formatIn(-6.67, "temperature")).toBe("-6.7\u00A0°C");
    setNumberLocale("es-ES");
    expect(formatIn(35.16853, "capacity", { system: "mx" })).toBe("10,00\u00A0TR");
  });

  it("reads the dimension of an SI label unit and tidies binary noise", () => {
    expect(dimensionOfSiUnit("°C")).toBe("temperature");
    expect(dimensionOfSiUnit("kW")).toBe("capacity");
    expect(dimensionOfSiUnit("%")).toBeUndefined();
    expect(tidy(toDisplay(fromDisplay(20, "temperature", "ip"), "temperature", "ip"))).toBe(20);
  });
});

describe("a range's limits in a message", () => {
  it("quotes SI limits as they are", () => {
    expect(rangeIn(1, 100, "length", "si")).toEqual({ min: "1", max: "100", unit: "m" });
    expect(rangeIn(11.6, 62, "temperature", "si")).toEqual({ min: "11.6", max: "62", unit: "°C" });
  });

  it("rounds converted limits to the unit's decimals towards the inside of the range", () => {
    // 1 m = 3.2808 ft, 100 m = 328.084 ft: 3.3 and 328.0 ft are both accepted.
    expect(rangeIn(1, 100, "length", "ip")).toEqual({ min: "3.3", max: "328", unit: "ft" });
    expect(fromDisplay(3.3, "length", "ip")).toBeGreaterThanOrEqual(1);
    expect(fromDisplay(328, "length", "ip")).toBeLessThanOrEqual(100);
    // Exact conversions stay put: -45 °C = -49 °F, 7.5 °C = 45.5 °F; 11.6 °C = 52.88 °F reads 52.9.
    expect(rangeIn(-45, 7.5, "temperature", "ip")).toEqual({ min: "-49", max: "45.5", unit: "°F" });
    expect(rangeIn(11.6, 62, "temperature", "ip")).toEqual({ min: "52.9", max: "143.6", unit: "°F" });
    // 1 to 100 kW: 0.2843 to 28.435 TR in the Mexican mix, which keeps metres and °C.
    expect(rangeIn(1, 100, "capacity", "mx")).toEqual({ min: "0.29", max: "28.43", unit: "TR" });
    expect(rangeIn(1, 100, "length", "mx")).toEqual({ min: "1", max: "100", unit: "m" });
  });

  it("writes the number locale's decimal mark", () => {
    setNumberLocale("es-ES");
    expect(rangeIn(1, 100, "length", "ip", "es-ES")).toEqual({ min: "3,3", max: "328", unit: "ft" });
  });
});

describe("the editor's converted inputs and notes", () => {
  it("round a converted stored value per quantity and leave SI as stored", () => {
    expect(inputIn(40, "length", "ip")).toBe(131.2);
    expect(inputIn(45, "capacity", "ip")).toBe(153546);
    expect(inputIn(160, "flow", "ip")).toBe(42.27);
    expect(inputIn(33.55, "capacity", "mx")).toBe(9.54);
    expect(inputIn(22.225, "smallLength", "ip")).toBe(0.875);
    expect(inputIn(-6.67, "temperature", "ip")).toBe(20);
    expect(inputIn(40.123456, "length", "si")).toBe(40.123456);
  });

  it("quote the standard atmosphere in kPa or psi", () => {
    expect(atmosphere("si")).toBe("101.325\u00A0kPa");
    expect(atmosphere("ip")).toBe("14.696\u00A0psi");
    expect(atmosphere("mx")).toBe("14.696\u00A0psi");
  });
});
