// Toasts after a calculation (app-and-projects.md section 8).
import type { EquipmentType } from "../types/project";
import type { SystemResult } from "../types/results";
import { formatIn } from "@/lib/units";

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

/** A capacity the answer gives in W, in the user's units: '45.00 kW', '153 545 BTU/h', '12.80 TR'. */
const capacity = (watts: number) => formatIn(watts / 1000, "capacity");

/** The automatic condenser selection's outcome, when there was one. */
export function condenserSelectionToast(result: Pick<SystemResult, "autoSelectedCondenser" | "autoSelectError">): ToastContent | null {
  const selected = result.autoSelectedCondenser;
  if (selected) {
    return {
      title: selected.isOutOfRange ? "Condensador seleccionado (fuera de rango ideal)" : "Condensador seleccionado automáticamente",
      description: selected.isOutOfRange
        ? `${selected.model} (${capacity(selected.capacity)}) supera el sobredimensionamiento indicado, pero es el menor disponible`
        : `${selected.model} (${capacity(selected.capacity)})`,
    };
  }
  const error = result.autoSelectError;
  if (error) {
    return {
      variant: "destructive",
      title: "No se pudo seleccionar condensador automáticamente",
      description: `${error.message}. Capacidad requerida: ${capacity(error.requiredCapacity)}. Desactive la selección automática y elija un condensador manualmente.`,
    };
  }
  return null;
}
