import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RegulatoryCompliance } from "../../types/results";
import { RegulatoryComplianceCard, regulatorySummary } from "./regulatory-compliance";
import { FixedUnitSystem } from "@/hooks/use-unit-system";
import { createQueryClient } from "@/lib/query-client";
import { setUnitSystem } from "@/lib/units";

/** The engine's texts ask the server for the user's units (SI here: no request). */
const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;

// An R404A rack of 60 kW in Spain, as POST /api/racks/calculate answers it.
const spain: RegulatoryCompliance = {
  jurisdiction: "ES",
  date: "2026-11-25",
  findings: [
    {
      rule: "Prohibición de comercialización",
      source: "Reglamento (UE) 2024/573, anexo IV, punto 5",
      status: "fail",
      message: "Prohibida la comercialización desde el 1 de enero de 2020 de equipos fijos de refrigeración...: R404A tiene GWP 3922.",
    },
    {
      rule: "Control de fugas",
      source: "Reglamento (UE) 2024/573, artículo 5, apartado 3",
      status: "warning",
      message: "Carga de 196,1 t CO₂e: control de fugas cada 6 meses (12 con sistema de detección).",
    },
    {
      rule: "Límite de carga por toxicidad (clase A1)",
      source: "EN 378-1:2016+A1:2020, anexo C, tabla C.1; anexo E (límite práctico)",
      status: "warning",
      message: "Sin volumen del local: la carga de 50,0 kg necesita al menos 100,0 m³.",
    },
    {
      rule: "Reducción gradual de HFC",
      source: "Protocolo de Montreal, Enmienda de Kigali (2016), artículo 2J",
      status: "ok",
      message: "Unión Europea (Parte no del artículo 5; línea base 2011–2013): en 2026 se admite el 60 % de la línea base.",
    },
  ],
};

afterEach(() => {
  setUnitSystem("si");
  vi.unstubAllGlobals();
});

describe("RegulatoryComplianceCard", () => {
  it("shows every finding with its status, message and the article it cites", () => {
    render(<RegulatoryComplianceCard compliance={spain} />, { wrapper });
    const card = screen.getByTestId("regulatory-compliance");
    expect(within(card).getByRole("heading", { name: "Cumplimiento normativo" })).toBeInTheDocument();
    expect(screen.getByTestId("regulatory-summary")).toHaveTextContent(
      "Jurisdicción: España · Reglas vigentes al 2026-11-25 · 1 no cumple · 2 requieren atención · 1 cumple",
    );
    spain.findings.forEach((finding, i) => {
      const row = screen.getByTestId(`regulatory-finding-${i + 1}`);
      expect(row).toHaveAttribute("data-status", finding.status);
      expect(row).toHaveTextContent(finding.rule);
      expect(row).toHaveTextContent(finding.message);
      expect(row).toHaveTextContent(finding.source);
    });
    expect(screen.getByTestId("regulatory-finding-1")).toHaveTextContent("No cumple");
    expect(screen.getByTestId("regulatory-finding-2")).toHaveTextContent("Atención");
    expect(screen.getByTestId("regulatory-finding-4")).toHaveTextContent("Cumple");
  });

  it("names the jurisdiction in Spanish and shows nothing for a result recorded before the check", () => {
    const { container, rerender } = render(<RegulatoryComplianceCard compliance={undefined} />, { wrapper });
    expect(container).toBeEmptyDOMElement();
    rerender(<RegulatoryComplianceCard compliance={{ ...spain, jurisdiction: "MX" }} />);
    expect(screen.getByTestId("regulatory-summary")).toHaveTextContent("Jurisdicción: México");
  });

  it("counts the findings worst first, singular and plural", () => {
    expect(regulatorySummary(spain.findings)).toBe("1 no cumple · 2 requieren atención · 1 cumple");
    expect(regulatorySummary(spain.findings.filter((f) => f.status === "ok"))).toBe("1 cumple");
    expect(regulatorySummary([])).toBe("");
  });

  it("asks the server for the findings in an I-P user's units and shows its answer (issue 24 item 3)", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        const { texts } = JSON.parse(String(init.body)) as { texts: string[] };
        return new Response(JSON.stringify({ texts: texts.map((t) => t.replace("50,0 kg necesita al menos 100,0 m³", "110,2 lb necesita al menos 3531 ft³")) }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        });
      }),
    );
    render(
      <FixedUnitSystem system="ip">
        <RegulatoryComplianceCard compliance={spain} />
      </FixedUnitSystem>,
      { wrapper },
    );
    expect(await screen.findByText("Sin volumen del local: la carga de 110,2 lb necesita al menos 3531 ft³.")).toBeInTheDocument();
    expect(sent).toEqual([{ url: "/api/units/texts", body: { system: "ip", texts: spain.findings.map((f) => f.message) } }]);
  });
});
