// The calculation's 422 rules that one form field can break, worded as the
// server words them (domain/src/calculation/calculation_error.rs), so that a
// field says it before 'Calcular Capacidades' sends anything, and the toast
// that stops the send reads as the server's would. The figures are the ones
// typed, in the user's units; the server checks every rule again. The
// contract: fixtures/server-rules.json, case by case the request, the field
// the server names and its message, which infra/tests/api/server_rules.rs
// posts to the server and server-rules.test.ts asks of these checks.
import type { FluidChoice } from "./fluids";
import { formatNumber } from "@/lib/format";
import { tidy, toDisplay, unitLabel, type Dimension } from "@/lib/units";

/** Minimum ΔT from the condensing temperature down to the ambient air or the
 * leaving condenser water, K (domain `water_side::MIN_APPROACH_K`, which
 * `rack::MIN_AIR_DELTA_T_K` takes). */
export const MIN_APPROACH_K = 2;
/** Largest ΔT from the condensing temperature down to the ambient air an
 * air-cooled condenser's capacity is scaled to, K (domain
 * `condenser::REFUSED_DELTA_T_K`; makers publish up to about 20 K, EN 327
 * rates at 15 K). */
export const MAX_CONDENSER_DELTA_T_K = 30;
/** Minimum margin of a chiller circuit's evaporation above the cooled
 * fluid's freezing point, K (domain `Defaults::evaporation_freezing_margin`). */
export const EVAPORATION_FREEZING_MARGIN_K = 1;

/** The server's `ZeroCapacity` (tester report 3, defect 23). */
export const ZERO_CAPACITY = "La capacidad requerida debe ser mayor que 0";

/** A typed figure as a message quotes it: at most 3 decimals, trailing zeros
 * dropped, in the user's unit ('7 °C', '44.6 °F'). */
export function typedFigure(value: number, dimension: Dimension): string {
  return `${formatNumber(tidy(toDisplay(value, dimension)), 3)} ${unitLabel(dimension)}`;
}

/** A capacity typed in the user's unit as the server quotes it back: in BTU/h, with its tons of refrigeration
 * beside ('-17 061 BTU/h (-1.4 TR)', domain/src/recorded_units.rs). */
function capacityFigure(kw: number): string {
  const typed = typedFigure(kw, "capacity");
  return unitLabel("capacity") === "BTU/h" ? `${typed} (${formatNumber(toDisplay(kw, "capacity", "mx"), 1)} TR)` : typed;
}

/** A required capacity of 0 or below (`ZeroCapacity`, `NegativeCapacity`);
 * `unit` is the field's own where it is not the user's capacity unit (the
 * chiller's kW or TR). */
export function requiredCapacityError(value: number | null, unit?: string): string | undefined {
  if (value === null || value > 0) return undefined;
  if (value === 0) return ZERO_CAPACITY;
  const figure = unit ? `${formatNumber(value, 3)} ${unit}` : capacityFigure(value);
  return `La capacidad requerida no puede ser negativa: ${figure}`;
}

/** An evaporation not below the condensation (`EvaporationAboveCondensation`). */
export function evaporationAboveCondensationError(evap: number | null, cond: number | null): string | undefined {
  if (evap === null || cond === null || evap < cond) return undefined;
  return `La temperatura de evaporación (${typedFigure(evap, "temperature")}) debe ser menor que la de condensación (${typedFigure(cond, "temperature")})`;
}

/** A chiller's cold side entering no warmer than it leaves: an evaporator
 * cools its fluid (`ColdSideNotCooled`, tester report 3 defect 17). */
export function coldSideError(tempIn: number | null, tempOut: number | null): string | undefined {
  if (tempIn === null || tempOut === null || tempIn > tempOut) return undefined;
  return `La temperatura de entrada del fluido frío (${typedFigure(tempIn, "temperature")}) debe superar la de salida (${typedFigure(tempOut, "temperature")})`;
}

/** A water-cooled chiller's hot side entering no colder than it leaves: a
 * condenser warms its water (`HotSideNotWarmed`, field `hotSide.tempIn`). */
export function hotSideError(tempIn: number | null, tempOut: number | null): string | undefined {
  if (tempIn === null || tempOut === null || tempIn < tempOut) return undefined;
  return `La temperatura de entrada del fluido del lado caliente (${typedFigure(tempIn, "temperature")}) debe ser menor que la de salida (${typedFigure(tempOut, "temperature")}): el condensador lo calienta`;
}

/** A chiller circuit evaporating at or above the leaving fluid (`EvaporationNotBelowLeaving`); `circuit` counts from 1. */
export function evaporationNotBelowLeavingError(circuit: number, evap: number | null, leaving: number | null): string | undefined {
  if (evap === null || leaving === null || evap < leaving) return undefined;
  return `La temperatura de evaporación del circuito ${circuit} (${typedFigure(evap, "temperature")}) debe ser menor que la de salida del fluido (${typedFigure(leaving, "temperature")})`;
}

/** The fluid as the server names it: 'Agua', 'Etilenglicol al 30 %'. */
function fluidInWords(fluid: FluidChoice): string {
  return fluid.concentration > 0 ? fluid.label.replace(/ (\S+) %$/, " al $1 %") : fluid.label;
}

