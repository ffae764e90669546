import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TotalsCard, copStandard } from "./totals-card";
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
    expect(screen.queryByTestId("totals-limited")).toBeNull();
    expect(screen.getByTestId("total-capacity")).toHaveTextContent("35.17");
    expect(screen.queryByTestId("total-capacity-tr")).toBeNull();
  });

  // Issue 23: the COP leaves the fans out, and says so; the fans' COP stands beside it, labelled as the sheet labels it.
  it("shows the compressors' COP and, where the answer has it, the COP with the condenser fans", () => {
    render(
      <FixedUnitSystem system="si">
        <TotalsCard totals={{ ...totals, copWithFans: 3.12, eerWithFans: 10.646 } as never} />
      </FixedUnitSystem>,
    );
    expect(screen.getByText("COP (solo compresores)")).toBeInTheDocument();
    expect(screen.getByTestId("total-cop")).toHaveTextContent(/^3\.50*$/);
    expect(screen.getByText("COP con ventiladores del condensador")).toBeInTheDocument();
    expect(screen.getByTestId("total-cop-with-fans")).toHaveTextContent(/^3\.120*$/);
  });

  // Engineering review E4: a condensing unit's COP is rated by EN 13215 (not EN 14511-1), a chiller's by EN 14511.
  it("cites the standard that rates the unit's COP with its fans", () => {
    render(
      <FixedUnitSystem system="si">
        <TotalsCard totals={{ ...totals, copWithFans: 3.12 } as never} copRatedBy={copStandard("condensadora")} />
      </FixedUnitSystem>,
    );
    expect(screen.getByText("COP con ventiladores del condensador (EN 13215)")).toBeInTheDocument();
    expect(copStandard("chiller")).toBe("EN 14511");
    expect(copStandard("rack")).toBeUndefined();
  });

  // The review of ficha-13: EN 14511-1 calls a chiller's cooling ratio EER, as its sheet does from ficha-14.
  it("names a chiller's ratio with its fans EN 14511's EER", () => {
    render(
      <FixedUnitSystem system="si">
        <TotalsCard totals={{ ...totals, copWithFans: 3.12 } as never} copRatedBy={copStandard("chiller")} />
      </FixedUnitSystem>,
    );
    expect(screen.getByText("EER con ventiladores (EN 14511)")).toBeInTheDocument();
  });

  it("adds each COP's EER for an I-P user, as the I-P sheet does", () => {
    render(
      <FixedUnitSystem system="ip">
        <TotalsCard totals={{ ...totals, copWithFans: 3.12, eerWithFans: 10.646 } as never} />
      </FixedUnitSystem>,
    );
    // 3.5 W/W ÷ 0.29307107 = 11.94 BTU/(W·h).
    expect(screen.getByTestId("total-cop")).toHaveTextContent(/ · EER 11\.9 BTU\/\(W·h\)$/);
    expect(screen.getByTestId("total-cop-with-fans")).toHaveTextContent(/ · EER 10\.6 BTU\/\(W·h\)$/);
  });

  it("shows no fans' COP for an answer without one (no condenser, or recorded before engine 1.12.0)", () => {
    render(
      <FixedUnitSystem system="si">
        <TotalsCard totals={totals as never} />
      </FixedUnitSystem>,
    );
    expect(screen.queryByTestId("total-cop-with-fans")).toBeNull();
    expect(screen.getByTestId("total-cop").textContent).not.toContain("EER");
  });

  // Tester report 3 (minor): a condensing unit without a condenser showed 84.64 kW as its total under 'Cumplimiento 0.0 %'.
  it("says the totals are the compressors' where a component limits the unit", () => {
    render(
      <FixedUnitSystem system="si">
        <TotalsCard totals={totals as never} limited />
      </FixedUnitSystem>,
    );
    expect(screen.getByText("Capacidad de los compresores (kW)")).toBeInTheDocument();
    expect(screen.getByTestId("totals-limited")).toHaveTextContent("Totales de los compresores: la capacidad que entrega la unidad está limitada (ver Cumplimiento).");
  });
});
