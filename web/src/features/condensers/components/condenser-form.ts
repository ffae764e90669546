// The condenser dialog's rules (library.md section 5), checked before sending;
// the server applies the same rules with the same messages.
import type { Condenser, CondenserInput } from "../api/get-condensers";
import { parseNumber } from "@/lib/format";

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

const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export function condenserFormValues(condenser?: Condenser | null): CondenserFormValues {
  return {
    model: condenser?.model ?? "",
    capacity: text(condenser?.capacity),
    fanCount: condenser ? String(condenser.fanCount) : "1",
    fanPowerConsumption: text(condenser?.fanPowerConsumption),
    ratedDeltaT: String(condenser?.ratedDeltaT ?? DEFAULT_RATED_DELTA_T),
    isMicrochannel: condenser?.isMicrochannel ?? false,
    length: text(condenser?.dimensions.length),
    width: text(condenser?.dimensions.width),
    height: text(condenser?.dimensions.height),
    weight: text(condenser?.dimensions.weight),
  };
}

type Result = { ok: true; input: CondenserInput } | { ok: false; errors: CondenserFormErrors };

export function validateCondenserForm(values: CondenserFormValues): Result {
  const errors: CondenserFormErrors = {};
  const model = values.model.trim();
  if (model.length < 1) errors.model = "Modelo es requerido";

  const capacity = parseNumber(values.capacity);
  if (!(capacity >= 0.1)) errors.capacity = "Capacidad debe ser mayor a 0";

  const fanCount = parseNumber(values.fanCount);
  if (!Number.isInteger(fanCount) || fanCount < 1) errors.fanCount = "Debe tener al menos 1 ventilador";

  const fanPowerConsumption = parseNumber(values.fanPowerConsumption);
  if (!(fanPowerConsumption >= 0.001)) errors.fanPowerConsumption = "Consumo debe ser mayor a 0";

  const ratedDeltaT = values.ratedDeltaT.trim() === "" ? DEFAULT_RATED_DELTA_T : parseNumber(values.ratedDeltaT);
  if (!(ratedDeltaT >= 1 && ratedDeltaT <= 30)) errors.ratedDeltaT = "ΔT nominal debe estar entre 1 y 30 K";

  const dimension = (key: "length" | "width" | "height" | "weight") => {
    if (values[key].trim() === "") return null;
    const value = parseNumber(values[key]);
    if (!(value > 0)) errors[key] = "Debe ser mayor a 0";
    return value;
  };
  const dimensions = { length: dimension("length"), width: dimension("width"), height: dimension("height"), weight: dimension("weight") };

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { model, capacity, fanCount, fanPowerConsumption, isMicrochannel: values.isMicrochannel, ratedDeltaT, dimensions },
  };
}
