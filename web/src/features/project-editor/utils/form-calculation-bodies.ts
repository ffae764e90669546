// Bodies of the calculation calls (app-and-projects.md section 7), built from the form.
import type { Circuit, CompressorEntry, ProjectForm } from "../types/project";
import { chillerRequest as chillerConfigRequest, condensingUnitRequest as unitRequest } from "./chiller-and-unit-config";

const compressorRef = (c: CompressorEntry) => ({
  model: c.model,
  type: c.type,
  ...(c.compressorId ? { compressorId: c.compressorId } : {}),
});

export const circuitRequest = (c: Circuit) => ({
  id: c.id,
  evapTemp: c.evapTemp,
  requiredCapacity: c.requiredCapacity,
  compressors: c.compressors.map(compressorRef),
  suctionLinesConfig: c.suctionLinesConfig,
  ...(c.heatExchangerId ? { heatExchangerId: c.heatExchangerId } : {}),
});

/** The regulatory fields of every system calculation: only what the project names (the server fills the rest). */
export function regulatoryRequest(form: ProjectForm) {
  const site = form.site ? Object.fromEntries(Object.entries(form.site).filter(([, v]) => v !== null && v !== undefined)) : {};
  return {
    ...(form.jurisdiction ? { jurisdiction: form.jurisdiction } : {}),
    ...(form.referenceDate ? { referenceDate: form.referenceDate } : {}),
    ...(form.numberLocale ? { numberLocale: form.numberLocale } : {}),
    ...(Object.keys(site).length > 0 ? { site } : {}),
  };
}

/** The cycle's superheat and subcooling, K, where the project states them (absent: each coefficient set's rating). */
export function cycleRequest(form: ProjectForm) {
  return {
    ...(form.superheat != null ? { superheat: form.superheat } : {}),
    ...(form.subcooling != null ? { subcooling: form.subcooling } : {}),
  };
}

/** POST /api/racks/calculate for a rack. */
export function rackRequest(form: ProjectForm) {
  const config = form.rackConfig;
  return {
    circuits: config.circuits.slice(0, config.numberOfCircuits).map(circuitRequest),
    condTemp: form.condTemp,
    refrigerant: form.refrigerant,
    voltage: form.voltage,
    frequency: form.frequency,
    pipeDistance: config.pipeDistance,
    liquidLinesConfig: { ...config.liquidLinesConfig, capacityControl: config.capacityControl },
    ...(config.dischargeLineSize?.trim() ? { dischargeLineSize: config.dischargeLineSize.trim() } : {}),
    capacityControl: config.capacityControl,
    condenserFanType: config.condenserFanType,
    ...cycleRequest(form),
    ...regulatoryRequest(form),
  };
}

const globals = (form: ProjectForm) => ({ refrigerant: form.refrigerant, voltage: form.voltage, frequency: form.frequency, condTemp: form.condTemp });

/** POST /api/racks/calculate for a condensing unit (with `condensingUnitConfig`). */
export const condensingUnitRequest = (form: ProjectForm) => ({ ...unitRequest(form.condensingUnitConfig, globals(form)), ...cycleRequest(form), ...regulatoryRequest(form) });

/** POST /api/chillers/calculate. */
export const chillerRequest = (form: ProjectForm) => ({ ...chillerConfigRequest(form.chillerConfig, globals(form)), ...cycleRequest(form), ...regulatoryRequest(form) });

/** POST /api/calculate, one per compressor of a motor compressor. */
export function singleRequests(form: ProjectForm) {
  return form.compressorsConfig.map((c) => ({
    ...compressorRef(c),
    evapTemp: form.evapTemp,
    condTemp: form.condTemp,
    refrigerant: form.refrigerant,
    voltage: form.voltage,
    frequency: form.frequency,
    ...cycleRequest(form),
    ...regulatoryRequest(form),
  }));
}

/** What the calculation of this form depends on; results are stale when it changes. */
export function calculationInputs(form: ProjectForm): string {
  switch (form.equipmentType) {
    case "rack":
      return JSON.stringify(rackRequest(form));
    case "condensadora":
      return JSON.stringify(condensingUnitRequest(form));
    case "chiller":
      // Names and the photo do not change a calculation.
      return JSON.stringify(chillerRequest({ ...form, chillerConfig: { ...form.chillerConfig, customer: "", responsable: "", project: "", modelName: "", equipmentPhotoUrl: "" } }));
    default:
      return JSON.stringify(singleRequests(form));
  }
}
