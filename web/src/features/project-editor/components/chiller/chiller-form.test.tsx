import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { defaultChillerConfig, type ChillerConfig } from "../../types/chiller-config";
import type { FluidChoice } from "../../utils/fluids";
import { ChillerForm } from "./chiller-form";
import { toast } from "@/hooks/use-toast";
import { createQueryClient } from "@/lib/query-client";

vi.mock("@/hooks/use-toast", () => ({ toast: vi.fn() }));

// The server's water table (domain/refdata/secondary.json) from 8.0 to 11.0 °C.
const water: FluidChoice = {
  value: "water",
  label: "Agua",
  fluid: "water",
  concentration: 0,
  freezingPoint: 0,
  properties: {
    tMin: 8.0,
    step: 0.5,
    density: [999.851016, 999.819063, 999.783623, 999.744743, 999.70247, 999.65685, 999.607928],
    cp: [4198.66617, 4197.73826, 4196.84519, 4195.98577, 4195.15889, 4194.36345, 4193.59841],
  },
};

let latest: ChillerConfig;

function Harness({ initial }: { initial: ChillerConfig }) {
  const [value, setValue] = React.useState(initial);
  const [condTemp, setCondTemp] = React.useState<number | null>(null);
  React.useEffect(() => {
    latest = value;
  }, [value]);
  return <ChillerForm value={value} onChange={setValue} condTemp={condTemp} onCondTempChange={setCondTemp} refrigerant="R134a" compressorType="todos" />;
}

