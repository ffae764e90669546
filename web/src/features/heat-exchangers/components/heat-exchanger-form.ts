// The heat-exchanger dialog's rules (library.md section 5), checked before
// sending; the server applies the same rules with the same messages. The
// capacity is typed in the user's units and stored in kW (issue 24 item 3);
// so are the rating's water pressure drop (kPa) and its water flow (L/min).
import type { ApplicationType, HeatExchanger, HeatExchangerInput } from "../api/get-heat-exchangers";
import { fieldNumber } from "@/lib/format";
import { editableIn, rangeIn, storedSi, unitSystem, type UnitSystem } from "@/lib/units";
import { BRAND_MAX_CHARS, BRAND_TOO_LONG, charCount, MODEL_MAX_CHARS, MODEL_TOO_LONG, NOTES_MAX_CHARS, NOTES_TOO_LONG } from "@/lib/text-limits";

export interface HeatExchangerFormValues {
  model: string;
  brand: string;
  capacityKw: string;
  applicationType: ApplicationType | "";
  notes: string;
  /** The rating: the water-side pressure drop and the water flow it is given at, in the user's units. */
  pressureDropKpa: string;
  ratedFlowLmin: string;
}

/** The server's ranges (domain::heat_exchanger::PRESSURE_DROP_RANGE_KPA, RATED_FLOW_RANGE_LMIN). */
export const PRESSURE_DROP_RANGE_KPA = [0.1, 500] as const;
export const RATED_FLOW_RANGE_LMIN = [0.01, 1_000_000] as const;
export const RATED_FLOW_REQUIRED = "Indique el caudal de agua al que el fabricante da la caída de presión";
export const PRESSURE_DROP_REQUIRED = "Indique la caída de presión del agua a ese caudal";

export type HeatExchangerFormErrors = Partial<Record<keyof HeatExchangerFormValues, string>>;

export function heatExchangerFormValues(item?: HeatExchanger | null, system: UnitSystem = unitSystem()): HeatExchangerFormValues {
  return {
    model: item?.model ?? "",
    brand: item?.brand ?? "",
    capacityKw: editableIn(item?.capacityKw, "capacity", system),
    applicationType: item?.applicationType ?? "",
    notes: item?.notes ?? "",
    pressureDropKpa: editableIn(item?.pressureDropKpa, "pressureDrop", system),
    ratedFlowLmin: editableIn(item?.ratedFlowLmin, "flow", system),
  };
}

type Result = { ok: true; input: HeatExchangerInput } | { ok: false; errors: HeatExchangerFormErrors };

export function validateHeatExchangerForm(values: HeatExchangerFormValues, system: UnitSystem = unitSystem()): Result {
  const errors: HeatExchangerFormErrors = {};
  const model = values.model.trim();
  const brand = values.brand.trim();
  if (!model) errors.model = "Modelo es requerido";
  else if (charCount(model) > MODEL_MAX_CHARS) errors.model = MODEL_TOO_LONG;
  if (!brand) errors.brand = "Marca es requerida";
  else if (charCount(brand) > BRAND_MAX_CHARS) errors.brand = BRAND_TOO_LONG;
  if (charCount(values.notes.trim()) > NOTES_MAX_CHARS) errors.notes = NOTES_TOO_LONG;
  const kw = (typed: number) => storedSi(typed, "capacity", system);
  const capacity = fieldNumber(values.capacityKw, (n) => kw(n) >= 0.1, "Capacidad debe ser mayor a 0");
  if (!capacity.ok) errors.capacityKw = capacity.message;
  const capacityKw = capacity.ok ? kw(capacity.value) : Number.NaN;
  if (!["cooling", "heating", "both"].includes(values.applicationType)) {
    errors.applicationType = "Tipo de aplicación es requerido";
  }
  // The rating: both or neither, each in its range (in the user's units, stored kPa and L/min).
  const rating = (text: string, dimension: "pressureDrop" | "flow", [min, max]: readonly [number, number], what: string) => {
    if (!text.trim()) return { ok: true as const, value: null };
    const r = rangeIn(min, max, dimension, system);
    const message = `${what} debe estar entre ${r.min} y ${r.max} ${r.unit}`;
    const read = fieldNumber(text, (n) => storedSi(n, dimension, system) >= min && storedSi(n, dimension, system) <= max, message);
    return read.ok ? { ok: true as const, value: storedSi(read.value, dimension, system) } : read;
  };
  const drop = rating(values.pressureDropKpa, "pressureDrop", PRESSURE_DROP_RANGE_KPA, "La caída de presión del agua");
  const flow = rating(values.ratedFlowLmin, "flow", RATED_FLOW_RANGE_LMIN, "El caudal de agua de la caída de presión");
  if (!drop.ok) errors.pressureDropKpa = drop.message;
  if (!flow.ok) errors.ratedFlowLmin = flow.message;
  if (drop.ok && flow.ok && drop.value !== null && flow.value === null) errors.ratedFlowLmin = RATED_FLOW_REQUIRED;
  if (drop.ok && flow.ok && drop.value === null && flow.value !== null) errors.pressureDropKpa = PRESSURE_DROP_REQUIRED;
  if (Object.keys(errors).length > 0 || !drop.ok || !flow.ok) return { ok: false, errors };
  return {
    ok: true,
    input: {
      model,
      brand,
      capacityKw,
      applicationType: values.applicationType as ApplicationType,
      notes: values.notes.trim(),
      pressureDropKpa: drop.value,
      ratedFlowLmin: flow.value,
    },
  };
}
