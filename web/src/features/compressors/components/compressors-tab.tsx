import { FileDown, FileUp, History, LayoutList, Pencil, Plus, Table2, Trash2, X } from "lucide-react";
import * as React from "react";
import { useDeleteCompressor } from "../api/delete-compressor";
import { useCompressorHistory } from "../api/get-compressor-history";
import { useCompressors, type Compressor } from "../api/get-compressors";
import { useRestoreCompressor } from "../api/restore-compressor";
import { COMPRESSOR_TYPES, TYPE_LABELS } from "../utils/compressor-utils";
import { CompressorFormDialog } from "./compressor-form-dialog";
import { ImportDatasheetDialog } from "./import-datasheet-dialog";
import { ImportPolynomialsDialog } from "./import-polynomials-dialog";
import { PhysicalFaultBadge } from "./physical-faults";
import { PolynomialPanel } from "./polynomial-panel";
import { ItemHistoryDialog } from "@/components/common/item-history-dialog";
import { SearchInput } from "@/components/common/search-input";
import { Badge } from "@/components/ui/badge";
import { RefusedNotice } from "@/components/common/refused-notice";
import { useRefusal } from "@/lib/session";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { deletedToast } from "@/hooks/use-confirmed-delete";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-client";

const ALL = "all";

function PolynomialBadges({ c }: { c: Compressor }) {
  if (c.polynomialStats.length === 0) return <Badge variant="outline">Sin configurar</Badge>;
  return (
    <span className="flex flex-wrap gap-1">
      {c.polynomialStats.map((s) => (
        <Badge key={s.refrigerant} variant="secondary">
          {s.refrigerant} ({s.count})
        </Badge>
      ))}
      <PhysicalFaultBadge faults={c.physicalFaults} />
    </span>
  );
}

interface Actions {
  onEdit: (c: Compressor) => void;
  onDelete: (c: Compressor) => void;
  onImport: (c: Compressor) => void;
  onHistory: (c: Compressor) => void;
}

