import { describe, expect, it } from "vitest";
import { refrigerantAfterReload, refrigerantLabel } from "./parameters";
import { rowTags, safetyNotice } from "./refrigerant-safety";

describe("refrigerant safety banner", () => {
  it("shows nothing for A1", () => {
    expect(safetyNotice("R404A", "A1")).toBeNull();
  });

  it("cites EN 378, ISO 5149 and IEC 60335-2-89 for A2L", () => {
    const notice = safetyNotice("R32", "A2L");
    expect(notice?.title).toContain("ligeramente inflamable");
    for (const standard of ["EN 378", "ISO 5149", "IEC 60335-2-89"]) expect(notice?.text).toContain(standard);
  });

  it("cites ATEX, EN 378 and ISO 5149 and makes leak detection mandatory for A3", () => {
    const notice = safetyNotice("R290", "A3");
    expect(notice?.level).toBe("danger");
    expect(notice?.title).toContain("altamente inflamable");
    for (const text of ["ATEX 2014/34/UE", "EN 378", "ISO 5149", "detección de fugas es obligatoria"]) expect(notice?.text).toContain(text);
  });

  it("gives other classes a generic notice", () => {
    expect(safetyNotice("R717", "B2L")).toMatchObject({ level: "info", title: "R717: refrigerante de clase de seguridad B2L" });
  });
});

describe("P–T table tags", () => {
  it("tags rows within 2.5 °C of an evaporation or the condensation temperature", () => {
    expect(rowTags({ temp: -10, pressure: 4.3 }, [-12.5], 40)).toEqual(["Evap"]);
    expect(rowTags({ temp: -15, pressure: 3.6 }, [-12.4], 40)).toEqual([]);
    expect(rowTags({ temp: 40, pressure: 18.1 }, [-10], 42.5)).toEqual(["Cond"]);
    expect(rowTags({ temp: 5, pressure: 7 }, [5], 5)).toEqual(["Evap", "Cond"]);
    expect(rowTags({ temp: 45, pressure: 20 }, [], null)).toEqual([]);
  });
});

describe("global parameters", () => {
  it("keeps the refrigerant when offered, else takes the first of the list", () => {
    expect(refrigerantAfterReload("R404A", ["R134a", "R404A"])).toBe("R404A");
    expect(refrigerantAfterReload("R404A", ["R134a", "R410A"])).toBe("R134a");
    expect(refrigerantAfterReload("R404A", [])).toBe("R404A");
  });

  it("labels R717 as ammonia", () => {
    expect(refrigerantLabel("R717")).toBe("R717 (Amoniaco)");
    expect(refrigerantLabel("R404A")).toBe("R404A");
  });
});
