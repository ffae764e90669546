// A motor compressor's screen calculation (one POST /api/calculate per
// compressor) has no electrical loads: the server records MCA, MOCP, breaker
// and conductor with a saved project (engine 1.9.0 on), and its sheet prints
// them. Calculating again the inputs those were recorded for must not lose
// them (tester report 3, defect 16).
import { isSystemResult, type CalculationResults } from "../types/results";

/** `results` with the electrical loads recorded for the same calculation inputs, when the screen's own answer has none. */
export function keepRecordedElectrical(results: CalculationResults, previous: { results: CalculationResults; inputs: string } | null, inputs: string): CalculationResults {
  if (isSystemResult(results) || results.electricalLoads || !previous || previous.inputs !== inputs) return results;
  const recorded = isSystemResult(previous.results) ? undefined : previous.results.electricalLoads;
  return recorded ? { ...results, electricalLoads: recorded } : results;
}
