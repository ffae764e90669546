// A compressor's data blocks (library.md section 3) as the screens name
// them: the form's tabs and the data-sheet import review read this one table.
import type { Block } from "../api/get-compressors";
import { formatNumber } from "@/lib/format";

export type BlockName = "technicalData" | "motorData" | "oilData" | "soundData" | "dimensions";

export interface CompressorField {
  block: BlockName;
  key: string;
  /** Spanish name, without the unit. */
  name: string;
  unit?: string;
  text?: boolean;
}

const field = (block: BlockName, key: string, name: string, unit?: string): CompressorField => ({ block, key, name, unit });
const text = (block: BlockName, key: string, name: string): CompressorField => ({ block, key, name, text: true });

/** By the form's tab. */
export const FIELD_TABS: Record<string, CompressorField[]> = {
  tecnico: [
    field("technicalData", "displacement", "Desplazamiento", "m³/h"),
    field("technicalData", "cylinders", "Cilindros"),
    field("technicalData", "weight", "Peso", "kg"),
    field("technicalData", "maxPressureHP", "Presión máx. AP", "bar"),
    field("technicalData", "maxPressureLP", "Presión máx. BP", "bar"),
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
    field("dimensions", "length", "Largo", "mm"),
    field("dimensions", "width", "Ancho", "mm"),
    field("dimensions", "height", "Alto", "mm"),
    field("dimensions", "connectionHeight", "Altura de conexión", "mm"),
  ],
};

export const COMPRESSOR_FIELDS = Object.values(FIELD_TABS).flat();

/** The API path of a field: `technicalData.displacement`. */
export const fieldPath = (f: Pick<CompressorField, "block" | "key">) => `${f.block}.${f.key}`;

const BY_PATH = new Map(COMPRESSOR_FIELDS.map((f) => [fieldPath(f), f]));

export const fieldAt = (path: string): CompressorField | undefined => BY_PATH.get(path);

/** The form's label: 'Desplazamiento (m³/h)'. */
export const fieldLabel = (f: CompressorField) => (f.unit ? `${f.name} (${f.unit})` : f.name);

/**
 * A value of a block as a review shows it before saving: numbers in the
 * number locale with every digit read (up to 6 decimals: nothing the file
 * had is hidden) and the unit after a no-break space; text as it is.
 */
export function formatFieldValue(f: CompressorField | undefined, value: Block[string]): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value !== "number") return value;
  const number = formatNumber(value, 6);
  return f?.unit ? `${number}\u00A0${f.unit}` : number;
}
