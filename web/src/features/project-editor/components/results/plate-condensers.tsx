// A water-cooled chiller's plate condenser per refrigerant circuit, as the
// data sheet tabulates it from ficha-13 (app/src/sheets/sections/water_table.rs,
// `tabulate_condensers`; docs/decisions/2026-11-28-plate-condenser-selection.md):
// circuit, model, heat to reject, capacity at the design condition, flow,
// water-side pressure drop and approach, in the user's units.
import type { CondenserDuty } from "../../types/results";
import type { FlowRateUnit } from "../../types/chiller-config";
import { capacity, inUnits, projectFlowAside, unitOf } from "../../utils/results-format";

export interface CondenserRow {
  circuit: string;
  model: string;
  missing: boolean;
  heat: string;
  capacity: string;
  flow: string;
  pressureDrop: string;
  approach: string;
}

type SelectedPlate = NonNullable<CondenserDuty["selected"]>;

/** Whether a plate's capacity is an estimate at the duty, not the catalogue's: the answer's `capacityBasis` (engine
 * 1.14.0); in an answer recorded before, a capacity 0.5 W or more from the rated one (domain `PlateCondenser::is_estimate`,
 * the one rule the sheet's '(estimación)' follows). */
export function isEstimate(plate: SelectedPlate): boolean {
  return plate.capacityBasis ? plate.capacityBasis === "estimate" : Math.abs(plate.capacity - plate.ratedCapacity) >= 0.5;
}

/** One row per circuit; a circuit without a plate says 'ninguno' (the warnings say why). */
export function condenserRows(duties: CondenserDuty[], flowUnit?: FlowRateUnit): CondenserRow[] {
  const kw = (w: number) => `${capacity(w)} ${unitOf("capacity")}`;
  return duties.map((d) => {
    const s = d.selected;
    const estimate = s && isEstimate(s) ? " (estimación)" : "";
    // A hot side that is not water: the catalogue's drop is water's at the same flow, said as the sheet says it.
    const waterOnly = s?.waterPressureDrop?.ratedForWaterOnly ? " (agua, estimación)" : "";
    return {
      circuit: `Circuito ${d.circuitId}`,
      model: s ? s.model : "ninguno",
      missing: !s,
      heat: kw(d.heatRejection),
      capacity: s ? `${kw(s.capacity)}${estimate}` : "—",
      flow: `${inUnits(d.flow, "flow")} ${unitOf("flow")}${projectFlowAside(d.flow, flowUnit)}`,
      pressureDrop: !s ? "—" : s.waterPressureDrop ? `${inUnits(s.waterPressureDrop.kpa, "pressureDrop")} ${unitOf("pressureDrop")}${waterOnly}` : "no conocida",
      approach: `${inUnits(d.approach, "temperatureDifference")} ${unitOf("temperatureDifference")}`,
    };
  });
}

export function PlateCondensers({ duties, flowUnit }: { duties?: CondenserDuty[]; flowUnit?: FlowRateUnit }) {
  if (!duties || duties.length === 0) return null;
  const rows = condenserRows(duties, flowUnit);
  return (
    <div className="space-y-1 text-sm" data-testid="chiller-plate-condensers">
      <p className="font-medium">Lado caliente: condensadores de placas</p>
      <table className="w-full text-left">
        <thead className="text-muted-foreground">
          <tr>
            <th>Circuito</th>
            <th>Condensador de placas</th>
            <th className="text-right">Calor a rechazar</th>
            <th className="text-right">Capacidad</th>
            <th className="text-right">Caudal</th>
            <th className="text-right">Caída de presión</th>
            <th className="text-right">Aproximación</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.circuit} data-testid="plate-condenser-row" className={r.missing ? "text-destructive" : undefined}>
              <td>{r.circuit}</td>
              <td>{r.missing ? "ninguno (sin condensador)" : r.model}</td>
              <td className="text-right">{r.heat}</td>
              <td className="text-right">{r.capacity}</td>
              <td className="text-right">{r.flow}</td>
              <td className="text-right">{r.pressureDrop}</td>
              <td className="text-right">{r.approach}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
