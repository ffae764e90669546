import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type * as React from "react";
import { describe, expect, it, vi } from "vitest";
import type { ProjectForm } from "../../types/project";
import type { SimpleResult, SystemResult } from "../../types/results";
import { ResultsPanel } from "./results-panel";
import { decimalsOf } from "@/lib/format";
import { createQueryClient } from "@/lib/query-client";

/** The engine's texts ask the server for the user's units (SI here: no request). */
const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;

// The panel must take every figure's decimals from the one number table: here
// the table gives each quantity one decimal more than the real one, so a
// figure printed with a decimal count of its own shows the wrong number of digits.
vi.mock("@domain-data/number-format.json", async (importOriginal) => {
  const real = (await importOriginal<{ default: { decimals: Record<string, number> } }>()).default;
  const decimals = Object.fromEntries(Object.entries(real.decimals).map(([quantity, digits]) => [quantity, digits + 1]));
  return { default: { ...real, decimals } };
});

const limits = { evapTempMin: -40, evapTempMax: 7.5, condTempMin: 20, condTempMax: 55 };
const compressor = {
  compressorId: "1",
  model: "3DA3-075E-TFD",
  coolingCapacity: 12_345.6,
  powerInput: 4_321.09,
  current: 8.4567,
  dischargeTemp: 75.256,
  massFlow: 300,
  inEnvelope: true,
  operatingLimits: limits,
  warnings: [],
};
const line = (kind: "suction" | "liquid") => ({
  lineNumber: 1,
  kind,
  capacity: 12_345.6,
  diameter: "1 3/8",
  diameterMm: 31.966,
  velocity: 9.87654,
  pressureDropKpa: 12.34567,
  penaltyK: 0.45678,
  meetsCriteria: true,
  oilReturn: null,
});
const totals = { coolingCapacity: 12_345.6, powerInput: 4_321.09, current: 8.4567 };
const rack: SystemResult = {
  circuits: [
    {
      circuitId: "MT",
      evapTemp: -10,
      compressors: [compressor],
      totals,
      compliance: { requiredCapacity: 11_000, percentage: 112.2345, status: "CUMPLE CON RESERVA", reserve: 12.2345 },
      suctionLines: [line("suction")],
    },
  ],
  liquidLines: [line("liquid")],
  dischargeLine: null,
  condenserAnalysis: {
    coolingCapacity: 12_345.6,
    heatRejection: 16_666.6,
    oilCooling: 0,
    totalCondenserLoad: 16_666.6,
    oilCoolingFactor: 0.12345,
    percentages: { coolingCapacity: 74.0741, compressionHeat: 25.9259, oilCooling: 0 },
  },
  condenser: null,
  autoSelectedCondenser: null,
  autoSelectError: null,
  electricalLoads: {
    mca: 10.5714,
    mocp: 15.2,
    totals: 8.4567,
    compressors: [{ model: "3DA3-075E-TFD", rla: 8.4567, estimated: false }],
    crankcaseHeaters: 0.4321,
    controlConsumption: 0.5,
    condenser: 1.2345,
    voltage: 460,
    recommendations: { breaker: 15.2, conductor: "AWG 14", conductorMm2: 2.0812, notes: [] },
  },
  refrigerantCharge: {
    recommendedCharge: 11.23456,
    subtotal: 10.2132,
    margin: 1.02132,
    breakdown: [{ component: "Recibidor", volume: 12.3456, density: 1_045.678, mass: 12.909, note: null }],
    co2Equivalent: 44.04321,
    guidance: [],
  },
  totals: { ...totals, heatRejection: 16_666.6, cop: 2.857143 },
  warnings: [],
};
const form = { equipmentType: "rack", refrigerant: "R404A", condTemp: 40, evapTemp: null } as unknown as ProjectForm;

/** Digits after the decimal point of each figure in `text`. */
const decimalsIn = (text: string | null | undefined) => [...(text ?? "").matchAll(/\d+(?:\.(\d+))?/g)].map((m) => m[1]?.length ?? 0);

