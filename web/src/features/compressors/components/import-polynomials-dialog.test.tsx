import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Compressor } from "../api/get-compressors";
import { ImportPolynomialsDialog } from "./import-polynomials-dialog";
import { FixedNumberLocale } from "@/hooks/use-number-locale";
import recorded from "@/lib/fixtures/recorded-answers.json";
import { setNumberLocale, type NumberLocale } from "@/lib/format";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => {
  vi.unstubAllGlobals();
  setNumberLocale("es-MX");
});

const compressor = { id: "c-1", model: "4FES-5Y" } as Compressor;

const coefficients = {
  c1: 1,
  c2: 2,
  c3: 3,
  c4: 4,
  c5: 5,
  c6: 6,
  c7: 7,
  c8: 8,
  c9: 9,
  c10: 10,
};
const envelope = {
  evapTempMin: null,
  evapTempMax: null,
  condTempMin: null,
  condTempMax: null,
};
const extraction = {
  method: "csv",
  warnings: [],
  // As the server sends them (domain DefaultEnvelope).
  toolDefaults: recorded.defaultEnvelope,
  source: { fileName: "polinomios.csv", sha256: "ab", method: "csv" },
  polynomials: [
    {
      refrigerant: "R404A",
      parameter: "coolingCapacity",
      sourceLabel: "Capacidad frigorífica [kW]",
      outputUnit: "kW",
      ...coefficients,
      ...envelope,
    },
    {
      refrigerant: "R404A",
      parameter: null,
      sourceLabel: "Rendimiento isentrópico",
      parameterUnrecognised: true,
      ...coefficients,
      ...envelope,
    },
  ],
};

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

async function extracted(found: unknown = extraction, locale: NumberLocale = "es-MX") {
  const fetchMock = vi
    .fn()
    .mockResolvedValueOnce(answer(found))
    .mockResolvedValueOnce(answer({ id: "c-1" }));
  vi.stubGlobal("fetch", fetchMock);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FixedNumberLocale locale={locale}>
        <ImportPolynomialsDialog compressor={compressor} onOpenChange={vi.fn()} />
      </FixedNumberLocale>
    </QueryClientProvider>,
  );
  await user.upload(screen.getByLabelText("Archivo"), new File(["x"], "polinomios.csv", { type: "text/csv" }));
  await user.click(screen.getByRole("button", { name: "Extraer" }));
  await screen.findByTestId("polynomial-review");
  return { user, fetchMock };
}

