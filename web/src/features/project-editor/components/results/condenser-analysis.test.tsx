import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CircuitCondenser, CondenserAnalysis } from "../../types/results";
import { CondenserAnalysisCard } from "./condenser-analysis";

const analysis: CondenserAnalysis = {
  coolingCapacity: 36_000,
  heatRejection: 45_000,
  oilCooling: 0,
  totalCondenserLoad: 45_000,
  oilCoolingFactor: 0,
  percentages: { coolingCapacity: 80, compressionHeat: 20, oilCooling: 0 },
};

const own = (circuitId: string, model: string, load: number, capacity: number, fanCount: number): CircuitCondenser => ({
  circuitId,
  load,
  origin: "automatic",
  condenser: { id: model, model, capacity, fanCount, fanPowerConsumption: 450, isMicrochannel: false, isOutOfRange: false },
  check: { capacity, reserve: (capacity / load - 1) * 100, reserveStatus: "good", utilisation: (load / capacity) * 100, utilisationStatus: "sufficient" },
  autoSelectError: null,
});

describe("CondenserAnalysisCard", () => {
  // Engine 1.11.0 (tester defect 19): an air-cooled chiller of two circuits has a condenser per circuit.
  it("shows each refrigerant circuit's condenser with its capacity, load, fans and reserve", () => {
    render(
      <CondenserAnalysisCard
        analysis={analysis}
        check={null}
        circuitCondensers={[own("A", "CAD-2V-45", 30_000, 33_333.3, 2), { ...own("B", "x", 15_000, 0, 0), condenser: null, check: null, autoSelectError: { message: "Ningún condensador del catálogo alcanza 16.5 kW a ΔT = 10.0 K", requiredCapacity: 16_500 } }]}
      />,
    );
    const first = within(screen.getByTestId("circuit-condenser-1"));
    expect(first.getByText("CAD-2V-45")).toBeTruthy();
    expect(first.getByText("2 × 450 W")).toBeTruthy();
    expect(first.getByText(/Circuito A/)).toBeTruthy();
    expect(first.getByText("+11.1 % · con reserva")).toBeTruthy();
    expect(first.getByText("90.0 % · suficiente")).toBeTruthy();
    const second = within(screen.getByTestId("circuit-condenser-2"));
    expect(second.getByText(/Ningún condensador del catálogo alcanza 16.5 kW/)).toBeTruthy();
  });

  // Issue 23: the words of the sheet's condenser section ('Reserva -47.6 % (insuficiente)', 'Uso … (sin verificar)').
  it("words the reserve and use of one condenser as the sheet does", () => {
    render(<CondenserAnalysisCard analysis={analysis} check={{ capacity: 23_580, reserve: -47.6, reserveStatus: "insufficient", utilisation: 190.8, utilisationStatus: "insufficient" }} condenserModel="CD-30" />);
    expect(screen.getByTestId("condenser-reserve")).toHaveTextContent("-47.6 % · insuficiente");
    expect(screen.getByTestId("condenser-utilisation")).toHaveTextContent("190.8 % · insuficiente");
    expect(screen.getByText("Uso")).toBeTruthy();
    expect(screen.queryByTestId("condenser-unverified")).toBeNull();
  });

  // Engine 1.11.0: without an ambient temperature the check is 'sin verificar', and the sheet's note says why.
  it("says why a check is not verified", () => {
    render(<CondenserAnalysisCard analysis={analysis} check={{ capacity: 50_000, reserve: 11.1, reserveStatus: "unverified", utilisation: 90, utilisationStatus: "unverified" }} condenserModel="CD-50" />);
    expect(screen.getByTestId("condenser-reserve")).toHaveTextContent("+11.1 % · sin verificar");
    expect(screen.getByTestId("condenser-utilisation")).toHaveTextContent("90.0 % · sin verificar");
    expect(screen.getByTestId("condenser-unverified")).toHaveTextContent("Sin temperatura ambiente: el condensador se evaluó a su ΔT nominal.");
  });

  it("shows no circuit rows when the circuits share one condenser", () => {
    render(<CondenserAnalysisCard analysis={analysis} check={null} />);
    expect(screen.queryByTestId("circuit-condensers")).toBeNull();
    expect(screen.queryByTestId("condenser-unverified")).toBeNull();
  });
});
