// Circuits of a condensing unit: 1 or 2, liquid lines, one card per circuit;
// at most 4 compressors in total ('Límite alcanzado').
import { emptyCircuit, type Circuit } from "../../types/circuit";
import { CONDENSING_UNIT_MAX_CIRCUITS, CONDENSING_UNIT_MAX_COMPRESSORS, type CondensingUnitConfig } from "../../types/condensing-unit-config";
import {
  canAddCondensingUnitCompressor,
  circuitCapacityPlaceholder,
  condensingUnitCountFits,
  CONDENSING_UNIT_LIMIT_MESSAGE,
  LIMIT_TITLE,
  linesConfig,
  rebuildCircuits,
  totalCompressors,
} from "../../utils/circuits";
import { CircuitDutyFields } from "../circuit-duty-fields";
import { CompressorList } from "../compressor-list";
import { ConfigSection, FieldGrid, SelectField } from "../fields";
import { toast } from "@/hooks/use-toast";

interface Props {
  value: CondensingUnitConfig;
  onChange: (next: CondensingUnitConfig) => void;
  condTemp: number | null;
  refrigerant: string;
  compressorType: string;
}

const LINE_OPTIONS = [1, 2, 3, 4].map((n) => ({ value: String(n), label: String(n) }));
const CIRCUIT_OPTIONS = Array.from({ length: CONDENSING_UNIT_MAX_CIRCUITS }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

function limitReached() {
  toast({ title: LIMIT_TITLE, description: CONDENSING_UNIT_LIMIT_MESSAGE, variant: "destructive" });
}

export function CondensingUnitCircuits({ value, onChange, condTemp, refrigerant, compressorType }: Props) {
  const total = totalCompressors(value.circuits);
  const placeholder = circuitCapacityPlaceholder(null, value.numberOfCircuits);

  const setCount = (count: number) => {
    if (!condensingUnitCountFits(value.circuits, count, emptyCircuit)) {
      limitReached();
      return;
    }
    onChange({ ...value, numberOfCircuits: count, circuits: rebuildCircuits(value.circuits, count, emptyCircuit) });
  };

  const setCircuit = (index: number, patch: Partial<Circuit>) =>
    onChange({ ...value, circuits: value.circuits.map((c, i) => (i === index ? { ...c, ...patch } : c)) });

  const canAdd = () => {
    if (canAddCondensingUnitCompressor(value.circuits)) return true;
    limitReached();
    return false;
  };

  return (
    <>
      <ConfigSection title="Configuración de Circuitos" testId="cu-circuits-config">
        <FieldGrid columns={3}>
          <SelectField label="Número de circuitos" value={String(value.numberOfCircuits)} onChange={(n) => setCount(Number(n))} options={CIRCUIT_OPTIONS} testId="cu-circuit-count" />
          <SelectField
            label="Líneas de líquido"
            value={String(value.liquidLinesConfig.numberOfLines)}
            onChange={(n) => onChange({ ...value, liquidLinesConfig: linesConfig(Number(n)) })}
            options={LINE_OPTIONS}
            testId="cu-liquid-lines"
          />
          <div className="grid gap-1.5">
            <span className="text-sm font-medium leading-none">Compresores</span>
            <output className="flex h-9 items-center text-sm" data-testid="cu-compressor-total">
              {total} de {CONDENSING_UNIT_MAX_COMPRESSORS} en total
            </output>
          </div>
        </FieldGrid>
      </ConfigSection>
      <div className="grid grid-cols-1 gap-4">
        {value.circuits.map((circuit, index) => (
          <ConfigSection key={circuit.id} title={`Circuito ${index + 1}`} testId={`cu-circuit-${index + 1}`}>
            <FieldGrid columns={3}>
              <CircuitDutyFields
                circuit={circuit}
                onChange={(patch) => setCircuit(index, patch)}
                condTemp={condTemp}
                refrigerant={refrigerant}
                capacityPlaceholder={placeholder}
                testId={`cu-circuit-${index + 1}`}
              />
              <SelectField
                label="Líneas de succión"
                value={String(circuit.suctionLinesConfig.numberOfLines)}
                onChange={(n) => setCircuit(index, { suctionLinesConfig: linesConfig(Number(n)) })}
                options={LINE_OPTIONS}
                testId={`cu-circuit-${index + 1}-suction-lines`}
              />
            </FieldGrid>
            <CompressorList
              compressors={circuit.compressors}
              onChange={(compressors) => setCircuit(index, { compressors })}
              refrigerant={refrigerant}
              compressorType={compressorType}
              evapTemp={circuit.evapTemp}
              variant="standard"
              canAdd={canAdd}
              testId={`cu-circuit-${index + 1}`}
              selection={{
                condTemp,
                requiredCapacity: circuit.requiredCapacity,
                maxCount: CONDENSING_UNIT_MAX_COMPRESSORS - value.circuits.reduce((n, c, i) => (i === index ? n : n + c.compressors.length), 0),
              }}
            />
          </ConfigSection>
        ))}
      </div>
    </>
  );
}
