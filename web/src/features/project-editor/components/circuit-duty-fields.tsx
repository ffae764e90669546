import type { Circuit } from "../types/circuit";
import { evaporationError } from "../utils/field-checks";
import { temperatureHint } from "../utils/parameters";
import { NumberField } from "./fields";

interface Props {
  circuit: Circuit;
  onChange: (patch: Partial<Pick<Circuit, "evapTemp" | "requiredCapacity">>) => void;
  condTemp: number | null;
  capacityPlaceholder: string;
  /** The circuit's test id; the fields add `-evap` and `-capacity`. */
  testId: string;
}

/**
 * What a chiller or condensing-unit circuit must deliver: its evaporation
 * temperature (checked against the condensation temperature) and its
 * required capacity in kW. The caller places them in its own grid.
 */
export function CircuitDutyFields({ circuit, onChange, condTemp, capacityPlaceholder, testId }: Props) {
  return (
    <>
      <NumberField
        label="Temperatura de evaporación (°C)"
        value={circuit.evapTemp}
        onChange={(evapTemp) => onChange({ evapTemp })}
        placeholder="-5"
        hint={temperatureHint("evaporation")}
        error={evaporationError(circuit.evapTemp, condTemp)}
        testId={`${testId}-evap`}
      />
      <NumberField
        label="Capacidad requerida (kW)"
        value={circuit.requiredCapacity}
        onChange={(requiredCapacity) => onChange({ requiredCapacity })}
        placeholder={capacityPlaceholder}
        testId={`${testId}-capacity`}
      />
    </>
  );
}
