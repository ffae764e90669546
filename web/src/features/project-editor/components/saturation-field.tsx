// The evaporating or condensing condition, typed as a saturation temperature
// or as the pressure a gauge reads (issue 24 item 3): gauge or absolute, in
// the user's units (bar(g)/bar(a), psig/psia). The project keeps the pressure
// (bar absolute) and the server's dew temperature at it, which the
// calculation uses (docs/decisions/2026-11-27-display-units.md).
import * as React from "react";
import { useUnitSystem } from "@/hooks/use-unit-system";
import { ApiError } from "@/lib/api-client";
import { formatIn, unitLabel, type PressureKind } from "@/lib/units";
import { cn } from "@/lib/utils";
import { useSaturationTemperatures, type SaturationCondition } from "../api/get-saturation-temperatures";
import { enteredPressure, kindOf, shownPressure, type SaturationPressure } from "../utils/saturation-entry";
import { NumberField } from "./fields";

type Mode = "temperature" | "pressure";

const PRESSURE_LABEL: Record<SaturationCondition, string> = { evaporation: "Presión de evaporación", condensation: "Presión de condensación" };

interface Props {
  condition: SaturationCondition;
  refrigerant: string;
  /** °C (dew point). */
  temperature: number | null;
  pressure: SaturationPressure | null | undefined;
  onChange: (temperature: number | null, pressure: SaturationPressure | null) => void;
  id: string;
  /** The temperature's label, with its SI unit: 'Temperatura de Evaporación (°C)'. */
  label: string;
  placeholder?: string;
  hint?: string;
  error?: string;
  testId: string;
}

/** A pair of buttons choosing one of two options, as a labelled radio group. */
function Toggle<T extends string>({ label, value, options, onChange, testId }: { label: string; value: T; options: { value: T; label: string }[]; onChange: (v: T) => void; testId: string }) {
  return (
    <div role="radiogroup" aria-label={label} className="inline-flex rounded-md border p-0.5 text-xs" data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn("rounded px-2 py-1", value === o.value ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted")}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

export function SaturationField({ condition, refrigerant, temperature, pressure, onChange, id, label, placeholder, hint, error, testId }: Props) {
  const system = useUnitSystem();
  // A project or a draft loaded with a pressure opens on it.
  const [chosenMode, setMode] = React.useState<Mode>("temperature");
  const mode: Mode = pressure ? "pressure" : chosenMode;
  const [chosenKind, setKind] = React.useState<PressureKind>("gauge");
  const kind: PressureKind = pressure ? kindOf(pressure) : chosenKind;
  const lookup = useSaturationTemperatures(refrigerant, condition, mode === "pressure" ? (pressure?.absoluteBar ?? null) : null);
  const reading = lookup.data?.[condition] ?? null;
  // The server's dew temperature becomes the condition's temperature.
  React.useEffect(() => {
    if (mode === "pressure" && pressure && reading && reading.dew !== temperature) onChange(reading.dew, pressure);
  }, [mode, pressure, reading, temperature, onChange]);
  const name = label.replace(/\s*\([^()]*\)$/, "");
  const problem = lookup.error instanceof ApiError ? lookup.error.serverMessage : lookup.error ? "No se pudo leer la tabla de saturación" : undefined;

  const chooseMode = (next: Mode) => {
    setMode(next);
    // Back to a typed temperature: the derived one stays, the pressure goes.
    if (next === "temperature" && pressure) onChange(temperature, null);
  };
  const chooseKind = (next: PressureKind) => {
    setKind(next);
    if (pressure) onChange(temperature, { ...pressure, gauge: next === "gauge" });
  };

  return (
    <div className="grid gap-2" data-testid={`${testId}-entry`}>
      {mode === "temperature" ? (
        <NumberField id={id} label={label} value={temperature} onChange={(t) => onChange(t, null)} placeholder={placeholder} hint={hint} error={error} testId={testId} />
      ) : (
        <>
          <NumberField
            id={`${id}-pressure`}
            label={`${PRESSURE_LABEL[condition]} (${unitLabel("pressure", system, kind)})`}
            quantity={null}
            value={pressure ? shownPressure(pressure, system, kind) : null}
            onChange={(v) => onChange(null, v === null ? null : enteredPressure(v, system, kind))}
            error={problem ?? (reading ? error : undefined)}
            testId={`${testId}-pressure`}
          />
          <p className="text-xs text-muted-foreground" data-testid={`${testId}-derived`} aria-live="polite">
            {!pressure
              ? "Escriba la lectura del manómetro"
              : reading
                ? `${name}: ${formatIn(reading.dew, "temperature")} (punto de rocío)${reading.dew - reading.bubble > 0.05 ? ` · burbuja ${formatIn(reading.bubble, "temperature")}` : ""}`
                : problem
                  ? ""
                  : "Leyendo la tabla de saturación..."}
          </p>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Toggle
          label={`${name}: introducir como`}
          value={mode}
          options={[
            { value: "temperature", label: "Temperatura" },
            { value: "pressure", label: "Presión" },
          ]}
          onChange={chooseMode}
          testId={`${testId}-mode`}
        />
        {mode === "pressure" && (
          <Toggle
            label={`${PRESSURE_LABEL[condition]}: referencia`}
            value={kind}
            options={[
              { value: "gauge", label: `Manométrica (${unitLabel("pressure", system, "gauge")})` },
              { value: "absolute", label: `Absoluta (${unitLabel("pressure", system, "absolute")})` },
            ]}
            onChange={chooseKind}
            testId={`${testId}-kind`}
          />
        )}
      </div>
    </div>
  );
}
