import { afterEach, describe, expect, it } from "vitest";
import { setNumberLocale } from "@/lib/format";
import { setUnitSystem } from "@/lib/units";
import { defaultChillerConfig, type ChillerConfig } from "../types/chiller-config";
import { defaultCondensingUnitConfig } from "../types/condensing-unit-config";
import { chillerProblem, condensingUnitProblem } from "./chiller-and-unit-config";
import { emptyProject } from "./project-defaults";
import { calculateProblem } from "./validation";
import type { FluidChoice } from "./fluids";
import * as rules from "./server-rules";
import {
  ambientApproachError,
  ambientBeyondRatingsError,
  ambientError,
  circuitsCapacityError,
  circuitsEvaporationError,
  coldSideError,
  roomVolumeError,
  condenserApproachError,
  evaporationAboveCondensationError,
  evaporationFreezesError,
  evaporationNotBelowLeavingError,
  hotSideError,
  oversizingRangeError,
  requiredCapacityError,
} from "./server-rules";
import contract from "./fixtures/server-rules.json";

afterEach(() => {
  setUnitSystem("si");
  setNumberLocale("es-MX");
});

const compressor = { id: 1, model: "ZS45K4E-TF5", type: "scroll" };
const readyChiller = (): ChillerConfig => ({
  ...defaultChillerConfig(),
  requiredCapacity: 20,
  ambientTemp: 35,
  circuits: [{ id: 1, evapTemp: 2, requiredCapacity: 20, compressors: [compressor], suctionLinesConfig: { numberOfLines: 1 }, heatExchangerId: "" }],
});

/** A case of the shared table (fixtures/server-rules.json), which infra/tests/api/server_rules.rs posts to the server. */
interface RuleCase {
  rule: string;
  path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request body as the table writes it
  body: any;
  field: string | null;
  message: string;
  fluid?: FluidChoice;
}

type Check = (...args: never[]) => string | undefined;

/** For each server rule, the field the editor says it at, the checks that say it and what they say for a case. */
const EDITOR: Record<string, { field: string | null; checks: Check[]; says: (c: RuleCase) => string | undefined }> = (() => {
  const chiller = (c: RuleCase) => c.body.chillerConfig;
  const settings = (c: RuleCase) => c.body.chillerConfig ?? c.body.condensingUnitConfig;
  const circuits = (c: RuleCase) => chiller(c)?.circuits ?? c.body.circuits;
  const cond = (c: RuleCase) => chiller(c)?.condTemp ?? c.body.condTemp;
  const capacity = (c: RuleCase) => (chiller(c) ? requiredCapacityError(chiller(c).requiredCapacity, "kW") : circuitsCapacityError(circuits(c)));
  const ambient = (c: RuleCase) => ambientError(cond(c), settings(c).ambientTemp);
  return {
    "calculation.zero_capacity": { field: "requiredCapacity", checks: [requiredCapacityError, circuitsCapacityError], says: capacity },
    "calculation.negative_capacity": { field: "requiredCapacity", checks: [requiredCapacityError, circuitsCapacityError], says: capacity },
    "calculation.evaporation_above_condensation": {
      field: null,
      checks: [evaporationAboveCondensationError, circuitsEvaporationError],
      says: (c) => circuitsEvaporationError(circuits(c), cond(c)),
    },
    "calculation.cold_side_not_cooled": {
      field: "coldSide.tempIn",
      checks: [coldSideError],
      says: (c) => coldSideError(chiller(c).coldSide.tempIn, chiller(c).coldSide.tempOut),
    },
    "calculation.hot_side_not_warmed": {
      field: "hotSide.tempIn",
      checks: [hotSideError],
      says: (c) => hotSideError(chiller(c).hotSide.tempIn, chiller(c).hotSide.tempOut),
    },
    "calculation.evaporation_not_below_leaving_fluid": {
      field: "evapTemp",
      checks: [evaporationNotBelowLeavingError],
      says: (c) => evaporationNotBelowLeavingError(1, circuits(c)[0].evapTemp, chiller(c).coldSide.tempOut),
    },
    "calculation.evaporation_freezes_fluid": {
      field: "evapTemp",
      checks: [evaporationFreezesError],
      says: (c) => evaporationFreezesError(1, circuits(c)[0].evapTemp, c.fluid),
    },
    "calculation.ambient_approach": { field: "ambientTemp", checks: [ambientApproachError, ambientError], says: ambient },
    "calculation.ambient_beyond_condenser_ratings": { field: "ambientTemp", checks: [ambientBeyondRatingsError, ambientError], says: ambient },
    "calculation.condenser_approach": {
      field: "condTemp",
      checks: [condenserApproachError],
      says: (c) => condenserApproachError(cond(c), chiller(c).hotSide.tempOut),
    },
    "calculation.not_positive": { field: "site.roomVolume", checks: [roomVolumeError], says: (c) => roomVolumeError(c.body.site.roomVolume) },
    "calculation.oversizing": { field: "condenserOversizing", checks: [oversizingRangeError], says: (c) => oversizingRangeError(settings(c).condenserOversizing) },
  };
})();

