// Turns the diff of two project versions into table rows a person reads:
// a Spanish label for each path (the table in diff-labels.ts; named items
// such as charge components and findings by their name), values in the
// user's display units with the decimals of their quantity, the change
// (temperatures and temperature differences in K, percentages in
// percentage points) and the change in % only where it means something.
// Results print as the results tables do (fixed decimals); inputs as
// typed, trailing zeros dropped.
import type { InputChange, ResultChange } from "../api/get-project-diff";
import { decimalPlaces, decimalsOf, formatFixed, formatNumber, formatQuantity } from "@/lib/format";
import { dimensionOfSiUnit, displayDecimals, isSi, toDisplay, unitLabel } from "@/lib/units";
import { ABSENT_MEANS, FIELDS, ITEMS, KEYED_VALUES, PLACED, SECTIONS, VALUES, WORDED, type Field } from "./diff-labels";

/** Splits `a.b[0].c`, `a.b.0.c` and `/a/b/0/c` alike. */
export function pathSegments(path: string): string[] {
  return path.split(/[.[\]/]+/).filter((s) => s !== "");
}

const isIndex = (segment: string) => /^\d+$/.test(segment);

/** The label and unit of the value at `path`: by where it sits (PLACED), else by its key's name. */
export function fieldOf(path: string): Field | undefined {
  const segments = pathSegments(path).filter((s) => s !== "calculationResults");
  const named = segments.filter((s) => !isIndex(s));
  const name = named.at(-1);
  const placed = named.length >= 2 ? PLACED[named.slice(-2).join(".")] : undefined;
  const field = placed ?? (name === undefined ? undefined : FIELDS[name]);
  // The condenser's load split is in %, whatever the share is called.
  if (segments.includes("percentages")) return { label: field?.label ?? name ?? "", unit: "%", quantity: "percent" };
  // The simple type's results list its compressors at the top: their capacity has 1 decimal (spec section 2).
  if (field?.quantity === "capacity" && name === "coolingCapacity" && segments[0] === "compressors") return { ...field, quantity: "compressorCapacity" };
  return field;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/**
 * 'rackConfig.circuits[0].compressors[1].model' -> 'Circuito 1 › Compresor 2 › Modelo'.
 * With `root` (the version the path indexes: the project, or its results),
 * items that carry a name are called by it ('Carga de refrigerante › Líneas de líquido › Masa').
 */
export function describePath(path: string, root?: unknown): string {
  const segments = pathSegments(path);
  const parts: string[] = [];
  let node: unknown = root;
  segments.forEach((segment, i) => {
    const here = node;
    node = isRecord(here) ? (here as Record<string, unknown>)[segment] : undefined;
    if (isIndex(segment)) {
      const container = segments[i - 1];
      const item = container ? ITEMS[container] : undefined;
      const name = item?.nameKey && isRecord(node) ? node[item.nameKey] : undefined;
      if (item && (typeof name === "string" || typeof name === "number") && name !== "") {
        parts.push(item.nameAlone ? String(name) : `${item.label} ${name}`);
        return;
      }
      parts.push(`${item?.label ?? "#"} ${Number(segment) + 1}`.replace("# ", "#"));
      return;
    }
    const next = segments[i + 1];
    if (ITEMS[segment] && next !== undefined && isIndex(next)) return; // said by the item label
    const placed = i > 0 ? PLACED[`${segments.slice(0, i).filter((s) => !isIndex(s)).at(-1)}.${segment}`] : undefined;
    if (placed) {
      parts.push(placed.label);
      return;
    }
    if (segment in SECTIONS && (next !== undefined || !FIELDS[segment])) {
      const label = SECTIONS[segment];
      if (label) parts.push(label);
      return;
    }
    parts.push(FIELDS[segment]?.label ?? ITEMS[segment]?.label ?? segment);
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

/** Units whose changes are not said in %. */
const NO_RELATIVE_CHANGE = new Set(["°C", "K", "K/m", "%"]);

/**
 * Whether a change in % means anything: not for a Celsius reading (its zero
 * is arbitrary: 2 K from -10 °C is not '+20 %'), nor for a temperature
 * difference (superheat, approach, penalty: said in K, as the tester and
 * issue 24 ask), nor for a percentage (its change is said in percentage points).
 */
export const hasRelativeChange = (field: Field | undefined) => !NO_RELATIVE_CHANGE.has(field?.unit ?? "");

/** A number in the field's unit, or '—' when absent. Results keep their decimals ('20.00 kW'), inputs drop trailing zeros ('-10 °C'). */
function formatMeasure(value: number | null | undefined, field: Field | undefined, how: { result?: boolean; signed?: boolean; decimals?: number } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const si = value / (field?.scale ?? 1);
  // In the user's units (issue 24 item 3); electrical power stays in kW.
  if (field?.unit === "bar(a)" || field?.unit === "bar") {
    const kind = field.unit === "bar" ? "gauge" : "absolute";
    const shown = toDisplay(si, "pressure", undefined, kind);
    const sign = how.signed && shown > 0 ? "+" : "";
    return `${sign}${formatNumber(shown, Math.max(displayDecimals("pressure"), how.decimals ?? 0))}\u00A0${unitLabel("pressure", undefined, kind)}`;
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
  if (value === null || value === undefined || value === "") {
    const key = pathSegments(path).at(-1);
    return key !== undefined && key in ABSENT_MEANS ? formatInputValue(ABSENT_MEANS[key], path) : "—";
  }
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (typeof value === "number") return formatMeasure(value, fieldOf(path));
  if (typeof value === "string") {
    const key = pathSegments(path).filter((s) => !isIndex(s)).at(-1);
    if (key !== undefined && key in KEYED_VALUES) return KEYED_VALUES[key][value] ?? value;
    return key !== undefined && WORDED.has(key) ? (VALUES[value] ?? value) : value;
  }
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

/** `project`: the later version's detail, to call named items by their name. */
export function inputRows(changes: InputChange[], project?: unknown): DiffRow[] {
  return changes.map((c) => {
    const field = fieldOf(c.path);
    if (typeof c.before !== "number" || typeof c.after !== "number") {
      return { path: c.path, label: describePath(c.path, project), before: formatInputValue(c.before, c.path), after: formatInputValue(c.after, c.path), delta: "—", deltaPct: "—" };
    }
    const decimals = inputDecimals(c.before, c.after, field);
    const delta = c.after - c.before;
    const pct = c.before !== 0 && hasRelativeChange(field) ? (delta / Math.abs(c.before)) * 100 : null;
    return {
      path: c.path,
      label: describePath(c.path, project),
      before: formatMeasure(c.before, field, { decimals }),
      after: formatMeasure(c.after, field, { decimals }),
      delta: formatMeasure(delta, differenceField(field), { decimals, signed: true }),
      deltaPct: formatPercentChange(pct),
    };
  });
}

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** `answer`: the later version's calculation answer, to call named items (charge components, findings) by their name. */
export function resultRows(results: ResultChange[], answer?: unknown): DiffRow[] {
  return results.map((r) => {
    const field = fieldOf(r.path);
    const value = (v: unknown) => (isNumber(v) ? formatMeasure(v, field, { result: true }) : formatInputValue(v, r.path));
    const delta = r.delta ?? (isNumber(r.before) && isNumber(r.after) ? r.after - r.before : null);
    return {
      path: r.path,
      label: describePath(r.path, answer),
      before: value(r.before),
      after: value(r.after),
      delta: formatMeasure(delta, differenceField(field), { result: true, signed: true }),
      deltaPct: hasRelativeChange(field) ? formatPercentChange(r.deltaPct) : "—",
    };
  });
}
