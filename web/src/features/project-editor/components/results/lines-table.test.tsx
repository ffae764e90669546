import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LineResult } from "../../types/results";
import { LinesTable, tubeLabel } from "./lines-table";

const base: LineResult = {
  lineNumber: 1,
  kind: "liquid",
  capacity: 20_000,
  diameter: "5/8",
  diameterMm: 15.875,
  velocity: 0.9,
  pressureDropKpa: 10,
  penaltyK: 0.3,
  meetsCriteria: true,
  oilReturn: null,
};

describe("LinesTable", () => {
  it("marks a size the engineer fixed, and only that one", () => {
    render(<LinesTable lines={[{ ...base, sizeFixed: true, meetsCriteria: false }, { ...base, lineNumber: 2 }]} suction={false} testId="t" />);
    const rows = within(screen.getByTestId("t")).getAllByTestId("line-row");
    expect(within(rows[0]).getByTestId("line-size-fixed").textContent).toContain("fijado");
    expect(within(rows[1]).queryByTestId("line-size-fixed")).toBeNull();
  });

  it("names a steel line by DN and schedule and a copper one in inches", () => {
    expect(tubeLabel({ ...base, diameter: "DN 50", schedule: "Sch 40" })).toBe("DN 50 Sch 40");
    expect(tubeLabel(base)).toBe('5/8"');
    expect(tubeLabel({ ...base, diameter: "1-3/8", schedule: "tipo K" })).toBe('1-3/8" tipo K');
  });

  it("shows the material, the wall and the allowable pressure against PS, failing in red", () => {
    const line: LineResult = {
      ...base,
      material: "copper",
      wallMm: 0.889,
      maxAllowablePressure: 48.5,
      designPressure: 120,
      pressureOk: false,
    };
    render(<LinesTable lines={[line]} suction={false} testId="t" />);
    const row = within(screen.getByTestId("t")).getByTestId("line-row");
    expect(row.textContent).toContain('5/8" cobre');
    expect(row.textContent).toMatch(/15[.,]88 × 0[.,]89/);
    const pressure = within(row).getByTestId("line-pressure");
    expect(pressure.textContent).toMatch(/48[.,]50 \/ PS 120[.,]00 · No resiste PS/);
    expect(pressure.className).toContain("text-destructive");
    expect(within(row).getByTestId("line-verdict").textContent).toBe("No resiste PS");
  });

  // Issue 23: the sheet's 'Criterios' column (app/src/sheets/sections/lines.rs).
  it("judges each line in the sheet's words", () => {
    const failing = { ...base, lineNumber: 2, kind: "suction" as const, meetsCriteria: false };
    const oilShort = { ...base, lineNumber: 3, kind: "suction" as const, oilReturn: { velocityAtMinimum: 2, minimumVertical: 5, riserOk: false, horizontalOk: true } };
    render(<LinesTable lines={[base, failing, oilShort]} suction testId="t" />);
    const verdicts = screen.getAllByTestId("line-verdict");
    expect(verdicts.map((v) => v.textContent)).toEqual(["Cumple", "No cumple", "Cumple; el aceite no sube en el escalón mínimo"]);
    expect(verdicts.map((v) => v.className.includes("text-destructive"))).toEqual([false, true, true]);
  });

  it("keeps results recorded before the pressure check readable", () => {
    render(<LinesTable lines={[base]} suction={false} testId="t" />);
    const row = screen.getByTestId("line-row");
    expect(row.textContent).toContain('5/8"');
    expect(within(row).queryByTestId("line-pressure")).toBeNull();
  });

  it("names the double riser a line needs instead of calling it insufficient", () => {
    const riser = { innerDiameterMm: 20, velocityAtFullLoad: 6, velocityAtMinimum: 5, minimumVelocity: 4.5 };
    const line: LineResult = {
      ...base,
      kind: "suction",
      diameter: "1-3/8",
      oilReturn: { velocityAtMinimum: 2, minimumVertical: 5, riserOk: false, horizontalOk: false },
      doubleRiser: { small: { ...riser, diameter: "7/8", schedule: null }, large: { ...riser, diameter: "1-1/8", schedule: null }, penaltyKPerM: 0.03 },
    };
    render(<LinesTable lines={[line]} suction testId="t" />);
    const oil = screen.getByTestId("line-oil");
    expect(oil.textContent).toBe('Doble montante 7/8" + 1-1/8"');
    expect(oil.className).not.toContain("text-destructive");
  });
});
