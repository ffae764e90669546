// Every key of a real project version (inputs and the calculation's answer)
// has a Spanish label: the version diff never shows a raw key (issue 24,
// tester's finding). The fixtures are answers of GET /api/projects/{id}:
// a chiller and a condensing unit as the data sheets' fixtures keep them
// (older answers a history still shows), and engine 1.13.0 answers (saved
// through the API on a demo catalogue, tester report 3's cases): a rack, a
// motor compressor, a two-circuit air-cooled chiller (a condenser per
// circuit), the same with a remote condenser 20 m away (the field run,
// each circuit's liquid and discharge lines), a two-circuit water-cooled
// one (exchanger pressure drops, plate condenser), a three-circuit rack
// (steel discharge line, line splits) and a condensing unit whose
// condenser selection failed.
import { describe, expect, it } from "vitest";
import chillerTwoCircuits from "./fixtures/chiller-2c-project.json";
import chiller from "./fixtures/chiller-project.json";
import chillerRemoteTwoCircuits from "./fixtures/chiller-remote-2c-project.json";
import chillerWaterTwoCircuits from "./fixtures/chiller-water-2c-project.json";
import condensingUnitFailed from "./fixtures/condensadora-failed-project.json";
import condensingUnit from "./fixtures/condensadora-project.json";
import motorCompressor from "./fixtures/motocompresora-project.json";
import rackThreeCircuits from "./fixtures/rack-3c-project.json";
import rackDiff from "./fixtures/rack-diff.json";
import rack from "./fixtures/rack-project.json";
import { FIELDS, ITEMS, PLACED, SECTIONS } from "./diff-labels";
import { describePath, fieldOf, inputRows, resultRows } from "./diff-format";

/** Fields of a detail that describe the record, not the project (app/src/projects/diff.rs BOOKKEEPING). */
const BOOKKEEPING = ["id", "version", "createdAt", "updatedAt", "calculationResults", "calculation", "deleted", "duplicatedFrom"];

/** Leaf paths as the server's diff writes them: `a.b[0].c`. */
function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (Array.isArray(value) && value.length > 0) return value.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value]];
}

const projects = {
  rack,
  motorCompressor,
  chiller,
  condensingUnit,
  chillerTwoCircuits,
  chillerRemoteTwoCircuits,
  chillerWaterTwoCircuits,
  rackThreeCircuits,
  condensingUnitFailed,
} as Record<string, Record<string, unknown>>;

function paths(project: Record<string, unknown>) {
  const inputs = Object.fromEntries(Object.entries(project).filter(([k]) => !BOOKKEEPING.includes(k)));
  return { inputs: leaves(inputs), results: leaves(project.calculationResults ?? null) };
}

const labelled = (segment: string) => /^\d+$/.test(segment) || segment in FIELDS || segment in SECTIONS || segment in ITEMS || Object.keys(PLACED).some((k) => k.endsWith(`.${segment}`));

