// The user's display units (issue 24 item 3): stored values stay SI (°C, K,
// bar, kW, m, mm, kg; pressure drops kPa, velocities m/s, densities kg/m³); every input reads and every figure prints in the unit
// system chosen in /configuracion. The factors are the domain's one table
// (domain/data/units.json), which a server-side use reads too. A liquid flow
// (the chiller's water side) is stored in L/min.
import table from "@domain-data/units.json";
import { decimalsOf, editableNumber, formatFixed, formatNumber, type NumberLocale, numberLocale, type Quantity } from "./format";

export type UnitSystem = keyof typeof table.systems;
export type Dimension = keyof typeof table.systems.si.units;
/** A pressure is gauge (above the atmosphere) or absolute; the unit says which. */
export type PressureKind = "gauge" | "absolute";

const F = table.factors;

/** The table's exact factors, for the few calculations that need one (the water side's TR and GPM). */
export const FACTORS: Readonly<typeof F> = F;

export const DEFAULT_UNIT_SYSTEM = table.defaultSystem as UnitSystem;

/** The choices of /configuracion. */
export const UNIT_SYSTEMS = Object.entries(table.systems).map(([value, s]) => ({ value: value as UnitSystem, label: s.label }));

export function isUnitSystem(value: unknown): value is UnitSystem {
  return typeof value === "string" && Object.hasOwn(table.systems, value);
}

let current: UnitSystem = DEFAULT_UNIT_SYSTEM;

/** The system screens print with; set by the provider once the user is known. */
export function unitSystem(): UnitSystem {
  return current;
}

export function setUnitSystem(system: UnitSystem) {
  current = system;
}

/** The unit a dimension shows in (pressure: the bare 'bar' or 'psi'; a
 * pressure drop is a difference, 'kPa' or 'psi', neither gauge nor absolute). */
function baseUnit(dimension: Dimension, system: UnitSystem): string {
  return table.systems[system].units[dimension];
}

/** The unit as a label shows it; a pressure always says gauge or absolute:
 * 'psig', 'psia', 'bar(g)', 'bar(a)'. */
export function unitLabel(dimension: Dimension, system: UnitSystem = current, kind: PressureKind = "gauge"): string {
  const unit = baseUnit(dimension, system);
  if (dimension !== "pressure") return unit;
  if (unit === "psi") return kind === "gauge" ? "psig" : "psia";
  return kind === "gauge" ? "bar(g)" : "bar(a)";
}

/** A room's volume: 1 ft³ = 0.3048³ m³, exact from the foot. */
const CUBIC_METRE_PER_CUBIC_FOOT = F.metrePerFoot ** 3;

/** kPa in one of the pressure units. */
const KPA_PER: Record<string, number> = { bar: F.kilopascalPerBar, psi: F.kilopascalPerPsi };

/** A stored SI value in the system's unit. Pressures are stored in bar of
 * kind `stored` and shown as `shown` (default: the same kind). */
export function toDisplay(value: number, dimension: Dimension, system: UnitSystem = current, stored: PressureKind = "gauge", shown: PressureKind = stored): number {
  const unit = baseUnit(dimension, system);
  switch (dimension) {
    case "temperature":
      return unit === "°F" ? value * F.fahrenheitPerKelvin + F.fahrenheitAtZeroCelsius : value;
    case "temperatureDifference":
      return unit === "°F" ? value * F.fahrenheitPerKelvin : value;
    case "pressure": {
      let kpa = value * F.kilopascalPerBar;
      if (stored === "gauge" && shown === "absolute") kpa += F.standardAtmosphereKilopascal;
      if (stored === "absolute" && shown === "gauge") kpa -= F.standardAtmosphereKilopascal;
      return kpa / KPA_PER[unit];
    }
    case "capacity":
      if (unit === "TR") return value / F.kilowattPerTonOfRefrigeration;
      if (unit === "BTU/h") return (value * 1000) / F.wattPerBtuPerHour;
      return value;
    case "length":
      return unit === "ft" ? value / F.metrePerFoot : value;
    case "smallLength":
      return unit === "in" ? value / F.millimetrePerInch : value;
    case "mass":
      return unit === "lb" ? value / F.kilogramPerPound : value;
    case "pressureDrop":
      return unit === "psi" ? value / F.kilopascalPerPsi : value;
    case "velocity":
      return unit === "ft/min" ? value / F.metrePerSecondPerFootPerMinute : value;
    case "density":
      return unit === "lb/ft³" ? value / F.kilogramPerCubicMetrePerPoundPerCubicFoot : value;
    case "flow":
      return unit === "GPM" ? value / F.litrePerUsGallon : value;
    case "roomVolume":
      return unit === "ft³" ? value / CUBIC_METRE_PER_CUBIC_FOOT : value;
  }
}

