import { describe, expect, it } from "vitest";
import { calculationInputs, chillerRequest, condensingUnitRequest, rackRequest, singleRequests } from "./form-calculation-bodies";
import { emptyProject } from "./project-defaults";
import { formFromProject, projectBody, type ProjectDetail } from "./project-body";

function rackForm() {
  const form = emptyProject();
  form.name = " Rack Central ";
  form.condTemp = 40;
  form.rackConfig.circuits[0] = {
    id: 1,
    evapTemp: -10,
    requiredCapacity: 30,
    compressors: [{ id: 1, model: "3DA3-075E-TFD", type: "reciprocante", compressorId: "abc" }],
    suctionLinesConfig: { numberOfLines: 2, division: { type: "percentage", values: [60, 40] } },
  };
  return form;
}

describe("project body", () => {
  it("keeps a one-circuit rack's evaporation temperature at the top and trims the name", () => {
    const body = projectBody(rackForm(), null);
    expect(body.name).toBe("Rack Central");
    expect(body.evapTemp).toBe(-10);
    expect(body).not.toHaveProperty("calculationResults");
  });

  it("sends the simple type's compressors as model, type and catalogue id", () => {
    const form = emptyProject();
    form.compressorsConfig = [{ id: 7, model: "ZS21K4E-TF5", type: "scroll", compressorId: "z1" }, { id: 8, model: "4GE-23Y", type: "reciprocante" }];
    expect(projectBody(form, null).compressorsConfig).toEqual([
      { model: "ZS21K4E-TF5", type: "scroll", compressorId: "z1" },
      { model: "4GE-23Y", type: "reciprocante" },
    ]);
  });

  it("sends the sheet's units and language and reads an older project as SI and Spanish", () => {
    const form = rackForm();
    expect(projectBody(form, null)).toMatchObject({ sheetUnits: "SI", sheetLanguage: "es" });
    form.sheetUnits = "IP";
    form.sheetLanguage = "en";
    const stored = { ...projectBody(form, null), id: "p1", version: 2 } as unknown as ProjectDetail;
    expect(formFromProject(stored)).toMatchObject({ sheetUnits: "IP", sheetLanguage: "en" });
    const older = { name: "Antiguo", equipmentType: "rack", id: "p0", version: 1 } as unknown as ProjectDetail;
    expect(formFromProject(older)).toMatchObject({ sheetUnits: "SI", sheetLanguage: "es" });
  });

  it("reads back what it stored", () => {
    const form = rackForm();
    form.name = "Rack Central";
    const stored = { ...projectBody(form, null), id: "p1", version: 3 } as unknown as ProjectDetail;
    // The one circuit's evaporation temperature also travels at the top.
    expect(formFromProject(stored)).toEqual({ ...form, evapTemp: -10 });
  });

  it("completes an older or partial project with the defaults and reads numbers sent as text", () => {
    const form = formFromProject({ id: "p2", name: "Viejo", equipmentType: "motocompresora", voltage: "380V" as unknown as number, evapTemp: "-6,7" as unknown as number } as ProjectDetail);
    expect(form.voltage).toBe(380);
    expect(form.evapTemp).toBe(-6.7);
    expect(form.refrigerant).toBe("R404A");
    expect(form.rackConfig.pipeDistance).toBe(25);
    expect(form.compressorsConfig).toHaveLength(1);
    expect(form.chillerConfig.capacityMethod).toBe("direct");
    expect(form.chillerConfig.chillerType).toBe("agua-aire");
  });

  it("counts a stored rack's circuits from its list", () => {
    const stored = { id: "p3", name: "R", rackConfig: { circuits: [{ evapTemp: -10 }, { evapTemp: -30 }] } } as unknown as ProjectDetail;
    const form = formFromProject(stored);
    expect(form.rackConfig.numberOfCircuits).toBe(2);
    expect(form.rackConfig.circuits.map((c) => c.id)).toEqual([1, 2]);
    expect(form.rackConfig.circuits[1].compressors).toHaveLength(1);
  });
});

