// Editing one set of a 60-set review re-renders that set's row alone: every
// number field counts its renders (a wrapped NumberInput), by its label.
//
// Cost, measured with `npx vitest run` on the shared 2-core machine under
// load (41-97 s a test before, over the 30 s timeout): mounting the 60 rows
// (840 number fields, 120 selects) takes 5-9 s and is the review itself;
// the rest was Testing Library's label queries. A *ByLabelText query on the
// whole document reads `labels` of each of its ~900 controls, and jsdom
// rebuilds each of those lists by walking the whole tree after any change:
// 11-30 s for the first query after the mount or after typing. The rows'
// fields are therefore found inside their own row (`field`), which reads
// the labels of that row's 16 controls only; the review is counted by its
// rows' c1 fields. After: 5-8 s a test at load average 22, 11-22 s while a
// cargo build also ran; the mount is most of it (a bare <input> instead of
// NumberInput saves about 2 of its 4 s), so the 30 s timeout stays.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Compressor } from "../api/get-compressors";
import { ImportPolynomialsDialog } from "./import-polynomials-dialog";
import { FixedNumberLocale } from "@/hooks/use-number-locale";
import { createQueryClient } from "@/lib/query-client";

const renders = vi.hoisted(() => new Map<string, number>());
vi.mock("@/components/common/number-input", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/components/common/number-input")>();
  return {
    ...actual,
    NumberInput: (props: Parameters<typeof actual.NumberInput>[0]) => {
      const label = props["aria-label"] ?? "";
      renders.set(label, (renders.get(label) ?? 0) + 1);
      return actual.NumberInput(props);
    },
  };
});
afterEach(() => vi.unstubAllGlobals());

const SETS = 60;
const set = (i: number) => ({
  refrigerant: "R134a",
  parameter: i % 2 === 0 ? "coolingCapacity" : "powerInput",
  sourceLabel: null,
  outputUnit: "W",
  ...Object.fromEntries(Array.from({ length: 10 }, (_, c) => [`c${c + 1}`, i + c / 10])),
  evapTempMin: -30,
  evapTempMax: 10,
  condTempMin: 20,
  condTempMax: 60,
});

async function reviewOfSixty() {
  const extraction = { method: "idf", warnings: [], source: { fileName: "compressors-sample.idf", sha256: "ab", method: "idf" }, polynomials: Array.from({ length: SETS }, (_, i) => set(i)) };
  vi.stubGlobal("fetch", vi.fn().mockResolvedValueOnce(new Response(JSON.stringify(extraction), { status: 200, headers: { "Content-Type": "application/json" } })));
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FixedNumberLocale locale="es-MX">
        <ImportPolynomialsDialog compressor={{ id: "c-1", model: "4FES-5Y" } as Compressor} onOpenChange={vi.fn()} />
      </FixedNumberLocale>
    </QueryClientProvider>,
  );
  await user.upload(screen.getByLabelText("Archivo"), new File(["x"], "compressors-sample.idf"));
  await user.click(screen.getByRole("button", { name: "Extraer" }));
  await screen.findByTestId("polynomial-review");
  const review = screen.getByTestId("polynomial-review");
  expect(review.querySelectorAll("tbody tr")).toHaveLength(SETS);
  expect([...review.querySelectorAll("input[aria-label]")].filter((c) => /^c1 \d+$/.test(c.getAttribute("aria-label") ?? ""))).toHaveLength(SETS);
  renders.clear();
  return user;
}

/** A field of the review by its label ('c3 30'), looked for in its own row (the label's number). */
function field(label: string): HTMLElement {
  const row = screen.getByTestId("polynomial-review").querySelectorAll("tbody tr")[Number(label.split(" ").at(-1)) - 1];
  return within(row as HTMLElement).getByLabelText(label);
}

/** The rows (1-based) whose number fields rendered since the counts were cleared. */
const rowsRendered = () => [...new Set([...renders.keys()].map((label) => Number(label.split(" ").at(-1))))].sort((a, b) => a - b);

describe("ImportPolynomialsDialog with 60 sets", () => {
  it("re-renders only the row whose coefficient is typed in", async () => {
    const user = await reviewOfSixty();
    await user.type(field("c3 30"), "5");
    expect(field("c3 30")).toHaveValue("29.25");
    expect(rowsRendered()).toEqual([30]);
    expect(renders.get("c3 30")).toBeGreaterThan(0);
  }, 30_000);

  it("re-renders only its row when a typed value is refused and when it is corrected", async () => {
    const user = await reviewOfSixty();
    const cell = field("Evap. mín. 7");
    await user.clear(cell);
    await user.type(cell, "-150");
    expect(await screen.findByText("Debe estar entre -100 y 200 °C")).toBeInTheDocument();
    await user.clear(cell);
    await user.type(cell, "-40");
    expect(screen.queryByText("Debe estar entre -100 y 200 °C")).not.toBeInTheDocument();
    expect(rowsRendered()).toEqual([7]);
  }, 30_000);

  it("re-renders only the row whose parameter or refrigerant is changed", async () => {
    const user = await reviewOfSixty();
    await user.selectOptions(field("Parámetro 12"), "Corriente");
    expect(field("Parámetro 12")).toHaveDisplayValue("Corriente");
    await user.type(field("Refrigerante 45"), "x");
    expect(field("Refrigerante 45")).toHaveValue("R134ax");
    expect(rowsRendered()).toEqual([12, 45]);
  }, 30_000);
});
