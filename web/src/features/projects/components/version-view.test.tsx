import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { projectVersionQueryKey, type ProjectDetail } from "../api/get-project-version";
import { VersionView } from "./version-view";
import { FixedNumberLocale } from "@/hooks/use-number-locale";
import { FixedUnitSystem } from "@/hooks/use-unit-system";
import { setNumberLocale, type NumberLocale } from "@/lib/format";
import { createQueryClient } from "@/lib/query-client";
import { setUnitSystem, type UnitSystem } from "@/lib/units";

afterEach(() => {
  setNumberLocale("es-MX");
  setUnitSystem("si");
});

const base: ProjectDetail = {
  id: "p1",
  name: "Cámara de congelados",
  equipmentType: "motocompresora",
  voltage: 460,
  refrigerant: "R404A",
  evapTemp: -10.5,
  condTemp: 40,
  compressorsConfig: [{ model: "ZF13KVE" }],
  isPro: false,
  version: 3,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-02T00:00:00Z",
  calculationResults: {
    compressors: [{ model: "ZF13KVE", coolingCapacity: 10_040, powerInput: 4_000, current: 8.5, dischargeTemp: 75.25 }],
    totals: { coolingCapacity: 10_040, powerInput: 4_000, current: 8.5 },
    electricalLoads: { mca: 10.625, mocp: 20 },
    refrigerantCharge: { recommendedCharge: 3.3 },
  },
  calculation: null,
};

function show(project: ProjectDetail, locale: NumberLocale, system: UnitSystem = "si") {
  const client = createQueryClient();
  client.setQueryData(projectVersionQueryKey(project.id, project.version), project);
  render(
    <QueryClientProvider client={client}>
      <FixedNumberLocale locale={locale}>
        <FixedUnitSystem system={system}>
          <VersionView projectId={project.id} version={project.version} />
        </FixedUnitSystem>
      </FixedNumberLocale>
    </QueryClientProvider>,
  );
  return screen.getByTestId("version-view");
}

const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((c) => c.textContent?.replace(/\u00A0/g, " "));

describe("VersionView", () => {
  it("names the project a copy came from by its name and shown version, never by its id", () => {
    const id = "6f1c2a9e-0b7d-4c1e-9a55-3d2f8e7c1b40";
    const view = show({ ...base, duplicatedFrom: { id, version: 5, name: "Rack Centro", shownVersion: 3 } }, "es-MX");
    expect(view).toHaveTextContent("Duplicado de«Rack Centro» (versión 3)");
    expect(view).not.toHaveTextContent(id);
    cleanup();
    const old = show({ ...base, duplicatedFrom: { id, version: 5 } }, "es-MX");
    expect(old).toHaveTextContent("Duplicado deotro proyecto");
    expect(old).not.toHaveTextContent(id);
  });

  it("prints a simple type's stored results with the quantities' decimals, in a decimal-comma locale", () => {
    const view = show(base, "es-ES");
    const [compressor, total] = within(screen.getByTestId("version-results")).getAllByRole("row").slice(1);
    // The simple type's compressor capacity has 1 decimal, power and current 2, discharge 1 (spec section 2).
    expect(cells(compressor)).toEqual(["ZF13KVE", "10,0 kW", "4,00 kW", "8,50 A", "75,3 °C"]);
    expect(cells(total)).toEqual(["TOTAL COMPRESORES", "10,04 kW", "4,00 kW", "8,50 A", ""]);
    // Inputs as typed.
    expect(cells(within(screen.getByTestId("version-inputs")).getAllByRole("row")[1])).toEqual(["Compresores", "-10,5 °C", "—", "ZF13KVE"]);
    expect(view).toHaveTextContent("Temp. condensación40 °C");
    expect(view).toHaveTextContent("MCA / MOCP10,63 A / 20,00 A");
    expect(view).toHaveTextContent("Carga recomendada3,30 kg");
  });

  it("prints a rack compressor's capacity with 2 decimals and a point in es-MX", () => {
    const rack: ProjectDetail = {
      ...base,
      equipmentType: "rack",
      rackConfig: { circuits: [{ evapTemp: -10, requiredCapacity: 12.5, compressors: [{ model: "ZF13KVE" }] }] },
      calculationResults: {
        circuits: [{ totals: { coolingCapacity: 10_040, powerInput: 4_000, current: 8.5 }, compressors: [{ model: "ZF13KVE", coolingCapacity: 10_040, powerInput: 4_000, current: 8.5, dischargeTemp: 75.25 }] }],
        totals: { coolingCapacity: 10_040, powerInput: 4_000, current: 8.5 },
      },
    };
    show(rack, "es-MX");
    const [compressor] = within(screen.getByTestId("version-results")).getAllByRole("row").slice(1);
    expect(cells(compressor)).toEqual(["ZF13KVE", "10.04 kW", "4.00 kW", "8.50 A", "75.3 °C"]);
    expect(cells(within(screen.getByTestId("version-inputs")).getAllByRole("row")[1])).toEqual(["Circuito 1", "-10 °C", "12.5 kW", "ZF13KVE"]);
  });

  it("prints the stored results in the user's units (issue 24 item 3)", () => {
    // 75 °C discharge = 75 × 1.8 + 32 = 167 °F; electrical power stays in kW.
    const hot = { ...base, calculationResults: { ...base.calculationResults, compressors: [{ model: "ZF13KVE", coolingCapacity: 10_040, powerInput: 4_000, current: 8.5, dischargeTemp: 75 }] } };
    show(hot, "es-MX", "ip");
    const [compressor] = within(screen.getByTestId("version-results")).getAllByRole("row").slice(1);
    expect(cells(compressor)?.[4]).toBe("167.0 °F");
    expect(cells(compressor)?.[2]).toBe("4.00 kW");
  });
});
