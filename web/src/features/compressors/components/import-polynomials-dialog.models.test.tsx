// Issue 23: a catalogue file of several models, imported into one compressor,
// gives it the sets of the model chosen alone; a file of another model is said.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModelInFile } from "../api/extract-polynomials";
import type { Compressor } from "../api/get-compressors";
import { ImportPolynomialsDialog } from "./import-polynomials-dialog";
import { FixedNumberLocale } from "@/hooks/use-number-locale";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => vi.unstubAllGlobals());

const compressor = { id: "c-1", model: "06DR316" } as Compressor;

const set = (model: string, parameter: string, c1: number) => ({
  model,
  refrigerant: "R134a",
  parameter,
  ...Object.fromEntries(Array.from({ length: 10 }, (_, c) => [`c${c + 1}`, c === 0 ? c1 : 0])),
  evapTempMin: -20,
  evapTempMax: 10,
  condTempMin: 25,
  condTempMax: 60,
});

const catalogue = (models: ModelInFile[]) => ({
  method: "csv",
  warnings: [],
  source: { fileName: "catalogo.csv", sha256: "ab", method: "csv" },
  polynomials: [
    set("06DR013", "coolingCapacity", 13000),
    set("06DR013", "powerInput", 1300),
    set("06DR316", "coolingCapacity", 31600),
    set("06DR316", "powerInput", 3160),
    set("2DL3-040E-TFD", "coolingCapacity", 4000),
  ],
  models,
});

const three = (own: boolean): ModelInFile[] => [
  { name: "06DR013", rows: [0, 1], matchesCompressor: false },
  { name: "06DR316", rows: [2, 3], matchesCompressor: own },
  { name: "2DL3-040E-TFD", rows: [4], matchesCompressor: false },
];

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

async function extracted(found: unknown) {
  const fetchMock = vi.fn().mockResolvedValueOnce(answer(found)).mockResolvedValueOnce(answer({ id: "c-1" }));
  vi.stubGlobal("fetch", fetchMock);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FixedNumberLocale locale="es-MX">
        <ImportPolynomialsDialog compressor={compressor} onOpenChange={vi.fn()} />
      </FixedNumberLocale>
    </QueryClientProvider>,
  );
  await user.upload(screen.getByLabelText("Archivo"), new File(["x"], "catalogo.csv", { type: "text/csv" }));
  await user.click(screen.getByRole("button", { name: "Extraer" }));
  await screen.findByTestId("polynomial-review");
  return { user, fetchMock };
}

const shownModels = () => within(screen.getByTestId("polynomial-review")).queryAllByTestId(/^model-/).map((cell) => cell.textContent);
const sent = (fetchMock: ReturnType<typeof vi.fn>) => JSON.parse(fetchMock.mock.calls[1][1].body as string);

// The machine is shared: a first render under load takes longer than the default 5 s.
describe("ImportPolynomialsDialog with a catalogue of several models", { timeout: 30_000 }, () => {
  it("pre-selects the compressor's model, shows its sets with their model, and sends only them", async () => {
    const { user, fetchMock } = await extracted(catalogue(three(true)));
    expect(screen.getByLabelText("Modelo a importar")).toHaveDisplayValue("06DR316 (2 polinomio(s)) · modelo del compresor");
    expect(screen.getByTestId("file-model")).toHaveTextContent("El archivo contiene 3 modelos; solo se importan los polinomios del modelo elegido.");
    expect(screen.getByRole("columnheader", { name: "Modelo" })).toBeInTheDocument();
    expect(shownModels()).toEqual(["06DR316", "06DR316"]);
    // The rows keep their position in the file, as the server's faults name them.
    expect(screen.getByLabelText("c1 3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirmar e importar" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const body = sent(fetchMock);
    expect(body.model).toBe("06DR316");
    expect(body.polynomials.map((p: { model: string; c1: number }) => [p.model, p.c1])).toEqual([
      ["06DR316", 31600],
      ["06DR316", 3160],
    ]);
  });

  it("guesses nothing when no model is the compressor's: every set is shown and the user must choose", async () => {
    const { user, fetchMock } = await extracted(catalogue(three(false)));
    expect(screen.getByLabelText("Modelo a importar")).toHaveDisplayValue("Elegir modelo");
    expect(screen.getByTestId("file-model")).toHaveTextContent("Ningún modelo del archivo es 06DR316: elija el modelo cuyos polinomios se importan.");
    expect(shownModels()).toEqual(["06DR013", "06DR013", "06DR316", "06DR316", "2DL3-040E-TFD"]);
    expect(screen.getByRole("button", { name: "Confirmar e importar" })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Modelo a importar"), "06DR013 (2 polinomio(s))");
    expect(shownModels()).toEqual(["06DR013", "06DR013"]);
    expect(screen.getByTestId("file-model")).toHaveTextContent("El modelo elegido, 06DR013, no es el del compresor (06DR316).");
    await user.click(screen.getByRole("button", { name: "Confirmar e importar" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const body = sent(fetchMock);
    expect(body.model).toBe("06DR013");
    expect(body.polynomials.map((p: { c1: number }) => p.c1)).toEqual([13000, 1300]);
  });

  it("says a file of one other model is not the compressor's and waits for the user's confirmation", async () => {
    const found = catalogue([{ name: "06DR013", rows: [0, 1], matchesCompressor: false }]);
    const { user, fetchMock } = await extracted({ ...found, polynomials: found.polynomials.slice(0, 2) });
    expect(screen.getByTestId("file-model")).toHaveTextContent("El archivo es del modelo 06DR013; el compresor es 06DR316.");
    expect(screen.getByRole("button", { name: "Confirmar e importar" })).toBeDisabled();
    await user.click(screen.getByLabelText("Importar los polinomios de 06DR013 en 06DR316"));
    await user.click(screen.getByRole("button", { name: "Confirmar e importar" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(fetchMock).model).toBe("06DR013");
  });

  it("shows no model column nor choice for a file that names no model", async () => {
    const found = catalogue([]);
    await extracted({ ...found, polynomials: found.polynomials.map(({ model: _, ...p }) => p) });
    expect(screen.queryByTestId("file-model")).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Modelo" })).toBeNull();
    expect(screen.getByRole("button", { name: "Confirmar e importar" })).toBeEnabled();
  });
});
