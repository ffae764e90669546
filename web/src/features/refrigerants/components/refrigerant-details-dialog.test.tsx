import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setUnitSystem } from "@/lib/units";
import type { LibraryRefrigerant } from "../api/get-refrigerants-library";
import { RefrigerantDetailsDialog } from "./refrigerant-details-dialog";

// The General facts the API gives for R744 and R717 (build_sheet in domain/src/refrigerant/sheet.rs).
const base: LibraryRefrigerant = {
  id: "R744",
  code: "R744",
  name: "Dióxido de carbono",
  type: "natural",
  safetyClass: "A1",
  gwp: 1,
  gwpAr5: 1,
  odp: 0,
  isFlammable: false,
  flammability: "No inflamable",
  toxicityLevel: "Baja",
  composition: null,
  normalBoilingPoint: null,
  triplePoint: { temp: -56.56, pressure: 5.1796 },
  glide: null,
  criticalTemperature: 30.98,
  lfl: null,
  operatingRanges: { minEvap: -56.5, maxEvap: 25, minCond: -30, maxCond: 30.5, maxPressure: 73.77 },
  allowedEquipmentTypes: ["rack"],
  description: "Dióxido de carbono.",
  notes: [],
  normatives: [],
  pressureTable: [],
  vaporDensityTable: [],
  liquidDensityTable: [],
  enthalpyTable: [],
  datasetHash: "0123456789abcdef",
  coolpropVersion: "8.0.0",
  uploadedCharts: [],
};

const fact = (label: string) => screen.queryByText(label)?.nextElementSibling?.textContent ?? null;

// Figures as the default locale (es-MX) prints them.
describe("RefrigerantDetailsDialog, General tab", () => {
  it("shows the triple point of a fluid that does not boil at 1 atm, and no boiling point", () => {
    render(<RefrigerantDetailsDialog refrigerant={base} onOpenChange={() => {}} />);
    expect(fact("Punto triple")).toBe("-56.6 °C · 5.18 bar abs");
    expect(screen.queryByText("Punto de ebullición normal")).toBeNull();
  });

  it("shows the normal boiling point of a fluid that has one, and no triple point", () => {
    const ammonia = { ...base, id: "R717", code: "R717", name: "Amoniaco", normalBoilingPoint: -33.32, triplePoint: null };
    render(<RefrigerantDetailsDialog refrigerant={ammonia} onOpenChange={() => {}} />);
    expect(fact("Punto de ebullición normal")).toBe("-33.3 °C");
    expect(screen.queryByText("Punto triple")).toBeNull();
  });
});

describe("RefrigerantDetailsDialog names the GWP as the spec and the sheet do", () => {
  it("labels both assessments 'GWP', never 'PCA'", () => {
    const r404a = { ...base, id: "R404A", code: "R404A", gwp: 3922, gwpAr5: 3943 };
    render(<RefrigerantDetailsDialog refrigerant={r404a} onOpenChange={() => {}} />);
    expect(fact("GWP (AR4)")).toBe("3922 · Alto");
    expect(fact("GWP (AR5)")).toBe("3943");
    expect(screen.queryByText(/PCA/)).toBeNull();
  });
});

describe("RefrigerantDetailsDialog in the user's units (issue 24 item 3)", () => {
  afterEach(() => setUnitSystem("si"));

  it("an I-P user reads the library's temperatures and the glide in °F", () => {
    setUnitSystem("ip");
    const blend = {
      ...base,
      normalBoilingPoint: -40,
      triplePoint: null,
      glide: 5,
      criticalTemperature: 100,
      operatingRanges: { ...base.operatingRanges, minEvap: -40, maxEvap: 10, minCond: 20, maxCond: 60 },
    };
    render(<RefrigerantDetailsDialog refrigerant={blend} onOpenChange={() => {}} />);
    expect(fact("Punto de ebullición normal")).toBe("-40.0 °F");
    expect(fact("Temperatura crítica")).toBe("212.0 °F");
    expect(fact("Deslizamiento (1 atm)")).toBe("9.0 °F");
    expect(fact("Rango de evaporación")).toBe("-40.0 a 50.0 °F");
    expect(fact("Rango de condensación")).toBe("68.0 a 140.0 °F");
  });
});
