// 'Dimensiones y Peso' and 'Accesorios' of a condensing unit.
import { ACCESSORY_LABELS, type CondensingUnitAccessories, type CondensingUnitConfig } from "../../types/condensing-unit-config";
import { CheckboxField, ConfigSection, FieldGrid, NumberField } from "../fields";

interface Props {
  value: CondensingUnitConfig;
  onChange: (next: CondensingUnitConfig) => void;
}

const positive = (v: number | null) => (v !== null && v <= 0 ? "Debe ser mayor a 0" : undefined);

export function CondensingUnitDimensions({ value, onChange }: Props) {
  const set = (patch: Partial<CondensingUnitConfig>) => onChange({ ...value, ...patch });
  return (
    <ConfigSection title="Dimensiones y Peso" testId="cu-dimensions">
      <FieldGrid columns={4}>
        <NumberField label="Largo (mm)" value={value.length} onChange={(length) => set({ length })} error={positive(value.length)} testId="cu-length" />
        <NumberField label="Ancho (mm)" value={value.width} onChange={(width) => set({ width })} error={positive(value.width)} testId="cu-width" />
        <NumberField label="Alto (mm)" value={value.height} onChange={(height) => set({ height })} error={positive(value.height)} testId="cu-height" />
        <NumberField
          label="Peso de embarque (kg)"
          value={value.shippingWeight}
          onChange={(shippingWeight) => set({ shippingWeight })}
          error={positive(value.shippingWeight)}
          testId="cu-weight"
        />
      </FieldGrid>
    </ConfigSection>
  );
}

export function CondensingUnitAccessoriesCard({ value, onChange }: Props) {
  const keys = Object.keys(ACCESSORY_LABELS) as (keyof CondensingUnitAccessories)[];
  return (
    <ConfigSection title="Accesorios" testId="cu-accessories">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {keys.map((key) => (
          <CheckboxField
            key={key}
            label={ACCESSORY_LABELS[key]}
            checked={value.accessories[key]}
            onChange={(checked) => onChange({ ...value, accessories: { ...value.accessories, [key]: checked } })}
            testId={`cu-accessory-${key}`}
          />
        ))}
      </div>
    </ConfigSection>
  );
}
