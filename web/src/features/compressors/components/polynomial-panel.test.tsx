import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Compressor, Polynomial } from "../api/get-compressors";
import { PolynomialPanel, readCoefficients } from "./polynomial-panel";
import { FixedUnitSystem } from "@/hooks/use-unit-system";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const polynomial: Polynomial = {
  id: "c1:p1",
  localId: "p1",
  compressorId: "c1",
  refrigerant: "R404A",
  parameter: "coolingCapacity",
  formula: "X = c1 + c2·to + ...",
  coefficients: [25000, 850.2, -120.5, 10, -3, 0.5, 0.01, 0, 0, 0],
  evapTempMin: -45,
  evapTempMax: 7.5,
  condTempMin: 11.6,
  condTempMax: 62,
  importedAt: null,
  provenance: { unitSystem: "si", originalOrder: "en12900", originalCoefficients: [], rating: {}, source: null, reviewedBy: null, edited: false },
};

const compressor = { id: "c1", model: "4GE-23Y" } as Compressor;

function serve() {
  const fetch = vi.fn((_url: string, init?: RequestInit) => Promise.resolve(init?.method === "PATCH" ? json(polynomial) : json([polynomial])));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const patches = (fetch: ReturnType<typeof serve>) => fetch.mock.calls.filter(([, init]) => init?.method === "PATCH");

function renderPanel(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PolynomialPanel compressor={compressor} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe("readCoefficients", () => {
  it("refuses 'abc', an empty field and 1e400 instead of reading them as 0", () => {
    const texts = ["abc", "", "1e400", "2e12", "12.5", "0", "-3", "1,5", "0", "0"];
    const { errors } = readCoefficients(texts);
    expect(errors[0]).toBe("Ingrese un número válido");
    expect(errors[1]).toBe("El coeficiente c2 debe ser un número");
    expect(errors[2]).toBe("Número fuera de rango");
    expect(errors[3]).toBe("El coeficiente c4 está fuera de rango (máximo 1e12 en valor absoluto)");
    expect(errors.slice(4).every((e) => e === undefined)).toBe(true);
  });
});

describe("PolynomialPanel", () => {
  it("refuses 'abc' at its coefficient and saves nothing", async () => {
    const fetch = serve();
    const user = userEvent.setup({ delay: null });
    renderPanel();
    const c1 = await screen.findByLabelText("c1");
    expect(c1).toHaveValue("25000");
    await user.clear(c1);
    await user.type(c1, "abc");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(screen.getByText("Ingrese un número válido")).toBeInTheDocument();
    expect(c1).toHaveAttribute("aria-invalid", "true");
    expect(patches(fetch)).toHaveLength(0);
    expect(screen.queryByText("Polinomios guardados")).toBeNull();
  }, 20_000);

  it("saves a valid edit with every coefficient as a number", async () => {
    const fetch = serve();
    const user = userEvent.setup({ delay: null });
    renderPanel();
    const c2 = await screen.findByLabelText("c2");
    await user.clear(c2);
    await user.type(c2, "851,5");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(patches(fetch)).toHaveLength(1);
    const body = JSON.parse(String(patches(fetch)[0][1]?.body));
    expect(body.c1).toBe(25000);
    expect(body.c2).toBe(851.5);
    expect(body.c10).toBe(0);
  }, 20_000);

  // Tester report 3, defect 3: a set saved with the tool's default limits says so, and takes the maker's envelope typed.
  it("says a set's limits are the tool's defaults and saves the maker's limits and polygon typed in °C", async () => {
    const defaults: Polynomial = { ...polynomial, envelopeSource: "toolDefaults" };
    const fetch = vi.fn((_url: string, init?: RequestInit) => Promise.resolve(init?.method === "PATCH" ? json(defaults) : json([defaults])));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup({ delay: null });
    renderPanel();
    expect(await screen.findByTestId("envelope-defaults-badge")).toHaveTextContent("Límites por defecto");
    expect(screen.getByTestId("envelope-source")).toHaveTextContent(
      "Límites por defecto de la herramienta: envolvente del fabricante no indicada: las fichas no juzgan el punto de trabajo con estos límites.",
    );
    const evapMin = screen.getByLabelText("Evap. mín. (°C)");
    expect(evapMin).toHaveValue("-45");
    await user.clear(evapMin);
    await user.type(evapMin, "-25");
    await user.type(screen.getByLabelText("Polígono del fabricante"), "-25 / 20; -25 / 50; 10 / 60; 10 / 20");
    await user.click(screen.getByRole("button", { name: "Guardar envolvente" }));
    expect(patches(fetch)).toHaveLength(1);
    const body = JSON.parse(String(patches(fetch)[0][1]?.body));
    expect([body.evapTempMin, body.evapTempMax, body.condTempMin, body.condTempMax]).toEqual([-25, 7.5, 11.6, 62]);
    expect(body.envelopePolygon).toEqual([
      { to: -25, tc: 20 },
      { to: -25, tc: 50 },
      { to: 10, tc: 60 },
      { to: 10, tc: 20 },
    ]);
    expect(body.c1).toBe(25000);
  }, 20_000);

  it("refuses a polygon of two points without saving", async () => {
    const fetch = serve();
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await user.type(await screen.findByLabelText("Polígono del fabricante"), "-25 / 20; 10 / 60");
    await user.click(screen.getByRole("button", { name: "Guardar envolvente" }));
    expect(screen.getByText("El polígono necesita al menos 3 puntos")).toBeInTheDocument();
    expect(patches(fetch)).toHaveLength(0);
    expect(screen.queryByTestId("envelope-defaults-badge")).toBeNull();
  }, 20_000);

  it("asks before closing with unsaved edits, and closes without asking when nothing changed", async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    const onClose = renderPanel();
    const c3 = await screen.findByLabelText("c3");
    await user.type(c3, "5");
    await user.click(screen.getAllByRole("button", { name: "Cerrar" })[0]);
    const ask = await screen.findByRole("alertdialog");
    expect(within(ask).getByText("¿Cerrar sin guardar?")).toBeInTheDocument();
    await user.click(within(ask).getByRole("button", { name: "Seguir editando" }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText("c3")).toHaveValue("-120.55");

    await user.click(screen.getAllByRole("button", { name: "Cerrar" })[0]);
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cerrar sin guardar" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  }, 20_000);

  it("closes at once when nothing was edited", async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    const onClose = renderPanel();
    await screen.findByLabelText("c1");
    await user.click(screen.getAllByRole("button", { name: "Cerrar" })[0]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  }, 20_000);

  // Issue 21 item 9: each set states its temperature basis; a set that states none is at dew points.
  it("states the temperature basis of each set", async () => {
    const mid: Polynomial = { ...polynomial, id: "c1:p2", localId: "p2", refrigerant: "R407F", provenance: { ...polynomial.provenance, rating: { temperatureBasis: "midPoint" } } };
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(json([polynomial, mid]))));
    const user = userEvent.setup({ delay: null });
    renderPanel();
    const first = await screen.findByTestId("provenance");
    expect(first).toHaveTextContent("temperaturas de rocío");
    for (const button of screen.getAllByRole("button", { name: /Ver$/ })) await user.click(button);
    const [, second] = screen.getAllByTestId("provenance");
    expect(second).toHaveTextContent("temperaturas de punto medio");
    expect(second).not.toHaveTextContent("rocío");
  }, 20_000);

  // Issue 24 item 3: the envelope and the rating conditions in the user's units; the coefficients stay EN 12900's (°C, W).
  it("shows an I-P user the envelope and rating conditions in °F", async () => {
    const rated: Polynomial = { ...polynomial, provenance: { ...polynomial.provenance, rating: { returnGasTemp: 20, superheat: 10, subcooling: 0 } } };
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(json([rated]))));
    render(
      <FixedUnitSystem system="ip">
        <QueryClientProvider client={createQueryClient()}>
          <PolynomialPanel compressor={compressor} onClose={vi.fn()} />
        </QueryClientProvider>
      </FixedUnitSystem>,
    );
    // 20 °C = 68 °F; 10 K = 18 °F; -45 °C = -49 °F, 7.5 °C = 45.5 °F, 11.6 °C = 52.9 °F, 62 °C = 143.6 °F.
    const provenance = await screen.findByTestId("provenance");
    expect(provenance.textContent?.replace(/\u00a0/g, " ")).toContain("gas de retorno 68.0 °F · recalentamiento 18.0 °F · subenfriamiento 0.0 °F");
    const card = screen.getByTestId("polynomial-card").textContent?.replace(/\u00a0/g, " ");
    expect(card).toContain("Evap: -49.0 a 45.5 °F · Cond: 52.9 a 143.6 °F");
    expect(card).not.toContain("°C ·");
  }, 20_000);
});
