import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Condenser } from "../api/get-condensers";
import { CondenserDialog } from "./condenser-dialog";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => vi.unstubAllGlobals());

function renderDialog(condenser: Condenser | null = null) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CondenserDialog open onOpenChange={onOpenChange} condenser={condenser} />
    </QueryClientProvider>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

const fieldError = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(`${input.id}-error`)?.textContent;
};

describe("CondenserDialog", () => {
  it("shows each rule's message at its field and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderDialog();
    await user.clear(screen.getByLabelText("Número de Ventiladores"));
    await user.type(screen.getByLabelText("Número de Ventiladores"), "0");
    await user.click(screen.getByRole("button", { name: "Crear" }));

    expect(fieldError("Modelo")).toBe("Modelo es requerido");
    expect(fieldError("Capacidad (kW)")).toBe("Capacidad debe ser mayor a 0");
    expect(fieldError("Número de Ventiladores")).toBe("Debe tener al menos 1 ventilador");
    expect(fieldError("Consumo por Ventilador (kW)")).toBe("Consumo debe ser mayor a 0");
    expect(screen.getByLabelText("Modelo")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's message as soon as the user edits it", async () => {
    vi.stubGlobal("fetch", vi.fn());
    const { user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Crear" }));
    await user.type(screen.getByLabelText("Modelo"), "X");
    expect(fieldError("Modelo")).toBeUndefined();
    expect(fieldError("Capacidad (kW)")).toBe("Capacidad debe ser mayor a 0");
  });

  it("posts a valid condenser and closes", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ id: "1" }), { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText("Modelo"), "CMC-120");
    await user.type(screen.getByLabelText("Capacidad (kW)"), "120");
    await user.type(screen.getByLabelText("Consumo por Ventilador (kW)"), "0.85");
    await user.click(screen.getByLabelText("Microcanal"));
    await user.click(screen.getByRole("button", { name: "Crear" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/condensers");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body)).toMatchObject({ model: "CMC-120", capacity: 120, fanCount: 1, fanPowerConsumption: 0.85, isMicrochannel: true });
  });

  it("stores '45,5' typed in a capacity as 45.5 and shows units beside the fields", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ id: "1" }), { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    const { user, onOpenChange } = renderDialog();
    expect(screen.getByLabelText("Capacidad (kW)")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Capacidad (kW)")).toHaveAccessibleDescription("kW");
    await user.type(screen.getByLabelText("Modelo"), "CMC-45");
    await user.type(screen.getByLabelText("Capacidad (kW)"), "45,5");
    await user.type(screen.getByLabelText("Consumo por Ventilador (kW)"), "1,234");
    await user.click(screen.getByRole("button", { name: "Crear" }));
    expect(fieldError("Consumo por Ventilador (kW)")).toBe("Valor ambiguo: escriba 1234 o 1.234 (separador decimal «.»)");
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Consumo por Ventilador (kW)"));
    await user.type(screen.getByLabelText("Consumo por Ventilador (kW)"), "0,85");
    await user.click(screen.getByRole("button", { name: "Crear" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ capacity: 45.5, fanPowerConsumption: 0.85 });
  });

  it("shows the server's rule message at the field it names", async () => {
    const body = { code: "condenser.model_required", message: "Modelo es requerido", error: "Modelo es requerido", field: "model" };
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 422 })));
    const existing: Condenser = {
      id: "c1",
      model: "OLD",
      capacity: 10,
      fanCount: 2,
      fanPowerConsumption: 0.5,
      isMicrochannel: false,
      dimensions: { length: null, width: null, height: null, weight: 90 },
      ratedDeltaT: 12,
      createdAt: null,
      updatedAt: null,
      version: 1,
    };
    const { user, onOpenChange } = renderDialog(existing);
    expect(screen.getByText("Editar Condensador")).toBeInTheDocument();
    expect(screen.getByLabelText("Peso (kg)")).toHaveValue("90");
    await user.click(screen.getByRole("button", { name: "Actualizar" }));
    await waitFor(() => expect(fieldError("Modelo")).toBe("Modelo es requerido"));
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
