import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CatalogueTab, type CatalogueTabProps } from "./catalogue-tab";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => vi.unstubAllGlobals());

interface Item {
  id: string;
  model: string;
  brand: string;
}

const texts: CatalogueTabProps<Item>["texts"] = {
  searchLabel: "Buscar equipos",
  searchPlaceholder: "Buscar...",
  add: "Agregar Equipo",
  loading: "Cargando equipos...",
  loadFailed: "No se pudieron cargar los equipos",
  empty: "No hay equipos registrados",
  noMatch: "No se encontraron equipos",
  deleted: "Equipo eliminado",
  deleteFailed: "No se pudo eliminar el equipo",
  restored: "Equipo restaurado",
  restoreFailed: "No se pudo restaurar el equipo",
  deleteTitle: "¿Eliminar equipo?",
  deleteDescription: (item) => `Se eliminará el equipo ${item?.model ?? ""}.`,
};

function renderTab(items: Item[], dialog = vi.fn(() => null)) {
  // No session answer: the single-user server, everything allowed.
  vi.stubGlobal("fetch", vi.fn(() => new Promise(() => {})));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CatalogueTab<Item>
        items={{ data: items, isLoading: false, error: null }}
        remove={{ mutateAsync: vi.fn(), isPending: false }}
        restore={{ mutateAsync: vi.fn() }}
        useHistory={() => ({ data: undefined, isLoading: false, error: null })}
        matches={(item, term) => item.model.toLowerCase().includes(term) || item.brand.toLowerCase().includes(term)}
        columns={[
          { head: "Modelo", className: "font-medium", longText: true, cell: (item) => item.model },
          { head: "Marca", right: true, cell: (item) => item.brand },
        ]}
        dialog={dialog}
        texts={texts}
        testIds={{ search: "search", add: "add", table: "table", row: "row" }}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), dialog };
}

describe("CatalogueTab", () => {
  it("shows the kind's columns and filters rows by the kind's match", async () => {
    const { user } = renderTab([
      { id: "1", model: "PX-10", brand: "Alfa" },
      { id: "2", model: "PX-20", brand: "Beta" },
    ]);
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Modelo", "Marca", "Acciones"]);
    expect(within(screen.getAllByTestId("row")[1]).getAllByRole("cell")[1]).toHaveClass("text-right");
    await user.type(screen.getByTestId("search"), " beta ");
    expect(screen.getAllByTestId("row").map((r) => r.textContent)).toEqual(["PX-20Beta"]);
    await user.type(screen.getByTestId("search"), "zzz");
    expect(screen.getByText("No se encontraron equipos")).toBeInTheDocument();
  });

  it("says when there is nothing yet, and opens the kind's dialog to add or edit", async () => {
    const { user, dialog } = renderTab([]);
    expect(screen.getByText("No hay equipos registrados")).toBeInTheDocument();
    await user.click(screen.getByTestId("add"));
    expect(dialog).toHaveBeenLastCalledWith({ open: true, onOpenChange: expect.any(Function), item: null });
  });
});
