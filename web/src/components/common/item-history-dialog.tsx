import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatDateTime } from "@/lib/dates";
import { authorLabel, type HistoryEntry } from "@/lib/history";

interface Props {
  /** e.g. 'Historial de CMC-120'; the dialog is open while it is set. */
  title: string | null;
  entries: HistoryEntry[] | undefined;
  isLoading: boolean;
  error: unknown;
  onOpenChange: (open: boolean) => void;
}

/** Who changed a library item, when, and how: one line per recorded event. */
export function ItemHistoryDialog({ title, entries, isLoading, error, onOpenChange }: Props) {
  return (
    <Dialog open={title !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Cada cambio queda registrado con su fecha y su autor.</DialogDescription>
        </DialogHeader>
        <HistoryList entries={entries} isLoading={isLoading} error={error} />
      </DialogContent>
    </Dialog>
  );
}

/** One line per recorded event: version, when, who (with the e-mail of a
 * signed-in author), and what. */
export function HistoryList({ entries, isLoading, error }: Pick<Props, "entries" | "isLoading" | "error">) {
  if (isLoading) return <p className="text-muted-foreground">Cargando historial...</p>;
  if (error || !entries) return <p className="text-destructive">No se pudo cargar el historial</p>;
  return (
    <ol className="max-h-[60vh] space-y-2 overflow-y-auto" data-testid="item-history">
      {entries.map((h) => (
        <li key={h.version} className="space-y-1 rounded-md border p-3" data-testid="item-history-row">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="secondary">Versión {h.version}</Badge>
            <span className="text-muted-foreground">{formatDateTime(h.recordedAt)}</span>
            <span className="text-muted-foreground" title={h.actorSubject ?? undefined}>
              · {authorLabel(h)}
            </span>
          </div>
          <p className="text-sm">{h.summary}</p>
        </li>
      ))}
    </ol>
  );
}
