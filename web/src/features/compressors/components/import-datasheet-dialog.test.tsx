import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImportDatasheetDialog } from "./import-datasheet-dialog";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => vi.unstubAllGlobals());

const extraction = {
  model: "06TRD039",
  brand: "Carlyle",
  type: "tornillo",
  refrigerant: "R134a",
  voltage: "460V",
  technicalData: { displacement: 18.05 },
  motorData: null,
  oilData: null,
  soundData: null,
  dimensions: null,
  availableOptions: null,
  method: "pdf-text",
  source: { fileName: "06t.pdf", sha256: "ab", method: "pdf-text" },
  sources: {
    model: "Modelo     06TRD039",
    type: "Familia Carlyle 06T: tornillo (Carlyle product data)",
    "technicalData.displacement": "Desplazamiento (1450 rpm)    18,05 m³/h",
  },
};

describe("ImportDatasheetDialog", () => {
  it("shows where each value was read and why the type is what it is", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify(extraction), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        }),
      ),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ImportDatasheetDialog open onOpenChange={vi.fn()} />
      </QueryClientProvider>,
    );
    await user.upload(screen.getByLabelText("Ficha técnica"), new File(["%PDF-"], "06t.pdf", { type: "application/pdf" }));
    await user.click(screen.getByRole("button", { name: "Extraer datos" }));
    await screen.findByTestId("datasheet-review");
    expect(screen.getByLabelText("Tipo")).toHaveValue("tornillo");
    expect(screen.getByTestId("source-type")).toHaveTextContent("Leído de: «Familia Carlyle 06T: tornillo (Carlyle product data)»");
    expect(screen.getByTestId("source-model")).toHaveTextContent("Modelo 06TRD039");
    expect(screen.queryByTestId("source-voltage")).toBeNull();
    expect(screen.getByTestId("datasheet-sources")).toHaveTextContent("technicalData.displacement: «Desplazamiento (1450 rpm) 18,05 m³/h»");
  });
});
