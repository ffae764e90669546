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
    render(<ChartComparison chart={chart} />);
    expect(screen.getByTestId("suspect-note")).toHaveTextContent("1 fila(s) dudosa(s)");
    const marked = document.querySelectorAll('[data-suspect="true"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent("dudosa");
    expect(screen.getByTestId("chart-comparison")).toHaveTextContent("°F (deducida)");
    expect(screen.getByTestId("max-deviation")).toHaveTextContent("0.2 %");
  });
});