function ActionButtons({ c, onEdit, onDelete, onImport, onHistory }: { c: Compressor } & Actions) {
  const refused = useRefusal("editLibrary");
  return (
    <span className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={`Historial de ${c.model}`} onClick={() => onHistory(c)}>
        <History />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Importar polinomios de ${c.model}`} onClick={() => onImport(c)} disabled={refused !== undefined} title={refused}>
        <FileUp />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Editar ${c.model}`} onClick={() => onEdit(c)} disabled={refused !== undefined} title={refused}>
        <Pencil />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Eliminar ${c.model}`} onClick={() => onDelete(c)} disabled={refused !== undefined} title={refused}>
        <Trash2 className="text-destructive" />
      </Button>
    </span>
  );
}

export function CompressorsTab() {
  const query = useCompressors();
  // The list arrives after the first screen; its cards render in React's
  // time slices rather than in the one task of the answer's arrival (issue
  // 24: 30 cards blocked a phone's main thread for about 300 ms).
  const loaded = React.useDeferredValue(query.data);
  const compressors = loaded ?? [];
  const error = loaded === undefined ? query.error : null;
  const isLoading = loaded === undefined && !error;
  const refused = useRefusal("editLibrary");
  const remove = useDeleteCompressor();
  const restore = useRestoreCompressor();
  const [search, setSearch] = React.useState("");
  const [type, setType] = React.useState(ALL);
  const [view, setView] = React.useState<"list" | "table">("list");
  const [formOpen, setFormOpen] = React.useState(false);
  const [datasheetOpen, setDatasheetOpen] = React.useState(false);
  const [editing, setEditing] = React.useState<Compressor | null>(null);
  const [importing, setImporting] = React.useState<Compressor | null>(null);

  const term = search.trim().toLowerCase();
  const shown = compressors.filter((c) => c.model.toLowerCase().includes(term) && (type === ALL || c.type === type));

  const onDelete = async (c: Compressor) => {
    try {
      await remove.mutateAsync(c.id);
      // No confirmation (library.md section 2); the deletion is an event, so 'Deshacer' restores it.
      deletedToast(c.id, "Compresor eliminado", c.model, {
        restore: restore.mutateAsync,
        restoredTitle: "Compresor restaurado",
        restoreFailureMessage: "No se pudo restaurar el compresor",
      });
    } catch (e) {
      const message = e instanceof ApiError ? e.serverMessage : undefined;
      toast({ title: "Error", description: message ?? "No se pudo eliminar el compresor", variant: "destructive" });
    }
  };
  const [historyOf, setHistoryOf] = React.useState<Compressor | null>(null);
  const history = useCompressorHistory(historyOf?.id ?? null);
  const actions: Actions = { onEdit: setEditing, onDelete, onImport: setImporting, onHistory: setHistoryOf };

  return (
    <div className="space-y-4">
      <RefusedNotice permission="editLibrary" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <SearchInput value={search} onChange={setSearch} label="Buscar compresores" placeholder="Buscar por modelo..." testId="compressor-search" className="sm:w-72" />
          <Select value={type} onValueChange={setType}>
            <SelectTrigger className="sm:w-44" aria-label="Filtrar por tipo de compresor" data-testid="compressor-type-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todos los tipos</SelectItem>
              {COMPRESSOR_TYPES.map((t) => (
                <SelectItem key={t.value} value={t.value}>
                  {t.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button
            variant="ghost"
            onClick={() => {
              setSearch("");
              setType(ALL);
            }}
          >
            <X /> Limpiar filtros
          </Button>
          <Badge variant="outline" className="whitespace-nowrap" data-testid="compressor-count">
            {shown.length} de {compressors.length}
          </Badge>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="icon" aria-label="Vista de lista" onClick={() => setView("list")} disabled={view === "list"}>
            <LayoutList />
          </Button>
          <Button variant="outline" size="icon" aria-label="Vista de tabla" onClick={() => setView("table")} disabled={view === "table"}>
            <Table2 />
          </Button>
          <Button variant="outline" onClick={() => setDatasheetOpen(true)} data-testid="import-datasheet" disabled={refused !== undefined} title={refused}>
            <FileDown /> Importar Ficha Técnica
          </Button>
          <Button onClick={() => setFormOpen(true)} data-testid="add-compressor" disabled={refused !== undefined} title={refused}>
            <Plus /> Agregar Modelo
          </Button>
        </div>
      </div>

      {isLoading ? (
        <p className="py-8 text-center text-muted-foreground">Cargando biblioteca...</p>
      ) : error ? (
        <p className="py-8 text-center text-destructive">No se pudo cargar la biblioteca de compresores</p>
      ) : shown.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">
          {compressors.length === 0 ? "No hay compresores en la biblioteca" : "No se encontraron compresores"}
        </p>
      ) : view === "list" ? (
        <ul className="grid gap-2" data-testid="compressor-list">
          {shown.map((c) => (
            <li key={c.id} className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="compressor-item">
              <div className="grid min-w-0 gap-1 [overflow-wrap:anywhere]">
                <span className="font-semibold">
                  {c.model} {c.brand && <span className="font-normal text-muted-foreground">· {c.brand}</span>}
                </span>
                <span className="text-sm text-muted-foreground">
                  {TYPE_LABELS[c.type] ?? c.type} · {c.refrigerant} · {c.voltage}
                </span>
                <PolynomialBadges c={c} />
              </div>
              <ActionButtons c={c} {...actions} />
            </li>
          ))}
        </ul>
      ) : (
        <Table data-testid="compressor-table">
          <TableHeader>
            <TableRow>
              <TableHead>Modelo</TableHead>
              <TableHead>Tipo</TableHead>
              <TableHead>Refrigerante</TableHead>
              <TableHead>Voltaje</TableHead>
              <TableHead>Polinomios</TableHead>
              <TableHead className="text-right">Acciones</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="font-medium" longText>
                  {c.model}
                </TableCell>
                <TableCell>{TYPE_LABELS[c.type] ?? c.type}</TableCell>
                <TableCell>{c.refrigerant}</TableCell>
                <TableCell>{c.voltage}</TableCell>
                <TableCell>
                  <PolynomialBadges c={c} />
                </TableCell>
                <TableCell>
                  <ActionButtons c={c} {...actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <CompressorFormDialog open={formOpen} onOpenChange={setFormOpen} />
      <ImportDatasheetDialog open={datasheetOpen} onOpenChange={setDatasheetOpen} />
      <ImportPolynomialsDialog compressor={importing} onOpenChange={(open) => !open && setImporting(null)} />
      <PolynomialPanel compressor={editing} onClose={() => setEditing(null)} />
      <ItemHistoryDialog
        title={historyOf ? `Historial de ${historyOf.model}` : null}
        entries={history.data}
        isLoading={history.isLoading}
        error={history.error}
        onOpenChange={(open) => !open && setHistoryOf(null)}
      />
    </div>
  );
}
