import * as React from "react";
import { Input } from "@/components/ui/input";
import { parseNumber } from "@/lib/format";

type Props = Omit<React.ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Told when the typed text stops or starts being a number. */
  onInvalidChange?: (invalid: boolean) => void;
};

const sameNumber = (a: number | null, b: number | null) => a === b || (a !== null && b !== null && Math.abs(a - b) < 1e-12);

function readValue(text: string): number | null {
  const n = parseNumber(text);
  return Number.isFinite(n) ? n : null;
}

/** A number typed with a decimal comma or point. Keeps what the user typed
 * while it means the same number; text that is not a number reports null and
 * marks the input invalid (never a guessed value). */
export function DecimalInput({ value, onChange, onInvalidChange, ...props }: Props) {
  const [text, setText] = React.useState(value === null ? "" : String(value));
  // A sign or separator alone is a number still being typed, not an error.
  const invalid = !/^[-+]?[.,]?$/.test(text.trim()) && readValue(text) === null;

  React.useEffect(() => onInvalidChange?.(invalid), [invalid, onInvalidChange]);

  React.useEffect(() => {
    setText((current) => (sameNumber(readValue(current), value) ? current : value === null ? (readValue(current) === null ? current : "") : String(value)));
  }, [value]);

  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      aria-invalid={invalid || props["aria-invalid"] || undefined}
      onChange={(e) => {
        setText(e.target.value);
        const next = readValue(e.target.value);
        if (!sameNumber(next, value)) onChange(next);
      }}
    />
  );
}
