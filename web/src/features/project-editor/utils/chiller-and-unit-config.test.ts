import { afterEach, describe, expect, it } from "vitest";
import { setUnitSystem } from "@/lib/units";
import { defaultChillerConfig, normalizeChillerConfig, type ChillerConfig } from "../types/chiller-config";
import { defaultCondensingUnitConfig, normalizeCondensingUnitConfig } from "../types/condensing-unit-config";
import {
  capacityAtDesign,
  chillerProblem,
  chillerRequest,
  circuitRequirementKw,
  condensingUnitProblem,
  condensingUnitRequest,
  withAutoSelectedCondenser,
  type CatalogueCondenser,
} from "./chiller-and-unit-config";

afterEach(() => setUnitSystem("si"));

const readyChiller = (): ChillerConfig => ({
  ...defaultChillerConfig(),
  requiredCapacity: 20,
  circuits: [{ id: 1, evapTemp: 2, requiredCapacity: 20, compressors: [{ id: 1, model: "ZS45K4E-TF5", type: "scroll" }], suctionLinesConfig: { numberOfLines: 1 }, heatExchangerId: "" }],
});

describe("chiller checks before calculating", () => {
  it("asks for the condensing temperature first", () => {
    expect(chillerProblem(readyChiller(), null)?.title).toBe("Campos incompletos");
  });

  it("needs a known capacity, directly or from the fluid", () => {
    expect(chillerProblem({ ...readyChiller(), requiredCapacity: null }, 45)?.title).toBe("Capacidad no determinada");
    const fluid = { ...readyChiller(), capacityMethod: "fluid" as const };
    expect(chillerProblem(fluid, 45)?.title).toBe("Capacidad no determinada");
    const complete = { ...fluid, coldSide: { ...fluid.coldSide, flowRate: 100, tempIn: 12, tempOut: 7 } };
    expect(chillerProblem(complete, 45)).toBeNull();
  });

  it("needs evaporation, capacity and compressor models in every circuit", () => {
    const c = readyChiller();
    // One circuit takes the unit's requirement (tester report 4, defect 11); of two, each needs its own.
    expect(chillerProblem({ ...c, circuits: [c.circuits[0], { ...c.circuits[0], id: 2, requiredCapacity: null }] }, 45)?.description).toBe(
      "Cada circuito necesita temperatura de evaporación, capacidad requerida y al menos un compresor",
    );
    expect(chillerProblem({ ...c, circuits: [{ ...c.circuits[0], compressors: [{ id: 1, model: "", type: "" }] }] }, 45)?.title).toBe("Circuitos incompletos");
    expect(chillerProblem({ ...c, pipeDistance: 120 }, 45)?.description).toBe("La distancia de tubería debe estar entre 1 y 100 m");
    setUnitSystem("ip");
    expect(chillerProblem({ ...c, pipeDistance: 120 }, 45)?.description).toBe("La distancia de tubería debe estar entre 3.3 y 328 ft");
    setUnitSystem("si");
    expect(chillerProblem(c, 45)).toBeNull();
  });

  it("sends the configuration with the global parameters", () => {
    const body = chillerRequest(readyChiller(), { refrigerant: "R134a", voltage: 460, condTemp: 45 });
    expect(body).toMatchObject({ refrigerant: "R134a", voltage: 460, condTemp: 45, chillerConfig: { capacityMethod: "direct", condTemp: 45 } });
  });

  it("leaves out what the calculation does not read, and the condenser an automatic selection copied in", () => {
    const global = { refrigerant: "R134a", voltage: 460, condTemp: 45 };
    const before = JSON.stringify(chillerRequest({ ...readyChiller(), autoSelectCondenser: true }, global));
    const after = JSON.stringify(
      chillerRequest({ ...readyChiller(), autoSelectCondenser: true, customer: "Otro cliente", condenserId: "k1", condenserCapacity: 45 }, global),
    );
    expect(after).toBe(before);
    const manual = chillerRequest({ ...readyChiller(), condenserId: "k1" }, global);
    expect(manual.chillerConfig.condenserId).toBe("k1");
    expect("customer" in manual.chillerConfig).toBe(false);
  });
});

describe("condensing unit checks before calculating", () => {
  const unit = () => {
    const u = defaultCondensingUnitConfig();
    return { ...u, circuits: [{ ...u.circuits[0], evapTemp: -10, compressors: [{ id: 1, model: "3DA3-075E-TFD", type: "reciprocante" }] }] };
  };

  it("uses the spec's messages", () => {
    expect(condensingUnitProblem(unit(), null)).toEqual({
      title: "Campos incompletos",
      description: "Por favor complete la temperatura de condensación y configure al menos un circuito",
    });
    const u = unit();
    expect(condensingUnitProblem({ ...u, circuits: [{ ...u.circuits[0], evapTemp: null }] }, 45)?.title).toBe("Circuitos incompletos");
    const five = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, model: "X", type: "" }));
    expect(condensingUnitProblem({ ...u, circuits: [{ ...u.circuits[0], compressors: five }] }, 45)).toEqual({
      title: "Límite alcanzado",
      description: "Una unidad condensadora puede tener máximo 4 compresores en total",
    });
    expect(condensingUnitProblem(u, 45)).toBeNull();
  });

  it("sends circuits at the top and the condenser choice in condensingUnitConfig", () => {
    const u = { ...unit(), autoSelectCondenser: true, condenserOversizing: 10, condenserId: "old", ambientTemp: 35, capacityControl: "VFD" as const };
    const body = condensingUnitRequest(u, { refrigerant: "R404A", voltage: 460, condTemp: 45 });
    expect(body.circuits).toBe(u.circuits);
    expect(body.condensingUnitConfig).toMatchObject({ autoSelectCondenser: true, condenserOversizing: 10, ambientTemp: 35, capacityControl: "VFD", condenserId: undefined });
  });
});

