// The condensing unit's configuration (app-and-projects.md section 2): general
// data, circuits, per-circuit cards, dimensions and weight, accessories and
// the additional configuration with the condenser. It edits the
// `condensingUnitConfig` slice and the project's top-level condensation
// temperature; the page owns the rest (and the results).
import type { CondensingUnitConfig } from "../../types/condensing-unit-config";
import type { SaturationPressure } from "../../utils/saturation-entry";
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
  /** The condensing condition entered as a gauge or absolute pressure, if it was. */
  condPressure?: SaturationPressure | null;
  /** A temperature typed (pressure null), or a pressure and the dew temperature read at it. */
  onCondTempChange: (value: number | null, pressure: SaturationPressure | null) => void;
  /** Global parameters that filter the compressor choices. */
  refrigerant: string;
  compressorType: string;
}

export function CondensingUnitForm({ value, onChange, condTemp, condPressure, onCondTempChange, refrigerant, compressorType }: CondensingUnitFormProps) {
  return (
    <div className="space-y-6" data-testid="condensing-unit-form">
      <CondensingUnitGeneral value={value} onChange={onChange} />
      <CondensingUnitCircuits value={value} onChange={onChange} condTemp={condTemp} refrigerant={refrigerant} compressorType={compressorType} />
      <CondensingUnitDimensions value={value} onChange={onChange} />
      <CondensingUnitAccessoriesCard value={value} onChange={onChange} />
      <ConfigSection title="Configuración Adicional" testId="cu-additional">
        <CondenserPicker value={value} onChange={onChange} condTemp={condTemp} condPressure={condPressure} onCondTempChange={onCondTempChange} testId="cu-condenser" sharedBy={value.numberOfCircuits} />
      </ConfigSection>
    </div>
  );
}
