import { describe, expect, it } from "vitest";
import { matchesRefrigerant, searchKey } from "./refrigerant-search";

// Codes and names as the reference dataset ships them (domain/refdata/refrigerants.json).
const LIBRARY = [
  { code: "R404A", name: "Mezcla HFC R125/R143a/R134a" },
  { code: "R134a", name: "1,1,1,2-Tetrafluoroetano" },
  { code: "R744", name: "Dióxido de carbono" },
  { code: "R290", name: "Propano" },
  { code: "R218", name: "Octafluoropropano" },
  { code: "R227ea", name: "1,1,1,2,3,3,3-Heptafluoropropano" },
  { code: "R717", name: "Amoniaco" },
  { code: "R600a", name: "Isobutano" },
  { code: "R600", name: "Butano" },
  { code: "R1234ze(E)", name: "trans-1,3,3,3-Tetrafluoropropeno" },
  { code: "R1270", name: "Propileno" },
];

const found = (search: string) => LIBRARY.filter((r) => matchesRefrigerant(r, search)).map((r) => r.code);

describe("refrigerant search", () => {
  it("finds a code with or without the hyphen, in any case and with spaces", () => {
    expect(found("R-404A")).toEqual(["R404A"]);
    expect(found("r404a")).toEqual(["R404A"]);
    expect(found("R 404 A")).toEqual(["R404A"]);
    expect(found("R-1234ze(E)")).toEqual(["R1234ze(E)"]);
    expect(found("r1234ze")).toEqual(["R1234ze(E)"]);
  });

  it("finds the ASHRAE number alone", () => {
    expect(found("744")).toEqual(["R744"]);
    expect(found("404A")).toEqual(["R404A"]);
    expect(found("600a")).toEqual(["R600a"]);
  });

  it("finds the common names in Spanish, with or without accents, and in English", () => {
    expect(found("CO2")).toEqual(["R744"]);
    expect(found("co₂")).toEqual(["R744"]);
    expect(found("dióxido de carbono")).toEqual(["R744"]);
    expect(found("carbon dioxide")).toEqual(["R744"]);
    expect(found("propano")).toEqual(["R290"]);
    expect(found("propane")).toEqual(["R290"]);
    expect(found("amoniaco")).toEqual(["R717"]);
    expect(found("Amoníaco")).toEqual(["R717"]);
    expect(found("ammonia")).toEqual(["R717"]);
    expect(found("NH3")).toEqual(["R717"]);
    expect(found("isobutano")).toEqual(["R600a"]);
    expect(found("isobutane")).toEqual(["R600a"]);
    expect(found("butano")).toEqual(["R600"]);
    expect(found("propileno")).toEqual(["R1270"]);
  });

  it("matches names from the start of a word, as typed so far", () => {
    expect(found("amon")).toEqual(["R717"]);
    expect(found("carbono")).toEqual(["R744"]);
    expect(found("octafluoro")).toEqual(["R218"]);
    // A component of a blend is a word of its name.
    expect(found("R143a")).toEqual(["R404A"]);
  });

  it("shows everything for an empty search and nothing for an unknown one", () => {
    expect(found("  ")).toHaveLength(LIBRARY.length);
    expect(found("xenon")).toEqual([]);
  });

  it("keys text without case, accents, punctuation or subscripts", () => {
    expect(searchKey("R-1234ze(E)")).toBe("r1234zee");
    expect(searchKey("Dióxido de CO₂")).toBe("dioxidodeco2");
  });
});
