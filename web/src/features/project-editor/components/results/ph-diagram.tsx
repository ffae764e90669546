import type { CompressorResult } from "../../types/results";
import { phDiagramQuery } from "../../utils/results-format";
import * as React from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useUnitSystem } from "@/hooks/use-unit-system";
import { apiJson } from "@/lib/api-client";
import { formatFixed } from "@/lib/format";
import { formatIn, toDisplay, unitLabel, type UnitSystem } from "@/lib/units";

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
  1: "Salida del evaporador",
  2: "Descarga del compresor",
  3: "Salida del condensador",
  4: "Después de la expansión",
};

/**
 * The four points with p, T, h, s: the absolute pressure and the
 * temperature in the user's units (bar abs or psia, °C or °F); enthalpy and
 * entropy in kJ/kg and kJ/kg·K from the IIR reference, as the chart beside
 * the table draws them (the screen's chart is the SI one).
 */
export function PhPointsTable({ points, testId, system = "si" }: { points: StatePoint[]; testId: string; system?: UnitSystem }) {
  const psi = unitLabel("pressure", system, "absolute") === "psia";
  return (
    <div className="overflow-x-auto">
      <Table data-testid={testId}>
        <TableHeader>
          <TableRow>
            <TableHead>Punto</TableHead>
            <TableHead>Presión ({psi ? "psia" : "bar abs"})</TableHead>
            <TableHead>Temperatura ({unitLabel("temperature", system)})</TableHead>
            <TableHead>Entalpía (kJ/kg)</TableHead>
            <TableHead>Entropía (kJ/kg·K)</TableHead>
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
              <TableCell>{formatFixed(point.h / 1000, 1)}</TableCell>
              <TableCell>{formatFixed(point.s / 1000, 4)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
  const query = phDiagramQuery(refrigerant, evapTemp, condTemp, compressor);
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