describe("ImportPolynomialsDialog", () => {
  it("shows the file's label, its unit and an unrecognised label that needs a choice", async () => {
    await extracted();
    expect(screen.getByTestId("source-label-1")).toHaveTextContent("Archivo: «Capacidad frigorífica [kW]»");
    expect(screen.getByText("En kW; se convierte a W al importar")).toBeInTheDocument();
    expect(screen.getByTestId("source-label-2")).toHaveTextContent("No reconocido: «Rendimiento isentrópico»");
    expect(screen.getByLabelText("Parámetro 2")).toHaveDisplayValue("Elegir parámetro");
    expect(screen.getByLabelText("Parámetro 1")).toHaveDisplayValue("Capacidad");
    expect(screen.getByLabelText("Parámetro 2")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Confirmar e importar" })).toBeDisabled();
  });

  it("shows the sets that cannot describe a real compressor, by row, with the server's cause", async () => {
    const message = "El COP de R404A (2512) supera el COP de Carnot (5.26) en evaporación -10.0 °C y condensación 40.0 °C: la potencia parece estar en kW";
    await extracted({
      ...extraction,
      physicalFaults: [
        { check: "aboveCarnot", refrigerant: "R404A", sets: ["0", "1"], evapTemp: -10, condTemp: 40, value: 2512, limit: 5.26, likelyCause: "powerInKilowatts", message },
      ],
    });
    const box = screen.getByTestId("physical-faults");
    expect(box).toHaveTextContent("Datos físicamente imposibles");
    expect(box).toHaveTextContent(`Fila 1, Fila 2: ${message}`);
    expect(box).toHaveTextContent("la importación se rechaza");
  });

  it("shows the envelope read from the file, its polygon, and what it could not place, and sends the polygon back", async () => {
    const polygon = [
      { to: -40, tc: 20 },
      { to: -40, tc: 40 },
      { to: -25, tc: 55 },
      { to: -5, tc: 55 },
    ];
    const { user, fetchMock } = await extracted({
      ...extraction,
      envelopeSources: ["Envolvente de aplicación R404A / to (°C) tc (°C) / -40 20"],
      envelopeUnplaced: ["Rango de aplicación: −17,8 … 4,4 °C / 10 … 48,9 °C"],
      polynomials: [{ ...extraction.polynomials[0], envelopePolygon: polygon }, extraction.polynomials[1]],
    });
    expect(screen.getByTestId("envelope-source")).toHaveTextContent("Envolvente leída del archivo: «Envolvente de aplicación R404A");
    expect(screen.getByTestId("envelope-unplaced")).toHaveTextContent("Envolvente sin asignar: «Rango de aplicación: −17,8 … 4,4 °C / 10 … 48,9 °C». No se supone nada");
    // The envelope read is one table, a corner a row; the set names it.
    const table = screen.getByTestId("envelope-table");
    expect(table).toHaveTextContent("Tabla 1: envolvente leída del archivo (4 puntos)");
    expect(within(table).getAllByRole("row").map((r) => r.textContent)).toEqual(["PuntoEvaporación to (°C)Condensación tc (°C)", "1-4020", "2-4040", "3-2555", "4-555"]);
    expect(screen.getByTestId("envelope-polygon")).toHaveTextContent("Envolvente: tabla 1 (4 puntos)");
    await user.selectOptions(screen.getByLabelText("Parámetro 2"), "Potencia");
    await user.click(screen.getByRole("button", { name: "Confirmar e importar" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(fetchMock.mock.calls[1][1].body as string).polynomials[0].envelopePolygon).toEqual(polygon);
  });

  // Tester report 3, defect 3: one envelope table under several refrigerants' coefficient rows (a2l.csv's shape). The
  // review says where it goes and which sets get none; the user places it refrigerant by refrigerant.
  it("shows which refrigerants the envelope read goes to and which get the tool's defaults, and lets the user place it", async () => {
    const polygon = [
      { to: -25, tc: 20 },
      { to: -25, tc: 50 },
      { to: 10, tc: 60 },
      { to: 10, tc: 20 },
    ];
    const set = (refrigerant: string, parameter: string, envelopePolygon: typeof polygon | null) => ({
      ...extraction.polynomials[0],
      refrigerant,
      parameter,
      sourceLabel: null,
      outputUnit: null,
      envelopePolygon,
    });
    const { user, fetchMock } = await extracted({
      ...extraction,
      envelopeSources: ["Envolvente de aplicación / to (°C);tc (°C) / -25;20 / -25;50 / 10;60 / 10;20"],
      polynomials: [
        set("R290", "coolingCapacity", null),
        set("R290", "powerInput", null),
        set("R32", "coolingCapacity", polygon),
        set("R32", "powerInput", polygon),
      ],
    });
    const placement = screen.getByTestId("envelope-placement");
    expect(placement).toHaveTextContent("Envolvente leída (4 puntos): ¿a qué refrigerantes corresponde?");
    expect(screen.getByLabelText("Envolvente leída para R32")).toBeChecked();
    expect(screen.getByLabelText("Envolvente leída para R290")).not.toBeChecked();
    // One table for the four sets, not one per row, nor the file's lines again; the tool's defaults in the figures
    // the server sends.
    expect(screen.getAllByTestId("envelope-table")).toHaveLength(1);
    expect(screen.queryByTestId("envelope-source")).not.toBeInTheDocument();
    expect(screen.getAllByTestId("envelope-polygon").map((p) => p.textContent)).toEqual(["Envolvente: tabla 1 (4 puntos)", "Envolvente: tabla 1 (4 puntos)"]);
    expect(screen.getByTestId("envelope-missing")).toHaveTextContent(
      "Sin envolvente del fabricante: R290. Se guardarán los límites por defecto de la herramienta (evaporación -45 a 7.5 °C, condensación 11.6 a 62 °C), que no son una envolvente",
    );
    expect(screen.getByLabelText("Evap. mín. 1")).toHaveAttribute("placeholder", "-45");
    expect(screen.getByLabelText("Cond. máx. 1")).toHaveAttribute("placeholder", "62");
    await user.click(screen.getByLabelText("Envolvente leída para R290"));
    expect(screen.queryByTestId("envelope-missing")).not.toBeInTheDocument();
    // And taken back from R32, whose sets are then the ones without.
    await user.click(screen.getByLabelText("Envolvente leída para R32"));
    expect(screen.getByTestId("envelope-missing")).toHaveTextContent("Sin envolvente del fabricante: R32.");
    await user.click(screen.getByRole("button", { name: "Confirmar e importar" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const sent = JSON.parse(fetchMock.mock.calls[1][1].body as string).polynomials;
    expect(sent.map((p: { envelopePolygon: unknown }) => p.envelopePolygon)).toEqual([polygon, polygon, null, null]);
  });

  // Issue 21 item 9: the basis the file states is shown per set and can be corrected; confirm sends it.
  it("shows the temperature basis the file states, lets the engineer correct it, and sends it", async () => {
    const { user, fetchMock } = await extracted({
      ...extraction,
      polynomials: [
        { ...extraction.polynomials[0], refrigerant: "R407F", rating: { temperatureBasis: "midPoint" } },
        { ...extraction.polynomials[1], refrigerant: "R407F", parameter: "powerInput", parameterUnrecognised: false },
      ],
    });
    expect(screen.getByLabelText("Temperaturas 1")).toHaveDisplayValue("Temperaturas de punto medio");
    expect(screen.queryByTestId("temperature-basis-note-1")).not.toBeInTheDocument();
    // The second set's file said nothing: dew points, marked as not stated.
    expect(screen.getByLabelText("Temperaturas 2")).toHaveDisplayValue("Temperaturas de rocío");
    expect(screen.getByTestId("temperature-basis-note-2")).toHaveTextContent("no indicadas en el archivo");
    await user.selectOptions(screen.getByLabelText("Temperaturas 2"), "Temperaturas de punto medio");
    expect(screen.queryByTestId("temperature-basis-note-2")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Temperaturas 1"), "Temperaturas de rocío");
    await user.click(screen.getByRole("button", { name: "Confirmar e importar" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const sent = JSON.parse(fetchMock.mock.calls[1][1].body as string).polynomials;
    expect(sent.map((p: { rating?: { temperatureBasis?: string } }) => p.rating?.temperatureBasis)).toEqual(["dew", "midPoint"]);
  });

  it("shows no fault box for sound sets", async () => {
    await extracted({ ...extraction, physicalFaults: [] });
    expect(screen.queryByTestId("physical-faults")).not.toBeInTheDocument();
  });

  it("imports once the user has chosen the parameter, sending the choice", async () => {
    const { user, fetchMock } = await extracted();
    await user.selectOptions(screen.getByLabelText("Parámetro 2"), "Potencia");
    const confirm = screen.getByRole("button", {
      name: "Confirmar e importar",
    });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const body = JSON.parse(fetchMock.mock.calls[1][1].body as string);
    expect(body.polynomials.map((p: { parameter: string }) => p.parameter)).toEqual(["coolingCapacity", "powerInput"]);
    expect(body.polynomials[0].outputUnit).toBe("kW");
    expect(body.polynomials[1].parameterUnrecognised).toBe(false);
  });

  it("shows each set's ranges (defaults marked), every coefficient, and a file cell that became 0", async () => {
    const withRanges = {
      ...extraction,
      polynomials: [
        {
          ...extraction.polynomials[0],
          ...coefficients,
          c10: 0,
          nonNumeric: { c10: "x" },
          evapTempMin: -35,
          evapTempMax: 5,
          condTempMin: 20,
          condTempMax: null,
        },
      ],
    };
    const { user, fetchMock } = await extracted(withRanges);
    expect(screen.getByLabelText("Evap. mín. 1")).toHaveValue("-35");
    expect(screen.getByLabelText("Cond. mín. 1")).toHaveValue("20");
    expect(screen.getByLabelText("Cond. máx. 1")).toHaveValue("");
    expect(screen.getByLabelText("Cond. máx. 1")).toHaveAttribute("placeholder", "62");
    expect(screen.getByText("por defecto")).toBeInTheDocument();
    for (let n = 1; n <= 10; n++) expect(screen.getByLabelText(`c${n} 1`)).toBeInTheDocument();
    expect(screen.getByTestId("non-numeric-c10-1")).toHaveTextContent("Archivo: «x» → 0");
    expect(screen.getByTestId("non-numeric-note")).toHaveTextContent("1 coeficiente(s) no numérico(s)");

    // A value typed in the review is a manual edit: 'abc' is refused, not stored as 0.
    await user.clear(screen.getByLabelText("c3 1"));
    await user.type(screen.getByLabelText("c3 1"), "abc");
    await user.click(screen.getByRole("button", { name: "Confirmar e importar" }));
    expect(screen.getByText("Ingrese un número válido")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText("c3 1"));
    await user.type(screen.getByLabelText("c3 1"), "3,5");
    await user.click(screen.getByRole("button", { name: "Confirmar e importar" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const body = JSON.parse(fetchMock.mock.calls[1][1].body as string);
    expect(body.polynomials[0].c3).toBe(3.5);
    expect(body.polynomials[0].evapTempMin).toBe(-35);
    expect(body.polynomials[0].condTempMax).toBeNull();
  }, 20_000);

  describe("number fields", () => {
    // Coefficients as an EnergyPlus file gives them: more digits than any screen format shows.
    const precise = {
      ...extraction,
      polynomials: [{ ...extraction.polynomials[0], c1: 25000.123456789, c2: 1.2345678901234568e-5, c3: -3.5e-9, evapTempMin: -35.5, evapTempMax: 5, condTempMin: 20, condTempMax: null }],
    };

    it("shows the ranges in °C stepping by 0.1 within the server's limits, and refuses one outside at its field", async () => {
      const { user, fetchMock } = await extracted(precise);
      const evapMin = screen.getByLabelText("Evap. mín. 1");
      expect(evapMin).toHaveAccessibleDescription("°C");
      await user.type(evapMin, "{ArrowDown}");
      expect(evapMin).toHaveValue("-35.6");
      await user.clear(evapMin);
      await user.type(evapMin, "-150");
      expect(await screen.findByText("Debe estar entre -100 y 200 °C")).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Confirmar e importar" }));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await user.clear(evapMin);
      await user.type(evapMin, "-40");
      await user.click(screen.getByRole("button", { name: "Confirmar e importar" }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      expect(JSON.parse(fetchMock.mock.calls[1][1].body as string).polynomials[0].evapTempMin).toBe(-40);
    }, 20_000);

    it("keeps every digit of a coefficient: no unit, the arrow keys change nothing, sent as the file had it (es-ES)", async () => {
      const { user, fetchMock } = await extracted(precise, "es-ES");
      const c1 = screen.getByLabelText("c1 1");
      const c2 = screen.getByLabelText("c2 1");
      expect(c1).toHaveValue("25000,123456789");
      expect(c2).toHaveValue("0,000012345678901234568");
      expect(screen.getByLabelText("c3 1")).toHaveValue("-3,5E-9");
      expect(c2).not.toHaveAccessibleDescription();
      await user.type(c2, "{ArrowUp}{ArrowUp}");
      await user.type(c1, "{ArrowDown}");
      await user.tab();
      expect(c2).toHaveValue("0,000012345678901234568");
      expect(c1).toHaveValue("25000,123456789");
      expect(screen.getByLabelText("Evap. mín. 1")).toHaveValue("-35,5");
      await user.click(screen.getByRole("button", { name: "Confirmar e importar" }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      const sent = JSON.parse(fetchMock.mock.calls[1][1].body as string).polynomials[0];
      expect([sent.c1, sent.c2, sent.c3, sent.evapTempMin]).toEqual([25000.123456789, 1.2345678901234568e-5, -3.5e-9, -35.5]);
    }, 20_000);
  });
});
