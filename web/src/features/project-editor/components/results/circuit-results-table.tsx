import type { CompressorResult, Totals } from "../../types/results";
import { fixed, kw, oneDecimal } from "../../utils/results-format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

interface Props {
  compressors: CompressorResult[];
  totals: Totals;
  /** Simple type: capacity with 1 decimal (section 2). */
  capacityDigits?: 1 | 2;
  totalLabel: string;
  testId: string;
}

/** Model, kW, kW, A, °C per compressor and a total row. */
export function CircuitResultsTable({ compressors, totals, capacityDigits = 2, totalLabel, testId }: Props) {
  return (
    <div className="overflow-x-auto">
      <Table data-testid={testId}>
        <TableHeader>
          <TableRow>
            <TableHead>Modelo</TableHead>
            <TableHead className="text-right">Capacidad (kW)</TableHead>
            <TableHead className="text-right">Potencia (kW)</TableHead>
            <TableHead className="text-right">Corriente (A)</TableHead>
            <TableHead className="text-right">T. Descarga (°C)</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {compressors.map((c, i) => (
            <TableRow key={`${c.compressorId}-${i}`} data-testid="result-row">
              <TableCell className="font-medium">{c.model}</TableCell>
              <TableCell className="text-right">{kw(c.coolingCapacity, capacityDigits)}</TableCell>
              <TableCell className="text-right">{kw(c.powerInput, 2)}</TableCell>
              <TableCell className="text-right">{fixed(c.current, 2)}</TableCell>
              <TableCell className="text-right">{oneDecimal(c.dischargeTemp)}</TableCell>
            </TableRow>
          ))}
          <TableRow className="bg-muted/50 font-semibold" data-testid="result-total">
            <TableCell>{totalLabel}</TableCell>
            <TableCell className="text-right">{kw(totals.coolingCapacity, capacityDigits)}</TableCell>
            <TableCell className="text-right">{kw(totals.powerInput, 2)}</TableCell>
            <TableCell className="text-right">{fixed(totals.current, 2)}</TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}
