// What the chiller and condensing-unit forms check before 'Calcular
// Capacidades' (app-and-projects.md section 5, the server's own wording) and
// the request bodies of POST /api/chillers/calculate and POST /api/racks/calculate.
import type { Circuit } from "../types/circuit";
import type { ChillerConfig } from "../types/chiller-config";
import type { CondensingUnitConfig } from "../types/condensing-unit-config";
import { totalCompressors, CONDENSING_UNIT_LIMIT_MESSAGE, LIMIT_TITLE } from "./circuits";
import { CONDENSING_UNIT_MAX_COMPRESSORS } from "../types/condensing-unit-config";
import { CAPACITY_UNIT_LABELS, toKw } from "./fluids";
import { pipeDistanceMessage, pipeDistanceOk } from "./parameters";
import {
  ambientError,
  circuitsCapacityError,
  circuitsEvaporationError,
  coldSideError,
  condenserApproachError,
  evaporationNotBelowLeavingError,
  firstRuleProblem,
  hotSideError,
  requiredCapacityError,
} from "./server-rules";

export interface FormProblem {
  title: string;
  description: string;
}

/** The global parameters both calculations take. */
export interface GlobalParameters {
  refrigerant: string;
  voltage: number | string;
  /** Hz; null: not stated. */
  frequency?: number | null;
  condTemp: number | null;
}

const INCOMPLETE_FIELDS: FormProblem = {
  title: "Campos incompletos",
  description: "Por favor complete la temperatura de condensación y configure al menos un circuito",
};

/** The pipe run out of range, its limits in the user's units. */
const pipeDistanceProblem = (): FormProblem => ({ title: "Error", description: pipeDistanceMessage() });

const hasModels = (c: Circuit) => c.compressors.length > 0 && c.compressors.every((k) => k.model.trim() !== "");

/** A chiller circuit's requirement, kW: as typed, or, for a chiller of one circuit, the unit's, which its field's
 * placeholder shows (tester report 4, defect 11: the screen suggested the figure and then asked for it). */
export function circuitRequirementKw(config: ChillerConfig, index: number): number | null {
  const typed = config.circuits[index]?.requiredCapacity ?? null;
  if (typed !== null || config.circuits.length !== 1 || config.requiredCapacity === null) return typed;
  return toKw(config.requiredCapacity, config.coldSide.capacityUnit);
}

/** The circuits as the calculation takes them: a lone circuit without a capacity of its own carries the unit's. */
export function chillerCircuits(config: ChillerConfig): Circuit[] {
  return config.circuits.map((c, i) => ({ ...c, requiredCapacity: circuitRequirementKw(config, i) }));
}

/** The server's field rules a chiller breaks, first first, in its words (the
 * order it checks them: cold side, hot side, requirement, circuits, approaches). */
function chillerRuleProblem(config: ChillerConfig, condTemp: number | null): FormProblem | null {
  const side = config.coldSide;
  const waterCooled = config.chillerType === "agua-agua";
  return firstRuleProblem(
    coldSideError(side.tempIn, side.tempOut),
    waterCooled ? hotSideError(config.hotSide.tempIn, config.hotSide.tempOut) : undefined,
    config.capacityMethod === "direct" ? requiredCapacityError(config.requiredCapacity, CAPACITY_UNIT_LABELS[side.capacityUnit]) : undefined,
    circuitsCapacityError(config.circuits),
    circuitsEvaporationError(config.circuits, condTemp),
    ...config.circuits.map((c, i) => evaporationNotBelowLeavingError(i + 1, c.evapTemp, side.tempOut)),
    waterCooled ? condenserApproachError(condTemp, config.hotSide.tempOut) : ambientError(condTemp, config.ambientTemp),
  );
}

export function chillerProblem(config: ChillerConfig, condTemp: number | null): FormProblem | null {
  if (condTemp === null || config.circuits.length === 0) return INCOMPLETE_FIELDS;
  const circuits = chillerCircuits(config);
  const rule = chillerRuleProblem({ ...config, circuits }, condTemp);
  if (rule) return rule;
  const side = config.coldSide;
  const capacityKnown =
    config.capacityMethod === "fluid"
      ? side.fluidType !== "" && side.flowRate !== null && side.flowRate > 0 && side.tempIn !== null && side.tempOut !== null
      : config.requiredCapacity !== null;
  if (!capacityKnown) {
    return {
      title: "Capacidad no determinada",
      description: "Indique la capacidad requerida o el fluido, caudal y temperaturas de entrada y salida",
    };
  }
  if (!circuits.every((c) => c.evapTemp !== null && c.requiredCapacity !== null && hasModels(c))) {
    return {
      title: "Circuitos incompletos",
      description: "Cada circuito necesita temperatura de evaporación, capacidad requerida y al menos un compresor",
    };
  }
  if (!pipeDistanceOk(config.pipeDistance)) return pipeDistanceProblem();
  return null;
}

export function condensingUnitProblem(config: CondensingUnitConfig, condTemp: number | null): FormProblem | null {
  if (condTemp === null || config.circuits.length === 0) return INCOMPLETE_FIELDS;
  if (totalCompressors(config.circuits) > CONDENSING_UNIT_MAX_COMPRESSORS) {
    return { title: LIMIT_TITLE, description: CONDENSING_UNIT_LIMIT_MESSAGE };
  }
  const rule = firstRuleProblem(circuitsCapacityError(config.circuits), circuitsEvaporationError(config.circuits, condTemp));
  if (rule) return rule;
  if (!config.circuits.every((c) => c.evapTemp !== null && hasModels(c))) {
    return { title: "Circuitos incompletos", description: "Cada circuito necesita una temperatura de evaporación y al menos un compresor" };
  }
  const ambient = firstRuleProblem(ambientError(condTemp, config.ambientTemp));
  if (ambient) return ambient;
  if (!pipeDistanceOk(config.pipeDistance)) return pipeDistanceProblem();
  return null;
}

