import { afterEach, describe, expect, it } from "vitest";
import { describePath, formatInputValue, formatPercentChange, inputRows, pathSegments, resultRows, type DiffRow } from "./diff-format";
import { setNumberLocale } from "@/lib/format";
import { setUnitSystem } from "@/lib/units";

/** What the screen reads: the no-break space before a unit written as a space. */
const read = (text: string) => text.replace(/\u00A0/g, " ");
const readRow = (row: DiffRow): DiffRow => ({ ...row, before: read(row.before), after: read(row.after), delta: read(row.delta), deltaPct: read(row.deltaPct) });

afterEach(() => setNumberLocale("es-MX"));

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
    expect(formatInputValue(-10, "rackConfig.circuits[0].evapTemp")).toBe("-10\u00A0°C");
    expect(formatInputValue(12.345, "rackConfig.circuits[0].requiredCapacity")).toBe("12.35\u00A0kW");
    expect(formatInputValue(true, "isPro")).toBe("Sí");
    expect(formatInputValue(false, "rackConfig.hotGasDefrost")).toBe("No");
    expect(formatInputValue(null)).toBe("—");
    expect(formatInputValue("")).toBe("—");
    expect(formatInputValue("3DA3-075E-TFD", "x.model")).toBe("3DA3-075E-TFD");
    expect(formatInputValue([60, 40], "division.values")).toBe("60, 40");
    expect(formatInputValue([{ model: "a" }, { model: "b" }])).toBe("2 elemento(s)");
  });

  // The forms' and the sheet's words for the stored codes; a 'VFD' control is not a 'VFD' fan.
  it("words a unit's capacity control and fan type by their key, as the forms and the sheet do", () => {
    expect(formatInputValue("VFD", "rackConfig.capacityControl")).toBe("Variador de frecuencia");
    expect(formatInputValue("VFD", "rackConfig.condenserFanType")).toBe("Con variador de frecuencia");
    expect(formatInputValue("FIX SPEED", "condensingUnitConfig.condenserFanType")).toBe("Velocidad fija");
    expect(formatInputValue("STANDARD", "condensingUnitConfig.capacityControl")).toBe("Por etapas (arranque y paro)");
  });

  // The version diff of a condenser's rating said 'Fuente: project → catalogue' (review of engine 1.14.0).
  it("words who states a condenser's rating as the sheet does", () => {
    expect(formatInputValue("project", "circuitCondensers.0.condenser.rating.source")).toBe("indicada en el proyecto");
    expect(formatInputValue("catalogue", "condenserAnalysis.rating.source")).toBe("catálogo del condensador");
  });
});

describe("formatPercentChange", () => {
  it("signs the change with the percent quantity's one decimal and has no figure when there is none", () => {
    expect(read(formatPercentChange(5.26))).toBe("+5.3 %");
    expect(read(formatPercentChange(-12.04))).toBe("-12.0 %");
    expect(read(formatPercentChange(0))).toBe("0.0 %");
    expect(read(formatPercentChange(0.04))).toBe("0.0 %");
    expect(formatPercentChange(null)).toBe("—");
    expect(formatPercentChange(Number.POSITIVE_INFINITY)).toBe("—");
  });
});

