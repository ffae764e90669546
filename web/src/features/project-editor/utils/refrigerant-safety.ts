// The safety banner by ASHRAE 34 class (app-and-projects.md section 2) and the
// P–T table's Evap/Cond tags.
import type { PressureRow } from "../api/get-refrigerant-pressures";

export interface SafetyNotice {
  level: "warning" | "danger" | "info";
  title: string;
  text: string;
}

/** A1: none; A2L and A3 with the standards the spec cites; other classes a generic notice. */
export function safetyNotice(code: string, safetyClass: string | null | undefined): SafetyNotice | null {
  const cls = (safetyClass ?? "").trim().toUpperCase();
  if (cls === "" || cls === "A1") return null;
  if (cls === "A2L") {
    return {
      level: "warning",
      title: `${code}: refrigerante ligeramente inflamable (A2L)`,
      text: "El diseño, la instalación y el mantenimiento deben cumplir EN 378, ISO 5149 e IEC 60335-2-89.",
    };
  }
  if (cls === "A3") {
    return {
      level: "danger",
      title: `${code}: refrigerante altamente inflamable (A3)`,
      text: "Aplican ATEX 2014/34/UE, EN 378 e ISO 5149. La detección de fugas es obligatoria.",
    };
  }
  return {
    level: "info",
    title: `${code}: refrigerante de clase de seguridad ${cls}`,
    text: "Requiere medidas de seguridad específicas: consulte EN 378 e ISO 5149 para la carga máxima, la ventilación y la detección.",
  };
}

/** Within this many °C of a design temperature a P–T row is tagged. */
export const TAG_WINDOW = 2.5;

export function rowTags(row: PressureRow, evapTemps: number[], condTemp: number | null): ("Evap" | "Cond")[] {
  const tags: ("Evap" | "Cond")[] = [];
  if (evapTemps.some((t) => Math.abs(row.temp - t) <= TAG_WINDOW)) tags.push("Evap");
  if (condTemp !== null && Math.abs(row.temp - condTemp) <= TAG_WINDOW) tags.push("Cond");
  return tags;
}
