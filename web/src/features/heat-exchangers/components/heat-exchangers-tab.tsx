import { History, Pencil, Plus, Trash2 } from "lucide-react";
import * as React from "react";
import { useDeleteHeatExchanger } from "../api/delete-heat-exchanger";
import {
  APPLICATION_TYPE_LABELS,
  useHeatExchangers,
  type ApplicationType,
  type HeatExchanger,
} from "../api/get-heat-exchangers";
import { useRestoreHeatExchanger } from "../api/restore-heat-exchanger";
import { useHeatExchangerHistory } from "../api/get-heat-exchanger-history";
import { HeatExchangerDialog } from "./heat-exchanger-dialog";
import { SearchInput } from "@/components/common/search-input";
import { ConfirmDeleteDialog } from "@/components/common/confirm-delete-dialog";
import { ItemHistoryDialog } from "@/components/common/item-history-dialog";
import { Badge } from "@/components/ui/badge";
import { RefusedNotice } from "@/components/common/refused-notice";
import { useRefusal } from "@/lib/session";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import { formatIn, unitLabel } from "@/lib/units";

type Filter = ApplicationType | "all";

export function HeatExchangersTab() {
  const { data: items = [], isLoading, error } = useHeatExchangers();
  const remove = useDeleteHeatExchanger();
  const restore = useRestoreHeatExchanger();
  const [search, setSearch] = React.useState("");
  const [filter, setFilter] = React.useState<Filter>("all");
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const [selected, setSelected] = React.useState<HeatExchanger | null>(null);

  const term = search.trim().toLowerCase();
  const shown = items.filter(
    (h) =>
      (h.model.toLowerCase().includes(term) || h.brand.toLowerCase().includes(term)) &&
      (filter === "all" || h.applicationType === filter),
  );

  const openDialog = (item: HeatExchanger | null) => {
    setSelected(item);
    setDialogOpen(true);
  };

  const refused = useRefusal("editLibrary");
  const [historyOf, setHistoryOf] = React.useState<{ id: string; model: string } | null>(null);
  const history = useHeatExchangerHistory(historyOf?.id ?? null);
  const deletion = useConfirmedDelete<HeatExchanger>({
    remove: remove.mutateAsync,
    successTitle: "Intercambiador eliminado",
    failureMessage: "No se pudo eliminar el intercambiador",
    undo: { restore: restore.mutateAsync, restoredTitle: "Intercambiador restaurado", restoreFailureMessage: "No se pudo restaurar el intercambiador" },
  });

  return (
    <div className="space-y-4">
      <RefusedNotice permission="editLibrary" />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex w-full flex-col gap-2 sm:flex-row">
          <SearchInput value={search} onChange={setSearch} label="Buscar intercambiadores" placeholder="Buscar por modelo o marca..." testId="heat-exchanger-search" className="sm:max-w-sm" />
          <Select value={filter} onValueChange={(v) => setFilter(v as Filter)}>
            <SelectTrigger className="sm:w-44" aria-label="Filtrar por tipo de aplicación" data-testid="application-type-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">Todos</SelectItem>
              {(Object.keys(APPLICATION_TYPE_LABELS) as ApplicationType[]).map((type) => (
                <SelectItem key={type} value={type}>
                  {APPLICATION_TYPE_LABELS[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button onClick={() => openDialog(null)} data-testid="add-heat-exchanger" disabled={refused !== undefined} title={refused}>
          <Plus /> Agregar Intercambiador
        </Button>
      </div>

      {isLoading ? (
        <p className="py-8 text-center text-muted-foreground">Cargando intercambiadores...</p>
      ) : error ? (
        <p className="py-8 text-center text-destructive">No se pudieron cargar los intercambiadores</p>
      ) : (
        <Table data-testid="heat-exchangers-table">
          <TableHeader>
            <TableRow>
              <TableHead>Modelo</TableHead>
              <TableHead>Marca</TableHead>
              <TableHead className="text-right">Capacidad ({unitLabel("capacity")})</TableHead>
              <TableHead>Tipo de Aplicación</TableHead>
              <TableHead className="text-right">Acciones</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="py-8 text-center text-muted-foreground">
                  {items.length === 0 ? "No hay intercambiadores registrados" : "No se encontraron intercambiadores"}
                </TableCell>
              </TableRow>
            ) : (
              shown.map((h) => (
                <TableRow key={h.id} data-testid="heat-exchanger-row">
                  <TableCell className="font-medium" longText>
                    {h.model}
                  </TableCell>
                  <TableCell longText>{h.brand}</TableCell>
                  <TableCell className="text-right">{formatIn(h.capacityKw, "capacity", { unit: false })}</TableCell>
                  <TableCell>
                    <Badge variant="outline">{APPLICATION_TYPE_LABELS[h.applicationType]}</Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-right">
                    <Button variant="ghost" size="icon" aria-label={`Historial de ${h.model}`} onClick={() => setHistoryOf({ id: h.id, model: h.model })}>
                      <History />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Editar ${h.model}`} onClick={() => openDialog(h)} disabled={refused !== undefined} title={refused}>
                      <Pencil />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Eliminar ${h.model}`} onClick={() => deletion.ask(h)} disabled={refused !== undefined} title={refused}>
                      <Trash2 className="text-destructive" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}

      <HeatExchangerDialog open={dialogOpen} onOpenChange={setDialogOpen} heatExchanger={selected} />
      <ConfirmDeleteDialog
        open={deletion.pending !== null}
        onOpenChange={(open) => !open && deletion.cancel()}
        title="¿Eliminar intercambiador?"
        description={`Se eliminará el intercambiador ${deletion.pending?.brand ?? ""} ${deletion.pending?.model ?? ""} de la biblioteca.`}
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