describe("resultRows", () => {
  it("shows results as the results tables do: capacities and powers in kW with 2 decimals, currents in A, the change and its percentage", () => {
    const rows = resultRows([
      { path: "totals.coolingCapacity", before: 20_000, after: 21_050, delta: 1_050, deltaPct: 5.25 },
      { path: "electricalLoads.mca", before: 40, after: 38, delta: -2, deltaPct: -5 },
      { path: "totals.powerInput", before: 0, after: 1500, delta: 1500, deltaPct: null },
    ]).map(readRow);
    expect(rows[0]).toMatchObject({
      label: "Totales › Capacidad frigorífica",
      before: "20.00 kW",
      after: "21.05 kW",
      delta: "+1.05 kW",
      deltaPct: "+5.3 %",
    });
    expect(rows[1]).toMatchObject({ before: "40.00 A", after: "38.00 A", delta: "-2.00 A", deltaPct: "-5.0 %" });
    expect(rows[2]).toMatchObject({ before: "0.00 kW", after: "1.50 kW", deltaPct: "—" });
  });

  it("takes each quantity's decimals from the number table", () => {
    const rows = resultRows([
      { path: "circuits[0].compressors[1].dischargeTemp", before: 75.25, after: 80, delta: 4.75, deltaPct: 6.31 },
      { path: "circuits[0].suctionLines[0].penaltyK", before: 0.84, after: 1.26, delta: 0.42, deltaPct: 50 },
      { path: "circuits[0].suctionLines[0].pressureDropKpa", before: 12.345, after: 14, delta: 1.655, deltaPct: 13.4 },
      { path: "refrigerantCharge.breakdown[0].volume", before: 1.5, after: 2, delta: 0.5, deltaPct: 33.33 },
      { path: "totals.cop", before: 2.456, after: 2.3, delta: -0.156, deltaPct: -6.35 },
    ]).map(readRow);
    expect(rows[0]).toMatchObject({ before: "75.3 °C", after: "80.0 °C", delta: "+4.8 K", deltaPct: "—" });
    expect(rows[1]).toMatchObject({ before: "0.84 K", after: "1.26 K", delta: "+0.42 K" });
    expect(rows[2]).toMatchObject({ before: "12.35 kPa", after: "14.00 kPa", delta: "+1.66 kPa" });
    expect(rows[3]).toMatchObject({ before: "1.50 L", after: "2.00 L" });
    expect(rows[4]).toMatchObject({ before: "2.46", after: "2.30", delta: "-0.16", deltaPct: "-6.4 %" });
  });

  it("prints MOCP and the breaker as the results panel and the sheet do (whole amperes)", () => {
    const rows = resultRows([
      { path: "electricalLoads.mocp", before: 15, after: 20, delta: 5, deltaPct: 33.33 },
      { path: "electricalLoads.recommendations.breaker", before: 15, after: 20, delta: 5, deltaPct: 33.33 },
      { path: "electricalLoads.mca", before: 10.5714, after: 12, delta: 1.4286, deltaPct: 13.51 },
    ]).map(readRow);
    expect(rows[0]).toMatchObject({ before: "15 A", after: "20 A", delta: "+5 A" });
    expect(rows[1]).toMatchObject({ before: "15 A", after: "20 A", delta: "+5 A" });
    expect(rows[2]).toMatchObject({ before: "10.57 A", after: "12.00 A", delta: "+1.43 A" });
  });

  it("gives the simple type's compressor capacity 1 decimal and a rack's 2 (spec section 2)", () => {
    const [simple, rack, power] = resultRows([
      { path: "compressors[0].coolingCapacity", before: 10_040, after: 10_260, delta: 220, deltaPct: 2.19 },
      { path: "circuits[0].compressors[0].coolingCapacity", before: 10_040, after: 10_260, delta: 220, deltaPct: 2.19 },
      { path: "compressors[0].powerInput", before: 4_000, after: 4_125, delta: 125, deltaPct: 3.13 },
    ]).map(readRow);
    expect(simple).toMatchObject({ before: "10.0 kW", after: "10.3 kW", delta: "+0.2 kW" });
    expect(rack).toMatchObject({ before: "10.04 kW", after: "10.26 kW", delta: "+0.22 kW" });
    expect(power).toMatchObject({ before: "4.00 kW", after: "4.13 kW" });
  });

  it("computes the difference when the server leaves it out, and a dash for a figure that appeared", () => {
    const [row, appeared] = resultRows([
      { path: "refrigerantCharge.recommendedCharge", before: 10, after: 12.5, delta: null, deltaPct: 25 },
      { path: "totals.current", before: null, after: 12, delta: null, deltaPct: null },
    ]).map(readRow);
    expect(row).toMatchObject({ label: "Carga de refrigerante › Carga recomendada", delta: "+2.50 kg", deltaPct: "+25.0 %" });
    expect(appeared).toMatchObject({ before: "—", after: "12.00 A", delta: "—" });
  });

  it("shows the condenser's load split in % although a share is named like a capacity", () => {
    const [share, load] = resultRows([
      { path: "condenserAnalysis.percentages.coolingCapacity", before: 73.04, after: 69.12, delta: -3.92, deltaPct: -5.37 },
      { path: "condenserAnalysis.coolingCapacity", before: 21387.33, after: 18119.44, delta: -3267.89, deltaPct: -15.28 },
    ]).map(readRow);
    expect(share).toMatchObject({ label: "Análisis del condensador › Reparto › Capacidad frigorífica", before: "73.0 %", after: "69.1 %", delta: "-3.9 p. p.", deltaPct: "—" });
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
    ]).map(readRow);
    // A temperature moves by kelvins; '+20 %' of -10 °C would mean nothing.
    expect(temp).toMatchObject({ before: "-10 °C", after: "-8 °C", delta: "+2 K", deltaPct: "—" });
    expect(model).toMatchObject({ label: "Circuito 1 › Compresor 1 › Modelo", before: "A", after: "B", delta: "—", deltaPct: "—" });
  });

  it("prints inputs with their quantity's decimals, more only when those would hide the change", () => {
    const [distance, voltage, hidden] = inputRows([
      { path: "rackConfig.pipeDistance", before: 25, after: 30.25 },
      { path: "voltage", before: 460, after: 480 },
      { path: "rackConfig.circuits[0].evapTemp", before: -10.04, after: -10.01 },
    ]).map(readRow);
    expect(distance).toMatchObject({ before: "25 m", after: "30.3 m", delta: "+5.3 m" });
    expect(voltage).toMatchObject({ before: "460 V", after: "480 V", delta: "+20 V", deltaPct: "+4.3 %" });
    expect(hidden).toMatchObject({ before: "-10.04 °C", after: "-10.01 °C", delta: "+0.03 K" });
  });
});

