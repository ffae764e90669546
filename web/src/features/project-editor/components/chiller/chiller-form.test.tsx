import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultChillerConfig, type ChillerConfig } from "../../types/chiller-config";
import type { FluidChoice } from "../../utils/fluids";
import { ChillerForm } from "./chiller-form";
import { toast } from "@/hooks/use-toast";
import { FixedUnitSystem } from "@/hooks/use-unit-system";
import { createQueryClient } from "@/lib/query-client";
import { setUnitSystem, type UnitSystem } from "@/lib/units";
import type { SaturationPressure } from "../../utils/saturation-entry";

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
let condensing: { temp: number | null; pressure: SaturationPressure | null };

function Harness({ initial }: { initial: ChillerConfig }) {
  const [value, setValue] = React.useState(initial);
  const [cond, setCond] = React.useState<typeof condensing>({ temp: null, pressure: null });
  React.useEffect(() => {
    latest = value;
    condensing = cond;
  }, [value, cond]);
  return (
    <ChillerForm
      value={value}
      onChange={setValue}
      condTemp={cond.temp}
      condPressure={cond.pressure}
      onCondTempChange={(temp, pressure) => setCond({ temp, pressure })}
      refrigerant="R134a"
      compressorType="todos"
    />
  );
}

function renderForm(initial: ChillerConfig = defaultChillerConfig(), exchangers: object[] = [], system: UnitSystem = "si") {
  const client = createQueryClient();
  client.setQueryData(["/api/fluids"], [water]);
  client.setQueryData(["/api/heat-exchangers"], exchangers);
  client.setQueryData(["/api/condensers"], []);
  client.setQueryData(["/api/compressors", { refrigerant: "R134a" }], [{ id: "c1", model: "ZS45K4E-TF5", type: "scroll", availableRefrigerants: ["R134a"] }]);
  render(
    <QueryClientProvider client={client}>
      <FixedUnitSystem system={system}>
        <Harness initial={initial} />
      </FixedUnitSystem>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => {
  setUnitSystem("si");
  vi.unstubAllGlobals();
});

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

  it("quotes the pipe run's limits in feet to an I-P user (issue 24 item 3)", async () => {
    const user = renderForm(defaultChillerConfig(), [], "ip");
    const input = within(screen.getByTestId("chiller-step-general")).getByLabelText("Distancia de tubería (ft)");
    await user.clear(input);
    await user.type(input, "330");
    expect(latest.pipeDistance).toBeCloseTo(100.584, 6);
    expect(screen.getByText("La distancia de tubería debe estar entre 3.3 y 328 ft")).toBeInTheDocument();
  });

  it("takes the condensing condition as the discharge gauge's reading, as the rack does (issue 24 item 3)", async () => {
    // The server's T(p) for R134a at 60 psig (5.150 bar(a)): 16.68 °C dew.
    const fetchMock = vi.fn(async (url: string) => {
      const absoluteBar = Number(new URL(url, "http://x").searchParams.get("condPressure"));
      return new Response(JSON.stringify({ code: "R134a", basis: "dew", evaporation: null, condensation: { absoluteBar, dew: 16.68, bubble: 16.68 } }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    });
    vi.stubGlobal("fetch", fetchMock);
    const user = renderForm(defaultChillerConfig(), [], "ip");
    const circuits = within(screen.getByTestId("chiller-step-circuits"));
    await user.click(circuits.getByTestId("chiller-cond-temp-mode").querySelector("[role=radio]:last-child")!);
    await user.type(circuits.getByLabelText("Presión de condensación (psig)"), "60");
    await vi.waitFor(() => expect(condensing.temp).toBe(16.68));
    // 60 psig = (60 × 6.894757 + 101.325) kPa = 5.150 bar(a), kept as a gauge reading.
    expect(condensing.pressure?.gauge).toBe(true);
    expect(condensing.pressure?.absoluteBar).toBeCloseTo(5.1501, 4);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain("/api/refrigerants/R134a/saturation-temperatures?condPressure=5.15");
    expect(circuits.getByTestId("chiller-cond-temp-derived")).toHaveTextContent("Temperatura de condensación: 62.0 °F (punto de rocío)");
    // The condenser step shows the same reading; typing a temperature there drops the pressure.
    const condenser = within(screen.getByTestId("chiller-step-condenser"));
    expect(condenser.getByLabelText("Presión de condensación (psig)")).toHaveValue("60");
    await user.click(condenser.getByRole("radio", { name: "Temperatura" }));
    expect(condensing.pressure).toBeNull();
    // The derived 16.68 °C (62.024 °F) shows rounded to 0.1 °F; the stored value stays 16.68.
    expect(condenser.getByLabelText("Temperatura de condensación (°F)")).toHaveValue("62");
    expect(condensing.temp).toBe(16.68);
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
