import type { SystemResult } from "../../types/results";
import { figure, kw } from "../../utils/results-format";
import { Figure, ResultCard } from "./result-card";

/** The general totals of a system. */
export function TotalsCard({ totals }: { totals: SystemResult["totals"] }) {
  return (
    <ResultCard title="Totales Generales" testId="general-totals">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure label="Capacidad total (kW)" value={kw(totals.coolingCapacity)} testId="total-capacity" />
        <Figure label="Potencia total (kW)" value={kw(totals.powerInput, "power")} testId="total-power" />
        <Figure label="Corriente total (A)" value={figure(totals.current, "current")} testId="total-current" />
        <Figure label="Calor rechazado (kW)" value={kw(totals.heatRejection)} testId="total-heat-rejection" />
        <Figure label="COP" value={figure(totals.cop, "cop")} testId="total-cop" />
      </div>
    </ResultCard>
  );
}