describe("differences of temperatures and percentages", () => {
  it("says a temperature change in K and a percentage change in percentage points, with no % of either", () => {
    const [cond, oversizing, superheat] = inputRows([
      { path: "condTemp", before: 40, after: 45 },
      { path: "condensingUnitConfig.condenserOversizing", before: 10, after: 15 },
      { path: "superheat", before: 5, after: 10 },
    ]).map(readRow);
    expect(cond).toMatchObject({ before: "40 °C", after: "45 °C", delta: "+5 K", deltaPct: "—" });
    expect(oversizing).toMatchObject({ before: "10 %", after: "15 %", delta: "+5 p. p.", deltaPct: "—" });
    // A temperature difference (superheat, ΔT) is said in K too, with no % (issue 24, tester's finding).
    expect(superheat).toMatchObject({ before: "5 K", after: "10 K", delta: "+5 K", deltaPct: "—" });
    const [ratingSuperheat, setEvap] = resultRows([
      { path: "circuits[0].compressors[0].ratingConditions.superheat", before: 28.3, after: 26.3, delta: -2, deltaPct: -7.07 },
      { path: "circuits[0].compressors[0].temperatureBasis.setEvapTemp", before: -10, after: -8, delta: 2, deltaPct: 20 },
    ]).map(readRow);
    expect(ratingSuperheat).toMatchObject({ before: "28.3 K", after: "26.3 K", delta: "-2.0 K", deltaPct: "—" });
    expect(setEvap).toMatchObject({ before: "-10.0 °C", after: "-8.0 °C", delta: "+2.0 K", deltaPct: "—" });
    const [reserve] = resultRows([{ path: "circuits[0].compliance.reserve", before: 12.5, after: -3.25, delta: -15.75, deltaPct: -126 }]).map(readRow);
    expect(reserve).toMatchObject({ before: "12.5 %", after: "-3.3 %", delta: "-15.8 p. p.", deltaPct: "—" });
  });
});

