// Issue 21 item 9: each compressor result states which temperatures it is at
// (dew points), and where the maker's set is rated at mid-points, the point
// the set was read at.
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CompressorResult } from "../../types/results";
import { CircuitResultsTable } from "./circuit-results-table";
import { DEFAULT_UNIT_SYSTEM, setUnitSystem } from "@/lib/units";

afterEach(() => setUnitSystem(DEFAULT_UNIT_SYSTEM));

const limits = { evapTempMin: -40, evapTempMax: 7.5, condTempMin: 20, condTempMax: 55 };
const result = (model: string, extra: Partial<CompressorResult>): CompressorResult => ({
  compressorId: model,
  model,
  coolingCapacity: 10_000,
  powerInput: 4_000,
  current: 8,
  dischargeTemp: 75,
  massFlow: 300,
  inEnvelope: true,
  operatingLimits: limits,
  warnings: [],
  ...extra,
});
const totals = { coolingCapacity: 30_000, powerInput: 12_000, current: 24 };
const compressors = [
  result("4FES-5Y", { temperatureBasis: { basis: "dew", setBasis: "dew", setEvapTemp: -10, setCondTemp: 40 } }),
  result("4FES-5Y-MID", { temperatureBasis: { basis: "dew", setBasis: "midPoint", setEvapTemp: -7.76, setCondTemp: 37.84 } }),
  // Answers recorded before engine 1.7.0 state no basis: the row says nothing rather than guess.
  result("OLD", {}),
];

function basisOf(row: HTMLElement) {
  return within(row).queryByTestId("result-temperature-basis")?.textContent ?? null;
}

describe("CircuitResultsTable temperature basis", () => {
  it("names the dew basis of each result and the mid-point point of a maker's set", () => {
    render(<CircuitResultsTable compressors={compressors} totals={totals} totalLabel="TOTAL" testId="t" />);
    const rows = screen.getAllByTestId("result-row");
    expect(basisOf(rows[0])).toBe("Temperaturas de rocío");
    expect(basisOf(rows[1])).toMatch(/^Temperaturas de rocío; datos del fabricante en punto medio: evaporación .7\.8 °C, condensación 37\.8 °C$/);
    expect(basisOf(rows[2])).toBeNull();
  });

  it("gives the set's point in the user's temperature unit", () => {
    setUnitSystem("ip");
    render(<CircuitResultsTable compressors={compressors} totals={totals} totalLabel="TOTAL" testId="t" />);
    // −7.76 °C = 18.03 °F; 37.84 °C = 100.1 °F.
    expect(basisOf(screen.getAllByTestId("result-row")[1])).toMatch(/evaporación 18\.0 °F, condensación 100\.1 °F$/);
  });
});
