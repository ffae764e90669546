import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CapacityRange, LineResult } from "../../types/results";
import { CapacityRangeLine } from "./capacity-range";

const range: CapacityRange = { minimum: 6.42, maximum: 72.63, minimumMassFlow: 0.03, leadModel: "3DA3-075E-TFD", minimumFrequency: null, maximumFrequency: null, basis: "productDefault" };

const suction = (lineNumber: number, riserOk: boolean, doubled = false): LineResult => ({
  lineNumber,
  kind: "suction",
  capacity: 20_000,
  diameter: "1-1/8",
  diameterMm: 28.575,
  velocity: 8,
  pressureDropKpa: 10,
  penaltyK: 0.5,
  meetsCriteria: true,
  oilReturn: { velocityAtMinimum: 3, minimumVertical: 5, riserOk, horizontalOk: true },
  ...(doubled ? { doubleRiser: { small: {}, large: {}, penaltyKPerM: 0.03 } as unknown as LineResult["doubleRiser"] } : {}),
});

const shown = (lines: LineResult[], of: CapacityRange = range) => {
  render(<CapacityRangeLine testId="range" range={of} suctionLines={lines} />);
  return screen.getByTestId("range").textContent;
};

// Tester report 2, defect 26: the range said 'retorno de aceite comprobado en
// el mínimo', read as a pass while the warnings asked for double risers. It
// now says what the check found, in the sheet's words (speed.rs `state_oil_return`).
describe("the capacity range line", () => {
  it("says which suction line does not lift the oil at the minimum", () => {
    expect(shown([suction(1, true), suction(2, false)])).toContain("retorno de aceite en el mínimo: no asegurado en la línea de succión 2 (ver advertencias)");
  });

  it("names the lines that carry the oil with a double riser", () => {
    expect(shown([suction(1, false, true), suction(2, false, true)])).toContain(
      "retorno de aceite en el mínimo: con doble montante en las líneas de succión 1, 2 (ver Líneas de Succión)",
    );
  });

  it("says single risers lift it", () => {
    expect(shown([suction(1, true)])).toContain("retorno de aceite en el mínimo: cumple con montante simple");
  });

  it("says when there is no field suction line to check", () => {
    expect(shown([])).toContain("retorno de aceite en el mínimo: sin líneas de succión en obra que comprobar");
  });

  // Engine 1.14.0: a digital scroll's 10 % averages loaded and unloaded cycles; its oil return was checked at the
  // loaded flow, and the screen says so in the sheet's words (speed.rs `state_loaded_flow`).
  it("says a digital scroll's minimum and that its oil return is at the loaded flow", () => {
    const digital = { ...range, minimum: 2.14, minimumShare: 0.1, loadedMassFlow: 300 };
    expect(shown([suction(1, true)], digital)).toContain(
      "(mínimo: 10 % del compresor líder 3DA3-075E-TFD, scroll digital (Copeland Scroll Digital modula del 10 al 100 %, boletín AE21-1319 R2, refrigeración); retorno de aceite en el mínimo, al caudal pleno del compresor en carga (el mínimo promedia ciclos con y sin carga): cumple con montante simple)",
    );
  });
});
