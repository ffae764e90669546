import { describe, expect, it } from "vitest";
import { emptyCircuit, type Circuit } from "../types/circuit";
import {
  addCompressor,
  canAddCondensingUnitCompressor,
  circuitCapacityPlaceholder,
  condensingUnitCountFits,
  linesConfig,
  rebuildCircuits,
  removeCompressor,
  totalCompressors,
} from "./circuits";
import { photoPreviewUrl } from "./photo-preview";

const circuit = (id: number, evapTemp: number, models: string[]): Circuit => ({
  ...emptyCircuit(id),
  evapTemp,
  requiredCapacity: 10 * id,
  compressors: models.map((model, i) => ({ id: i + 1, model, type: "reciprocante" })),
});

describe("changing the circuit count", () => {
  it("keeps the circuits that remain and adds empty ones", () => {
    const two = rebuildCircuits([circuit(1, -10, ["A"])], 2, emptyCircuit);
    expect(two[0]).toMatchObject({ id: 1, evapTemp: -10, requiredCapacity: 10, compressors: [{ model: "A" }] });
    expect(two[1]).toEqual(emptyCircuit(2));
    const one = rebuildCircuits([circuit(1, -10, ["A"]), circuit(2, -5, ["B", "C"])], 1, emptyCircuit);
    expect(one).toHaveLength(1);
    expect(one[0].compressors.map((c) => c.model)).toEqual(["A"]);
  });
});

describe("line division", () => {
  it("has no division with one line and splits equally by percentage with more", () => {
    expect(linesConfig(1)).toEqual({ numberOfLines: 1 });
    expect(linesConfig(4)).toEqual({ numberOfLines: 4, division: { type: "percentage", values: [25, 25, 25, 25] } });
    const three = linesConfig(3).division!.values;
    expect(three.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 12);
  });
});

describe("compressor rows", () => {
  it("adds with a fresh id and never removes the last one", () => {
    const rows = addCompressor([{ id: 1, model: "A", type: "" }, { id: 3, model: "B", type: "" }]);
    expect(rows.map((r) => r.id)).toEqual([1, 3, 4]);
    expect(removeCompressor(rows, 1).map((r) => r.model)).toEqual(["A", ""]);
    const last = [{ id: 1, model: "A", type: "" }];
    expect(removeCompressor(last, 0)).toBe(last);
  });
});

describe("condensing unit limits", () => {
  it("allows at most 4 compressors in total", () => {
    const three = [circuit(1, -10, ["A", "B"]), circuit(2, -10, ["C"])];
    expect(totalCompressors(three)).toBe(3);
    expect(canAddCondensingUnitCompressor(three)).toBe(true);
    const four = [circuit(1, -10, ["A", "B"]), circuit(2, -10, ["C", "D"])];
    expect(canAddCondensingUnitCompressor(four)).toBe(false);
  });

  it("refuses a second circuit when the first already has 4 compressors", () => {
    expect(condensingUnitCountFits([circuit(1, -10, ["A", "B", "C", "D"])], 2, emptyCircuit)).toBe(false);
    expect(condensingUnitCountFits([circuit(1, -10, ["A", "B", "C"])], 2, emptyCircuit)).toBe(true);
  });
});

it("shows the required capacity over the circuit count as the circuit placeholder", () => {
  expect(circuitCapacityPlaceholder(null, null)).toBe("100");
  expect(circuitCapacityPlaceholder(120, 3)).toBe("40");
  expect(circuitCapacityPlaceholder(100, 3)).toBe("33.33");
  expect(circuitCapacityPlaceholder(0, 2)).toBe("50");
});

it("previews stored photos by the spec's path rule", () => {
  expect(photoPreviewUrl("/objects/uploads/abc.png")).toBe("/objects/uploads/abc.png");
  expect(photoPreviewUrl("/api/objects/public/ab12.jpg")).toBe("/api/objects/public/ab12.jpg");
  expect(photoPreviewUrl("https://bucket.example/photos/ab12.jpg?x=1")).toBe("/api/objects/public/ab12.jpg");
  expect(photoPreviewUrl("")).toBeNull();
});
