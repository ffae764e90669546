// Turns the diff of two project versions into table rows a person reads:
// a Spanish label for each path, values in the unit the screens use
// (W shown as kW) with the decimals of their quantity in the one number
// table, the change (temperatures in K, percentages in percentage points)
// and the change in % where it means something. Results print as the
// results tables do (fixed decimals); inputs as typed, trailing zeros
// dropped.
import type { InputChange, ResultChange } from "../api/get-project-diff";
import { decimalPlaces, decimalsOf, formatFixed, formatNumber, formatQuantity, type Quantity } from "@/lib/format";
import { dimensionOfSiUnit, displayDecimals, isSi, toDisplay, unitLabel } from "@/lib/units";

interface Field {
  label: string;
  /** Shown unit; values are divided by `scale` first (W -> kW). */
  unit?: string;
  scale?: number;
  /** Its decimals come from the quantity table (domain/data/number-format.json). */
  quantity?: Quantity;
}

const FIELDS: Record<string, Field> = {
  name: { label: "Nombre" },
  equipmentType: { label: "Tipo de equipo" },
  voltage: { label: "Voltaje", unit: "V", quantity: "voltage" },
  refrigerant: { label: "Refrigerante" },
  compressorType: { label: "Tipo de compresor" },
  evapTemp: { label: "Temp. evaporación", unit: "°C", quantity: "temperature" },
  condTemp: { label: "Temp. condensación", unit: "°C", quantity: "temperature" },
  evapPressure: { label: "Presión de evaporación" },
  condPressure: { label: "Presión de condensación" },
  // The pressure entered for a condition: bar absolute, shown in the user's absolute unit.
  absoluteBar: { label: "Absoluta", unit: "bar(a)", quantity: "pressure" },
  gauge: { label: "Leída en manómetro" },
  superheat: { label: "Sobrecalentamiento", unit: "K", quantity: "temperatureDifference" },
  subcooling: { label: "Subenfriamiento", unit: "K", quantity: "temperatureDifference" },
  ambientTemp: { label: "Temp. ambiente", unit: "°C", quantity: "temperature" },
  tempIn: { label: "Temp. entrada", unit: "°C", quantity: "temperature" },
  tempOut: { label: "Temp. salida", unit: "°C", quantity: "temperature" },
  // In the unit of the side's flowRateUnit (L/min, GPM or m³/h).
  flowRate: { label: "Caudal", quantity: "flow" },
  fluidType: { label: "Fluido" },
  requiredCapacity: { label: "Capacidad requerida", unit: "kW", quantity: "capacity" },
  model: { label: "Modelo" },
  type: { label: "Tipo" },
  isPro: { label: "Modelo PRO" },
  proDescription: { label: "Descripción PRO" },
  sheetUnits: { label: "Unidades de la ficha" },
  sheetLanguage: { label: "Idioma de la ficha" },
  designNotes: { label: "Notas de diseño" },
  designImages: { label: "Imágenes de diseño" },
  customer: { label: "Cliente" },
  responsable: { label: "Responsable" },
  gun: { label: "Proyecto" },
  pipeDistance: { label: "Distancia de tubería", unit: "m", quantity: "distance" },
  numberOfCircuits: { label: "Número de circuitos", quantity: "count" },
  numberOfLines: { label: "Número de líneas", quantity: "count" },
  condenserOversizing: { label: "Sobredimensionamiento", unit: "%", quantity: "percent" },
  coolingCapacity: { label: "Capacidad frigorífica", unit: "kW", scale: 1000, quantity: "capacity" },
  powerInput: { label: "Potencia", unit: "kW", scale: 1000, quantity: "power" },
  current: { label: "Corriente", unit: "A", quantity: "current" },
  dischargeTemp: { label: "Temp. descarga", unit: "°C", quantity: "temperature" },
  massFlow: { label: "Flujo másico", unit: "kg/h", quantity: "flow" },
  oilCoolingCapacity: { label: "Enfriamiento de aceite", unit: "kW", scale: 1000, quantity: "capacity" },
  heatRejection: { label: "Rechazo de calor", unit: "kW", scale: 1000, quantity: "capacity" },
  oilCooling: { label: "Enfriamiento de aceite", unit: "kW", scale: 1000, quantity: "capacity" },
  totalCondenserLoad: { label: "Carga total del condensador", unit: "kW", scale: 1000, quantity: "capacity" },
  capacity: { label: "Capacidad", unit: "kW", scale: 1000, quantity: "capacity" },
  mca: { label: "MCA", unit: "A", quantity: "current" },
  mocp: { label: "MOCP", unit: "A", quantity: "overcurrentProtection" },
  recommendedCharge: { label: "Carga recomendada", unit: "kg", quantity: "charge" },
  subtotal: { label: "Subtotal", unit: "kg", quantity: "charge" },
  margin: { label: "Margen de seguridad", unit: "kg", quantity: "charge" },
  mass: { label: "Masa", unit: "kg", quantity: "charge" },
  volume: { label: "Volumen", unit: "L", quantity: "volume" },
  co2Equivalent: { label: "CO₂ equivalente", unit: "t", quantity: "co2Equivalent" },
  breaker: { label: "Interruptor", unit: "A", quantity: "overcurrentProtection" },
  crankcaseHeaters: { label: "Calefactores de cárter", unit: "A", quantity: "current" },
  controlConsumption: { label: "Consumo de control", unit: "A", quantity: "current" },
  percentage: { label: "Porcentaje", unit: "%", quantity: "percent" },
  reserve: { label: "Reserva", unit: "%", quantity: "percent" },
  status: { label: "Estado" },
  cop: { label: "COP", quantity: "cop" },
  velocity: { label: "Velocidad", unit: "m/s", quantity: "velocity" },
  velocityAtMinimum: { label: "Velocidad a carga mínima", unit: "m/s", quantity: "velocity" },
  pressureDropKpa: { label: "Caída de presión", unit: "kPa", quantity: "pressureDrop" },
  penaltyK: { label: "Penalización", unit: "K", quantity: "saturationPenalty" },
  density: { label: "Densidad", unit: "kg/m³", quantity: "density" },
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
  const segments = pathSegments(path).filter((s) => s !== "calculationResults");
  const name = segments.filter((s) => !/^\d+$/.test(s)).at(-1);
  const field = name === undefined ? undefined : FIELDS[name];
  // The condenser's load split is in %, whatever the share is called.
  if (segments.includes("percentages")) return { label: field?.label ?? name ?? "", unit: "%", quantity: "percent" };
  // The simple type's results list its compressors at the top: their capacity has 1 decimal (spec section 2).
  if (field?.quantity === "capacity" && name === "coolingCapacity" && segments[0] === "compressors") return { ...field, quantity: "compressorCapacity" };
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

/** Numbers whose field names no quantity: 2 decimals, as the spec's 'other figures'. */
const OTHER_DECIMALS = 2;

const decimalsFor = (field: Field | undefined) => (field?.quantity ? decimalsOf(field.quantity) : OTHER_DECIMALS);

/**
 * Decimals for a changed input: its quantity's, unless they would print the
 * two values alike (25 → 25.4 m); then as many as were typed.
 */
function inputDecimals(before: number, after: number, field: Field | undefined): number {
  const scale = field?.scale ?? 1;
  const decimals = decimalsFor(field);
  if (before === after || formatNumber(before / scale, decimals) !== formatNumber(after / scale, decimals)) return decimals;
  // As typed, up to 6 decimals.
  return Math.min(6, Math.max(decimals, decimalPlaces(before / scale), decimalPlaces(after / scale)));
}

const withUnit = (text: string, field: Field | undefined) => (field?.unit ? `${text}\u00A0${field.unit}` : text);

/** Percentage points: the difference of two percentages (issue 24). */
export const PERCENTAGE_POINTS = "p.\u00A0p.";

/**
 * The field a difference is written in: two Celsius readings differ by
 * kelvins and two percentages by percentage points (ISO 80000-1; BIPM SI
 * Brochure 9th ed., 5.4.7), never by °C or %.
 */
function differenceField(field: Field | undefined): Field | undefined {
  if (field?.unit === "°C") return { ...field, unit: "K" };
  if (field?.unit === "%") return { ...field, unit: PERCENTAGE_POINTS };
  return field;
}

/**
 * Whether a change in % means anything: not for a Celsius reading (its zero
 * is arbitrary: 2 K from -10 °C is not '+20 %') nor for a percentage (its
 * change is said in percentage points).
 */
const hasRelativeChange = (field: Field | undefined) => field?.unit !== "°C" && field?.unit !== "%";

/** A number in the field's unit, or '—' when absent. Results keep their decimals ('20.00 kW'), inputs drop trailing zeros ('-10 °C'). */
function formatMeasure(value: number | null | undefined, field: Field | undefined, how: { result?: boolean; signed?: boolean; decimals?: number } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const si = value / (field?.scale ?? 1);
  // In the user's units (issue 24 item 3); electrical power stays in kW.
  if (field?.unit === "bar(a)") {
    const shown = toDisplay(si, "pressure", undefined, "absolute");
    const sign = how.signed && shown > 0 ? "+" : "";
    return `${sign}${formatNumber(shown, Math.max(displayDecimals("pressure"), how.decimals ?? 0))}\u00A0${unitLabel("pressure", undefined, "absolute")}`;
  }
  const dimension = field?.quantity === "power" ? undefined : dimensionOfSiUnit(field?.unit);
  const convert = dimension !== undefined && !isSi(dimension);
  const shown = convert ? toDisplay(si, dimension) : si;
  const decimals = convert ? displayDecimals(dimension, undefined, field?.quantity) : (how.decimals ?? decimalsFor(field));
  const text = how.result ? formatFixed(shown, decimals) : formatNumber(shown, decimals);
  const sign = how.signed && shown > 0 && /[1-9]/.test(text) ? "+" : "";
  return convert ? `${sign}${text}\u00A0${unitLabel(dimension)}` : withUnit(`${sign}${text}`, field);
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

/** The change in % with sign and the percent quantity's decimals; '—' when there is none (e.g. from 0). */
export function formatPercentChange(deltaPct: number | null | undefined): string {
  if (deltaPct === null || deltaPct === undefined || !Number.isFinite(deltaPct)) return "—";
  const text = formatQuantity(deltaPct, "percent");
  return `${deltaPct > 0 && /[1-9]/.test(text) ? "+" : ""}${text}\u00A0%`;
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
    const field = fieldOf(c.path);
    if (typeof c.before !== "number" || typeof c.after !== "number") {
      return { path: c.path, label: describePath(c.path), before: formatInputValue(c.before, c.path), after: formatInputValue(c.after, c.path), delta: "—", deltaPct: "—" };
    }
    const decimals = inputDecimals(c.before, c.after, field);
    const delta = c.after - c.before;
    const pct = c.before !== 0 && hasRelativeChange(field) ? (delta / Math.abs(c.before)) * 100 : null;
    return {
      path: c.path,
      label: describePath(c.path),
      before: formatMeasure(c.before, field, { decimals }),
      after: formatMeasure(c.after, field, { decimals }),
      delta: formatMeasure(delta, differenceField(field), { decimals, signed: true }),
      deltaPct: formatPercentChange(pct),
    };
  });
}

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

export function resultRows(results: ResultChange[]): DiffRow[] {
  return results.map((r) => {
    const field = fieldOf(r.path);
    const value = (v: unknown) => (isNumber(v) ? formatMeasure(v, field, { result: true }) : formatInputValue(v, r.path));
    const delta = r.delta ?? (isNumber(r.before) && isNumber(r.after) ? r.after - r.before : null);
    return {
      path: r.path,
      label: describePath(r.path),
      before: value(r.before),
      after: value(r.after),
      delta: formatMeasure(delta, differenceField(field), { result: true, signed: true }),
      deltaPct: hasRelativeChange(field) ? formatPercentChange(r.deltaPct) : "—",
    };
  });
}
