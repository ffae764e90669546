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
    expect(screen.getByTestId("chiller-approaches").textContent).toContain("Circuito 2: aproximación 1.5 K (ajustada)");
    expect(screen.getByTestId("chiller-approaches").textContent).toContain("Circuito 1: aproximación 5.0 K");
    expect(screen.getByTestId("chiller-approaches").textContent).not.toContain("5.0 K (ajustada)");
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

// A 25 kPa at 86 L/min rating scaled to 100 L/min: 25 · (100/86)² = 33.802 kPa
// (docs/decisions/2026-11-27-plate-exchanger-pressure-drop.md).
const rated = (circuitId: string, ratedForWaterOnly = false) => ({
  circuitId,
  heatExchangerId: "h",
  model: "B25",
  capacity: 40_000,
  requiredCapacity: 35_000,
  sufficient: true,
  waterPressureDrop: { kpa: 25 * (100 / 86) ** 2, flowLmin: 100, ratedKpa: 25, ratedFlowLmin: 86, exponent: 2, ratedForWaterOnly },
});
const withChecks = (checks: unknown[]) => ({ ...result, heatExchangerChecks: checks }) as unknown as ChillerResult;
const rows = () =>
  Object.fromEntries(screen.queryAllByTestId("pressure-drop-row").map((row) => [row.querySelector("dt")!.textContent, row.querySelector("dd")!.textContent]));
const notes = () => [...screen.getByTestId("chiller-pressure-drops").querySelectorAll("p")].map((p) => p.textContent);

describe("chiller summary, the plate exchangers' water pressure drop", () => {
  afterEach(() => setUnitSystem("si"));

  it("shows each circuit's drop with its flow, the catalogue rating once and how it was scaled", () => {
    render(<ChillerSummary result={withChecks([rated("1"), rated("2")])} fluid={{ code: "water", name: "Agua" }} />);
    expect(rows()).toEqual({
      "Caída de presión del agua (circuito 1)": "33.80 kPa con 100.00 L/min",
      "Caída de presión del agua (circuito 2)": "33.80 kPa con 100.00 L/min",
      "Caída de presión de catálogo · B25": "25.00 kPa con 86.00 L/min de agua",
    });
    expect(notes()).toEqual([expect.stringContaining("Δp ∝ caudal²")]);
  });

  it("shows the drop in psi with the flow in GPM for an I-P user", () => {
    setUnitSystem("ip");
    render(<ChillerSummary result={withChecks([rated("1")])} />);
    // 33.802 kPa / 6.894757 kPa/psi = 4.90 psi; 100 L/min / 3.785411784 L/gal = 26.42 GPM.
    expect(rows()["Caída de presión del agua (circuito 1)"]).toBe("4.90 psi con 26.42 GPM");
    expect(rows()["Caída de presión de catálogo · B25"]).toBe("3.63 psi con 22.72 GPM de agua");
  });

  it("never gives water's figure as a glycol's: it is named the fluid's, an estimate, and the note says the real one is higher", () => {
    render(<ChillerSummary result={withChecks([rated("1", true)])} fluid={{ code: "MPG-30", name: "Propilenglicol al 30 %" }} />);
    expect(rows()["Caída de presión del fluido (circuito 1)"]).toBe("33.80 kPa con agua a 100.00 L/min (estimación)");
    expect(screen.queryByText(/Caída de presión del agua/)).toBeNull();
    expect(notes()[0]).toBe(
      "Con Propilenglicol al 30 % la caída de presión es mayor que la indicada, que es la del agua al mismo caudal (estimación: el catálogo la da para agua); confírmela con el fabricante.",
    );
  });

  // Tester report 3: an m³/h project read its drops' flows in L/min only, where its sheet prints m³/h.
  it("gives each flow in the project's own unit beside the user's", () => {
    render(<ChillerSummary result={withChecks([rated("1")])} fluid={{ code: "water", name: "Agua" }} flowUnit="m3h" />);
    // 100 L/min = 6.00 m³/h; 86 L/min = 5.16 m³/h.
    expect(rows()["Caída de presión del agua (circuito 1)"]).toBe("33.80 kPa con 100.00 L/min (6.00\u00A0m³/h)");
    expect(rows()["Caída de presión de catálogo · B25"]).toBe("25.00 kPa con 86.00 L/min (5.16\u00A0m³/h) de agua");
  });

  it("says the drop of an unrated exchanger is not known, with no rating nor method", () => {
    render(<ChillerSummary result={result} fluid={{ code: "MEG-20" }} />);
    expect(rows()).toEqual({
      "Caída de presión del fluido (circuito 1)": "no conocida: el catálogo no da la caída de presión de este intercambiador o falta el caudal",
    });
    expect(notes()).toEqual([]);
  });

  it("says when the project assigns no plate exchanger", () => {
    render(<ChillerSummary result={withChecks([])} />);
    expect(rows()).toEqual({});
    expect(notes()).toEqual(["Intercambiador de placas: ninguno asignado en el proyecto; modelo y caída de presión por definir."]);
  });
});

