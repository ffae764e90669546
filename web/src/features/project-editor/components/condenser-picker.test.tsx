import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { UnitRanking } from "../api/select-units";
import { defaultChillerConfig, type ChillerConfig } from "../types/chiller-config";
import { CondenserDutyContext, type CondenserDuty } from "./condenser-duty";
import { CondenserPicker } from "./condenser-picker";
import { createQueryClient } from "@/lib/query-client";

const catalogue = [
  { id: "k1", model: "CMD-2V-40", capacity: 40, fanCount: 2, fanPowerConsumption: 0.6, isMicrochannel: false, ratedDeltaT: 15 },
  { id: "k2", model: "CMD-3V-80", capacity: 80, fanCount: 3, fanPowerConsumption: 0.6, isMicrochannel: false, ratedDeltaT: 15 },
];

// The server's ranking for 25.4 kW (the largest circuit's heat), as POST /api/selection/condensers answers it.
const ranking: UnitRanking = {
  requiredCapacity: 25_400,
  candidates: [{ id: "k1", model: "CMD-2V-40", capacity: 26_667, margin: 5 }],
  excludedUnits: [{ id: "k2", model: "CMD-3V-80", capacity: 53_333, margin: 110, reason: "oversized" }],
};

function renderPicker(value: ChillerConfig, duty: CondenserDuty, circuits: number) {
  const client = createQueryClient();
  client.setQueryData(["/api/condensers"], catalogue);
  client.setQueryData(
    ["/api/selection/condensers", { refrigerant: duty.refrigerant, heatRejection: duty.condenserLoad, ambientTemp: value.ambientTemp, condTemp: 50, oversizing: null, microchannelOnly: false }],
    ranking,
  );
  render(
    <QueryClientProvider client={client}>
      <CondenserDutyContext.Provider value={duty}>
        <CondenserPicker value={value} onChange={() => {}} condTemp={50} onCondTempChange={() => {}} testId="chiller-condenser" circuits={circuits} />
      </CondenserDutyContext.Provider>
    </QueryClientProvider>,
  );
}

const chosen: ChillerConfig = { ...defaultChillerConfig(), numberOfCircuits: 2, ambientTemp: 35, condenserId: "k1", condenserCapacity: 40, condenserFanCount: 2, condenserFanPower: 0.6 };

describe("the chiller's manual condenser list", () => {
  it("is ranked for the largest circuit's heat and says so, one condenser of the model per circuit", () => {
    renderPicker(chosen, { refrigerant: "R134a", condenserLoad: 25.4, perCircuit: { circuitId: "B", circuits: 2 } }, 2);
    expect(
      screen.getByText(
        "Para 25.40 kW, el calor del circuito B, el mayor de 2 (un condensador de este modelo en cada circuito frigorífico): 1 adecuado, 0 insuficientes, 1 sobredimensionado (requerido 25.40 kW), según el último cálculo",
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId("chiller-condenser-per-circuit")).toHaveTextContent("Uno de este modelo en cada uno de los 2 circuitos frigoríficos: 4 ventiladores en total.");
  });

  it("before a calculation says the list will be ranked for each circuit's heat", () => {
    renderPicker(chosen, { refrigerant: "R134a", condenserLoad: null, perCircuit: null }, 2);
    expect(screen.getByText(/^Calcule para ordenar los condensadores por su margen sobre el calor de cada circuito/)).toBeInTheDocument();
  });

  it("keeps the unit's load and no per-circuit note for one circuit", () => {
    renderPicker({ ...chosen, numberOfCircuits: 1 }, { refrigerant: "R134a", condenserLoad: 25.4, perCircuit: null }, 1);
    expect(screen.getByText(/^Para 25\.40 kW: 1 adecuado/)).toBeInTheDocument();
    expect(screen.queryByTestId("chiller-condenser-per-circuit")).toBeNull();
  });
});
