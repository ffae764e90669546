import { describe, expect, it } from "vitest";
import { enteredPressure, kindOf, shownPressure } from "./saturation-entry";

describe("a pressure entered for a saturation condition", () => {
  it("stores 60 psig as 5.150 bar absolute (60 × 6.894757 kPa + 101.325 kPa) and shows it back as 60", () => {
    const p = enteredPressure(60, "ip", "gauge");
    expect(p.gauge).toBe(true);
    expect(p.absoluteBar).toBeCloseTo(5.1501042, 9);
    expect(shownPressure(p, "ip")).toBe(60);
    // The same reading in psia and in the Mexican mix (psi too).
    expect(shownPressure(p, "ip", "absolute")).toBeCloseTo(74.6959, 4);
    expect(shownPressure(p, "mx")).toBe(60);
  });

  it("stores bar(g) and bar(a) of the SI system, the atmosphere 1.01325 bar apart", () => {
    expect(enteredPressure(4, "si", "gauge").absoluteBar).toBeCloseTo(5.01325, 12);
    const absolute = enteredPressure(5, "si", "absolute");
    expect(absolute).toEqual({ absoluteBar: 5, gauge: false });
    expect(kindOf(absolute)).toBe("absolute");
    expect(shownPressure(absolute, "si", "gauge")).toBeCloseTo(3.98675, 12);
    expect(kindOf(null)).toBe("gauge");
  });
});
