import type { SystemResult } from "../../types/results";
import { capacity, figure, kw, unitOf } from "../../utils/results-format";
import { Figure, ResultCard } from "./result-card";

/** The general totals of a system. */
export function TotalsCard({ totals }: { totals: SystemResult["totals"] }) {
  return (
    <ResultCard title="Totales Generales" testId="general-totals">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure label={`Capacidad total (${unitOf("capacity")})`} value={capacity(totals.coolingCapacity)} testId="total-capacity" />
        <Figure label="Potencia total (kW)" value={kw(totals.powerInput, "power")} testId="total-power" />
        <Figure label="Corriente total (A)" value={figure(totals.current, "current")} testId="total-current" />
        <Figure label={`Calor rechazado (${unitOf("capacity")})`} value={capacity(totals.heatRejection)} testId="total-heat-rejection" />
        <Figure label="COP" value={figure(totals.cop, "cop")} testId="total-cop" />
      </div>
    </ResultCard>
  );
}
