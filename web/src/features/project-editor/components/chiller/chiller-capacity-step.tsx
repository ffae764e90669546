// Step 1 of the chiller: the required capacity, typed directly (kW or TR) or
// computed on the client from the cold-side fluid (capacity from the flow, or
// the flow from the capacity), with 'Capacidad calculada' / 'Caudal calculado'.
import { Calculator } from "lucide-react";
import { useChillerFluids } from "../../api/chiller-fluids";
import type { CapacityUnit, ChillerConfig, ColdSide, FlowRateUnit } from "../../types/chiller-config";
import {
  CAPACITY_UNIT_LABELS,
  capacityFromFlow,
  convertCapacity,
  convertFlow,
  FLOW_UNIT_LABELS,
  flowFromCapacity,
  FluidCalculationError,
  fromKw,
  fromLitresPerMinute,
  nearFreezing,
  toKw,
  toLitresPerMinute,
} from "../../utils/fluids";
import { ConfigSection, FieldGrid, NumberField, RadioChoice, SelectField, type Option } from "../fields";
import { coldSideError, requiredCapacityError } from "../../utils/server-rules";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { formatNumber } from "@/lib/format";
import { formatIn } from "@/lib/units";

interface Props {
  value: ChillerConfig;
  onChange: (next: ChillerConfig) => void;
  step: number;
}

const CAPACITY_UNITS: Option[] = [
  { value: "kw", label: "kW" },
  { value: "tr", label: "TR" },
];
const FLOW_UNITS: Option[] = (Object.keys(FLOW_UNIT_LABELS) as FlowRateUnit[]).map((value) => ({ value, label: FLOW_UNIT_LABELS[value] }));

const round2 = (v: number) => Math.round(v * 100) / 100;

