import { CheckCircle2, Download, ShieldCheck, XCircle } from "lucide-react";
import * as React from "react";
import { datasheetPdfUrl, useProjectDatasheets } from "../api/get-project-datasheets";
import { useRegenerateDatasheet, type DatasheetCheck } from "../api/regenerate-datasheet";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/dates";

function CheckResult({ check }: { check: DatasheetCheck }) {
  const Icon = check.identical ? CheckCircle2 : XCircle;
  return (
    <span
      className={check.identical ? "flex items-center gap-1 text-green-700 dark:text-green-400" : "flex items-center gap-1 text-destructive"}
      data-testid="datasheet-check"
      title={`SHA-256 original ${check.originalSha256} · regenerado ${check.sha256} · ${check.originalRenderer} / ${check.renderer}`}
    >
      <Icon className="size-4" /> Idéntica: {check.identical ? "Sí" : "No"}
    </span>
  );
}

/** The sheets issued for a project, each downloadable and verifiable. */
export function IssuedDatasheets({ projectId }: { projectId: string }) {
  const { data: sheets = [], isLoading, error } = useProjectDatasheets(projectId);
  const regenerate = useRegenerateDatasheet();
  const [checks, setChecks] = React.useState<Record<string, DatasheetCheck>>({});

  const verify = async (id: string) => {
    try {
      const check = await regenerate.mutateAsync(id);
      setChecks((c) => ({ ...c, [id]: check }));
    } catch (e) {
      const message = e instanceof ApiError ? e.serverMessage : undefined;
      toast({ title: "Error", description: message ?? "No se pudo verificar la ficha", variant: "destructive" });
    }
  };

  if (isLoading) return <p className="text-muted-foreground">Cargando fichas emitidas...</p>;
  if (error) return <p className="text-destructive">No se pudieron cargar las fichas emitidas</p>;
  if (sheets.length === 0) return <p className="text-sm text-muted-foreground">Aún no se ha emitido ninguna ficha técnica de este proyecto.</p>;

  return (
    <Table data-testid="issued-datasheets">
      <TableHeader>
        <TableRow>
          <TableHead>Emitida</TableHead>
          <TableHead className="text-right">Versión</TableHead>
          <TableHead>SHA-256</TableHead>
          <TableHead className="text-right">Acciones</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sheets.map((s) => (
          <TableRow key={s.id} data-testid="datasheet-row">
            <TableCell>{formatDateTime(s.issuedAt)}</TableCell>
            <TableCell className="text-right">{s.projectVersion}</TableCell>
            <TableCell className="font-mono text-xs" title={s.sha256}>
              {s.sha256.slice(0, 16)}…
            </TableCell>
            <TableCell>
              <div className="flex items-center justify-end gap-2">
                {checks[s.id] && <CheckResult check={checks[s.id]} />}
                <Button variant="outline" size="sm" asChild>
                  <a href={datasheetPdfUrl(s.id)} download={s.fileName}>
                    <Download /> Descargar
                  </a>
                </Button>
                <Button variant="outline" size="sm" onClick={() => verify(s.id)} disabled={regenerate.isPending && regenerate.variables === s.id}>
                  <ShieldCheck /> Verificar
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
