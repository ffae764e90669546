// The chiller's stepped form (app-and-projects.md section 2): capacity,
// general configuration, hot side (agua-agua only), circuits and compressors,
// condenser (agua-aire only). It edits the `chillerConfig` slice and the
// project's top-level condensation temperature; the page owns the rest.
import type { ChillerConfig } from "../../types/chiller-config";
import type { SaturationPressure } from "../../utils/saturation-entry";
import { ChillerCapacityStep } from "./chiller-capacity-step";
import { ChillerCircuitsStep } from "./chiller-circuits-step";
import { ChillerCondenserStep } from "./chiller-condenser-step";
import { ChillerGeneralStep } from "./chiller-general-step";
import { ChillerHotSideStep } from "./chiller-hot-side-step";

export interface ChillerFormProps {
  value: ChillerConfig;
  onChange: (next: ChillerConfig) => void;
  /** The project's condTemp (°C), top level for every equipment type. */
  condTemp: number | null;
  /** The condensing condition entered as a gauge or absolute pressure, if it was. */
  condPressure?: SaturationPressure | null;
  /** A temperature typed (pressure null), or a pressure and the dew temperature read at it. */
  onCondTempChange: (value: number | null, pressure: SaturationPressure | null) => void;
  /** Global parameters that filter the compressor choices. */
  refrigerant: string;
  compressorType: string;
}

export function ChillerForm({ value, onChange, condTemp, condPressure, onCondTempChange, refrigerant, compressorType }: ChillerFormProps) {
  const waterCooled = value.chillerType === "agua-agua";
  return (
    <div className="space-y-6" data-testid="chiller-form">
      <ChillerCapacityStep value={value} onChange={onChange} step={1} />
      <ChillerGeneralStep value={value} onChange={onChange} step={2} />
      {waterCooled && <ChillerHotSideStep value={value} onChange={onChange} step={3} />}
      <ChillerCircuitsStep
        value={value}
        onChange={onChange}
        condTemp={condTemp}
        condPressure={condPressure}
        onCondTempChange={onCondTempChange}
        refrigerant={refrigerant}
        compressorType={compressorType}
        step={waterCooled ? 4 : 3}
      />
      {!waterCooled && <ChillerCondenserStep value={value} onChange={onChange} condTemp={condTemp} condPressure={condPressure} onCondTempChange={onCondTempChange} step={4} />}
    </div>
  );
}
