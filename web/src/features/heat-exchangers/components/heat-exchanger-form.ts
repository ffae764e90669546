// The heat-exchanger dialog's rules (library.md section 5), checked before
// sending; the server applies the same rules with the same messages. The
// capacity is typed in the user's units and stored in kW (issue 24 item 3).
import type { ApplicationType, HeatExchanger, HeatExchangerInput } from "../api/get-heat-exchangers";
import { fieldNumber } from "@/lib/format";
import { editableIn, storedSi, unitSystem, type UnitSystem } from "@/lib/units";
import { BRAND_MAX_CHARS, BRAND_TOO_LONG, charCount, MODEL_MAX_CHARS, MODEL_TOO_LONG, NOTES_MAX_CHARS, NOTES_TOO_LONG } from "@/lib/text-limits";

export interface HeatExchangerFormValues {
  model: string;
  brand: string;
  capacityKw: string;
  applicationType: ApplicationType | "";
  notes: string;
}

export type HeatExchangerFormErrors = Partial<Record<keyof HeatExchangerFormValues, string>>;

export function heatExchangerFormValues(item?: HeatExchanger | null, system: UnitSystem = unitSystem()): HeatExchangerFormValues {
  return {
    model: item?.model ?? "",
    brand: item?.brand ?? "",
    capacityKw: editableIn(item?.capacityKw, "capacity", system),
    applicationType: item?.applicationType ?? "",
    notes: item?.notes ?? "",
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
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      model,
      brand,
      capacityKw,
      applicationType: values.applicationType as ApplicationType,
      notes: values.notes.trim(),
    },
  };
}
