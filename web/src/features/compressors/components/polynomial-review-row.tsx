// One set of the polynomial import review. Memoised: typing in one cell
// re-renders its own row only, not the other 59 of an EnergyPlus file.
import * as React from "react";
import type { PolynomialInput } from "../api/extract-polynomials";
import { parameterLabel } from "../utils/compressor-utils";
import { PolygonNote } from "./envelope-notes";
import { NumberInput } from "@/components/common/number-input";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { TableCell, TableRow } from "@/components/ui/table";
import type { DefaultEnvelope } from "@/lib/default-envelope";
import { editableNumber, formatHertz, formatNumber } from "@/lib/format";
import { isTemperatureBasis, TEMPERATURE_BASIS_LABELS, type TemperatureBasis } from "@/lib/temperature-basis";

export const COEFFICIENTS = ["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9", "c10"] as const;
/** An envelope limit the server accepts, °C (domain compressor::limits::ENVELOPE_TEMP). */
export const ENVELOPE = { min: -100, max: 200, unit: "°C" } as const;
/** Temperatures step by 0.1 (app-and-projects.md, operating parameters). */
const TEMPERATURE_STEP = 0.1;
/** The envelope columns; a missing limit shows the tool's default (the server's, `toolDefaults`) as its placeholder. */
export const RANGES = [
  { key: "evapTempMin", label: "Evap. mín." },
  { key: "evapTempMax", label: "Evap. máx." },
  { key: "condTempMin", label: "Cond. mín." },
  { key: "condTempMax", label: "Cond. máx." },
] as const;
type RangeKey = (typeof RANGES)[number]["key"];
type NumericKey = (typeof COEFFICIENTS)[number] | RangeKey;
export type Editable = "refrigerant" | "parameter" | "temperatureBasis" | NumericKey;
const PARAMETERS = ["coolingCapacity", "powerInput", "current", "massFlow", "dischargeTemp"] as const;
const CANONICAL_UNITS: Record<string, string> = { coolingCapacity: "W", powerInput: "W", current: "A", massFlow: "kg/h", dischargeTemp: "°C" };
/** The number fields of a row, whose messages it shows. */
const NUMERIC_KEYS: readonly NumericKey[] = [...RANGES.map((r) => r.key), ...COEFFICIENTS];

/** The basis the file stated for a set (issue 21 item 9), if it stated one. */
export const statedBasis = (row: PolynomialInput): TemperatureBasis | null => {
  const basis = row.rating?.temperatureBasis;
  return isTemperatureBasis(basis) ? basis : null;
};

/** A set is ready when its parameter is one of the five. */
export const hasParameter = (row: PolynomialInput) => PARAMETERS.some((p) => p === row.parameter);

/** A number of the review as the user sees it: the file's value or the typed text. */
const shown = (value: number | string | null | undefined) => (typeof value === "number" ? editableNumber(value) : (value ?? ""));

/** The id of a cell's message: '<field> <row number>'. */
export const cellId = (key: NumericKey, index: number) => `${key} ${index + 1}`;

interface Props {
  index: number;
  row: PolynomialInput;
  /** Show the file's model of the set (a catalogue file that names models). */
  showModel?: boolean;
  /** The tool's default limits, a missing limit's placeholder (the extraction's `toolDefaults`). */
  defaults?: DefaultEnvelope;
  /** The number of the envelope table above (from 1) the set's polygon is, when it is one of them. */
  envelopeTable?: number;
  /** Messages of the whole review by cell id (`cellId`): refused on confirm, and what is being typed. */
  problems: Record<string, string>;
  typing: Record<string, string>;
  /** Stable callbacks: they take the row's index, so one function serves every row. */
  onEdit: (index: number, key: Editable, value: string) => void;
  onChoose: (index: number, parameter: string) => void;
  onTyping: (id: string, message: string | null) => void;
}

const message = (props: Props, key: NumericKey) => {
  const id = cellId(key, props.index);
  return props.problems[id] ?? props.typing[id];
};

/** A row re-renders when its set, its callbacks or one of its own cells' messages change,
 * not when another row's message does (the message maps are the whole review's). */
function sameRow(prev: Props, next: Props) {
  return (
    prev.index === next.index &&
    prev.row === next.row &&
    prev.showModel === next.showModel &&
    prev.defaults === next.defaults &&
    prev.envelopeTable === next.envelopeTable &&
    prev.onEdit === next.onEdit &&
    prev.onChoose === next.onChoose &&
    prev.onTyping === next.onTyping &&
    NUMERIC_KEYS.every((key) => message(prev, key) === message(next, key))
  );
}

