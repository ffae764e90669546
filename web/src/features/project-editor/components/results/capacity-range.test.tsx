import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CapacityRangeLine } from "./capacity-range";

// Tester report 2, defect 26: the range said 'retorno de aceite comprobado en
// el mínimo', read as a pass while the warnings asked for double risers. The
// result is in the suction lines' table; the line points there.
describe("the capacity range line", () => {
  it("points to the suction lines for oil return instead of claiming it passed", () => {
    render(
      <CapacityRangeLine
        testId="range"
        range={{ minimum: 6.42, maximum: 72.63, minimumMassFlow: 0.03, leadModel: "3DA3-075E-TFD", minimumFrequency: null, maximumFrequency: null, basis: "productDefault" }}
      />,
    );
    const line = screen.getByTestId("range");
    expect(line.textContent).toContain("retorno de aceite en el mínimo: ver Líneas de Succión");
    expect(line.textContent).not.toContain("comprobado");
  });
});
