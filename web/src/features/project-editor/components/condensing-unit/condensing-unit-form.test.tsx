import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultCondensingUnitConfig, type CondensingUnitConfig } from "../../types/condensing-unit-config";
import { CondensingUnitForm } from "./condensing-unit-form";
import { toast } from "@/hooks/use-toast";
import { createQueryClient } from "@/lib/query-client";

vi.mock("@/hooks/use-toast", () => ({ toast: vi.fn() }));

let latest: CondensingUnitConfig;

function Harness({ initial }: { initial: CondensingUnitConfig }) {
  const [value, setValue] = React.useState(initial);
  const [condTemp, setCondTemp] = React.useState<number | null>(45);
  React.useEffect(() => {
    latest = value;
  }, [value]);
  return <CondensingUnitForm value={value} onChange={setValue} condTemp={condTemp} onCondTempChange={setCondTemp} refrigerant="R404A" compressorType="todos" />;
}

function renderForm(initial: CondensingUnitConfig = defaultCondensingUnitConfig()) {
  const client = createQueryClient();
  client.setQueryData(["/api/condensers"], [
    { id: "k1", model: "CD-45", capacity: 45, fanCount: 2, fanPowerConsumption: 0.6, isMicrochannel: false, ratedDeltaT: 15 },
    { id: "k2", model: "MC-30", capacity: 30, fanCount: 1, fanPowerConsumption: 0.5, isMicrochannel: true, ratedDeltaT: 15 },
  ]);
  client.setQueryData(["/api/compressors", { refrigerant: "R404A" }], [{ id: "c1", model: "3DA3-075E-TFD", type: "reciprocante", availableRefrigerants: ["R404A"] }]);
  render(
    <QueryClientProvider client={client}>
      <Harness initial={initial} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const withCompressors = (counts: number[]): CondensingUnitConfig => {
  const base = defaultCondensingUnitConfig();
  const circuits = counts.map((n, i) => ({
    ...base.circuits[0],
    id: i + 1,
    compressors: Array.from({ length: n }, (_, k) => ({ id: k + 1, model: "3DA3-075E-TFD", type: "reciprocante", compressorId: "c1" })),
  }));
  return { ...base, numberOfCircuits: counts.length, circuits };
};

beforeEach(() => vi.mocked(toast).mockClear());

// jsdom lacks what Radix Select calls when its list opens.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

describe("CondensingUnitForm", { timeout: 20_000 }, () => {
  it("adds compressors up to 4 in total, then says 'Límite alcanzado'", async () => {
    const user = renderForm(withCompressors([2, 1]));
    const second = within(screen.getByTestId("cu-circuit-2"));
    await user.click(second.getByRole("button", { name: "Agregar" }));
    expect(latest.circuits[1].compressors).toHaveLength(2);
    expect(screen.getByTestId("cu-compressor-total")).toHaveTextContent("4 de 4 en total");
    await user.click(second.getByRole("button", { name: "Agregar" }));
    expect(toast).toHaveBeenCalledWith({
      title: "Límite alcanzado",
      description: "Una unidad condensadora puede tener máximo 4 compresores en total",
      variant: "destructive",
    });
    expect(latest.circuits[1].compressors).toHaveLength(2);
  });

  it("shows the remove button only when a circuit has more than one compressor", async () => {
    const user = renderForm();
    const first = within(screen.getByTestId("cu-circuit-1"));
    expect(first.queryByRole("button", { name: /Eliminar compresor/ })).toBeNull();
    expect(first.getByText("Compresor 1")).toBeInTheDocument();
    await user.click(first.getByRole("button", { name: "Agregar" }));
    expect(first.getByText("Compresor 2")).toBeInTheDocument();
    expect(first.getAllByRole("button", { name: /Eliminar compresor/ })).toHaveLength(2);
  });

  it("lists the spec's accessories and keeps their choice", async () => {
    const user = renderForm();
    const accessories = within(screen.getByTestId("cu-accessories"));
    for (const label of ["Acumulador de succión", "Compresores de alta eficiencia", "Protectores térmicos", "Rack galvanizado", "Visor de línea de líquido", "Filtros deshidratadores"]) {
      expect(accessories.getByLabelText(label)).toBeInTheDocument();
    }
    await user.click(accessories.getByLabelText("Protectores térmicos"));
    expect(latest.accessories.thermalProtectors).toBe(true);
  });

  // Tester report 3, defect 25: the stored codes were shown raw ('FIX SPEED', 'STANDARD'); the sheet words them.
  it("shows the capacity control and the fan type in the sheet's words, keeping the codes", async () => {
    const user = renderForm();
    expect(screen.getByTestId("cu-capacity-control")).toHaveTextContent("Por etapas (arranque y paro)");
    expect(screen.getByTestId("cu-fan-type")).toHaveTextContent("Velocidad fija");
    await user.click(screen.getByTestId("cu-fan-type"));
    await user.click(await screen.findByRole("option", { name: "EC (conmutación electrónica)" }));
    expect(latest.condenserFanType).toBe("EC");
  });

  // Tester report 3, defect 13: a two-circuit condensing unit did not say its circuits share one condenser.
  it("says two suction circuits share the one condenser", () => {
    renderForm(withCompressors([1, 1]));
    expect(screen.getByTestId("cu-condenser-shared")).toHaveTextContent("Los 2 circuitos de succión comparten un condensador");
  });

  it("says nothing of sharing for one circuit", () => {
    renderForm();
    expect(screen.queryByTestId("cu-condenser-shared")).toBeNull();
  });

  it("clears the manual condenser when automatic selection is turned on", async () => {
    const user = renderForm({ ...defaultCondensingUnitConfig(), condenserId: "k1", condenserModel: "CD-45", condenserCapacity: 45, condenserFanCount: 2, condenserFanPower: 0.6 });
    const additional = within(screen.getByTestId("cu-additional"));
    expect(additional.getByTestId("cu-condenser-summary")).toHaveTextContent("45");
    await user.click(additional.getByLabelText("Selección automática de condensador"));
    expect(latest).toMatchObject({ autoSelectCondenser: true, condenserOversizing: 10, condenserId: "", condenserModel: "", condenserCapacity: null });
    const oversizing = additional.getByLabelText("Sobredimensionamiento (%)");
    await user.clear(oversizing);
    expect(latest.condenserOversizing).toBe(0);
    await user.type(oversizing, "5");
    expect(latest.condenserOversizing).toBe(5);
    await user.type(oversizing, ",5");
    expect(screen.getByText("El sobredimensionamiento debe ser un número entero entre 0 y 100")).toBeInTheDocument();
  });

  it("edits one circuit's evaporation temperature and capacity, and flags an evaporation out of range on that circuit only", async () => {
    const user = renderForm(withCompressors([1, 1]));
    const first = within(screen.getByTestId("cu-circuit-1"));
    const second = within(screen.getByTestId("cu-circuit-2"));
    const before = latest.circuits[0];
    await user.clear(screen.getByTestId("cu-circuit-2-evap"));
    await user.type(second.getByLabelText("Temperatura de evaporación (°C)"), "-12,5");
    await user.type(second.getByLabelText("Capacidad requerida (kW)"), "7,5");
    expect(latest.circuits[1]).toMatchObject({ evapTemp: -12.5, requiredCapacity: 7.5 });
    expect(latest.circuits[0]).toEqual(before);
    expect(second.queryByText(/Fuera de rango/)).toBeNull();
    await user.clear(screen.getByTestId("cu-circuit-2-evap"));
    await user.type(screen.getByTestId("cu-circuit-2-evap"), "10");
    expect(second.getByText("Fuera de rango: de -45 °C a 7.5 °C")).toBeInTheDocument();
    expect(first.queryByText(/Fuera de rango/)).toBeNull();
  });
});