describe("the version diff's labels", () => {
  for (const [kind, project] of Object.entries(projects)) {
    it(`name every key of a ${kind}'s inputs and answer`, () => {
      const { inputs, results } = paths(project);
      const unlabelled = [...inputs, ...results]
        .flatMap(([path]) => path.split(/[.[\]]+/).filter((s) => s !== ""))
        .filter((segment) => !labelled(segment));
      expect([...new Set(unlabelled)]).toEqual([]);
      // Every number has a field, hence a label and (where it has one) a unit.
      const unnamedNumbers = [...inputs, ...results].filter(([path, v]) => typeof v === "number" && !fieldOf(path)).map(([path]) => path);
      expect(unnamedNumbers).toEqual([]);
    });
  }

  // No fixture is from engine 1.13.0 yet: its new keys, placed where it writes them in a real answer.
  it("names engine 1.13.0's verdict of a line and oil-return finding at a range's minimum, and their words", () => {
    const answer = structuredClone(rack.calculationResults) as unknown as { circuits: Record<string, unknown>[] };
    const circuit = answer.circuits[0] as { suctionLines: Record<string, unknown>[]; capacityRange?: unknown };
    circuit.suctionLines[0].verdict = { criteria: "fails", oilNotLiftedAtMinimum: true };
    circuit.capacityRange = { minimum: 1, maximum: 2, minimumMassFlow: 3, leadModel: "M", minimumFrequency: null, maximumFrequency: null, basis: "productDefault", oilReturnAtMinimum: { finding: "notAssured", lines: [1] } };
    const unlabelled = leaves(answer)
      .flatMap(([path]) => path.split(/[.[\]]+/).filter((s) => s !== ""))
      .filter((segment) => !labelled(segment));
    expect([...new Set(unlabelled)]).toEqual([]);
    expect(describePath("circuits[0].suctionLines[0].verdict.oilNotLiftedAtMinimum", answer)).toBe("Circuito 1 › Línea de succión 1 › Veredicto › El aceite no sube en el escalón mínimo");
    expect(describePath("circuits[0].capacityRange.oilReturnAtMinimum.finding", answer)).toBe("Circuito 1 › Rango de capacidad › Retorno de aceite en el mínimo › Resultado");
    const rows = resultRows([{ path: "circuits[0].suctionLines[0].verdict.criteria", before: "meets", after: "fails", delta: null, deltaPct: null }], answer);
    expect([rows[0].before, rows[0].after]).toEqual(["Cumple", "No cumple"]);
  });

  it("calls the tester's rows by Spanish names, components and findings by theirs", () => {
    const answer = rack.calculationResults;
    expect(describePath("circuits[0].compressors[0].temperatureBasis.setEvapTemp", answer)).toBe(
      "Circuito 1 › Compresor 1 › Base de temperaturas › Temp. evaporación del juego de coeficientes",
    );
    expect(describePath("circuits[0].suctionLines[0].oilReturn.minimumVertical", answer)).toBe("Circuito 1 › Línea de succión 1 › Retorno de aceite › Velocidad mínima en montante");
    expect(describePath("liquidLines[0].flashGas.frictionKpa", answer)).toBe("Línea de líquido 1 › Gas instantáneo › Caída por fricción");
    expect(describePath("circuits[0].suctionLines[0].doubleRiser.large.minimumVelocity")).toBe("Circuito 1 › Línea de succión 1 › Doble montante › Tramo grande › Velocidad mínima");
    expect(describePath("refrigerantCharge.breakdown[1].mass", answer)).toBe("Carga de refrigerante › Líneas de succión › Masa");
    expect(describePath("refrigerantCharge.breakdown[1].mass")).toBe("Carga de refrigerante › Componente 2 › Masa");
    expect(describePath("regulatoryCompliance.findings[0].message", answer)).toBe("Cumplimiento normativo › Límite de carga por toxicidad (clase A) › Mensaje");
    expect(describePath("electricalLoads.totals", answer)).toBe("Cargas eléctricas › Corriente total");
    expect(describePath("fieldRun.length", answer)).toBe("Tramo en obra › Longitud");
    expect(describePath("fieldRun.equivalentLength", answer)).toBe("Tramo en obra › Longitud equivalente");
    const water = chillerWaterTwoCircuits.calculationResults;
    expect(describePath("hotSide.condensers[1].flow", water)).toBe("Lado caliente › Condensador del circuito 2 › Caudal");
  });

  it("shows no raw key in a real rack diff (evaporation -10 → -8 °C, condensation 40 → 42 °C), and no % of a temperature", () => {
    const rows = [...inputRows(rackDiff.changes, rack), ...resultRows(rackDiff.results, rack.calculationResults)];
    expect(rows.length).toBe(rackDiff.changes.length + rackDiff.results.length);
    for (const row of rows) {
      const raw = row.path.split(/[.[\]]+/).filter((s) => s !== "" && !/^\d+$/.test(s) && row.label.includes(s));
      expect(raw, `${row.path} → ${row.label}`).toEqual([]);
      if (/°C|°F|\bK\b|%/.test(row.before)) expect(row.deltaPct, row.path).toBe("—");
    }
  });
});
