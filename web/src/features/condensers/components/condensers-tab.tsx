import { History, Pencil, Plus, Trash2 } from "lucide-react";
import * as React from "react";
import { useDeleteCondenser } from "../api/delete-condenser";
import { useCondensers, type Condenser } from "../api/get-condensers";
import { useRestoreCondenser } from "../api/restore-condenser";
import { useCondenserHistory } from "../api/get-condenser-history";
import { CondenserDialog } from "./condenser-dialog";
import { SearchInput } from "@/components/common/search-input";
import { ConfirmDeleteDialog } from "@/components/common/confirm-delete-dialog";
import { ItemHistoryDialog } from "@/components/common/item-history-dialog";
import { Badge } from "@/components/ui/badge";
import { RefusedNotice } from "@/components/common/refused-notice";
import { useRefusal } from "@/lib/session";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import { formatQuantity } from "@/lib/format";
import { formatIn, unitLabel } from "@/lib/units";

export function CondensersTab() {
  const { data: condensers = [], isLoading, error } = useCondensers();
  const remove = useDeleteCondenser();
  const restore = useRestoreCondenser();
  const [search, setSearch] = React.useState("");
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const [selected, setSelected] = React.useState<Condenser | null>(null);

  const term = search.trim().toLowerCase();
  const shown = condensers.filter((c) => c.model.toLowerCase().includes(term));

  const openDialog = (condenser: Condenser | null) => {
    setSelected(condenser);
    setDialogOpen(true);
  };

  const refused = useRefusal("editLibrary");
  const [historyOf, setHistoryOf] = React.useState<{ id: string; model: string } | null>(null);
  const history = useCondenserHistory(historyOf?.id ?? null);
  const deletion = useConfirmedDelete<Condenser>({
    remove: remove.mutateAsync,
    successTitle: "Condensador eliminado",
    failureMessage: "No se pudo eliminar el condensador",
    undo: { restore: restore.mutateAsync, restoredTitle: "Condensador restaurado", restoreFailureMessage: "No se pudo restaurar el condensador" },
  });

  return (
    <div className="space-y-4">
      <RefusedNotice permission="editLibrary" />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput value={search} onChange={setSearch} label="Buscar condensadores" placeholder="Buscar por modelo..." testId="condenser-search" className="sm:max-w-sm" />
        <Button onClick={() => openDialog(null)} data-testid="add-condenser" disabled={refused !== undefined} title={refused}>
          <Plus /> Agregar Condensador
        </Button>
      </div>

      {isLoading ? (
        <p className="py-8 text-center text-muted-foreground">Cargando condensadores...</p>
      ) : error ? (
        <p className="py-8 text-center text-destructive">No se pudieron cargar los condensadores</p>
      ) : (
        <Table data-testid="condensers-table">
          <TableHeader>
            <TableRow>
              <TableHead>Modelo</TableHead>
              <TableHead className="text-right">Capacidad ({unitLabel("capacity")})</TableHead>
              <TableHead className="text-right">Ventiladores</TableHead>
              <TableHead className="text-right">Consumo por Ventilador (kW)</TableHead>
              <TableHead className="text-right">Acciones</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="py-8 text-center text-muted-foreground">
                  {condensers.length === 0 ? "No hay condensadores registrados" : "No se encontraron condensadores"}
                </TableCell>
              </TableRow>
            ) : (
              shown.map((c) => (
                <TableRow key={c.id} data-testid="condenser-row">
                  <TableCell className="font-medium" longText>
                    <span className="flex flex-wrap items-center gap-2">
                      {c.model}
                      {c.isMicrochannel && <Badge variant="secondary">Microcanal</Badge>}
                    </span>
                  </TableCell>
                  <TableCell className="text-right">{formatIn(c.capacity, "capacity", { unit: false })}</TableCell>
                  <TableCell className="text-right">{c.fanCount}</TableCell>
                  <TableCell className="text-right">{formatQuantity(c.fanPowerConsumption, "fanPower")}</TableCell>
                  <TableCell className="whitespace-nowrap text-right">
                    <Button variant="ghost" size="icon" aria-label={`Historial de ${c.model}`} onClick={() => setHistoryOf({ id: c.id, model: c.model })}>
                      <History />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Editar ${c.model}`} onClick={() => openDialog(c)} disabled={refused !== undefined} title={refused}>
                      <Pencil />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Eliminar ${c.model}`} onClick={() => deletion.ask(c)} disabled={refused !== undefined} title={refused}>
                      <Trash2 className="text-destructive" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}

      <CondenserDialog open={dialogOpen} onOpenChange={setDialogOpen} condenser={selected} />
      <ConfirmDeleteDialog
        open={deletion.pending !== null}
        onOpenChange={(open) => !open && deletion.cancel()}
        title="¿Eliminar condensador?"
        description={`Se eliminará el condensador ${deletion.pending?.model ?? ""} de la biblioteca. Los proyectos ya calculados conservan sus datos.`}
        onConfirm={deletion.confirm}
        pending={remove.isPending}
      />
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
