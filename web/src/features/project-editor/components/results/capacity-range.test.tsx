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

const shown = (lines: LineResult[]) => {
  render(<CapacityRangeLine testId="range" range={range} suctionLines={lines} />);
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
});
