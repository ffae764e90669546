// How the saved-projects screen words and filters projects.
import type { EquipmentType, ProjectListRow } from "../api/get-projects";
import { formatWithUnit, type Quantity } from "@/lib/format";
import { formatIn } from "@/lib/units";

/** The spec's equipment cards (app-and-projects.md section 2). */
export const EQUIPMENT_TYPE_LABELS: Record<EquipmentType, string> = {
  rack: "Rack de Compresores",
  condensadora: "Unidad Condensadora",
  chiller: "Chiller",
  motocompresora: "Moto Compresora",
};

export const EQUIPMENT_TYPES = Object.keys(EQUIPMENT_TYPE_LABELS) as EquipmentType[];

/** The filter's value for every type. */
export const ALL_TYPES = "todos";
export type TypeFilter = EquipmentType | typeof ALL_TYPES;

/** Label of a type the server sent, or the raw value when it is not one of ours. */
export const equipmentTypeLabel = (type: string) => EQUIPMENT_TYPE_LABELS[type as EquipmentType] ?? type;

/** Projects whose name contains the search (ignoring case and accents) and of the chosen type. */
export function filterProjects(rows: ProjectListRow[], search: string, type: TypeFilter): ProjectListRow[] {
  const term = fold(search.trim());
  return rows.filter((row) => (type === ALL_TYPES || row.equipmentType === type) && fold(row.name).includes(term));
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Watts with the quantity's decimals: a capacity in the user's unit
 * ('21.50 kW', '6.11 TR'), electrical power in kW; '—' when absent. */
export const formatKw = (watts: number | null | undefined, quantity: Extract<Quantity, "capacity" | "compressorCapacity" | "power">) => {
  const kw = watts === null || watts === undefined ? null : watts / 1000;
  return quantity === "power" ? formatWithUnit(kw, quantity, "kW") : formatIn(kw, "capacity", { quantity });
};

/** '1 compresor', '3 compresores'. */
export const compressorCountLabel = (count: number) => `${count} ${count === 1 ? "compresor" : "compresores"}`;
