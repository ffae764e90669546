import type { LineResult } from "../../types/results";
import { capacity, inUnits, oilReturnVerdict, pressureIn, tubeDimension, unitOf } from "../../utils/results-format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { lineVerdict } from "@/lib/verdict-words";

/** The size as the trade writes it: 1-1/8" copper (1-3/8" tipo K for the heavier wall), DN 50 Sch 40 steel. */
export function tubeLabel(line: { diameter: string; schedule?: string | null }): string {
  if (!line.schedule) return `${line.diameter}"`;
  return line.diameter.startsWith("DN") ? `${line.diameter} ${line.schedule}` : `${line.diameter}" ${line.schedule}`;
}

/** Oil return at the smallest step, or the double riser that carries it. */
function oilCell(line: LineResult): string {
  const riser = line.doubleRiser;
  if (riser) return `Doble montante ${tubeLabel(riser.small)} + ${tubeLabel(riser.large)}`;
  return oilReturnVerdict(line.oilReturn);
}

/** Allowable pressure of the tube against PS of its side (EN 378-2), both gauge. */
function PressureCell({ line }: { line: LineResult }) {
  if (line.maxAllowablePressure === undefined) return <TableCell className="text-right">—</TableCell>;
  const ps = line.designPressure;
  return (
    <TableCell className={cn("text-right", line.pressureOk === false && "text-destructive")} data-testid="line-pressure">
      {pressureIn(line.maxAllowablePressure, "gauge")}
      {ps != null && <> / PS {pressureIn(ps, "gauge")}</>}
      {line.pressureOk === false && " · No resiste PS"}
    </TableCell>
  );
}

/** The line against its criteria, worded as the sheet's 'Criterios' column. */
function VerdictCell({ line }: { line: LineResult }) {
  const verdict = lineVerdict(line);
  return (
    <TableCell className={cn(verdict !== "Cumple" && "text-destructive")} data-testid="line-verdict">
      {verdict}
    </TableCell>
  );
}

/** A refrigerant circuit as the sheet names it in a line's kind: 'Circuito 2', or 'Circuito 2 (B)' when the engineer
 * named it otherwise than its position (app/src/sheets/sections/duty.rs `circuit_title`). */
export function circuitTitle(index: number, id: string): string {
  const number = String(index + 1);
  const name = id.trim();
  return name === "" || name === number ? `Circuito ${number}` : `Circuito ${number} (${name})`;
}

/** A line with the kind the sheet prints it as when it is one circuit's own ('Líquido · Circuito 2 (B)'). */
export interface NamedLine {
  line: LineResult;
  kind?: string;
}

/** Line, tube (size, material, wall), velocity, pressure drop, allowable pressure against PS and (suction) oil return. */
/** `suction` shows the oil-return column (suction and discharge risers). A line given with its kind is named by it. */
export function LinesTable({ lines, suction, testId }: { lines: (LineResult | NamedLine)[]; suction: boolean; testId: string }) {
  const rows = lines.map((l): NamedLine => ("line" in l ? l : { line: l }));
  return (
    <div className="overflow-x-auto">
      <Table data-testid={testId}>
        <TableHeader>
          <TableRow>
            <TableHead>Línea</TableHead>
            <TableHead className="text-right">Capacidad ({unitOf("capacity")})</TableHead>
            <TableHead>Tubo</TableHead>
            <TableHead className="text-right">Diámetro ext. × espesor ({unitOf("smallLength")})</TableHead>
            <TableHead className="text-right">Velocidad ({unitOf("velocity")})</TableHead>
            <TableHead className="text-right">Caída de presión</TableHead>
            <TableHead className="text-right">Presión admisible ({unitOf("pressure", "gauge")})</TableHead>
            {suction && <TableHead>Retorno de aceite</TableHead>}
            <TableHead>Criterios</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(({ line, kind }) => (
            <TableRow key={`${kind ?? ""}-${line.lineNumber}`} data-testid="line-row">
              <TableCell>
                {kind && (
                  <>
                    <span data-testid="line-kind">{kind}</span> ·{" "}
                  </>
                )}
                Línea {line.lineNumber}
              </TableCell>
              <TableCell className="text-right">{capacity(line.capacity)}</TableCell>
              <TableCell className="font-medium">
                {tubeLabel(line)}
                {line.material && <span className="text-muted-foreground font-normal"> {line.material === "steel" ? "acero" : "cobre"}</span>}
                {line.sizeFixed && (
                  <span className="text-muted-foreground font-normal" data-testid="line-size-fixed">
                    {" "}
                    · fijado
                  </span>
                )}
              </TableCell>
              <TableCell className="text-right">
                {tubeDimension(line.diameterMm)}
                {line.wallMm !== undefined && <> × {tubeDimension(line.wallMm)}</>}
              </TableCell>
              <TableCell className="text-right">{inUnits(line.velocity, "velocity")}</TableCell>
              <TableCell className={cn("text-right", !line.meetsCriteria && "text-destructive")}>
                {inUnits(line.pressureDropKpa, "pressureDrop")} {unitOf("pressureDrop")} · {inUnits(line.penaltyK, "temperatureDifference", "saturationPenalty")} {unitOf("temperatureDifference")}
              </TableCell>
              <PressureCell line={line} />
              {suction && (
                <TableCell className={cn(line.oilReturn && !line.oilReturn.riserOk && !line.doubleRiser && "text-destructive")} data-testid="line-oil">
                  {oilCell(line)}
                </TableCell>
              )}
              <VerdictCell line={line} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
