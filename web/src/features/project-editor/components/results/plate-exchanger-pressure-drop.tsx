// The plate exchangers' water-side pressure drop on the chiller's results, as
// the data sheet prints it (app/src/sheets/sections/water.rs,
// `pressure_drop_rows`; docs/decisions/2026-11-27-plate-exchanger-pressure-drop.md):
// the drop at each circuit's flow with that flow, in the user's units; for a
// glycol the figure is water's at that flow, said so; unrated, not known;
// each rated model's catalogue rating once, and how the figure was scaled.
import type { HeatExchangerCheck } from "../../types/results";
import type { FlowRateUnit } from "../../types/chiller-config";
import { inUnits, projectFlowAside, unitOf } from "../../utils/results-format";

/** The chilled fluid as the project names it: its code ('water', 'MPG-30') and its name in the fluid list. */
export interface ColdFluid {
  code: string;
  name?: string;
}

export interface PressureDropLines {
  rows: { label: string; value: string }[];
  ratings: { label: string; value: string }[];
  notes: string[];
}

/** How the drop at the duty's flow is found (the sheet's note; SWEP, Refrigerant Handbook, ch. 1). */
export const PRESSURE_DROP_METHOD =
  "Caída de presión a caudal de proyecto: la del catálogo escalada con el cuadrado del caudal (Δp ∝ caudal², flujo turbulento; SWEP, Refrigerant Handbook, cap. 1); cada intercambiador lleva la parte del caudal de su circuito, en proporción a su capacidad requerida.";

export const NOT_KNOWN = "no conocida: el catálogo no da la caída de presión de este intercambiador o falta el caudal";

export const NO_EXCHANGER = "Intercambiador de placas: ninguno asignado en el proyecto; modelo y caída de presión por definir.";

export function isWater(fluid: ColdFluid | undefined): boolean {
  const code = fluid?.code.trim() ?? "";
  return code === "" || code.toLowerCase() === "water";
}

/** The rows, ratings and notes of the exchangers' pressure drops, in the user's units. */
export function pressureDropLines(checks: HeatExchangerCheck[], fluid?: ColdFluid, flowUnit?: FlowRateUnit): PressureDropLines {
  const water = isWater(fluid);
  const drop = (kpa: number) => `${inUnits(kpa, "pressureDrop")} ${unitOf("pressureDrop")}`;
  // The project's own flow unit beside the user's where they differ (an m³/h project, tester report 3).
  const flow = (lmin: number) => `${inUnits(lmin, "flow")} ${unitOf("flow")}${projectFlowAside(lmin, flowUnit)}`;
  const lines: PressureDropLines = { rows: [], ratings: [], notes: [] };
  for (const check of checks) {
    const label = `Caída de presión ${water ? "del agua" : "del fluido"} (circuito ${check.circuitId})`;
    const d = check.waterPressureDrop;
    let value = NOT_KNOWN;
    if (d?.ratedForWaterOnly) {
      value = `${drop(d.kpa)} con agua a ${flow(d.flowLmin)} (estimación)`;
      const name = fluid?.name ?? fluid?.code ?? "este fluido";
      const note = `Con ${name} la caída de presión es mayor que la indicada, que es la del agua al mismo caudal (estimación: el catálogo la da para agua); confírmela con el fabricante.`;
      if (!lines.notes.includes(note)) lines.notes.push(note);
    } else if (d) {
      value = `${drop(d.kpa)} con ${flow(d.flowLmin)}`;
    }
    lines.rows.push({ label, value });
    if (d) {
      const rating = `Caída de presión de catálogo · ${check.model}`;
      if (!lines.ratings.some((r) => r.label === rating)) lines.ratings.push({ label: rating, value: `${drop(d.ratedKpa)} con ${flow(d.ratedFlowLmin)} de agua` });
    }
  }
  if (lines.ratings.length > 0) lines.notes.push(PRESSURE_DROP_METHOD);
  if (checks.length === 0) lines.notes.push(NO_EXCHANGER);
  return lines;
}

export function PlateExchangerPressureDrop({ checks, fluid, flowUnit }: { checks: HeatExchangerCheck[]; fluid?: ColdFluid; flowUnit?: FlowRateUnit }) {
  const { rows, ratings, notes } = pressureDropLines(checks, fluid, flowUnit);
  return (
    <div className="space-y-2 text-sm" data-testid="chiller-pressure-drops">
      {rows.length + ratings.length > 0 && (
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {[...rows, ...ratings].map((r) => (
            <div key={r.label} className="contents" data-testid="pressure-drop-row">
              <dt className="text-muted-foreground">{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {notes.map((n) => (
        <p key={n} className="text-xs text-muted-foreground">
          {n}
        </p>
      ))}
    </div>
  );
}
