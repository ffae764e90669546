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
import { CatalogueTab } from "@/components/common/catalogue-tab";
import { Badge } from "@/components/ui/badge";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { formatIn, unitLabel } from "@/lib/units";

type Filter = ApplicationType | "all";

export function HeatExchangersTab() {
  const [filter, setFilter] = React.useState<Filter>("all");
  return (
    <CatalogueTab<HeatExchanger>
      items={useHeatExchangers()}
      remove={useDeleteHeatExchanger()}
      restore={useRestoreHeatExchanger()}
      useHistory={useHeatExchangerHistory}
      matches={(h, term) =>
        (h.model.toLowerCase().includes(term) || h.brand.toLowerCase().includes(term)) &&
        (filter === "all" || h.applicationType === filter)
      }
      filters={
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
      }
      columns={[
        { head: "Modelo", className: "font-medium", longText: true, cell: (h) => h.model },
        { head: "Marca", longText: true, cell: (h) => h.brand },
        { head: `Capacidad (${unitLabel("capacity")})`, right: true, cell: (h) => formatIn(h.capacityKw, "capacity", { unit: false }) },
        { head: "Tipo de Aplicación", cell: (h) => <Badge variant="outline">{APPLICATION_TYPE_LABELS[h.applicationType]}</Badge> },
        {
          head: `Caída de presión del agua (${unitLabel("pressureDrop")})`,
          right: true,
          cell: (h) =>
            typeof h.pressureDropKpa === "number"
              ? `${formatIn(h.pressureDropKpa, "pressureDrop", { unit: false })} a ${formatIn(h.ratedFlowLmin, "flow")}`
              : "—",
        },
      ]}
      dialog={({ open, onOpenChange, item }) => <HeatExchangerDialog open={open} onOpenChange={onOpenChange} heatExchanger={item} />}
      texts={{
        searchLabel: "Buscar intercambiadores",
        searchPlaceholder: "Buscar por modelo o marca...",
        add: "Agregar Intercambiador",
        loading: "Cargando intercambiadores...",
        loadFailed: "No se pudieron cargar los intercambiadores",
        empty: "No hay intercambiadores registrados",
        noMatch: "No se encontraron intercambiadores",
        deleted: "Intercambiador eliminado",
        deleteFailed: "No se pudo eliminar el intercambiador",
        restored: "Intercambiador restaurado",
        restoreFailed: "No se pudo restaurar el intercambiador",
        deleteTitle: "¿Eliminar intercambiador?",
        deleteDescription: (h) => `Se eliminará el intercambiador ${h?.brand ?? ""} ${h?.model ?? ""} de la biblioteca.`,
      }}
      testIds={{ search: "heat-exchanger-search", add: "add-heat-exchanger", table: "heat-exchangers-table", row: "heat-exchanger-row" }}
    />
  );
}
