// Engine 1.12.0 (ADR 2026-11-28, field lines per refrigerant circuit): a chiller of two circuits with a remote condenser
// answers each circuit's own liquid and discharge line, and the unit's are empty; a chiller has no suction run. The
// fixtures are real answers of POST /api/chillers/calculate (the demo catalogue, R134a, 2 °C / 45 °C, a 20 m pipe run):
// chiller-remote-2c-answer.json for two circuits, chiller-remote-1c-answer.json for one (top-level lines, as before).
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type * as React from "react";
import { describe, expect, it } from "vitest";
import type { ProjectForm } from "../../types/project";
import type { ChillerResult, LineResult } from "../../types/results";
import oneCircuit from "./fixtures/chiller-remote-1c-answer.json";
import twoCircuits from "./fixtures/chiller-remote-2c-answer.json";
import { ResultsPanel } from "./results-panel";
import { lineVerdict } from "@/lib/verdict-words";
import { createQueryClient } from "@/lib/query-client";

const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;

const form = {
  equipmentType: "chiller",
  refrigerant: "R134a",
  condTemp: 45,
  evapTemp: null,
  chillerConfig: { coldSide: { fluidType: "water", flowRateUnit: "lmin", tempOut: 7 } },
} as unknown as ProjectForm;

const answer2c = twoCircuits as unknown as ChillerResult;
const answer1c = oneCircuit as unknown as ChillerResult;

/** Each row of a lines table: the kind it is named by ('' when none), its 'Línea N' cell, its tube and its verdict. */
function rowsOf(testId: string) {
  return within(screen.getByTestId(testId))
    .getAllByTestId("line-row")
    .map((row) => ({
      kind: within(row).queryByTestId("line-kind")?.textContent ?? "",
      first: within(row).getAllByRole("cell")[0].textContent,
      tube: within(row).getAllByRole("cell")[2].textContent,
      verdict: within(row).getByTestId("line-verdict").textContent,
    }));
}

describe("a chiller's field lines on the results screen (engine 1.12.0)", () => {
  it("the real two-circuit answer has its lines per circuit only", () => {
    expect(answer2c.liquidLines).toEqual([]);
    expect(answer2c.dischargeLine).toBeNull();
    expect(answer2c.circuits.map((c) => [c.liquidLines?.length, Boolean(c.dischargeLine), c.suctionLines.length])).toEqual([
      [1, true, 0],
      [1, true, 0],
    ]);
  });

  it("counts each circuit's lines as a field run and names them by circuit as the sheet does", () => {
    render(<ResultsPanel results={answer2c} form={form} />, { wrapper });
    expect(screen.queryByTestId("no-field-run")).toBeNull();
    const liquid = answer2c.circuits.map((c) => (c.liquidLines as LineResult[])[0]);
    expect(rowsOf("liquid-lines-table")).toEqual([
      { kind: "Líquido · Circuito 1", first: "Líquido · Circuito 1 · Línea 1", tube: `${liquid[0].diameter}" cobre`, verdict: lineVerdict(liquid[0]) },
      { kind: "Líquido · Circuito 2", first: "Líquido · Circuito 2 · Línea 1", tube: `${liquid[1].diameter}" cobre`, verdict: lineVerdict(liquid[1]) },
    ]);
    const discharge = answer2c.circuits.map((c) => c.dischargeLine as LineResult);
    expect(screen.getByTestId("discharge-line-card").textContent).toContain("Líneas de Descarga");
    expect(rowsOf("discharge-line-table")).toEqual([
      { kind: "Descarga · Circuito 1", first: "Descarga · Circuito 1 · Línea 1", tube: `${discharge[0].diameter}" cobre`, verdict: lineVerdict(discharge[0]) },
      { kind: "Descarga · Circuito 2", first: "Descarga · Circuito 2 · Línea 1", tube: `${discharge[1].diameter}" cobre`, verdict: lineVerdict(discharge[1]) },
    ]);
    // The sheet's words: these lines all meet their criteria.
    expect(rowsOf("discharge-line-table").map((r) => r.verdict)).toEqual(["Cumple", "Cumple"]);
    // A chiller has no suction run: no empty table for it.
    expect(screen.queryByTestId("suction-lines-1")).toBeNull();
    expect(screen.queryByTestId("suction-lines-2")).toBeNull();
    expect(screen.queryByText("Líneas de Succión")).toBeNull();
  });

  it("names a circuit the engineer named otherwise by its position and its name, as the sheet ('Circuito 2 (B)')", () => {
    const named = { ...answer2c, circuits: [answer2c.circuits[0], { ...answer2c.circuits[1], circuitId: "B" }] };
    render(<ResultsPanel results={named} form={form} />, { wrapper });
    expect(rowsOf("liquid-lines-table").map((r) => r.kind)).toEqual(["Líquido · Circuito 1", "Líquido · Circuito 2 (B)"]);
    expect(rowsOf("discharge-line-table").map((r) => r.kind)).toEqual(["Descarga · Circuito 1", "Descarga · Circuito 2 (B)"]);
  });

  it("shows a one-circuit remote chiller's unit lines as before, without an empty suction table", () => {
    expect(answer1c.liquidLines).toHaveLength(1);
    expect(answer1c.circuits[0].suctionLines).toEqual([]);
    render(<ResultsPanel results={answer1c} form={form} />, { wrapper });
    expect(rowsOf("liquid-lines-table")).toEqual([
      { kind: "", first: "Línea 1", tube: `${answer1c.liquidLines[0].diameter}" cobre`, verdict: lineVerdict(answer1c.liquidLines[0]) },
    ]);
    expect(screen.getByTestId("discharge-line-card").textContent).toContain("Línea de Descarga");
    expect(rowsOf("discharge-line-table").map((r) => r.first)).toEqual(["Línea 1"]);
    expect(screen.queryByTestId("suction-lines-1")).toBeNull();
    expect(screen.queryByText("Líneas de Succión")).toBeNull();
  });

  it("still shows an older chiller answer's suction lines (engine ≤ 1.11.0 sized one)", () => {
    const suction = { ...answer1c.liquidLines[0], kind: "suction" as const };
    const older = { ...answer1c, circuits: [{ ...answer1c.circuits[0], suctionLines: [suction] }] };
    render(<ResultsPanel results={older} form={form} />, { wrapper });
    expect(screen.getByText("Líneas de Succión")).toBeInTheDocument();
    expect(rowsOf("suction-lines-1").map((r) => r.first)).toEqual(["Línea 1"]);
  });

  it("still says a packaged chiller has no field run", () => {
    const packaged = { ...answer2c, circuits: answer2c.circuits.map((c) => ({ ...c, liquidLines: [], dischargeLine: null })) };
    render(<ResultsPanel results={packaged} form={form} />, { wrapper });
    expect(screen.getByTestId("no-field-run")).toBeInTheDocument();
    expect(screen.queryByTestId("liquid-lines-card")).toBeNull();
    expect(screen.queryByTestId("discharge-line-card")).toBeNull();
  });
});
