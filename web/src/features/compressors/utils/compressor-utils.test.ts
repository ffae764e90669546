import { describe, expect, it } from "vitest";
import { compressorChoices, parameterLabel, parseOptions } from "./compressor-utils";

describe("compressor helpers", () => {
  it("splits options per line, trims and drops empty lines; nothing left is null", () => {
    expect(parseOptions("  Arrancador suave \n\n Calefactor de cárter\n")).toEqual(["Arrancador suave", "Calefactor de cárter"]);
    expect(parseOptions(" \n \n")).toBeNull();
  });

  it("labels parameters as the panel does", () => {
    expect(parameterLabel("coolingCapacity")).toBe("Capacidad");
    expect(parameterLabel("powerInput")).toBe("Potencia");
    expect(parameterLabel("current")).toBe("Corriente");
    expect(parameterLabel("otro")).toBe("Temp. Descarga");
  });

  it("offers the fallback models only when the catalogue is empty", () => {
    expect(compressorChoices([])).toEqual(["4GE-23Y", "4VES-10Y", "6FE-44Y"]);
    expect(compressorChoices([{ model: "ZS21K4E" }])).toEqual(["ZS21K4E"]);
  });
});
