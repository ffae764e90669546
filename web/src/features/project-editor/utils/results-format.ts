// How results are shown (app-and-projects.md sections 2 and 4): W as kW, the
// spec's decimals, compliance colours and the bars' label thresholds.
import type { FlowRateUnit } from "../types/chiller-config";
import type { CompressorResult, OperatingLimits, SystemResult } from "../types/results";
import { FLOW_UNIT_LABELS, fromLitresPerMinute } from "./fluids";
import { envelopeSourceOf, type DefaultEnvelope } from "@/lib/default-envelope";
import { formatHertz, formatNumber, formatQuantity, type Quantity } from "@/lib/format";
import { temperatureBasisLabel } from "@/lib/temperature-basis";
import { formatIn, unitLabel, type Dimension, type PressureKind } from "@/lib/units";
import { COMPLIANCE_WORDS } from "@/lib/verdict-words";

/** W as kW with the decimals of its quantity in the one number table
 * (capacity and power 2, a simple type's compressor capacity 1). */
export const kw = (watts: number, quantity: "capacity" | "compressorCapacity" | "power" = "capacity") => formatQuantity(watts / 1000, quantity);
/** A figure with its quantity's decimals; '—' when missing. */
export const figure = (value: number | null | undefined, quantity: Quantity) => formatQuantity(value, quantity);
export const hertz = formatHertz;

// Figures in the user's units (issue 24 item 3); the results stay SI.
/** A cooling or heat-rejection capacity given in W, in the user's unit (kW, TR, BTU/h), without the unit. */
export const capacity = (watts: number | null | undefined, quantity: "capacity" | "compressorCapacity" = "capacity") =>
  formatIn(watts == null ? watts : watts / 1000, "capacity", { quantity, unit: false });
/** A figure of `dimension` stored in SI, in the user's unit, without the unit. */
export const inUnits = (value: number | null | undefined, dimension: Dimension, quantity?: Quantity) => formatIn(value, dimension, { quantity, unit: false });
/** A pressure stored in bar of kind `stored`, in the user's unit of the same kind, without the unit. */
export const pressureIn = (bar: number | null | undefined, stored: PressureKind, quantity?: Quantity) => formatIn(bar, "pressure", { stored, quantity, unit: false });
/** A tube's diameter or wall given in mm, in the user's unit without it: in
 * SI with the quantity's decimals; in inches to the thousandth, as tube
 * tables list them (1.125 × 0.050 in). */
export const tubeDimension = (mm: number | null | undefined) => inUnits(mm, "smallLength", "pipeDiameter");
/** The user's unit of a dimension ('°F', 'TR', 'psig'). */
export const unitOf = (dimension: Dimension, kind?: PressureKind) => unitLabel(dimension, undefined, kind);

/** ' (6.01 m³/h)': a flow given in L/min in the project's own unit, to stand beside the user's where the two differ, as
 * the project's sheet prints it; '' where they are the same or the project's is not known. */
export function projectFlowAside(lmin: number | null | undefined, flowUnit: FlowRateUnit | undefined): string {
  if (lmin == null || !flowUnit || FLOW_UNIT_LABELS[flowUnit] === unitOf("flow")) return "";
  return ` (${formatQuantity(fromLitresPerMinute(lmin, flowUnit), "flow")}\u00A0${FLOW_UNIT_LABELS[flowUnit]})`;
}

/** "60 Hz", or "60 Hz, interpolado entre 50 y 70 Hz" (issue 27). */
export function speedText(
  frequency: number | undefined,
  interpolation?: { lowerFrequency: number; upperFrequency: number },
  drive?: { lowest: number; highest: number },
): string | null {
  if (frequency == null) return null;
  // The unit once, as the sheet writes it (speed.rs): 'interpolado entre 50 y 70 Hz'.
  const at = interpolation
    ? `${hertz(frequency)}, interpolado entre ${formatNumber(interpolation.lowerFrequency, 1)} y ${hertz(interpolation.upperFrequency)}`
    : hertz(frequency);
  // A variable-speed compressor's drive range beside its speed at the duty, in the sheet's words (ficha-14, speed.rs
  // `state_drive_speeds`): 'variador de 30 a 70 Hz', the unit once.
  return drive ? `${at} · variador de ${formatNumber(drive.lowest, 1)} a ${hertz(drive.highest)}` : at;
}

