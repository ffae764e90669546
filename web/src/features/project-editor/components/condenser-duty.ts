import * as React from "react";
import { isSystemResult, type CalculationResults } from "../types/results";

/** Where each refrigerant circuit has its own condenser (engine 1.11.0,
 * docs/decisions/2026-11-27-one-condenser-per-refrigerant-circuit.md): the
 * circuit whose heat the list is ranked for, the one rejecting most, and
 * how many circuits there are. A model chosen by hand is one on each
 * circuit, so it must serve the largest. */
export interface PerCircuitDuty {
  circuitId: string;
  circuits: number;
}

/** What the condenser pick list is ranked for (issue 22 item 4): the
 * project's refrigerant and, from the last successful calculation, the
 * heat in kW one condenser must reject: the unit's condenser load
 * (Σ(Q + P) plus oil cooling) where the circuits share one condenser, the
 * largest circuit's heat where each circuit has its own; null before a
 * calculation. The page provides it; the condensing unit's and the
 * chiller's pickers read it without every step in between carrying it. */
export interface CondenserDuty {
  refrigerant: string;
  condenserLoad: number | null;
  perCircuit: PerCircuitDuty | null;
}

/** The load and, where each circuit has its own condenser, its circuit, from a calculation's answer. */
export function condenserDutyOf(results: CalculationResults | null | undefined): Omit<CondenserDuty, "refrigerant"> {
  if (!results || !isSystemResult(results)) return { condenserLoad: null, perCircuit: null };
  const own = results.circuitCondensers ?? [];
  if (own.length === 0) return { condenserLoad: results.condenserAnalysis.totalCondenserLoad / 1000, perCircuit: null };
  const largest = own.reduce((a, b) => (b.load > a.load ? b : a));
  return { condenserLoad: largest.load / 1000, perCircuit: { circuitId: largest.circuitId, circuits: own.length } };
}

/** What a per-circuit ranking's figure is: 'el calor del circuito B, el mayor de 2 (…)'. */
export function perCircuitDutyWords(duty: PerCircuitDuty): string {
  return `el calor del circuito ${duty.circuitId}, el mayor de ${duty.circuits} (un condensador de este modelo en cada circuito frigorífico)`;
}

/** The line above the list when it is not ranked yet. */
export function unrankedHint(circuits: number): string {
  return circuits > 1
    ? `Calcule para ordenar los condensadores por su margen sobre el calor de cada circuito: uno de este modelo en cada uno de los ${circuits} circuitos frigoríficos`
    : "Calcule para ordenar los condensadores por su margen sobre la carga del condensador";
}

/** A condensing unit's suction circuits share its one condenser, receiver and liquid line: one refrigerant circuit,
 * one high side at one condensing temperature (docs/decisions/2026-11-27-one-condenser-per-refrigerant-circuit.md). */
export function sharedCondenserWords(suctionCircuits: number): string {
  return `Los ${suctionCircuits} circuitos de succión comparten un condensador, el recipiente de líquido y la línea de líquido: un solo circuito frigorífico, a una temperatura de condensación.`;
}

export const CondenserDutyContext = React.createContext<CondenserDuty>({ refrigerant: "", condenserLoad: null, perCircuit: null });
