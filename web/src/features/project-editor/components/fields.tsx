// Labelled controls for the equipment forms: every input has a label, numbers
// take a comma or a point, and an invalid number says so in Spanish.
import * as React from "react";
import { FormField } from "@/components/common/form-field";
import { NumberValueInput } from "@/components/common/number-input";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useUnitSystem } from "@/hooks/use-unit-system";
import { formatNumber } from "@/lib/format";
import { dimensionOfSiUnit, displayDecimals, fromDisplay, inputIn, isSi, tidy, toDisplay, unitLabel, type Dimension } from "@/lib/units";

interface Base {
  label: string;
  /** Stable id for the control (and its error's id). */
  id?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  testId?: string;
}

function useFieldId(id?: string) {
  const generated = React.useId();
  return id ?? generated;
}

function Hint({ text }: { text?: string }) {
  return text ? <p className="text-xs text-muted-foreground">{text}</p> : null;
}

export function TextField({ label, id, hint, error, disabled, testId, value, onChange, placeholder }: Base & { value: string; onChange: (v: string) => void; placeholder?: string }) {
  const fieldId = useFieldId(id);
  return (
    <FormField id={fieldId} label={label} error={error}>
      <Input id={fieldId} value={value} placeholder={placeholder} disabled={disabled} data-testid={testId} onChange={(e) => onChange(e.target.value)} />
      <Hint text={hint} />
    </FormField>
  );
}

/**
 * A number of the form, stored in SI and typed and shown in the user's units
 * (issue 24 item 3): the SI unit the label names ('Temperatura de
 * evaporación (°C)') says what it measures, unless `quantity` says so (null:
 * never converted). The label then names the unit in use ('(°F)'); the value,
 * its range and what is typed are converted with the one table (lib/units).
 */
