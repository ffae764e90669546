import type { SystemResult } from "../../types/results";
import { capacity, figure, kw, unitOf } from "../../utils/results-format";
import { Figure, ResultCard } from "./result-card";
import { formatIn } from "@/lib/units";

/** The general totals of a system. */
export function TotalsCard({ totals }: { totals: SystemResult["totals"] }) {
  return (
    <ResultCard title="Totales Generales" testId="general-totals">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure label={`Capacidad total (${unitOf("capacity")})`} value={capacity(totals.coolingCapacity)} testId="total-capacity" />
        {/* I-P reads BTU/h and tons of refrigeration (issue 24 item 3). */}
        {unitOf("capacity") === "BTU/h" && <Figure label="Capacidad total (TR)" value={formatIn(totals.coolingCapacity / 1000, "capacity", { system: "mx", unit: false })} testId="total-capacity-tr" />}
        <Figure label="Potencia total (kW)" value={kw(totals.powerInput, "power")} testId="total-power" />
        <Figure label="Corriente total (A)" value={figure(totals.current, "current")} testId="total-current" />
        <Figure label={`Calor rechazado (${unitOf("capacity")})`} value={capacity(totals.heatRejection)} testId="total-heat-rejection" />
        <Figure label="COP" value={figure(totals.cop, "cop")} testId="total-cop" />
      </div>
    </ResultCard>
  );
}