/** Body of POST /api/chillers/calculate: only what the calculation reads, so
 * that a new customer name or an automatic selection copied into the form
 * does not make the results look stale. */
export function chillerRequest(config: ChillerConfig, global: GlobalParameters) {
  const auto = config.autoSelectCondenser;
  return {
    chillerConfig: {
      capacityMethod: config.capacityMethod,
      requiredCapacity: config.requiredCapacity,
      chillerType: config.chillerType,
      pipeDistance: config.pipeDistance,
      coldSide: config.coldSide,
      hotSide: config.hotSide,
      autoSelectCondenser: auto,
      condenserOversizing: config.condenserOversizing,
      filterMicrochannelOnly: config.filterMicrochannelOnly,
      condenserId: auto ? undefined : config.condenserId || undefined,
      ambientTemp: config.ambientTemp,
      circuits: chillerCircuits(config),
      condTemp: global.condTemp,
      ...(config.dischargeLineSize?.trim() ? { dischargeLineSize: config.dischargeLineSize.trim() } : {}),
    },
    condTemp: global.condTemp,
    refrigerant: global.refrigerant,
    voltage: global.voltage,
    frequency: global.frequency ?? null,
  };
}

/** Body of POST /api/racks/calculate for a condensing unit. */
export function condensingUnitRequest(config: CondensingUnitConfig, global: GlobalParameters) {
  return {
    circuits: config.circuits,
    condTemp: global.condTemp,
    refrigerant: global.refrigerant,
    voltage: global.voltage,
    frequency: global.frequency ?? null,
    pipeDistance: config.pipeDistance,
    liquidLinesConfig: config.liquidLinesConfig,
    ...(config.dischargeLineSize?.trim() ? { dischargeLineSize: config.dischargeLineSize.trim() } : {}),
    condensingUnitConfig: {
      condenserId: config.autoSelectCondenser ? undefined : config.condenserId || undefined,
      autoSelectCondenser: config.autoSelectCondenser,
      condenserOversizing: config.condenserOversizing,
      ambientTemp: config.ambientTemp,
      filterMicrochannelOnly: config.filterMicrochannelOnly,
      capacityControl: config.capacityControl,
      condenserFanType: config.condenserFanType,
    },
  };
}

/** The condenser an automatic selection chose (answer field `autoSelectedCondenser`; capacity W at the design ΔT, fan power W per fan). */
export interface AutoSelectedCondenser {
  id: string;
  model: string;
  capacity: number;
  fanCount: number;
  fanPowerConsumption: number;
  isMicrochannel: boolean;
  isOutOfRange: boolean;
}

/** A catalogue condenser as GET /api/condensers gives it (capacity kW at `ratedDeltaT`). */
export interface CatalogueCondenser {
  id: string;
  model: string;
  capacity: number;
  fanCount: number;
  fanPowerConsumption: number;
  isMicrochannel: boolean;
  ratedDeltaT: number;
}

/** The condenser fields of a configuration (the chiller keeps all but model and microchannel flag). */
export interface CondenserFieldValues {
  condenserId: string;
  condenserModel: string;
  condenserCapacity: number | null;
  condenserFanCount: number | null;
  condenserFanPower: number | null;
  condenserIsMicrochannel: boolean;
}

/** The configuration's condenser fields for a catalogue condenser (capacity at its rated ΔT). */
export function condenserFields(condenser: CatalogueCondenser): CondenserFieldValues {
  return {
    condenserId: condenser.id,
    condenserModel: condenser.model,
    condenserCapacity: condenser.capacity,
    condenserFanCount: condenser.fanCount,
    condenserFanPower: condenser.fanPowerConsumption,
    condenserIsMicrochannel: condenser.isMicrochannel,
  };
}

/** Copies an automatic selection into the configuration (catalogue figures
 * when the catalogue still has it) so the summary and the saved project show it. */
export function withAutoSelectedCondenser<T extends ChillerConfig | CondensingUnitConfig>(
  config: T,
  selected: AutoSelectedCondenser | null | undefined,
  catalogue: CatalogueCondenser[],
): T {
  if (!selected || !config.autoSelectCondenser) return config;
  const row = catalogue.find((c) => c.id === selected.id);
  const fields: CondenserFieldValues = row
    ? condenserFields(row)
    : {
        condenserId: selected.id,
        condenserModel: selected.model,
        condenserCapacity: null,
        condenserFanCount: selected.fanCount,
        condenserFanPower: selected.fanPowerConsumption / 1000,
        condenserIsMicrochannel: selected.isMicrochannel,
      };
  return pickCondenserFields(config, fields);
}

/** Keeps only the condenser fields the configuration type has (the chiller has no model or microchannel flag). */
export function pickCondenserFields<T extends ChillerConfig | CondensingUnitConfig>(config: T, fields: CondenserFieldValues): T {
  if ("condenserModel" in config) return { ...config, ...fields };
  const { condenserModel: _model, condenserIsMicrochannel: _micro, ...chiller } = fields;
  return { ...config, ...chiller };
}

/** Capacity in kW at the design ΔT (Tc − Ta) from the catalogue's rated ΔT (ENGINEERING.md section 4). */
export function capacityAtDesign(capacityKw: number, ratedDeltaT: number, condTemp: number | null, ambientTemp: number | null): number | null {
  if (condTemp === null || ambientTemp === null || !(ratedDeltaT > 0)) return null;
  const delta = condTemp - ambientTemp;
  return delta > 0 ? (capacityKw * delta) / ratedDeltaT : null;
}