export const PolynomialReviewRow = React.memo(function PolynomialReviewRow(props: Props) {
  const { index: i, row, onEdit, onChoose, onTyping } = props;
  const n = i + 1;
  return (
    <TableRow>
      {props.showModel && (
        <TableCell className="align-top text-xs whitespace-nowrap" data-testid={`model-${n}`}>
          {row.model ?? "—"}
        </TableCell>
      )}
      <TableCell>
        <Input aria-label={`Refrigerante ${n}`} className="h-8 w-24" value={row.refrigerant ?? ""} onChange={(e) => onEdit(i, "refrigerant", e.target.value)} />
      </TableCell>
      <TableCell className="min-w-44 align-top">
        <NativeSelect
          aria-label={`Parámetro ${n}`}
          aria-invalid={!hasParameter(row)}
          className="h-8"
          value={hasParameter(row) ? (row.parameter ?? "") : ""}
          onChange={(e) => onChoose(i, e.target.value)}
        >
          <option value="" disabled>
            Elegir parámetro
          </option>
          {PARAMETERS.map((p) => (
            <option key={p} value={p}>
              {parameterLabel(p)}
            </option>
          ))}
        </NativeSelect>
        {row.sourceLabel && (
          <p className={`mt-1 text-xs ${row.parameterUnrecognised ? "text-destructive" : "text-muted-foreground"}`} data-testid={`source-label-${n}`}>
            {row.parameterUnrecognised ? "No reconocido: " : "Archivo: "}«{row.sourceLabel}»
          </p>
        )}
        {row.outputUnit && row.parameter && CANONICAL_UNITS[row.parameter] !== row.outputUnit && (
          <p className="text-xs text-muted-foreground">
            En {row.outputUnit}; se convierte a {CANONICAL_UNITS[row.parameter]} al importar
          </p>
        )}
        {row.envelopePolygon && row.envelopePolygon.length > 0 && <PolygonNote points={row.envelopePolygon} table={props.envelopeTable} />}
      </TableCell>
      <TableCell className="align-top text-xs whitespace-nowrap" data-testid={`frequency-${n}`}>
        {row.frequency != null ? formatHertz(row.frequency) : <span className="text-muted-foreground">no indicada</span>}
      </TableCell>
      <TableCell className="min-w-40 align-top">
        {/* Dew or mid-point temperatures of a blend's set: read from the file's note, corrected here. */}
        <NativeSelect
          aria-label={`Temperaturas ${n}`}
          className="h-8 text-xs"
          value={statedBasis(row) ?? "dew"}
          onChange={(e) => onEdit(i, "temperatureBasis", e.target.value)}
        >
          {(Object.keys(TEMPERATURE_BASIS_LABELS) as TemperatureBasis[]).map((b) => (
            <option key={b} value={b}>
              {TEMPERATURE_BASIS_LABELS[b]}
            </option>
          ))}
        </NativeSelect>
        {statedBasis(row) === null && (
          <p className="mt-1 text-xs text-muted-foreground" data-testid={`temperature-basis-note-${n}`}>
            no indicadas en el archivo
          </p>
        )}
      </TableCell>
      {RANGES.map((r) => {
        const id = cellId(r.key, i);
        const problem = message(props, r.key);
        return (
          <TableCell key={r.key} className="min-w-28 align-top">
            <NumberInput
              aria-label={`${r.label} ${n}`}
              className="h-8 text-xs"
              unit={ENVELOPE.unit}
              min={ENVELOPE.min}
              max={ENVELOPE.max}
              step={TEMPERATURE_STEP}
              placeholder={props.defaults ? formatNumber(props.defaults[r.key], 1) : undefined}
              value={shown(row[r.key])}
              aria-invalid={Boolean(problem) || undefined}
              onChange={(text: string) => onEdit(i, r.key, text)}
              onProblemChange={(m) => onTyping(id, m)}
            />
            {problem ? (
              <p className="mt-1 text-xs text-destructive" role="alert">
                {problem}
              </p>
            ) : (
              row[r.key] == null && <p className="mt-1 text-xs text-muted-foreground">por defecto</p>
            )}
          </TableCell>
        );
      })}
      {COEFFICIENTS.map((c) => {
        const id = cellId(c, i);
        const fileText = row.nonNumeric?.[c];
        const problem = message(props, c);
        return (
          <TableCell key={c} className="min-w-28 align-top">
            {/* Unitless; no stepping, so a coefficient keeps every digit the file had. */}
            <NumberInput
              aria-label={id}
              className={`h-8 font-mono text-xs ${fileText !== undefined ? "border-amber-600" : ""}`}
              step="any"
              value={shown(row[c])}
              aria-invalid={Boolean(problem) || undefined}
              onChange={(text: string) => onEdit(i, c, text)}
              onProblemChange={(m) => onTyping(id, m)}
            />
            {problem && (
              <p className="mt-1 text-xs text-destructive" role="alert">
                {problem}
              </p>
            )}
            {fileText !== undefined && (
              <p className="mt-1 text-xs text-amber-700 dark:text-amber-400" data-testid={`non-numeric-${c}-${n}`}>
                Archivo: «{fileText}» → 0
              </p>
            )}
          </TableCell>
        );
      })}
    </TableRow>
  );
}, sameRow);