describe("in a decimal-comma locale", () => {
  it("prints results, inputs, changes and percentages with a comma and the same decimals", () => {
    setNumberLocale("es-ES");
    const [capacity, share] = resultRows([
      { path: "totals.coolingCapacity", before: 20_000, after: 21_050, delta: 1_050, deltaPct: 5.25 },
      { path: "condenserAnalysis.percentages.coolingCapacity", before: 73.04, after: 69.12, delta: -3.92, deltaPct: -5.37 },
    ]).map(readRow);
    expect(capacity).toMatchObject({ before: "20,00 kW", after: "21,05 kW", delta: "+1,05 kW", deltaPct: "+5,3 %" });
    expect(share).toMatchObject({ before: "73,0 %", after: "69,1 %", delta: "-3,9 p. p.", deltaPct: "—" });
    const [temp, hidden] = inputRows([
      { path: "rackConfig.circuits[0].evapTemp", before: -10, after: -12.5 },
      { path: "chillerConfig.coldSide.tempIn", before: 12.04, after: 12.01 },
    ]).map(readRow);
    expect(temp).toMatchObject({ before: "-10 °C", after: "-12,5 °C", delta: "-2,5 K", deltaPct: "—" });
    expect(hidden).toMatchObject({ before: "12,04 °C", after: "12,01 °C", delta: "-0,03 K" });
    expect(read(formatInputValue(12.345, "rackConfig.circuits[0].requiredCapacity"))).toBe("12,35 kW");
  });

  it("keeps the thousands group and the sign rules of the number module (es-AR)", () => {
    setNumberLocale("es-AR");
    const [load] = resultRows([{ path: "condenserAnalysis.heatRejection", before: 121_387_330, after: 118_119_440, delta: -3_267_890, deltaPct: -2.69 }]).map(readRow);
    expect(load).toMatchObject({ before: "121\u202F387,33 kW", after: "118\u202F119,44 kW", delta: "-3267,89 kW", deltaPct: "-2,7 %" });
  });
});

