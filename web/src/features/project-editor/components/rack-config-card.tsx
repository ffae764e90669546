import type { CapacityControl, CondenserFanType, RackConfig } from "../types/project";
import { CAPACITY_CONTROL_OPTIONS, FAN_TYPE_OPTIONS } from "../types/condensing-unit-config";
import { RACK_ACCESSORY_LABELS, RACK_MAX_CIRCUITS } from "../utils/project-defaults";
import { pipeDistanceError } from "../utils/field-checks";
import { assumedPipeDistanceHint } from "../utils/parameters";
import { CheckboxField, ConfigSection, FieldGrid, NumberField, SelectField, TextField } from "./fields";

interface Props {
  value: RackConfig;
  onChange: (patch: Partial<RackConfig>) => void;
  onCircuitCountChange: (count: number) => void;
}

/** The rack's specific configuration: identification, control, layout, dimensions and accessories. */
export function RackConfigCard({ value, onChange, onCircuitCountChange }: Props) {
  return (
    <ConfigSection title="Configuración Específica del Rack" testId="rack-config">
      <FieldGrid columns={3}>
        <TextField label="Cliente" value={value.customer} onChange={(customer) => onChange({ customer })} testId="rack-customer" />
        <TextField label="Responsable" value={value.responsable} onChange={(responsable) => onChange({ responsable })} testId="rack-responsable" />
        <TextField label="Proyecto" value={value.gun} onChange={(gun) => onChange({ gun })} testId="rack-gun" />
        <TextField label="Marca del Controlador" value={value.controllerBrand} onChange={(controllerBrand) => onChange({ controllerBrand })} testId="rack-controller-brand" />
        <TextField label="Modelo del Controlador" value={value.controllerModel} onChange={(controllerModel) => onChange({ controllerModel })} testId="rack-controller-model" />
        <SelectField
          label="Control de capacidad"
          value={value.capacityControl}
          onChange={(v) => onChange({ capacityControl: v as CapacityControl })}
          options={CAPACITY_CONTROL_OPTIONS}
          testId="rack-capacity-control"
        />
        <SelectField
          label="Tipo de ventilador del condensador"
          value={value.condenserFanType}
          onChange={(v) => onChange({ condenserFanType: v as CondenserFanType })}
          options={FAN_TYPE_OPTIONS}
          testId="rack-fan-type"
        />
        <SelectField
          label="Número de Circuitos"
          value={String(value.numberOfCircuits)}
          onChange={(n) => onCircuitCountChange(Number(n))}
          options={Array.from({ length: RACK_MAX_CIRCUITS }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
          testId="rack-circuits"
        />
        <NumberField
          label="Distancia de Tubería (m)"
          value={value.pipeDistance}
          onChange={(pipeDistance) => onChange({ pipeDistance })}
          placeholder="25"
          hint={assumedPipeDistanceHint()}
          min={1}
          max={100}
          error={pipeDistanceError(value.pipeDistance)}
          testId="rack-pipe-distance"
        />
      </FieldGrid>
      <CheckboxField label="Deshielo por gas caliente" checked={value.hotGasDefrost} onChange={(hotGasDefrost) => onChange({ hotGasDefrost })} testId="rack-hot-gas" />
      <div className="space-y-2">
        <h3 className="text-sm font-semibold">Dimensiones y Peso</h3>
        <FieldGrid columns={4}>
          <NumberField label="Largo (mm)" value={value.length} onChange={(length) => onChange({ length })} testId="rack-length" />
          <NumberField label="Ancho (mm)" value={value.width} onChange={(width) => onChange({ width })} testId="rack-width" />
          <NumberField label="Alto (mm)" value={value.height} onChange={(height) => onChange({ height })} testId="rack-height" />
          <NumberField label="Peso de Embarque (kg)" value={value.shippingWeight} onChange={(shippingWeight) => onChange({ shippingWeight })} testId="rack-weight" />
        </FieldGrid>
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold">Accesorios</h3>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {(Object.keys(RACK_ACCESSORY_LABELS) as (keyof RackConfig["accessories"])[]).map((key) => (
            <CheckboxField
              key={key}
              label={RACK_ACCESSORY_LABELS[key]}
              checked={value.accessories[key]}
              onChange={(checked) => onChange({ accessories: { ...value.accessories, [key]: checked } })}
              testId={`rack-accessory-${key}`}
            />
          ))}
        </div>
      </div>
    </ConfigSection>
  );
}
