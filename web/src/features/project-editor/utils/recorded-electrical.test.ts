import { describe, expect, it } from "vitest";
import type { ElectricalLoads, SimpleResult, SystemResult } from "../types/results";
import { keepRecordedElectrical } from "./recorded-electrical";

// The saved motor compressor of tester report 3 (json/motocompresora.json): its sheet prints MCA 19.02 A, MOCP 30 A, 14 AWG.
const loads = { mca: 19.02, mocp: 30, totals: 15.2, compressors: [], crankcaseHeaters: 0.13, controlConsumption: 0, condenser: 0, voltage: 460, recommendations: { breaker: 30, conductor: "14 AWG", conductorMm2: 2.08, notes: [] } } as ElectricalLoads;
const screen: SimpleResult = { compressors: [], totals: { coolingCapacity: 10_000, powerInput: 4_000, current: 15.2 } };
const saved: SimpleResult = { ...screen, electricalLoads: loads };

describe("a motor compressor calculated again", () => {
  it("keeps the electrical loads recorded for the same inputs", () => {
    expect(keepRecordedElectrical(screen, { results: saved, inputs: "A" }, "A")).toEqual(saved);
  });

  it("drops them when an input changed, or there is nothing recorded", () => {
    expect(keepRecordedElectrical(screen, { results: saved, inputs: "A" }, "B")).toBe(screen);
    expect(keepRecordedElectrical(screen, { results: screen, inputs: "A" }, "A")).toBe(screen);
    expect(keepRecordedElectrical(screen, null, "A")).toBe(screen);
  });

  it("leaves a system's answer alone: it carries its own", () => {
    const system = { circuits: [] } as unknown as SystemResult;
    expect(keepRecordedElectrical(system, { results: saved, inputs: "A" }, "A")).toBe(system);
  });
});
