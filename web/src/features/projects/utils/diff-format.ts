// Turns the diff of two project versions into table rows a person reads:
// a Spanish label for each path, values in the unit the screens use
// (W shown as kW), and the change in % with one decimal.
import type { InputChange, ResultChange } from "../api/get-project-diff";
import { formatNumber } from "@/lib/format";

interface Field {
  label: string;
  /** Shown unit; values are divided by `scale` first (W -> kW). */
  unit?: string;
  scale?: number;
  digits?: number;
}

const FIELDS: Record<string, Field> = {
  name: { label: "Nombre" },
  equipmentType: { label: "Tipo de equipo" },
  voltage: { label: "Voltaje", unit: "V", digits: 0 },
  refrigerant: { label: "Refrigerante" },
  compressorType: { label: "Tipo de compresor" },
  evapTemp: { label: "Temp. evaporación", unit: "°C", digits: 1 },
  condTemp: { label: "Temp. condensación", unit: "°C", digits: 1 },
  superheat: { label: "Sobrecalentamiento", unit: "K", digits: 1 },
  subcooling: { label: "Subenfriamiento", unit: "K", digits: 1 },
  ambientTemp: { label: "Temp. ambiente", unit: "°C", digits: 1 },
  tempIn: { label: "Temp. entrada", unit: "°C", digits: 1 },
  tempOut: { label: "Temp. salida", unit: "°C", digits: 1 },
  flowRate: { label: "Caudal" },
  fluidType: { label: "Fluido" },
  requiredCapacity: { label: "Capacidad requerida", unit: "kW" },
  model: { label: "Modelo" },
  type: { label: "Tipo" },
  isPro: { label: "Modelo PRO" },
  proDescription: { label: "Descripción PRO" },
  designNotes: { label: "Notas de diseño" },
  designImages: { label: "Imágenes de diseño" },
  customer: { label: "Cliente" },
  responsable: { label: "Responsable" },
  gun: { label: "Proyecto" },
  pipeDistance: { label: "Distancia de tubería", unit: "m", digits: 1 },
  numberOfCircuits: { label: "Número de circuitos", digits: 0 },
  numberOfLines: { label: "Número de líneas", digits: 0 },
  condenserOversizing: { label: "Sobredimensionamiento", unit: "%", digits: 1 },
  coolingCapacity: { label: "Capacidad frigorífica", unit: "kW", scale: 1000 },
  powerInput: { label: "Potencia", unit: "kW", scale: 1000 },
  current: { label: "Corriente", unit: "A" },
  dischargeTemp: { label: "Temp. descarga", unit: "°C", digits: 1 },
  massFlow: { label: "Flujo másico", unit: "kg/h", digits: 1 },
  oilCoolingCapacity: { label: "Enfriamiento de aceite", unit: "kW", scale: 1000 },
  heatRejection: { label: "Rechazo de calor", unit: "kW", scale: 1000 },
  oilCooling: { label: "Enfriamiento de aceite", unit: "kW", scale: 1000 },
  totalCondenserLoad: { label: "Carga total del condensador", unit: "kW", scale: 1000 },
  capacity: { label: "Capacidad", unit: "kW", scale: 1000 },
  mca: { label: "MCA", unit: "A" },
  mocp: { label: "MOCP", unit: "A" },
  recommendedCharge: { label: "Carga recomendada", unit: "kg" },
  subtotal: { label: "Subtotal", unit: "kg" },
  margin: { label: "Margen de seguridad", unit: "kg" },
  mass: { label: "Masa", unit: "kg" },
  volume: { label: "Volumen", unit: "L" },
  co2Equivalent: { label: "CO₂ equivalente", unit: "t" },
  breaker: { label: "Interruptor", unit: "A" },
  crankcaseHeaters: { label: "Calefactores de cárter", unit: "A" },
  controlConsumption: { label: "Consumo de control", unit: "A" },
  percentage: { label: "Porcentaje", unit: "%", digits: 1 },
  reserve: { label: "Reserva", unit: "%", digits: 1 },
  status: { label: "Estado" },
  cop: { label: "COP", digits: 2 },
  velocity: { label: "Velocidad", unit: "m/s", digits: 2 },
  velocityAtMinimum: { label: "Velocidad a carga mínima", unit: "m/s", digits: 2 },
  pressureDropKpa: { label: "Caída de presión", unit: "kPa", digits: 1 },
  penaltyK: { label: "Penalización", unit: "K", digits: 2 },
  density: { label: "Densidad", unit: "kg/m³", digits: 1 },
  note: { label: "Nota" },
  compressionHeat: { label: "Calor de compresión" },
  diameter: { label: "Diámetro" },
};

/** Containers whose items are numbered from 1 in the label. */
const ITEMS: Record<string, string> = {
  circuits: "Circuito",
  compressors: "Compresor",
  compressorsConfig: "Compresor",
  suctionLines: "Línea de succión",
  liquidLines: "Línea de líquido",
  designImages: "Imagen",
  values: "Valor",
  breakdown: "Componente",
  warnings: "Advertencia",
};

