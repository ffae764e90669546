import type { Circuit } from "../types/circuit";
import { temperatureHint } from "../utils/parameters";
import { evaporationError } from "../utils/field-checks";
import { requiredCapacityError } from "../utils/server-rules";
import { SELECTION_MAX_COUNT } from "./compressor-selection-dialog";
import { CompressorList } from "./compressor-list";
import { ConfigSection, FieldGrid, NumberField } from "./fields";
import { LinesEditor } from "./lines-editor";
import { SaturationField } from "./saturation-field";

interface Props {
  title: string;
  circuit: Circuit;
  onChange: (next: Circuit) => void;
  condTemp: number | null;
  refrigerant: string;
  compressorType: string;
  capacityPlaceholder: string;
  testId: string;
}

/** One rack circuit: evaporation temperature, required capacity, compressors and suction lines. */
export function CircuitCard({ title, circuit, onChange, condTemp, refrigerant, compressorType, capacityPlaceholder, testId }: Props) {
  const patch = (p: Partial<Circuit>) => onChange({ ...circuit, ...p });
  return (
    <ConfigSection title={title} testId={testId}>
      <FieldGrid>
        <SaturationField
          condition="evaporation"
          refrigerant={refrigerant}
          id={`${testId}-evap`}
          label="Temperatura de Evaporación (°C)"
          temperature={circuit.evapTemp}
          pressure={circuit.evapPressure}
          onChange={(evapTemp, evapPressure) => patch({ evapTemp, evapPressure })}
          placeholder="-5"
          hint={temperatureHint("evaporation")}
          error={evaporationError(circuit.evapTemp, condTemp)}
          testId={`${testId}-evap`}
        />
        <NumberField
          label="Capacidad Requerida (kW)"
          value={circuit.requiredCapacity}
          onChange={(requiredCapacity) => patch({ requiredCapacity })}
          placeholder={capacityPlaceholder}
          error={requiredCapacityError(circuit.requiredCapacity)}
          testId={`${testId}-capacity`}
        />
      </FieldGrid>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold">Compresores</h3>
        <CompressorList
          compressors={circuit.compressors}
          onChange={(compressors) => patch({ compressors })}
          refrigerant={refrigerant}
          compressorType={compressorType}
          evapTemp={circuit.evapTemp}
          variant="standard"
          testId={testId}
          selection={{ condTemp, requiredCapacity: circuit.requiredCapacity, maxCount: SELECTION_MAX_COUNT }}
        />
      </div>
      <LinesEditor
        kind="succión"
        value={circuit.suctionLinesConfig}
        onChange={(suctionLinesConfig) => patch({ suctionLinesConfig })}
        capacityKw={circuit.requiredCapacity}
        testId={`${testId}-suction`}
      />
    </ConfigSection>
  );
}
