import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setUnitSystem } from "@/lib/units";
import type { Compliance } from "../../types/results";
import { CompliancePanel } from "./compliance-panel";

// Tester 2's defect 5: a condensing unit whose CAD-1V-14 condenser lets 6.55 kW
// of the compressors' 19.64 kW through, against 12.00 kW required: 54.6 %.
const limited: Compliance = {
  requiredCapacity: 12_000,
  percentage: 54.6,
  status: "INSUFICIENTE",
  reserve: -45.4,
  limitedBy: { component: "condenser", model: "CAD-1V-14", capacity: 6_552, compressorsCapacity: 19_640 },
};

describe("CompliancePanel", () => {
  afterEach(() => setUnitSystem("si"));

  it("states the capacity a limiting component lets through, the one the percentage is of, and names the component", () => {
    render(<CompliancePanel compliance={limited} calculatedW={19_640} testId="c" />);
    expect(screen.getByText(/^Calculada/).textContent).toBe("Calculada 6.55 kW · Requerida 12.00 kW");
    expect(screen.getByTestId("c-limit").textContent).toBe("Limitado por el condensador CAD-1V-14: 6.55 kW de los 19.64 kW de los compresores");
    expect(screen.getByTestId("c-percentage").textContent).toBe("54.6 %");
  });

  it("names a chiller's plate exchanger, in the user's capacity unit", () => {
    setUnitSystem("mx");
    // 63.52 kW of 64.21 kW: 18.06 TR of 18.26 TR (1 TR = 3.516853 kW).
    const exchanger: Compliance = {
      requiredCapacity: 60_000,
      percentage: 105.9,
      status: "CUMPLE CON RESERVA",
      reserve: 5.9,
      limitedBy: { component: "heatExchanger", model: "PSD-25", capacity: 63_520, compressorsCapacity: 64_210 },
    };
    render(<CompliancePanel compliance={exchanger} calculatedW={64_210} testId="c" />);
    expect(screen.getByText(/^Calculada/).textContent).toBe("Calculada 18.06 TR · Requerida 17.06 TR");
    expect(screen.getByTestId("c-limit").textContent).toBe("Limitado por el intercambiador PSD-25: 18.06 TR de los 18.26 TR de los compresores");
  });

  it("names a missing condenser as the sheet does", () => {
    render(<CompliancePanel compliance={{ ...limited, percentage: 0, reserve: -100, status: "INSUFICIENTE", limitedBy: { component: "noCondenser", model: "", capacity: 0, compressorsCapacity: 19_640 } }} calculatedW={19_640} testId="c" />);
    expect(screen.getByTestId("c-limit").textContent).toBe("Limitado por la falta de condensador (la selección automática no encontró ninguno): 0.00 kW de los 19.64 kW de los compresores");
  });

  it("keeps the compressors' capacity when nothing limits it", () => {
    const { limitedBy: _l, ...free } = limited;
    render(<CompliancePanel compliance={{ ...free, percentage: 163.7, status: "CUMPLE CON RESERVA", reserve: 63.7 }} calculatedW={19_640} testId="c" />);
    expect(screen.getByText(/^Calculada/).textContent).toBe("Calculada 19.64 kW · Requerida 12.00 kW");
    expect(screen.queryByTestId("c-limit")).toBeNull();
  });

  // Tester report 3 (json/chiller-glicol.json): 'Cumplimiento 29.7 % … FUERA DE ENVOLVENTE' hid that it also falls short.
  it("states both a compressor outside its envelope and a capacity that falls short", () => {
    const { limitedBy: _l, ...free } = limited;
    render(<CompliancePanel compliance={{ ...free, percentage: 29.7, status: "FUERA DE ENVOLVENTE", reserve: -70.3, insufficient: true }} calculatedW={7_770} testId="c" />);
    // As the sheet prints it from ficha-13.
    expect(screen.getByTestId("c-status").textContent).toBe("FUERA DE ENVOLVENTE · INSUFICIENTE");
  });

  it("says only outside the envelope where the capacity alone would comply", () => {
    const { limitedBy: _l, ...free } = limited;
    render(<CompliancePanel compliance={{ ...free, percentage: 118.8, status: "FUERA DE ENVOLVENTE", reserve: 18.8, insufficient: false }} calculatedW={14_256} testId="c" />);
    expect(screen.getByTestId("c-status").textContent).toBe("FUERA DE ENVOLVENTE");
  });
});