/** "Temperaturas de rocío", and where a maker's set is rated at mid-points the point it was
 * read at: "Temperaturas de rocío; datos del fabricante en punto medio: evaporación −9,2 °C,
 * condensación 42,1 °C"
 * (issue 21 item 9). Null for answers recorded before the engine stated it. */
export function temperatureBasisText(statement: CompressorResult["temperatureBasis"] | null): string | null {
  if (!statement) return null;
  const answer = temperatureBasisLabel(statement.basis);
  if (statement.setBasis !== "midPoint") return answer;
  const t = (celsius: number) => `${inUnits(celsius, "temperature")} ${unitOf("temperature")}`;
  return `${answer}; datos del fabricante en punto medio: evaporación ${t(statement.setEvapTemp)}, condensación ${t(statement.setCondTemp)}`;
}

export type Tone = "green" | "yellow" | "red";

/** The engine's verdict for a circuit whose compressor runs outside its
 * envelope (engine 1.9, decision 2026-11-27-engineer-judgements): never
 * compliant, whatever its capacity. */
export const OUTSIDE_ENVELOPE = COMPLIANCE_WORDS.outsideEnvelope;

/** The engine's status in colour: with reserve green, adjusted yellow, insufficient red (its bands, ENGINEERING.md
 * section 3), and a compressor outside its envelope red whatever its capacity. */
export function complianceTone(status: string): Tone {
  if (status === COMPLIANCE_WORDS.withReserve) return "green";
  if (status === COMPLIANCE_WORDS.adjusted) return "yellow";
  return "red";
}

/** The bar is capped at 100 % wide. */
export const barWidth = (percentage: number) => Math.max(0, Math.min(100, percentage));

/** Reserve as the signed difference from 100 %, with the percent quantity's decimals. */
export const signedPercent = (value: number) => `${value > 0 ? "+" : ""}${formatQuantity(value, "percent")} %`;

/** Heat-rejection shares are labelled above 15 %, the oil-cooling share above 10 %. */
export function showShareLabel(kind: "heat" | "oil", percentage: number): boolean {
  return percentage > (kind === "oil" ? 10 : 15);
}

export function statusTone(status: string): Tone {
  if (status === "insufficient") return "red";
  if (status === "adjusted" || status === "unverified") return "yellow";
  return "green";
}

/** Whether the answer carries the maker's envelope polygon. */
export const hasMakersEnvelope = (limits: OperatingLimits) => (limits.envelopePolygon?.length ?? 0) >= 3;

/**
 * Which limits a duty point breaks; `polygonOut` when the engine found it
 * outside the maker's polygon though within both ranges (a corner the maker
 * cuts off). The engine's `inEnvelope` is the verdict (its point-in-polygon,
 * `domain::compressor::envelope`); the screen does not test it again.
 */
export function envelopeFlags(limits: OperatingLimits, evapTemp: number, condTemp: number, inEnvelope = true) {
  const evapOut = evapTemp < limits.evapTempMin || evapTemp > limits.evapTempMax;
  const condOut = condTemp < limits.condTempMin || condTemp > limits.condTempMax;
  return { evapOut, condOut, polygonOut: !inEnvelope && !evapOut && !condOut && hasMakersEnvelope(limits) };
}

/**
 * Whether the limits are the tool's defaults for a source without an envelope: as engine 1.13.0 states it, or for an
 * answer recorded before, as the data sheet reads it (`envelopeSourceOf`, the domain's rule); unknown (false) for such
 * an answer while the defaults load.
 */
export const hasToolDefaults = (limits: OperatingLimits, defaults: DefaultEnvelope | undefined) => envelopeSourceOf(limits, defaults) === "toolDefaults";

