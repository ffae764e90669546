import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImportDatasheetDialog } from "./import-datasheet-dialog";
import { setNumberLocale } from "@/lib/format";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => {
  vi.unstubAllGlobals();
  setNumberLocale("es-MX");
});

const extraction = {
  model: "06TRD039",
  brand: "Carlyle",
  type: "tornillo",
  refrigerant: "R134a",
  voltage: "460V",
  technicalData: { displacement: 18.05, cylinders: 6, weight: 1250.5, suctionConnection: "2 5/8\"" },
  motorData: { ratedCurrent: 9.8, efficiency: 91.25 },
  oilData: null,
  soundData: { soundPowerLevel: 82 },
  dimensions: { length: 1020, rpmRated: 1450 },
  availableOptions: null,
  method: "pdf-text",
  source: { fileName: "06t.pdf", sha256: "ab", method: "pdf-text" },
  sources: {
    model: "Modelo     06TRD039",
    type: "Familia Carlyle 06T: tornillo (Carlyle product data)",
    "technicalData.displacement": "Desplazamiento (1450 rpm)    18,05 m³/h",
  },
};

async function review() {
  vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(JSON.stringify(extraction), { status: 200, headers: { "Content-Type": "application/json" } })));
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ImportDatasheetDialog open onOpenChange={vi.fn()} />
    </QueryClientProvider>,
  );
  await user.upload(screen.getByLabelText("Ficha técnica"), new File(["%PDF-"], "06t.pdf", { type: "application/pdf" }));
  await user.click(screen.getByRole("button", { name: "Extraer datos" }));
  await screen.findByTestId("datasheet-review");
}

describe("ImportDatasheetDialog", () => {
  it("shows where each value was read and why the type is what it is", async () => {
    await review();
    expect(screen.getByLabelText("Tipo")).toHaveValue("tornillo");
    expect(screen.getByTestId("source-type")).toHaveTextContent("Leído de: «Familia Carlyle 06T: tornillo (Carlyle product data)»");
    expect(screen.getByTestId("source-model")).toHaveTextContent("Modelo 06TRD039");
    expect(screen.queryByTestId("source-voltage")).toBeNull();
    expect(screen.getByTestId("datasheet-sources")).toHaveTextContent("Desplazamiento: «Desplazamiento (1450 rpm) 18,05 m³/h»");
    expect(screen.getByTestId("datasheet-sources")).toHaveTextContent("Tipo: «Familia Carlyle 06T: tornillo (Carlyle product data)»");
  });

  it("names the extracted figures in Spanish with their units, every digit read kept", async () => {
    await review();
    const lines = [...screen.getByTestId("datasheet-figures").querySelectorAll("li")].map((li) => li.textContent);
    expect(lines).toEqual([
      "Técnico: Desplazamiento 18.05\u00A0m³/h, Cilindros 6, Peso 1250.5\u00A0kg, Conexión de succión 2 5/8\"",
      "Motor: Corriente nominal 9.8\u00A0A, Eficiencia 91.25\u00A0%",
      "Sonido: Potencia sonora 82\u00A0dB",
      // A figure the table does not name keeps its key.
      "Dimensiones: Largo 1020\u00A0mm, rpmRated 1450",
    ]);
  });

  it("prints the figures with the decimal comma of a comma locale", async () => {
    setNumberLocale("es-CL");
    await review();
    const text = screen.getByTestId("datasheet-figures").textContent ?? "";
    expect(text).toContain("Desplazamiento 18,05\u00A0m³/h");
    expect(text).toContain("Peso 1250,5\u00A0kg");
    expect(text).toContain("Eficiencia 91,25\u00A0%");
    expect(text).not.toMatch(/\d\.\d/);
  });
});
