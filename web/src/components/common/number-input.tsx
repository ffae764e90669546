// The one input for numbers: a text field read in the company's number
// locale (both decimal marks when unambiguous), its unit beside it, the
// arrow keys stepping within the field's range. Never a type="number"
// input, which silently drops a separator the browser does not expect.
import * as React from "react";
import { Input } from "@/components/ui/input";
import { useNumberLocale } from "@/hooks/use-number-locale";
import { checkNumber, decimalPlaces, editableNumber, formatNumber, readNumber, type NumberRule } from "@/lib/format";
import { cn } from "@/lib/utils";

type InputProps = Omit<React.ComponentProps<"input">, "value" | "onChange" | "type" | "min" | "max" | "step" | "inputMode">;

interface Common extends InputProps, Pick<NumberRule, "min" | "max" | "integer"> {
  /** Shown beside the field ('kW', '°C'); also read out with the value. */
  unit?: string;
  /** Arrow keys add or take this much (default 1); "any": they change
   * nothing (a polynomial coefficient keeps every digit it has). */
  step?: number | "any";
  /** Told the Spanish message of what is typed (null when it reads well):
   * `format` when it is not a number (or reads two ways), `range` when it is
   * outside min/max or not an integer. */
  onProblemChange?: (message: string | null, kind: "format" | "range" | null) => void;
}

/** Text mode: the form keeps what was typed and reads it on submit (with `checkNumber`). */
interface TextMode extends Common {
  value: string;
  onChange: (text: string) => void;
}

/** Value mode: the form keeps a number (null when empty or unreadable). */
interface ValueMode extends Common {
  value: number | null;
  onChange: (value: number | null) => void;
}

export type NumberInputProps = TextMode;
export type NumberValueInputProps = ValueMode;

/** The text mode: the form keeps the typed text and reads it with `fieldNumber`/`checkNumber`. */
export function NumberInput(props: TextMode) {
  return <NumberInputBase {...props} />;
}

/** The value mode: the form keeps a number, null while the text is empty or not a number. */
export function NumberValueInput(props: ValueMode) {
  return <NumberInputBase {...props} />;
}

const sameNumber = (a: number | null, b: number | null) => a === b || (a !== null && b !== null && Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(a)));

/** A sign or a decimal mark alone is a number still being typed. */
const unfinished = (text: string) => /^[-+\u2212]?[.,]?$/.test(text.trim());

function NumberInputBase(props: TextMode | ValueMode) {
  const { value, onChange, unit, min, max, integer, step = 1, onProblemChange, className, onBlur, onKeyDown, id, ...rest } = props;
  const locale = useNumberLocale();
  const textMode = typeof value === "string";
  const [ownText, setOwnText] = React.useState(() => (textMode ? "" : editableNumber(value, locale)));
  const text = textMode ? value : ownText;
  const unitId = React.useId();

  // Value mode: follow a value changed from outside unless the text already means it.
  const external = textMode ? null : value;
  const [tracked, setTracked] = React.useState(external);
  if (!textMode && !sameNumber(tracked, external)) {
    setTracked(external);
    const reading = readNumber(ownText, locale);
    const shown = reading.ok ? reading.value : null;
    if (!sameNumber(shown, external)) setOwnText(external === null ? (reading.ok ? "" : ownText) : editableNumber(external, locale));
  }

  const problem = React.useMemo((): { message: string; kind: "format" | "range" } | null => {
    if (unfinished(text) && text.trim() !== "") return null;
    const reading = readNumber(text, locale);
    if (!reading.ok) return reading.empty ? null : { message: reading.message, kind: "format" };
    const result = checkNumber(text, { min, max, integer, unit, optional: true }, locale);
    return result.ok ? null : { message: result.message, kind: "range" };
  }, [text, min, max, integer, unit, locale]);

  const reportRef = React.useRef(onProblemChange);
  React.useEffect(() => {
    reportRef.current = onProblemChange;
  });
  const problemMessage = problem?.message ?? null;
  const problemKind = problem?.kind ?? null;
  React.useEffect(() => {
    reportRef.current?.(problemMessage, problemKind);
  }, [problemMessage, problemKind]);

  const emit = (next: string) => {
    if (textMode) {
      (onChange as TextMode["onChange"])(next);
      return;
    }
    setOwnText(next);
    const reading = readNumber(next, locale);
    const parsed = reading.ok ? reading.value : null;
    setTracked(parsed);
    if (!sameNumber(parsed, value as number | null)) (onChange as ValueMode["onChange"])(parsed);
  };

  const stepBy = (by: number) => {
    const reading = readNumber(text, locale);
    const base = reading.ok ? reading.value : (min ?? 0);
    let next = base + by;
    // Clean binary noise of the step (0.1 + 0.2) without cutting a typed digit.
    next = Number(next.toFixed(Math.min(100, Math.max(decimalPlaces(by), decimalPlaces(base)))));
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    emit(editableNumber(next, locale));
  };

  return (
    <div className="relative flex w-full items-center">
      <Input
        {...rest}
        id={id}
        type="text"
        inputMode={integer ? "numeric" : "decimal"}
        autoComplete="off"
        spellCheck={false}
        value={text}
        className={cn(unit && "pr-14", className)}
        aria-describedby={[rest["aria-describedby"], unit ? unitId : undefined].filter(Boolean).join(" ") || undefined}
        aria-invalid={rest["aria-invalid"] || undefined}
        onChange={(e) => emit(e.target.value)}
        onKeyDown={(e) => {
          onKeyDown?.(e);
          if (e.defaultPrevented || rest.readOnly || rest.disabled) return;
          if ((e.key === "ArrowUp" || e.key === "ArrowDown") && step !== "any") {
            e.preventDefault();
            stepBy(e.key === "ArrowUp" ? step : -step);
          }
        }}
        onBlur={(e) => {
          onBlur?.(e);
          // Show how the number was read: '45,5' becomes '45.5' in es-MX.
          const reading = readNumber(text, locale);
          if (reading.ok) {
            const canonical = editableNumber(reading.value, locale);
            if (canonical !== text) emit(canonical);
          }
        }}
      />
      {unit && (
        <span id={unitId} className="pointer-events-none absolute right-3 max-w-12 truncate text-sm text-muted-foreground" data-unit>
          {unit}
        </span>
      )}
    </div>
  );
}

/** The range of a field as a hint: 'Entre 1 y 100 m'. */
export function rangeHint({ min, max, unit }: Pick<NumberRule, "min" | "max" | "unit">): string | undefined {
  const u = unit ? `\u00A0${unit}` : "";
  if (min !== undefined && max !== undefined) return `Entre ${formatNumber(min, 6)} y ${formatNumber(max, 6)}${u}`;
  if (min !== undefined) return `Mínimo ${formatNumber(min, 6)}${u}`;
  if (max !== undefined) return `Máximo ${formatNumber(max, 6)}${u}`;
  return undefined;
}
