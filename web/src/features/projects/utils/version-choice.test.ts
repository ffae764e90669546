import { describe, expect, it } from "vitest";
import type { ProjectHistoryRow } from "../api/get-project-history";
import { defaultComparison } from "./version-choice";

const rows = (...types: string[]): ProjectHistoryRow[] =>
  types.map((eventType, i) => ({ version: i + 1, eventType, recordedAt: "", actor: "anónimo", clientAddress: null, summary: "" }));

describe("defaultComparison", () => {
  it("compares the save before the last with the last, one event per save", () => {
    expect(defaultComparison(rows("ProjectCreated", "ProjectChanged", "ProjectChanged"))).toEqual({ from: 2, to: 3 });
    expect(defaultComparison(rows("ProjectCreated", "ProjectChanged"))).toEqual({ from: 1, to: 2 });
  });

  it("leaves issued sheets out: they change nothing", () => {
    expect(defaultComparison(rows("ProjectCreated", "DatasheetGenerated", "ProjectChanged", "DatasheetGenerated"))).toEqual({ from: 1, to: 3 });
  });

  it("skips the half state of a save recorded as two events before issue 24", () => {
    expect(defaultComparison(rows("ProjectCreated", "CircuitsRecalculated", "ProjectChanged", "CircuitsRecalculated"))).toEqual({ from: 2, to: 4 });
    expect(defaultComparison(rows("ProjectCreated", "CircuitsRecalculated", "CircuitsRecalculated"))).toEqual({ from: 2, to: 3 });
  });

  it("has one version to offer when there is only one", () => {
    expect(defaultComparison(rows("ProjectCreated"))).toEqual({ from: 1, to: 1 });
  });
});
