import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CompressorSelectionAnswer } from "../api/select-compressors";
import { compressorsOf } from "../utils/circuits";
import { CompressorSelectionDialog, missingForSelection, selectionRequest, type SelectionDuty } from "./compressor-selection-dialog";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => vi.unstubAllGlobals());

const duty: SelectionDuty = { refrigerant: "R404A", evapTemp: -10, condTemp: 40, requiredCapacity: 30, compressorType: "reciprocante", maxCount: 12 };

const candidate = {
  model: "3DB3-100E-TFD",
  compressorId: "c-9",
  compressorType: "reciprocante",
  count: 2,
  coolingCapacity: 33_400,
  powerInput: 16_200,
  current: 31.4,
  cop: 2.06,
  capacityAtCondPlus5: 30_900,
  margin: 11.3,
  envelopeDistanceK: 8.9,
};
const answer: CompressorSelectionAnswer = {
  criterion: "highestCop",
  candidates: [candidate],
  excluded: { outOfEnvelope: 3, undersized: 1, oversized: 0, otherRefrigerant: 0, otherType: 2, notCalculable: 0 },
  considered: 7,
};

describe("CompressorSelectionDialog", () => {
  it("sends the circuit's duty, ranks the answer and fills the circuit with the chosen count", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetchMock);
    const onChoose = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CompressorSelectionDialog duty={duty} open onOpenChange={vi.fn()} onChoose={onChoose} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByTestId("selection-search"));
    const row = await screen.findByTestId("selection-row");
    const sent = JSON.parse(fetchMock.mock.calls[0][1].body as string);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/selection/compressors");
    expect(sent).toEqual({
      refrigerant: "R404A",
      evapTemp: -10,
      condTemp: 40,
      requiredCapacity: 30,
      compressorType: "reciprocante",
      count: { min: 1, max: 4 },
      redundancy: "N",
      sort: "highestCop",
    });
    expect(row).toHaveTextContent("3DB3-100E-TFD");
    expect(screen.getByTestId("selection-excluded")).toHaveTextContent("7 compresores considerados; descartados: 3 fuera de su envolvente, 1 capacidad insuficiente, 2 de otro tipo.");
    await user.click(within(row).getByRole("button", { name: "Elegir" }));
    expect(onChoose).toHaveBeenCalledWith(candidate);
    expect(compressorsOf(candidate)).toEqual([
      { id: 1, model: "3DB3-100E-TFD", type: "reciprocante", compressorId: "c-9" },
      { id: 2, model: "3DB3-100E-TFD", type: "reciprocante", compressorId: "c-9" },
    ]);
  });

  it("states on each candidate that its temperatures are dew points, and where a mid-point set was read (issue 21 item 9)", async () => {
    const mid = {
      ...candidate,
      compressorId: "c-10",
      model: "ZS21-MID",
      temperatureBasis: { basis: "dew" as const, setBasis: "midPoint" as const, setEvapTemp: -12.6, setCondTemp: 37.4 },
    };
    const dew = { ...candidate, temperatureBasis: { basis: "dew" as const, setBasis: "dew" as const, setEvapTemp: -10, setCondTemp: 40 } };
    const body = JSON.stringify({ ...answer, candidates: [dew, mid] });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(body, { status: 200, headers: { "Content-Type": "application/json" } })));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CompressorSelectionDialog duty={duty} open onOpenChange={vi.fn()} onChoose={vi.fn()} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByTestId("selection-search"));
    const rows = await screen.findAllByTestId("selection-row");
    expect(within(rows[0]).getByTestId("selection-temperature-basis")).toHaveTextContent(/^Temperaturas de rocío$/);
    expect(within(rows[1]).getByTestId("selection-temperature-basis")).toHaveTextContent(
      "Temperaturas de rocío; datos del fabricante en punto medio: evaporación -12.6 °C, condensación 37.4 °C",
    );
  });

  it("says what is missing before it can select, and sends no filter the catalogue does not know", () => {
    expect(missingForSelection({ ...duty, evapTemp: null }, 30)).toBe("Indique la temperatura de evaporación del circuito");
    expect(missingForSelection(duty, null)).toBe("Indique la capacidad requerida");
    expect(missingForSelection(duty, 30)).toBeNull();
    const request = selectionRequest({ ...duty, compressorType: "todos" }, 30, 3, "N+1", "fewestCompressors");
    expect(request.compressorType).toBeUndefined();
    expect(request.count).toEqual({ min: 1, max: 3 });
    expect(request.redundancy).toBe("N+1");
  });

  it("selects at the project's supply, as the calculation does (issue 27)", () => {
    const request = selectionRequest({ ...duty, voltage: 460, frequency: 60 }, 30, 3, "N", "highestCop");
    expect(request).toMatchObject({ voltage: 460, frequency: 60 });
    expect(selectionRequest({ ...duty, frequency: null }, 30, 3, "N", "highestCop").frequency).toBeUndefined();
  });
});
