// One library tab of catalogue items (condensers, plate heat exchangers):
// search, add, a table with history, edit and delete (undoable) per row.
// What differs between the tabs is named in `CatalogueTabProps`.
import { History, Pencil, Plus, Trash2 } from "lucide-react";
import * as React from "react";
import { SearchInput } from "@/components/common/search-input";
import { ConfirmDeleteDialog } from "@/components/common/confirm-delete-dialog";
import { ItemHistoryDialog } from "@/components/common/item-history-dialog";
import { RefusedNotice } from "@/components/common/refused-notice";
import { useRefusal } from "@/lib/session";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import type { HistoryEntry } from "@/lib/history";
import { cn } from "@/lib/utils";

export interface CatalogueItem {
  id: string;
  model: string;
}

/** One column of the table, before the actions column. */
export interface CatalogueColumn<T> {
  head: React.ReactNode;
  /** Figures: aligned right, heading and cells. */
  right?: boolean;
  /** The cells' own classes. */
  className?: string;
  longText?: boolean;
  cell: (item: T) => React.ReactNode;
}

/** The tab's Spanish wording. */
export interface CatalogueTexts<T> {
  searchLabel: string;
  searchPlaceholder: string;
  /** 'Agregar Condensador'. */
  add: string;
  loading: string;
  loadFailed: string;
  /** No item at all / none matching the search. */
  empty: string;
  noMatch: string;
  deleted: string;
  deleteFailed: string;
  restored: string;
  restoreFailed: string;
  deleteTitle: string;
  /** Of the item pending deletion (null while the dialog closes). */
  deleteDescription: (item: T | null) => string;
}

/** The test ids the browser tests find the tab's parts by. */
export interface CatalogueTestIds {
  search: string;
  add: string;
  table: string;
  row: string;
}

export interface CatalogueTabProps<T extends CatalogueItem> {
  items: { data?: T[]; isLoading: boolean; error: unknown };
  remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };
  restore: { mutateAsync: (id: string) => Promise<unknown> };
  /** The item's history query (`null`: closed). */
  useHistory: (id: string | null) => { data?: HistoryEntry[]; isLoading: boolean; error: unknown };
  /** Whether `item` matches the trimmed, lower-case search `term` (and any filter). */
  matches: (item: T, term: string) => boolean;
  /** Controls shown beside the search (a filter), if any. */
  filters?: React.ReactNode;
  columns: CatalogueColumn<T>[];
  /** The create/edit dialog; `item` is null to create. */
  dialog: (props: { open: boolean; onOpenChange: (open: boolean) => void; item: T | null }) => React.ReactNode;
  texts: CatalogueTexts<T>;
  testIds: CatalogueTestIds;
}

export function CatalogueTab<T extends CatalogueItem>({
  items: query,
  remove,
  restore,
  useHistory,
  matches,
  filters,
  columns,
  dialog,
  texts,
  testIds,
}: CatalogueTabProps<T>) {
  const { data: items = [], isLoading, error } = query;
  const [search, setSearch] = React.useState("");
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const [selected, setSelected] = React.useState<T | null>(null);

  const term = search.trim().toLowerCase();
  const shown = items.filter((item) => matches(item, term));

  const openDialog = (item: T | null) => {
    setSelected(item);
    setDialogOpen(true);
  };

  const refused = useRefusal("editLibrary");
  const [historyOf, setHistoryOf] = React.useState<{ id: string; model: string } | null>(null);
  const history = useHistory(historyOf?.id ?? null);
  const deletion = useConfirmedDelete<T>({
    remove: remove.mutateAsync,
    successTitle: texts.deleted,
    failureMessage: texts.deleteFailed,
    undo: { restore: restore.mutateAsync, restoredTitle: texts.restored, restoreFailureMessage: texts.restoreFailed },
  });

  const searchInput = (
    <SearchInput value={search} onChange={setSearch} label={texts.searchLabel} placeholder={texts.searchPlaceholder} testId={testIds.search} className="sm:max-w-sm" />
  );

  return (
    <div className="space-y-4">
      <RefusedNotice permission="editLibrary" />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        {filters ? (
          <div className="flex w-full flex-col gap-2 sm:flex-row">
            {searchInput}
            {filters}
          </div>
        ) : (
          searchInput
        )}
        <Button onClick={() => openDialog(null)} data-testid={testIds.add} disabled={refused !== undefined} title={refused}>
          <Plus /> {texts.add}
        </Button>
      </div>

      {isLoading ? (
        <p className="py-8 text-center text-muted-foreground">{texts.loading}</p>
      ) : error ? (
        <p className="py-8 text-center text-destructive">{texts.loadFailed}</p>
      ) : (
        <Table data-testid={testIds.table}>
          <TableHeader>
            <TableRow>
              {columns.map((column, i) => (
                <TableHead key={i} className={column.right ? "text-right" : undefined}>
                  {column.head}
                </TableHead>
              ))}
              <TableHead className="text-right">Acciones</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length + 1} className="py-8 text-center text-muted-foreground">
                  {items.length === 0 ? texts.empty : texts.noMatch}
                </TableCell>
              </TableRow>
            ) : (
              shown.map((item) => (
                <TableRow key={item.id} data-testid={testIds.row}>
                  {columns.map((column, i) => (
                    <TableCell key={i} className={cn(column.right && "text-right", column.className)} longText={column.longText}>
                      {column.cell(item)}
                    </TableCell>
                  ))}
                  <TableCell className="whitespace-nowrap text-right">
                    <Button variant="ghost" size="icon" aria-label={`Historial de ${item.model}`} onClick={() => setHistoryOf({ id: item.id, model: item.model })}>
                      <History />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Editar ${item.model}`} onClick={() => openDialog(item)} disabled={refused !== undefined} title={refused}>
                      <Pencil />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Eliminar ${item.model}`} onClick={() => deletion.ask(item)} disabled={refused !== undefined} title={refused}>
                      <Trash2 className="text-destructive" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}

      {dialog({ open: dialogOpen, onOpenChange: setDialogOpen, item: selected })}
      <ConfirmDeleteDialog
        open={deletion.pending !== null}
        onOpenChange={(open) => !open && deletion.cancel()}
        title={texts.deleteTitle}
        description={texts.deleteDescription(deletion.pending)}
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