describe("condenser figures", () => {
  const catalogue: CatalogueCondenser[] = [{ id: "c1", model: "CD-45", capacity: 45, fanCount: 2, fanPowerConsumption: 0.6, isMicrochannel: true, ratedDeltaT: 15 }];

  it("scales capacity with the design ΔT", () => {
    expect(capacityAtDesign(45, 15, 45, 35)).toBeCloseTo(30, 12);
    expect(capacityAtDesign(45, 15, 35, 35)).toBeNull();
    expect(capacityAtDesign(45, 15, null, 35)).toBeNull();
  });

  it("copies an automatic selection with the catalogue's figures", () => {
    const selected = { id: "c1", model: "CD-45", capacity: 30_000, fanCount: 2, fanPowerConsumption: 600, isMicrochannel: true, isOutOfRange: false };
    const unit = withAutoSelectedCondenser({ ...defaultCondensingUnitConfig(), autoSelectCondenser: true }, selected, catalogue);
    expect(unit).toMatchObject({ condenserId: "c1", condenserModel: "CD-45", condenserCapacity: 45, condenserFanCount: 2, condenserIsMicrochannel: true });
    const chiller = withAutoSelectedCondenser({ ...defaultChillerConfig(), autoSelectCondenser: true }, selected, catalogue);
    expect(chiller).toMatchObject({ condenserId: "c1", condenserCapacity: 45, condenserFanPower: 0.6 });
    expect("condenserModel" in chiller).toBe(false);
    const manual = defaultChillerConfig();
    expect(withAutoSelectedCondenser(manual, selected, catalogue)).toBe(manual);
    // Gone from the catalogue: the answer's W per fan become the form's kW.
    const gone = withAutoSelectedCondenser({ ...defaultChillerConfig(), autoSelectCondenser: true }, selected, []);
    expect(gone).toMatchObject({ condenserId: "c1", condenserCapacity: null, condenserFanPower: 0.6 });
  });
});

describe("stored configurations", () => {
  it("come back complete, numbered by position", () => {
    const stored = {
      chillerType: "agua-agua" as const,
      coldSide: { capacityUnit: "tr" as const } as never,
      circuits: [{ id: 7, evapTemp: 2, requiredCapacity: 10, compressors: [{ id: 9, model: "ZS45K4E-TF5", type: "scroll" }, { id: 9, model: "ZS38K4E-TF5", type: "scroll" }], suctionLinesConfig: { numberOfLines: 1 } }],
    };
    const chiller = normalizeChillerConfig(stored);
    expect(chiller).toMatchObject({ chillerType: "agua-agua", capacityMethod: "direct", pipeDistance: null, numberOfCircuits: 1 });
    expect(chiller.coldSide).toMatchObject({ capacityUnit: "tr", flowRateUnit: "lmin", fluidType: "water" });
    expect(chiller.circuits[0].id).toBe(1);
    expect(chiller.circuits[0].compressors.map((c) => c.id)).toEqual([1, 2]);
    const unit = normalizeCondensingUnitConfig({ accessories: { dryFilters: true } as never, circuits: [] });
    expect(unit.accessories).toMatchObject({ dryFilters: true, suctionAccumulator: false });
    expect(unit.circuits).toHaveLength(1);
  });
});

describe("a chiller of one circuit (tester report 4, defect 11)", () => {
  it("takes the unit's requirement for its circuit when the circuit's is not typed, as the placeholder shows", () => {
    const c = readyChiller();
    const one = { ...c, circuits: [{ ...c.circuits[0], requiredCapacity: null }] };
    expect(circuitRequirementKw(one, 0)).toBe(20);
    expect(chillerProblem(one, 45)).toBeNull();
    const global = { refrigerant: "R134a", voltage: 460, condTemp: 45 };
    expect(chillerRequest(one, global).chillerConfig.circuits[0].requiredCapacity).toBe(20);
    // In TR the circuit's is in kW, as the calculation reads a circuit's.
    const tr = { ...one, requiredCapacity: 10, coldSide: { ...one.coldSide, capacityUnit: "tr" as const } };
    expect(circuitRequirementKw(tr, 0)).toBeCloseTo(35.16853, 5);
    // A typed figure is the circuit's own; the form keeps it empty.
    expect(circuitRequirementKw({ ...one, circuits: [{ ...one.circuits[0], requiredCapacity: 12 }] }, 0)).toBe(12);
    expect(one.circuits[0].requiredCapacity).toBeNull();
  });

  it("still asks each of several circuits for its own", () => {
    const c = readyChiller();
    const two = { ...c, circuits: [{ ...c.circuits[0], requiredCapacity: null }, { ...c.circuits[0], id: 2, requiredCapacity: 10 }] };
    expect(circuitRequirementKw(two, 0)).toBeNull();
    expect(chillerProblem(two, 45)?.title).toBe("Circuitos incompletos");
  });
});
