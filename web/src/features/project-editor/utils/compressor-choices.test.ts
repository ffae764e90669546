import { afterEach, describe, expect, it } from "vitest";
import { setUnitSystem } from "@/lib/units";
import { compressorChoices, dutyLabel, entryKey, FALLBACK_COMPRESSORS, modelFitsEvaporation, type CompressorOption } from "./compressor-choices";

afterEach(() => setUnitSystem("si"));

const catalogue: CompressorOption[] = [
  { id: "1", model: "HSN7461-75", type: "tornillo", availableRefrigerants: ["R404A"] },
  { id: "2", model: "HSK7461-70", type: "tornillo", availableRefrigerants: ["R404A", "R134a"] },
  { id: "3", model: "ZS45K4E-TF5", type: "scroll", availableRefrigerants: ["R404A"] },
  { id: "4", model: "06DR013", type: "reciprocante", availableRefrigerants: ["R22"] },
];
const models = (list: CompressorOption[]) => list.map((c) => c.model);

describe("compressor choices", () => {
  it("offers HSN only below −20 °C and HSK from −20 to 9 °C", () => {
    expect(modelFitsEvaporation("HSN7461", -20.1)).toBe(true);
    expect(modelFitsEvaporation("HSN7461", -20)).toBe(false);
    expect(modelFitsEvaporation("hsk7461", -20)).toBe(true);
    expect(modelFitsEvaporation("HSK7461", 9)).toBe(true);
    expect(modelFitsEvaporation("HSK7461", 9.5)).toBe(false);
    expect(modelFitsEvaporation("ZS45", 9.5)).toBe(true);
    expect(models(compressorChoices(catalogue, { refrigerant: "R404A", compressorType: "todos", evapTemp: -30 }).choices)).toEqual([
      "HSN7461-75",
      "ZS45K4E-TF5",
    ]);
    expect(models(compressorChoices(catalogue, { refrigerant: "R404A", compressorType: "todos", evapTemp: -10 }).choices)).toEqual([
      "HSK7461-70",
      "ZS45K4E-TF5",
    ]);
  });

  it("filters by refrigerant and compressor type", () => {
    expect(models(compressorChoices(catalogue, { refrigerant: "R134a", compressorType: "todos", evapTemp: null }).choices)).toEqual(["HSK7461-70"]);
    expect(models(compressorChoices(catalogue, { refrigerant: "R404A", compressorType: "tornillo", evapTemp: null }).choices)).toEqual([
      "HSN7461-75",
      "HSK7461-70",
    ]);
    expect(models(compressorChoices(catalogue, { refrigerant: "R404A", compressorType: "scroll", evapTemp: null }).choices)).toEqual(["ZS45K4E-TF5"]);
    expect(compressorChoices(catalogue, { refrigerant: "R404A", compressorType: "semi-hermético", evapTemp: null })).toEqual({ choices: [], fallback: false });
  });

  it("falls back to the spec's models when the catalogue has none for the refrigerant", () => {
    const result = compressorChoices(catalogue, { refrigerant: "R290", compressorType: "todos", evapTemp: -10 });
    expect(result).toEqual({ choices: FALLBACK_COMPRESSORS, fallback: true });
    expect(models(result.choices)).toEqual(["4GE-23Y", "4VES-10Y", "6FE-44Y"]);
  });
});

describe("dutyLabel", () => {
  it("puts one compressor's capacity at the duty beside the name", () => {
    expect(dutyLabel("3DA3-075E-TFD", { status: "ok", coolingCapacity: 21387.3 }, "R404A")).toEqual({ label: "3DA3-075E-TFD · 21.4\u00A0kW", disabled: false });
  });

  it("gives the capacity in the user's units (issue 24 item 3)", () => {
    // 21 387.3 W / 0.29307107 W per BTU/h = 72 976.5 BTU/h; / 3 516.853 W per TR = 6.08 TR.
    setUnitSystem("ip");
    expect(dutyLabel("3DA3-075E-TFD", { status: "ok", coolingCapacity: 21387.3 }, "R404A").label.replace(/\s/g, " ")).toMatch(/^3DA3-075E-TFD · 72.?976 BTU\/h$/);
    setUnitSystem("mx");
    expect(dutyLabel("3DA3-075E-TFD", { status: "ok", coolingCapacity: 21387.3 }, "R404A").label).toBe("3DA3-075E-TFD · 6.08\u00A0TR");
  });

  it("disables a model that cannot run at the duty and says why", () => {
    expect(dutyLabel("ZS21", { status: "outOfEnvelope", coolingCapacity: null }, "R404A")).toEqual({ label: "ZS21 · fuera de su envolvente en este punto", disabled: true });
    expect(dutyLabel("ZS21", { status: "otherRefrigerant", coolingCapacity: null }, "R404A")).toEqual({ label: "ZS21 · sin coeficientes de R404A", disabled: true });
    expect(dutyLabel("ZS21", { status: "notCalculable", coolingCapacity: null }, "R404A").disabled).toBe(true);
    expect(dutyLabel("ZS21", { status: "otherFrequency", coolingCapacity: null }, "R404A")).toEqual({ label: "ZS21 · sin polinomios a esta frecuencia", disabled: true });
  });

  it("says beside the figure when the maker's set is rated at mid-points (issue 21 item 9)", () => {
    const mid = { status: "ok" as const, coolingCapacity: 21387.3, temperatureBasis: { setBasis: "midPoint" } };
    expect(dutyLabel("3DA3-075E-TFD", mid, "R407C").label).toBe("3DA3-075E-TFD · 21.4\u00A0kW · datos del fabricante en punto medio");
    const dew = { ...mid, temperatureBasis: { setBasis: "dew" } };
    expect(dutyLabel("3DA3-075E-TFD", dew, "R404A").label).toBe("3DA3-075E-TFD · 21.4\u00A0kW");
  });

  it("leaves the bare name while the duty is incomplete", () => {
    expect(dutyLabel("ZS21", undefined, "R404A")).toEqual({ label: "ZS21", disabled: false });
  });
});

describe("entryKey", () => {
  const choices = [
    { id: "c1", model: "ZS45K4E-TF5", type: "scroll" },
    { id: "c2", model: "ZS38K4E-TF5", type: "scroll" },
  ];

  it("takes a compressor saved by model only as the listed option of that model, not one '(fuera del filtro)' (tester 2's defect 28)", () => {
    expect(entryKey({ model: "ZS45K4E-TF5" }, choices)).toBe("id:c1");
  });

  it("keeps the catalogue id of a pinned entry, and the model of one the list leaves out", () => {
    expect(entryKey({ compressorId: "c9", model: "ZS45K4E-TF5" }, choices)).toBe("id:c9");
    expect(entryKey({ model: "6FE-44Y" }, choices)).toBe("model:6FE-44Y");
    expect(entryKey({ model: "" }, choices)).toBe("");
  });
});