describe("the shared table of the server's rules (fixtures/server-rules.json, posted to the server by infra/tests/api/server_rules.rs)", () => {
  const cases = contract.cases as RuleCase[];

  it.each(cases.map((c) => [c.rule, c.field, c] as const))("says %s at %s as the server does", (_rule, _field, c) => {
    const editor = EDITOR[c.rule];
    expect(editor, `no editor check for ${c.rule}`).toBeDefined();
    expect(editor.field).toBe(c.field);
    expect(editor.says(c)).toBe(c.message);
  });

  it("has a case for every rule the editor says, and every check that words a refusal belongs to one", () => {
    expect(new Set(cases.map((c) => c.rule))).toEqual(new Set(Object.keys(EDITOR)));
    const covered = new Set(Object.values(EDITOR).flatMap((e) => e.checks));
    const checks = Object.entries(rules).filter(([name, value]) => name.endsWith("Error") && typeof value === "function");
    expect(checks.filter(([, check]) => !covered.has(check as Check)).map(([name]) => name)).toEqual([]);
  });
});

// The expected texts are the server's, as infra/tests/api/calculations.rs and
// domain/src/calculation/{chiller,rack}.rs assert them.
describe("the server's words for the calculation's field rules", () => {
  it("refuses a required capacity of 0 or below (engine 1.12.0)", () => {
    expect(requiredCapacityError(0)).toBe("La capacidad requerida debe ser mayor que 0");
    expect(requiredCapacityError(-20)).toBe("La capacidad requerida no puede ser negativa: -20 kW");
    expect(requiredCapacityError(-1.2345, "kW")).toBe("La capacidad requerida no puede ser negativa: -1.235 kW");
    expect(requiredCapacityError(0.001)).toBeUndefined();
    expect(requiredCapacityError(null)).toBeUndefined();
  });

  it("refuses a cold side that does not cool its fluid", () => {
    expect(coldSideError(7, 12)).toBe("La temperatura de entrada del fluido frío (7 °C) debe superar la de salida (12 °C)");
    expect(coldSideError(7, 7)).toBe("La temperatura de entrada del fluido frío (7 °C) debe superar la de salida (7 °C)");
    expect(coldSideError(12, 7)).toBeUndefined();
    expect(coldSideError(null, 7)).toBeUndefined();
  });

  it("refuses an evaporation at or above the condensation, or the leaving fluid", () => {
    expect(evaporationAboveCondensationError(45, 40)).toBe("La temperatura de evaporación (45 °C) debe ser menor que la de condensación (40 °C)");
    expect(evaporationAboveCondensationError(-10, 40)).toBeUndefined();
    expect(evaporationNotBelowLeavingError(2, 7, 7)).toBe("La temperatura de evaporación del circuito 2 (7 °C) debe ser menor que la de salida del fluido (7 °C)");
    expect(evaporationNotBelowLeavingError(1, 2, 7)).toBeUndefined();
  });

  it("refuses an evaporation less than 1 K above the fluid's freezing point; exactly 1 K passes", () => {
    const water: FluidChoice = { value: "water", label: "Agua", fluid: "water", concentration: 0, freezingPoint: 0 };
    const glycol: FluidChoice = { value: "MPG-30", label: "Propilenglicol (MPG) 30 %", fluid: "MPG", concentration: 30, freezingPoint: -12.8 };
    expect(evaporationFreezesError(1, 0.9, water)).toBe(
      "El circuito 1 evapora a 0.9 °C, a menos de 1 K sobre el punto de congelación del fluido (Agua, 0 °C): se congelaría en el intercambiador. Use una mezcla con glicol de menor punto de congelación o suba la temperatura de evaporación",
    );
    expect(evaporationFreezesError(1, 1, water)).toBeUndefined();
    expect(evaporationFreezesError(1, -11.8, glycol)).toBeUndefined();
    expect(evaporationFreezesError(2, -12, glycol)).toContain("(Propilenglicol (MPG) al 30 %, -12.8 °C)");
    const mpg10: FluidChoice = { value: "MPG-10", label: "Propilenglicol (MPG) 10 %", fluid: "MPG", concentration: 10, freezingPoint: -2.867 };
    expect(evaporationFreezesError(1, -2, mpg10)).toContain("(Propilenglicol (MPG) al 10 %, -2.9 °C)");
  });

  it("refuses a condensing temperature less than 2 K above the ambient or the leaving condenser water", () => {
    expect(ambientApproachError(45, 48)).toBe("La temperatura de condensación (45 °C) debe superar la temperatura ambiente (48 °C) en al menos 2 K");
    expect(ambientApproachError(45, 43)).toBeUndefined();
    expect(condenserApproachError(35, 34)).toBe("La temperatura de condensación (35 °C) debe superar la salida del agua del condensador (34 °C) en al menos 2 K");
    expect(condenserApproachError(40, 35)).toBeUndefined();
  });

  it("refuses a room of no volume as the server does (tester report 4)", () => {
    expect(roomVolumeError(0)).toBe("El volumen del local debe ser mayor que 0");
    expect(roomVolumeError(-2)).toBe("El volumen del local debe ser mayor que 0");
    expect(roomVolumeError(20)).toBeUndefined();
    expect(roomVolumeError(null)).toBeUndefined();
    const form = { ...emptyProject(), equipmentType: "motocompresora" as const, evapTemp: -10, condTemp: 40 };
    form.compressorsConfig = [{ id: 1, model: "4GE-23Y", type: "reciprocante" }];
    expect(calculateProblem({ ...form, site: { roomVolume: 0, accessCategory: null, locationClass: null } })).toEqual({
      title: "Error en el cálculo",
      description: "El volumen del local debe ser mayor que 0",
    });
    expect(calculateProblem(form)).toBeNull();
  });

  it("quotes the figures in the user's units and number locale", () => {
    setUnitSystem("ip");
    expect(coldSideError(7, 12)).toBe("La temperatura de entrada del fluido frío (44.6 °F) debe superar la de salida (53.6 °F)");
    expect(ambientApproachError(45, 48)).toBe("La temperatura de condensación (113 °F) debe superar la temperatura ambiente (118.4 °F) en al menos 3.6 °F");
    // A capacity typed in BTU/h, quoted with its tons as the server quotes it (e2e/units-limits.spec.ts).
    expect(requiredCapacityError(-5.000085525269999)?.replace(/\u202F/g, " ")).toBe("La capacidad requerida no puede ser negativa: -17 061 BTU/h (-1.4 TR)");
    setUnitSystem("si");
    setNumberLocale("es-ES");
    expect(coldSideError(7.5, 12)).toBe("La temperatura de entrada del fluido frío (7,5 °C) debe superar la de salida (12 °C)");
  });
});