describe("results panel", () => {
  it("reads the mocked table (each quantity one decimal more)", () => {
    expect(decimalsOf("capacity")).toBe(3);
    expect(decimalsOf("compressorCapacity")).toBe(2);
    expect(decimalsOf("voltage")).toBe(1);
  });

  it("prints every figure of a rack with its quantity's decimals from the number table", () => {
    render(<ResultsPanel results={rack} form={form} />, { wrapper });
    const [row] = screen.getAllByTestId("result-row");
    const cells = within(row).getAllByRole("cell").map((c) => c.textContent);
    expect(cells.slice(1)).toEqual(["12.346", "4.321", "8.457", "75.26"]);
    expect(within(screen.getByTestId("circuit-table-1")).getByTestId("result-total").textContent).toContain("12.3464.3218.457");

    const suction = within(screen.getByTestId("suction-lines-1")).getByTestId("line-row");
    expect(suction.textContent).toContain("12.346");
    expect(suction.textContent).toContain("31.966");
    expect(suction.textContent).toContain("9.877");
    expect(suction.textContent).toContain("12.346 kPa · 0.457 K");
    expect(within(screen.getByTestId("liquid-lines-table")).getByTestId("line-row").textContent).toContain("12.346 kPa · 0.457 K");

    expect(screen.getByTestId("compliance-1-percentage").textContent).toBe("112.23 %");
    expect(screen.getByTestId("compliance-1-reserve").textContent).toBe("+12.23 %");
    expect(screen.getByTestId("compliance-1").textContent).toContain("Calculada 12.346 kW · Requerida 11.000 kW");
    expect(screen.getByTestId("operating-limits").textContent).toContain("-40.00 a 7.50");
    expect(screen.getByTestId("operating-limits").textContent).toContain("-10.00 / 40.00");

    expect(screen.getByTestId("total-capacity").textContent).toBe("12.346");
    expect(screen.getByTestId("total-power").textContent).toBe("4.321");
    expect(screen.getByTestId("total-current").textContent).toBe("8.457");
    expect(screen.getByTestId("total-heat-rejection").textContent).toBe("16.667");
    expect(screen.getByTestId("total-cop").textContent).toBe("2.857");

    const analysis = screen.getByTestId("condenser-analysis").textContent;
    expect(analysis).toContain("Capacidad frigorífica 74.07 %");
    expect(analysis).toContain("(factor 0.123)");
    expect(screen.getByTestId("condenser-load").textContent).toBe("16.667");

    expect(screen.getByTestId("mca").textContent).toBe("10.571");
    expect(screen.getByTestId("mocp").textContent).toBe("15.2");
    expect(screen.getByTestId("breaker").textContent).toBe("15.2");
    const electrical = screen.getByTestId("electrical-loads").textContent;
    expect(electrical).toContain("(2.081 mm²)");
    expect(electrical).toContain("Suma de RLA y cargas a 460.0 V");
    expect(electrical).not.toContain("Corriente total");
    expect(electrical).toContain("0.432 A");

    expect(screen.getByTestId("recommended-charge").textContent).toBe("11.235");
    expect(screen.getByTestId("co2-equivalent").textContent).toBe("44.043");
    const charge = screen.getByTestId("refrigerant-charge").textContent;
    expect(charge).toContain("12.346");
    expect(charge).toContain("1045.678");
    expect(charge).toContain("12.909");
    expect(decimalsIn(screen.getByTestId("circuit-result-1").querySelector("p")?.textContent)).toEqual([2, 2]);
  });

  it("says a unit without a condenser counts no fans, and colours a circuit outside its envelope red", () => {
    const circuit = rack.circuits[0];
    const compliance = { requiredCapacity: 11_000, percentage: 118.8, status: "FUERA DE ENVOLVENTE", reserve: 18.8 };
    const outside = { ...circuit, compliance };
    const noCondenser: SystemResult = { ...rack, circuits: [outside], electricalLoads: { ...rack.electricalLoads, condenser: 0 } };
    render(<ResultsPanel results={noCondenser} form={form} />, { wrapper });
    expect(screen.getByTestId("condenser-fans-current").textContent).toBe("Sin condensador");
    expect(screen.getByTestId("compliance-1-status").textContent).toBe("FUERA DE ENVOLVENTE");
    expect(screen.getByTestId("compliance-1-status").className).toContain("red");
    expect(screen.getByTestId("compliance-1-bar").className).toContain("red");
  });

  it("counts the condenser's fans when the answer has them", () => {
    render(<ResultsPanel results={rack} form={form} />, { wrapper });
    expect(screen.getByTestId("condenser-fans-current").textContent).toBe("1.235 A");
  });

  it("prints a simple type's compressor capacity with its own quantity (1 decimal in the spec)", () => {
    const simple: SimpleResult = { compressors: [compressor], totals };
    render(<ResultsPanel results={simple} form={{ ...form, equipmentType: "motocompresora", evapTemp: -10 } as ProjectForm} />, { wrapper });
    const [row] = within(screen.getByTestId("simple-table")).getAllByTestId("result-row");
    expect(within(row).getAllByRole("cell")[1].textContent).toBe("12.35");
    expect(within(screen.getByTestId("simple-table")).getByTestId("result-total").textContent).toContain("12.35");
  });

  it("shows a motor compressor's regulatory findings, each with its source (issue 21 item 7)", () => {
    const regulatoryCompliance = {
      jurisdiction: "ES",
      date: "2026-11-25",
      findings: [{ rule: "Prohibición de comercialización", source: "Reglamento (UE) 2024/573, anexo IV, punto 5", status: "fail" as const, message: "R404A (GWP 3922) está prohibido." }],
    };
    const simple: SimpleResult = { compressors: [compressor], totals, regulatoryCompliance };
    render(<ResultsPanel results={simple} form={{ ...form, equipmentType: "motocompresora", evapTemp: -10 } as ProjectForm} />, { wrapper });
    const card = screen.getByTestId("regulatory-compliance");
    expect(within(card).getByText(/anexo IV, punto 5/)).toBeInTheDocument();
  });
});

