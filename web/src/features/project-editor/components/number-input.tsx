import * as React from "react";
import { Input } from "@/components/ui/input";
import { parseNumber } from "@/lib/format";

type Props = Omit<React.ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: number | null;
  onChange: (value: number | null) => void;
};

const show = (value: number | null) => (value === null || Number.isNaN(value) ? "" : String(value));

/**
 * A number field that accepts a decimal comma or point. Empty is null; text
 * that is not a number is shown as invalid and reported as null, never guessed.
 */
export function NumberInput({ value, onChange, className, ...props }: Props) {
  const [text, setText] = React.useState(() => show(value));
  const typed = parseNumber(text);
  // Follow changes made elsewhere (loading a project, a rule that sets the value).
  if ((Number.isNaN(typed) ? null : typed) !== value) setText(show(value));
  const invalid = Number.isNaN(typed) && !["", "-", "+"].includes(text.trim());
  return (
    <Input
      {...props}
      className={className}
      type="text"
      inputMode="decimal"
      value={text}
      aria-invalid={invalid || props["aria-invalid"] ? true : undefined}
      title={invalid ? "Introduzca un número válido" : props.title}
      onChange={(e) => {
        setText(e.target.value);
        const parsed = parseNumber(e.target.value);
        onChange(Number.isNaN(parsed) ? null : parsed);
      }}
    />
  );
}
