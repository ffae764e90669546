import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RegulatoryCompliance } from "../../types/results";
import { RegulatoryComplianceCard, regulatorySummary } from "./regulatory-compliance";

// An R404A rack of 60 kW in Spain, as POST /api/racks/calculate answers it.
const spain: RegulatoryCompliance = {
  jurisdiction: "ES",
  date: "2026-11-25",
  findings: [
    {
      rule: "Prohibición de comercialización",
      source: "Reglamento (UE) 2024/573, anexo IV, punto 5",
      status: "fail",
      message: "Prohibida la comercialización desde el 1 de enero de 2020 de equipos fijos de refrigeración...: R404A tiene PCA 3922.",
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

describe("RegulatoryComplianceCard", () => {
  it("shows every finding with its status, message and the article it cites", () => {
    render(<RegulatoryComplianceCard compliance={spain} />);
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
    const { container, rerender } = render(<RegulatoryComplianceCard compliance={undefined} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<RegulatoryComplianceCard compliance={{ ...spain, jurisdiction: "MX" }} />);
    expect(screen.getByTestId("regulatory-summary")).toHaveTextContent("Jurisdicción: México");
  });

  it("counts the findings worst first, singular and plural", () => {
    expect(regulatorySummary(spain.findings)).toBe("1 no cumple · 2 requieren atención · 1 cumple");
    expect(regulatorySummary(spain.findings.filter((f) => f.status === "ok"))).toBe("1 cumple");
    expect(regulatorySummary([])).toBe("");
  });
});
