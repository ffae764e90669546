// A compressor's data blocks (library.md section 3) as the screens name
// them: the form's tabs and the data-sheet import review read this one table.
import type { Block } from "../api/get-compressors";
import { formatNumber } from "@/lib/format";
import { formatIn, isSi, labelIn, storedSi, tidy, toDisplay, unitLabel, unitSystem, type Dimension, type UnitSystem } from "@/lib/units";
import type { FieldLimit } from "./compressor-limits";

export type BlockName = "technicalData" | "motorData" | "oilData" | "soundData" | "dimensions";

export interface CompressorField {
  block: BlockName;
  key: string;
  /** Spanish name, without the unit. */
  name: string;
  unit?: string;
  /** Typed and shown in the user's units, stored in `unit` (SI; issue 24 item 3).
   * The maximum pressures are gauge (PS, EN 378-2; makers state bar(g)). */
  dimension?: Dimension;
  text?: boolean;
}

const field = (block: BlockName, key: string, name: string, unit?: string, dimension?: Dimension): CompressorField => ({ block, key, name, unit, ...(dimension ? { dimension } : {}) });
const text = (block: BlockName, key: string, name: string): CompressorField => ({ block, key, name, text: true });

/** By the form's tab. */
export const FIELD_TABS: Record<string, CompressorField[]> = {
  tecnico: [
    field("technicalData", "displacement", "Desplazamiento", "m³/h"),
    field("technicalData", "cylinders", "Cilindros"),
    field("technicalData", "weight", "Peso", "kg", "mass"),
    field("technicalData", "maxPressureHP", "Presión máx. AP", "bar", "pressure"),
    field("technicalData", "maxPressureLP", "Presión máx. BP", "bar", "pressure"),
    text("technicalData", "suctionConnection", "Conexión de succión"),
    text("technicalData", "dischargeConnection", "Conexión de descarga"),
  ],
  motor: [
    field("motorData", "phases", "Fases"),
    field("motorData", "frequency", "Frecuencia", "Hz"),
    field("motorData", "ratedCurrent", "Corriente nominal", "A"),
    field("motorData", "startingCurrent", "Corriente de arranque", "A"),
    field("motorData", "power", "Potencia", "kW"),
    field("motorData", "efficiency", "Eficiencia", "%"),
    text("motorData", "protectionType", "Tipo de protección"),
  ],
  aceite: [
    text("oilData", "type", "Tipo de aceite"),
    field("oilData", "charge", "Carga de aceite", "L"),
    text("oilData", "service", "Servicio"),
    field("soundData", "soundPowerLevel", "Potencia sonora", "dB"),
    field("soundData", "soundPressureLevel", "Presión sonora", "dB"),
  ],
  dimensiones: [
    field("dimensions", "length", "Largo", "mm", "smallLength"),
    field("dimensions", "width", "Ancho", "mm", "smallLength"),
    field("dimensions", "height", "Alto", "mm", "smallLength"),
    field("dimensions", "connectionHeight", "Altura de conexión", "mm", "smallLength"),
  ],
};

export const COMPRESSOR_FIELDS = Object.values(FIELD_TABS).flat();

/** The API path of a field: `technicalData.displacement`. */
export const fieldPath = (f: Pick<CompressorField, "block" | "key">) => `${f.block}.${f.key}`;

const BY_PATH = new Map(COMPRESSOR_FIELDS.map((f) => [fieldPath(f), f]));

export const fieldAt = (path: string): CompressorField | undefined => BY_PATH.get(path);

/** The unit a field is typed and shown in: 'm³/h'; 'lb', 'psig' for an I-P user. */
export const fieldUnit = (f: CompressorField, system: UnitSystem = unitSystem()) => (f.dimension ? unitLabel(f.dimension, system) : f.unit);

/** The form's label: 'Desplazamiento (m³/h)', 'Presión máx. AP (psig)'. */
export const fieldLabel = (f: CompressorField, system: UnitSystem = unitSystem()) =>
  f.dimension ? labelIn(f.name, f.dimension, system) : f.unit ? `${f.name} (${f.unit})` : f.name;

/** A range's message in the unit the field is typed in ('… hasta 2900.8 psig');
 * in SI the server's own words. */
export function limitMessage(f: CompressorField | undefined, limit: FieldLimit, system: UnitSystem = unitSystem()): string {
  const dimension = f?.dimension;
  if (!f || !dimension || isSi(dimension, system)) return limit.message;
  const shown = (value: number) => formatIn(value, dimension, { system });
  return limit.minExclusive && limit.min === 0 ? `${f.name} debe ser mayor a 0 y hasta ${shown(limit.max)}` : `${f.name} debe estar entre ${shown(limit.min)} y ${shown(limit.max)}`;
}

/** A number typed in a field's shown unit, as stored. */
export const fieldStored = (f: CompressorField | undefined, value: number, system: UnitSystem = unitSystem()) => (f?.dimension ? storedSi(value, f.dimension, system) : value);

/**
 * A value of a block as a review shows it before saving: numbers in the
 * number locale with every digit read (up to 6 decimals: nothing the file
 * had is hidden) and the unit after a no-break space; text as it is.
 */
export function formatFieldValue(f: CompressorField | undefined, value: Block[string], system: UnitSystem = unitSystem()): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value !== "number") return value;
  const number = formatNumber(f?.dimension ? tidy(toDisplay(value, f.dimension, system)) : value, 6);
  const unit = f ? fieldUnit(f, system) : undefined;
  return unit ? `${number}\u00A0${unit}` : number;
}
