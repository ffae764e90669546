import type { RackConfig } from "../types/project";
import { ConfigSection, FieldGrid, TextField } from "./fields";

interface Props {
  value: RackConfig;
  onChange: (patch: Partial<RackConfig>) => void;
}

/**
 * The motor compressor's 'Cliente' and 'Responsable', printed on its sheet
 * as every type's are (tester report, defect 13). The spec shows a motor
 * compressor no configuration of its own; the API keeps these two in
 * `rackConfig` for it, as for a rack
 * (docs/decisions/2026-11-27-motor-compressor-customer.md).
 */
export function MotocompresoraGeneral({ value, onChange }: Props) {
  return (
    <ConfigSection title="Datos Generales" testId="moto-general">
      <FieldGrid columns={2}>
        <TextField label="Cliente" value={value.customer} onChange={(customer) => onChange({ customer })} testId="moto-customer" />
        <TextField label="Responsable" value={value.responsable} onChange={(responsable) => onChange({ responsable })} testId="moto-responsable" />
      </FieldGrid>
    </ConfigSection>
  );
}
