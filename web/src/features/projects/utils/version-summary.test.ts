import { describe, expect, it } from "vitest";
import type { ProjectDetail } from "../api/get-project-version";
import { circuitInputs, summarizeResults } from "./version-summary";

const base: ProjectDetail = {
  id: "p1",
  name: "P",
  equipmentType: "rack",
  voltage: 460,
  refrigerant: "R404A",
  evapTemp: null,
  condTemp: 40,
  isPro: false,
  version: 2,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  calculationResults: null,
  calculation: null,
};

describe("circuitInputs", () => {
  it("reads a rack's circuits from rackConfig", () => {
    const project = {
      ...base,
      rackConfig: { circuits: [{ evapTemp: -10, requiredCapacity: 40, compressors: [{ model: "A" }, { model: "B" }] }] },
    };
    expect(circuitInputs(project)).toEqual([{ label: "Circuito 1", evapTemp: -10, requiredCapacity: 40, models: ["A", "B"] }]);
  });

  it("reads a motor compressor from the global temperatures and compressor list", () => {
    const project = { ...base, equipmentType: "motocompresora" as const, evapTemp: -5, compressorsConfig: [{ model: "Z", type: "scroll" }] };
    expect(circuitInputs(project)).toEqual([{ label: "Compresores", evapTemp: -5, requiredCapacity: null, models: ["Z"] }]);
  });
});

describe("summarizeResults", () => {
  it("has nothing to show for a version without a calculation", () => {
    expect(summarizeResults(base)).toBeNull();
  });

  it("reads totals, circuits and electrical figures of a rack answer", () => {
    const summary = summarizeResults({
      ...base,
      calculationResults: {
        circuits: [{ totals: { coolingCapacity: 20000, powerInput: 9000, current: 14 }, compressors: [{ model: "A", coolingCapacity: 20000, powerInput: 9000, current: 14, dischargeTemp: 80 }] }],
        totals: { coolingCapacity: 20000, powerInput: 9000, current: 14 },
        electricalLoads: { mca: 17.5, mocp: 30 },
        refrigerantCharge: { recommendedCharge: 12.3 },
      },
    });
    expect(summary?.totals).toEqual({ coolingCapacity: 20000, powerInput: 9000, current: 14 });
    expect(summary?.circuits[0].compressors[0]).toEqual({ model: "A", coolingCapacity: 20000, powerInput: 9000, current: 14, dischargeTemp: 80 });
    expect([summary?.mca, summary?.mocp, summary?.recommendedCharge]).toEqual([17.5, 30, 12.3]);
  });

  it("reads a motor compressor answer as one group of compressors", () => {
    const summary = summarizeResults({
      ...base,
      equipmentType: "motocompresora",
      calculationResults: { compressors: [{ model: "Z", coolingCapacity: 5000, powerInput: 2000, current: 4, dischargeTemp: 70 }], totals: { coolingCapacity: 5000, powerInput: 2000, current: 4 } },
    });
    expect(summary?.circuits).toHaveLength(1);
    expect(summary?.circuits[0].label).toBe("Compresores");
    expect(summary?.mca).toBeNull();
  });
});