describe("chiller summary, a project whose flows are in m³/h (tester 2's defect 18)", () => {
  it("gives the flows in the project's own unit beside the user's, as its sheet prints them", () => {
    // 171.64 L/min = 10.30 m³/h; 233.47 L/min = 14.01 m³/h (1 m³/h = 1000/60 L/min).
    const waterCooled = { ...result, coldSideFlow: 171.64, hotSide: { requiredFlow: 233.47, givenFlow: null, difference: null } } as unknown as ChillerResult;
    render(<ChillerSummary result={waterCooled} flowUnit="m3h" />);
    expect(screen.getByText("Caudal lado frío (L/min)").nextSibling?.textContent).toBe("171.64 (10.30\u00A0m³/h)");
    expect(screen.getByText("Caudal requerido lado caliente (L/min)").nextSibling?.textContent).toBe("233.47 (14.01\u00A0m³/h)");
  });

  it("says it once when the project's unit is the user's", () => {
    render(<ChillerSummary result={result} flowUnit="lmin" />);
    expect(screen.getByText("Caudal lado frío (L/min)").nextSibling?.textContent).toBe("100.00");
  });
});

describe("chiller summary, the chilled fluid's freezing margins (tester 2's defect 20)", () => {
  afterEach(() => setUnitSystem("si"));
  // MEG-30 freezes at -14.6 °C; leaving at -4 °C and evaporating at -9 °C: 10.6 K and 5.6 K, as the sheet prints them.
  const glycol = { ...result, circuits: [{ evapTemp: -9 }, { evapTemp: -7 }] } as unknown as ChillerResult;
  const figureOf = (label: string) => screen.getByText(label).nextSibling?.textContent;

  it("shows the fluid's freezing point and how far the leaving fluid and the coldest evaporation stand from it", () => {
    render(<ChillerSummary result={glycol} freezing={{ point: -14.6, leaving: -4 }} />);
    expect(figureOf("Punto de congelación del fluido (°C)")).toBe("-14.6");
    expect(figureOf("Margen de congelación · salida (K)")).toBe("10.6");
    expect(figureOf("Margen de congelación · evaporación (K)")).toBe("5.6");
  });

  it("in °F for an I-P user", () => {
    setUnitSystem("ip");
    render(<ChillerSummary result={glycol} freezing={{ point: -14.6, leaving: -4 }} />);
    expect(figureOf("Punto de congelación del fluido (°F)")).toBe("5.7");
    expect(figureOf("Margen de congelación · salida (°F)")).toBe("19.1");
  });
});

// The tester's PSD-25 on a MEG-30 circuit (engine 1.13.0): judged on its estimate at the duty, 12.90 kW of a 25 kW rating.
const estimated = (required: number, withinUncertainty = false) => ({
  circuitId: "1",
  heatExchangerId: "h",
  model: "PSD-25",
  capacity: 25_000,
  requiredCapacity: required,
  sufficient: 12_900 >= required,
  capacityBasis: "estimate",
  dutyCapacity: { capacity: 12_900, ratedLmtd: 7.21, dutyLmtd: 6.8, filmRatio: 0.38, uaRatio: 0.55, lowerBound: 11_500 },
  withinUncertainty,
});

describe("chiller summary, the plate exchangers as the sheet judges them", () => {
  const lines = () => screen.getAllByTestId("exchanger-check").map((li) => li.textContent);

  it("shows the estimate the engine judged with, not the catalogue capacity, and says so", () => {
    render(<ChillerSummary result={withChecks([estimated(12_000)])} />);
    expect(lines()).toEqual(["Circuito 1: intercambiador PSD-25 de 12.90 kW (estimación) (25.00 kW de catálogo) para 12.00 kW — suficiente"]);
  });

  it("says 'atención' with the estimate's low end where the margin is within its uncertainty, as the sheet flags it", () => {
    render(<ChillerSummary result={withChecks([estimated(12_000, true)])} />);
    expect(lines()[0]).toBe(
      "Circuito 1: intercambiador PSD-25 de 12.90 kW (estimación) (25.00 kW de catálogo) para 12.00 kW — atención: con el lado del fluido entre el 30 % y el 70 % de la resistencia serían 11.50 kW",
    );
    expect(screen.getByTestId("exchanger-check").className).toContain("amber");
  });

  it("says 'insuficiente' on the estimate even where the catalogue capacity would pass", () => {
    render(<ChillerSummary result={withChecks([estimated(20_000)])} />);
    expect(lines()[0]).toContain("de 12.90 kW (estimación) (25.00 kW de catálogo) para 20.00 kW — insuficiente");
    expect(screen.getByTestId("exchanger-check").className).toContain("text-destructive");
  });

  it("gives no verdict on a capacity that could not be judged", () => {
    const unverified = { ...estimated(12_000), sufficient: false, capacityBasis: "unverified", dutyCapacity: undefined };
    render(<ChillerSummary result={withChecks([unverified])} />);
    expect(lines()).toEqual(["Circuito 1: intercambiador PSD-25 de 25.00 kW (sin verificar) para 12.00 kW"]);
  });
});
