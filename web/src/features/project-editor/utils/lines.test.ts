import { describe, expect, it } from "vitest";
import { divisionProblem, withDivisionType, withDivisionValue } from "./lines";

describe("line divisions", () => {
  it("starts a capacity division from the circuit's capacity split equally, or zeros when unknown", () => {
    const two = { numberOfLines: 2, division: { type: "percentage" as const, values: [50, 50] } };
    expect(withDivisionType(two, "capacity", 30)).toEqual({ numberOfLines: 2, division: { type: "capacity", values: [15, 15] } });
    expect(withDivisionType(two, "capacity", null).division?.values).toEqual([0, 0]);
    expect(withDivisionType({ numberOfLines: 1 }, "capacity", 30)).toEqual({ numberOfLines: 1 });
  });

  it("going back to percentages splits equally again", () => {
    const capacity = { numberOfLines: 4, division: { type: "capacity" as const, values: [1, 2, 3, 4] } };
    expect(withDivisionType(capacity, "percentage", null)).toEqual({ numberOfLines: 4, division: { type: "percentage", values: [25, 25, 25, 25] } });
  });

  it("edits one value and leaves a config without division alone", () => {
    const two = { numberOfLines: 2, division: { type: "percentage" as const, values: [50, 50] } };
    expect(withDivisionValue(two, 1, 40).division?.values).toEqual([50, 40]);
    expect(withDivisionValue(two, 0, null).division?.values).toEqual([0, 50]);
    expect(withDivisionValue({ numberOfLines: 1 }, 0, 5)).toEqual({ numberOfLines: 1 });
  });

  it("says what is wrong: a share of zero, percentages that do not add up to 100", () => {
    expect(divisionProblem({ numberOfLines: 1 })).toBeNull();
    expect(divisionProblem({ numberOfLines: 3, division: { type: "percentage", values: [100 / 3, 100 / 3, 100 / 3] } })).toBeNull();
    expect(divisionProblem({ numberOfLines: 2, division: { type: "percentage", values: [70, 40] } })).toBe("Los porcentajes deben sumar 100 % (suman 110 %)");
    expect(divisionProblem({ numberOfLines: 2, division: { type: "capacity", values: [12.5, 0] } })).toBe("Cada línea necesita un valor mayor que 0");
    expect(divisionProblem({ numberOfLines: 3, division: { type: "capacity", values: [1, 2] } })).toBe("Cada línea necesita un valor mayor que 0");
    expect(divisionProblem({ numberOfLines: 2, division: { type: "capacity", values: [12.5, 3] } })).toBeNull();
  });
});