describe("calculation requests", () => {
  it("sends a rack's active circuits, its capacity control with the liquid lines and the globals", () => {
    const form = rackForm();
    form.rackConfig.capacityControl = "VFD";
    form.rackConfig.circuits.push({ id: 2, evapTemp: -30, requiredCapacity: null, compressors: [], suctionLinesConfig: { numberOfLines: 1 } });
    const body = rackRequest(form);
    expect(body.circuits).toHaveLength(1);
    expect(body.circuits[0].compressors).toEqual([{ model: "3DA3-075E-TFD", type: "reciprocante", compressorId: "abc" }]);
    expect(body).toMatchObject({ condTemp: 40, refrigerant: "R404A", voltage: 460, pipeDistance: 25, liquidLinesConfig: { numberOfLines: 1, capacityControl: "VFD" } });
  });

  it("asks for one duty point per motor-compressor compressor", () => {
    const form = emptyProject();
    form.evapTemp = -5;
    form.condTemp = 45;
    form.compressorsConfig = [{ id: 1, model: "ZS21K4E-TF5", type: "scroll" }];
    expect(singleRequests(form)).toEqual([{ model: "ZS21K4E-TF5", type: "scroll", evapTemp: -5, condTemp: 45, refrigerant: "R404A", voltage: 460, frequency: 60 }]);
    // The regulatory check of the compressor alone takes the project's jurisdiction (issue 21 item 7).
    expect(singleRequests({ ...form, jurisdiction: "ES" })[0]).toMatchObject({ jurisdiction: "ES" });
  });
});

// Tester 2's defect 7: the project's superheat and subcooling reach every calculation and survive an edit.
describe("the cycle's superheat and subcooling", () => {
  it("are sent with every equipment type's calculation where the project states them, and left out where it does not", () => {
    const form = { ...rackForm(), superheat: 10, subcooling: 5 };
    form.compressorsConfig = [{ id: 1, model: "ZS21K4E-TF5", type: "scroll" }];
    for (const body of [rackRequest(form), condensingUnitRequest(form), chillerRequest(form), singleRequests(form)[0]]) {
      expect(body).toMatchObject({ superheat: 10, subcooling: 5 });
    }
    const rated = { ...form, superheat: null, subcooling: undefined };
    for (const body of [rackRequest(rated), condensingUnitRequest(rated), chillerRequest(rated), singleRequests(rated)[0]]) {
      expect(body).not.toHaveProperty("superheat");
      expect(body).not.toHaveProperty("subcooling");
    }
    expect(calculationInputs({ ...form, subcooling: 6 })).not.toBe(calculationInputs(form));
  });

  it("are read back from a saved project, and sent again when it is saved", () => {
    const form = formFromProject({ id: "p3", name: "Con SC", equipmentType: "condensadora", superheat: 10, subcooling: "5" as unknown as number } as ProjectDetail);
    expect([form.superheat, form.subcooling]).toEqual([10, 5]);
    expect(projectBody(form, null)).toMatchObject({ superheat: 10, subcooling: 5 });
  });
});

describe("stale results", () => {
  it("changes with what the calculation reads, not with names", () => {
    const form = emptyProject();
    form.equipmentType = "chiller";
    const before = calculationInputs(form);
    expect(calculationInputs({ ...form, chillerConfig: { ...form.chillerConfig, customer: "Hotel Sol", modelName: "X" } })).toBe(before);
    expect(calculationInputs({ ...form, condTemp: 45 })).not.toBe(before);
    const rack = emptyProject();
    expect(calculationInputs({ ...rack, name: "Otro" })).toBe(calculationInputs(rack));
    expect(calculationInputs({ ...rack, voltage: 220 })).not.toBe(calculationInputs(rack));
  });
});

describe("a project as the server echoes it", () => {
  it("takes unset fields sent as null for the form's defaults", () => {
    const echoed = {
      id: "p9",
      name: "Eco",
      equipmentType: "condensadora",
      proDescription: null,
      designNotes: null,
      rackConfig: null,
      chillerConfig: null,
      condensingUnitConfig: { customer: null, pipeDistance: null, numberOfCircuits: 1, condenserId: null, circuits: [{ id: "1", evapTemp: -10, requiredCapacity: null, compressors: [{ id: "1", model: "3DA3-075E-TFD", type: "reciprocante" }] }] },
    } as unknown as ProjectDetail;
    const form = formFromProject(echoed);
    expect(form.proDescription).toBe("");
    expect(form.designNotes).toBe("");
    expect(form.condensingUnitConfig.customer).toBe("");
    expect(form.condensingUnitConfig.condenserId).toBe("");
    expect(form.condensingUnitConfig.pipeDistance).toBe(25);
    expect(form.condensingUnitConfig.circuits[0].evapTemp).toBe(-10);
    expect(form.condensingUnitConfig.circuits[0].requiredCapacity).toBeNull();
    expect(form.condensingUnitConfig.circuits[0].id).toBe(1);
    expect(form.condensingUnitConfig.circuits[0].compressors[0].id).toBe(1);
    expect(form.rackConfig.customer).toBe("");
  });
});
