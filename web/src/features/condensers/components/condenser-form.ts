// The condenser dialog's rules (library.md section 5), checked before sending;
// the server applies the same rules with the same messages. Capacity, ΔT,
// dimensions and weight are typed in the user's units and stored in SI
// (issue 24 item 3); the fans' electrical power stays in kW.
import type { Condenser, CondenserInput } from "../api/get-condensers";
import { editableNumber, fieldNumber } from "@/lib/format";
import { editableIn, formatIn, isSi, storedSi, unitSystem, type Dimension, type UnitSystem } from "@/lib/units";
import { charCount, MODEL_MAX_CHARS, MODEL_TOO_LONG } from "@/lib/text-limits";

export interface CondenserFormValues {
  model: string;
  capacity: string;
  fanCount: string;
  fanPowerConsumption: string;
  ratedDeltaT: string;
  isMicrochannel: boolean;
  length: string;
  width: string;
  height: string;
  weight: string;
}

export type CondenserFormErrors = Partial<Record<keyof CondenserFormValues, string>>;

export const DEFAULT_RATED_DELTA_T = 15;

/** What each converted field measures (the others are counts and kW of electrical power). */
export const CONDENSER_DIMENSIONS: Partial<Record<keyof CondenserFormValues, Dimension>> = {
  capacity: "capacity",
  ratedDeltaT: "temperatureDifference",
  length: "smallLength",
  width: "smallLength",
  height: "smallLength",
  weight: "mass",
};

export function condenserFormValues(condenser?: Condenser | null, system: UnitSystem = unitSystem()): CondenserFormValues {
  return {
    model: condenser?.model ?? "",
    capacity: editableIn(condenser?.capacity, "capacity", system),
    fanCount: condenser ? String(condenser.fanCount) : "1",
    fanPowerConsumption: editableNumber(condenser?.fanPowerConsumption),
    ratedDeltaT: editableIn(condenser?.ratedDeltaT ?? DEFAULT_RATED_DELTA_T, "temperatureDifference", system),
    isMicrochannel: condenser?.isMicrochannel ?? false,
    length: editableIn(condenser?.dimensions.length, "smallLength", system),
    width: editableIn(condenser?.dimensions.width, "smallLength", system),
    height: editableIn(condenser?.dimensions.height, "smallLength", system),
    weight: editableIn(condenser?.dimensions.weight, "mass", system),
  };
}

/** The rated ΔT's range, 1 to 30 K, in the unit it is typed in (the server's words in SI). */
function deltaMessage(system: UnitSystem): string {
  if (isSi("temperatureDifference", system)) return "ΔT nominal debe estar entre 1 y 30 K";
  const shown = (k: number) => formatIn(k, "temperatureDifference", { system });
  return `ΔT nominal debe estar entre ${shown(1)} y ${shown(30)}`;
}

type Result = { ok: true; input: CondenserInput } | { ok: false; errors: CondenserFormErrors };

export function validateCondenserForm(values: CondenserFormValues, system: UnitSystem = unitSystem()): Result {
  const errors: CondenserFormErrors = {};
  const model = values.model.trim();
  if (model.length < 1) errors.model = "Modelo es requerido";
  else if (charCount(model) > MODEL_MAX_CHARS) errors.model = MODEL_TOO_LONG;

  // The rules are the SI ones, checked on the stored value.
  const number = (key: keyof CondenserFormValues, accept: (n: number) => boolean, message: string) => {
    const dimension = CONDENSER_DIMENSIONS[key];
    const si = (n: number) => (dimension ? storedSi(n, dimension, system) : n);
    const result = fieldNumber(values[key] as string, (n) => accept(si(n)), message);
    if (!result.ok) errors[key] = result.message;
    return result.ok ? si(result.value) : Number.NaN;
  };
  const capacity = number("capacity", (n) => n >= 0.1, "Capacidad debe ser mayor a 0");
  const fanCount = number("fanCount", (n) => Number.isInteger(n) && n >= 1, "Debe tener al menos 1 ventilador");
  const fanPowerConsumption = number("fanPowerConsumption", (n) => n >= 0.001, "Consumo debe ser mayor a 0");
  const ratedDeltaT =
    values.ratedDeltaT.trim() === "" ? DEFAULT_RATED_DELTA_T : number("ratedDeltaT", (n) => n >= 1 && n <= 30, deltaMessage(system));

  const dimension = (key: "length" | "width" | "height" | "weight") => {
    if (values[key].trim() === "") return null;
    return number(key, (n) => n > 0, "Debe ser mayor a 0");
  };
  const dimensions = { length: dimension("length"), width: dimension("width"), height: dimension("height"), weight: dimension("weight") };

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { model, capacity, fanCount, fanPowerConsumption, isMicrochannel: values.isMicrochannel, ratedDeltaT, dimensions },
  };
}
