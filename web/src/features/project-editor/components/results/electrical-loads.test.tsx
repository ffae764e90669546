import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ElectricalLoads } from "../../types/results";
import { ElectricalLoadsCard, rlaRows } from "./electrical-loads";

const load = (model: string, rla: number, extra: Partial<ElectricalLoads["compressors"][number]> = {}) => ({ model, rla, estimated: true, ...extra });

function loads(compressors: ElectricalLoads["compressors"]): ElectricalLoads {
  return {
    mca: 40,
    mocp: 60,
    totals: 45,
    compressors,
    crankcaseHeaters: 0.38,
    controlConsumption: 0.65,
    condenser: 1.2,
    voltage: 460,
    recommendations: { breaker: 60, conductor: "8 AWG", conductorMm2: 8.37, notes: [] },
  };
}

describe("the RLA rows", () => {
  it("name each row's circuit as the sheet does, one row per model per circuit, by each load's circuitId", () => {
    const two = loads([load("3DA3-075E-TFD", 15.11, { circuitId: "MT" }), load("2DL3-040E-TFD", 9.5, { circuitId: "LT" }), load("3DA3-075E-TFD", 15.11, { circuitId: "MT" })]);
    const rows = rlaRows(two, [{ circuitId: "MT" }, { circuitId: "LT" }]);
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ["RLA 3DA3-075E-TFD · Circuito 1 (MT)", "2 × 15.11 A"],
      ["RLA 2DL3-040E-TFD · Circuito 2 (LT)", "9.50 A"],
    ]);
  });

  it("name no circuit where a load does not say its own", () => {
    const unsaid = loads([load("3DA3-075E-TFD", 15.11, { circuitId: "MT" }), load("3DA3-075E-TFD", 15.11)]);
    expect(rlaRows(unsaid, [{ circuitId: "MT" }, { circuitId: "LT" }]).map((r) => [r.label, r.value])).toEqual([["RLA 3DA3-075E-TFD", "2 × 15.11 A"]]);
  });

  it("state a variable-speed compressor's RLA speed and leave one circuit unnamed", () => {
    const vs = loads([load("VS3D-075-DEMO", 16.4, { rlaFrequency: 70 }), load("3DA3-075E-TFD", 15.11)]);
    render(<ElectricalLoadsCard loads={vs} circuits={[{ circuitId: "1" }]} />);
    const labels = screen.getAllByTestId("rla-row").map((row) => row.querySelector("dt")?.textContent);
    expect(labels).toEqual(["RLA VS3D-075-DEMO a 70 Hz (estimada)", "RLA 3DA3-075E-TFD (estimada)"]);
  });
});
