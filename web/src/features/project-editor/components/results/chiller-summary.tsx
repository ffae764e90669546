import type { FlowRateUnit } from "../../types/chiller-config";
import type { ChillerResult, HeatExchangerCheck } from "../../types/results";
import { capacity, inUnits, projectFlowAside, unitOf } from "../../utils/results-format";
import { CompliancePanel } from "./compliance-panel";
import { CAPACITY_BASIS_NOTES, EXCHANGER_ATTENTION, exchangerWord, TIGHT_APPROACH } from "@/lib/verdict-words";
import { PlateExchangerPressureDrop, type ColdFluid } from "./plate-exchanger-pressure-drop";
import { PlateCondensers } from "./plate-condensers";
import { Figure, ResultCard } from "./result-card";

/** The chiller's generated model name, water side, its compliance against the requirement, approaches, plate exchanger checks
 * and their water pressure drops (`fluid`: the project's chilled fluid, which names the drop 'del agua' or 'del fluido'). */
/** The chilled fluid's freezing point, °C, and its leaving temperature, °C, where the project gives it. */
export interface Freezing {
  point: number;
  leaving: number | null;
}

/** A circuit's plate exchanger as the sheet's table judges it (water_table.rs): the capacity the engine judged with (the
 * estimate at the duty where there is one, '(estimación)', the catalogue's beside it; '(sin verificar)' where none could
 * be judged, with no verdict), then 'insuficiente', 'atención' with the estimate's low end, or 'suficiente'. */
export function exchangerLine(c: HeatExchangerCheck): { text: string; tone?: "destructive" | "attention" } {
  const kw = (w: number) => `${capacity(w)} ${unitOf("capacity")}`;
  const estimate = c.capacityBasis === "estimate" && c.dutyCapacity ? c.dutyCapacity : undefined;
  const unverified = c.capacityBasis === "unverified";
  const judged = estimate
    ? `${kw(estimate.capacity)} ${CAPACITY_BASIS_NOTES.estimate} (${kw(c.capacity)} de catálogo)`
    : `${kw(c.capacity)}${unverified ? ` ${CAPACITY_BASIS_NOTES.unverified}` : ""}`;
  const head = `Circuito ${c.circuitId}: intercambiador ${c.model} de ${judged} para ${kw(c.requiredCapacity)}`;
  if (unverified) return { text: head };
  if (!c.sufficient) return { text: `${head} — ${exchangerWord(false)}`, tone: "destructive" };
  if (c.withinUncertainty) {
    // The engine's own words for the uncertainty (domain calculation::chiller, the 'Atención' warning).
    const low = estimate?.lowerBound;
    const range = low != null ? `: con el lado del fluido entre el 30 % y el 70 % de la resistencia serían ${kw(low)}` : "";
    return { text: `${head} — ${EXCHANGER_ATTENTION}${range}`, tone: "attention" };
  }
  return { text: `${head} — ${exchangerWord(true)}` };
}

export function ChillerSummary({ result, fluid, flowUnit, freezing }: { result: ChillerResult; fluid?: ColdFluid; flowUnit?: FlowRateUnit; freezing?: Freezing }) {
  // How far the leaving fluid and the coldest evaporation stand from freezing, as the sheet prints them.
  const coldest = freezing && result.circuits.length > 0 ? Math.min(...result.circuits.map((c) => c.evapTemp)) : null;
  // In the user's unit; the project's own flow unit beside it where they differ, as its sheet prints it.
  const flow = (lmin: number | null | undefined) => `${inUnits(lmin, "flow")}${projectFlowAside(lmin, flowUnit)}`;
  return (
    <ResultCard title="Resumen del Chiller" testId="chiller-summary">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Modelo generado" value={result.generatedModelName} testId="generated-model-name" />
        <Figure label={`Capacidad requerida (${unitOf("capacity")})`} value={capacity(result.requiredCapacity)} />
        <Figure label={`Caudal lado frío (${unitOf("flow")})`} value={flow(result.coldSideFlow)} />
        {result.hotSide && <Figure label={`Caudal requerido lado caliente (${unitOf("flow")})`} value={flow(result.hotSide.requiredFlow)} />}
      </div>
      {freezing && (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="chiller-freezing">
          <Figure label={`Punto de congelación del fluido (${unitOf("temperature")})`} value={inUnits(freezing.point, "temperature")} />
          {freezing.leaving != null && (
            <Figure label={`Margen de congelación · salida (${unitOf("temperatureDifference")})`} value={inUnits(freezing.leaving - freezing.point, "temperatureDifference")} />
          )}
          {coldest != null && (
            <Figure label={`Margen de congelación · evaporación (${unitOf("temperatureDifference")})`} value={inUnits(coldest - freezing.point, "temperatureDifference")} />
          )}
        </div>
      )}
      {result.hotSide?.difference != null && (
        <p className="text-sm">
          Caudal indicado {inUnits(result.hotSide.givenFlow, "flow")} {unitOf("flow")}; diferencia {inUnits(result.hotSide.difference, "flow")} {unitOf("flow")}.
        </p>
      )}
      {result.compliance && <CompliancePanel compliance={result.compliance} calculatedW={result.totals.coolingCapacity} testId="chiller-compliance" />}
      {result.approaches && result.approaches.length > 0 && (
        <ul className="space-y-1 text-sm" data-testid="chiller-approaches">
          {result.approaches.map((a) => (
            <li key={a.circuitId} className={a.tight ? "text-destructive" : undefined}>
              Circuito {a.circuitId}: aproximación {inUnits(a.approach, "temperatureDifference")} {unitOf("temperatureDifference")}
              {a.tight && ` (${TIGHT_APPROACH})`}
            </li>
          ))}
        </ul>
      )}
      {result.heatExchangerChecks.length > 0 && (
        <ul className="space-y-1 text-sm">
          {result.heatExchangerChecks.map((c) => {
            const line = exchangerLine(c);
            const tone = line.tone === "destructive" ? "text-destructive" : line.tone === "attention" ? "text-amber-800 dark:text-amber-300" : undefined;
            return (
              <li key={c.circuitId} className={tone} data-testid="exchanger-check">
                {line.text}
              </li>
            );
          })}
        </ul>
      )}
      <PlateExchangerPressureDrop checks={result.heatExchangerChecks} fluid={fluid} flowUnit={flowUnit} />
      <PlateCondensers duties={result.hotSide?.condensers} />
    </ResultCard>
  );
}