// Tester 2's defects 1 (screen), 5 and 23 (decimals here are the mocked table's: one more than the real ones).
describe("results panel, what the sheet says and the screen did not", () => {
  const moto = { ...form, equipmentType: "motocompresora", evapTemp: -10 } as ProjectForm;

  it("lists a failed automatic condenser selection first among the warnings, as the sheet does", () => {
    const failed: SystemResult = {
      ...rack,
      autoSelectError: { message: "Ningún condensador del catálogo alcanza 129.4 kW a ΔT = 3.0 K.", requiredCapacity: 129_400 },
      warnings: ["Otra advertencia"],
    };
    render(<ResultsPanel results={failed} form={form} />, { wrapper });
    const items = within(screen.getByTestId("result-warnings")).getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual(["Selección automática del condensador fallida: Ningún condensador del catálogo alcanza 129.4 kW a ΔT = 3.0 K.", "Otra advertencia"]);
  });

  it("shows a circuit limited by its condenser at what the condenser lets through, and names it", () => {
    const limitedBy = { component: "condenser" as const, model: "CAD-1V-14", capacity: 6_552, compressorsCapacity: 12_345.6 };
    const compliance = { requiredCapacity: 12_000, percentage: 54.6, status: "INSUFICIENTE", reserve: -45.4, limitedBy };
    const limited: SystemResult = { ...rack, circuits: [{ ...rack.circuits[0], compliance }] };
    render(<ResultsPanel results={limited} form={form} />, { wrapper });
    expect(screen.getByTestId("compliance-1").textContent).toContain("Calculada 6.552 kW · Requerida 12.000 kW");
    expect(screen.getByTestId("compliance-1-limit").textContent).toBe("Limitado por el condensador CAD-1V-14: 6.552 kW de los 12.346 kW de los compresores");
  });

  it("shows a saved motor compressor's electrical loads without control circuit nor fans, and says when they come", () => {
    const loads = { ...rack.electricalLoads, controlConsumption: 0, condenser: 0 };
    const { unmount } = render(<ResultsPanel results={{ compressors: [compressor], totals, electricalLoads: loads }} form={moto} />, { wrapper });
    expect(screen.getByTestId("mca").textContent).toBe("10.571");
    const card = screen.getByTestId("electrical-loads");
    expect(card.textContent).toContain("RLA 3DA3-075E-TFD");
    expect(within(card).queryByText("Control")).toBeNull();
    expect(within(card).queryByText("Ventiladores del condensador")).toBeNull();
    unmount();
    render(<ResultsPanel results={{ compressors: [compressor], totals }} form={moto} />, { wrapper });
    expect(screen.getByTestId("electrical-loads-on-save").textContent).toBe("MCA, MOCP, interruptor y conductor se calculan al guardar el proyecto.");
  });

  it("names a motor compressor once in a warning that already names it", () => {
    const warnings = ["Fuera de rango: el compresor 3DA3-075E-TFD opera fuera de su envolvente", "Temperatura de descarga alta"];
    render(<ResultsPanel results={{ compressors: [{ ...compressor, warnings }], totals }} form={moto} />, { wrapper });
    const items = within(screen.getByTestId("result-warnings")).getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual(["Fuera de rango: el compresor 3DA3-075E-TFD opera fuera de su envolvente", "3DA3-075E-TFD: Temperatura de descarga alta"]);
  });

  it("says a packaged unit has no field piping instead of empty line tables (defect 18)", () => {
    const packaged: SystemResult = { ...rack, circuits: [{ ...rack.circuits[0], suctionLines: [] }], liquidLines: [], dischargeLine: null };
    render(<ResultsPanel results={packaged} form={form} />, { wrapper });
    expect(screen.getByTestId("no-field-run").textContent).toContain("Sin tramo en obra: el equipo no lleva líneas de refrigerante entre componentes montadas en obra.");
    expect(screen.queryByTestId("suction-lines-1")).toBeNull();
    expect(screen.queryByTestId("liquid-lines-card")).toBeNull();
    expect(screen.queryByText("Líneas de Succión")).toBeNull();
  });

  it("prints '—' for an allowance's volume and density, and leaves out an empty component, as the sheet (defect 14)", () => {
    const breakdown = [
      { component: "Evaporador de placas soldadas", volume: 0, density: 0, mass: 3.05, note: "asignación de 0.05 kg/kW" },
      { component: "Recibidor", volume: 0, density: 0, mass: 0, note: null },
    ];
    render(<ResultsPanel results={{ ...rack, refrigerantCharge: { ...rack.refrigerantCharge, breakdown } }} form={form} />, { wrapper });
    const rows = screen.getAllByTestId("charge-row");
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getAllByRole("cell").map((c) => c.textContent)).toEqual(["Evaporador de placas soldadasasignación de 0.05 kg/kW", "—", "—", "3.050"]);
  });

  // Tester report 3, defect 10: a one-circuit chiller by the fluid method read 'Requerida 29.13 kW' for the unit and,
  // just below, 'Requerida 29.00 kW' for its circuit; its sheet judges the unit only.
  it("judges a one-circuit chiller once, against its one requirement, and each circuit of several", () => {
    const circuit = { ...rack.circuits[0], circuitId: "1", compliance: { requiredCapacity: 29_000, percentage: 126, status: "CUMPLE CON RESERVA", reserve: 26 } };
    const chiller = {
      ...rack,
      circuits: [circuit],
      generatedModelName: "CHAA-10-R134a-1C",
      requiredCapacity: 29_130,
      compliance: { requiredCapacity: 29_130, percentage: 125.5, status: "CUMPLE CON RESERVA", reserve: 25.5 },
      coldSideFlow: 83.33,
      hotSide: null,
      heatExchangerChecks: [],
    };
    const chillerForm = { ...form, equipmentType: "chiller", chillerConfig: { coldSide: { fluidType: "water", flowRateUnit: "m3h", tempOut: 7 } } } as unknown as ProjectForm;
    const { unmount } = render(<ResultsPanel results={chiller} form={chillerForm} />, { wrapper });
    expect(screen.getByTestId("chiller-compliance")).toBeInTheDocument();
    expect(screen.queryByTestId("compliance-1")).toBeNull();
    unmount();
    render(<ResultsPanel results={{ ...chiller, circuits: [circuit, { ...circuit, circuitId: "2" }] }} form={chillerForm} />, { wrapper });
    expect(screen.getByTestId("compliance-1")).toBeInTheDocument();
    expect(screen.getByTestId("compliance-2")).toBeInTheDocument();
  });
});
