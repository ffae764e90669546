import { describe, expect, it } from "vitest";
import type { ProjectHistoryRow } from "../api/get-project-history";
import { defaultComparison } from "./version-choice";

const rows = (...types: string[]): ProjectHistoryRow[] =>
  types.map((eventType, i) => ({ version: i + 1, eventType, recordedAt: "", actor: "anónimo", clientAddress: null, summary: "" }));

describe("defaultComparison", () => {
  it("compares the calculation before the last save with the latest version", () => {
    expect(defaultComparison(rows("ProjectCreated", "CircuitsRecalculated", "ProjectChanged", "CircuitsRecalculated"))).toEqual({ from: 2, to: 4 });
  });

  it("falls back to the first version when nothing was calculated before", () => {
    expect(defaultComparison(rows("ProjectCreated", "CircuitsRecalculated"))).toEqual({ from: 1, to: 2 });
    expect(defaultComparison(rows("ProjectCreated", "ProjectChanged"))).toEqual({ from: 1, to: 2 });
  });

  it("has one version to offer when there is only one", () => {
    expect(defaultComparison(rows("ProjectCreated"))).toEqual({ from: 1, to: 1 });
  });
});
