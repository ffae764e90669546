import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setUnitSystem } from "@/lib/units";
import type { RefrigerantCharge } from "../../types/results";
import { CIRCUIT_CHARGE_NOTE, RefrigerantChargeCard } from "./refrigerant-charge";

// A two-circuit chiller (engine 1.11.0): 24.2 kg of R134a, 13.2 kg on circuit 1 and 11.0 kg on circuit 2 (B), GWP 1430.
const charge: RefrigerantCharge = {
  recommendedCharge: 24.2,
  subtotal: 22,
  margin: 2.2,
  breakdown: [{ component: "Condensador", volume: 10, density: 1100, mass: 11, note: null }],
  co2Equivalent: 34.61,
  guidance: [],
  circuits: [
    { circuitId: "1", label: "1", recommendedCharge: 13.2, co2Equivalent: 18.88 },
    { circuitId: "B", label: "2 (B)", recommendedCharge: 11, co2Equivalent: 15.73 },
  ],
};

describe("refrigerant charge", () => {
  afterEach(() => setUnitSystem("si"));

  it("shows each refrigerant circuit's charge and CO₂-equivalent as the sheet prints them", () => {
    render(<RefrigerantChargeCard charge={charge} refrigerant="R134a" />);
    const rows = screen.getAllByTestId("circuit-charge-row").map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent));
    expect(rows).toEqual([
      ["Circuito 1", "13.20", "18.88"],
      ["Circuito 2 (B)", "11.00", "15.73"],
    ]);
    expect(screen.getByText(CIRCUIT_CHARGE_NOTE)).toBeTruthy();
  });

  it("shows a circuit's charge in lb for an I-P user", () => {
    setUnitSystem("ip");
    render(<RefrigerantChargeCard charge={charge} refrigerant="R134a" />);
    // 13.2 kg / 0.45359237 = 29.10 lb, in the decimals the card shows every charge in lb.
    expect(screen.getAllByTestId("circuit-charge-row")[0].querySelectorAll("td")[1].textContent).toBe("29.1");
  });

  it("shows no circuit table for a unit of one refrigerant circuit or an answer older than engine 1.11.0", () => {
    render(<RefrigerantChargeCard charge={{ ...charge, circuits: undefined }} refrigerant="R134a" />);
    expect(screen.queryByTestId("circuit-charges")).toBeNull();
  });
});
