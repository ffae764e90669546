import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type * as React from "react";
import { describe, expect, it } from "vitest";
import type { CompressorResult } from "../../types/results";
import { OperatingLimits } from "./operating-limits";
import { defaultEnvelopeQueryOptions } from "@/lib/default-envelope";
import recorded from "@/lib/fixtures/recorded-answers.json";
import { createQueryClient } from "@/lib/query-client";

/** The screen with the tool's default envelope loaded as GET /api/polynomials/default-envelope answers it. */
function wrapper({ children }: { children: React.ReactNode }) {
  const client = createQueryClient();
  client.setQueryData(defaultEnvelopeQueryOptions().queryKey, recorded.defaultEnvelope);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

// Issue 23 item 4 on the screen: the maker's polygon where the answer has it, the rectangle otherwise, and which under each chart.
const limits = { evapTempMin: -40, evapTempMax: 7.2, condTempMin: 20, condTempMax: 60 };
const polygon = [
  { to: -40, tc: 20 },
  { to: -40, tc: 45 },
  { to: -20, tc: 60 },
  { to: 7.2, tc: 60 },
  { to: 7.2, tc: 20 },
];
const compressor = (model: string, inEnvelope: boolean, envelopePolygon?: typeof polygon): CompressorResult => ({
  compressorId: model,
  model,
  coolingCapacity: 5_000,
  powerInput: 2_000,
  current: 4,
  dischargeTemp: 90,
  massFlow: 100,
  inEnvelope,
  operatingLimits: { ...limits, envelopePolygon },
  warnings: [],
});

describe("operating limits", () => {
  it("draws the maker's polygon, says so, and marks a point in a corner it cuts off as outside", () => {
    render(
      <OperatingLimits
        testId="limits"
        rows={[
          { compressor: compressor("ZF15K4E-TF5", false, polygon), evapTemp: -35, condTemp: 55 },
          { compressor: compressor("ZS21K4E-TF5", true), evapTemp: -35, condTemp: 55 },
        ]}
      />,
      { wrapper },
    );
    const [maker, rectangle] = screen.getAllByTestId("limits-row");
    expect(maker).toHaveAttribute("data-in-envelope", "false");
    expect(within(maker).getByText(/Fuera de rango/).textContent).toBe("Fuera de rango (envolvente del fabricante)");
    // Neither range is broken, so neither range is marked.
    expect(within(maker).getAllByRole("cell")[1]).not.toHaveClass("text-destructive");
    expect(within(rectangle).getByText("Dentro de rango")).toBeInTheDocument();

    const [first, second] = screen.getAllByRole("figure");
    const src = (figure: HTMLElement) => new URL(within(figure).getByTestId("envelope-chart").getAttribute("src") ?? "", "http://x");
    expect(src(first).searchParams.get("polygon")).toBe("-40,20;-40,45;-20,60;7.2,60;7.2,20");
    expect(within(first).getByTestId("envelope-shape").textContent).toBe("Envolvente del fabricante");
    expect(src(second).searchParams.has("polygon")).toBe(false);
    expect(within(second).getByTestId("envelope-shape").textContent).toBe("Envolvente rectangular (solo límites de evaporación y condensación)");
  });

  // Tester report 3, defect 3: the tool's default limits are no maker's envelope and give no verdict.
  it("says a set with the tool's default limits has no maker's envelope, and judges no point against them", () => {
    const defaults: CompressorResult = {
      ...compressor("A2L-TEST", true),
      operatingLimits: { evapTempMin: -45, evapTempMax: 7.5, condTempMin: 11.6, condTempMax: 62, envelopeSource: "toolDefaults" },
    };
    render(<OperatingLimits testId="limits" rows={[{ compressor: defaults, evapTemp: -10, condTemp: 45 }]} />, { wrapper });
    const row = screen.getByTestId("limits-row");
    expect(within(row).queryByText("Dentro de rango")).toBeNull();
    expect(within(row).getByTestId("envelope-attention").textContent).toBe(
      "Atención: envolvente del fabricante no indicada (límites por defecto de la herramienta)",
    );
    const figure = screen.getByRole("figure");
    expect(within(figure).getByTestId("envelope-shape").textContent).toBe("Envolvente del fabricante no indicada (límites por defecto de la herramienta)");
    const src = new URL(within(figure).getByTestId("envelope-chart").getAttribute("src") ?? "", "http://x");
    expect(src.searchParams.get("defaults")).toBe("1");
  });

  // Recorded before engine 1.13.0, without its source: read as the sheet reads it (domain OperatingLimits::source).
  it("words an older answer with the tool's default limits as the sheet does, not 'Dentro de rango'", () => {
    const old: CompressorResult = { ...compressor("OLD-1", true), operatingLimits: { evapTempMin: -45, evapTempMax: 7.5, condTempMin: 11.6, condTempMax: 62 } };
    const makers: CompressorResult = { ...compressor("OLD-2", true), operatingLimits: { ...old.operatingLimits, condTempMax: 60 } };
    render(
      <OperatingLimits
        testId="limits"
        rows={[
          { compressor: old, evapTemp: -10, condTemp: 45 },
          { compressor: makers, evapTemp: -10, condTemp: 45 },
        ]}
      />,
      { wrapper },
    );
    const [defaulted, ranged] = screen.getAllByTestId("limits-row");
    expect(within(defaulted).queryByText("Dentro de rango")).toBeNull();
    expect(within(defaulted).getByTestId("envelope-attention").textContent).toBe("Atención: envolvente del fabricante no indicada (límites por defecto de la herramienta)");
    expect(within(ranged).getByText("Dentro de rango")).toBeInTheDocument();
    const [first] = screen.getAllByRole("figure");
    expect(new URL(within(first).getByTestId("envelope-chart").getAttribute("src") ?? "", "http://x").searchParams.get("defaults")).toBe("1");
  });
});
