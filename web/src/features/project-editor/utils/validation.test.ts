import { afterEach, describe, expect, it } from "vitest";
import { setUnitSystem } from "@/lib/units";
import { emptyCircuit } from "../types/circuit";
import type { ProjectForm } from "../types/project";
import { emptyProject } from "./project-defaults";
import { calculateProblem, pdfProblem, saveProblem } from "./validation";

afterEach(() => setUnitSystem("si"));

function rack(circuits: number, fill: (form: ProjectForm) => void = () => {}): ProjectForm {
  const form = emptyProject();
  form.rackConfig.numberOfCircuits = circuits;
  form.rackConfig.circuits = Array.from({ length: circuits }, (_, i) => emptyCircuit(i + 1));
  fill(form);
  return form;
}

const complete = (form: ProjectForm) => {
  form.condTemp = 40;
  for (const c of form.rackConfig.circuits) {
    c.evapTemp = -10;
    c.compressors = [{ id: 1, model: "3DA3-075E-TFD", type: "reciprocante" }];
  }
};

describe("calculate rules", () => {
  it("asks a single-circuit rack for both temperatures, then for every compressor model", () => {
    expect(calculateProblem(rack(1))).toEqual({ title: "Campos incompletos", description: "Por favor complete todos los campos requeridos" });
    const noModel = rack(1, (f) => {
      f.condTemp = 40;
      f.rackConfig.circuits[0].evapTemp = -10;
    });
    expect(calculateProblem(noModel)).toEqual({ title: "Compresores incompletos", description: "Todos los compresores necesitan un modelo" });
    expect(calculateProblem(rack(1, complete))).toBeNull();
  });

  it("asks a multi-circuit rack to complete every circuit and compressor", () => {
    const form = rack(2, complete);
    expect(calculateProblem(form)).toBeNull();
    form.rackConfig.circuits[1].compressors.push({ id: 2, model: "", type: "" });
    expect(calculateProblem(form)).toEqual({ title: "Campos incompletos", description: "Por favor complete todos los circuitos y compresores" });
    const noCond = rack(2, complete);
    noCond.condTemp = null;
    expect(calculateProblem(noCond)?.description).toBe("Por favor complete todos los circuitos y compresores");
  });

  it("refuses a pipe distance outside 1 to 100 m and a division that does not add up", () => {
    const far = rack(1, complete);
    far.rackConfig.pipeDistance = 101;
    expect(calculateProblem(far)?.description).toBe("La distancia de tubería debe estar entre 1 y 100 m");
    // The same metres, quoted in the user's units (issue 24 item 3).
    setUnitSystem("ip");
    expect(calculateProblem(far)?.description).toBe("La distancia de tubería debe estar entre 3.3 y 328 ft");
    setUnitSystem("mx");
    expect(calculateProblem(far)?.description).toBe("La distancia de tubería debe estar entre 1 y 100 m");
    setUnitSystem("si");
    const split = rack(1, complete);
    split.rackConfig.circuits[0].suctionLinesConfig = { numberOfLines: 2, division: { type: "percentage", values: [60, 30] } };
    expect(calculateProblem(split)).toEqual({
      title: "División de líneas incompleta",
      description: "Líneas de succión del circuito 1: Los porcentajes deben sumar 100 % (suman 90 %)",
    });
    const liquid = rack(1, complete);
    liquid.rackConfig.liquidLinesConfig = { numberOfLines: 2, division: { type: "capacity", values: [10, 0] } };
    expect(calculateProblem(liquid)?.description).toBe("Líneas de líquido: Cada línea necesita un valor mayor que 0");
  });

  it("asks a motor compressor for both temperatures and a model for every compressor", () => {
    const form = emptyProject();
    form.equipmentType = "motocompresora";
    form.evapTemp = -10;
    expect(calculateProblem(form)?.description).toBe("Por favor complete todos los campos requeridos");
    form.condTemp = 40;
    expect(calculateProblem(form)?.title).toBe("Compresores incompletos");
    form.compressorsConfig = [{ id: 1, model: "ZS21K4E-TF5", type: "scroll" }];
    expect(calculateProblem(form)).toBeNull();
  });

  it("applies the condensing unit's and the chiller's own checks", () => {
    const unit = emptyProject();
    unit.equipmentType = "condensadora";
    expect(calculateProblem(unit)).toEqual({
      title: "Campos incompletos",
      description: "Por favor complete la temperatura de condensación y configure al menos un circuito",
    });
    const chiller = emptyProject();
    chiller.equipmentType = "chiller";
    chiller.condTemp = 40;
    expect(calculateProblem(chiller)?.title).toBe("Capacidad no determinada");
  });
});

describe("save and PDF rules", () => {
  it("needs a name and a calculation to save, a calculation for the PDF", () => {
    expect(saveProblem("  ", true)).toEqual({ title: "Nombre requerido" });
    expect(saveProblem("Rack", false)).toEqual({ title: "Debe calcular antes de guardar" });
    expect(saveProblem("Rack", true)).toBeNull();
    expect(pdfProblem(false)).toEqual({ title: "Debe calcular antes de generar el PDF" });
    expect(pdfProblem(true)).toBeNull();
  });

  it("refuses to save or print results calculated from other inputs, and says why", () => {
    expect(saveProblem("Rack", true, true)).toEqual({ title: "Resultados desactualizados: vuelva a calcular antes de guardar" });
    expect(pdfProblem(true, true)).toEqual({ title: "Resultados desactualizados: vuelva a calcular antes de generar el PDF" });
    // The missing name or calculation is said first.
    expect(saveProblem("", true, true)).toEqual({ title: "Nombre requerido" });
    expect(pdfProblem(false, true)).toEqual({ title: "Debe calcular antes de generar el PDF" });
  });
});
