import { useDeleteCondenser } from "../api/delete-condenser";
import { useCondensers, type Condenser } from "../api/get-condensers";
import { useRestoreCondenser } from "../api/restore-condenser";
import { useCondenserHistory } from "../api/get-condenser-history";
import { CondenserDialog } from "./condenser-dialog";
import { CatalogueTab } from "@/components/common/catalogue-tab";
import { Badge } from "@/components/ui/badge";
import { formatQuantity } from "@/lib/format";
import { formatIn, unitLabel } from "@/lib/units";

export function CondensersTab() {
  return (
    <CatalogueTab<Condenser>
      items={useCondensers()}
      remove={useDeleteCondenser()}
      restore={useRestoreCondenser()}
      useHistory={useCondenserHistory}
      matches={(c, term) => c.model.toLowerCase().includes(term)}
      columns={[
        {
          head: "Modelo",
          className: "font-medium",
          longText: true,
          cell: (c) => (
            <span className="flex flex-wrap items-center gap-2">
              {c.model}
              {c.isMicrochannel && <Badge variant="secondary">Microcanal</Badge>}
            </span>
          ),
        },
        { head: `Capacidad (${unitLabel("capacity")})`, right: true, cell: (c) => formatIn(c.capacity, "capacity", { unit: false }) },
        { head: "Ventiladores", right: true, cell: (c) => c.fanCount },
        { head: "Consumo por Ventilador (kW)", right: true, cell: (c) => formatQuantity(c.fanPowerConsumption, "fanPower") },
      ]}
      dialog={({ open, onOpenChange, item }) => <CondenserDialog open={open} onOpenChange={onOpenChange} condenser={item} />}
      texts={{
        searchLabel: "Buscar condensadores",
        searchPlaceholder: "Buscar por modelo...",
        add: "Agregar Condensador",
        loading: "Cargando condensadores...",
        loadFailed: "No se pudieron cargar los condensadores",
        empty: "No hay condensadores registrados",
        noMatch: "No se encontraron condensadores",
        deleted: "Condensador eliminado",
        deleteFailed: "No se pudo eliminar el condensador",
        restored: "Condensador restaurado",
        restoreFailed: "No se pudo restaurar el condensador",
        deleteTitle: "¿Eliminar condensador?",
        deleteDescription: (c) => `Se eliminará el condensador ${c?.model ?? ""} de la biblioteca. Los proyectos ya calculados conservan sus datos.`,
      }}
      testIds={{ search: "condenser-search", add: "add-condenser", table: "condensers-table", row: "condenser-row" }}
    />
  );
}
