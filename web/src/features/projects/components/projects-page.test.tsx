import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProjectListRow } from "../api/get-projects";
import { ProjectsPage } from "./projects-page";
import { Toaster } from "@/components/ui/toaster";
import { resetToasts } from "@/hooks/use-toast";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const row = (id: string, name: string, equipmentType: ProjectListRow["equipmentType"]): ProjectListRow => ({
  id,
  name,
  equipmentType,
  refrigerant: "R404A",
  compressorCount: 2,
  isPro: false,
  createdAt: "2026-03-02T10:00:00Z",
  updatedAt: "2026-03-02T10:00:00Z",
  version: 2,
  summary: {
    coolingCapacity: 21_500,
    ...(equipmentType === "motocompresora" ? {} : { requiredCapacity: 20_000 }),
    powerInput: 9_800,
    current: 15.2,
    calculatedAt: "2026-03-02T10:00:00Z",
  },
});

type Handler = (url: string, init?: RequestInit) => Response | undefined;

function serve(projects: ProjectListRow[], handler: Handler = () => undefined) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = handler(url, init);
    if (answer) return answer;
    if (url === "/api/projects" && !init?.method) return new Response(JSON.stringify(projects));
    return new Response("", { status: 404, statusText: "Not Found" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function renderPage() {
  const rootRoute = createRootRoute({ component: ProjectsPage });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ["/proyectos"] }) });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const cards = () => screen.queryAllByTestId("project-card");

describe("ProjectsPage", () => {
  it("says it is loading, then shows each project's card with its figures in kW", async () => {
    serve([row("a", "Rack Norte", "rack")]);
    await renderPage();
    expect(await screen.findByText("Cargando proyectos...")).toBeInTheDocument();
    const card = await screen.findByTestId("project-card");
    expect(within(card).getByText("Rack de Compresores")).toBeInTheDocument();
    expect(within(card).getByText("2 compresores")).toBeInTheDocument();
    // Each figure says what it is.
    const summary = within(card).getByTestId("calculation-summary");
    const pairs = [...summary.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent?.replace(/\s+/g, " ")]);
    // The capacity is the one the sheet judges the rack against, not its compressors'.
    expect(pairs).toEqual([
      ["Capacidad requerida", "20.00 kW"],
      ["Potencia", "9.80 kW"],
      ["Corriente", "15.20 A"],
    ]);
    expect(within(card).getByText("Creado: 02/03/2026")).toBeInTheDocument();
  });

  it("shows a bare compressor's own capacity, as nothing is judged against a requirement", async () => {
    serve([row("m", "Moto Túnel", "motocompresora")]);
    await renderPage();
    const summary = within(await screen.findByTestId("project-card")).getByTestId("calculation-summary");
    expect(summary.querySelector("dt")?.textContent).toBe("Capacidad frigorífica");
    expect(summary).toHaveTextContent("21.50 kW");
  });

  it("shows a long name whole, wrapped rather than cut", async () => {
    const name = "Rack Supermercado La Central Sucursal Norte Ampliación 2026 Circuito de Congelados";
    serve([row("a", name, "rack")]);
    await renderPage();
    const heading = await screen.findByTestId("project-card-name");
    expect(heading).toHaveTextContent(name);
    expect(heading.className).not.toMatch(/truncate|line-clamp/);
    expect(heading.className).toContain("[overflow-wrap:anywhere]");
  });

  it("shows the empty state when nothing matches the search", async () => {
    serve([row("a", "Rack Norte", "rack"), row("b", "Chiller Sur", "chiller")]);
    const user = await renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.type(screen.getByTestId("project-search"), "sur");
    expect(cards()).toHaveLength(1);
    await user.type(screen.getByTestId("project-search"), "xyz");
    expect(screen.getByText("No se encontraron proyectos")).toBeInTheDocument();
  });

  it("shows the server's Spanish message when the sheet cannot be generated yet", async () => {
    serve([row("a", "Rack Norte", "rack")], (url) =>
      url === "/api/projects/a/generate-pdf"
        ? new Response(JSON.stringify({ code: "not_implemented", message: "La ficha técnica en PDF aún no está disponible" }), { status: 501 })
        : undefined,
    );
    const user = await renderPage();
    await user.click(await screen.findByRole("button", { name: "Generar PDF de Rack Norte" }));
    const toast = await screen.findByTestId("toast");
    expect(toast).toHaveTextContent("Error");
    expect(toast).toHaveTextContent("La ficha técnica en PDF aún no está disponible");
  });

  it("duplicates, says so, and refreshes the list from the server", async () => {
    const projects = [row("a", "Rack Norte", "rack")];
    const fetchMock = serve(projects, (url, init) => {
      if (url === "/api/projects/a/duplicate" && init?.method === "POST") {
        projects.push(row("c", "Rack Norte (Copia)", "rack"));
        return new Response(JSON.stringify({ ...projects[1] }), { status: 201 });
      }
      return undefined;
    });
    const user = await renderPage();
    await user.click(await screen.findByRole("button", { name: "Duplicar Rack Norte" }));
    expect(await screen.findByText("Proyecto duplicado")).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole("heading", { name: "Rack Norte (Copia)" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/projects")).toHaveLength(2);
  });
});
