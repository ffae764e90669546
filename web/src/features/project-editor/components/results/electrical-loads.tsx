import type { ElectricalLoads } from "../../types/results";
import { figure } from "../../utils/results-format";
import { Figure, ResultCard } from "./result-card";

/** MCA, MOCP, breaker and conductor (NEC 440), with what adds up to them.
 * `withoutCondenser`: the equipment has no condenser, so no fans are counted
 * (engine 1.9 says so in the notes); the row says that instead of '0.00 A'.
 * `bare`: a motor compressor, which brings neither control circuit nor fans:
 * those rows are left out, as its sheet leaves them out. */
export function ElectricalLoadsCard({ loads, withoutCondenser = false, bare = false }: { loads: ElectricalLoads; withoutCondenser?: boolean; bare?: boolean }) {
  return (
    <ResultCard title="Cargas Eléctricas" testId="electrical-loads">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="MCA (A)" value={figure(loads.mca, "current")} testId="mca" />
        <Figure label="MOCP (A)" value={figure(loads.mocp, "overcurrentProtection")} testId="mocp" />
        <Figure label="Interruptor recomendado (A)" value={figure(loads.recommendations.breaker, "overcurrentProtection")} testId="breaker" />
        <Figure
          label="Conductor recomendado"
          value={`${loads.recommendations.conductor}${loads.recommendations.conductorMm2 ? ` (${figure(loads.recommendations.conductorMm2, "conductorSection")} mm²)` : ""}`}
          testId="conductor"
        />
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {loads.compressors.map((c, i) => (
          <div key={i} className="flex justify-between border-b py-1">
            <dt>
              RLA {c.model}
              {c.estimated && <span className="text-xs text-muted-foreground"> (estimada)</span>}
            </dt>
            <dd>{figure(c.rla, "current")} A</dd>
          </div>
        ))}
        <div className="flex justify-between border-b py-1">
          <dt>Resistencias de cárter</dt>
          <dd>{figure(loads.crankcaseHeaters, "current")} A</dd>
        </div>
        {!bare && (
          <>
            <div className="flex justify-between border-b py-1">
              <dt>Control</dt>
              <dd>{figure(loads.controlConsumption, "current")} A</dd>
            </div>
            <div className="flex justify-between border-b py-1">
              <dt>Ventiladores del condensador</dt>
              <dd data-testid="condenser-fans-current">{withoutCondenser && loads.condenser === 0 ? "Sin condensador" : `${figure(loads.condenser, "current")} A`}</dd>
            </div>
          </>
        )}
        <div className="flex justify-between border-b py-1 font-semibold">
          {/* Σ RLA and loads, as the sheet names it (ficha-11): not the running current of the totals. */}
          <dt>Suma de RLA y cargas a {figure(loads.voltage, "voltage")} V</dt>
          <dd>{figure(loads.totals, "current")} A</dd>
        </div>
      </dl>
      {loads.recommendations.notes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-xs text-muted-foreground">
          {loads.recommendations.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </ResultCard>
  );
}