export function ChillerCapacityStep({ value, onChange, step }: Props) {
  const { data: fluids = [] } = useChillerFluids();
  const side = value.coldSide;
  const unit = side.capacityUnit;
  const fluid = fluids.find((f) => f.value === side.fluidType);

  /** Inputs of the fluid calculation changed: what was calculated no longer
   * holds (in flow-from-capacity mode the flow itself is the calculated value). */
  const setSide = (patch: Partial<ColdSide>) => {
    const next = { ...side, ...patch, calculatedCapacity: null, calculatedFlowRate: null };
    onChange({ ...value, coldSide: next.calculationMode === "flowrate" ? { ...next, flowRate: null } : next });
  };

  const setCapacityUnit = (next: CapacityUnit) => {
    const convert = (v: number | null) => (v === null ? null : round2(convertCapacity(v, unit, next)));
    onChange({
      ...value,
      requiredCapacity: convert(value.requiredCapacity),
      coldSide: { ...side, capacityUnit: next, inputCapacity: convert(side.inputCapacity), calculatedCapacity: convert(side.calculatedCapacity) },
    });
  };

  const setFlowUnit = (next: FlowRateUnit) => {
    const convert = (v: number | null) => (v === null ? null : round2(convertFlow(v, side.flowRateUnit, next)));
    onChange({ ...value, coldSide: { ...side, flowRateUnit: next, flowRate: convert(side.flowRate), calculatedFlowRate: convert(side.calculatedFlowRate) } });
  };

  const calculate = () => {
    try {
      if (!fluid) throw new FluidCalculationError("Seleccione el fluido");
      if (side.tempIn === null || side.tempOut === null) throw new FluidCalculationError("Indique las temperaturas de entrada y salida");
      const notCooled = coldSideError(side.tempIn, side.tempOut);
      if (notCooled) throw new FluidCalculationError(notCooled);
      if (side.calculationMode === "capacity") {
        if (side.flowRate === null) throw new FluidCalculationError("Indique el caudal");
        const kw = capacityFromFlow(fluid, toLitresPerMinute(side.flowRate, side.flowRateUnit), side.tempIn, side.tempOut) / 1000;
        const capacity = round2(fromKw(kw, unit));
        onChange({ ...value, requiredCapacity: capacity, coldSide: { ...side, calculatedCapacity: capacity, calculatedFlowRate: null } });
        toast({ title: "Capacidad calculada", description: `${formatNumber(capacity, 2)} ${CAPACITY_UNIT_LABELS[unit]}` });
      } else {
        if (side.inputCapacity === null) throw new FluidCalculationError("Indique la capacidad");
        const litres = flowFromCapacity(fluid, toKw(side.inputCapacity, unit) * 1000, side.tempIn, side.tempOut);
        const flow = round2(fromLitresPerMinute(litres, side.flowRateUnit));
        onChange({
          ...value,
          requiredCapacity: side.inputCapacity,
          coldSide: { ...side, flowRate: flow, calculatedFlowRate: flow, calculatedCapacity: null },
        });
        toast({ title: "Caudal calculado", description: `${formatNumber(flow, 2)} ${FLOW_UNIT_LABELS[side.flowRateUnit]}` });
      }
    } catch (error) {
      if (!(error instanceof FluidCalculationError)) throw error;
      toast({ title: "Error", description: error.message, variant: "destructive" });
    }
  };

  const otherUnit: CapacityUnit = unit === "kw" ? "tr" : "kw";
  const equivalent = (v: number | null) => (v !== null && v > 0 ? `= ${formatNumber(convertCapacity(v, unit, otherUnit), 2)} ${CAPACITY_UNIT_LABELS[otherUnit]}` : undefined);

  return (
    <ConfigSection title={`${step}. Determinación de Capacidad`} testId="chiller-step-capacity">
      <RadioChoice
        label="Método"
        name="chiller-capacity-method"
        value={value.capacityMethod}
        onChange={(capacityMethod) => onChange({ ...value, capacityMethod: capacityMethod as ChillerConfig["capacityMethod"] })}
        options={[
          { value: "direct", label: "Capacidad directa" },
          { value: "fluid", label: "Desde el fluido (lado frío)" },
        ]}
      />
      {value.capacityMethod === "direct" ? (
        <FieldGrid>
          <NumberField
            label="Capacidad requerida"
            value={value.requiredCapacity}
            onChange={(requiredCapacity) => onChange({ ...value, requiredCapacity })}
            placeholder="100"
            hint={equivalent(value.requiredCapacity)}
            error={requiredCapacityError(value.requiredCapacity, CAPACITY_UNIT_LABELS[unit])}
            testId="chiller-required-capacity"
          />
          <SelectField label="Unidad de capacidad" value={unit} onChange={(u) => setCapacityUnit(u as CapacityUnit)} options={CAPACITY_UNITS} testId="chiller-capacity-unit" />
        </FieldGrid>
      ) : (
        <div className="space-y-4">
          <FieldGrid>
            <SelectField
              label="Fluido"
              value={side.fluidType}
              onChange={(fluidType) => setSide({ fluidType })}
              options={fluids.map((f) => ({ value: f.value, label: f.label }))}
              testId="chiller-cold-fluid"
            />
            <RadioChoice
              label="Cálculo"
              name="chiller-cold-mode"
              value={side.calculationMode}
              onChange={(mode) => setSide({ calculationMode: mode as ColdSide["calculationMode"] })}
              options={[
                { value: "capacity", label: "Capacidad desde caudal" },
                { value: "flowrate", label: "Caudal desde capacidad" },
              ]}
            />
          </FieldGrid>
          <FieldGrid>
            <NumberField
              label="Temperatura de entrada (°C)"
              value={side.tempIn}
              onChange={(tempIn) => setSide({ tempIn })}
              placeholder="12"
              error={coldSideError(side.tempIn, side.tempOut)}
              testId="chiller-cold-temp-in"
            />
            <NumberField
              label="Temperatura de salida (°C)"
              value={side.tempOut}
              onChange={(tempOut) => setSide({ tempOut })}
              placeholder="7"
              testId="chiller-cold-temp-out"
              error={
                fluid && nearFreezing(fluid, side.tempOut)
                  ? `Margen de congelación insuficiente: menos de ${formatIn(3, "temperatureDifference", { quantity: "temperatureDifference" })} sobre el punto de congelación (${formatIn(fluid.freezingPoint, "temperature")})`
                  : undefined
              }
            />
          </FieldGrid>
          <FieldGrid>
            <NumberField
              label="Caudal"
              value={side.flowRate}
              onChange={(flowRate) => setSide({ flowRate })}
              disabled={side.calculationMode === "flowrate"}
              placeholder={side.calculationMode === "flowrate" ? "Se calcula" : "100"}
              testId="chiller-cold-flow"
            />
            <SelectField label="Unidad de caudal" value={side.flowRateUnit} onChange={(u) => setFlowUnit(u as FlowRateUnit)} options={FLOW_UNITS} testId="chiller-flow-unit" />
            <NumberField
              label="Capacidad"
              value={side.calculationMode === "capacity" ? side.calculatedCapacity : side.inputCapacity}
              onChange={(inputCapacity) => setSide({ inputCapacity })}
              disabled={side.calculationMode === "capacity"}
              placeholder={side.calculationMode === "capacity" ? "Se calcula" : "35"}
              hint={equivalent(side.calculationMode === "capacity" ? side.calculatedCapacity : side.inputCapacity)}
              error={side.calculationMode === "flowrate" ? requiredCapacityError(side.inputCapacity, CAPACITY_UNIT_LABELS[unit]) : undefined}
              testId="chiller-cold-capacity"
            />
            <SelectField label="Unidad de capacidad" value={unit} onChange={(u) => setCapacityUnit(u as CapacityUnit)} options={CAPACITY_UNITS} testId="chiller-capacity-unit" />
          </FieldGrid>
          <Button type="button" variant="secondary" onClick={calculate} data-testid="chiller-fluid-calculate">
            <Calculator /> {side.calculationMode === "capacity" ? "Calcular Capacidad" : "Calcular Caudal"}
          </Button>
        </div>
      )}
    </ConfigSection>
  );
}
