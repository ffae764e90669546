import type { ElectricalLoads } from "../../types/results";
import { figure } from "../../utils/results-format";
import { circuitTitle } from "./lines-table";
import { Figure, ResultCard } from "./result-card";

/** A unit's circuits, to title each load's circuit ('Circuito 2 (LT)'). */
export interface LoadCircuit {
  circuitId: string;
}

export interface RlaRow {
  label: string;
  value: string;
  estimated: boolean;
}

/** The RLA rows as the sheet prints them (ficha-14): one row per model per circuit, '2 × 15,11 A' for identical
 * compressors; the circuit named where the unit has several ('RLA 3DB3 · Circuito 2 (LT)'); a variable-speed
 * compressor's RLA with the speed it is at ('RLA VS3D-075-DEMO a 70 Hz'). Each load's circuit is the `circuitId` the
 * engine records (model.rs `load_circuit_titles`, the same rule): a load without one names no circuit on any row. */
export function rlaRows(loads: ElectricalLoads, circuits: LoadCircuit[] = []): RlaRow[] {
  const title = (id: string | undefined) => {
    const index = circuits.findIndex((c) => c.circuitId === id);
    return index < 0 ? undefined : circuitTitle(index, circuits[index].circuitId);
  };
  const titles = loads.compressors.map((c) => title(c.circuitId));
  const named = circuits.length > 1 && titles.every((t) => t !== undefined);
  const rows: (RlaRow & { count: number })[] = [];
  loads.compressors.forEach((c, i) => {
    const speed = c.rlaFrequency != null ? ` a ${figure(c.rlaFrequency, "frequency")} Hz` : "";
    const label = `RLA ${c.model.trim()}${speed}${named ? ` · ${titles[i]}` : ""}`;
    const value = `${figure(c.rla, "current")} A`;
    const same = rows.find((r) => r.label === label && r.value === value && r.estimated === c.estimated);
    if (same) same.count += 1;
    else rows.push({ label, value, estimated: c.estimated, count: 1 });
  });
  return rows.map(({ count, ...row }) => (count > 1 ? { ...row, value: `${count} × ${row.value}` } : row));
}

/** MCA, MOCP, breaker and conductor (NEC 440), with what adds up to them.
 * `withoutCondenser`: the equipment has no condenser, so no fans are counted
 * (engine 1.9 says so in the notes); the row says that instead of '0.00 A'.
 * `bare`: a motor compressor, which brings neither control circuit nor fans:
 * those rows are left out, as its sheet leaves them out. */
export function ElectricalLoadsCard({
  loads,
  withoutCondenser = false,
  bare = false,
  circuits = [],
}: {
  loads: ElectricalLoads;
  withoutCondenser?: boolean;
  bare?: boolean;
  /** The unit's circuits, to name each RLA's circuit as the sheet does. */
  circuits?: LoadCircuit[];
}) {
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
        {rlaRows(loads, circuits).map((row) => (
          <div key={row.label} className="flex justify-between border-b py-1" data-testid="rla-row">
            <dt>
              {row.label}
              {row.estimated && <span className="text-xs text-muted-foreground"> (estimada)</span>}
            </dt>
            <dd>{row.value}</dd>
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