describe("in the user's units (issue 24 item 3)", () => {
  afterEach(() => setUnitSystem("si"));

  it("an I-P user reads typed temperatures in °F (trailing zeros dropped), their change in °F and capacities in BTU/h; power stays kW", () => {
    setUnitSystem("ip");
    const [row] = inputRows([{ path: "rackConfig.circuits[0].evapTemp", before: -10, after: -5 }]);
    expect([row.before, row.after, row.delta, row.deltaPct]).toEqual(["14\u00A0°F", "23\u00A0°F", "+9\u00A0°F", "—"]);
    const [capacity, power] = resultRows([
      { path: "totals.coolingCapacity", before: 3516.853, after: 7033.706, delta: 3516.853, deltaPct: 100 },
      { path: "totals.powerInput", before: 1000, after: 2000, delta: 1000, deltaPct: 100 },
    ]);
    expect([capacity.before, capacity.after, capacity.delta]).toEqual(["12\u202F000\u00A0BTU/h", "24\u202F000\u00A0BTU/h", "+12\u202F000\u00A0BTU/h"]);
    expect(power.after).toBe("2.00\u00A0kW");
  });

  // Tester report 4: 'Idioma de la ficha — → en', 'Unidades de la ficha — → IP'.
  it("names the sheet's language and units in words, and the default a project without them had", () => {
    const [language, units] = inputRows([
      { path: "sheetLanguage", before: null, after: "en" },
      { path: "sheetUnits", before: null, after: "IP" },
    ]);
    expect([language.label, language.before, language.after]).toEqual(["Idioma de la ficha", "Español", "Inglés"]);
    expect([units.label, units.before, units.after]).toEqual(["Unidades de la ficha", "SI", "I-P"]);
    expect(inputRows([{ path: "rackConfig.pipeDistance", before: null, after: 30 }])[0].before).toBe("—");
  });

  it("the Mexican mix reads capacities in TR and keeps °C", () => {
    setUnitSystem("mx");
    expect(formatInputValue(35.16853, "rackConfig.circuits[0].requiredCapacity")).toBe("10\u00A0TR");
    expect(formatInputValue(-10, "rackConfig.circuits[0].evapTemp")).toBe("-10\u00A0°C");
  });

  it("an I-P user reads line velocities in ft/min, pressure drops in psi and densities in lb/ft³", () => {
    setUnitSystem("ip");
    const [velocity, drop, density] = resultRows([
      { path: "circuits[0].suctionLines[0].velocity", before: 5.08, after: 10.16, delta: 5.08, deltaPct: 100 },
      { path: "dischargeLine.pressureDropKpa", before: 20, after: 13.789514, delta: -6.210486, deltaPct: -31.05 },
      { path: "refrigerantCharge.breakdown[0].density", before: 1200, after: 1201.384753047, delta: 1.384753047, deltaPct: 0.1 },
    ]);
    expect([velocity.before, velocity.after, velocity.delta]).toEqual(["1000\u00A0ft/min", "2000\u00A0ft/min", "+1000\u00A0ft/min"]);
    expect([drop.before, drop.after]).toEqual(["2.90\u00A0psi", "2.00\u00A0psi"]);
    expect([density.before, density.after]).toEqual(["74.91\u00A0lb/ft³", "75.00\u00A0lb/ft³"]);
  });

  it("shows a line's design pressure (bar gauge) and its tube's size as the lines table does, with no % of a temperature difference", () => {
    setUnitSystem("ip");
    const [ps, wall, penalty] = resultRows([
      { path: "dischargeLine.designPressure", before: 20, after: 25, delta: 5, deltaPct: 25 },
      { path: "dischargeLine.wallMm", before: 1.27, after: 2.54, delta: 1.27, deltaPct: 100 },
      { path: "dischargeLine.penaltyK", before: 1, after: 0.5, delta: -0.5, deltaPct: -50 },
    ]).map(readRow);
    expect(ps).toMatchObject({ label: "Línea de descarga › Presión de diseño PS", before: "290.1 psig", after: "362.6 psig", deltaPct: "+25.0 %" });
    // Tube sizes in inches to the thousandth, as the results' lines table shows them.
    expect(wall).toMatchObject({ before: "0.050 in", after: "0.100 in", delta: "+0.050 in", deltaPct: "+100.0 %" });
    setUnitSystem("si");
    const [diameter] = resultRows([{ path: "dischargeLine.diameterMm", before: 28.575, after: 34.925, delta: 6.35, deltaPct: 22.2 }]).map(readRow);
    expect(diameter).toMatchObject({ label: "Línea de descarga › Diámetro exterior", before: "28.58 mm", after: "34.93 mm", delta: "+6.35 mm" });
    setUnitSystem("ip");
    const [inches] = resultRows([{ path: "dischargeLine.diameterMm", before: 28.575, after: 34.925, delta: 6.35, deltaPct: 22.2 }]).map(readRow);
    expect(inches).toMatchObject({ before: "1.125 in", after: "1.375 in", delta: "+0.250 in" });
    expect(penalty).toMatchObject({ label: "Línea de descarga › Penalización", before: "1.8 °F", deltaPct: "—" });
  });

  it("names an entered saturation pressure and shows it absolute in the user's unit", () => {
    expect(describePath("condPressure.absoluteBar")).toBe("Presión de condensación › Absoluta");
    setUnitSystem("ip");
    const [row] = inputRows([{ path: "condPressure.absoluteBar", before: 5.1501042, after: 5.8395799 }]);
    expect([row.before, row.after, row.delta]).toEqual(["74.7\u00A0psia", "84.7\u00A0psia", "+10\u00A0psia"]);
    expect(formatInputValue(true, "condPressure.gauge")).toBe("Sí");
    // A circuit's evaporating pressure, entered on its own (issue 24 item 3).
    expect(describePath("chillerConfig.circuits[1].evapPressure.absoluteBar")).toBe("Circuito 2 › Presión de evaporación › Absoluta");
    const [circuit] = inputRows([{ path: "chillerConfig.circuits[1].evapPressure.absoluteBar", before: 3.4264, after: 3.7712 }]);
    expect(circuit.after).toBe("54.7\u00A0psia");
  });
});
