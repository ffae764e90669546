import * as React from "react";
import { useProjectDiff } from "../api/get-project-diff";
import { useProjectVersion } from "../api/get-project-version";
import type { ProjectHistoryRow } from "../api/get-project-history";
import { inputRows, resultRows } from "../utils/diff-format";
import { defaultComparison } from "../utils/version-choice";
import { DiffTable } from "./diff-table";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

interface Props {
  projectId: string;
  history: ProjectHistoryRow[];
}

function VersionSelect({ id, label, value, onChange, history }: { id: string; label: string; value: number; onChange: (v: number) => void; history: ProjectHistoryRow[] }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={String(value)} onValueChange={(v) => onChange(Number(v))}>
        <SelectTrigger id={id} className="w-56" aria-label={label}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {history
            .filter((h) => h.shownVersion !== null)
            .map((h) => (
              <SelectItem key={h.version} value={String(h.version)}>
                Versión {h.shownVersion ?? h.version}
              </SelectItem>
            ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Two versions side by side: which inputs changed and how far each result moved. */
export function CompareVersions({ projectId, history }: Props) {
  const initial = defaultComparison(history);
  const [from, setFrom] = React.useState(initial.from);
  const [to, setTo] = React.useState(initial.to);
  const { data: diff, isLoading, error } = useProjectDiff(projectId, from !== to ? { from, to } : null);
  // The later version, to call named items (charge components, findings) by their name.
  const { data: later } = useProjectVersion(projectId, from !== to ? Math.max(from, to) : null);

  return (
    <div className="space-y-4" data-testid="compare-versions">
      <div className="flex flex-wrap gap-4">
        <VersionSelect id="diff-from" label="Versión inicial" value={from} onChange={setFrom} history={history} />
        <VersionSelect id="diff-to" label="Versión final" value={to} onChange={setTo} history={history} />
      </div>
      {from === to ? (
        <p className="text-sm text-muted-foreground">Elija dos versiones distintas para compararlas.</p>
      ) : isLoading ? (
        <p className="text-muted-foreground">Comparando versiones...</p>
      ) : error || !diff ? (
        <p className="text-destructive">No se pudieron comparar las versiones</p>
      ) : (
        <>
          <DiffTable title="Datos de entrada modificados" rows={inputRows(diff.changes, later)} empty="Sin cambios en los datos de entrada." testId="diff-inputs" />
          <DiffTable title="Resultados" rows={resultRows(diff.results, later?.calculationResults)} empty="Sin cambios en los resultados." testId="diff-results" />
        </>
      )}
    </div>
  );
}
