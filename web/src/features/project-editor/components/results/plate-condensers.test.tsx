import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setUnitSystem } from "@/lib/units";
import type { CondenserDuty } from "../../types/results";
import { PlateCondensers } from "./plate-condensers";

// The tester's water-cooled chiller at 45 °C condensing (engine 1.13.0): circuit 1's PCD-50 rejects
// 105.52 kW at the duty (rated 50 kW at 30/35 °C, 40 °C); circuit 2 has no plate.
const duties: CondenserDuty[] = [
  {
    circuitId: "1",
    heatRejection: 48_500,
    flow: 140,
    approach: 10,
    selected: {
      heatExchangerId: "h",
      model: "PCD-50",
      ratedCapacity: 50_000,
      capacity: 105_521.9,
      waterPressureDrop: { kpa: 25.38, flowLmin: 140, ratedKpa: 27, ratedFlowLmin: 144.4, exponent: 2, ratedForWaterOnly: false },
    },
  },
  { circuitId: "2", heatRejection: 32_400, flow: 93.5, approach: 10, selectionError: "Sin condensador en el circuito 2: …" },
];

describe("plate condensers", () => {
  afterEach(() => setUnitSystem("si"));

  it("tabulates each circuit's plate condenser as the sheet does, and a circuit without one", () => {
    render(<PlateCondensers duties={duties} flowUnit="m3h" />);
    const rows = screen.getAllByTestId("plate-condenser-row").map((r) => r.textContent);
    expect(rows[0]).toContain("PCD-50");
    expect(rows[0]).toContain("48.50 kW");
    expect(rows[0]).toContain("105.52 kW (estimación)");
    expect(rows[0]).toContain("140.00 L/min (8.40\u00A0m³/h)");
    expect(rows[0]).toContain("25.38 kPa");
    expect(rows[0]).toContain("10.0 K");
    expect(rows[1]).toContain("ninguno (sin condensador)");
    expect(rows[1]).not.toContain("kPa");
  });

  it("says '(estimación)' as the answer's capacityBasis says, not by comparing the capacity with the rating", () => {
    // At its rating within 0.5 W, yet judged an estimate by the engine (1.14.0), and the reverse.
    const estimated = { ...duties[0], selected: { ...duties[0].selected!, capacity: 50_000.2, capacityBasis: "estimate" as const } };
    const rated = { ...duties[0], circuitId: "2", selected: { ...duties[0].selected!, capacityBasis: "rating" as const } };
    render(<PlateCondensers duties={[estimated, rated]} />);
    const rows = screen.getAllByTestId("plate-condenser-row").map((r) => r.textContent);
    expect(rows[0]).toContain("50.00 kW (estimación)");
    expect(rows[1]).toContain("105.52 kW");
    expect(rows[1]).not.toContain("estimación");
  });

  it("flags a glycol hot side's drop as water's, an estimate, as the sheet does", () => {
    const drop = { ...duties[0].selected!.waterPressureDrop!, ratedForWaterOnly: true };
    render(<PlateCondensers duties={[{ ...duties[0], selected: { ...duties[0].selected!, waterPressureDrop: drop } }]} />);
    expect(screen.getByTestId("plate-condenser-row").textContent).toContain("25.38 kPa (agua, estimación)");
  });

  it("shows nothing for an air-cooled unit or an answer older than engine 1.12.0", () => {
    const { container } = render(<PlateCondensers duties={undefined} />);
    expect(container.textContent).toBe("");
  });
});