export function NumberField({
  label,
  id,
  hint,
  error,
  disabled,
  testId,
  value,
  onChange,
  placeholder,
  unit,
  quantity,
  min,
  max,
  step,
  integer,
}: Base & {
  value: number | null;
  onChange: (v: number | null) => void;
  placeholder?: string;
  unit?: string;
  quantity?: Dimension | null;
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
}) {
  const fieldId = useFieldId(id);
  const system = useUnitSystem();
  const [problem, setProblem] = React.useState<{ message: string | null; kind: "format" | "range" | null }>({ message: null, kind: null });
  // The unit the label names ('Capacidad requerida (kW)') sits beside the field.
  const siUnit = unit ?? /\(([^()]+)\)$/.exec(label)?.[1];
  const dimension = quantity === null ? undefined : (quantity ?? dimensionOfSiUnit(siUnit));
  const convert = dimension !== undefined && !isSi(dimension, system);
  const shownUnit = convert ? unitLabel(dimension, system) : siUnit;
  const shownLabel = convert && siUnit && label.endsWith(`(${siUnit})`) ? `${label.slice(0, -siUnit.length - 2)}(${shownUnit})` : label;
  const shown = (v: number | undefined) => (v === undefined || !convert ? v : tidy(toDisplay(v, dimension, system)));
  // A stored value shows rounded (inputIn); what the user typed shows as typed
  // (not rounded under the cursor) while the stored value is the one it gave.
  const [typed, setTyped] = React.useState<{ stored: number; typed: number } | null>(null);
  const shownValue = value === null || !convert ? value : typed?.stored === value ? typed.typed : inputIn(value, dimension, system);
  // An example value ('-5') is an SI figure too.
  const example = convert && placeholder && Number.isFinite(Number(placeholder)) ? formatNumber(toDisplay(Number(placeholder), dimension, system), displayDecimals(dimension, system)) : placeholder;
  // Temperatures step by 0.1 (app-and-projects.md, operating parameters).
  const arrowStep = step ?? (shownUnit === "°C" || shownUnit === "°F" ? 0.1 : undefined);
  // What is not a number says so first; the form's own rule words a range better.
  const message = (problem.kind === "format" ? problem.message : (error ?? problem.message)) ?? undefined;
  return (
    <FormField id={fieldId} label={shownLabel} error={message}>
      <NumberValueInput
        id={fieldId}
        value={shownValue}
        placeholder={example}
        disabled={disabled}
        data-testid={testId}
        data-unit-shown={convert ? shownUnit : undefined}
        unit={shownUnit}
        min={shown(min)}
        max={shown(max)}
        step={arrowStep}
        integer={integer && !convert}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${fieldId}-error` : undefined}
        onProblemChange={(message, kind) => setProblem({ message, kind })}
        onChange={(v) => {
          if (v === null || !convert) return onChange(v);
          const stored = fromDisplay(v, dimension, system);
          setTyped({ stored, typed: v });
          onChange(stored);
        }}
      />
      <Hint text={hint} />
    </FormField>
  );
}

export interface Option {
  value: string;
  label: string;
  /** Shown but not choosable; the label says why. */
  disabled?: boolean;
}

export function SelectField({
  label,
  id,
  hint,
  error,
  disabled,
  testId,
  value,
  onChange,
  options,
  placeholder,
}: Base & { value: string; onChange: (v: string) => void; options: Option[]; placeholder?: string }) {
  const fieldId = useFieldId(id);
  // The options are mounted once the field is first focused, pointed at or
  // opened, not with the screen: Radix renders a closed select's every option
  // off-screen, and each registers itself in a re-render of its own, which
  // on the project screen's fourteen selects was the longest task of its
  // first load (issue 24). The chosen option's label is the value's text
  // meanwhile; typing to choose works from the focus on, as before.
  const [open, setOpen] = React.useState(false);
  const [touched, setTouched] = React.useState(false);
  const touch = () => setTouched(true);
  const chosen = options.find((o) => o.value === value);
  return (
    <FormField id={fieldId} label={label} error={error}>
      <Select value={value === "" ? undefined : value} onValueChange={onChange} disabled={disabled} open={open} onOpenChange={setOpen}>
        <SelectTrigger id={fieldId} data-testid={testId} aria-invalid={error ? true : undefined} onFocus={touch} onPointerEnter={touch}>
          <SelectValue placeholder={placeholder ?? "Seleccione..."}>{chosen?.label}</SelectValue>
        </SelectTrigger>
        {(touched || open) && (
          <SelectContent>
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        )}
      </Select>
      <Hint text={hint} />
    </FormField>
  );
}

export function CheckboxField({ label, id, disabled, testId, checked, onChange }: Base & { checked: boolean; onChange: (v: boolean) => void }) {
  const fieldId = useFieldId(id);
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={fieldId} checked={checked} disabled={disabled} data-testid={testId} onCheckedChange={(v) => onChange(v === true)} />
      <Label htmlFor={fieldId} className="cursor-pointer">
        {label}
      </Label>
    </div>
  );
}

/** A small single choice shown as radio buttons in a labelled group. */
export function RadioChoice({ label, name, value, onChange, options, testId }: { label: string; name: string; value: string; onChange: (v: string) => void; options: Option[]; testId?: string }) {
  return (
    <fieldset className="space-y-2" data-testid={testId}>
      <legend className="text-sm font-medium leading-none">{label}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {options.map((o) => (
          <label key={o.value} className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="size-4 accent-primary" />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A titled card of the form. */
export function ConfigSection({ title, description, children, testId }: { title: string; description?: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="space-y-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-6" data-testid={testId} aria-label={title}>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold leading-none">{title}</h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** Two columns on wide screens, one on a phone. */
export function FieldGrid({ children, columns = 2 }: { children: React.ReactNode; columns?: 2 | 3 | 4 }) {
  const wide = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return <div className={`grid grid-cols-1 items-start gap-4 ${wide}`}>{children}</div>;
}