/** A chiller circuit evaporating less than 1 K above the cooled fluid's freezing point (`EvaporationFreezes`), the
 * freezing point to the tenth as the server rounds it ('-2.9 °C', not '-2.867 °C'). */
export function evaporationFreezesError(circuit: number, evap: number | null, fluid: FluidChoice | undefined): string | undefined {
  const freezing = fluid?.freezingPoint;
  if (evap === null || !fluid || typeof freezing !== "number") return undefined;
  // Exactly the margin passes; 1e-9 K absorbs a freezing point such as −12.8 °C, as the server does.
  if (evap - freezing >= EVAPORATION_FREEZING_MARGIN_K - 1e-9) return undefined;
  return (
    `El circuito ${circuit} evapora a ${typedFigure(evap, "temperature")}, a menos de ${typedFigure(EVAPORATION_FREEZING_MARGIN_K, "temperatureDifference")} ` +
    `sobre el punto de congelación del fluido (${fluidInWords(fluid)}, ${formatNumber(toDisplay(freezing, "temperature"), 1)} ${unitLabel("temperature")}): se congelaría en el intercambiador. ` +
    "Use una mezcla con glicol de menor punto de congelación o suba la temperatura de evaporación"
  );
}

/** An air-cooled condenser whose ambient is less than 2 K below the condensing temperature (`AmbientApproach`). */
export function ambientApproachError(cond: number | null, ambient: number | null): string | undefined {
  if (cond === null || ambient === null || cond - ambient >= MIN_APPROACH_K) return undefined;
  return `La temperatura de condensación (${typedFigure(cond, "temperature")}) debe superar la temperatura ambiente (${typedFigure(ambient, "temperature")}) en al menos ${typedFigure(MIN_APPROACH_K, "temperatureDifference")}`;
}

/** An air-cooled condenser whose ambient is more than 30 K below the condensing temperature
 * (`AmbientBeyondRatings`, field `ambientTemp`); the ΔT quoted to 0.1 K, as the server rounds it. */
export function ambientBeyondRatingsError(cond: number | null, ambient: number | null): string | undefined {
  if (cond === null || ambient === null || cond - ambient <= MAX_CONDENSER_DELTA_T_K) return undefined;
  const delta = Math.round((cond - ambient) * 10) / 10;
  const k = (value: number) => typedFigure(value, "temperatureDifference");
  return (
    `La temperatura ambiente (${typedFigure(ambient, "temperature")}) queda ${k(delta)} por debajo de la de condensación (${typedFigure(cond, "temperature")}): ` +
    `la capacidad de un condensador por aire no se escala más allá de ${k(MAX_CONDENSER_DELTA_T_K)} de diferencia (los fabricantes la publican hasta unos ${k(20)}; EN 327 la califica a ${k(15)}). ` +
    "Indique la temperatura ambiente de diseño, la más alta esperada; el invierno lo resuelve el control de la presión de condensación"
  );
}

/** The ambient an air-cooled condenser is rated at, too close to or too far below the condensing temperature. */
export function ambientError(cond: number | null, ambient: number | null): string | undefined {
  return ambientApproachError(cond, ambient) ?? ambientBeyondRatingsError(cond, ambient);
}

/** A water-cooled condenser whose leaving water is less than 2 K below the condensing temperature (`CondenserApproach`). */
export function condenserApproachError(cond: number | null, leavingWater: number | null): string | undefined {
  if (cond === null || leavingWater === null || cond - leavingWater >= MIN_APPROACH_K) return undefined;
  return `La temperatura de condensación (${typedFigure(cond, "temperature")}) debe superar la salida del agua del condensador (${typedFigure(leavingWater, "temperature")}) en al menos ${typedFigure(MIN_APPROACH_K, "temperatureDifference")}`;
}

/** A room volume of 0 or below (`NotPositive`, field `site.roomVolume`; tester report 4). */
export function roomVolumeError(value: number | null): string | undefined {
  return value !== null && value <= 0 ? "El volumen del local debe ser mayor que 0" : undefined;
}

/** Condenser oversizing outside 0 to 100 % (`Oversizing`); the form also asks for a whole number (section 5). */
export function oversizingRangeError(value: number | null): string | undefined {
  if (value === null || (value >= 0 && value <= 100)) return undefined;
  return "El sobredimensionamiento del condensador debe estar entre 0 y 100 %";
}

/** The toast that stops a send for the first rule broken, as the server's refusal reads ('Error en el cálculo'). */
export function firstRuleProblem(...messages: (string | undefined)[]): { title: string; description: string } | null {
  const description = messages.find((m) => m !== undefined);
  return description === undefined ? null : { title: "Error en el cálculo", description };
}

/** The first circuit whose required capacity is 0 or below, in the server's words. */
export function circuitsCapacityError(circuits: { requiredCapacity: number | null }[]): string | undefined {
  return circuits.map((c) => requiredCapacityError(c.requiredCapacity)).find((m) => m !== undefined);
}

/** The first circuit evaporating at or above the condensing temperature, in the server's words. */
export function circuitsEvaporationError(circuits: { evapTemp: number | null }[], cond: number | null): string | undefined {
  return circuits.map((c) => evaporationAboveCondensationError(c.evapTemp, cond)).find((m) => m !== undefined);
}
