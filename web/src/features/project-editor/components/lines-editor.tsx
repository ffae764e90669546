import type { LinesConfig } from "../types/circuit";
import { linesConfig } from "../utils/circuits";
import { divisionProblem, MAX_LINES, withDivisionType, withDivisionValue } from "../utils/lines";
import { FieldGrid, NumberField, RadioChoice, SelectField } from "./fields";
import { LINE_SIZE_HINT, LineSizeField, withSize } from "./line-size-field";

interface Props {
  /** 'succión' or 'líquido'. */
  kind: "succión" | "líquido";
  value: LinesConfig;
  onChange: (next: LinesConfig) => void;
  /** kW the lines carry, to start a division by capacity. */
  capacityKw: number | null;
  testId: string;
}

/** Number of lines (1 to 4) and, with more than one, how the flow divides. */
export function LinesEditor({ kind, value, onChange, capacityKw, testId }: Props) {
  const division = value.division;
  const problem = divisionProblem(value);
  return (
    <div className="space-y-3" data-testid={testId}>
      <FieldGrid>
        <SelectField
          label={`Líneas de ${kind}`}
          value={String(value.numberOfLines)}
          onChange={(n) => onChange(linesConfig(Number(n)))}
          options={Array.from({ length: MAX_LINES }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
          testId={`${testId}-count`}
        />
        {division && (
          <RadioChoice
            label="División"
            name={`${testId}-division`}
            value={division.type}
            onChange={(type) => onChange(withDivisionType(value, type as "percentage" | "capacity", capacityKw))}
            options={[
              { value: "percentage", label: "Por porcentaje" },
              { value: "capacity", label: "Por capacidad" },
            ]}
            testId={`${testId}-division`}
          />
        )}
      </FieldGrid>
      {division && (
        <FieldGrid columns={4}>
          {Array.from({ length: value.numberOfLines }, (_, i) => (
            <NumberField
              key={i}
              label={`Línea ${i + 1} (${division.type === "percentage" ? "%" : "kW"})`}
              value={division.values[i] ?? null}
              onChange={(v) => onChange(withDivisionValue(value, i, v))}
              testId={`${testId}-value-${i + 1}`}
            />
          ))}
        </FieldGrid>
      )}
      <FieldGrid columns={4}>
        {Array.from({ length: value.numberOfLines }, (_, i) => (
          <LineSizeField
            key={i}
            label={value.numberOfLines > 1 ? `Diámetro de ${kind}, línea ${i + 1}` : `Diámetro de ${kind}`}
            value={value.sizes?.[i]}
            onChange={(size) => onChange({ ...value, sizes: withSize(value.sizes, i, size) })}
            hint={i === 0 ? LINE_SIZE_HINT : undefined}
            testId={`${testId}-size-${i + 1}`}
          />
        ))}
      </FieldGrid>
      {problem && (
        <p className="text-sm font-medium text-destructive" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
