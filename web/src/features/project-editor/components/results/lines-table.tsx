import type { LineResult } from "../../types/results";
import { figure, kw, oilReturnVerdict } from "../../utils/results-format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

/** Line, capacity, diameter in inches and mm, velocity, pressure drop and (suction) oil return. */
export function LinesTable({ lines, suction, testId }: { lines: LineResult[]; suction: boolean; testId: string }) {
  return (
    <div className="overflow-x-auto">
      <Table data-testid={testId}>
        <TableHeader>
          <TableRow>
            <TableHead>Línea</TableHead>
            <TableHead className="text-right">Capacidad (kW)</TableHead>
            <TableHead>Diámetro (pulg)</TableHead>
            <TableHead className="text-right">Diámetro (mm)</TableHead>
            <TableHead className="text-right">Velocidad (m/s)</TableHead>
            <TableHead className="text-right">Caída de presión</TableHead>
            {suction && <TableHead>Retorno de aceite</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.lineNumber} data-testid="line-row">
              <TableCell>Línea {line.lineNumber}</TableCell>
              <TableCell className="text-right">{kw(line.capacity)}</TableCell>
              <TableCell className="font-medium">{line.diameter}"</TableCell>
              <TableCell className="text-right">{figure(line.diameterMm, "pipeDiameter")}</TableCell>
              <TableCell className="text-right">{figure(line.velocity, "velocity")}</TableCell>
              <TableCell className={cn("text-right", !line.meetsCriteria && "text-destructive")}>
                {figure(line.pressureDropKpa, "pressureDrop")} kPa · {figure(line.penaltyK, "saturationPenalty")} K
              </TableCell>
              {suction && <TableCell className={cn(line.oilReturn && !line.oilReturn.riserOk && "text-destructive")}>{oilReturnVerdict(line.oilReturn)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
