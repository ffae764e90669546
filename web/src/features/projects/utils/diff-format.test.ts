import { describe, expect, it } from "vitest";
import { describePath, formatInputValue, formatPercentChange, inputRows, pathSegments, resultRows } from "./diff-format";

describe("describePath", () => {
  it("numbers circuits and compressors from 1 and drops the configuration block", () => {
    expect(describePath("rackConfig.circuits[0].compressors[1].model")).toBe("Circuito 1 › Compresor 2 › Modelo");
    expect(describePath("rackConfig.circuits.2.evapTemp")).toBe("Circuito 3 › Temp. evaporación");
    expect(describePath("/chillerConfig/coldSide/tempIn")).toBe("Lado frío › Temp. entrada");
  });

  it("names result sections and keeps unknown fields as they are", () => {
    expect(describePath("totals.coolingCapacity")).toBe("Totales › Capacidad frigorífica");
    expect(describePath("electricalLoads.mca")).toBe("Cargas eléctricas › MCA");
    expect(describePath("circuits[1].suctionLines[0].reynolds")).toBe("Circuito 2 › Línea de succión 1 › reynolds");
    expect(describePath("condTemp")).toBe("Temp. condensación");
    expect(describePath("somethingNew")).toBe("somethingNew");
  });

  it("words the calculation's own fields, lines and shares", () => {
    expect(describePath("circuits[0].compliance.reserve")).toBe("Circuito 1 › Cumplimiento › Reserva");
    expect(describePath("dischargeLine.pressureDropKpa")).toBe("Línea de descarga › Caída de presión");
    expect(describePath("refrigerantCharge.breakdown[5].mass")).toBe("Carga de refrigerante › Componente 6 › Masa");
    expect(describePath("warnings[0]")).toBe("Advertencia 1");
  });

  it("splits every path style the same way", () => {
    expect(pathSegments("a.b[0].c")).toEqual(["a", "b", "0", "c"]);
    expect(pathSegments("/a/b/0/c")).toEqual(["a", "b", "0", "c"]);
  });
});

describe("formatInputValue", () => {
  it("shows inputs in their unit, booleans in Spanish and absent values as a dash", () => {
    expect(formatInputValue(-10, "rackConfig.circuits[0].evapTemp")).toBe("-10 °C");
    expect(formatInputValue(12.345, "rackConfig.circuits[0].requiredCapacity")).toBe("12.35 kW");
    expect(formatInputValue(true, "isPro")).toBe("Sí");
    expect(formatInputValue(false, "rackConfig.hotGasDefrost")).toBe("No");
    expect(formatInputValue(null)).toBe("—");
    expect(formatInputValue("")).toBe("—");
    expect(formatInputValue("3DA3-075E-TFD", "x.model")).toBe("3DA3-075E-TFD");
    expect(formatInputValue([60, 40], "division.values")).toBe("60, 40");
    expect(formatInputValue([{ model: "a" }, { model: "b" }])).toBe("2 elemento(s)");
  });
});

describe("formatPercentChange", () => {
  it("signs the change with one decimal and has no figure when there is none", () => {
    expect(formatPercentChange(5.26)).toBe("+5.3 %");
    expect(formatPercentChange(-12.04)).toBe("-12 %");
    expect(formatPercentChange(0)).toBe("0 %");
    expect(formatPercentChange(null)).toBe("—");
    expect(formatPercentChange(Number.POSITIVE_INFINITY)).toBe("—");
  });
});

describe("resultRows", () => {
  it("shows capacities and powers in kW, currents in A, with the change and its percentage", () => {
    const rows = resultRows([
      { path: "totals.coolingCapacity", before: 20_000, after: 21_050, delta: 1_050, deltaPct: 5.25 },
      { path: "electricalLoads.mca", before: 40, after: 38, delta: -2, deltaPct: -5 },
      { path: "totals.powerInput", before: 0, after: 1500, delta: 1500, deltaPct: null },
    ]);
    expect(rows[0]).toMatchObject({
      label: "Totales › Capacidad frigorífica",
      before: "20 kW",
      after: "21.05 kW",
      delta: "+1.05 kW",
      deltaPct: "+5.3 %",
    });
    expect(rows[1]).toMatchObject({ before: "40 A", after: "38 A", delta: "-2 A", deltaPct: "-5 %" });
    expect(rows[2]).toMatchObject({ before: "0 kW", after: "1.5 kW", deltaPct: "—" });
  });

  it("computes the difference when the server leaves it out, and a dash for a figure that appeared", () => {
    const [row, appeared] = resultRows([
      { path: "refrigerantCharge.recommendedCharge", before: 10, after: 12.5, delta: null, deltaPct: 25 },
      { path: "totals.current", before: null, after: 12, delta: null, deltaPct: null },
    ]);
    expect(row).toMatchObject({ label: "Carga de refrigerante › Carga recomendada", delta: "+2.5 kg", deltaPct: "+25 %" });
    expect(appeared).toMatchObject({ before: "—", after: "12 A", delta: "—" });
  });

  it("shows the condenser's load split in % although a share is named like a capacity", () => {
    const [share, load] = resultRows([
      { path: "condenserAnalysis.percentages.coolingCapacity", before: 73.04, after: 69.12, delta: -3.92, deltaPct: -5.37 },
      { path: "condenserAnalysis.coolingCapacity", before: 21387.33, after: 18119.44, delta: -3267.89, deltaPct: -15.28 },
    ]);
    expect(share).toMatchObject({ label: "Análisis del condensador › Reparto › Capacidad frigorífica", before: "73 %", after: "69.1 %", delta: "-3.9 %" });
    expect(load).toMatchObject({ before: "21.39 kW", after: "18.12 kW", delta: "-3.27 kW", deltaPct: "-15.3 %" });
  });

  it("shows text results such as a line diameter as they are, with no change figure", () => {
    const [line] = resultRows([{ path: "circuits[0].suctionLines[0].diameter", before: "7/8", after: "1-1/8", delta: null, deltaPct: null }]);
    expect(line).toMatchObject({ label: "Circuito 1 › Línea de succión 1 › Diámetro", before: "7/8", after: "1-1/8", delta: "—", deltaPct: "—" });
  });
});

describe("inputRows", () => {
  it("gives numeric inputs a change and a percentage, other inputs only before and after", () => {
    const [temp, model] = inputRows([
      { path: "rackConfig.circuits[0].evapTemp", before: -10, after: -8 },
      { path: "rackConfig.circuits[0].compressors[0].model", before: "A", after: "B" },
    ]);
    expect(temp).toMatchObject({ before: "-10 °C", after: "-8 °C", delta: "+2 °C", deltaPct: "+20 %" });
    expect(model).toMatchObject({ label: "Circuito 1 › Compresor 1 › Modelo", before: "A", after: "B", delta: "—", deltaPct: "—" });
  });
});
