import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TotalsCard } from "./totals-card";
import { FixedUnitSystem } from "@/hooks/use-unit-system";
import { setUnitSystem } from "@/lib/units";

afterEach(() => setUnitSystem("si"));

const totals = { coolingCapacity: 35_168.53, powerInput: 10_000, current: 20, heatRejection: 45_000, cop: 3.5 };

describe("TotalsCard in the user's units", () => {
  it("an I-P user reads the total capacity in BTU/h and TR; power stays kW", () => {
    render(
      <FixedUnitSystem system="ip">
        <TotalsCard totals={totals as never} />
      </FixedUnitSystem>,
    );
    expect(screen.getByText("Capacidad total (BTU/h)")).toBeInTheDocument();
    expect(screen.getByTestId("total-capacity")).toHaveTextContent("120 000");
    expect(screen.getByText("Capacidad total (TR)")).toBeInTheDocument();
    expect(screen.getByTestId("total-capacity-tr")).toHaveTextContent("10.00");
    expect(screen.getByText("Potencia total (kW)")).toBeInTheDocument();
    expect(screen.getByTestId("total-power")).toHaveTextContent("10.00");
  });

  it("SI shows kW and no TR", () => {
    render(
      <FixedUnitSystem system="si">
        <TotalsCard totals={totals as never} />
      </FixedUnitSystem>,
    );
    expect(screen.getByText("Capacidad total (kW)")).toBeInTheDocument();
    expect(screen.getByTestId("total-capacity")).toHaveTextContent("35.17");
    expect(screen.queryByTestId("total-capacity-tr")).toBeNull();
  });
});