/** A value typed in the system's unit, back to the stored SI value (the
 * inverse of `toDisplay`). A pressure typed as `shown` is stored as `stored`. */
export function fromDisplay(value: number, dimension: Dimension, system: UnitSystem = current, stored: PressureKind = "gauge", shown: PressureKind = stored): number {
  const unit = baseUnit(dimension, system);
  switch (dimension) {
    case "temperature":
      return unit === "°F" ? (value - F.fahrenheitAtZeroCelsius) / F.fahrenheitPerKelvin : value;
    case "temperatureDifference":
      return unit === "°F" ? value / F.fahrenheitPerKelvin : value;
    case "pressure": {
      let kpa = value * KPA_PER[unit];
      if (shown === "gauge" && stored === "absolute") kpa += F.standardAtmosphereKilopascal;
      if (shown === "absolute" && stored === "gauge") kpa -= F.standardAtmosphereKilopascal;
      return kpa / F.kilopascalPerBar;
    }
    case "capacity":
      if (unit === "TR") return value * F.kilowattPerTonOfRefrigeration;
      if (unit === "BTU/h") return (value * F.wattPerBtuPerHour) / 1000;
      return value;
    case "length":
      return unit === "ft" ? value * F.metrePerFoot : value;
    case "smallLength":
      return unit === "in" ? value * F.millimetrePerInch : value;
    case "mass":
      return unit === "lb" ? value * F.kilogramPerPound : value;
    case "pressureDrop":
      return unit === "psi" ? value * F.kilopascalPerPsi : value;
    case "velocity":
      return unit === "ft/min" ? value * F.metrePerSecondPerFootPerMinute : value;
    case "density":
      return unit === "lb/ft³" ? value * F.kilogramPerCubicMetrePerPoundPerCubicFoot : value;
    case "flow":
      return unit === "GPM" ? value * F.litrePerUsGallon : value;
    case "roomVolume":
      return unit === "ft³" ? value * CUBIC_METRE_PER_CUBIC_FOOT : value;
  }
}

/** Whether the system shows this dimension in its SI unit (nothing to convert). */
export function isSi(dimension: Dimension, system: UnitSystem = current): boolean {
  return baseUnit(dimension, system) === table.systems.si.units[dimension];
}

/** The quantity of the number table a dimension prints with by default. */
const QUANTITY: Record<Dimension, Quantity> = {
  temperature: "temperature",
  temperatureDifference: "temperatureDifference",
  pressure: "pressure",
  capacity: "capacity",
  length: "distance",
  smallLength: "length",
  mass: "weight",
  pressureDrop: "pressureDrop",
  velocity: "velocity",
  density: "density",
  flow: "flow",
  roomVolume: "volume",
};

/** A quantity's own decimals in one unit: a tube's diameter or wall in
 * inches to the thousandth, as tube tables list them (1.125 × 0.050 in). */
const QUANTITY_UNIT_DECIMALS: Record<string, number> = { "pipeDiameter:in": 3 };

/** Decimals of a figure: the unit's own (BTU/h 0, psi 1...) or the quantity's. */
export function displayDecimals(dimension: Dimension, system: UnitSystem = current, quantity: Quantity = QUANTITY[dimension]): number {
  // A unit's decimals, or its decimals for one dimension ('pressureDrop:psi': a drop needs finer steps than a gauge reading).
  const decimals = table.decimals as Record<string, number>;
  const unit = baseUnit(dimension, system);
  const own = QUANTITY_UNIT_DECIMALS[`${quantity}:${unit}`] ?? decimals[`${dimension}:${unit}`] ?? decimals[unit];
  return isSi(dimension, system) ? decimalsOf(quantity) : (own ?? decimalsOf(quantity));
}

/** A figure in the user's unit with its label: '20.0 °F', '60.0 psig'; '—' when absent. */
export function formatIn(
  value: number | null | undefined,
  dimension: Dimension,
  options: { system?: UnitSystem; quantity?: Quantity; stored?: PressureKind; shown?: PressureKind; locale?: NumberLocale; unit?: boolean } = {},
): string {
  const { system = current, stored = "gauge", shown = stored, locale = numberLocale(), unit = true } = options;
  if (typeof value !== "number" || !Number.isFinite(value)) return "—";
  const figure = formatFixed(toDisplay(value, dimension, system, stored, shown), displayDecimals(dimension, system, options.quantity), locale);
  return unit ? `${figure}\u00A0${unitLabel(dimension, system, shown)}` : figure;
}

