// Step 4 of the chiller: one block per circuit (evaporation temperature,
// required capacity, plate heat exchanger, compressors) and the one
// condensation temperature.
import { useChillerFluids } from "../../api/chiller-fluids";
import { useChillerHeatExchangers } from "../../api/chiller-heat-exchangers";
import type { Circuit } from "../../types/circuit";
import type { ChillerConfig } from "../../types/chiller-config";
import { circuitCapacityPlaceholder } from "../../utils/circuits";
import { condensationError } from "../../utils/field-checks";
import { circuitRequirementKw } from "../../utils/chiller-and-unit-config";
import { toKw } from "../../utils/fluids";
import { condenserApproachError, evaporationFreezesError, evaporationNotBelowLeavingError } from "../../utils/server-rules";
import { CircuitDutyFields } from "../circuit-duty-fields";
import { SELECTION_MAX_COUNT } from "../compressor-selection-dialog";
import { CompressorList } from "../compressor-list";
import { ConfigSection, FieldGrid } from "../fields";
import { LINE_SIZE_HINT, LineSizeField } from "../line-size-field";
import { PlateExchangerField } from "./plate-exchanger-field";
import { temperatureHint } from "../../utils/parameters";
import type { SaturationPressure } from "../../utils/saturation-entry";
import { SaturationField } from "../saturation-field";

interface Props {
  value: ChillerConfig;
  onChange: (next: ChillerConfig) => void;
  condTemp: number | null;
  /** The condensing condition entered as a gauge or absolute pressure, if it was. */
  condPressure?: SaturationPressure | null;
  /** A temperature typed (pressure null), or a pressure and the dew temperature read at it. */
  onCondTempChange: (value: number | null, pressure: SaturationPressure | null) => void;
  refrigerant: string;
  compressorType: string;
  step: number;
}

export function ChillerCircuitsStep({ value, onChange, condTemp, condPressure, onCondTempChange, refrigerant, compressorType, step }: Props) {
  const { data: exchangers = [] } = useChillerHeatExchangers();
  const { data: fluids = [] } = useChillerFluids();
  const cooled = value.coldSide;
  const fluid = fluids.find((f) => f.value === cooled.fluidType);
  // The leaving water of a water-cooled condenser bounds the condensing temperature.
  const approach = value.chillerType === "agua-agua" ? condenserApproachError(condTemp, value.hotSide.tempOut) : undefined;
  const totalKw = value.requiredCapacity !== null ? toKw(value.requiredCapacity, value.coldSide.capacityUnit) : null;
  const placeholder = circuitCapacityPlaceholder(totalKw, value.numberOfCircuits);
  const setCircuit = (index: number, patch: Partial<Circuit>) =>
    onChange({ ...value, circuits: value.circuits.map((c, i) => (i === index ? { ...c, ...patch } : c)) });

  return (
    <ConfigSection title={`${step}. Configuración de Circuitos y Compresores`} testId="chiller-step-circuits">
      <div className="grid grid-cols-1 gap-4">
        {value.circuits.map((circuit, index) => {
          return (
            <div key={circuit.id} className="space-y-4 rounded-md border p-4" data-testid={`chiller-circuit-${index + 1}`}>
              <h3 className="font-medium">Circuito {index + 1}</h3>
              <FieldGrid>
                <CircuitDutyFields
                  circuit={circuit}
                  onChange={(patch) => setCircuit(index, patch)}
                  condTemp={condTemp}
                  refrigerant={refrigerant}
                  capacityPlaceholder={placeholder}
                  testId={`chiller-circuit-${index + 1}`}
                  evaporationRule={
                    evaporationNotBelowLeavingError(index + 1, circuit.evapTemp, cooled.tempOut) ?? evaporationFreezesError(index + 1, circuit.evapTemp, fluid)
                  }
                />
              </FieldGrid>
              <PlateExchangerField
                exchangers={exchangers}
                refrigerant={refrigerant}
                requiredCapacity={circuitRequirementKw(value, index)}
                value={circuit.heatExchangerId ?? null}
                onChange={(heatExchangerId) => setCircuit(index, { heatExchangerId })}
                testId={`chiller-circuit-${index + 1}-exchanger`}
              />
              <CompressorList
                compressors={circuit.compressors}
                onChange={(compressors) => setCircuit(index, { compressors })}
                refrigerant={refrigerant}
                compressorType={compressorType}
                evapTemp={circuit.evapTemp}
                variant="chiller"
                testId={`chiller-circuit-${index + 1}`}
                selection={{ condTemp, requiredCapacity: circuitRequirementKw(value, index), maxCount: SELECTION_MAX_COUNT }}
              />
            </div>
          );
        })}
      </div>
      <div className="max-w-sm">
        <SaturationField
          condition="condensation"
          refrigerant={refrigerant}
          id="chiller-cond-temp"
          label="Temperatura de condensación (°C)"
          temperature={condTemp}
          pressure={condPressure}
          onChange={onCondTempChange}
          placeholder="40"
          hint={temperatureHint("condensation", refrigerant)}
          error={condensationError(condTemp, refrigerant) ?? approach}
          testId="chiller-cond-temp"
        />
        <LineSizeField
          label="Diámetro de descarga"
          value={value.dischargeLineSize}
          onChange={(dischargeLineSize) => onChange({ ...value, dischargeLineSize })}
          hint={LINE_SIZE_HINT}
          testId="chiller-discharge-line-size"
        />
      </div>
    </ConfigSection>
  );
}
