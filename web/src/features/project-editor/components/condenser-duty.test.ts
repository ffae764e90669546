import { describe, expect, it } from "vitest";
import type { CircuitCondenser, SystemResult } from "../types/results";
import { condenserDutyOf, perCircuitDutyWords, sharedCondenserWords, unrankedHint } from "./condenser-duty";

const own = (circuitId: string, load: number): CircuitCondenser => ({ circuitId, load, origin: "given", condenser: null, check: null, autoSelectError: null });

/** The parts of a system's answer the duty reads. */
const answer = (totalCondenserLoad: number, circuitCondensers?: CircuitCondenser[]) =>
  ({ circuits: [], condenserAnalysis: { totalCondenserLoad }, circuitCondensers }) as unknown as SystemResult;

describe("the condenser list's duty", () => {
  it("is the unit's condenser load where the circuits share one condenser", () => {
    expect(condenserDutyOf(answer(45_500))).toEqual({ condenserLoad: 45.5, perCircuit: null });
    expect(condenserDutyOf(answer(45_500, []))).toEqual({ condenserLoad: 45.5, perCircuit: null });
  });

  /** Tester report 2026-11-27, defect 19: two circuits of 45.5 kW together, one condenser each. */
  it("is the largest circuit's heat where each refrigerant circuit has its own condenser", () => {
    expect(condenserDutyOf(answer(45_500, [own("A", 20_100), own("B", 25_400)]))).toEqual({ condenserLoad: 25.4, perCircuit: { circuitId: "B", circuits: 2 } });
  });

  it("is unknown before a calculation and for a motor compressor", () => {
    expect(condenserDutyOf(null)).toEqual({ condenserLoad: null, perCircuit: null });
    expect(condenserDutyOf({ compressors: [], totals: {} } as never)).toEqual({ condenserLoad: null, perCircuit: null });
  });

  it("says which circuit's heat the list is ranked for and that the model goes on each circuit", () => {
    expect(perCircuitDutyWords({ circuitId: "B", circuits: 2 })).toBe("el calor del circuito B, el mayor de 2 (un condensador de este modelo en cada circuito frigorífico)");
    expect(unrankedHint(2)).toBe("Calcule para ordenar los condensadores por su margen sobre el calor de cada circuito: uno de este modelo en cada uno de los 2 circuitos frigoríficos");
    expect(sharedCondenserWords(2)).toBe(
      "Los 2 circuitos de succión comparten un condensador, el recipiente de líquido y la línea de líquido: un solo circuito frigorífico, a una temperatura de condensación.",
    );
    expect(unrankedHint(1)).toBe("Calcule para ordenar los condensadores por su margen sobre la carga del condensador");
  });
});
