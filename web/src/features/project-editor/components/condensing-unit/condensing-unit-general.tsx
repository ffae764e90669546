// 'Datos Generales' of a condensing unit.
import { CAPACITY_CONTROL_OPTIONS, FAN_TYPE_OPTIONS, type CapacityControl, type CondenserFanType, type CondensingUnitConfig } from "../../types/condensing-unit-config";
import { pipeDistanceError } from "../../utils/field-checks";
import { assumedPipeDistanceHint } from "../../utils/parameters";
import { ConfigSection, FieldGrid, NumberField, SelectField, TextField } from "../fields";

interface Props {
  value: CondensingUnitConfig;
  onChange: (next: CondensingUnitConfig) => void;
}

export function CondensingUnitGeneral({ value, onChange }: Props) {
  const set = (patch: Partial<CondensingUnitConfig>) => onChange({ ...value, ...patch });
  return (
    <ConfigSection title="Datos Generales" testId="cu-general">
      <FieldGrid columns={3}>
        <TextField label="Cliente" value={value.customer} onChange={(customer) => set({ customer })} testId="cu-customer" />
        <TextField label="Responsable" value={value.responsable} onChange={(responsable) => set({ responsable })} testId="cu-responsable" />
        <TextField label="Proyecto" value={value.gun} onChange={(gun) => set({ gun })} testId="cu-project" />
        <TextField label="Marca del controlador" value={value.controllerBrand} onChange={(controllerBrand) => set({ controllerBrand })} testId="cu-controller-brand" />
        <TextField label="Modelo del controlador" value={value.controllerModel} onChange={(controllerModel) => set({ controllerModel })} testId="cu-controller-model" />
        <SelectField
          label="Control de capacidad"
          value={value.capacityControl}
          onChange={(v) => set({ capacityControl: v as CapacityControl })}
          options={CAPACITY_CONTROL_OPTIONS}
          testId="cu-capacity-control"
        />
        <SelectField
          label="Tipo de ventilador del condensador"
          value={value.condenserFanType}
          onChange={(v) => set({ condenserFanType: v as CondenserFanType })}
          options={FAN_TYPE_OPTIONS}
          testId="cu-fan-type"
        />
        <NumberField
          label="Distancia de tubería (m)"
          value={value.pipeDistance}
          onChange={(pipeDistance) => set({ pipeDistance })}
          placeholder="25"
          hint={assumedPipeDistanceHint()}
          min={1}
          max={100}
          error={pipeDistanceError(value.pipeDistance)}
          testId="cu-pipe-distance"
        />
        {/* No discharge size: a condensing unit's discharge line is inside its package
            (docs/decisions/2026-11-27-packaged-lines-and-charge.md). */}
      </FieldGrid>
    </ConfigSection>
  );
}
