import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { UploadedChart } from "../api/get-refrigerants-library";
import { ChartComparison } from "./refrigerant-details-dialog";

const row = (temp: number, dew: number, deviation: number, suspect = false) => ({
  temp,
  bubblePressure: null,
  dewPressure: dew,
  referenceBubble: null,
  referenceDew: dew,
  deviation,
  suspect,
});

const chart: UploadedChart = {
  fileName: "r134a.pdf",
  sha256: "ab",
  extraction: "ocr",
  temperatureUnit: "°F",
  temperatureUnitInferred: true,
  pressureUnit: "psi",
  pressureBasis: "manométrica",
  basisInferred: false,
  rows: [row(0, 2.928, 0.1), row(10, 41.46, 900, true), row(20, 5.717, 0.2)],
  skippedRows: 0,
  maxDeviation: 0.2,
  maxDeviationTemp: 20,
  uploadedAt: null,
};

describe("ChartComparison", () => {
  it("marks suspect rows, says they are left out, and says when the scale was deduced", () => {
    render(<ChartComparison chart={chart} code="R134a" />);
    expect(screen.getByTestId("suspect-note")).toHaveTextContent("1 fila(s) dudosa(s)");
    const marked = document.querySelectorAll('[data-suspect="true"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent("dudosa");
    expect(screen.getByTestId("chart-comparison")).toHaveTextContent("°F (deducida)");
    expect(screen.getByTestId("max-deviation")).toHaveTextContent("0.2 %");
  });

  it("says which atmosphere converted the gauge readings, why a row is doubtful, and which lines were skipped", () => {
    const scanned: UploadedChart = {
      ...chart,
      rows: [row(0, 2.928, 0.1), { ...row(10, 4.146, 0.1, true), doubt: "«4.l46» leído como 4.146" }],
      atmosphericPressure: 0.9,
      atmosphericPressureStated: true,
      skippedLines: ["30 ?"],
    };
    render(<ChartComparison chart={scanned} code="R134a" />);
    expect(screen.getByTestId("chart-atmosphere")).toHaveTextContent("con 0.900 bar de presión atmosférica (la indicada en el archivo)");
    expect(document.querySelector('[data-suspect="true"]')).toHaveTextContent("dudosa«4.l46» leído como 4.146");
    expect(screen.getByTestId("chart-skipped")).toHaveTextContent("Filas sin presiones legibles, omitidas:30 ?");
  });

  it("says when the standard atmosphere was used", () => {
    render(<ChartComparison chart={{ ...chart, atmosphericPressure: 1.01325 }} code="R134a" />);
    expect(screen.getByTestId("chart-atmosphere")).toHaveTextContent("(la estándar: el archivo no indica otra)");
  });

  it("colours the rows further than 2 % from the reference and says the chart does not match", () => {
    const offRow = (temp: number, dew: number, deviation: number) => ({ ...row(temp, dew, deviation), offReference: true });
    const r448a: UploadedChart = {
      ...chart,
      fileName: "r448a.pdf",
      rows: [offRow(-20, 2.1, 11.2), offRow(0, 4.4, 10.8), row(20, 9.0, 1.5)],
      maxDeviation: 11.2,
      tolerancePct: 2,
      rowsOffReference: 2,
    };
    render(<ChartComparison chart={r448a} code="R404A" />);
    const off = document.querySelectorAll('[data-off-reference="true"]');
    expect(off).toHaveLength(2);
    expect(off[0]).toHaveTextContent("fuera de tolerancia");
    expect(screen.getByTestId("chart-mismatch")).toHaveTextContent(
      "La tabla no coincide con R404A: 2 de 3 fila(s) se desvían más de 2 % de los datos de referencia (hasta 11.2 %). Revise que el archivo sea de R404A.",
    );
  });

  it("says nothing about a mismatch when every row agrees", () => {
    render(<ChartComparison chart={{ ...chart, tolerancePct: 2, rowsOffReference: 0 }} code="R134a" />);
    expect(screen.queryByTestId("chart-mismatch")).toBeNull();
  });
});
