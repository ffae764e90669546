import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompressorFormDialog } from "./compressor-form-dialog";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const existing = [{ id: "c1", model: "4GE-23Y", brand: "Bitzer", type: "reciprocante", refrigerant: "R404A", voltage: "460V", polynomialStats: [] }];

function serve(post: () => Response = () => json({ ...existing[0], id: "c2", warnings: [] }, 201)) {
  const fetch = vi.fn((_url: string, init?: RequestInit) => Promise.resolve(init?.method === "POST" ? post() : json(existing)));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const posts = (fetch: ReturnType<typeof serve>) => fetch.mock.calls.filter(([, init]) => init?.method === "POST");

function open() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CompressorFormDialog open onOpenChange={vi.fn()} />
    </QueryClientProvider>,
  );
}

// Typing in a dialog with five tabs is slow on a shared CI machine.
const SLOW = 30_000;

describe("CompressorFormDialog", () => {
  it("refuses cylinders −4, efficiency 250 % and a length of 1e20 at their fields and sends nothing", async () => {
    const fetch = serve();
    const user = userEvent.setup({ delay: null });
    open();
    await user.type(screen.getByLabelText("Modelo *"), "4VES-10Y");
    await user.click(screen.getByRole("tab", { name: "Técnico" }));
    await user.type(screen.getByLabelText("Cilindros"), "-4");
    await user.click(screen.getByRole("tab", { name: "Motor" }));
    await user.type(screen.getByLabelText("Eficiencia (%)"), "250");
    await user.click(screen.getByRole("tab", { name: "Dimensiones" }));
    await user.type(screen.getByLabelText("Largo (mm)"), "1e20");
    await user.click(screen.getByRole("button", { name: "Guardar" }));

    // The first refused field's tab is shown with its message.
    expect(screen.getByRole("tab", { name: "Técnico" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Cilindros debe ser un número entero de 1 a 16")).toBeInTheDocument();
    expect(screen.getByLabelText("Cilindros")).toHaveAttribute("aria-invalid", "true");
    await user.click(screen.getByRole("tab", { name: "Motor" }));
    expect(screen.getByText("Eficiencia debe ser mayor a 0 y hasta 100 %")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Dimensiones" }));
    expect(screen.getByText("Largo debe ser mayor a 0 y hasta 10000 mm")).toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(0);
  }, SLOW);

  it("limits the model's length and reads a decimal comma in a number field", async () => {
    const fetch = serve();
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(screen.getByLabelText("Modelo *"));
    await user.paste("M".repeat(81));
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(screen.getByText("El modelo no puede tener más de 80 caracteres")).toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(0);

    await user.clear(screen.getByLabelText("Modelo *"));
    await user.type(screen.getByLabelText("Modelo *"), "4VES-10Y");
    await user.click(screen.getByRole("tab", { name: "Técnico" }));
    await user.type(screen.getByLabelText("Desplazamiento (m³/h)"), "45,5");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(posts(fetch)).toHaveLength(1);
    const body = JSON.parse(String(posts(fetch)[0][1]?.body));
    expect(body.technicalData).toEqual({ displacement: 45.5 });
  }, SLOW);

  it("warns before saving the same model of the same brand, and still saves it", async () => {
    const fetch = serve(() => json({ ...existing[0], id: "c2", warnings: [{ code: "compressor.duplicate_model", field: "model", message: "Ya existe un compresor 4GE-23Y de la marca Bitzer" }] }, 201));
    const user = userEvent.setup({ delay: null });
    open();
    await user.type(screen.getByLabelText("Modelo *"), "4ge-23y");
    expect(screen.queryByTestId("duplicate-warning")).toBeNull();
    await user.type(screen.getByLabelText("Marca"), "Bitzer");
    expect(await screen.findByTestId("duplicate-warning")).toHaveTextContent("Ya existe un compresor 4GE-23Y de la marca Bitzer");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(posts(fetch)).toHaveLength(1);
  }, SLOW);

  it("shows a rule the server refuses at its field", async () => {
    serve(() =>
      json({ code: "compressor.phases_not_valid", message: "Fases debe ser 1 o 3", error: "Fases debe ser 1 o 3", field: "motorData.phases" }, 422),
    );
    const user = userEvent.setup({ delay: null });
    open();
    await user.type(screen.getByLabelText("Modelo *"), "X");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    const motor = await screen.findByRole("tabpanel");
    expect(screen.getByRole("tab", { name: "Motor" })).toHaveAttribute("aria-selected", "true");
    expect(within(motor).getByText("Fases debe ser 1 o 3")).toBeInTheDocument();
  }, SLOW);
});
