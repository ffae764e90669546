// Step 3, water–water chillers only: the condenser water side.
import { useChillerFluids } from "../../api/chiller-fluids";
import type { ChillerConfig, HotSide } from "../../types/chiller-config";
import { ConfigSection, FieldGrid, NumberField, SelectField } from "../fields";
import { hotSideError } from "../../utils/server-rules";

export function ChillerHotSideStep({ value, onChange, step }: { value: ChillerConfig; onChange: (next: ChillerConfig) => void; step: number }) {
  const { data: fluids = [] } = useChillerFluids();
  const side = value.hotSide;
  const set = (patch: Partial<HotSide>) => onChange({ ...value, hotSide: { ...side, ...patch } });
  return (
    <ConfigSection title={`${step}. Configuración Lado Caliente`} testId="chiller-step-hot-side">
      <FieldGrid>
        <SelectField label="Tipo de fluido" value={side.fluidType} onChange={(fluidType) => set({ fluidType })} options={fluids.map((f) => ({ value: f.value, label: f.label }))} testId="chiller-hot-fluid" />
        <NumberField label="Caudal (L/min)" value={side.flowRate} onChange={(flowRate) => set({ flowRate })} placeholder="1200" testId="chiller-hot-flow" />
        <NumberField label="Temperatura de entrada (°C)" value={side.tempIn} onChange={(tempIn) => set({ tempIn })} placeholder="25" error={hotSideError(side.tempIn, side.tempOut)} testId="chiller-hot-temp-in" />
        <NumberField
          label="Temperatura de salida (°C)"
          value={side.tempOut}
          onChange={(tempOut) => set({ tempOut })}
          placeholder="30"
          testId="chiller-hot-temp-out"
        />
      </FieldGrid>
    </ConfigSection>
  );
}
