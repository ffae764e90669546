import { Eye } from "lucide-react";
import * as React from "react";
import { useProjectHistory, type ProjectHistoryRow } from "../api/get-project-history";
import type { ProjectListRow } from "../api/get-projects";
import { CompareVersions } from "./compare-versions";
import { IssuedDatasheets } from "./issued-datasheets";
import { VersionView } from "./version-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDateTime } from "@/lib/dates";
import { authorLabel, shownVersionAt } from "@/lib/history";
import { cn } from "@/lib/utils";

interface Props {
  project: ProjectListRow | null;
  onOpenChange: (open: boolean) => void;
}

/** A save (a version of its own); a sheet issued or a deletion is an event of the history but no version. */
const isVersion = (h: ProjectHistoryRow) => h.shownVersion !== null;

/** The row's badge: 'Versión n' for the n-th save (one save, one version, issue 24). */
function badgeOf(h: ProjectHistoryRow): string {
  if (h.shownVersion !== null) return `Versión ${h.shownVersion ?? h.version}`;
  if (h.eventType === "DatasheetGenerated") return "Ficha técnica";
  if (h.eventType === "ProjectDeleted") return "Eliminación";
  return "Cambio sin calcular";
}

function Timeline({ projectId }: { projectId: string }) {
  const { data: history = [], isLoading, error } = useProjectHistory(projectId);
  const [shown, setShown] = React.useState<number | null>(null);

  if (isLoading) return <p className="text-muted-foreground">Cargando historial...</p>;
  if (error) return <p className="text-destructive">No se pudo cargar el historial</p>;

  return (
    <div className="space-y-4">
      <ol className="space-y-2" data-testid="history-timeline">
        {history.map((h) => (
          <li
            key={h.version}
            className={cn("flex items-start justify-between gap-3 rounded-md border p-3", shown === h.version && "border-primary")}
            data-testid="history-row"
          >
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant={isVersion(h) ? "secondary" : "outline"}>{badgeOf(h)}</Badge>
                <span className="text-muted-foreground">{formatDateTime(h.recordedAt)}</span>
                <span className="text-muted-foreground" title={h.actorSubject ?? undefined}>
                  · {authorLabel(h)}
                </span>
              </div>
              <p className="text-sm">{h.summary}</p>
            </div>
            {isVersion(h) && (
              <Button variant="outline" size="sm" onClick={() => setShown(h.version)} aria-label={`Ver versión ${h.shownVersion ?? h.version}`}>
                <Eye /> Ver
              </Button>
            )}
          </li>
        ))}
      </ol>
      {shown !== null && <VersionView projectId={projectId} version={shown} shownVersion={shownVersionAt(history, shown)} />}
    </div>
  );
}

function Compare({ projectId }: { projectId: string }) {
  const { data: history = [], isLoading, error } = useProjectHistory(projectId);
  if (isLoading) return <p className="text-muted-foreground">Cargando historial...</p>;
  if (error) return <p className="text-destructive">No se pudo cargar el historial</p>;
  if (history.length < 2) return <p className="text-sm text-muted-foreground">Este proyecto tiene una sola versión.</p>;
  return <CompareVersions projectId={projectId} history={history} />;
}

/** The audit view of one project: its timeline, any version read only, diffs, and issued sheets. */
export function ProjectHistoryDialog({ project, onOpenChange }: Props) {
  return (
    <Dialog open={project !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Historial de {project?.name}</DialogTitle>
          <DialogDescription>Cada cambio queda registrado con su fecha, su autor y los resultados de su cálculo.</DialogDescription>
        </DialogHeader>
        {project && (
          <Tabs defaultValue="historial">
            <TabsList>
              <TabsTrigger value="historial">Historial</TabsTrigger>
              <TabsTrigger value="comparar">Comparar versiones</TabsTrigger>
              <TabsTrigger value="fichas">Fichas emitidas</TabsTrigger>
            </TabsList>
            <TabsContent value="historial">
              <Timeline projectId={project.id} />
            </TabsContent>
            <TabsContent value="comparar">
              <Compare projectId={project.id} />
            </TabsContent>
            <TabsContent value="fichas">
              <IssuedDatasheets projectId={project.id} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
