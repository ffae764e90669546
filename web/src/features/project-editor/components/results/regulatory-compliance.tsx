import type { RegulatoryCompliance, RegulatoryFinding } from "../../types/results";
import { TONE_CLASSES, type Tone } from "../../utils/results-format";
import { ResultCard } from "./result-card";
import { useTextsInUnits } from "../../api/texts-in-units";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { jurisdictionLabel } from "@/lib/jurisdiction";
import { cn } from "@/lib/utils";
import { FINDING_WORDS } from "@/lib/verdict-words";

const NO_TEXTS: string[] = [];

const STATUS: Record<RegulatoryFinding["status"], { label: string; tone: Tone }> = {
  ok: { label: FINDING_WORDS.ok, tone: "green" },
  warning: { label: FINDING_WORDS.warning, tone: "yellow" },
  fail: { label: FINDING_WORDS.fail, tone: "red" },
};

/** "2 no cumplen · 1 requiere atención · 3 cumplen", worst first; what the card's title line says. */
export function regulatorySummary(findings: RegulatoryFinding[]): string {
  const count = (status: RegulatoryFinding["status"]) => findings.filter((f) => f.status === status).length;
  const parts: string[] = [];
  const fail = count("fail");
  const warning = count("warning");
  const ok = count("ok");
  if (fail > 0) parts.push(`${fail} ${fail === 1 ? "no cumple" : "no cumplen"}`);
  if (warning > 0) parts.push(`${warning} ${warning === 1 ? "requiere atención" : "requieren atención"}`);
  if (ok > 0) parts.push(`${ok} ${ok === 1 ? "cumple" : "cumplen"}`);
  return parts.join(" · ");
}

/** 'Cumplimiento normativo': every rule of the jurisdiction checked, each citing its article. */
export function RegulatoryComplianceCard({ compliance }: { compliance: RegulatoryCompliance | undefined }) {
  // The findings' results are recorded with SI figures (kg, m³, kg/m³...); shown in the user's units.
  const messages = useTextsInUnits(compliance?.findings.map((f) => f.message) ?? NO_TEXTS);
  if (!compliance) return null;
  return (
    <ResultCard title="Cumplimiento normativo" testId="regulatory-compliance">
      <p className="text-sm text-muted-foreground" data-testid="regulatory-summary">
        Jurisdicción: {jurisdictionLabel(compliance.jurisdiction)} · Reglas vigentes al {compliance.date}
        {compliance.findings.length > 0 && <> · {regulatorySummary(compliance.findings)}</>}
      </p>
      <div className="overflow-x-auto">
        <Table data-testid="regulatory-findings">
          <TableHeader>
            <TableRow>
              <TableHead>Estado</TableHead>
              <TableHead>Regla</TableHead>
              <TableHead>Resultado</TableHead>
              <TableHead>Fuente</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {compliance.findings.map((finding, i) => {
              const status = STATUS[finding.status];
              return (
                <TableRow key={`${finding.source}-${i}`} data-testid={`regulatory-finding-${i + 1}`} data-status={finding.status}>
                  <TableCell>
                    <span className={cn("whitespace-nowrap rounded px-2 py-0.5 text-xs font-semibold", TONE_CLASSES[status.tone].badge)}>{status.label}</span>
                  </TableCell>
                  <TableCell className="font-medium">{finding.rule}</TableCell>
                  <TableCell className="whitespace-normal text-sm">{messages[i] ?? finding.message}</TableCell>
                  <TableCell className="whitespace-normal text-xs text-muted-foreground">{finding.source}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </ResultCard>
  );
}
