// Step 5, air-cooled chillers only: the condenser.
import type { ChillerConfig } from "../../types/chiller-config";
import { CondenserPicker } from "../condenser-picker";
import { ConfigSection } from "../fields";

interface Props {
  value: ChillerConfig;
  onChange: (next: ChillerConfig) => void;
  condTemp: number | null;
  onCondTempChange: (value: number | null) => void;
  step: number;
}

export function ChillerCondenserStep({ value, onChange, condTemp, onCondTempChange, step }: Props) {
  return (
    <ConfigSection title={`${step}. Selección de Condensador`} testId="chiller-step-condenser">
      <CondenserPicker value={value} onChange={onChange} condTemp={condTemp} onCondTempChange={onCondTempChange} testId="chiller-condenser" />
    </ConfigSection>
  );
}
