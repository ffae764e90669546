import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeatExchangerDialog } from "./heat-exchanger-dialog";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => vi.unstubAllGlobals());

const existing = [{ id: "h1", model: "B25T", brand: "SWEP", capacityKw: 45.5, applicationType: "cooling", notes: null }];

describe("HeatExchangerDialog", () => {
  it("warns, before saving, that the brand already has this model", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response(JSON.stringify(existing), { headers: { "Content-Type": "application/json" } }))));
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <HeatExchangerDialog open onOpenChange={vi.fn()} />
      </QueryClientProvider>,
    );
    await user.type(screen.getByLabelText("Modelo"), "b25t ");
    expect(screen.queryByTestId("duplicate-warning")).toBeNull();
    await user.type(screen.getByLabelText("Marca"), "swep");
    expect(await screen.findByTestId("duplicate-warning")).toHaveTextContent("Ya existe un intercambiador B25T de la marca SWEP");
    await user.clear(screen.getByLabelText("Marca"));
    await user.type(screen.getByLabelText("Marca"), "Alfa Laval");
    expect(screen.queryByTestId("duplicate-warning")).toBeNull();
  }, 20_000);

  it("sends the water pressure drop and its flow typed in the dialog, and refuses one without the other", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init?: RequestInit) => {
        if (init?.method === "PATCH") {
          sent.push(JSON.parse(String(init.body)));
          return Promise.resolve(new Response(JSON.stringify({ ...existing[0], warnings: [] }), { headers: { "Content-Type": "application/json" } }));
        }
        return Promise.resolve(new Response(JSON.stringify(existing), { headers: { "Content-Type": "application/json" } }));
      }),
    );
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <HeatExchangerDialog open onOpenChange={vi.fn()} heatExchanger={existing[0] as never} />
      </QueryClientProvider>,
    );
    await user.type(screen.getByLabelText("Caída de presión del agua (kPa)"), "25");
    await user.click(screen.getByRole("button", { name: "Actualizar" }));
    expect(await screen.findByText("Indique el caudal de agua al que el fabricante da la caída de presión")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText("Caudal de agua de esa caída (L/min)"), "86");
    await user.click(screen.getByRole("button", { name: "Actualizar" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ model: "B25T", capacityKw: 45.5, applicationType: "cooling", pressureDropKpa: 25, ratedFlowLmin: 86 });
  }, 20_000);
});