/** The line under the chart saying which envelope it draws, worded as the data sheet's (the tool's defaults in the
 * domain's words, `defaults.note`). */
export function envelopeShapeNote(limits: OperatingLimits, defaults: DefaultEnvelope | undefined): string {
  if (hasToolDefaults(limits, defaults)) return defaults?.note ?? "";
  return hasMakersEnvelope(limits) ? "Envolvente del fabricante" : "Envolvente rectangular (solo límites de evaporación y condensación)";
}

/**
 * The envelope chart (GET /api/charts/envelope.svg), drawn by the PDF data
 * sheet's own function (labels placed clear of each other, the points and
 * the envelope's edge): the maker's polygon as `to,tc;to,tc…` when the
 * answer has one, else the rectangle of the limits.
 */
export function envelopeChartUrl(limits: OperatingLimits, evapTemp: number, condTemp: number, label: string, defaults: DefaultEnvelope | undefined): string {
  const params = new URLSearchParams({
    evapMin: String(limits.evapTempMin),
    evapMax: String(limits.evapTempMax),
    condMin: String(limits.condTempMin),
    condMax: String(limits.condTempMax),
    evap: String(evapTemp),
    cond: String(condTemp),
    label,
  });
  const polygon = limits.envelopePolygon;
  if (polygon && hasMakersEnvelope(limits)) params.set("polygon", polygon.map((p) => `${p.to},${p.tc}`).join(";"));
  // The tool's defaults are drawn dashed and said to be so, not as the maker's envelope.
  if (hasToolDefaults(limits, defaults)) params.set("defaults", "1");
  return `/api/charts/envelope.svg?${params.toString()}`;
}

/** The oil-return verdict of a suction line. */
export function oilReturnVerdict(oil: { riserOk: boolean; horizontalOk: boolean } | null): string {
  if (!oil) return "—";
  if (oil.riserOk && oil.horizontalOk) return "Correcto";
  if (oil.horizontalOk) return "Insuficiente en montante: considere doble montante";
  return "Insuficiente";
}

export const TONE_CLASSES: Record<Tone, { text: string; bar: string; badge: string }> = {
  green: { text: "text-green-700 dark:text-green-400", bar: "bg-green-600", badge: "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200" },
  yellow: { text: "text-yellow-700 dark:text-yellow-400", bar: "bg-yellow-500", badge: "bg-yellow-100 text-yellow-800 dark:bg-yellow-900/50 dark:text-yellow-200" },
  red: { text: "text-red-700 dark:text-red-400", bar: "bg-red-600", badge: "bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200" },
};

/**
 * The p-h diagram's query (GET /api/charts/ph and ph.svg) for a circuit drawn
 * at one compressor's states: its inlet gas (superheat over the evaporating
 * dew point), its discharge and the subcooling its figures are at. Null for
 * results recorded before the inlet temperature was stated.
 */
export function phDiagramQuery(refrigerant: string, evapTemp: number, condTemp: number, compressor: CompressorResult): string | null {
  const rating = compressor.ratingConditions;
  if (!refrigerant || compressor.suctionTemp == null || !rating) return null;
  const params = new URLSearchParams({
    refrigerant,
    evapTemp: String(evapTemp),
    condTemp: String(condTemp),
    superheat: String(compressor.suctionTemp - evapTemp),
    subcooling: String(rating.correction?.subcooling ?? rating.subcooling),
  });
  if (compressor.dischargeTemp != null) params.set("dischargeTemp", String(compressor.dischargeTemp));
  return params.toString();
}

/** The warnings of a system's answer, a failed automatic condenser selection first, worded as the sheet words it. */
export function systemWarnings(result: SystemResult): string[] {
  const failure = result.autoSelectError && `Selección automática del condensador fallida: ${result.autoSelectError.message.replace(/\.$/, "")}.`;
  return failure ? [failure, ...result.warnings] : result.warnings;
}

/** A motor compressor's warning under its model, unless the warning already names it. */
export function compressorWarning(model: string, warning: string): string {
  return warning.includes(model) ? warning : `${model}: ${warning}`;
}
