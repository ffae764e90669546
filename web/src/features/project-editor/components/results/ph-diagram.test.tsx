import { render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CompressorResult } from "../../types/results";
import { phDiagramQuery } from "../../utils/results-format";
import { PhDiagram } from "./ph-diagram";
import { FixedUnitSystem } from "@/hooks/use-unit-system";

const compressor = {
  compressorId: "1",
  model: "3DA3-075E-TFD",
  dischargeTemp: 70,
  suctionTemp: 0,
  ratingConditions: { superheat: 28.3, subcooling: 0, correction: { superheat: 10, subcooling: 5 } },
} as unknown as CompressorResult;

// R-134a at −10/40 °C, 10 K superheat, 5 K subcooling (the server's answer, SI).
const answer = {
  points: [
    { number: 1, p: 200_600, t: 0, h: 401_100, s: 1_766.2 },
    { number: 2, p: 1_016_600, t: 70, h: 446_300, s: 1_793.4 },
    { number: 3, p: 1_016_600, t: 35, h: 249_010, s: 1_167.1 },
    { number: 4, p: 200_600, t: -10, h: 249_010, s: 1_182.5 },
  ],
  bubble: [],
  dew: [],
  dischargeIsentropic: false,
};

afterEach(() => vi.unstubAllGlobals());

describe("p-h diagram", () => {
  it("asks for the cycle at the compressor's inlet, discharge and corrected subcooling", () => {
    const query = new URLSearchParams(phDiagramQuery("R134a", -10, 40, compressor)!);
    expect(Object.fromEntries(query)).toEqual({ refrigerant: "R134a", evapTemp: "-10", condTemp: "40", superheat: "10", subcooling: "5", dischargeTemp: "70" });
    const uncorrected = { ...compressor, dischargeTemp: null, ratingConditions: { superheat: 10, subcooling: 3, correction: null } } as CompressorResult;
    const plain = new URLSearchParams(phDiagramQuery("R134a", -10, 40, uncorrected)!);
    expect(plain.get("subcooling")).toBe("3");
    expect(plain.has("dischargeTemp")).toBe(false);
    expect(phDiagramQuery("R134a", -10, 40, { ...compressor, suctionTemp: undefined } as CompressorResult)).toBeNull();
  });

  it("shows the server's chart and tabulates the four points in bar abs, °C, kJ/kg and kJ/kg·K", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    render(<PhDiagram refrigerant="R134a" evapTemp={-10} condTemp={40} compressor={compressor} testId="ph" />);
    expect(screen.getByText("Diagrama p-h")).toBeTruthy();
    const img = screen.getByTestId("ph-chart") as HTMLImageElement;
    expect(img.getAttribute("src")).toMatch(/^\/api\/charts\/ph\.svg\?refrigerant=R134a&evapTemp=-10&condTemp=40&superheat=10&subcooling=5&dischargeTemp=70$/);
    expect(String(fetch.mock.calls[0][0])).toMatch(/^\/api\/charts\/ph\?/);
    const table = await waitFor(() => screen.getByTestId("ph-points"));
    for (const heading of ["Punto", "Presión (bar abs)", "Temperatura (°C)", "Entalpía (kJ/kg)", "Entropía (kJ/kg·K)"]) {
      expect(within(table).getByText(heading)).toBeTruthy();
    }
    const rows = within(table).getAllByTestId("ph-point");
    expect(rows).toHaveLength(4);
    const cells = (i: number) => within(rows[i]).getAllByRole("cell").map((c) => c.textContent);
    expect(cells(0)).toEqual(["1 Entrada del compresor", "2.01", "0.0", "401.1", "1.7662"]);
    expect(cells(2)).toEqual(["3 Salida del condensador", "10.17", "35.0", "249.0", "1.1671"]);
    // Isenthalpic expansion: the same enthalpy at 3 and 4.
    expect(cells(3)[3]).toBe(cells(2)[3]);
  });

  it("tabulates pressures and temperatures in psia and °F for I-P, psia and °C for the Mexican mix", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    const { unmount } = render(
      <FixedUnitSystem system="ip">
        <PhDiagram refrigerant="R134a" evapTemp={-10} condTemp={40} compressor={compressor} testId="ph" />
      </FixedUnitSystem>,
    );
    let table = await waitFor(() => screen.getByTestId("ph-points"));
    for (const heading of ["Presión (psia)", "Temperatura (°F)", "Entalpía (BTU/lb)", "Entropía (BTU/(lb·°F))"]) expect(within(table).getByText(heading)).toBeTruthy();
    // The chart and the points are asked in I-P (h and s from ASHRAE's reference, the answer's).
    expect(String(fetch.mock.calls[0][0])).toMatch(/&units=IP$/);
    expect((screen.getByTestId("ph-chart") as HTMLImageElement).getAttribute("src")).toMatch(/&units=IP$/);
    // 2.006 bar = 200.6 kPa = 29.1 psia (÷ 6.894757); 0 °C = 32 °F; 10.166 bar = 147.4 psia, 35 °C = 95 °F.
    const cells = (i: number) => within(within(table).getAllByTestId("ph-point")[i]).getAllByRole("cell").map((c) => c.textContent);
    // h ÷ 2.326 kJ/kg per BTU/lb, s ÷ 4.1868 kJ/(kg·K) per BTU/(lb·°F).
    expect(cells(0)).toEqual(["1 Entrada del compresor", "29.1", "32.0", "172.4", "0.4218"]);
    expect(cells(2)).toEqual(["3 Salida del condensador", "147.4", "95.0", "107.1", "0.2788"]);
    unmount();
    render(
      <FixedUnitSystem system="mx">
        <PhDiagram refrigerant="R134a" evapTemp={-10} condTemp={40} compressor={compressor} testId="ph" />
      </FixedUnitSystem>,
    );
    table = await waitFor(() => screen.getByTestId("ph-points"));
    expect(within(table).getByText("Presión (psia)")).toBeTruthy();
    expect(cells(2)).toEqual(["3 Salida del condensador", "147.4", "35.0", "249.0", "1.1671"]);
  });

  it("says so when the diagram cannot be drawn", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ message: "x" }), { status: 422 })));
    render(<PhDiagram refrigerant="R134a" evapTemp={-10} condTemp={40} compressor={compressor} testId="ph" />);
    await waitFor(() => expect(screen.getByText("Diagrama p-h no disponible")).toBeTruthy());
  });
});
