import { describe, expect, it } from "vitest";
import { ATMOSPHERIC_BAR, BAR_PER_PSI, barToPsi, gaugeBar, gwpBand, odpWording } from "./refrigerant-format";

describe("refrigerant wording", () => {
  it.each([
    [3, "Ultra bajo"],
    [149, "Ultra bajo"],
    [150, "Bajo"],
    [1499, "Bajo"],
    [1500, "Medio"],
    [2499, "Medio"],
    [2500, "Alto"],
    [3922, "Alto"],
  ])("puts GWP %d in the %s band", (gwp, label) => {
    expect(gwpBand(gwp).label).toBe(label);
  });

  it("says ODP 0 has no impact", () => {
    expect(odpWording(0)).toBe("Sin impacto en la capa de ozono");
    expect(odpWording(0.055)).toBe("ODP 0.055");
  });

  it("converts absolute bar to gauge and psi with the one table's factors (the spec's 0.0689476 bar rounds them)", () => {
    expect(BAR_PER_PSI).toBeCloseTo(0.06894757, 12);
    expect(BAR_PER_PSI).toBeCloseTo(0.0689476, 7);
    expect(ATMOSPHERIC_BAR).toBeCloseTo(1.01325, 12);
    expect(gaugeBar(2.01325)).toBeCloseTo(1, 10);
    expect(barToPsi(1.01325)).toBeCloseTo(14.696, 3);
  });
});
