import { Copy, FileDown, History, Pencil, Trash2 } from "lucide-react";
import type { ProjectListRow } from "../api/get-projects";
import { compressorCountLabel, equipmentTypeLabel, formatKw } from "../utils/project-format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/dates";
import { formatWithUnit } from "@/lib/format";
import { useRefusal } from "@/lib/session";

interface Props {
  project: ProjectListRow;
  onPdf: () => void;
  pdfPending: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  duplicatePending: boolean;
  onDelete: () => void;
  onHistory: () => void;
}

/** One saved project: what it is, its last calculation, and what can be done with it. */
export function ProjectCard({ project: p, onPdf, pdfPending, onEdit, onDuplicate, duplicatePending, onDelete, onHistory }: Props) {
  const refused = useRefusal("editProjects");
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-lg border p-4 shadow-sm" data-testid="project-card" data-id={p.id}>
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {/* Long names wrap, never cut: two projects may differ only at the end. */}
          <h3 className="text-lg font-bold [overflow-wrap:anywhere]" data-testid="project-card-name">
            {p.name}
          </h3>
          <p className="text-sm text-muted-foreground">Creado: {formatDate(p.createdAt)}</p>
        </div>
        {p.isPro && <Badge data-testid="pro-badge">PRO</Badge>}
      </header>
      <div className="flex flex-wrap gap-2 text-sm">
        <Badge variant="secondary" data-testid="equipment-type">
          {equipmentTypeLabel(p.equipmentType)}
        </Badge>
        {p.refrigerant && <Badge variant="outline">{p.refrigerant}</Badge>}
        <Badge variant="outline" data-testid="compressor-count">
          {compressorCountLabel(p.compressorCount)}
        </Badge>
      </div>
      {p.summary ? (
        <div className="text-sm" data-testid="calculation-summary">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            {/* The figure the sheet judges the equipment against; a bare compressor, judged against none, shows its own. */}
            {p.summary.requiredCapacity != null ? (
              <>
                <dt className="text-muted-foreground">Capacidad requerida</dt>
                <dd className="text-right tabular-nums">{formatKw(p.summary.requiredCapacity, "capacity")}</dd>
              </>
            ) : (
              <>
                <dt className="text-muted-foreground">Capacidad frigorífica</dt>
                <dd className="text-right tabular-nums">{formatKw(p.summary.coolingCapacity, "capacity")}</dd>
              </>
            )}
            <dt className="text-muted-foreground">Potencia</dt>
            <dd className="text-right tabular-nums">{formatKw(p.summary.powerInput, "power")}</dd>
            <dt className="text-muted-foreground">Corriente</dt>
            <dd className="text-right tabular-nums">{formatWithUnit(p.summary.current, "current", "A")}</dd>
          </dl>
          <p className="text-xs text-muted-foreground">Calculado: {formatDate(p.summary.calculatedAt)}</p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="calculation-summary">
          Sin cálculo
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-1">
        <Button variant="outline" size="sm" onClick={onPdf} disabled={pdfPending || refused !== undefined} title={refused} aria-label={`Generar PDF de ${p.name}`}>
          <FileDown /> {pdfPending ? "Generando..." : "PDF"}
        </Button>
        <Button variant="outline" size="sm" onClick={onHistory} aria-label={`Historial de ${p.name}`}>
          <History /> Historial
        </Button>
        <Button variant="ghost" size="icon" onClick={onEdit} disabled={refused !== undefined} aria-label={`Editar ${p.name}`} title={refused ?? "Editar"}>
          <Pencil />
        </Button>
        <Button variant="ghost" size="icon" onClick={onDuplicate} disabled={duplicatePending || refused !== undefined} aria-label={`Duplicar ${p.name}`} title={refused ?? "Duplicar"}>
          <Copy />
        </Button>
        <Button variant="ghost" size="icon" onClick={onDelete} disabled={refused !== undefined} aria-label={`Eliminar ${p.name}`} title={refused ?? "Eliminar"}>
          <Trash2 className="text-destructive" />
        </Button>
      </div>
    </article>
  );
}