/** The SI unit a label names ('Temperatura (°C)'), as the dimension it measures. */
const SI_UNIT_DIMENSION: Record<string, Dimension> = {
  "°C": "temperature",
  K: "temperatureDifference",
  kW: "capacity",
  m: "length",
  mm: "smallLength",
  kg: "mass",
  kPa: "pressureDrop",
  "m/s": "velocity",
  "kg/m³": "density",
  "L/min": "flow",
  "m³": "roomVolume",
};

export function dimensionOfSiUnit(unit: string | undefined): Dimension | undefined {
  return unit === undefined ? undefined : SI_UNIT_DIMENSION[unit];
}

/** Cleans binary noise from a converted value an input shows (20 °F read
 * back from -6.666666666666667 °C is 20, not 20.000000000000004). */
export function tidy(value: number): number {
  return Number(value.toPrecision(12));
}

/**
 * A stored SI value as an input shows it in the user's unit, rounded so no
 * conversion digits show (40 m reads 131.2 ft, not 131.233595801):
 * temperatures to the unit's decimals (0.1 °F); every other quantity to the
 * unit's decimals or four significant figures, whichever keeps more
 * (153546 BTU/h, 42.27 GPM, 9.54 TR, 0.875 in). Only what is shown is
 * rounded: a field the user does not edit keeps its stored value exactly.
 */
export function inputIn(value: number, dimension: Dimension, system: UnitSystem = current): number {
  if (isSi(dimension, system)) return value;
  const shown = toDisplay(value, dimension, system);
  let decimals = displayDecimals(dimension, system);
  if (dimension !== "temperature" && dimension !== "temperatureDifference" && shown !== 0) {
    decimals = Math.max(decimals, 3 - Math.floor(Math.log10(Math.abs(shown))));
  }
  return tidy(Number(shown.toFixed(Math.min(decimals, 20))));
}

// Text-based forms (the library's dialogs) keep what is typed as text: they
// show a stored SI value in the user's unit and store what is typed in SI.

/** A stored SI value as a form's text field shows it, in the user's unit ('' when absent). */
export function editableIn(value: number | null | undefined, dimension: Dimension, system: UnitSystem = current, kind: PressureKind = "gauge"): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return "";
  return editableNumber(isSi(dimension, system) ? value : tidy(toDisplay(value, dimension, system, kind, kind)));
}

/** A number typed in the user's unit, as stored in SI (the inverse of `editableIn`). */
export function storedSi(value: number, dimension: Dimension, system: UnitSystem = current, kind: PressureKind = "gauge"): number {
  return isSi(dimension, system) ? value : fromDisplay(value, dimension, system, kind, kind);
}

/** A form's label with the unit the user types in: 'Capacidad (BTU/h)', 'Presión máx. AP (psig)'. */
export function labelIn(name: string, dimension: Dimension, system: UnitSystem = current, kind: PressureKind = "gauge"): string {
  return `${name} (${unitLabel(dimension, system, kind)})`;
}

/**
 * A range's limits as a message quotes them, in the user's unit: each limit
 * rounded to the unit's decimals towards the inside of the range (so every
 * figure the message allows is accepted: 1 to 100 m reads 3.3 to 328 ft),
 * trailing zeros dropped; in SI the stored limits as they are ('1', '100').
 */
export function rangeIn(
  min: number,
  max: number,
  dimension: Dimension,
  system: UnitSystem = current,
  locale: NumberLocale = numberLocale(),
): { min: string; max: string; unit: string } {
  const unit = unitLabel(dimension, system);
  if (isSi(dimension, system)) return { min: formatNumber(min, 6, locale), max: formatNumber(max, 6, locale), unit };
  const decimals = displayDecimals(dimension, system);
  const scale = 10 ** decimals;
  // tidy() first: a limit that converts exactly (-45 °C = -49 °F) is not moved by binary noise.
  const inward = (value: number, round: (x: number) => number) => round(tidy(toDisplay(value, dimension, system) * scale)) / scale;
  // Printed with the unit's decimals: a large limit (3 412 141 635 BTU/h) shows no float noise.
  return { min: formatNumber(inward(min, Math.ceil), decimals, locale), max: formatNumber(inward(max, Math.floor), decimals, locale), unit };
}

/** The standard atmosphere (gauge = absolute − it) in the user's pressure
 * unit: '101.325 kPa' in SI, '14.696 psi' where pressures read in psi. */
export function atmosphere(system: UnitSystem = current, locale: NumberLocale = numberLocale()): string {
  const kpa = F.standardAtmosphereKilopascal;
  return baseUnit("pressure", system) === "psi" ? `${formatFixed(kpa / F.kilopascalPerPsi, 3, locale)}\u00A0psi` : `${formatFixed(kpa, 3, locale)}\u00A0kPa`;
}
