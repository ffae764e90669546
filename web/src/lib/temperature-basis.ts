// Which saturation temperature of a zeotropic blend a figure is at (issue 21
// item 9; domain compressor::model::TemperatureBasis). Answers are always at
// dew points; a maker's set may be rated at mid-points.

export type TemperatureBasis = "dew" | "midPoint";

/** As the screens name each basis. */
export const TEMPERATURE_BASIS_LABELS: Record<TemperatureBasis, string> = {
  dew: "Temperaturas de rocío",
  midPoint: "Temperaturas de punto medio",
};

export function isTemperatureBasis(value: unknown): value is TemperatureBasis {
  return value === "dew" || value === "midPoint";
}

/** The label of a stated basis; a set that states none is rated at dew points (EN 12900, AHRI 540). */
export const temperatureBasisLabel = (basis: unknown) => TEMPERATURE_BASIS_LABELS[isTemperatureBasis(basis) ? basis : "dew"];
