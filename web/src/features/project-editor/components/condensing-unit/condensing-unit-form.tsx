// The condensing unit's configuration (app-and-projects.md section 2): general
// data, circuits, per-circuit cards, dimensions and weight, accessories and
// the additional configuration with the condenser. It edits the
// `condensingUnitConfig` slice and the project's top-level condensation
// temperature; the page owns the rest (and the results).
import type { CondensingUnitConfig } from "../../types/condensing-unit-config";
import { CondenserPicker } from "../condenser-picker";
import { ConfigSection } from "../fields";
import { CondensingUnitCircuits } from "./condensing-unit-circuits";
import { CondensingUnitAccessoriesCard, CondensingUnitDimensions } from "./condensing-unit-details";
import { CondensingUnitGeneral } from "./condensing-unit-general";

export interface CondensingUnitFormProps {
  value: CondensingUnitConfig;
  onChange: (next: CondensingUnitConfig) => void;
  /** The project's condTemp (°C), top level for every equipment type. */
  condTemp: number | null;
  onCondTempChange: (value: number | null) => void;
  /** Global parameters that filter the compressor choices. */
  refrigerant: string;
  compressorType: string;
}

export function CondensingUnitForm({ value, onChange, condTemp, onCondTempChange, refrigerant, compressorType }: CondensingUnitFormProps) {
  return (
    <div className="space-y-6" data-testid="condensing-unit-form">
      <CondensingUnitGeneral value={value} onChange={onChange} />
      <CondensingUnitCircuits value={value} onChange={onChange} condTemp={condTemp} refrigerant={refrigerant} compressorType={compressorType} />
      <CondensingUnitDimensions value={value} onChange={onChange} />
      <CondensingUnitAccessoriesCard value={value} onChange={onChange} />
      <ConfigSection title="Configuración Adicional" testId="cu-additional">
        <CondenserPicker value={value} onChange={onChange} condTemp={condTemp} onCondTempChange={onCondTempChange} testId="cu-condenser" />
      </ConfigSection>
    </div>
  );
}
