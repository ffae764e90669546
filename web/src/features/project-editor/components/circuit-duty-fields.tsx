import type { Circuit } from "../types/circuit";
import { evaporationError } from "../utils/field-checks";
import { temperatureHint } from "../utils/parameters";
import { requiredCapacityError } from "../utils/server-rules";
import { NumberField } from "./fields";
import { SaturationField } from "./saturation-field";

interface Props {
  circuit: Circuit;
  onChange: (patch: Partial<Pick<Circuit, "evapTemp" | "evapPressure" | "requiredCapacity">>) => void;
  condTemp: number | null;
  /** The project's refrigerant: an evaporation entered as a pressure is read off its table. */
  refrigerant: string;
  capacityPlaceholder: string;
  /** The circuit's test id; the fields add `-evap` and `-capacity`. */
  testId: string;
  /** What the equipment's own rules say of the evaporation (a chiller's leaving fluid), once the shared ones pass. */
  evaporationRule?: string;
}

/**
 * What a chiller or condensing-unit circuit must deliver: its evaporation
 * temperature (checked against the condensation temperature) and its
 * required capacity in kW. The caller places them in its own grid.
 */
export function CircuitDutyFields({ circuit, onChange, condTemp, refrigerant, capacityPlaceholder, testId, evaporationRule }: Props) {
  return (
    <>
      <SaturationField
        condition="evaporation"
        refrigerant={refrigerant}
        id={`${testId}-evap`}
        label="Temperatura de evaporación (°C)"
        temperature={circuit.evapTemp}
        pressure={circuit.evapPressure}
        onChange={(evapTemp, evapPressure) => onChange({ evapTemp, evapPressure })}
        placeholder="-5"
        hint={temperatureHint("evaporation")}
        error={evaporationError(circuit.evapTemp, condTemp) ?? evaporationRule}
        testId={`${testId}-evap`}
      />
      <NumberField
        label="Capacidad requerida (kW)"
        value={circuit.requiredCapacity}
        onChange={(requiredCapacity) => onChange({ requiredCapacity })}
        placeholder={capacityPlaceholder}
        error={requiredCapacityError(circuit.requiredCapacity)}
        testId={`${testId}-capacity`}
      />
    </>
  );
}
