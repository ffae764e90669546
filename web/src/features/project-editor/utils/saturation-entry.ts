// A saturation condition entered as the pressure a gauge reads (issue 24
// item 3; docs/decisions/2026-11-27-display-units.md): the project keeps it
// in bar absolute with whether it was a gauge reading, and the server derives
// the (dew) temperature the calculation uses.
import { fromDisplay, tidy, toDisplay, type PressureKind, type UnitSystem } from "@/lib/units";

/** As the projects API stores it. */
export interface SaturationPressure {
  /** bar, absolute. */
  absoluteBar: number;
  /** Typed as a gauge reading (bar(g), psig); else absolute (bar(a), psia). */
  gauge: boolean;
}

export const kindOf = (pressure: SaturationPressure | null | undefined): PressureKind => (pressure && !pressure.gauge ? "absolute" : "gauge");

/** A number typed in the user's pressure unit, as stored. */
export function enteredPressure(value: number, system: UnitSystem, kind: PressureKind): SaturationPressure {
  return { absoluteBar: fromDisplay(value, "pressure", system, "absolute", kind), gauge: kind === "gauge" };
}

/** A stored pressure as the field shows it, in the user's unit and of its kind. */
export function shownPressure(pressure: SaturationPressure, system: UnitSystem, kind: PressureKind = kindOf(pressure)): number {
  return tidy(toDisplay(pressure.absoluteBar, "pressure", system, "absolute", kind));
}
