import type { ProjectForm } from "../types/project";
import { COMPRESSOR_TYPE_FILTERS, refrigerantLabel, temperatureHint } from "../utils/parameters";
import { FREQUENCIES, VOLTAGES } from "../utils/project-defaults";
import { condensationError, evaporationError } from "../utils/field-checks";
import { ConfigSection, FieldGrid, NumberField, SelectField } from "./fields";
import { SaturationField } from "./saturation-field";

type Globals = Pick<
  ProjectForm,
  "voltage" | "frequency" | "refrigerant" | "compressorType" | "evapTemp" | "condTemp" | "evapPressure" | "condPressure" | "superheat" | "subcooling"
>;
/** The frequency select's value for a project saved without one. */
const NOT_STATED = "sin-indicar";

interface Props {
  value: Globals;
  onChange: (patch: Partial<Globals>) => void;
  refrigerants: string[];
  refrigerantsLoading: boolean;
  /** Simple types take one evaporation and one condensation temperature here. */
  simple: boolean;
}

/** Section 3: voltage and frequency, refrigerant, compressor type filter (and temperatures for simple types). */
export function GlobalParametersCard({ value, onChange, refrigerants, refrigerantsLoading, simple }: Props) {
  const codes = refrigerants.includes(value.refrigerant) || refrigerantsLoading ? refrigerants : [value.refrigerant, ...refrigerants];
  return (
    <ConfigSection title="Parámetros Globales" testId="global-parameters">
      <FieldGrid columns={3}>
        <SelectField
          id="voltage"
          label="Voltaje"
          value={String(value.voltage)}
          onChange={(v) => onChange({ voltage: Number(v) })}
          options={VOLTAGES.map((v) => ({ value: String(v), label: `${v} V` }))}
          testId="voltage"
        />
        <SelectField
          id="frequency"
          label="Frecuencia"
          value={value.frequency == null ? NOT_STATED : String(value.frequency)}
          onChange={(v) => onChange({ frequency: v === NOT_STATED ? null : Number(v) })}
          options={[
            ...FREQUENCIES.map((f) => ({ value: String(f), label: `${f} Hz` })),
            { value: NOT_STATED, label: "Sin indicar (polinomios tal como se publicaron)" },
          ]}
          hint="Elige los polinomios de cada compresor: nunca se escalan de 50 a 60 Hz"
          testId="frequency"
        />
        <SelectField
          id="refrigerant"
          label="Refrigerante"
          value={value.refrigerant}
          onChange={(refrigerant) => onChange({ refrigerant })}
          options={codes.map((code) => ({ value: code, label: refrigerantLabel(code) }))}
          placeholder={refrigerantsLoading ? "Cargando refrigerantes..." : "Seleccione un refrigerante"}
          testId="refrigerant"
        />
        <SelectField
          id="compressor-type"
          label="Tipo de Compresor"
          value={value.compressorType}
          onChange={(compressorType) => onChange({ compressorType })}
          options={COMPRESSOR_TYPE_FILTERS.map((t) => ({ ...t }))}
          testId="compressor-type"
        />
      </FieldGrid>
      {/* The cycle's superheat and subcooling (tester 2's defect 7): empty keeps each coefficient set's rating; the
          calculation corrects the capacity to them and the lines, charge and sheet use them. */}
      <FieldGrid>
        <NumberField
          id="superheat"
          label="Sobrecalentamiento (K)"
          value={value.superheat ?? null}
          onChange={(superheat) => onChange({ superheat })}
          min={0}
          hint="Vacío: el de la clasificación de cada compresor"
          testId="superheat"
        />
        <NumberField
          id="subcooling"
          label="Subenfriamiento (K)"
          value={value.subcooling ?? null}
          onChange={(subcooling) => onChange({ subcooling })}
          min={0}
          hint="Vacío: el de la clasificación de cada compresor"
          testId="subcooling"
        />
      </FieldGrid>
      {simple && (
        <FieldGrid>
          <SaturationField
            condition="evaporation"
            refrigerant={value.refrigerant}
            id="evap-temp"
            label="Temperatura de Evaporación (°C)"
            temperature={value.evapTemp}
            pressure={value.evapPressure}
            onChange={(evapTemp, evapPressure) => onChange({ evapTemp, evapPressure })}
            placeholder="-5"
            hint={temperatureHint("evaporation")}
            error={evaporationError(value.evapTemp, value.condTemp)}
            testId="evap-temp"
          />
          <SaturationField
            condition="condensation"
            refrigerant={value.refrigerant}
            id="cond-temp"
            label="Temperatura de Condensación (°C)"
            temperature={value.condTemp}
            pressure={value.condPressure}
            onChange={(condTemp, condPressure) => onChange({ condTemp, condPressure })}
            placeholder="40"
            hint={temperatureHint("condensation", value.refrigerant)}
            error={condensationError(value.condTemp, value.refrigerant)}
            testId="cond-temp"
          />
        </FieldGrid>
      )}
    </ConfigSection>
  );
}
