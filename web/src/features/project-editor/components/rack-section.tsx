import type { Circuit } from "../types/circuit";
import type { ProjectForm, RackConfig } from "../types/project";
import { circuitCapacityPlaceholder, rebuildCircuits } from "../utils/circuits";
import { temperatureHint } from "../utils/parameters";
import { condensationError } from "../utils/field-checks";
import { emptyCircuit } from "../types/circuit";
import { CircuitCard } from "./circuit-card";
import { ConfigSection, FieldGrid } from "./fields";
import { SaturationField } from "./saturation-field";
import { LINE_SIZE_HINT, LineSizeField } from "./line-size-field";
import { LinesEditor } from "./lines-editor";
import { RackConfigCard } from "./rack-config-card";

interface Props {
  form: ProjectForm;
  onChange: (patch: Partial<ProjectForm>) => void;
}

/** The rack: specific configuration, one circuit ('Circuito Único') or a card per circuit, and the general configuration. */
export function RackSection({ form, onChange }: Props) {
  const config = form.rackConfig;
  const setConfig = (patch: Partial<RackConfig>) => onChange({ rackConfig: { ...config, ...patch } });
  const setCircuit = (index: number, circuit: Circuit) => setConfig({ circuits: config.circuits.map((c, i) => (i === index ? circuit : c)) });
  const single = config.numberOfCircuits <= 1;
  const capacityKw = config.circuits.reduce((sum, c) => sum + (c.requiredCapacity ?? 0), 0);

  return (
    <div className="space-y-6" data-testid="rack-section">
      <RackConfigCard
        value={config}
        onChange={setConfig}
        onCircuitCountChange={(count) => setConfig({ numberOfCircuits: count, circuits: rebuildCircuits(config.circuits, count, emptyCircuit) })}
      />
      {config.circuits.slice(0, config.numberOfCircuits).map((circuit, index) => (
        <CircuitCard
          key={index}
          title={single ? "Circuito Único" : `Circuito ${index + 1}`}
          circuit={circuit}
          onChange={(next) => setCircuit(index, next)}
          condTemp={form.condTemp}
          refrigerant={form.refrigerant}
          compressorType={form.compressorType}
          capacityPlaceholder={circuitCapacityPlaceholder(null, config.numberOfCircuits)}
          testId={`circuit-${index + 1}`}
        />
      ))}
      <ConfigSection title="Configuración General" testId="rack-general">
        <SaturationField
          condition="condensation"
          refrigerant={form.refrigerant}
          id="cond-temp"
          label="Temperatura de Condensación (°C)"
          temperature={form.condTemp}
          pressure={form.condPressure}
          onChange={(condTemp, condPressure) => onChange({ condTemp, condPressure })}
          placeholder="40"
          hint={temperatureHint("condensation", form.refrigerant)}
          error={condensationError(form.condTemp, form.refrigerant)}
          testId="cond-temp"
        />
        <LinesEditor
          kind="líquido"
          value={config.liquidLinesConfig}
          onChange={(liquidLinesConfig) => setConfig({ liquidLinesConfig })}
          capacityKw={capacityKw > 0 ? capacityKw : null}
          testId="liquid-lines"
        />
        <FieldGrid columns={4}>
          <LineSizeField
            label="Diámetro de descarga"
            value={config.dischargeLineSize}
            onChange={(dischargeLineSize) => setConfig({ dischargeLineSize })}
            hint={LINE_SIZE_HINT}
            testId="discharge-line-size"
          />
        </FieldGrid>
      </ConfigSection>
    </div>
  );
}
