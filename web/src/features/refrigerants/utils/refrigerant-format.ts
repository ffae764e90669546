// Wording and conversions of the refrigerant library (library.md section 9).
import type { EquipmentType, UploadedChart } from "../api/get-refrigerants-library";
import { decimalsOf, formatNumber } from "@/lib/format";
import { fromDisplay } from "@/lib/units";

// The one table of factors (domain/data/units.json): 1 psi = 6.894757 kPa
// (library.md rounds it to 0.0689476 bar), atmosphere 101.325 kPa.
export const BAR_PER_PSI = fromDisplay(1, "pressure", "ip");
export const ATMOSPHERIC_BAR = fromDisplay(0, "pressure", "si", "absolute", "gauge");

export const EQUIPMENT_LABELS: Record<EquipmentType, string> = {
  rack: "Rack de Compresores",
  condensadora: "Unidad Condensadora",
  chiller: "Chiller",
  motocompresora: "Moto Compresora",
};

/** GWP bands: under 150 ultra low, under 1500 low, under 2500 medium, otherwise high. */
export function gwpBand(gwp: number): { label: string; tone: "green" | "lime" | "amber" | "red" } {
  if (gwp < 150) return { label: "Ultra bajo", tone: "green" };
  if (gwp < 1500) return { label: "Bajo", tone: "lime" };
  if (gwp < 2500) return { label: "Medio", tone: "amber" };
  return { label: "Alto", tone: "red" };
}

/** ODP 0 means no impact. */
export function odpWording(odp: number | null): string {
  if (odp === null) return "ODP no disponible";
  return odp === 0 ? "Sin impacto en la capa de ozono" : `ODP ${formatNumber(odp, decimalsOf("odp"))}`;
}

export function gaugeBar(absoluteBar: number) {
  return absoluteBar - ATMOSPHERIC_BAR;
}

export function barToPsi(bar: number) {
  return bar / BAR_PER_PSI;
}

/** A flammable safety class (A2L, A2, A3, B2L...). */
export function isFlammableClass(safetyClass: string) {
  return !safetyClass.endsWith("1");
}

/** Why an uploaded P–T chart does not match the refrigerant's reference data, or null when it does. */
export function chartMismatch(chart: Pick<UploadedChart, "rows" | "rowsOffReference" | "tolerancePct" | "maxDeviation">, code: string): string | null {
  const off = chart.rowsOffReference ?? 0;
  if (off === 0) return null;
  const tolerance = formatNumber(chart.tolerancePct ?? 2, 1);
  const worst = chart.maxDeviation === null ? "" : ` (hasta ${formatNumber(chart.maxDeviation, 1)} %)`;
  return `La tabla no coincide con ${code}: ${off} de ${chart.rows.length} fila(s) se desvían más de ${tolerance} % de los datos de referencia${worst}. Revise que el archivo sea de ${code}.`;
}
