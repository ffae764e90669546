// Step 2 of the chiller: type, model name, circuits (1 to 4), who and where,
// pipe distance and the equipment photo.
import { defaultChillerCircuit, CHILLER_MAX_CIRCUITS, type ChillerConfig, type ChillerType } from "../../types/chiller-config";
import { rebuildCircuits } from "../../utils/circuits";
import { pipeDistanceError } from "../../utils/field-checks";
import { pipeDistanceSpan } from "../../utils/parameters";
import { ConfigSection, FieldGrid, NumberField, SelectField, TextField } from "../fields";
import { ChillerPhotoUpload } from "./chiller-photo-upload";

interface Props {
  value: ChillerConfig;
  onChange: (next: ChillerConfig) => void;
  step: number;
}

const CIRCUIT_OPTIONS = Array.from({ length: CHILLER_MAX_CIRCUITS }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

export function ChillerGeneralStep({ value, onChange, step }: Props) {
  const set = (patch: Partial<ChillerConfig>) => onChange({ ...value, ...patch });
  const setCircuitCount = (count: number) =>
    set({ numberOfCircuits: count, circuits: rebuildCircuits(value.circuits, count, defaultChillerCircuit) });

  return (
    <ConfigSection title={`${step}. Configuración General`} testId="chiller-step-general">
      <FieldGrid>
        <SelectField
          label="Tipo de chiller"
          value={value.chillerType}
          onChange={(t) => set({ chillerType: t as ChillerType })}
          options={[
            { value: "agua-aire", label: "Agua-Aire (condensado por aire)" },
            { value: "agua-agua", label: "Agua-Agua (condensado por agua)" },
          ]}
          testId="chiller-type"
        />
        <TextField label="Nombre del modelo" value={value.modelName} onChange={(modelName) => set({ modelName })} placeholder="Se genera al calcular (p. ej. CHAA-120-R404A-2C)" testId="chiller-model-name" />
        <SelectField
          label="Número de circuitos"
          value={String(value.numberOfCircuits)}
          onChange={(n) => setCircuitCount(Number(n))}
          options={CIRCUIT_OPTIONS}
          testId="chiller-circuit-count"
        />
        <NumberField
          label="Distancia de tubería (m)"
          value={value.pipeDistance}
          onChange={(pipeDistance) => set({ pipeDistance })}
          placeholder="Sin tramo en obra"
          hint={`Solo si hay tubería de refrigerante en obra (p. ej. condensador remoto), de ${pipeDistanceSpan()}`}
          min={1}
          max={100}
          error={pipeDistanceError(value.pipeDistance)}
          testId="chiller-pipe-distance"
        />
        <TextField label="Cliente" value={value.customer} onChange={(customer) => set({ customer })} testId="chiller-customer" />
        <TextField label="Responsable" value={value.responsable} onChange={(responsable) => set({ responsable })} testId="chiller-responsable" />
        <TextField label="Proyecto" value={value.project} onChange={(project) => set({ project })} testId="chiller-project" />
      </FieldGrid>
      <ChillerPhotoUpload value={value.equipmentPhotoUrl} onChange={(equipmentPhotoUrl) => set({ equipmentPhotoUrl })} />
    </ConfigSection>
  );
}