describe("the check before 'Calcular Capacidades' stops what the server would refuse, in its words", () => {
  const refused = (description: string) => ({ title: "Error en el cálculo", description });

  it("stops a chiller required capacity of 0 and names it, in kW or TR", () => {
    expect(chillerProblem({ ...readyChiller(), requiredCapacity: 0 }, 40)).toEqual(refused("La capacidad requerida debe ser mayor que 0"));
    const tr = readyChiller();
    tr.requiredCapacity = -5;
    tr.coldSide = { ...tr.coldSide, capacityUnit: "tr" };
    expect(chillerProblem(tr, 40)).toEqual(refused("La capacidad requerida no puede ser negativa: -5 TR"));
  });

  it("stops a circuit's required capacity of 0", () => {
    const c = readyChiller();
    expect(chillerProblem({ ...c, circuits: [{ ...c.circuits[0], requiredCapacity: 0 }] }, 40)).toEqual(refused("La capacidad requerida debe ser mayor que 0"));
    const unit = defaultCondensingUnitConfig();
    unit.circuits = [{ ...unit.circuits[0], evapTemp: -10, requiredCapacity: 0, compressors: [compressor] }];
    expect(condensingUnitProblem(unit, 40)).toEqual(refused("La capacidad requerida debe ser mayor que 0"));
  });

  it("stops a cold side that heats the water, whichever capacity method is chosen", () => {
    const c = readyChiller();
    const warmed = { ...c, coldSide: { ...c.coldSide, tempIn: 7, tempOut: 12 } };
    const words = refused("La temperatura de entrada del fluido frío (7 °C) debe superar la de salida (12 °C)");
    expect(chillerProblem(warmed, 40)).toEqual(words);
    expect(chillerProblem({ ...warmed, capacityMethod: "fluid", coldSide: { ...warmed.coldSide, flowRate: 100 } }, 40)).toEqual(words);
  });

  it("stops an ambient within 2 K of the condensation, and the water-cooled condenser's leaving water", () => {
    expect(chillerProblem({ ...readyChiller(), ambientTemp: 39 }, 40)).toEqual(
      refused("La temperatura de condensación (40 °C) debe superar la temperatura ambiente (39 °C) en al menos 2 K"),
    );
    const water = { ...readyChiller(), chillerType: "agua-agua" as const, ambientTemp: 45 };
    expect(chillerProblem({ ...water, hotSide: { ...water.hotSide, tempIn: 30, tempOut: 39 } }, 40)).toEqual(
      refused("La temperatura de condensación (40 °C) debe superar la salida del agua del condensador (39 °C) en al menos 2 K"),
    );
    expect(chillerProblem({ ...water, hotSide: { ...water.hotSide, tempIn: 30, tempOut: 35 } }, 40)).toBeNull();
  });

  it("stops a water-cooled chiller's hot side that does not warm, and an ambient more than 30 K below the condensation", () => {
    const water = { ...readyChiller(), chillerType: "agua-agua" as const };
    expect(chillerProblem({ ...water, hotSide: { ...water.hotSide, tempIn: 35, tempOut: 30 } }, 40)).toEqual(
      refused("La temperatura de entrada del fluido del lado caliente (35 °C) debe ser menor que la de salida (30 °C): el condensador lo calienta"),
    );
    expect(chillerProblem({ ...water, hotSide: { ...water.hotSide, tempIn: 30, tempOut: 35 } }, 40)).toBeNull();
    // The air-cooled chiller has no hot side to check.
    expect(chillerProblem({ ...readyChiller(), hotSide: { ...water.hotSide, tempIn: 35, tempOut: 30 } }, 40)).toBeNull();
    expect(chillerProblem({ ...readyChiller(), ambientTemp: 10 }, 40)).toBeNull();
    expect(chillerProblem({ ...readyChiller(), ambientTemp: 9.9 }, 40)?.description).toMatch(/^La temperatura ambiente \(9.9 °C\) queda 30.1 K por debajo/);
    const unit = defaultCondensingUnitConfig();
    unit.circuits = [{ ...unit.circuits[0], evapTemp: -10, requiredCapacity: 10, compressors: [compressor] }];
    expect(condensingUnitProblem({ ...unit, ambientTemp: -30 }, 45)?.description).toContain("queda 75 K por debajo de la de condensación (45 °C)");
    setUnitSystem("ip");
    expect(ambientBeyondRatingsError(45, -30)).toContain(
      "(-22 °F) queda 135 °F por debajo de la de condensación (113 °F): la capacidad de un condensador por aire no se escala más allá de 54 °F",
    );
  });

  it("leaves a ready chiller alone and changes nothing it was given", () => {
    const c = readyChiller();
    const before = structuredClone(c);
    expect(chillerProblem(c, 40)).toBeNull();
    chillerProblem({ ...c, requiredCapacity: 0 }, 40);
    expect(c).toEqual(before);
  });
});
