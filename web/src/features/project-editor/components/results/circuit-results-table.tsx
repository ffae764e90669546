import type { CompressorResult, Totals } from "../../types/results";
import { capacity, figure, inUnits, kw, speedText, temperatureBasisText, unitOf } from "../../utils/results-format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

interface Props {
  compressors: CompressorResult[];
  totals: Totals;
  /** The simple type's per-compressor capacity has its own decimals (section 2). */
  capacityQuantity?: "capacity" | "compressorCapacity";
  totalLabel: string;
  testId: string;
}

/** Model, kW, kW, A, °C per compressor and a total row. */
export function CircuitResultsTable({ compressors, totals, capacityQuantity = "capacity", totalLabel, testId }: Props) {
  return (
    <div className="overflow-x-auto">
      <Table data-testid={testId}>
        <TableHeader>
          <TableRow>
            <TableHead>Modelo</TableHead>
            <TableHead className="text-right">Capacidad ({unitOf("capacity")})</TableHead>
            <TableHead className="text-right">Potencia (kW)</TableHead>
            <TableHead className="text-right">Corriente (A)</TableHead>
            <TableHead className="text-right">T. Descarga ({unitOf("temperature")})</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {compressors.map((c, i) => (
            <TableRow key={`${c.compressorId}-${i}`} data-testid="result-row">
              <TableCell className="font-medium">
                {c.model}
                {speedText(c.frequency, c.speedInterpolation, c.driveSpeeds) && (
                  <span className="block text-xs font-normal text-muted-foreground" data-testid="result-speed" title={c.speedInterpolation?.method}>
                    {speedText(c.frequency, c.speedInterpolation, c.driveSpeeds)}
                  </span>
                )}
                {temperatureBasisText(c.temperatureBasis) && (
                  <span className="block text-xs font-normal text-muted-foreground" data-testid="result-temperature-basis">
                    {temperatureBasisText(c.temperatureBasis)}
                  </span>
                )}
              </TableCell>
              <TableCell className="text-right">{capacity(c.coolingCapacity, capacityQuantity)}</TableCell>
              <TableCell className="text-right">{kw(c.powerInput, "power")}</TableCell>
              <TableCell className="text-right">{figure(c.current, "current")}</TableCell>
              <TableCell className="text-right">{inUnits(c.dischargeTemp, "temperature")}</TableCell>
            </TableRow>
          ))}
          <TableRow className="bg-muted/50 font-semibold" data-testid="result-total">
            <TableCell>{totalLabel}</TableCell>
            <TableCell className="text-right">{capacity(totals.coolingCapacity, capacityQuantity)}</TableCell>
            <TableCell className="text-right">{kw(totals.powerInput, "power")}</TableCell>
            <TableCell className="text-right">{figure(totals.current, "current")}</TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}
