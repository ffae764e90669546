// Toasts after a calculation (app-and-projects.md section 8).
import type { EquipmentType } from "../types/project";
import type { SystemResult } from "../types/results";
import { kw } from "./results-format";

export interface ToastContent {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

const FAILURES: Record<EquipmentType, string> = {
  condensadora: "No se pudieron calcular los resultados de la unidad condensadora",
  chiller: "No se pudieron calcular los resultados del chiller",
  rack: "No se pudieron calcular los circuitos",
  motocompresora: "No se pudieron calcular los resultados",
};

/** 'Error en el cálculo' with the server's message, else the type's own sentence. */
export function calculationFailure(type: EquipmentType, serverMessage: string | undefined): ToastContent {
  return { variant: "destructive", title: "Error en el cálculo", description: serverMessage || FAILURES[type] };
}

/** The automatic condenser selection's outcome, when there was one. */
export function condenserSelectionToast(result: Pick<SystemResult, "autoSelectedCondenser" | "autoSelectError">): ToastContent | null {
  const selected = result.autoSelectedCondenser;
  if (selected) {
    return {
      title: selected.isOutOfRange ? "Condensador seleccionado (fuera de rango ideal)" : "Condensador seleccionado automáticamente",
      description: selected.isOutOfRange
        ? `${selected.model} (${kw(selected.capacity)} kW) supera el sobredimensionamiento indicado, pero es el menor disponible`
        : `${selected.model} (${kw(selected.capacity)} kW)`,
    };
  }
  const error = result.autoSelectError;
  if (error) {
    return {
      variant: "destructive",
      title: "No se pudo seleccionar condensador automáticamente",
      description: `${error.message}. Capacidad requerida: ${kw(error.requiredCapacity)} kW. Desactive la selección automática y elija un condensador manualmente.`,
    };
  }
  return null;
}
