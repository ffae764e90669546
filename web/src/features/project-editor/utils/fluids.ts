// The chiller's water side on the client (app-and-projects.md sections 4 and 7,
// ENGINEERING.md section 8): Q = ρ·V̇·cp·|T_in − T_out| with the fluid's
// properties at the mean temperature, interpolated exactly as the server does
// (four-point Lagrange on the uniform table GET /api/fluids sends), so the
// capacity the form shows is the one the calculation uses.
import type { CapacityUnit, FlowRateUnit } from "../types/chiller-config";
import { FACTORS, formatIn, unitLabel, type UnitSystem } from "@/lib/units";

/** kW per ton of refrigeration (12 000 BTU/h), from the one units table (the server's engine uses the same). */
export const KW_PER_TR = FACTORS.kilowattPerTonOfRefrigeration;
/** L/min per US gallon per minute (231 in³ = 3.785411784 L), from the one units table. */
export const LMIN_PER_GPM = FACTORS.litrePerUsGallon;
/** L/min per m³/h. */
export const LMIN_PER_M3H = 1000 / 60;

export const FLOW_UNIT_LABELS: Record<FlowRateUnit, string> = { lmin: "L/min", gpm: "GPM", m3h: "m³/h" };
export const CAPACITY_UNIT_LABELS: Record<CapacityUnit, string> = { kw: "kW", tr: "TR" };

/** A fluid of GET /api/fluids with its property table (density kg/m³, cp J/(kg·K)). */
export interface FluidChoice {
  value: string;
  label: string;
  fluid: string;
  concentration: number;
  /** °C. */
  freezingPoint?: number | null;
  properties?: { tMin: number; step: number; density: number[]; cp: number[] } | null;
}

export class FluidCalculationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FluidCalculationError";
  }
}

export function toLitresPerMinute(flow: number, unit: FlowRateUnit): number {
  if (unit === "gpm") return flow * LMIN_PER_GPM;
  if (unit === "m3h") return flow * LMIN_PER_M3H;
  return flow;
}

export function fromLitresPerMinute(litres: number, unit: FlowRateUnit): number {
  if (unit === "gpm") return litres / LMIN_PER_GPM;
  if (unit === "m3h") return litres / LMIN_PER_M3H;
  return litres;
}

export function convertFlow(flow: number, from: FlowRateUnit, to: FlowRateUnit): number {
  return from === to ? flow : fromLitresPerMinute(toLitresPerMinute(flow, from), to);
}

export function toKw(capacity: number, unit: CapacityUnit): number {
  return unit === "tr" ? capacity * KW_PER_TR : capacity;
}

export function fromKw(kw: number, unit: CapacityUnit): number {
  return unit === "tr" ? kw / KW_PER_TR : kw;
}

export function convertCapacity(capacity: number, from: CapacityUnit, to: CapacityUnit): number {
  return from === to ? capacity : fromKw(toKw(capacity, from), to);
}

/** Lagrange weights for nodes at −1, 0, 1, 2 evaluated at `t`. */
function weights(t: number): [number, number, number, number] {
  const [tm1, tm2, tp1] = [t - 1, t - 2, t + 1];
  return [(-t * tm1 * tm2) / 6, (tp1 * tm1 * tm2) / 2, (-tp1 * t * tm2) / 2, (tp1 * t * tm1) / 6];
}

/** Density (kg/m³) and cp (J/(kg·K)) of `fluid` at `t` °C; never extrapolated. */
export function fluidState(fluid: FluidChoice, t: number): { density: number; cp: number } {
  const table = fluid.properties;
  if (!table || table.density.length < 4) {
    throw new FluidCalculationError(`No hay propiedades disponibles para ${fluid.label}`);
  }
  const n = table.density.length;
  const last = table.tMin + table.step * (n - 1);
  const eps = table.step * 1e-9;
  if (!(t >= table.tMin - eps && t <= last + eps)) {
    throw new FluidCalculationError(
      `La temperatura media (${temperature(t)}) está fuera del rango de propiedades de ${fluid.label} (${temperature(table.tMin)} a ${temperature(last)})`,
    );
  }
  const u = Math.min(Math.max((t - table.tMin) / table.step, 0), n - 1);
  const i = Math.min(Math.max(Math.floor(u), 1), n - 3);
  const w = weights(u - i);
  const dot = (values: number[]) => values.slice(i - 1, i + 3).reduce((sum, v, k) => sum + v * w[k], 0);
  return { density: dot(table.density), cp: dot(table.cp) };
}

/** A temperature in a message, in the user's unit and the number locale ('12.5 °C', '54.5 °F'). */
function temperature(value: number) {
  return formatIn(value, "temperature");
}

/** A new chiller's cold-side units in the user's system: GPM where flows
 * are in US gallons (I-P), TR where capacities are not kW (I-P, the
 * Mexican mix). The side keeps its own choice once made (the spec's L/min,
 * GPM, m³/h and kW or TR). */
export function coldSideUnits(system: UnitSystem): { flowRateUnit: FlowRateUnit; capacityUnit: CapacityUnit } {
  return { flowRateUnit: unitLabel("flow", system) === "GPM" ? "gpm" : "lmin", capacityUnit: unitLabel("capacity", system) === "kW" ? "kw" : "tr" };
}

function checkTemperatures(tempIn: number, tempOut: number) {
  if (!Number.isFinite(tempIn) || !Number.isFinite(tempOut)) {
    throw new FluidCalculationError("Indique las temperaturas de entrada y salida");
  }
  if (tempIn === tempOut) {
    throw new FluidCalculationError("Las temperaturas de entrada y salida deben ser distintas");
  }
}

/** Capacity in W carried by `litresPerMinute` of `fluid` between the two temperatures. */
export function capacityFromFlow(fluid: FluidChoice, litresPerMinute: number, tempIn: number, tempOut: number): number {
  checkTemperatures(tempIn, tempOut);
  if (!(litresPerMinute > 0)) throw new FluidCalculationError("El caudal debe ser mayor a 0");
  const s = fluidState(fluid, (tempIn + tempOut) / 2);
  return ((s.density * litresPerMinute) / 60_000) * s.cp * Math.abs(tempIn - tempOut);
}

/** Flow in L/min that carries `watts` between the two temperatures. */
export function flowFromCapacity(fluid: FluidChoice, watts: number, tempIn: number, tempOut: number): number {
  checkTemperatures(tempIn, tempOut);
  if (!(watts > 0)) throw new FluidCalculationError("La capacidad debe ser mayor a 0");
  const s = fluidState(fluid, (tempIn + tempOut) / 2);
  return (watts / (s.density * s.cp * Math.abs(tempIn - tempOut))) * 60_000;
}

/** The leaving temperature is within `margin` K of the fluid's freezing point. */
export function nearFreezing(fluid: FluidChoice, tempOut: number | null, margin = 3): boolean {
  return tempOut !== null && typeof fluid.freezingPoint === "number" && tempOut - fluid.freezingPoint < margin;
}
