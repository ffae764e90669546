import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { LibraryRefrigerant, UploadedChart } from "../api/get-refrigerants-library";
import { ChartComparison, RefrigerantDetailsDialog } from "./refrigerant-details-dialog";
import { decimalsOf } from "@/lib/format";

// The dialog's LFL and P-T chart pressures take their decimals from the one
// number table: here the table gives each quantity one decimal more, so a
// decimal count of the dialog's own shows the wrong number of digits.
vi.mock("@domain-data/number-format.json", async (importOriginal) => {
  const real = (await importOriginal<{ default: { decimals: Record<string, number> } }>()).default;
  const decimals = Object.fromEntries(Object.entries(real.decimals).map(([quantity, digits]) => [quantity, digits + 1]));
  return { default: { ...real, decimals } };
});

// R32 as the API gives it (ISO 817 LFL 0.307 kg/m³), with only what the General tab reads.
const r32 = {
  id: "R32",
  code: "R32",
  name: "Difluorometano",
  type: "HFC",
  safetyClass: "A2L",
  gwp: 675,
  gwpAr5: 677,
  odp: 0,
  isFlammable: true,
  flammability: "Ligeramente inflamable",
  toxicityLevel: "Baja",
  composition: null,
  normalBoilingPoint: -51.65,
  triplePoint: null,
  glide: null,
  criticalTemperature: 78.11,
  lfl: 0.30712,
  operatingRanges: { minEvap: -40, maxEvap: 10, minCond: 20, maxCond: 60, maxPressure: 57.82 },
  allowedEquipmentTypes: ["condensadora"],
  description: "Difluorometano.",
  notes: [],
  normatives: [],
  pressureTable: [],
  vaporDensityTable: [],
  liquidDensityTable: [],
  enthalpyTable: [],
  datasetHash: "0123456789abcdef",
  coolpropVersion: "8.0.0",
  uploadedCharts: [],
} as LibraryRefrigerant;

const chart: UploadedChart = {
  fileName: "r134a.pdf",
  sha256: "ab",
  extraction: "pdf-text",
  temperatureUnit: "°C",
  temperatureUnitInferred: false,
  pressureUnit: "bar",
  pressureBasis: "absoluta",
  basisInferred: false,
  rows: [{ temp: 0, bubblePressure: null, dewPressure: 2.92834, referenceBubble: null, referenceDew: 2.92651, deviation: 0.0625, suspect: false }],
  skippedRows: 0,
  maxDeviation: 0.0625,
  maxDeviationTemp: 0,
  uploadedAt: null,
};

describe("RefrigerantDetailsDialog with the number table", () => {
  it("reads the mocked table", () => {
    expect(decimalsOf("lfl")).toBe(4);
    expect(decimalsOf("chartPressure")).toBe(4);
  });

  it("prints the LFL with the table's decimals", () => {
    render(<RefrigerantDetailsDialog refrigerant={r32} onOpenChange={() => {}} />);
    expect(screen.getByText("LFL").nextElementSibling?.textContent).toBe("0.3071 kg/m³");
  });

  it("prints an uploaded chart's pressures and the reference with the table's decimals", () => {
    render(<ChartComparison chart={chart} code="R134a" />);
    const cells = [...document.querySelectorAll("tbody td")].map((c) => c.textContent);
    expect(cells).toEqual(["0.00", "2.9283", "2.9265", "0.06"]);
  });
});
