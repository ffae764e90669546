import { isValidColor, normalizeColor } from "../utils/design-form";
import { FormField } from "@/components/common/form-field";
import { Input } from "@/components/ui/input";

interface Props {
  id: string;
  label: string;
  value: string;
  fallback: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A colour as a picker, a text field and a swatch; the swatch keeps the last valid colour. */
export function ColorField({ id, label, value, fallback, error, onChange }: Props) {
  const shown = isValidColor(normalizeColor(value)) ? normalizeColor(value) : fallback;
  return (
    <FormField id={id} label={label} error={error}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          className="h-9 w-12 cursor-pointer rounded-md border bg-transparent p-1"
          value={shown}
          onChange={(e) => onChange(e.target.value)}
          aria-label={`${label} (selector)`}
        />
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="w-32 font-mono"
          maxLength={9}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <div className="h-9 flex-1 rounded-md border" style={{ backgroundColor: shown }} data-testid={`${id}-preview`} title={shown} />
      </div>
    </FormField>
  );
}
