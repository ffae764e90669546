import { describe, expect, it } from "vitest";
import type { UnitRanking } from "../api/select-units";
import { nominalExchangerOptions, rankedUnitOptions, rankingSummary, signedPercent } from "./unit-options";

const ranking: UnitRanking = {
  requiredCapacity: 33_000,
  candidates: [
    { id: "c", model: "CD-52", capacity: 34_666.7, margin: 15.56 },
    { id: "f", model: "CD-55", capacity: 36_666.7, margin: 22.22 },
  ],
  excludedUnits: [
    { id: "b", model: "CD-60", capacity: 40_000, margin: 33.33, reason: "oversized" },
    { id: "a", model: "CD-45", capacity: 30_000, margin: 0, reason: "undersized" },
    { id: "m", model: "CD-50", capacity: 33_500, margin: 11.6, reason: "notMicrochannel" },
    { id: "h", model: "SWEP B5", capacity: 40_000, margin: 33.33, reason: "heatingOnly" },
    { id: "d", model: "CD-30", capacity: 20_000, margin: -33.33, reason: "undersized" },
  ],
};

describe("ranked unit options", () => {
  it("lists the candidates first with their margin, then the units left out with the reason", () => {
    const options = rankedUnitOptions(ranking);
    expect(options.map((o) => [o.value, o.label, o.disabled ?? false])).toEqual([
      ["c", "CD-52 · 34.67\u00A0kW · margen +15.6\u00A0%", false],
      ["f", "CD-55 · 36.67\u00A0kW · margen +22.2\u00A0%", false],
      ["b", "CD-60 · 40.00\u00A0kW · sobredimensionado (+33.3\u00A0%)", false],
      ["a", "CD-45 · 30.00\u00A0kW · insuficiente (+0.0\u00A0%)", true],
      ["h", "SWEP B5 · 40.00\u00A0kW · solo calor", true],
      ["d", "CD-30 · 20.00\u00A0kW · insuficiente (\u221233.3\u00A0%)", true],
    ]);
  });

  it("says what the ranking was made for", () => {
    expect(rankingSummary(ranking, 30_000)).toBe(
      "Para 30.00\u00A0kW: 2 adecuados, 2 insuficientes, 1 sobredimensionado (requerido 33.00\u00A0kW)",
    );
    expect(rankingSummary(ranking, 30_000, "el calor del circuito B")).toBe(
      "Para 30.00\u00A0kW, el calor del circuito B: 2 adecuados, 2 insuficientes, 1 sobredimensionado (requerido 33.00\u00A0kW)",
    );
  });

  it("signs margins with a true minus", () => {
    expect(signedPercent(-5.04)).toBe("\u22125.0\u00A0%");
    expect(signedPercent(5.04)).toBe("+5.0\u00A0%");
  });
});

describe("the chiller's exchangers before a capacity ranks them", () => {
  it("lists the evaporators by rated capacity, not as text (tester report 4, defect 11)", () => {
    const psd = (kw: number, applicationType: "cooling" | "heating" | "both" = "cooling") => ({ id: `p${kw}`, brand: "Danfoss", model: `PSD-${kw}`, capacityKw: kw, applicationType });
    const options = nominalExchangerOptions([psd(130), psd(15), psd(180), psd(25), psd(40, "both"), psd(8), psd(90, "heating")]);
    expect(options.map((o) => o.label.replace(/\u00A0/g, " "))).toEqual([
      "Danfoss PSD-8 · 8.00 kW nominales",
      "Danfoss PSD-15 · 15.00 kW nominales",
      "Danfoss PSD-25 · 25.00 kW nominales",
      "Danfoss PSD-40 · 40.00 kW nominales",
      "Danfoss PSD-130 · 130.00 kW nominales",
      "Danfoss PSD-180 · 180.00 kW nominales",
    ]);
  });
});
