import { CheckCircle2, Download, Loader2, ShieldCheck, XCircle } from "lucide-react";
import * as React from "react";
import { datasheetPdfUrl, useProjectDatasheets } from "../api/get-project-datasheets";
import { useProjectHistory } from "../api/get-project-history";
import { codeProblem, normalizeCode, verifyFailure, VERIFYING } from "../utils/verification-code";
import { useRegenerateDatasheet, type DatasheetCheck } from "../api/regenerate-datasheet";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/dates";
import { shownVersionAt } from "@/lib/history";
import { cn } from "@/lib/utils";

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

/** The sheets issued for a project, each downloadable and verifiable, also by the code on a printed copy. */
export function IssuedDatasheets({ projectId }: { projectId: string }) {
  const { data: sheets = [], isLoading, error } = useProjectDatasheets(projectId);
  const regenerate = useRegenerateDatasheet();
  // A sheet's version as the history numbers it: the save it printed (one save, one version).
  const { data: history = [] } = useProjectHistory(projectId);
  const versionOf = (sequence: number) => shownVersionAt(history, sequence);
  const [checks, setChecks] = React.useState<Record<string, DatasheetCheck>>({});
  const [code, setCode] = React.useState("");

  const verify = async (id: string) => {
    try {
      const check = await regenerate.mutateAsync(id);
      setChecks((c) => ({ ...c, [id]: check }));
      return check;
    } catch (e) {
      toast({ title: "Error", description: verifyFailure(e), variant: "destructive" });
    }
  };

  // The code of a printed copy: the server finds the sheet; the answer shows beside the form (a toast would hide behind the history dialog).
  const [codeAnswer, setCodeAnswer] = React.useState<{ ok: boolean; text: string } | null>(null);
  const [checkingCode, setCheckingCode] = React.useState(false);
  const verifyCode = async (event: React.FormEvent) => {
    event.preventDefault();
    const typed = normalizeCode(code);
    const problem = codeProblem(typed);
    if (problem) {
      setCodeAnswer({ ok: false, text: problem });
      return;
    }
    setCodeAnswer(null);
    const row = sheets.find((s) => s.verificationCode === typed);
    setCheckingCode(true);
    try {
      const check = await regenerate.mutateAsync(row?.id ?? typed);
      if (row) setChecks((c) => ({ ...c, [row.id]: check }));
      const where = row ? `versión ${versionOf(row.projectVersion)} de este proyecto` : "de otro proyecto";
      setCodeAnswer({
        ok: check.identical,
        text: `Ficha ${typed} (${where}): ${check.identical ? "idéntica a la emitida" : "difiere de la emitida"}.`,
      });
    } catch (e) {
      const notFound = e instanceof ApiError && e.status === 404;
      setCodeAnswer({
        ok: false,
        text: notFound ? `Ninguna ficha emitida tiene el código ${typed}. Revise el código impreso al pie de la ficha.` : verifyFailure(e),
      });
    } finally {
      setCheckingCode(false);
    }
  };

  if (isLoading) return <p className="text-muted-foreground">Cargando fichas emitidas...</p>;
  if (error) return <p className="text-destructive">No se pudieron cargar las fichas emitidas</p>;
  if (sheets.length === 0) return <p className="text-sm text-muted-foreground">Aún no se ha emitido ninguna ficha técnica de este proyecto.</p>;

  return (
    <div className="space-y-3">
      <form className="flex flex-wrap items-end gap-2" onSubmit={verifyCode} data-testid="verify-by-code">
        <div className="space-y-1">
          <Label htmlFor="verification-code">Código de verificación</Label>
          <Input
            id="verification-code"
            className="w-40 font-mono"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setCodeAnswer(null);
            }}
            placeholder="0B5C-3E7E"
          />
        </div>
        <Button type="submit" variant="outline" size="sm" disabled={!normalizeCode(code) || regenerate.isPending}>
          {checkingCode ? <Loader2 className="animate-spin" /> : <ShieldCheck />} {checkingCode ? "Verificando…" : "Verificar código"}
        </Button>
        <p
          role="status"
          className={cn("basis-full text-sm", checkingCode ? "text-muted-foreground" : codeAnswer?.ok ? "text-green-700 dark:text-green-400" : "text-destructive")}
          data-testid="code-answer"
        >
          {checkingCode ? VERIFYING : (codeAnswer?.text ?? "")}
        </p>
      </form>
    <Table data-testid="issued-datasheets">
      <TableHeader>
        <TableRow>
          <TableHead>Emitida</TableHead>
          <TableHead className="text-right">Versión</TableHead>
          <TableHead>Código</TableHead>
          <TableHead>SHA-256</TableHead>
          <TableHead className="text-right">Acciones</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sheets.map((s) => (
          <TableRow key={s.id} data-testid="datasheet-row">
            <TableCell>{formatDateTime(s.issuedAt)}</TableCell>
            <TableCell className="text-right">{versionOf(s.projectVersion)}</TableCell>
            <TableCell className="font-mono text-xs">{s.verificationCode}</TableCell>
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
                  {regenerate.isPending && regenerate.variables === s.id ? (
                    <>
                      <Loader2 className="animate-spin" /> Verificando…
                    </>
                  ) : (
                    <>
                      <ShieldCheck /> Verificar
                    </>
                  )}
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
    </div>
  );
}
