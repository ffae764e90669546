// The calculate, save and PDF rules of app-and-projects.md section 5, with
// the spec's titles and messages. Each check returns the toast to show, or null.
import type { ProjectForm, Circuit, CompressorEntry } from "../types/project";
import { chillerProblem, condensingUnitProblem } from "./chiller-and-unit-config";
import { divisionProblem } from "./lines";
import { pipeDistanceMessage, pipeDistanceOk } from "./parameters";
import { circuitsCapacityError, circuitsEvaporationError, evaporationAboveCondensationError, firstRuleProblem, roomVolumeError } from "./server-rules";

export interface Problem {
  title: string;
  description?: string;
}

const hasModel = (c: CompressorEntry) => c.model.trim() !== "" || Boolean(c.compressorId);
const known = (v: number | null | undefined): v is number => v !== null && v !== undefined && Number.isFinite(v);

function pipeDistanceProblem(distance: number | null): Problem | null {
  return pipeDistanceOk(distance) ? null : { title: "Distancia inválida", description: pipeDistanceMessage() };
}

function linesProblem(circuits: Circuit[], liquid: ProjectForm["rackConfig"]["liquidLinesConfig"] | null): Problem | null {
  for (const [i, circuit] of circuits.entries()) {
    const problem = divisionProblem(circuit.suctionLinesConfig);
    if (problem) return { title: "División de líneas incompleta", description: `Líneas de succión del circuito ${i + 1}: ${problem}` };
  }
  const problem = liquid ? divisionProblem(liquid) : null;
  return problem ? { title: "División de líneas incompleta", description: `Líneas de líquido: ${problem}` } : null;
}

function rackProblem(form: ProjectForm): Problem | null {
  const config = form.rackConfig;
  const circuits = config.circuits;
  if (config.numberOfCircuits > 1) {
    const complete = known(form.condTemp) && circuits.every((c) => known(c.evapTemp) && c.compressors.length > 0 && c.compressors.every(hasModel));
    if (!complete) return { title: "Campos incompletos", description: "Por favor complete todos los circuitos y compresores" };
  } else {
    const circuit = circuits[0];
    if (!circuit || !known(circuit.evapTemp) || !known(form.condTemp)) {
      return { title: "Campos incompletos", description: "Por favor complete todos los campos requeridos" };
    }
    if (circuit.compressors.length === 0 || !circuit.compressors.every(hasModel)) {
      return { title: "Compresores incompletos", description: "Todos los compresores necesitan un modelo" };
    }
  }
  return (
    firstRuleProblem(circuitsCapacityError(circuits), circuitsEvaporationError(circuits, form.condTemp)) ??
    pipeDistanceProblem(config.pipeDistance) ??
    linesProblem(circuits, config.liquidLinesConfig)
  );
}

function simpleProblem(form: ProjectForm): Problem | null {
  if (!form.equipmentType || !known(form.evapTemp) || !known(form.condTemp)) {
    return { title: "Campos incompletos", description: "Por favor complete todos los campos requeridos" };
  }
  if (form.compressorsConfig.length === 0 || !form.compressorsConfig.every(hasModel)) {
    return { title: "Compresores incompletos", description: "Todos los compresores necesitan un modelo" };
  }
  return firstRuleProblem(evaporationAboveCondensationError(form.evapTemp, form.condTemp));
}

/** Why 'Calcular Capacidades' cannot run yet, or null. */
export function calculateProblem(form: ProjectForm): Problem | null {
  return equipmentProblem(form) ?? firstRuleProblem(roomVolumeError(form.site?.roomVolume ?? null));
}

function equipmentProblem(form: ProjectForm): Problem | null {
  switch (form.equipmentType) {
    case "rack":
      return rackProblem(form);
    case "condensadora":
      return condensingUnitProblem(form.condensingUnitConfig, form.condTemp) ?? linesProblem(form.condensingUnitConfig.circuits, form.condensingUnitConfig.liquidLinesConfig);
    case "chiller":
      return chillerProblem(form.chillerConfig, form.condTemp) ?? linesProblem(form.chillerConfig.circuits, null);
    default:
      return simpleProblem(form);
  }
}

/** The title results carry from an edit of the inputs until the next successful calculation (issue 24 item 2). */
export const STALE_RESULTS = "Resultados desactualizados";

/** Why 'Guardar Proyecto' cannot run, or null; `stale` when the inputs changed since the results were calculated. */
export function saveProblem(name: string, calculated: boolean, stale = false): Problem | null {
  if (name.trim() === "") return { title: "Nombre requerido" };
  if (!calculated) return { title: "Debe calcular antes de guardar" };
  if (stale) return { title: `${STALE_RESULTS}: vuelva a calcular antes de guardar` };
  return null;
}

/** Why 'Generar PDF' cannot run, or null: a sheet must not print results that no longer match the inputs. */
export function pdfProblem(calculated: boolean, stale = false): Problem | null {
  if (!calculated) return { title: "Debe calcular antes de generar el PDF" };
  if (stale) return { title: `${STALE_RESULTS}: vuelva a calcular antes de generar el PDF` };
  return null;
}
