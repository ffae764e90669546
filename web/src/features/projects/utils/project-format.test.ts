import { afterEach, describe, expect, it } from "vitest";
import type { ProjectListRow } from "../api/get-projects";
import { ALL_TYPES, compressorCountLabel, equipmentTypeLabel, filterProjects, formatKw } from "./project-format";
import { setUnitSystem } from "@/lib/units";

const row = (name: string, equipmentType: ProjectListRow["equipmentType"]): ProjectListRow => ({
  id: name,
  name,
  equipmentType,
  refrigerant: "R404A",
  compressorCount: 1,
  isPro: false,
  createdAt: "2026-01-05T10:00:00Z",
  updatedAt: "2026-01-05T10:00:00Z",
  version: 1,
  summary: null,
});

const rows = [row("Supermercado Norte", "rack"), row("Cámara Frigorífica", "condensadora"), row("Planta Agua Helada", "chiller"), row("Túnel", "motocompresora")];

describe("filterProjects", () => {
  it("keeps every project with no search and every type", () => {
    expect(filterProjects(rows, "  ", ALL_TYPES)).toHaveLength(4);
  });

  it("searches the name ignoring case and accents", () => {
    expect(filterProjects(rows, "camara", ALL_TYPES).map((r) => r.name)).toEqual(["Cámara Frigorífica"]);
    expect(filterProjects(rows, "NORTE", ALL_TYPES).map((r) => r.name)).toEqual(["Supermercado Norte"]);
    expect(filterProjects(rows, "tunel", ALL_TYPES).map((r) => r.name)).toEqual(["Túnel"]);
    expect(filterProjects(rows, "no existe", ALL_TYPES)).toEqual([]);
  });

  it("filters by equipment type, together with the search", () => {
    expect(filterProjects(rows, "", "chiller").map((r) => r.name)).toEqual(["Planta Agua Helada"]);
    expect(filterProjects(rows, "planta", "rack")).toEqual([]);
    expect(filterProjects(rows, "a", "condensadora").map((r) => r.name)).toEqual(["Cámara Frigorífica"]);
  });
});

describe("labels", () => {
  it("uses the spec's equipment names", () => {
    expect(equipmentTypeLabel("rack")).toBe("Rack de Compresores");
    expect(equipmentTypeLabel("condensadora")).toBe("Unidad Condensadora");
    expect(equipmentTypeLabel("motocompresora")).toBe("Moto Compresora");
    expect(equipmentTypeLabel("otro")).toBe("otro");
  });

  it("counts compressors in Spanish", () => {
    expect(compressorCountLabel(1)).toBe("1 compresor");
    expect(compressorCountLabel(3)).toBe("3 compresores");
  });
});

describe("formatKw", () => {
  afterEach(() => setUnitSystem("si"));

  it("shows a capacity in the user's unit and electrical power in kW", () => {
    expect(formatKw(21_500, "capacity")).toBe("21.50\u00A0kW");
    setUnitSystem("mx");
    expect(formatKw(35_168.53, "capacity")).toBe("10.00\u00A0TR");
    expect(formatKw(5_000, "power")).toBe("5.00\u00A0kW");
    setUnitSystem("ip");
    expect(formatKw(3_516.853, "compressorCapacity")).toBe("12\u202F000\u00A0BTU/h");
    expect(formatKw(null, "capacity")).toBe("—");
  });
});
