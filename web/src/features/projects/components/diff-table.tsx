import type { DiffRow } from "../utils/diff-format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

interface Props {
  title: string;
  rows: DiffRow[];
  empty: string;
  testId: string;
}

/** Changed figures between two versions: before, after, and the change. */
export function DiffTable({ title, rows, empty, testId }: Props) {
  return (
    <div className="space-y-2">
      <h4 className="font-semibold">{title}</h4>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <Table data-testid={testId}>
          <TableHeader>
            <TableRow>
              <TableHead>Campo</TableHead>
              <TableHead className="text-right">Antes</TableHead>
              <TableHead className="text-right">Después</TableHead>
              <TableHead className="text-right">Cambio</TableHead>
              <TableHead className="whitespace-nowrap text-right">Cambio %</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.path} data-testid="diff-row">
                <TableCell title={row.path}>{row.label}</TableCell>
                <TableCell className="text-right">{row.before}</TableCell>
                <TableCell className="text-right">{row.after}</TableCell>
                <TableCell className="whitespace-nowrap text-right">{row.delta}</TableCell>
                <TableCell className="whitespace-nowrap text-right font-medium">{row.deltaPct}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
