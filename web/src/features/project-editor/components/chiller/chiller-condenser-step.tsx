// Step 5, air-cooled chillers only: the condenser, one of the model chosen on
// each refrigerant circuit (engine 1.11.0).
import type { ChillerConfig } from "../../types/chiller-config";
import { CondenserPicker } from "../condenser-picker";
import { ConfigSection } from "../fields";
import type { SaturationPressure } from "../../utils/saturation-entry";

interface Props {
  value: ChillerConfig;
  onChange: (next: ChillerConfig) => void;
  condTemp: number | null;
  /** The condensing condition entered as a gauge or absolute pressure, if it was. */
  condPressure?: SaturationPressure | null;
  /** A temperature typed (pressure null), or a pressure and the dew temperature read at it. */
  onCondTempChange: (value: number | null, pressure: SaturationPressure | null) => void;
  step: number;
}

export function ChillerCondenserStep({ value, onChange, condTemp, condPressure, onCondTempChange, step }: Props) {
  return (
    <ConfigSection title={`${step}. Selección de Condensador`} testId="chiller-step-condenser">
      <CondenserPicker value={value} onChange={onChange} condTemp={condTemp} condPressure={condPressure} onCondTempChange={onCondTempChange} testId="chiller-condenser" circuits={value.numberOfCircuits} />
    </ConfigSection>
  );
}
