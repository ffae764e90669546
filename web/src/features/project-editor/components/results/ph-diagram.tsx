import type { CompressorResult } from "../../types/results";
import { phDiagramQuery } from "../../utils/results-format";
import * as React from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useUnitSystem } from "@/hooks/use-unit-system";
import { apiJson } from "@/lib/api-client";
import { formatFixed } from "@/lib/format";
import { FACTORS, formatIn, toDisplay, unitLabel, type UnitSystem } from "@/lib/units";

/** One state of the cycle as GET /api/charts/ph gives it (Pa, °C, J/kg, J/(kg·K)). */
export interface StatePoint {
  number: number;
  p: number;
  t: number;
  h: number;
  s: number;
}

interface PhDiagramAnswer {
  points: StatePoint[];
  dischargeIsentropic: boolean;
}

const NAMES: Record<number, string> = {
  1: "Entrada del compresor",
  2: "Descarga del compresor",
  3: "Salida del condensador",
  4: "Después de la expansión",
};

/** kJ/kg per BTU/lb (2.326), from the table's BTU and pound, as the sheet's. */
const KJ_PER_KG_PER_BTU_PER_LB = (FACTORS.wattPerBtuPerHour * 3.6) / FACTORS.kilogramPerPound;

/**
 * The chart in the user's units (issue 24 item 3): the server draws it in
 * I-P as the I-P data sheet (psia, °F, BTU/lb, h and s from ASHRAE's
 * reference) for an I-P user; the sheet has no Mexican mix, so that user's
 * chart stays SI while the table reads psia.
 */
const chartUnits = (system: UnitSystem) => (system === "ip" ? "&units=IP" : "");

/**
 * The four points with p, T, h, s in the user's units: absolute pressure
 * (bar abs, psia), temperature (°C, °F), and in I-P enthalpy BTU/lb and
 * entropy BTU/(lb·°F) (the answer, asked with units=IP, measures them from
 * the chart's reference); kJ/kg otherwise.
 */
export function PhPointsTable({ points, testId, system = "si" }: { points: StatePoint[]; testId: string; system?: UnitSystem }) {
  const pressure = unitLabel("pressure", system, "absolute");
  const psi = pressure === "psia";
  const ip = system === "ip";
  const enthalpy = (h: number) => (ip ? h / 1000 / KJ_PER_KG_PER_BTU_PER_LB : h / 1000);
  const entropy = (s: number) => (ip ? s / 1000 / (KJ_PER_KG_PER_BTU_PER_LB * FACTORS.fahrenheitPerKelvin) : s / 1000);
  return (
    <div className="overflow-x-auto">
      <Table data-testid={testId}>
        <TableHeader>
          <TableRow>
            <TableHead>Punto</TableHead>
            <TableHead>Presión ({psi ? "psia" : "bar abs"})</TableHead>
            <TableHead>Temperatura ({unitLabel("temperature", system)})</TableHead>
            <TableHead>Entalpía ({ip ? "BTU/lb" : "kJ/kg"})</TableHead>
            <TableHead>Entropía ({ip ? "BTU/(lb·°F)" : "kJ/kg·K"})</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {points.map((point) => (
            <TableRow key={point.number} data-testid="ph-point">
              <TableCell className="font-medium">
                {point.number} <span className="text-xs text-muted-foreground">{NAMES[point.number]}</span>
              </TableCell>
              <TableCell>{formatFixed(toDisplay(point.p / 1e5, "pressure", system, "absolute"), psi ? 1 : 2)}</TableCell>
              <TableCell>{formatFixed(toDisplay(point.t, "temperature", system), 1)}</TableCell>
              <TableCell>{formatFixed(enthalpy(point.h), 1)}</TableCell>
              <TableCell>{formatFixed(entropy(point.s), 4)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {ip && <p className="mt-1 text-xs text-muted-foreground">h y s con la referencia del diagrama en I-P (ASHRAE: 0 en el líquido saturado a -40 °F).</p>}
    </div>
  );
}

/**
 * A circuit's p-h diagram: the server's SVG (the sheet's picture) and its
 * points table. The cycle is drawn at the circuit's first compressor's
 * suction, discharge and subcooling.
 */
export function PhDiagram({ refrigerant, evapTemp, condTemp, compressor, testId }: { refrigerant: string; evapTemp: number; condTemp: number; compressor: CompressorResult; testId: string }) {
  const system = useUnitSystem();
  const cycle = phDiagramQuery(refrigerant, evapTemp, condTemp, compressor);
  const query = cycle && `${cycle}${chartUnits(system)}`;
  const [answer, setAnswer] = React.useState<PhDiagramAnswer | null>(null);
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => {
    if (!query) return;
    let live = true;
    apiJson<PhDiagramAnswer>("GET", `/api/charts/ph?${query}`)
      .then((a) => live && setAnswer(a))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [query]);
  if (!query) return null;
  return (
    <div className="space-y-2" data-testid={testId}>
      <h4 className="text-sm font-semibold">Diagrama p-h</h4>
      {failed ? (
        <p className="text-sm text-muted-foreground">Diagrama p-h no disponible</p>
      ) : (
        <>
          <figure className="max-w-xl rounded-md border p-2">
            <img
              src={`/api/charts/ph.svg?${query}`}
              alt={`Diagrama p-h de ${refrigerant}: evaporación ${formatIn(evapTemp, "temperature")}, condensación ${formatIn(condTemp, "temperature")}`}
              className="h-auto w-full dark:hue-rotate-180 dark:invert"
              loading="lazy"
              onError={() => setFailed(true)}
              data-testid="ph-chart"
            />
            <figcaption className="text-center text-xs text-muted-foreground">Ciclo de {compressor.model}</figcaption>
          </figure>
          {answer && <PhPointsTable points={answer.points} testId={`${testId}-points`} system={system} />}
          {answer?.dischargeIsentropic && <p className="text-xs text-muted-foreground">Punto 2: descarga isentrópica (el cálculo no dio temperatura de descarga).</p>}
        </>
      )}
    </div>
  );
}