function renderForm(initial: ChillerConfig = defaultChillerConfig(), exchangers: object[] = []) {
  const client = createQueryClient();
  client.setQueryData(["/api/fluids"], [water]);
  client.setQueryData(["/api/heat-exchangers"], exchangers);
  client.setQueryData(["/api/condensers"], []);
  client.setQueryData(["/api/compressors", { refrigerant: "R134a" }], [{ id: "c1", model: "ZS45K4E-TF5", type: "scroll", availableRefrigerants: ["R134a"] }]);
  render(
    <QueryClientProvider client={client}>
      <Harness initial={initial} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => vi.mocked(toast).mockClear());

// Typing with user-event is slow on a loaded machine; the default 5 s is too tight.
describe("ChillerForm", { timeout: 20_000 }, () => {
  it("calculates the capacity from 100 L/min of water from 12 to 7 °C", async () => {
    const user = renderForm();
    await user.click(screen.getByLabelText("Desde el fluido (lado frío)"));
    const step = within(screen.getByTestId("chiller-step-capacity"));
    await user.type(step.getByLabelText("Temperatura de entrada (°C)"), "12");
    await user.type(step.getByLabelText("Temperatura de salida (°C)"), "7");
    await user.type(step.getByLabelText("Caudal"), "100");
    await user.click(screen.getByRole("button", { name: "Calcular Capacidad" }));

    expect(toast).toHaveBeenCalledWith({ title: "Capacidad calculada", description: "34.96 kW" });
    expect(latest.requiredCapacity).toBe(34.96);
    expect(latest.coldSide).toMatchObject({ calculatedCapacity: 34.96, flowRate: 100, tempIn: 12, tempOut: 7, fluidType: "water" });
    expect(step.getByLabelText("Capacidad")).toHaveValue("34.96");
  });

  it("calculates the flow from a capacity typed with a decimal comma", async () => {
    const user = renderForm();
    await user.click(screen.getByLabelText("Desde el fluido (lado frío)"));
    await user.click(screen.getByLabelText("Caudal desde capacidad"));
    const step = within(screen.getByTestId("chiller-step-capacity"));
    await user.type(step.getByLabelText("Temperatura de entrada (°C)"), "12");
    await user.type(step.getByLabelText("Temperatura de salida (°C)"), "7");
    await user.type(step.getByLabelText("Capacidad"), "34,9576");
    await user.click(screen.getByRole("button", { name: "Calcular Caudal" }));

    expect(toast).toHaveBeenCalledWith({ title: "Caudal calculado", description: "100 L/min" });
    expect(latest.coldSide.flowRate).toBe(100);
    expect(latest.requiredCapacity).toBe(34.9576);
  });

  it("says what is missing instead of calculating", async () => {
    const user = renderForm();
    await user.click(screen.getByLabelText("Desde el fluido (lado frío)"));
    await user.click(screen.getByRole("button", { name: "Calcular Capacidad" }));
    expect(toast).toHaveBeenCalledWith({ title: "Error", description: "Indique las temperaturas de entrada y salida", variant: "destructive" });
    expect(latest.requiredCapacity).toBeNull();
  });

  it("shows the condenser step and no hot side for agua-aire", () => {
    renderForm();
    expect(screen.queryByText(/Configuración Lado Caliente/)).toBeNull();
    expect(screen.getByText("4. Selección de Condensador")).toBeInTheDocument();
  });

  it("shows step 3 for agua-agua", () => {
    renderForm({ ...defaultChillerConfig(), chillerType: "agua-agua" });
    expect(screen.getByText("3. Configuración Lado Caliente")).toBeInTheDocument();
    expect(screen.getByText("4. Configuración de Circuitos y Compresores")).toBeInTheDocument();
    expect(screen.queryByText(/Selección de Condensador/)).toBeNull();
  });

  it("keeps the last compressor: its remove button is disabled", async () => {
    const user = renderForm();
    const circuit = within(screen.getByTestId("chiller-circuit-1"));
    expect(circuit.getByRole("button", { name: "Eliminar compresor 1" })).toBeDisabled();
    await user.click(circuit.getByRole("button", { name: "Agregar Compresor" }));
    expect(circuit.getByText("Compresor 2")).toBeInTheDocument();
    expect(circuit.getByRole("button", { name: "Eliminar compresor 1" })).toBeEnabled();
    await user.click(circuit.getByRole("button", { name: "Eliminar compresor 2" }));
    expect(latest.circuits[0].compressors).toHaveLength(1);
  });

  it("uses the total capacity over the circuits as the circuit placeholder, in kW", () => {
    renderForm({ ...defaultChillerConfig(), requiredCapacity: 20, coldSide: { ...defaultChillerConfig().coldSide, capacityUnit: "tr" } });
    const circuit = within(screen.getByTestId("chiller-circuit-1"));
    expect(circuit.getByLabelText("Capacidad requerida (kW)")).toHaveAttribute("placeholder", "70.34");
  });

  it("turns automatic condenser selection on with 10 % and clears it when off", async () => {
    const user = renderForm();
    await user.click(screen.getByLabelText("Selección automática de condensador"));
    expect(latest.autoSelectCondenser).toBe(true);
    expect(latest.condenserOversizing).toBe(10);
    expect(screen.getByLabelText("Sobredimensionamiento (%)")).toHaveValue("10");
    await user.click(screen.getByLabelText("Selección automática de condensador"));
    expect(latest.condenserOversizing).toBeNull();
  });

  it("computes Tc − Ta from the condensing and ambient temperatures", async () => {
    const user = renderForm();
    const condenser = within(screen.getByTestId("chiller-step-condenser"));
    await user.type(condenser.getByLabelText("Temperatura ambiente (°C)"), "35");
    await user.type(condenser.getByLabelText("Temperatura de condensación (°C)"), "45,5");
    expect(screen.getByTestId("chiller-condenser-delta")).toHaveTextContent("10.5");
    // One condensation temperature: step 4 shows the same value.
    expect(within(screen.getByTestId("chiller-step-circuits")).getByLabelText("Temperatura de condensación (°C)")).toHaveValue("45.5");
  });

  it("marks text that is not a number", async () => {
    const user = renderForm();
    const input = within(screen.getByTestId("chiller-step-general")).getByLabelText("Distancia de tubería (m)");
    await user.clear(input);
    await user.type(input, "abc");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Ingrese un número válido")).toBeInTheDocument();
    expect(latest.pipeDistance).toBeNull();
    await user.clear(input);
    await user.type(input, "150");
    expect(screen.getByText("La distancia de tubería debe estar entre 1 y 100 m")).toBeInTheDocument();
  });

  it("offers evaporator exchangers only, and names a stored heating-only one as such", () => {
    const exchangers = [
      { id: "h1", brand: "SWEP", model: "B28", capacityKw: 40, applicationType: "cooling" },
      { id: "h2", brand: "Alfa Laval", model: "CB60", capacityKw: 80, applicationType: "heating" },
    ];
    const initial = defaultChillerConfig();
    renderForm({ ...initial, circuits: [{ ...initial.circuits[0], requiredCapacity: 50, heatExchangerId: "h2" }] }, exchangers);
    const circuit = within(screen.getByTestId("chiller-circuit-1"));
    expect(circuit.getByLabelText("Intercambiador de placas")).toHaveTextContent("Alfa Laval CB60 (solo calor)");
  });

  it("says when the chosen exchanger is smaller than the circuit's capacity", () => {
    const initial = defaultChillerConfig();
    renderForm({ ...initial, circuits: [{ ...initial.circuits[0], requiredCapacity: 50, heatExchangerId: "h1" }] }, [
      { id: "h1", brand: "SWEP", model: "B28", capacityKw: 40, applicationType: "cooling" },
    ]);
    expect(screen.getByText("Capacidad del intercambiador (40.00 kW) menor que la requerida (50.00 kW)")).toBeInTheDocument();
  });
});