/** Segments that only say which configuration block a field lives in. */
const SECTIONS: Record<string, string | null> = {
  rackConfig: null,
  condensingUnitConfig: null,
  chillerConfig: null,
  calculationResults: null,
  totals: "Totales",
  electricalLoads: "Cargas eléctricas",
  refrigerantCharge: "Carga de refrigerante",
  condenserAnalysis: "Análisis del condensador",
  liquidLinesConfig: "Líneas de líquido",
  suctionLinesConfig: "Líneas de succión",
  accessories: "Accesorios",
  coldSide: "Lado frío",
  hotSide: "Lado caliente",
  division: "División",
  compliance: "Cumplimiento",
  dischargeLine: "Línea de descarga",
  oilReturn: "Retorno de aceite",
  ratingConditions: "Condiciones de catálogo",
  percentages: "Reparto",
  condenser: "Condensador",
  autoSelectedCondenser: "Condensador seleccionado",
};

/** Splits `a.b[0].c`, `a.b.0.c` and `/a/b/0/c` alike. */
export function pathSegments(path: string): string[] {
  return path.split(/[.[\]/]+/).filter((s) => s !== "");
}

function fieldOf(path: string): Field | undefined {
  const segments = pathSegments(path);
  const name = segments.filter((s) => !/^\d+$/.test(s)).at(-1);
  const field = name === undefined ? undefined : FIELDS[name];
  // The condenser's load split is in %, whatever the share is called.
  if (segments.includes("percentages")) return { label: field?.label ?? name ?? "", unit: "%", digits: 1 };
  return field;
}

/** 'rackConfig.circuits[0].compressors[1].model' -> 'Circuito 1 › Compresor 2 › Modelo'. */
export function describePath(path: string): string {
  const segments = pathSegments(path);
  const parts: string[] = [];
  segments.forEach((segment, i) => {
    if (/^\d+$/.test(segment)) {
      const container = segments[i - 1];
      const item = container ? ITEMS[container] : undefined;
      parts.push(`${item ?? "#"} ${Number(segment) + 1}`.replace("# ", "#"));
      return;
    }
    const next = segments[i + 1];
    if (ITEMS[segment] && next !== undefined && /^\d+$/.test(next)) return; // said by the item label
    if (segment in SECTIONS) {
      const label = SECTIONS[segment];
      if (label) parts.push(label);
      return;
    }
    parts.push(FIELDS[segment]?.label ?? segment);
  });
  return parts.join(" › ") || path;
}

/** A number in the field's unit, or '—' when absent. */
function formatMeasure(value: number | null | undefined, field: Field | undefined, signed = false): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const shown = value / (field?.scale ?? 1);
  const text = formatNumber(shown, field?.digits ?? 2);
  const sign = signed && shown > 0 ? "+" : "";
  return field?.unit ? `${sign}${text} ${field.unit}` : `${sign}${text}`;
}

/** Any JSON value of an input, readable: numbers in their unit, Sí/No, lists joined. */
export function formatInputValue(value: unknown, path = ""): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (typeof value === "number") return formatMeasure(value, fieldOf(path));
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v !== "object" || v === null)) return value.map((v) => formatInputValue(v)).join(", ");
    return `${value.length} elemento(s)`;
  }
  return JSON.stringify(value);
}

/** The change in % with sign and one decimal; '—' when there is none (e.g. from 0). */
export function formatPercentChange(deltaPct: number | null | undefined): string {
  if (deltaPct === null || deltaPct === undefined || !Number.isFinite(deltaPct)) return "—";
  const text = formatNumber(deltaPct, 1);
  return `${deltaPct > 0 ? "+" : ""}${text} %`;
}

export interface DiffRow {
  path: string;
  label: string;
  before: string;
  after: string;
  delta: string;
  deltaPct: string;
}

export function inputRows(changes: InputChange[]): DiffRow[] {
  return changes.map((c) => {
    const numeric = typeof c.before === "number" && typeof c.after === "number";
    const field = fieldOf(c.path);
    const delta = numeric ? (c.after as number) - (c.before as number) : null;
    const pct = numeric && c.before !== 0 ? (delta! / Math.abs(c.before as number)) * 100 : null;
    return {
      path: c.path,
      label: describePath(c.path),
      before: formatInputValue(c.before, c.path),
      after: formatInputValue(c.after, c.path),
      delta: numeric ? formatMeasure(delta, field, true) : "—",
      deltaPct: formatPercentChange(pct),
    };
  });
}

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

export function resultRows(results: ResultChange[]): DiffRow[] {
  return results.map((r) => {
    const field = fieldOf(r.path);
    const value = (v: unknown) => (isNumber(v) ? formatMeasure(v, field) : formatInputValue(v, r.path));
    const delta = r.delta ?? (isNumber(r.before) && isNumber(r.after) ? r.after - r.before : null);
    return {
      path: r.path,
      label: describePath(r.path),
      before: value(r.before),
      after: value(r.after),
      delta: formatMeasure(delta, field, true),
      deltaPct: formatPercentChange(r.deltaPct),
    };
  });
}
