import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setUnitSystem } from "@/lib/units";
import type { ChillerResult } from "../../types/results";
import { ChillerSummary } from "./chiller-summary";

// Only what the summary reads; engine 1.1.0 answers in W.
const result = {
  generatedModelName: "CHAG-38-R134a-1C",
  requiredCapacity: 34_950,
  compliance: { requiredCapacity: 34_950, percentage: 108.2, status: "CUMPLE CON RESERVA", reserve: 8.2 },
  approaches: [
    { circuitId: "1", approach: 5, tight: false },
    { circuitId: "2", approach: 1.5, tight: true },
  ],
  coldSideFlow: 100,
  hotSide: null,
  heatExchangerChecks: [{ circuitId: "1", heatExchangerId: "h", model: "B25", capacity: 5_000, requiredCapacity: 35_000, sufficient: false }],
  totals: { coolingCapacity: 37_816, powerInput: 9_000, current: 15, heatRejection: 46_816, cop: 4.2 },
} as unknown as ChillerResult;

describe("chiller summary", () => {
  afterEach(() => setUnitSystem("si"));

  it("shows the chiller's compliance against its requirement, each approach and the exchangers in kW", () => {
    render(<ChillerSummary result={result} />);
    expect(screen.getByTestId("chiller-compliance-status").textContent).toBe("CUMPLE CON RESERVA");
    expect(screen.getByTestId("chiller-approaches").textContent).toContain("Circuito 2: aproximación 1.5 K");
    expect(screen.getByText(/intercambiador B25 de 5\.00 kW para 35\.00 kW/)).toBeTruthy();
  });

  it("shows the water side's flows in GPM and the approaches in °F for an I-P user", () => {
    setUnitSystem("ip");
    const waterCooled = { ...result, coldSideFlow: 378.5411784, hotSide: { requiredFlow: 757.0823568, givenFlow: 946.352946, difference: 189.2705892 } } as unknown as ChillerResult;
    render(<ChillerSummary result={waterCooled} />);
    // 378.5411784 L/min = 100 GPM (1 US gallon = 3.785411784 L).
    expect(screen.getByText("Caudal lado frío (GPM)").nextSibling?.textContent).toBe("100.00");
    expect(screen.getByText("Caudal requerido lado caliente (GPM)").nextSibling?.textContent).toBe("200.00");
    expect(screen.getByText(/Caudal indicado 250\.00 GPM; diferencia 50\.00 GPM\./)).toBeTruthy();
    expect(screen.getByTestId("chiller-approaches").textContent).toContain("Circuito 2: aproximación 2.7 °F");
  });

  it("leaves out what results recorded before engine 1.1.0 do not have", () => {
    const { compliance: _c, approaches: _a, ...older } = result;
    render(<ChillerSummary result={older as ChillerResult} />);
    expect(screen.queryByTestId("chiller-compliance")).toBeNull();
    expect(screen.queryByTestId("chiller-approaches")).toBeNull();
  });
});
